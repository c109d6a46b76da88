/**
 * The crafting page (issue 12): stations (locked ones with their costs), each station's recipes with
 * tier, requirements as have/need, the catalysts that fit, and the expected time, success and XP the
 * core would give; and the craft under way. Read with the core's own formulas (crafting-rules.ts) and
 * its own missing lists (crafting.ts), so the page never promises what the core refuses.
 */
import { SKILL_IDS, type SkillId } from '@/content/ids';
import type { CatalystKind, ItemQuantity, RecipeDef, RecipeTier, StationDef } from '@/content/types';
import {
  ALL_CATALYSTS,
  ALL_RECIPES,
  ALL_STATIONS,
  CATALYSTS_BY_ITEM,
  ITEMS,
  RECIPES_BY_ID,
} from '@/core/content-index';
import { countInInventory } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import { craftMissing } from '@/core/systems/crafting';
import { catalystFits, craftDurationMs, craftSuccessChance, type ChosenCatalyst } from '@/core/systems/crafting-rules';

export const TIER_LABELS: Record<RecipeTier, string> = {
  basic: 'Basic',
  advanced: 'Advanced',
  master: 'Master',
  legendary: 'Legendary',
};

export interface HaveNeed {
  itemId: string;
  name: string;
  need: number;
  have: number;
}

export interface CatalystView {
  itemId: string;
  name: string;
  kind: CatalystKind;
  /** "+10% success", "-20% time", "-15% materials" per unit. */
  effect: string;
  maxStack: number;
  owned: number;
}

export interface RecipeView {
  id: string;
  name: string;
  description: string;
  tier: RecipeTier;
  output: { itemId: string; name: string; quantity: number };
  skills: { skill: SkillId; need: number; have: number }[];
  materials: HaveNeed[];
  catalystSlots: number;
  catalysts: CatalystView[];
  /** Without catalysts, at today's levels. */
  durationMs: number;
  successChance: number;
  xp: { skill: SkillId; amount: number }[];
  /** The core's list of what a craft lacks now (empty: it can start). */
  missing: string[];
  /** Crafts the materials allow. */
  affordable: number;
  /** "Needs Hunter Rank S", for recipes with unlock requirements. */
  unlockNote: string | null;
}

export interface StationView {
  id: string;
  name: string;
  description: string;
  unlocked: boolean;
  requiredLevel: number;
  gold: number;
  items: HaveNeed[];
  /** What unlocking lacks (empty when it can be unlocked or is owned). */
  missing: string[];
  recipes: RecipeView[];
}

export interface CraftingPageView {
  gold: number;
  playerLevel: number;
  busy: 'fighting' | 'mining' | null;
  stations: StationView[];
  current: {
    recipeId: string;
    name: string;
    startedAt: number;
    endsAt: number;
    remaining: number;
    success: boolean;
    /** The skill whose station the craft works (the one it gives the most XP), for the vignette. */
    skill: SkillId | null;
  } | null;
}

const itemLabel = (itemId: string) => ITEMS[itemId]?.name ?? itemId;
const percent = (share: number) => `${Math.round(share * 100)}%`;

const EFFECT_WORDS: Record<CatalystKind, (value: number) => string> = {
  success_rate: (value) => `+${percent(value)} success`,
  time_reduction: (value) => `-${percent(value)} time`,
  resource_efficiency: (value) => `${percent(value)} of materials back`,
};

function levels(world: ReadonlyWorld): Record<SkillId, number> {
  return Object.fromEntries(SKILL_IDS.map((skill) => [skill, world.skills[skill].level])) as Record<SkillId, number>;
}

function haveNeed(world: ReadonlyWorld, line: ItemQuantity): HaveNeed {
  return {
    itemId: line.itemId,
    name: itemLabel(line.itemId),
    need: line.quantity,
    have: countInInventory(world, line.itemId),
  };
}

