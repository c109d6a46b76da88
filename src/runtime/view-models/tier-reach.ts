/**
 * What the hunter's account tier can never reach, for the pages (issue 32): the core's rule
 * (core/tier-reach.ts) and its words, plus the requirements of the content the pages list.
 */
import type { AccountTier, SkillId } from '@/content/ids';
import { RECIPES_BY_ID } from '@/core/content-index';
import { firstUnreachableNote, unreachableNote, type TierRequirement } from '@/core/tier-reach';

export { canTierReach, maxPlayerLevelFor, unreachableNote, firstUnreachableNote } from '@/core/tier-reach';
export type { TierRequirement } from '@/core/tier-reach';

/** A recipe's skill levels and unlock rank the tier can never meet, in words, or null. */
export function recipeBeyondTier(tier: AccountTier, recipeId: string): string | null {
  const recipe = RECIPES_BY_ID[recipeId];
  if (!recipe) return null;
  const requirements: TierRequirement[] = (Object.entries(recipe.skillRequirements) as [SkillId, number][]).map(
    ([skill, level]) => ({ kind: 'skill', skill, level }),
  );
  if (recipe.unlock?.rank) requirements.push({ kind: 'rank', rank: recipe.unlock.rank });
  return firstUnreachableNote(tier, requirements);
}

/** A player level (a mining node's, a station's) the tier can never reach, in words, or null. */
export function playerLevelBeyondTier(tier: AccountTier, level: number): string | null {
  return unreachableNote(tier, { kind: 'playerLevel', level });
}
