/** Enemy loot: gold (tier multiplier), materials, item drops and wraith tokens. */
import type { EnemyDef } from '@/content/types';
import { ITEMS } from '../content-index';
import type { LootSummary } from '../events';
import { addItem } from '../inventory';
import type { SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import { applyMultiplier, goldMultiplierFor } from '../tiers';

export function addGold(world: GameState, amount: number): number {
  const gained = applyMultiplier(amount, goldMultiplierFor(world.player.accountTier));
  world.resources.gold += gained;
  return gained;
}

export function rollLoot(world: GameState, enemy: EnemyDef, random: SeededRandom): LootSummary {
  const loot = enemy.loot;
  const summary: LootSummary = { gold: 0, materials: [], items: [], tokens: [], lost: [] };
  summary.gold = addGold(world, random.randomRange(loot.gold[0], loot.gold[1]));
  for (const drop of loot.materials ?? []) {
    if (!random.chanceFraction(drop.chance)) continue;
    const quantity = random.randomRange(drop.min, drop.max);
    addItem(world, drop.itemId, quantity);
    summary.materials.push({ itemId: drop.itemId, quantity });
  }
  for (const drop of loot.items ?? []) {
    if (!random.chanceFraction(drop.chance)) continue;
    const item = ITEMS[drop.itemId];
    const added = addItem(world, drop.itemId, 1);
    if (added > 0 && item)
      summary.items.push({ itemId: item.id, name: item.name, rarity: item.rarity, quantity: added });
    else summary.lost.push({ itemId: drop.itemId, quantity: 1 });
  }
  for (const drop of loot.tokens ?? []) {
    if (!random.chanceFraction(drop.chance)) continue;
    world.wraiths.tokens[drop.wraithId] = (world.wraiths.tokens[drop.wraithId] ?? 0) + drop.quantity;
    summary.tokens.push({ wraithId: drop.wraithId, quantity: drop.quantity });
  }
  return summary;
}
