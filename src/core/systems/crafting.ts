/**
 * Crafting (spec 001 §5: recipes at stations, success chance, returned materials). The saved state
 * already holds a running craft with its rolled result; until recipes and their commands arrive, this
 * system completes a craft whose end time passed while the player was away.
 */
import { itemName } from '../content-index';
import { SKILL_IDS } from '@/content/ids';
import type { GameEvent } from '../events';
import { receiveItem } from '../inventory';
import type { GameState } from '../state-types';
import { defineSystem } from '../system';
import { grantSkillXp, PROGRESSION_EVENTS } from './progression';

export interface OfflineCraftingResult {
  recipeId: string;
  success: boolean;
  outputs: { itemId: string; quantity: number }[];
  xp: number;
}

export function completeCrafting(world: GameState, endMs: number, events: GameEvent[]): OfflineCraftingResult | null {
  const craft = world.crafting.currentCraft;
  if (!craft || craft.endTime > endMs) return null;
  const result = craft.expectedResult;
  for (const output of result.outputs) receiveItem(world, output.itemId, output.quantity);
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
  world.crafting.currentCraft = null;
  if (world.activity.current?.type === 'crafting') world.activity.current = null;
  return {
    recipeId: craft.recipeId,
    success: result.success,
    outputs: result.outputs.map((output) => ({ ...output })),
    xp,
  };
}

function craftingLine(crafting: OfflineCraftingResult): string {
  if (!crafting.success) return '🔨 Your craft failed while you were away; some materials were recovered.';
  const made = crafting.outputs.map((output) => `${output.quantity} ${itemName(output.itemId)}`).join(', ');
  return `🔨 Finished crafting ${made || 'your item'}.`;
}

export const craftingSystem = defineSystem({
  id: 'crafting',
  commands: {},
  emits: PROGRESSION_EVENTS,
  offline: (world, span) => {
    const crafting = completeCrafting(world, span.startMs + span.countedMs, span.events);
    return { gains: { crafting }, summary: crafting ? [craftingLine(crafting)] : [] };
  },
});
