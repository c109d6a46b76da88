/**
 * Crafting (spec 001 §4, §5, §9; ruling 5): stations unlocked with gold and items, recipes made at
 * them. A craft takes its materials and catalysts when it starts, rolls its success then (the result
 * waits in `currentCraft`), and pays at its end time; an order of several crafts goes on while the
 * materials last. Time away: the craft under way completes if its end passed, and the order goes on
 * within the effective time. Formulas are in crafting-rules.ts.
 */
import { SKILL_IDS, rankIndex, type SkillId } from '@/content/ids';
import type { ItemQuantity, RecipeDef } from '@/content/types';
import { CATALYSTS_BY_ITEM, RECIPES_BY_ID, STATIONS_BY_ID, itemName } from '../content-index';
import type { CraftingStopReason, GameEvent } from '../events';
import { spendGold } from '../gold';
import { countInInventory, receiveItem, takeFromInventory } from '../inventory';
import type { SeededRandom } from '../rng';
import type { ReadonlyWorld } from '../readonly';
import type { GameState } from '../state-types';
import { defineSystem, type OfflineReport, type OfflineSpan } from '../system';
import {
  CRAFTING,
  catalystFits,
  craftDurationMs,
  craftSuccessChance,
  craftXp,
  returnedMaterials,
  type ChosenCatalyst,
} from './crafting-rules';
import { queueOwns } from './activity-queue-rules';
import { grantSkillXp, PROGRESSION_EVENTS } from './progression';

export interface OfflineCraftingResult {
  recipeId: string;
  /** Crafts finished while away; successes among them. */
  crafts: number;
  successes: number;
  success: boolean;
  outputs: { itemId: string; quantity: number }[];
  xp: number;
  /** Away: where the order ended on the progress clock (null: still crafting), and why if not done. */
  endedAt?: number | null;
  stoppedReason?: string | null;
}

export const CRAFTING_MESSAGES = {
  unknownRecipe: (id: string) => `Unknown recipe: ${id}`,
  full: 'Your inventory is full: the last craft went to the loot pouch',
  unknownStation: (id: string) => `Unknown station: ${id}`,
  stationOwned: (name: string) => `${name} is already unlocked`,
  cannotUnlock: (name: string, missing: readonly string[]) => `Cannot unlock ${name}: ${missing.join('; ')}`,
  cannotCraft: (name: string, missing: readonly string[]) => `Cannot craft ${name}: ${missing.join('; ')}`,
  fighting: 'Stop fighting before you start crafting',
  mining: 'Stop mining before you start crafting',
  busy: 'Already crafting: cancel it or let it finish first',
  notCrafting: 'Not crafting',
  badQuantity: 'Craft between 1 and 999, or as many as your materials allow',
  badCatalyst: (id: string) => `${itemName(id)} is not a catalyst for this recipe`,
  tooManyCatalysts: (slots: number) => `This recipe has ${slots} catalyst slot${slots === 1 ? '' : 's'}`,
} as const;

const skillLevels = (world: GameState): Record<SkillId, number> =>
  Object.fromEntries(SKILL_IDS.map((skill) => [skill, world.skills[skill].level])) as Record<SkillId, number>;

/** What a craft of `recipe` lacks (station, skills, rank, achievement, materials), as the spec's lists. */
export function craftMissing(
  world: ReadonlyWorld,
  recipe: RecipeDef,
  catalysts: readonly ItemQuantity[] = [],
): string[] {
  const missing: string[] = [];
  const station = STATIONS_BY_ID[recipe.stationId];
  if (!world.crafting.unlockedStations.includes(recipe.stationId))
    missing.push(`the ${station?.name ?? recipe.stationId} station`);
  for (const [skill, needed] of Object.entries(recipe.skillRequirements) as [SkillId, number][]) {
    const level = world.skills[skill].level;
    if (level < needed) missing.push(`${skill} level ${needed} (${needed - level} short)`);
  }
  if (recipe.unlock?.rank && rankIndex(world.player.hunterRank) < rankIndex(recipe.unlock.rank))
    missing.push(`Hunter Rank ${recipe.unlock.rank}`);
  if (recipe.unlock?.achievementId && !world.achievements.unlocked[recipe.unlock.achievementId])
    missing.push(`the achievement ${recipe.unlock.achievementId.replaceAll('_', ' ')}`);
  const needs = new Map<string, number>();
  for (const line of [...recipe.materials, ...catalysts])
    needs.set(line.itemId, (needs.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, needed] of needs) {
    const have = countInInventory(world, itemId);
    if (have < needed) missing.push(`${needed} ${itemName(itemId)} (you have ${have})`);
  }
  return missing;
}

