/**
 * The largest save a player can build, for the save benchmark and size tests: the core's late-game
 * hunter (createLateGameWorld) on the supporter tier with every cap filled, 500 inventory entries and
 * 500 bank entries, all real content items made by the core's own inventory helper.
 */
import { ALL_ITEMS } from '@/core/content-index';
import { createInventoryEntry } from '@/core/inventory';
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { tierRules } from '@/core/tiers';

export function createFullSupporterWorld(seed: number | string = 1): GameState {
  const world = createLateGameWorld(seed);
  const rules = tierRules('supporter');
  world.player.accountTier = 'supporter';
  world.inventory.maxSlots = rules.inventorySlotsCap;
  world.banking.upgrades.totalSlots = rules.bankSlotsCap;
  const pieces = ALL_ITEMS.filter((item) => item.stackSize === 1 && item.type !== 'material');
  for (
    let index = 0;
    world.inventory.items.filter((entry) => !entry.equipped).length < rules.inventorySlotsCap;
    index += 1
  ) {
    world.inventory.items.push(createInventoryEntry(world, pieces[index % pieces.length]!.id, 1));
  }
  for (let index = 0; world.banking.items.length < rules.bankSlotsCap; index += 1) {
    world.banking.items.push(createInventoryEntry(world, pieces[(index * 7) % pieces.length]!.id, 1));
  }
  return world;
}
