/** Small hand-made simulator reports for the debug-balance page's tests. */
import { SKILL_IDS, type HunterRank, type SkillId } from '@/content/ids';
import { PROMOTION_RANKS, type PromotionRank, type SimReport, type SimSample } from '@/sim/types';

const levels = (level: number) =>
  Object.fromEntries(SKILL_IDS.map((skill) => [skill, level])) as Record<SkillId, number>;

export function fixtureSample(hour: number, rank: HunterRank, extra: Partial<SimSample> = {}): SimSample {
  return {
    hour,
    rank,
    level: 1 + hour,
    skills: levels(1 + hour),
    totalXp: hour * 1_000,
    gold: 500 + hour * 100,
    items: 5,
    potions: 0,
    materials: 0,
    gear: {},
    deaths: 0,
    ...extra,
  };
}

const byRank = <T>(pick: (rank: PromotionRank) => T) =>
  Object.fromEntries(PROMOTION_RANKS.map((rank) => [rank, pick(rank)])) as Record<PromotionRank, T>;

/** A base, active run of `hours` promoted at the given hours (the rest not reached). */
export function fixtureReport(
  hours: number,
  promoted: Partial<Record<PromotionRank, number>>,
  extra: Partial<SimReport> = {},
): SimReport {
  const rankHours = byRank((rank) => promoted[rank] ?? null);
  return {
    tier: 'base',
    strategy: 'active',
    seed: 1,
    hours,
    rankHours,
    trialAttempts: byRank((rank) => (promoted[rank] === undefined ? 0 : 1)),
    rankProgress: byRank((rank) => ({
      riftCleared: null,
      skills: null,
      totalXp: null,
      trialAttempts: 0,
      promoted: rankHours[rank],
    })),
    rifts: {},
    deaths: 0,
    gearLost: 0,
    tickedShare: 0.5,
    samples: [fixtureSample(0, 'E'), fixtureSample(hours, 'D')],
    finalRank: 'D',
    finalLevel: 1 + hours,
    finalSkills: levels(1 + hours),
    finalTotalXp: hours * 1_000,
    finalGold: 500 + hours * 100,
    finalWraiths: [],
    blocked: null,
    tierMessages: [],
    refusals: {},
    ...extra,
  };
}