/** Crafts the materials allow (at least 0). */
function craftsAffordable(world: GameState, recipe: RecipeDef): number {
  let most: number = CRAFTING.maxBatch;
  for (const line of recipe.materials)
    most = Math.min(most, Math.floor(countInInventory(world, line.itemId) / line.quantity));
  return most;
}

function chosenCatalysts(catalysts: readonly ItemQuantity[]): ChosenCatalyst[] {
  return catalysts.flatMap((line) => {
    const catalyst = CATALYSTS_BY_ITEM[line.itemId];
    return catalyst ? [{ catalyst, quantity: line.quantity }] : [];
  });
}

function beginCraft(
  world: GameState,
  recipe: RecipeDef,
  catalysts: readonly ItemQuantity[],
  remaining: number,
  atMs: number,
  random: SeededRandom,
  events: GameEvent[],
): void {
  const consumed = [...recipe.materials, ...catalysts].map((line) => ({ ...line }));
  for (const line of consumed) takeFromInventory(world, line.itemId, line.quantity);
  const chosen = chosenCatalysts(catalysts);
  const levels = skillLevels(world);
  const chance = craftSuccessChance(recipe, levels, chosen);
  const success = random.chanceFraction(chance);
  const endsAt = atMs + craftDurationMs(recipe, levels, chosen);
  world.crafting.currentCraft = {
    recipeId: recipe.id,
    stationId: recipe.stationId,
    startTime: atMs,
    endTime: endsAt,
    expectedResult: {
      success,
      outputs: success ? [{ itemId: recipe.outputItemId, quantity: recipe.outputQuantity }] : [],
      returnedMaterials: returnedMaterials(recipe, success, chosen),
      xp: craftXp(recipe, success),
    },
    remaining,
    catalysts: catalysts.map((line) => ({ ...line })),
    consumed,
  };
  world.activity.current = { type: 'crafting', targetId: recipe.id };
  events.push({ type: 'craftStarted', recipeId: recipe.id, startedAt: atMs, endsAt, successChance: chance, remaining });
}

function clearCraft(world: GameState): void {
  world.crafting.currentCraft = null;
  if (world.activity.current?.type === 'crafting') world.activity.current = null;
}

function stopCrafting(
  world: GameState,
  recipeId: string,
  reason: CraftingStopReason,
  message: string | null,
  events: GameEvent[],
): void {
  const craft = world.crafting.currentCraft;
  // A craft stopped before its end hands back what it took: nothing was made.
  if (craft && (reason === 'manual' || reason === 'combat'))
    for (const line of craft.consumed ?? []) receiveItem(world, line.itemId, line.quantity);
  clearCraft(world);
  events.push({ type: 'craftingStopped', recipeId, reason, message });
}

/** Pays the craft under way (its rolled result) and clears it; returns what it gave and how much did not fit. */
function completeCrafting(world: GameState, events: GameEvent[]): (OfflineCraftingResult & { pouched: number }) | null {
  const craft = world.crafting.currentCraft;
  if (!craft) return null;
  const result = craft.expectedResult;
  let pouched = 0;
  for (const output of result.outputs) pouched += receiveItem(world, output.itemId, output.quantity).pouched;
  for (const back of result.returnedMaterials) receiveItem(world, back.itemId, back.quantity);
  let xp = 0;
  for (const skill of SKILL_IDS) xp += grantSkillXp(world, skill, result.xp[skill] ?? 0, 'crafting', events);
  const stats = world.crafting.stats;
  stats.totalCrafts += 1;
  if (result.success) stats.successes += 1;
  else stats.failures += 1;
  const progress = (world.crafting.recipeProgress[craft.recipeId] ??= { timesCrafted: 0, totalSuccesses: 0 });
  progress.timesCrafted += 1;
  if (result.success) progress.totalSuccesses += 1;
  clearCraft(world);
  events.push({
    type: 'craftCompleted',
    recipeId: craft.recipeId,
    success: result.success,
    outputs: result.outputs.map((output) => ({ ...output })),
    returned: result.returnedMaterials.map((line) => ({ ...line })),
    xp,
  });
  return {
    recipeId: craft.recipeId,
    crafts: 1,
    successes: result.success ? 1 : 0,
    success: result.success,
    outputs: result.outputs.map((output) => ({ ...output })),
    xp,
    pouched,
  };
}

/** The catalysts of an order that are still owned, for its next craft (one short is left out, not refused). */
function catalystsStillOwned(world: GameState, catalysts: readonly ItemQuantity[]): ItemQuantity[] {
  return catalysts.filter((line) => countInInventory(world, line.itemId) >= line.quantity);
}

