/**
 * The skill page (/game/skills/:skill): the activities listed for the skill with their needs and
 * lock reasons, the current training session with its bonus breakdown, the training record, the
 * level titles, and the live progress bar's per-frame reading.
 */
import { LEVEL_TITLES } from '@/content/skills';
import type { ActivityDef } from '@/content/types';
import { SKILL_IDS, type SkillId } from '@/content/ids';
import { ACTIVITIES, ACTIVITIES_BY_SKILL, itemName, SKILLS_BY_ID } from '@/core/content-index';
import { countOwned } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import type { SkillTrainingStats, TrainingBonus } from '@/core/state';
import type { TrainingBonusId, TrainingBonusKind } from '@/core/state-types';
import type { DerivedStats } from '@/core/stats';
import { skillTitleId, skillTitleName } from '@/core/systems/progression';
import {
  completionPercent,
  MASTERY_CAP_PERCENT,
  MASTERY_PERCENT_PER_LEVEL,
  PERFECT_PERCENT,
  SESSIONS_PER_MASTERY_LEVEL,
  sessionXp,
  trainingDurationMs,
  trainingRefusal,
} from '@/core/systems/training';
import { applyMultiplier, tierRules } from '@/core/tiers';

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
 * `derived` is the world's derived stats (the training-speed bonus), computed once by the caller.
 */
export function selectActivities(world: ReadonlyWorld, skill: SkillId, derived: DerivedStats): ActivityView[] {
  const ceiling = Math.max(world.player.level, world.skills[skill].level);
  const busy = world.skillTraining.activeSession !== null;
  return ACTIVITIES_BY_SKILL[skill]
    .filter((activity) => activity.requiredLevel <= ceiling)
    .map((activity) => {
      const lockReason = trainingRefusal(world, skill, activity, true);
      const durationMs = trainingDurationMs(activity.durationMs, derived.trainingSpeedBonus);
      return { activity, durationMs, lockReason, canStart: lockReason === null && !busy };
    });
}

/** One training activity as the skill page lists it: names resolved, owned counts beside each need. */
export interface ActivityRow {
  id: string;
  name: string;
  description: string;
  requiredLevel: number;
  /** After the training-speed bonus. */
  durationMs: number;
  /** Base XP of one session, before bonuses and the tier multiplier. */
  xp: number;
  /** Items a session needs: `consumed` ones are used up at the start, the others only checked (tools). */
  needs: { itemId: string; name: string; quantity: number; owned: number; consumed: boolean }[];
  products: { itemId: string; name: string; quantity: number; chance: number }[];
  /** The core's refusal if started now (a session already running aside), or null. */
  lockReason: string | null;
  /**
   * The core's refusal when only the session already running stops it ('Already training another
   * skill'), so the page can say so before a press and offer to switch; null otherwise.
   */
  busyReason: string | null;
}

export interface SkillStatsView extends Omit<SkillTrainingStats, 'lastActivityType'> {
  /** The XP bonus the mastery level gives now (capped). */
  masteryXpPercent: number;
  /** Completed sessions per mastery level. */
  sessionsPerMasteryLevel: number;
}

export interface LevelTitleView {
  id: string;
  level: number;
  name: string;
  earned: boolean;
}

export interface SkillDetail {
  activities: ActivityRow[];
  stats: SkillStatsView;
  titles: LevelTitleView[];
}

type NeedRow = ActivityRow['needs'][number];

function needRow(world: ReadonlyWorld, itemId: string, quantity: number, consumed: boolean): NeedRow {
  return { itemId, name: itemName(itemId), quantity, owned: countOwned(world, itemId), consumed };
}

