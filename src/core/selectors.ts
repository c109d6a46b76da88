/**
 * Rule-level derived values: derived stats, caps, progress numbers and the rank requirement checks.
 * Selectors never change the world (they take it readonly) and compute from its current state.
 * What a page or panel shows (names, labels, grouped lists, messages composed for display) is built
 * from these by the view models in `src/runtime/view-models`.
 */
import { LEVEL_TITLES } from '@/content/skills';
import { CHECKPOINTS_BY_RANK } from './content-index';
import type { StepContext } from './context';
import { COMBAT_SKILL_IDS, HUNTER_RANKS, rankIndex, type HunterRank, type SkillId } from '@/content/ids';
import { playerLevelFromSkills } from './player-level';
import type { ReadonlyWorld } from './readonly';
import { computeDerivedStats, type DerivedStats } from './stats';
import { isHappyHour } from './systems/training';
import { isRankAllowed, maxSkillLevelFor, tierRules } from './tiers';

export function selectDerivedStats(world: ReadonlyWorld): DerivedStats {
  return computeDerivedStats(world);
}

export function selectPlayerLevel(world: ReadonlyWorld): number {
  return playerLevelFromSkills(world.skills);
}

export function totalSkillXp(world: ReadonlyWorld): number {
  let total = 0;
  for (const skill of Object.keys(world.skills) as SkillId[]) total += world.skills[skill].experience;
  return total;
}

/** The next rank's requirements (spec 001 §2, §4) checked against the world; the server reports the trial. */
export interface RankRequirementCheck {
  rank: HunterRank;
  riftCleared: boolean;
  /** The combat skills at or above the checkpoint's skill level, in `COMBAT_SKILL_IDS` order. */
  combatSkillsMet: SkillId[];
  /** Two combat skills at the required level. */
  skillsRequirement: boolean;
  totalXp: number;
  requiredXp: number;
  totalXpRequirement: boolean;
  trialCompleted: boolean;
  /** The tier caps the rank here (demo at D). */
  tierBlocked: boolean;
  /** The first three hold, the trial is not done and the tier allows the rank. */
  canStartTrial: boolean;
}

/** How many of the combat skills must reach a checkpoint's skill level (`evaluate_rank_up`). */
export const RANK_COMBAT_SKILLS_REQUIRED = 2;

/** Null at the highest rank. */
export function selectNextRankRequirements(
  world: ReadonlyWorld,
  options: { trialCompleted?: boolean } = {},
): RankRequirementCheck | null {
  const nextRank = HUNTER_RANKS[rankIndex(world.player.hunterRank) + 1];
  if (nextRank === undefined) return null;
  const next = CHECKPOINTS_BY_RANK[nextRank];
  const combatSkillsMet = COMBAT_SKILL_IDS.filter((skill) => world.skills[skill].level >= next.skillReqLevel);
  const riftCleared = next.flagshipRiftId === null || world.combat.clearedRifts.includes(next.flagshipRiftId);
  const skillsRequirement = combatSkillsMet.length >= RANK_COMBAT_SKILLS_REQUIRED;
  const totalXp = totalSkillXp(world);
  const totalXpRequirement = totalXp >= next.totalXpReq;
  const trialCompleted = options.trialCompleted ?? false;
  const tierBlocked = !isRankAllowed(world.player.accountTier, nextRank);
  return {
    rank: nextRank,
    riftCleared,
    combatSkillsMet,
    skillsRequirement,
    totalXp,
    requiredXp: next.totalXpReq,
    totalXpRequirement,
    trialCompleted,
    tierBlocked,
    canStartTrial: riftCleared && skillsRequirement && totalXpRequirement && !trialCompleted && !tierBlocked,
  };
}

/** The account tier's caps and multipliers. */
export function selectTier(world: ReadonlyWorld) {
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

/** The skill levels that earn a level title. */
export function selectLevelTitleLevels(): readonly number[] {
  return LEVEL_TITLES.map((title) => title.level);
}

/** Local time of day for the happy-hour badge. */
export function selectHappyHour(world: ReadonlyWorld, context: StepContext): boolean {
  return isHappyHour(world.sim.nowMs, context.utcOffsetMinutes);
}
