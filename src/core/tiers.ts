/** Account-tier rules: caps, multipliers and the four tier-limit messages (spec 001 §6, §8; ruling 2). */
import { TIER_MESSAGES } from '@/content/tiers';
import type { TierRulesDef } from '@/content/types';
import { CHECKPOINTS_BY_RANK, TIERS_BY_ID } from './content-index';
import { rankIndex, type AccountTier, type HunterRank } from '@/content/ids';
import { MAX_SKILL_LEVEL } from './xp';

export { TIER_MESSAGES };

export function tierRules(tier: AccountTier): TierRulesDef {
  return TIERS_BY_ID[tier];
}

/** The highest skill level the tier allows (never above 100). */
export function maxSkillLevelFor(tier: AccountTier): number {
  return Math.min(MAX_SKILL_LEVEL, tierRules(tier).maxSkillLevel);
}

export function xpMultiplierFor(tier: AccountTier): number {
  return tierRules(tier).xpMultiplier;
}

export function goldMultiplierFor(tier: AccountTier): number {
  return tierRules(tier).goldMultiplier;
}

/**
 * amount x multiplier, floored, in whole percent so 100 x 1.15 is 115 (floating point says
 * 114.99999999999999).
 */
export function applyMultiplier(amount: number, multiplier: number): number {
  return Math.floor((amount * Math.round(multiplier * 100)) / 100);
}

export function maxRankFor(tier: AccountTier): HunterRank {
  return tierRules(tier).maxRank;
}

export function isRankAllowed(tier: AccountTier, rank: HunterRank): boolean {
  return rankIndex(rank) <= rankIndex(maxRankFor(tier));
}

/** The message shown when a skill hits the tier's cap: demo's own, else the default. */
export function skillCapMessage(tier: AccountTier): string {
  return tier === 'demo' ? TIER_MESSAGES.demoSkillCap : TIER_MESSAGES.default;
}

/** The message shown when a rank is above the tier's cap. */
export function rankCapMessage(tier: AccountTier): string {
  return tier === 'demo' ? TIER_MESSAGES.demoRankCap : TIER_MESSAGES.default;
}

export function rankMultipliers(rank: HunterRank): { hp: number; damage: number } {
  const checkpoint = CHECKPOINTS_BY_RANK[rank];
  return { hp: checkpoint.baseHpMult, damage: checkpoint.dmgMult };
}