function activityRows(world: ReadonlyWorld, skill: SkillId, derived: DerivedStats): ActivityRow[] {
  const running = world.skillTraining.activeSession?.activityId ?? null;
  return selectActivities(world, skill, derived).map(({ activity, durationMs, lockReason }) => ({
    id: activity.id,
    name: activity.name,
    description: activity.description,
    requiredLevel: activity.requiredLevel,
    durationMs,
    xp: activity.xp,
    needs: [
      ...(activity.requiredItems ?? []).map((need) => needRow(world, need.itemId, need.quantity, true)),
      ...(activity.resources ?? []).map((need) => needRow(world, need.itemId, need.quantity, need.consumed)),
    ],
    products: (activity.products ?? []).map((product) => ({
      itemId: product.itemId,
      name: itemName(product.itemId),
      quantity: product.quantity,
      chance: product.chance,
    })),
    lockReason,
    busyReason:
      lockReason === null && running !== null && running !== activity.id
        ? trainingRefusal(world, skill, activity)
        : null,
  }));
}

/** A skill's level titles (10, 25, 50, 75, 99, 100) and whether each is earned. */
export function selectLevelTitles(world: ReadonlyWorld, skill: SkillId): LevelTitleView[] {
  return LEVEL_TITLES.map((title) => {
    const id = skillTitleId(skill, title.level);
    return { id, level: title.level, name: skillTitleName(id), earned: world.player.unlockedTitles.includes(id) };
  });
}

/** Per skill: the listed activities, the training stats and the level titles. `derived` as for `selectActivities`. */
export function selectSkillDetails(world: ReadonlyWorld, derived: DerivedStats): Record<SkillId, SkillDetail> {
  const details = {} as Record<SkillId, SkillDetail>;
  for (const skill of SKILL_IDS) {
    const stats = world.skillTraining.stats[skill];
    details[skill] = {
      activities: activityRows(world, skill, derived),
      stats: {
        totalSessions: stats.totalSessions,
        perfectCompletions: stats.perfectCompletions,
        currentStreak: stats.currentStreak,
        bestStreak: stats.bestStreak,
        comboCount: stats.comboCount,
        masteryLevel: stats.masteryLevel,
        lastCompletionTime: stats.lastCompletionTime,
        masteryXpPercent: Math.min(MASTERY_CAP_PERCENT, stats.masteryLevel * MASTERY_PERCENT_PER_LEVEL),
        sessionsPerMasteryLevel: SESSIONS_PER_MASTERY_LEVEL,
      },
      titles: selectLevelTitles(world, skill),
    };
  }
  return details;
}

/** A skill's training record with the totals over all skills and the training achievements unlocked. */
export function selectTrainingStats(world: ReadonlyWorld, skill: SkillId) {
  const training = world.skillTraining;
  return {
    ...training.stats[skill],
    totalTrainingTime: training.totalTrainingTime,
    achievements: training.achievements.slice(),
  };
}

export interface TrainingTotals {
  /** ms spent in completed sessions, all skills */
  totalTrainingTimeMs: number;
  comboChain: number;
}

export function selectTrainingTotals(world: ReadonlyWorld): TrainingTotals {
  return { totalTrainingTimeMs: world.skillTraining.totalTrainingTime, comboChain: world.skillTraining.combo.chain };
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

/** The running session (also the home page's glance and the canvas vignette's caption), or null. */
export function selectTraining(world: ReadonlyWorld): TrainingView | null {
  const session = world.skillTraining.activeSession;
  if (!session) return null;
  const nowMs = world.sim.nowMs;
  const bonuses = session.bonuses.map((bonus) => ({ ...bonus, label: trainingBonusLabel(bonus.id) }));
  const perfect: TrainingBonus = { id: 'perfect', percent: PERFECT_PERCENT };
  const withPerfect = sessionXp(session.baseXpReward, [...session.bonuses, perfect]);
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

/** What the live training bar reads every frame (a transient watch, not the snapshot). */
export interface LiveTraining {
  sessionId: string;
  percent: number;
  timeLeftMs: number;
}

export function readLiveTraining(world: ReadonlyWorld): LiveTraining | null {
  const active = world.skillTraining.activeSession;
  if (!active) return null;
  const nowMs = world.sim.nowMs;
  return {
    sessionId: active.id,
    percent: completionPercent(active, nowMs),
    timeLeftMs: Math.max(0, active.endsAt - nowMs),
  };
}
