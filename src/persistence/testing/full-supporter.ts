/**
 * The largest save a player can build, for the save benchmark, the save guard's tests and size
 * tests: the core's late-game hunter (createLateGameWorld) on the supporter tier with every cap
 * filled: 500 unequipped inventory stacks (gear, one to a slot), every item kind in the bank (the
 * bank keeps one stack per kind, of any size) over four tabs, and a satchel of 999 of each material.
 * All of it real content items made by the core's own inventory helpers.
 */
import { ALL_ITEMS } from '@/core/content-index';
import { addItem, createInventoryEntry, usedInventorySlots } from '@/core/inventory';
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { tierRules } from '@/core/tiers';

export function createFullSupporterWorld(seed: number | string = 1): GameState {
  const world = createLateGameWorld(seed);
  const rules = tierRules('supporter');
  world.player.accountTier = 'supporter';
  world.inventory.maxSlots = rules.inventorySlotsCap;
  world.banking.upgrades.totalSlots = rules.bankSlotsCap;
  for (const item of ALL_ITEMS) if (item.type === 'material') world.resources.materials[item.id] = item.stackSize;
  const pieces = ALL_ITEMS.filter((item) => item.stackSize === 1 && item.type !== 'material');
  for (let index = 0; usedInventorySlots(world) < rules.inventorySlotsCap; index += 1) {
    if (addItem(world, pieces[index % pieces.length]!.id, 1) === 0) break;
  }
  world.banking.tabs = ['Main', 'Potions', 'Spare gear', 'Materials'];
  for (const [index, item] of ALL_ITEMS.entries()) {
    const entry = createInventoryEntry(world, item.id, 1 + ((index * 7919) % 5000));
    entry.tab = index % world.banking.tabs.length;
    world.banking.items.push(entry);
  }
  return world;
}
