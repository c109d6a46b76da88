/**
 * Crafting's formulas (spec 001 §5, §9), pure: a recipe's time and success chance for a hunter's
 * skills and catalysts, what a craft needs that the hunter lacks, and what a failure or an
 * efficiency catalyst hands back. The crafting system (crafting.ts) applies them to the world.
 */
import type { SkillId } from '@/content/ids';
import type { CatalystDef, CatalystKind, ItemQuantity, RecipeDef } from '@/content/types';

export const CRAFTING = {
  /** Time saved: 1% per skill level above the requirement, plus catalysts, at most 80%. */
  maxTimeReduction: 0.8,
  timeReductionPerLevel: 0.01,
  /** Success: +0.02 per level above the requirement, plus catalysts, at most 0.95. */
  maxSuccess: 0.95,
  successPerLevel: 0.02,
  minSeconds: 1,
  /** What an unknown recipe gives (the spec's fallback). */
  unknownSeconds: 60,
  unknownSuccess: 0.5,
  /** A failure pays a quarter of the XP (floored) and returns half of each material (floored). */
  failureXpShare: 0.25,
  failureMaterialShare: 0.5,
  /** Most crafts of one recipe a single order can ask for. */
  maxBatch: 999,
} as const;

export interface ChosenCatalyst {
  readonly catalyst: CatalystDef;
  readonly quantity: number;
}

/** The effect of one catalyst kind over the chosen ones: effectValue x min(quantity, maxStack), summed. */
export function catalystEffect(chosen: readonly ChosenCatalyst[], kind: CatalystKind): number {
  let total = 0;
  for (const { catalyst, quantity } of chosen) {
    if (catalyst.kind !== kind) continue;
    total += catalyst.effectValue * Math.min(Math.max(0, Math.floor(quantity)), catalyst.maxStack);
  }
  return total;
}

/**
 * Levels above the requirement that count: the smallest surplus over the recipe's skills (a craft is as
 * sure as its weakest needed skill). 0 for a recipe that asks no skill.
 */
export function levelsAbove(recipe: RecipeDef, levels: Readonly<Record<SkillId, number>>): number {
  let surplus: number | null = null;
  for (const [skill, needed] of Object.entries(recipe.skillRequirements) as [SkillId, number][]) {
    const over = Math.max(0, levels[skill] - needed);
    surplus = surplus === null ? over : Math.min(surplus, over);
  }
  return surplus ?? 0;
}

export function craftDurationMs(
  recipe: RecipeDef | undefined,
  levels: Readonly<Record<SkillId, number>>,
  chosen: readonly ChosenCatalyst[],
): number {
  if (!recipe) return CRAFTING.unknownSeconds * 1000;
  const reduction = Math.min(
    CRAFTING.maxTimeReduction,
    levelsAbove(recipe, levels) * CRAFTING.timeReductionPerLevel + catalystEffect(chosen, 'time_reduction'),
  );
  return Math.max(CRAFTING.minSeconds * 1000, Math.round(recipe.baseSeconds * 1000 * (1 - reduction)));
}

export function craftSuccessChance(
  recipe: RecipeDef | undefined,
  levels: Readonly<Record<SkillId, number>>,
  chosen: readonly ChosenCatalyst[],
): number {
  if (!recipe) return CRAFTING.unknownSuccess;
  const chance =
    recipe.baseSuccess +
    levelsAbove(recipe, levels) * CRAFTING.successPerLevel +
    catalystEffect(chosen, 'success_rate');
  return Math.min(CRAFTING.maxSuccess, Math.round(chance * 10_000) / 10_000);
}

/** XP of a finished craft per skill: all of it on success, a quarter (floored) on failure. */
export function craftXp(recipe: RecipeDef, success: boolean): Partial<Record<SkillId, number>> {
  const xp: Partial<Record<SkillId, number>> = {};
  for (const [skill, amount] of Object.entries(recipe.xp) as [SkillId, number][])
    xp[skill] = success ? amount : Math.floor(amount * CRAFTING.failureXpShare);
  return xp;
}

/**
 * Materials handed back when a craft ends: half of each (floored) on failure; on success, with a
 * resource-efficiency catalyst, each quantity times the efficiency (floored). Lines of 0 are left out.
 */
export function returnedMaterials(
  recipe: RecipeDef,
  success: boolean,
  chosen: readonly ChosenCatalyst[],
): ItemQuantity[] {
  const share = success ? catalystEffect(chosen, 'resource_efficiency') : CRAFTING.failureMaterialShare;
  return recipe.materials
    .map((line) => ({ itemId: line.itemId, quantity: Math.floor(line.quantity * share) }))
    .filter((line) => line.quantity > 0);
}

/** Whether a catalyst may go into a recipe (its stations and tiers; empty lists mean all). */
export function catalystFits(catalyst: CatalystDef, recipe: RecipeDef): boolean {
  return (
    (catalyst.stations.length === 0 || catalyst.stations.includes(recipe.stationId)) &&
    (catalyst.tiers.length === 0 || catalyst.tiers.includes(recipe.tier))
  );
}
