/** Account tiers (spec 000 §1, §6, §9; DESIGN ruling 2): what each tier allows, as the upgrade page and the UI show it. */
export const ACCOUNT_TIERS = ['demo', 'base', 'expansion_1', 'expansion_2', 'supporter'] as const;
export type AccountTier = (typeof ACCOUNT_TIERS)[number];

export interface TierInfo {
  tier: AccountTier;
  name: string;
  tagline: string;
  maxSkillLevel: number;
  maxRank: 'D' | 'SSS';
  bankSlots: { start: number; cap: number };
  inventorySlots: { start: number; cap: number };
  /** XP and gold multiplier. */
  multiplier: number;
  startingGold: number;
  content: string[];
  premiumStore: boolean;
}

export const TIER_INFO: Record<AccountTier, TierInfo> = {
  demo: {
    tier: 'demo',
    name: 'Demo',
    tagline: 'Free. Learn the hunt.',
    maxSkillLevel: 15,
    maxRank: 'D',
    bankSlots: { start: 25, cap: 25 },
    inventorySlots: { start: 50, cap: 50 },
    multiplier: 1,
    startingGold: 100,
    content: ['The starting rifts up to rank D', 'No gear loss on death until rank D'],
    premiumStore: false,
  },
  base: {
    tier: 'base',
    name: 'Base Game',
    tagline: 'The full hunt, E to SSS.',
    maxSkillLevel: 99,
    maxRank: 'SSS',
    bankSlots: { start: 50, cap: 200 },
    inventorySlots: { start: 100, cap: 250 },
    multiplier: 1,
    startingGold: 500,
    content: ['Every rank from E to SSS', 'All base-game rifts, trials and bosses', 'Premium store'],
    premiumStore: true,
  },
  expansion_1: {
    tier: 'expansion_1',
    name: 'Expansion I',
    tagline: 'New rifts beyond the veil.',
    maxSkillLevel: 100,
    maxRank: 'SSS',
    bankSlots: { start: 75, cap: 300 },
    inventorySlots: { start: 150, cap: 350 },
    multiplier: 1.1,
    startingGold: 1000,
    content: ['Everything in the base game', 'Expansion I content', 'Start at level 3'],
    premiumStore: true,
  },
  expansion_2: {
    tier: 'expansion_2',
    name: 'Expansion II',
    tagline: 'Both expansions, deeper rifts.',
    maxSkillLevel: 100,
    maxRank: 'SSS',
    bankSlots: { start: 100, cap: 400 },
    inventorySlots: { start: 200, cap: 450 },
    multiplier: 1.15,
    startingGold: 1500,
    content: ['Everything in Expansion I', 'Expansion II content', 'Start at level 5'],
    premiumStore: true,
  },
  supporter: {
    tier: 'supporter',
    name: 'Supporter',
    tagline: 'Everything, and our thanks.',
    maxSkillLevel: 100,
    maxRank: 'SSS',
    bankSlots: { start: 150, cap: 500 },
    inventorySlots: { start: 250, cap: 500 },
    multiplier: 1.25,
    startingGold: 2500,
    content: ['Every expansion, present and future', 'Start at level 10 with 10 attribute points', 'Supporter title'],
    premiumStore: true,
  },
};

/** Reads a stored tier, mapping the legacy names (paid → base, expansion → expansion_1); unknown values are demo. */
export function normalizeTier(value: unknown): AccountTier {
  if (value === 'paid') return 'base';
  if (value === 'expansion') return 'expansion_1';
  return (ACCOUNT_TIERS as readonly unknown[]).includes(value) ? (value as AccountTier) : 'demo';
}

export function tierRank(tier: AccountTier): number {
  return ACCOUNT_TIERS.indexOf(tier);
}
