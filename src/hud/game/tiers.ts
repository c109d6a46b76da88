// The tier table itself, not the content index: this module is on the pages before sign-in (bundle budget).
import { TIERS } from '@/content/tiers';
import { ACCOUNT_TIERS, type AccountTier } from '@/content/ids';

/** An account tier (spec 000 §1, §6, §9; DESIGN ruling 2) as the upgrade page and the UI show it. */
export interface TierInfo {
  tier: AccountTier;
  name: string;
  tagline: string;
  maxSkillLevel: number;
  maxRank: string;
  bankSlots: { start: number; cap: number };
  inventorySlots: { start: number; cap: number };
  /** XP and gold multiplier. */
  multiplier: number;
  startingGold: number;
  content: string[];
  premiumStore: boolean;
}

/** The words each tier is sold with; every number comes from the core's tier table (src/content/tiers.ts). */
const TIER_COPY: Record<AccountTier, Pick<TierInfo, 'tagline' | 'content'>> = {
  demo: {
    tagline: 'Free. Learn the hunt.',
    content: ['The starting rifts up to rank D', 'No gear loss on death until rank D'],
  },
  base: {
    tagline: 'The full hunt, E to SSS.',
    content: ['Every rank from E to SSS', 'All base-game rifts, trials and bosses', 'Premium store'],
  },
  expansion_1: {
    tagline: 'New rifts beyond the veil.',
    content: ['Everything in the base game', 'Expansion I content', 'Start at level 3'],
  },
  expansion_2: {
    tagline: 'Both expansions, deeper rifts.',
    content: ['Everything in Expansion I', 'Expansion II content', 'Start at level 5'],
  },
  supporter: {
    tagline: 'Everything, and our thanks.',
    content: ['Every expansion, present and future', 'Start at level 10 with 10 attribute points', 'Supporter title'],
  },
};

function tierInfo(tier: AccountTier): TierInfo {
  const rules = TIERS.find((row) => row.tier === tier);
  if (!rules) throw new Error(`No tier rules for ${tier}`);
  return {
    tier,
    name: rules.name,
    ...TIER_COPY[tier],
    maxSkillLevel: rules.maxSkillLevel,
    maxRank: rules.maxRank,
    bankSlots: { start: rules.start.bankSlots, cap: rules.bankSlotsCap },
    inventorySlots: { start: rules.start.inventorySlots, cap: rules.inventorySlotsCap },
    multiplier: Math.max(rules.xpMultiplier, rules.goldMultiplier),
    startingGold: rules.start.gold,
    premiumStore: rules.paid,
  };
}

export const TIER_INFO = Object.fromEntries(ACCOUNT_TIERS.map((tier) => [tier, tierInfo(tier)])) as Record<
  AccountTier,
  TierInfo
>;

/**
 * Reads a stored tier, mapping the legacy names (paid → base, expansion → expansion_1); unknown values are
 * demo.
 */
export function normalizeTier(value: unknown): AccountTier {
  if (value === 'paid') return 'base';
  if (value === 'expansion') return 'expansion_1';
  return (ACCOUNT_TIERS as readonly unknown[]).includes(value) ? (value as AccountTier) : 'demo';
}

export function tierRank(tier: AccountTier): number {
  return ACCOUNT_TIERS.indexOf(tier);
}
