/**
 * The largest save a player can build, for the save benchmark, the save guard's tests and size
 * tests: the core's late-game hunter (createLateGameWorld) on the supporter tier with every cap
 * filled: 500 unequipped inventory stacks (gear, one to a slot), every item kind in the bank (the
 * bank keeps one stack per kind, of any size) over four tabs, and a satchel of 999 of each material.
 * All of it real content items made by the core's own inventory helpers, owned by a player id as long
 * as a real account's (a UUID: every stack carries it, so a short test id would flatter the size).
 */
import { ALL_ITEMS } from '@/core/content-index';
import { addItem, createInventoryEntry, usedInventorySlots } from '@/core/inventory';
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { tierRules } from '@/core/tiers';

/** A fixed account id in the shape the gateway gives (a version 4 UUID). */
export const FULL_SUPPORTER_PLAYER_ID = '8f14e45f-ceea-4672-a5b1-9c3e2f0d7a61';

export function createFullSupporterWorld(
  seed: number | string = 1,
  playerId: string = FULL_SUPPORTER_PLAYER_ID,
): GameState {
  const world = ownedBy(createLateGameWorld(seed), playerId);
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

/** The world with every record of its owner (the hunter, each stack, the bank, the training) moved to playerId. */
function ownedBy(world: GameState, playerId: string): GameState {
  const owner = world.playerId;
  world.playerId = playerId;
  world.player.id = playerId;
  const session = world.skillTraining.activeSession;
  if (session?.playerId === owner) session.playerId = playerId;
  for (const entry of [...world.inventory.items, ...world.banking.items, ...world.banking.stashItems])
    if (entry.playerId === owner) entry.playerId = playerId;
  if (world.banking.upgrades.playerId === owner) world.banking.upgrades.playerId = playerId;
  return world;
}
