import type { TierRulesDef } from './types';

/**
 * Account tiers: caps and multipliers (spec 001 §6 reading A, DESIGN.md ruling 2) and start values
 * (spec 000 §9 reading B). Starting skill XP is spread so the derived player level equals the tier's
 * start level and the XP sums to its start experience (docs/decisions.md, Core).
 */
export const TIERS = [
  {
    tier: 'demo',
    name: 'Demo',
    maxSkillLevel: 15,
    maxRank: 'D',
    xpMultiplier: 1,
    goldMultiplier: 1,
    bankSlotsCap: 25,
    inventorySlotsCap: 50,
    paid: false,
    start: { gold: 100, inventorySlots: 50, level: 1, experience: 0, attributePoints: 0, bankSlots: 25, skillXp: {} },
  },
  {
    tier: 'base',
    name: 'Base Game',
    maxSkillLevel: 99,
    maxRank: 'SSS',
    xpMultiplier: 1,
    goldMultiplier: 1,
    bankSlotsCap: 200,
    inventorySlotsCap: 250,
    paid: true,
    start: { gold: 500, inventorySlots: 100, level: 1, experience: 0, attributePoints: 0, bankSlots: 50, skillXp: {} },
  },
  {
    tier: 'expansion_1',
    name: 'Expansion I',
    maxSkillLevel: 100,
    maxRank: 'SSS',
    xpMultiplier: 1.1,
    goldMultiplier: 1.1,
    bankSlotsCap: 300,
    inventorySlotsCap: 350,
    paid: true,
    start: {
      gold: 1000,
      inventorySlots: 150,
      level: 3,
      experience: 500,
      attributePoints: 0,
      bankSlots: 75,
      skillXp: { bladework: 100, marksmanship: 100, witchcraft: 100, defense: 100, athleticism: 100 },
    },
  },
  {
    tier: 'expansion_2',
    name: 'Expansion II',
    maxSkillLevel: 100,
    maxRank: 'SSS',
    xpMultiplier: 1.15,
    goldMultiplier: 1.15,
    bankSlotsCap: 400,
    inventorySlotsCap: 450,
    paid: true,
    start: {
      gold: 1500,
      inventorySlots: 200,
      level: 5,
      experience: 1000,
      attributePoints: 0,
      bankSlots: 100,
      skillXp: {
        bladework: 100,
        marksmanship: 100,
        witchcraft: 100,
        defense: 100,
        survival: 100,
        athleticism: 100,
        smithing: 100,
        alchemy: 100,
        artifice: 100,
        command: 100,
      },
    },
  },
  {
    tier: 'supporter',
    name: 'Supporter',
    maxSkillLevel: 100,
    maxRank: 'SSS',
    xpMultiplier: 1.25,
    goldMultiplier: 1.25,
    bankSlotsCap: 500,
    inventorySlotsCap: 500,
    paid: true,
    start: {
      gold: 2500,
      inventorySlots: 250,
      level: 10,
      experience: 5000,
      attributePoints: 10,
      bankSlots: 150,
      skillXp: { bladework: 2500, witchcraft: 2440, defense: 60 },
    },
  },
] as const satisfies readonly TierRulesDef[];

/** The four tier-limit messages (spec 001 §8), exactly. */
export const TIER_MESSAGES = {
  demoSkillCap: "You've reached the maximum skill level for demo accounts (15). Upgrade to continue progressing!",
  demoRankCap:
    'Demo accounts are limited to Hunter Rank D. Upgrade to unlock higher ranks and more challenging content!',
  paidContent: 'This content requires a paid account. Upgrade to access all game features!',
  default: 'Upgrade your account to unlock this feature!',
} as const;
