/**
 * Pure derived values for the HUD and the scenes. Selectors never change the world; each call
 * computes from the current state (callers memoise by tick if they need to).
 */
import { LEVEL_TITLES, TRAINING_ACHIEVEMENTS } from '@/content/skills';
import type { ActivityDef, SkillGroup } from '@/content/types';
import {
  ACTIVITIES,
  ACTIVITIES_BY_SKILL,
  ALL_AREAS,
  ALL_CHECKPOINTS,
  ALL_SKILLS,
  AREAS_BY_ID,
  BOSSES_BY_ID,
  CHECKPOINTS_BY_RANK,
  enemyOrBoss,
  itemName,
  ITEMS,
  SKILLS_BY_ID,
} from './content-index';
import type { StepContext } from './context';
import { COMBAT_SKILL_IDS, EQUIPMENT_SLOTS, HUNTER_RANKS, rankIndex, SKILL_IDS, type EquipmentSlot, type HunterRank, type SkillId } from '@/content/ids';
import { findInventoryItem } from './inventory';
import { playerLevelFromSkills } from './player-level';
import type { DeathRecord, GameState, TrainingBonus, TrainingBonusId, TrainingBonusKind } from './state-types';
import { computeDerivedStats, type DerivedStats } from './stats';
import { combatRefusal } from './systems/combat';
import { skillTitleId, skillTitleName } from './systems/progression';
import { completionPercent, isHappyHour, PERFECT_PERCENT, sessionXp, trainingAchievementValues, trainingDurationMs, trainingRefusal } from './systems/training';
import { applyMultiplier, isRankAllowed, maxSkillLevelFor, rankCapMessage, skillCapMessage, tierRules } from './tiers';
import { MAX_SKILL_LEVEL, skillProgress } from './xp';

export function selectDerivedStats(world: GameState): DerivedStats {
  return computeDerivedStats(world);
}

/** The sidebar's character block: health, mana, STR, AGI, VIT, INT, PER. */
export function selectCharacterBlock(world: GameState) {
  const derived = computeDerivedStats(world);
  return {
    health: world.player.health,
    maxHealth: world.player.maxHealth,
    mana: world.resourcePools.mana.current,
    maxMana: world.resourcePools.mana.max,
    energy: world.resourcePools.energy.current,
    maxEnergy: world.resourcePools.energy.max,
    comboPoints: world.resourcePools.comboPoints.current,
    maxComboPoints: world.resourcePools.comboPoints.max,
    STR: derived.strength,
    AGI: derived.agility,
    VIT: derived.vitality,
    INT: derived.intelligence,
    PER: derived.perception,
  };
}

export function selectPlayerLevel(world: GameState): number {
  return playerLevelFromSkills(world.skills);
}

export interface SkillView {
  skill: SkillId;
  name: string;
  group: SkillGroup;
  description: string;
  level: number;
  experience: number;
  xpIntoLevel: number;
  xpForNext: number;
  /** 0..100; level 100 shows full */
  percent: number;
  isTraining: boolean;
  tierCap: number;
  atTierCap: boolean;
  /** The tier-limit message when capped below 100, else null. */
  tierCapMessage: string | null;
  /** The route segment: /game/skills/{slug} */
  slug: string;
}

export function selectSkill(world: GameState, skill: SkillId): SkillView {
  const definition = SKILLS_BY_ID[skill];
  const state = world.skills[skill];
  const progress = skillProgress(state.experience);
  const tierCap = maxSkillLevelFor(world.player.accountTier);
  const atTierCap = state.level >= tierCap;
  return {
    skill,
    name: definition.name,
    group: definition.group,
    description: definition.description,
    level: progress.level,
    experience: state.experience,
    xpIntoLevel: progress.xpIntoLevel,
    xpForNext: progress.xpForNext,
    percent: progress.percent,
    isTraining: state.isTraining,
    tierCap,
    atTierCap,
    tierCapMessage: atTierCap && tierCap < MAX_SKILL_LEVEL ? skillCapMessage(world.player.accountTier) : null,
    slug: definition.name.toLowerCase().replace(/\s+/g, '-'),
  };
}

/** Skills in sidebar groups (ruling 1): Combat, Gathering, Production, Leadership. */
export function selectSkillGroups(world: GameState): { group: SkillGroup; skills: SkillView[] }[] {
  const groups: SkillGroup[] = ['Combat', 'Gathering', 'Production', 'Leadership'];
  const sorted = [...ALL_SKILLS].sort((a, b) => a.sortOrder - b.sortOrder);
  return groups.map((group) => ({ group, skills: sorted.filter((skill) => skill.group === group).map((skill) => selectSkill(world, skill.id)) }));
}

