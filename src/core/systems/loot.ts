/** Enemy loot: gold (tier multiplier), materials, item drops and wraith tokens. */
import { gainGold } from '../gold';
import type { EnemyDef } from '@/content/types';
import { ITEMS } from '../content-index';
import type { LootSummary } from '../events';
import { receiveItem } from '../inventory';
import type { SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import { applyMultiplier, goldMultiplierFor } from '../tiers';
import { withPassive, wraithPassivePercent } from './wraith-rules';

export function addGold(world: GameState, amount: number): number {
  const gained = applyMultiplier(amount, goldMultiplierFor(world.player.accountTier));
  gainGold(world, gained, 'loot');
  return gained;
}

/** What the running timed events change in a kill's loot (timed-events.ts). */
export interface LootEventBoost {
  readonly gold: number;
  readonly tokenChance: number;
}

const NO_BOOST: LootEventBoost = { gold: 1, tokenChance: 1 };

export function rollLoot(
  world: GameState,
  enemy: EnemyDef,
  random: SeededRandom,
  boost: LootEventBoost = NO_BOOST,
): LootSummary {
  const loot = enemy.loot;
  const summary: LootSummary = { gold: 0, materials: [], items: [], tokens: [], pouched: [], lost: [] };
  const receive = (itemId: string, quantity: number): number => {
    const received = receiveItem(world, itemId, quantity);
    if (received.pouched > 0) summary.pouched.push({ itemId, quantity: received.pouched });
    summary.lost.push(...received.lost);
    return received.added;
  };
  // Summoned wraiths' passives: more gold, and likelier drops (a chance never passes 1).
  summary.gold = addGold(
    world,
    Math.round(
      withPassive(random.randomRange(loot.gold[0], loot.gold[1]), wraithPassivePercent(world, 'gold')) * boost.gold,
    ),
  );
  const luck = 1 + wraithPassivePercent(world, 'loot') / 100;
  for (const drop of loot.materials ?? []) {
    if (!random.chanceFraction(Math.min(1, drop.chance * luck))) continue;
    const quantity = random.randomRange(drop.min, drop.max);
    const added = receive(drop.itemId, quantity);
    if (added > 0) summary.materials.push({ itemId: drop.itemId, quantity: added });
  }
  for (const drop of loot.items ?? []) {
    if (!random.chanceFraction(Math.min(1, drop.chance * luck))) continue;
    const item = ITEMS[drop.itemId];
    const added = receive(drop.itemId, 1);
    if (added > 0 && item)
      summary.items.push({ itemId: item.id, name: item.name, rarity: item.rarity, quantity: added });
  }
  for (const drop of loot.tokens ?? []) {
    // A tide makes tokens likelier, never larger: the save guard bounds tokens per kill.
    if (!random.chanceFraction(Math.min(1, drop.chance * boost.tokenChance))) continue;
    world.wraiths.tokens[drop.wraithId] = (world.wraiths.tokens[drop.wraithId] ?? 0) + drop.quantity;
    summary.tokens.push({ wraithId: drop.wraithId, quantity: drop.quantity });
  }
  return summary;
}
