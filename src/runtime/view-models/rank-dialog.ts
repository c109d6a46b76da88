/**
 * The rank dialog (spec 001 §3 "Rank requirements view"): the current rank's badge and benefits,
 * and the next rank's requirements as the core checks them, with names for display.
 */
import type { HunterRank, SkillId } from '@/content/ids';
import { ALL_CHECKPOINTS, AREAS_BY_ID, CHECKPOINTS_BY_RANK, SKILLS_BY_ID } from '@/core/content-index';
import { COMBAT_SKILL_IDS } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectNextRankRequirements } from '@/core/selectors';
import { rankCapMessage } from '@/core/tiers';

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
export function selectRankInfo(world: ReadonlyWorld, options: { trialCompleted?: boolean } = {}): RankInfo {
  const rank = world.player.hunterRank;
  const checkpoint = CHECKPOINTS_BY_RANK[rank];
  const base = { rank, emoji: checkpoint.emoji, color: checkpoint.color, benefits: checkpoint.benefits };
  const check = selectNextRankRequirements(world, options);
  if (check === null) return { ...base, isMaxRank: true, next: null };
  const next = CHECKPOINTS_BY_RANK[check.rank];
  return {
    ...base,
    isMaxRank: false,
    next: {
      rank: check.rank,
      emoji: next.emoji,
      benefits: next.benefits,
      flagshipRiftId: next.flagshipRiftId,
      flagshipRiftName: next.flagshipRiftId ? (AREAS_BY_ID[next.flagshipRiftId]?.name ?? next.flagshipRiftId) : null,
      riftCleared: check.riftCleared,
      skillReqLevel: next.skillReqLevel,
      currentCombatSkills: COMBAT_SKILL_IDS.map((skill) => ({
        skill,
        name: SKILLS_BY_ID[skill].name,
        level: world.skills[skill].level,
        meets: check.combatSkillsMet.includes(skill),
      })),
      skillsRequirement: check.skillsRequirement,
      totalXp: check.totalXp,
      requiredXp: check.requiredXp,
      totalXpRequirement: check.totalXpRequirement,
      trialId: next.trialId,
      trialCompleted: check.trialCompleted,
      canStartTrial: check.canStartTrial,
      tierBlocked: check.tierBlocked,
      tierMessage: check.tierBlocked ? rankCapMessage(world.player.accountTier) : null,
    },
  };
}

/** The 8 checkpoint rows, whose numbers the help text shows (ruling 3). */
export function selectRankCheckpoints() {
  return ALL_CHECKPOINTS;
}