export interface ActivityView {
  activity: ActivityDef;
  /** Duration after the training-speed bonus. */
  durationMs: number;
  /** Why it cannot start now (ignoring a session already running), or null. */
  lockReason: string | null;
  canStart: boolean;
}

/**
 * A skill's activities that are listed: requirement at most the player's level, or at most the
 * skill's own level so nothing the hunter qualifies for is hidden (docs/decisions.md, Core).
 */
export function selectActivities(world: GameState, skill: SkillId): ActivityView[] {
  const derived = computeDerivedStats(world);
  const ceiling = Math.max(world.player.level, world.skills[skill].level);
  const busy = world.skillTraining.activeSession !== null;
  return ACTIVITIES_BY_SKILL[skill]
    .filter((activity) => activity.requiredLevel <= ceiling)
    .map((activity) => {
      const lockReason = trainingRefusal(world, skill, activity, true);
      return { activity, durationMs: trainingDurationMs(activity.durationMs, derived.trainingSpeedBonus), lockReason, canStart: lockReason === null && !busy };
    });
}

export interface TrainingView {
  skill: SkillId;
  skillName: string;
  activityId: string;
  activityName: string;
  startedAt: number;
  endsAt: number;
  percent: number;
  timeLeftMs: number;
  bonuses: (TrainingBonus & { label: string })[];
  baseXp: number;
  /** XP if it completes (perfect included, tier multiplier applied). */
  expectedXp: number;
}

/** Labels of the bonuses given by rule; an item's own bonus is labelled with the item's name. */
export const BONUS_LABELS: Readonly<Record<TrainingBonusKind, string>> = {
  streak: 'Daily streak',
  combo: 'Combo',
  mastery: 'Mastery',
  perfect: 'Perfect completion',
  happyHour: 'Happy Hour',
  synergy: 'Synergy',
  equipment: 'Equipment bonus',
};

function isBonusKind(id: TrainingBonusId): id is TrainingBonusKind {
  return Object.hasOwn(BONUS_LABELS, id);
}

export function trainingBonusLabel(id: TrainingBonusId): string {
  return isBonusKind(id) ? BONUS_LABELS[id] : itemName(id);
}

export function selectTraining(world: GameState): TrainingView | null {
  const session = world.skillTraining.activeSession;
  if (!session) return null;
  const nowMs = world.sim.nowMs;
  const bonuses = session.bonuses.map((bonus) => ({ ...bonus, label: trainingBonusLabel(bonus.id) }));
  const withPerfect = sessionXp(session.baseXpReward, [...session.bonuses, { id: 'perfect', percent: PERFECT_PERCENT }]);
  return {
    skill: session.skillType,
    skillName: SKILLS_BY_ID[session.skillType].name,
    activityId: session.activityId,
    activityName: ACTIVITIES[session.activityId]?.name ?? session.activityId,
    startedAt: session.startedAt,
    endsAt: session.endsAt,
    percent: completionPercent(session, nowMs),
    timeLeftMs: Math.max(0, session.endsAt - nowMs),
    bonuses,
    baseXp: session.baseXpReward,
    expectedXp: applyMultiplier(withPerfect, tierRules(world.player.accountTier).xpMultiplier),
  };
}

export function selectTrainingStats(world: GameState, skill: SkillId) {
  return { ...world.skillTraining.stats[skill], totalTrainingTime: world.skillTraining.totalTrainingTime, achievements: world.skillTraining.achievements.slice() };
}

export interface CombatView {
  areaId: string;
  areaName: string;
  areaKind: string;
  enemy: { id: string; name: string; level: number; isBoss: boolean; title: string | null; health: number; maxHealth: number; percent: number } | null;
  player: { health: number; maxHealth: number; healthPercent: number; mana: number; maxMana: number; energy: number; maxEnergy: number; comboPoints: number };
  killsThisVisit: number;
  killsForBoss: number;
  bossName: string;
  nextSpawnInMs: number;
  session: GameState['combat']['session'];
}