function recipeView(world: ReadonlyWorld, recipe: RecipeDef): RecipeView {
  const skillLevels = levels(world);
  let affordable = Number.POSITIVE_INFINITY;
  for (const line of recipe.materials)
    affordable = Math.min(affordable, Math.floor(countInInventory(world, line.itemId) / line.quantity));
  const unlock = recipe.unlock;
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    tier: recipe.tier,
    output: { itemId: recipe.outputItemId, name: itemLabel(recipe.outputItemId), quantity: recipe.outputQuantity },
    skills: (Object.entries(recipe.skillRequirements) as [SkillId, number][]).map(([skill, need]) => ({
      skill,
      need,
      have: skillLevels[skill],
    })),
    materials: recipe.materials.map((line) => haveNeed(world, line)),
    catalystSlots: recipe.catalystSlots,
    catalysts:
      recipe.catalystSlots === 0
        ? []
        : ALL_CATALYSTS.filter((catalyst) => catalystFits(catalyst, recipe)).map((catalyst) => ({
            itemId: catalyst.itemId,
            name: itemLabel(catalyst.itemId),
            kind: catalyst.kind,
            effect: EFFECT_WORDS[catalyst.kind](catalyst.effectValue),
            maxStack: catalyst.maxStack,
            owned: countInInventory(world, catalyst.itemId),
          })),
    durationMs: craftDurationMs(recipe, skillLevels, []),
    successChance: craftSuccessChance(recipe, skillLevels, []),
    xp: (Object.entries(recipe.xp) as [SkillId, number][]).map(([skill, amount]) => ({ skill, amount })),
    missing: craftMissing(world, recipe),
    affordable: Number.isFinite(affordable) ? affordable : 0,
    unlockNote: unlock
      ? `Needs ${[
          unlock.rank ? `Hunter Rank ${unlock.rank}` : null,
          unlock.achievementId ? `the achievement ${unlock.achievementId.replaceAll('_', ' ')}` : null,
        ]
          .filter(Boolean)
          .join(' and ')}`
      : null,
  };
}

function stationView(world: ReadonlyWorld, station: StationDef): StationView {
  const unlocked = world.crafting.unlockedStations.includes(station.id);
  const items = station.unlockCost.items.map((line) => haveNeed(world, line));
  const missing: string[] = [];
  if (!unlocked) {
    if (world.player.level < station.requiredLevel) missing.push(`level ${station.requiredLevel}`);
    if (world.resources.gold < station.unlockCost.gold) missing.push(`${station.unlockCost.gold} gold`);
    for (const item of items) if (item.have < item.need) missing.push(`${item.need} ${item.name}`);
  }
  return {
    id: station.id,
    name: station.name,
    description: station.description,
    unlocked,
    requiredLevel: station.requiredLevel,
    gold: station.unlockCost.gold,
    items,
    missing,
    recipes: ALL_RECIPES.filter((recipe) => recipe.stationId === station.id).map((recipe) => recipeView(world, recipe)),
  };
}

function mainSkill(xp: Readonly<Partial<Record<SkillId, number>>>): SkillId | null {
  let best: SkillId | null = null;
  for (const [skill, amount] of Object.entries(xp) as [SkillId, number][])
    if (best === null || amount > (xp[best] ?? 0)) best = skill;
  return best;
}

export function selectCraftingPage(world: ReadonlyWorld): CraftingPageView {
  const craft = world.crafting.currentCraft;
  return {
    gold: world.resources.gold,
    playerLevel: world.player.level,
    busy: world.combat.currentAreaId !== null ? 'fighting' : world.mining.currentActivity ? 'mining' : null,
    stations: ALL_STATIONS.map((station) => stationView(world, station)),
    current: craft
      ? {
          recipeId: craft.recipeId,
          name: RECIPES_BY_ID[craft.recipeId]?.name ?? craft.recipeId,
          startedAt: craft.startTime,
          endsAt: craft.endTime,
          remaining: craft.remaining ?? 0,
          success: craft.expectedResult.success,
          skill: mainSkill(RECIPES_BY_ID[craft.recipeId]?.xp ?? {}),
        }
      : null,
  };
}

/** Time and success with chosen catalysts (the picker's preview), at today's levels. */
export function craftPreview(
  world: ReadonlyWorld,
  recipeId: string,
  catalysts: readonly ItemQuantity[],
): { durationMs: number; successChance: number } {
  const recipe = RECIPES_BY_ID[recipeId];
  const chosen: ChosenCatalyst[] = catalysts.flatMap((line) => {
    const catalyst = CATALYSTS_BY_ITEM[line.itemId];
    return catalyst ? [{ catalyst, quantity: line.quantity }] : [];
  });
  return {
    durationMs: craftDurationMs(recipe, levels(world), chosen),
    successChance: craftSuccessChance(recipe, levels(world), chosen),
  };
}

/** What changes the page: the craft under way, stations, levels, gold, and the materials and catalysts owned. */
export function craftingKey(world: ReadonlyWorld): string {
  const craft = world.crafting.currentCraft;
  const materials = Object.entries(world.resources.materials)
    .map(([id, count]) => `${id}:${count}`)
    .join(',');
  return [
    craft ? `${craft.recipeId}@${craft.startTime}:${craft.remaining ?? 0}` : '-',
    world.crafting.unlockedStations.length,
    world.crafting.stats.totalCrafts,
    world.resources.gold,
    world.player.level,
    SKILL_IDS.map((skill) => world.skills[skill].level).join('.'),
    world.combat.currentAreaId ?? '-',
    world.mining.currentActivity?.nodeId ?? '-',
    world.inventory.items.length,
    materials,
  ].join('|');
}