/** Pays a finished craft and starts the order's next one at its end time, while materials last. */
function finishAndContinue(world: GameState, random: SeededRandom, events: GameEvent[]): OfflineCraftingResult | null {
  const craft = world.crafting.currentCraft!;
  const { pouched, ...paid } = completeCrafting(world, events)!;
  const remaining = craft.remaining ?? 0;
  const recipe = RECIPES_BY_ID[craft.recipeId];
  if (pouched > 0 && remaining > 0 && recipe) {
    events.push({ type: 'craftingStopped', recipeId: recipe.id, reason: 'full', message: CRAFTING_MESSAGES.full });
    return paid;
  }
  if (remaining <= 0 || !recipe) {
    if (recipe) events.push({ type: 'craftingStopped', recipeId: craft.recipeId, reason: 'done', message: null });
    return paid;
  }
  const catalysts = catalystsStillOwned(world, craft.catalysts ?? []);
  const missing = craftMissing(world, recipe, catalysts);
  if (missing.length > 0) {
    events.push({
      type: 'craftingStopped',
      recipeId: recipe.id,
      reason: 'materials',
      message: CRAFTING_MESSAGES.cannotCraft(recipe.name, missing),
    });
    return paid;
  }
  beginCraft(world, recipe, catalysts, remaining - 1, craft.endTime, random, events);
  return paid;
}

type CraftingCommands = {
  readonly unlockStation: { stationId: string };
  readonly startCraft: { recipeId: string; quantity?: number | 'max'; catalysts?: ItemQuantity[] };
  readonly cancelCraft: Record<never, never>;
};

function validCatalysts(recipe: RecipeDef, catalysts: unknown): ItemQuantity[] | string {
  if (catalysts === undefined) return [];
  if (!Array.isArray(catalysts)) return CRAFTING_MESSAGES.badCatalyst(String(catalysts));
  const lines: ItemQuantity[] = [];
  for (const line of catalysts as { itemId?: unknown; quantity?: unknown }[]) {
    const itemId = typeof line?.itemId === 'string' ? line.itemId : String(line?.itemId);
    const catalyst = CATALYSTS_BY_ITEM[itemId];
    if (!catalyst || !catalystFits(catalyst, recipe)) return CRAFTING_MESSAGES.badCatalyst(itemId);
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) return CRAFTING_MESSAGES.badCatalyst(itemId);
    // Units beyond the stack add nothing, so none beyond it are taken.
    lines.push({ itemId, quantity: Math.min(quantity, catalyst.maxStack) });
  }
  if (new Set(lines.map((line) => line.itemId)).size !== lines.length) return CRAFTING_MESSAGES.badCatalyst('twice');
  if (lines.length > recipe.catalystSlots) return CRAFTING_MESSAGES.tooManyCatalysts(recipe.catalystSlots);
  return lines;
}

export const craftingSystem = defineSystem<'crafting', CraftingCommands, { crafting: OfflineCraftingResult | null }>({
  id: 'crafting',
  commands: {
    unlockStation: (world, command, tick) => {
      const station = typeof command.stationId === 'string' ? STATIONS_BY_ID[command.stationId] : undefined;
      if (!station) return CRAFTING_MESSAGES.unknownStation(String(command.stationId));
      if (world.crafting.unlockedStations.includes(station.id)) return CRAFTING_MESSAGES.stationOwned(station.name);
      const missing: string[] = [];
      if (world.player.level < station.requiredLevel) missing.push(`level ${station.requiredLevel}`);
      if (world.resources.gold < station.unlockCost.gold)
        missing.push(`${station.unlockCost.gold} gold (you have ${world.resources.gold})`);
      for (const line of station.unlockCost.items) {
        const have = countInInventory(world, line.itemId);
        if (have < line.quantity) missing.push(`${line.quantity} ${itemName(line.itemId)} (you have ${have})`);
      }
      if (missing.length > 0) return CRAFTING_MESSAGES.cannotUnlock(station.name, missing);
      const refusal = spendGold(world, station.unlockCost.gold, 'station');
      if (refusal) return refusal;
      for (const line of station.unlockCost.items) takeFromInventory(world, line.itemId, line.quantity);
      world.crafting.unlockedStations.push(station.id);
      tick.events.push({ type: 'stationUnlocked', stationId: station.id });
      return null;
    },
    startCraft: (world, command, tick) => {
      const recipe = typeof command.recipeId === 'string' ? RECIPES_BY_ID[command.recipeId] : undefined;
      if (!recipe) return CRAFTING_MESSAGES.unknownRecipe(String(command.recipeId));
      if (world.crafting.currentCraft) return CRAFTING_MESSAGES.busy;
      if (world.combat.currentAreaId !== null) return CRAFTING_MESSAGES.fighting;
      if (world.mining.currentActivity) return CRAFTING_MESSAGES.mining;
      const catalysts = validCatalysts(recipe, command.catalysts);
      if (typeof catalysts === 'string') return catalysts;
      const missing = craftMissing(world, recipe, catalysts);
      if (missing.length > 0) return CRAFTING_MESSAGES.cannotCraft(recipe.name, missing);
      const asked = command.quantity ?? 1;
      const quantity = asked === 'max' ? Math.max(1, craftsAffordable(world, recipe)) : asked;
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > CRAFTING.maxBatch)
        return CRAFTING_MESSAGES.badQuantity;
      beginCraft(world, recipe, catalysts, quantity - 1, world.sim.nowMs, tick.random, tick.events);
      return null;
    },
    cancelCraft: (world, _command, tick) => {
      const craft = world.crafting.currentCraft;
      if (!craft) return CRAFTING_MESSAGES.notCrafting;
      stopCrafting(world, craft.recipeId, 'manual', null, tick.events);
      return null;
    },
  },
  tick: (world, { events, random }) => {
    const craft = world.crafting.currentCraft;
    if (!craft) return;
    // A fight started this tick takes the hunter from the station: the craft is handed back unmade.
    if (world.combat.currentAreaId !== null) {
      stopCrafting(world, craft.recipeId, 'combat', null, events);
      return;
    }
    while (world.crafting.currentCraft && world.crafting.currentCraft.endTime <= world.sim.nowMs)
      finishAndContinue(world, random, events);
  },
  emits: [...PROGRESSION_EVENTS, 'stationUnlocked', 'craftStarted', 'craftCompleted', 'craftingStopped'],
  offline: (world, span) =>
    queueOwns(world, 'crafting') ? { gains: { crafting: null }, summary: [] } : craftingAway(world, span),
});