export function selectCombat(world: GameState): CombatView | null {
  const combat = world.combat;
  if (combat.currentAreaId === null) return null;
  const area = AREAS_BY_ID[combat.currentAreaId];
  const enemy = combat.enemy;
  const definition = enemy ? enemyOrBoss(enemy.id) : undefined;
  const boss = enemy ? BOSSES_BY_ID[enemy.id] : undefined;
  const player = world.player;
  const pools = world.resourcePools;
  return {
    areaId: combat.currentAreaId,
    areaName: area?.name ?? combat.currentAreaId,
    areaKind: area?.kind ?? 'zone',
    enemy: enemy
      ? {
          id: enemy.id,
          name: definition?.name ?? enemy.id,
          level: enemy.level,
          isBoss: enemy.isBoss,
          title: boss?.title ?? null,
          health: combat.enemyHealth,
          maxHealth: enemy.maxHealth,
          percent: enemy.maxHealth > 0 ? (combat.enemyHealth / enemy.maxHealth) * 100 : 0,
        }
      : null,
    player: {
      health: player.health,
      maxHealth: player.maxHealth,
      healthPercent: player.maxHealth > 0 ? (player.health / player.maxHealth) * 100 : 0,
      mana: pools.mana.current,
      maxMana: pools.mana.max,
      energy: pools.energy.current,
      maxEnergy: pools.energy.max,
      comboPoints: pools.comboPoints.current,
    },
    killsThisVisit: combat.killsThisVisit,
    killsForBoss: area?.killsForBoss ?? 0,
    bossName: area ? (BOSSES_BY_ID[area.bossId]?.name ?? area.bossId) : '',
    nextSpawnInMs: enemy ? 0 : Math.max(0, combat.nextSpawnAt - world.sim.nowMs),
    session: combat.session,
  };
}

/** Every area with whether the hunter may enter and why not. */
export function selectAreas(world: GameState) {
  return ALL_AREAS.map((area) => {
    const refusal = combatRefusal(world, area.id);
    return { area, bossName: BOSSES_BY_ID[area.bossId]?.name ?? area.bossId, locked: refusal !== null, lockReason: refusal, cleared: world.combat.clearedRifts.includes(area.id), discovered: world.combat.discoveredAreas.includes(area.id) };
  });
}

export function totalSkillXp(world: GameState): number {
  let total = 0;
  for (const skill of Object.keys(world.skills) as SkillId[]) total += world.skills[skill].experience;
  return total;
}

export interface RankInfo {
  rank: HunterRank;
  emoji: string;
  color: string;
  benefits: readonly string[];
  isMaxRank: boolean;
  next: {
    rank: HunterRank;
    emoji: string;
    benefits: readonly string[];
    flagshipRiftId: string | null;
    flagshipRiftName: string | null;
    riftCleared: boolean;
    skillReqLevel: number;
    currentCombatSkills: { skill: SkillId; name: string; level: number; meets: boolean }[];
    skillsRequirement: boolean;
    totalXp: number;
    requiredXp: number;
    totalXpRequirement: boolean;
    trialId: string | null;
    trialCompleted: boolean;
    /** The first three hold and the trial is not done. */
    canStartTrial: boolean;
    /** The tier caps the rank here (demo at D). */
    tierBlocked: boolean;
    tierMessage: string | null;
  } | null;
}

/** The rank dialog's data (spec 001 §2, §4); trial completion comes from the server. */
export function selectRankInfo(world: GameState, options: { trialCompleted?: boolean } = {}): RankInfo {
  const rank = world.player.hunterRank;
  const checkpoint = CHECKPOINTS_BY_RANK[rank];
  const nextRank = HUNTER_RANKS[rankIndex(rank) + 1];
  const base = { rank, emoji: checkpoint.emoji, color: checkpoint.color, benefits: checkpoint.benefits, isMaxRank: nextRank === undefined };
  if (nextRank === undefined) return { ...base, next: null };
  const next = CHECKPOINTS_BY_RANK[nextRank];
  const currentCombatSkills = COMBAT_SKILL_IDS.map((skill) => ({ skill, name: SKILLS_BY_ID[skill].name, level: world.skills[skill].level, meets: world.skills[skill].level >= next.skillReqLevel }));
  const riftCleared = next.flagshipRiftId === null || world.combat.clearedRifts.includes(next.flagshipRiftId);
  const skillsRequirement = currentCombatSkills.filter((entry) => entry.meets).length >= 2;
  const totalXp = totalSkillXp(world);
  const totalXpRequirement = totalXp >= next.totalXpReq;
  const trialCompleted = options.trialCompleted ?? false;
  const tierBlocked = !isRankAllowed(world.player.accountTier, nextRank);
  return {
    ...base,
    next: {
      rank: nextRank,
      emoji: next.emoji,
      benefits: next.benefits,
      flagshipRiftId: next.flagshipRiftId,
      flagshipRiftName: next.flagshipRiftId ? (AREAS_BY_ID[next.flagshipRiftId]?.name ?? next.flagshipRiftId) : null,
      riftCleared,
      skillReqLevel: next.skillReqLevel,
      currentCombatSkills,
      skillsRequirement,
      totalXp,
      requiredXp: next.totalXpReq,
      totalXpRequirement,
      trialId: next.trialId,
      trialCompleted,
      canStartTrial: riftCleared && skillsRequirement && totalXpRequirement && !trialCompleted && !tierBlocked,
      tierBlocked,
      tierMessage: tierBlocked ? rankCapMessage(world.player.accountTier) : null,
    },
  };
}

