/**
 * Owning things: materials live in `resources.materials` (stack size 999 does not limit the map);
 * everything else is an inventory entry. Unequipped entries take inventory slots.
 */
import type { ItemQuantity } from '@/content/types';
import { ITEMS } from './content-index';
import type { DeepReadonly, ReadonlyWorld } from './readonly';
import type { GameState, InventoryItem } from './state-types';

export function nextId(world: GameState, prefix: string): string {
  const id = `${prefix}_${world.sim.nextId}`;
  world.sim.nextId += 1;
  return id;
}

/** The entry with this id; a readonly world gives a readonly entry. */
export function findInventoryItem(world: GameState, inventoryItemId: string): InventoryItem | undefined;
export function findInventoryItem(world: ReadonlyWorld, id: string): DeepReadonly<InventoryItem> | undefined;
export function findInventoryItem(world: ReadonlyWorld, id: string): DeepReadonly<InventoryItem> | undefined {
  for (const entry of world.inventory.items) if (entry.id === id) return entry;
  return undefined;
}

export function usedInventorySlots(world: ReadonlyWorld): number {
  let used = 0;
  for (const entry of world.inventory.items) if (!entry.equipped) used += 1;
  return used;
}

export function isMaterial(itemId: string): boolean {
  return ITEMS[itemId]?.type === 'material';
}

/** How many of an item the player owns: materials plus every inventory stack (equipped or not). */
export function countOwned(world: ReadonlyWorld, itemId: string): number {
  let total = world.resources.materials[itemId] ?? 0;
  for (const entry of world.inventory.items) if (entry.itemId === itemId) total += entry.quantity;
  return total;
}

export function createInventoryEntry(world: GameState, itemId: string, quantity: number): InventoryItem {
  const item = ITEMS[itemId];
  const entry: InventoryItem = {
    id: nextId(world, 'inv'),
    playerId: world.playerId,
    itemId,
    quantity,
    equipped: false,
  };
  if (item) {
    entry.name = item.name;
    entry.rarity = item.rarity;
  }
  return entry;
}

/**
 * Adds items; returns how many fit. Stackables join an existing stack (an equipped potion stack
 * first, so potion slots refill), otherwise each unit needs a free slot.
 */
export function addItem(world: GameState, itemId: string, quantity: number): number {
  if (quantity <= 0) return 0;
  const item = ITEMS[itemId];
  if (item?.type === 'material') {
    world.resources.materials[itemId] = (world.resources.materials[itemId] ?? 0) + quantity;
    return quantity;
  }
  if ((item?.stackSize ?? 1) > 1) {
    let stack: InventoryItem | undefined;
    for (const entry of world.inventory.items) {
      if (entry.itemId !== itemId) continue;
      if (entry.equipped) {
        stack = entry;
        break;
      }
      stack ??= entry;
    }
    if (stack) {
      stack.quantity += quantity;
      return quantity;
    }
    if (usedInventorySlots(world) >= world.inventory.maxSlots) return 0;
    world.inventory.items.push(createInventoryEntry(world, itemId, quantity));
    return quantity;
  }
  let added = 0;
  while (added < quantity && usedInventorySlots(world) < world.inventory.maxSlots) {
    world.inventory.items.push(createInventoryEntry(world, itemId, 1));
    added += 1;
  }
  return added;
}

/** Removes an inventory entry by id (clearing its equipment slot if it was equipped). */
export function removeInventoryEntry(world: GameState, inventoryItemId: string): InventoryItem | undefined {
  const items = world.inventory.items;
  const index = items.findIndex((entry) => entry.id === inventoryItemId);
  if (index < 0) return undefined;
  const [removed] = items.splice(index, 1);
  if (removed?.equipped && removed.slot !== undefined) world.equipment.slots[removed.slot] = null;
  return removed;
}

/** Uses up `quantity` (materials first, then unequipped stacks, then equipped stacks). Caller checks ownership. */
export function consumeItem(world: GameState, itemId: string, quantity: number): void {
  let remaining = quantity;
  const materials = world.resources.materials;
  const fromMaterials = Math.min(remaining, materials[itemId] ?? 0);
  if (fromMaterials > 0) {
    materials[itemId] = (materials[itemId] ?? 0) - fromMaterials;
    if (materials[itemId] === 0) Reflect.deleteProperty(materials, itemId);
    remaining -= fromMaterials;
  }
  if (remaining <= 0) return;
  for (const pass of [false, true]) {
    for (const entry of world.inventory.items.slice()) {
      if (remaining <= 0) return;
      if (entry.itemId !== itemId || entry.equipped !== pass) continue;
      const taken = Math.min(remaining, entry.quantity);
      entry.quantity -= taken;
      remaining -= taken;
      if (entry.quantity <= 0) removeInventoryEntry(world, entry.id);
    }
  }
}

export function hasAll(world: ReadonlyWorld, needs: readonly ItemQuantity[]): boolean {
  for (const need of needs) if (countOwned(world, need.itemId) < need.quantity) return false;
  return true;
}