/** Time away of the craft order under way on its own (the activity queue calls it for one it waits behind). */
export function craftingAway(
  world: GameState,
  span: OfflineSpan,
): OfflineReport<{ crafting: OfflineCraftingResult | null }> {
  const crafting = offlineCrafting(world, span, span.random, span.events);
  return { gains: { crafting }, summary: crafting ? [craftingLine(crafting)] : [] };
}

/**
 * Time away: the craft under way completes if its end passed within the counted time; the order
 * goes on craft by craft while each one's end falls within the effective time and materials last.
 */
export function offlineCrafting(
  world: GameState,
  {
    startMs,
    endMs,
    countedMs,
    effectiveMs,
  }: { startMs: number; endMs: number; countedMs: number; effectiveMs: number },
  random: SeededRandom,
  events: GameEvent[],
): OfflineCraftingResult | null {
  const first = world.crafting.currentCraft;
  if (!first || first.endTime > startMs + countedMs) return null;
  const eventsBefore = events.length;
  let lastEnd = first.endTime;
  const total = finishAndContinue(world, random, events)!;
  const result: OfflineCraftingResult = { ...total, outputs: [...total.outputs], endedAt: null, stoppedReason: null };
  for (;;) {
    const craft = world.crafting.currentCraft;
    if (!craft || craft.endTime > startMs + effectiveMs) break;
    lastEnd = craft.endTime;
    const paid = finishAndContinue(world, random, events)!;
    result.crafts += 1;
    result.successes += paid.successes;
    result.xp += paid.xp;
    for (const output of paid.outputs) {
      const held = result.outputs.find((row) => row.itemId === output.itemId);
      if (held) held.quantity += output.quantity;
      else result.outputs.push({ ...output });
    }
  }
  result.success = result.successes > 0;
  if (!world.crafting.currentCraft) {
    result.endedAt = lastEnd;
    const stop = events.slice(eventsBefore).findLast((event) => event.type === 'craftingStopped');
    result.stoppedReason = stop?.type === 'craftingStopped' ? stop.message : null;
  }
  // The next craft of the order starts when the hunter is back: the absence beyond the effective
  // time made nothing, and must not be paid on the first tick after it.
  const next = world.crafting.currentCraft;
  if (next) {
    const duration = next.endTime - next.startTime;
    next.startTime = endMs;
    next.endTime = endMs + duration;
  }
  return result;
}

export function craftingLine(crafting: OfflineCraftingResult): string {
  if (crafting.successes === 0)
    return crafting.crafts === 1
      ? '🔨 Your craft failed while you were away; some materials were recovered.'
      : `🔨 All ${crafting.crafts} crafts failed while you were away; some materials were recovered.`;
  const made = crafting.outputs.map((output) => `${output.quantity} ${itemName(output.itemId)}`).join(', ');
  const tally = crafting.crafts > 1 ? ` (${crafting.successes} of ${crafting.crafts} crafts succeeded)` : '';
  return `🔨 Finished crafting ${made || 'your item'}${tally}.`;
}