/** The 8 checkpoint rows for the help text. */
export function selectRankCheckpoints() {
  return ALL_CHECKPOINTS;
}

export function selectTier(world: GameState) {
  const rules = tierRules(world.player.accountTier);
  return {
    tier: rules.tier,
    name: rules.name,
    maxSkillLevel: maxSkillLevelFor(rules.tier),
    maxRank: rules.maxRank,
    xpMultiplier: rules.xpMultiplier,
    goldMultiplier: rules.goldMultiplier,
    bankSlotsCap: rules.bankSlotsCap,
    inventorySlotsCap: rules.inventorySlotsCap,
    paid: rules.paid,
  };
}

/** The most recent death, for the recap dialog ("You Died While Offline" when offline). */
export function selectLastDeath(world: GameState): DeathRecord | null {
  return world.deathPenalty.deathHistory[0] ?? null;
}

export function selectEquipment(world: GameState) {
  const slots = {} as Record<EquipmentSlot, { inventoryItemId: string; itemId: string; name: string; rarity: string; quantity: number } | null>;
  for (const slot of EQUIPMENT_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? findInventoryItem(world, entryId) : undefined;
    const item = entry ? ITEMS[entry.itemId] : undefined;
    slots[slot] = entry ? { inventoryItemId: entry.id, itemId: entry.itemId, name: item?.name ?? entry.itemId, rarity: item?.rarity ?? 'common', quantity: entry.quantity } : null;
  }
  return { slots, sets: computeDerivedStats(world).sets };
}

export function selectTitles(world: GameState): { id: string; name: string }[] {
  return world.player.unlockedTitles.map((id) => ({ id, name: skillTitleName(id) }));
}

export function selectLevelTitleLevels(): readonly number[] {
  return LEVEL_TITLES.map((title) => title.level);
}

/** Local time of day for the happy-hour badge. */
export function selectHappyHour(world: GameState, context: StepContext): boolean {
  return isHappyHour(world.sim.nowMs, context.utcOffsetMinutes);
}

export interface LevelTitleView {
  id: string;
  level: number;
  name: string;
  earned: boolean;
}

/** A skill's level titles (10, 25, 50, 75, 99, 100) and whether each is earned. */
export function selectLevelTitles(world: GameState, skill: SkillId): LevelTitleView[] {
  return LEVEL_TITLES.map((title) => {
    const id = skillTitleId(skill, title.level);
    return { id, level: title.level, name: skillTitleName(id), earned: world.player.unlockedTitles.includes(id) };
  });
}

export interface AchievementProgressView {
  id: string;
  kind: 'training' | 'title';
  name: string;
  description: string;
  current: number;
  target: number;
  unlocked: boolean;
}

/**
 * What the core tracks toward achievements, with progress: the six training achievements and, per
 * skill, the next level title (or the last one earned once all are).
 */
export function selectAchievementProgress(world: GameState): AchievementProgressView[] {
  const values = trainingAchievementValues(world);
  const unlocked = world.skillTraining.achievements;
  const training = TRAINING_ACHIEVEMENTS.map((achievement) => ({
    id: achievement.id,
    kind: 'training' as const,
    name: achievement.name,
    description: achievement.description,
    current: Math.min(values[achievement.kind], achievement.target),
    target: achievement.target,
    unlocked: unlocked.includes(achievement.id),
  }));
  const titles = SKILL_IDS.map((skill) => {
    const all = selectLevelTitles(world, skill);
    const title = all.find((entry) => !entry.earned) ?? all[all.length - 1]!;
    const level = world.skills[skill].level;
    return {
      id: title.id,
      kind: 'title' as const,
      name: title.name,
      description: `Reach level ${title.level} in ${SKILLS_BY_ID[skill].name}.`,
      current: Math.min(level, title.level),
      target: title.level,
      unlocked: title.earned,
    };
  });
  return [...training, ...titles];
}
