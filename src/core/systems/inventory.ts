/**
 * The inventory's own commands (issue 11): claiming drops from the loot pouch, locking item kinds
 * (a locked item is never sold), and buying more slots with gold up to the tier's cap.
 */
import { ITEMS } from '../content-index';
import { spendGold } from '../gold';
import { addItem, roomFor } from '../inventory';
import { INVENTORY_UPGRADE, slotsGained, upgradeCost } from '../slot-upgrades';
import type { GameState } from '../state-types';
import { defineSystem } from '../system';
import { tierRules } from '../tiers';

export const INVENTORY_MESSAGES = {
  pouchEmpty: 'The loot pouch is empty',
  noSuchDrop: 'That drop is no longer in the loot pouch',
  inventoryFull: 'Your inventory is full: sell, bank or drop something first',
  unknownItem: 'Unknown item',
  inventoryAtCap: (cap: number, tier: string) => `Your inventory is at the ${tier} limit of ${cap} slots`,
} as const;

/** Moves one pouch entry (or as much of it as fits) into the inventory; answers why not when nothing fits. */
function claimEntry(world: GameState, index: number): string | null {
  const entry = world.inventory.lootPouch[index];
  if (!entry) return INVENTORY_MESSAGES.noSuchDrop;
  const added = addItem(world, entry.itemId, Math.min(entry.quantity, roomFor(world, entry.itemId)));
  if (added <= 0) return INVENTORY_MESSAGES.inventoryFull;
  entry.quantity -= added;
  if (entry.quantity <= 0) world.inventory.lootPouch.splice(index, 1);
  return null;
}

export function claimLoot(world: GameState, index: unknown): string | null {
  const pouch = world.inventory.lootPouch;
  if (pouch.length === 0) return INVENTORY_MESSAGES.pouchEmpty;
  if (index !== undefined) {
    if (typeof index !== 'number' || !Number.isInteger(index)) return INVENTORY_MESSAGES.noSuchDrop;
    return claimEntry(world, index);
  }
  // Claim all: newest first (the drops the player just saw), as far as room allows.
  let claimed = false;
  for (let at = pouch.length - 1; at >= 0; at -= 1) if (claimEntry(world, at) === null) claimed = true;
  return claimed ? null : INVENTORY_MESSAGES.inventoryFull;
}

export function setItemLocked(world: GameState, itemId: unknown, locked: unknown): string | null {
  if (typeof itemId !== 'string' || !ITEMS[itemId]) return INVENTORY_MESSAGES.unknownItem;
  const list = world.inventory.lockedItemIds;
  const at = list.indexOf(itemId);
  if (locked === true && at < 0) list.push(itemId);
  if (locked === false && at >= 0) list.splice(at, 1);
  return null;
}

export function buyInventorySlots(world: GameState): string | null {
  const rules = tierRules(world.player.accountTier);
  const gained = slotsGained(INVENTORY_UPGRADE, world.inventory.maxSlots, rules.inventorySlotsCap);
  if (gained <= 0) return INVENTORY_MESSAGES.inventoryAtCap(rules.inventorySlotsCap, rules.name);
  const refusal = spendGold(world, upgradeCost(INVENTORY_UPGRADE, world.inventory.upgradesPurchased), 'inventorySlots');
  if (refusal) return refusal;
  world.inventory.maxSlots += gained;
  world.inventory.upgradesPurchased += 1;
  return null;
}

export type InventoryCommands = {
  /** `index` into the pouch; without it, everything that fits. */
  readonly claimLoot: { index?: number };
  readonly setItemLocked: { itemId: string; locked: boolean };
  readonly buyInventorySlots: Record<never, never>;
};

export const inventorySystem = defineSystem<'inventory', InventoryCommands, Record<never, never>>({
  id: 'inventory',
  commands: {
    claimLoot: (world, command) => claimLoot(world, command.index),
    setItemLocked: (world, command) => setItemLocked(world, command.itemId, command.locked),
    buyInventorySlots: (world) => buyInventorySlots(world),
  },
  emits: [],
});
