/** The balance simulator's options and report (issue 13): plain data, printed as JSON by scripts/sim.ts. */
import type { AccountTier, HunterRank, SkillId } from '@/content/ids';

export const STRATEGY_IDS = ['active', 'idle'] as const;
export type StrategyId = (typeof STRATEGY_IDS)[number];

/** The ranks a hunter is promoted to (E is where every hunter starts). */
export const PROMOTION_RANKS = ['D', 'C', 'B', 'A', 'S', 'SS', 'SSS'] as const satisfies readonly HunterRank[];
export type PromotionRank = (typeof PROMOTION_RANKS)[number];

export interface SimConfig {
  tier: AccountTier;
  strategy: StrategyId;
  seed: number;
  /** Simulated hours of play (wall-clock hours of the simulated world, away time included for `idle`). */
  hours: number;
  /** A sample of the hunter every this many hours. */
  sampleEveryHours: number;
}

export interface SimSample {
  hour: number;
  rank: HunterRank;
  level: number;
  skills: Record<SkillId, number>;
  totalXp: number;
  gold: number;
  /** Inventory entries (gear, tools, potion stacks; worn ones included), potions in them, material units. */
  items: number;
  potions: number;
  materials: number;
  /** Equipped gear, slot by slot (empty slots left out). */
  gear: Record<string, string>;
  deaths: number;
}

/** When each of a rank's requirements first held, in hours (null: not yet), and how its trial went. */
export interface RankProgress {
  riftCleared: number | null;
  skills: number | null;
  totalXp: number | null;
  trialAttempts: number;
  promoted: number | null;
}

export interface RiftLog {
  attempts: number;
  clearedAtHour: number | null;
  /** The last failed attempt: how it ended and how much of the boss's health was left (0..1, null: never met). */
  lastFailure: { hour: number; outcome: string; bossHealthLeft: number | null } | null;
}

export interface SimReport {
  tier: AccountTier;
  strategy: StrategyId;
  seed: number;
  hours: number;
  rankHours: Record<PromotionRank, number | null>;
  trialAttempts: Record<PromotionRank, number>;
  rankProgress: Record<PromotionRank, RankProgress>;
  rifts: Record<string, RiftLog>;
  deaths: number;
  gearLost: number;
  /** Share of simulated time stepped tick by tick (the rest ran through the core's closed-form catch-up). */
  tickedShare: number;
  samples: SimSample[];
  finalRank: HunterRank;
  finalLevel: number;
  finalSkills: Record<SkillId, number>;
  finalTotalXp: number;
  finalGold: number;
  /** The wraiths bonded by the end, with their bond levels (summoned ones marked). */
  finalWraiths: { wraithId: string; level: number; summoned: boolean }[];
  /** Why the next rank was not reached by the end (null at SSS): the requirements that did not hold. */
  blocked: { rank: HunterRank; reasons: string[] } | null;
  /** Tier limit messages the core gave (skill cap, rank cap), each once. */
  tierMessages: string[];
  /** Commands the core refused, by its message, and how often. */
  refusals: Record<string, number>;
}
