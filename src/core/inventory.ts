/**
 * Owning things: materials live in `resources.materials` (stack size 999 does not limit the map);
 * everything else is an inventory entry. Unequipped entries take inventory slots.
 */
import type { ItemQuantity } from '@/content/types';
import { ITEMS } from './content-index';
import { beltLandingSlot, drinkFromStack, landOnBelt, putOnBelt } from './systems/belt-rules';
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

/** Most units of an item one slot (or the material satchel) holds: its stack size. */
export function stackSizeOf(itemId: string): number {
  return ITEMS[itemId]?.stackSize ?? 1;
}

/**
 * Adds items; returns how many fit. Materials go to the satchel (`resources.materials`, no slot) up
 * to one stack each. Other stackables join an existing stack (an equipped potion stack first, so
 * potion slots refill) up to the stack size, then open new stacks; gear takes a slot per unit. A
 * potion whose kind the belt lacks goes onto an empty belt slot (belt-rules.ts).
 */
export function addItem(world: GameState, itemId: string, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity <= 0) return 0;
  const item = ITEMS[itemId];
  const stackSize = stackSizeOf(itemId);
  if (item?.type === 'material') {
    const held = world.resources.materials[itemId] ?? 0;
    const added = Math.min(quantity, Math.max(0, stackSize - held));
    if (added > 0) world.resources.materials[itemId] = held + added;
    return added;
  }
  let added = 0;
  if (stackSize > 1) {
    const stacks = world.inventory.items.filter((entry) => entry.itemId === itemId && entry.quantity < stackSize);
    stacks.sort((a, b) => Number(b.equipped) - Number(a.equipped));
    for (const stack of stacks) {
      const taken = Math.min(quantity - added, stackSize - stack.quantity);
      stack.quantity += taken;
      added += taken;
      if (added >= quantity) return added;
    }
  }
  // A potion whose kind the belt lacks goes onto an empty belt slot (it takes no pack slot there).
  const landing = added < quantity ? beltLandingSlot(world, itemId) : null;
  if (landing) {
    const entry = createInventoryEntry(world, itemId, Math.min(quantity - added, stackSize));
    world.inventory.items.push(entry);
    putOnBelt(world, entry, landing);
    added += entry.quantity;
  }
  while (added < quantity && usedInventorySlots(world) < world.inventory.maxSlots) {
    const taken = Math.min(quantity - added, stackSize);
    world.inventory.items.push(createInventoryEntry(world, itemId, taken));
    added += taken;
  }
  // All of it joined a pack stack: that stack goes on the belt, under the same rule.
  if (added > 0) landOnBelt(world, itemId);
  return added;
}

/** The loot pouch keeps the last 16 drops that found the inventory full (issue 11). */
export const LOOT_POUCH_SIZE = 16;

/**
 * Puts a drop in the pouch (merging with an entry of the same item, which moves to the newest
 * place); when that makes 17 entries the oldest falls out and is counted in `overflowLost`.
 * Returns what fell out (empty when everything fits).
 */
export function pouchDrop(world: GameState, itemId: string, quantity: number): ItemQuantity[] {
  if (quantity <= 0) return [];
  const pouch = world.inventory.lootPouch;
  const index = pouch.findIndex((entry) => entry.itemId === itemId);
  const merged = index >= 0 ? (pouch.splice(index, 1)[0]?.quantity ?? 0) : 0;
  pouch.push({ itemId, quantity: merged + quantity, droppedAt: world.sim.nowMs });
  const lost: ItemQuantity[] = [];
  while (pouch.length > LOOT_POUCH_SIZE) {
    const oldest = pouch.shift();
    if (!oldest) break;
    lost.push({ itemId: oldest.itemId, quantity: oldest.quantity });
    world.inventory.overflowLost += oldest.quantity;
  }
  return lost;
}

export interface Received {
  /** Units now in the inventory (or satchel). */
  added: number;
  /** Units that went to the loot pouch. */
  pouched: number;
  /** Older drops pushed out of the pouch to make room. */
  lost: ItemQuantity[];
}

/** A drop or product: into the inventory, and what does not fit into the loot pouch. */
export function receiveItem(world: GameState, itemId: string, quantity: number): Received {
  const added = addItem(world, itemId, quantity);
  const pouched = quantity - added;
  const lost = pouched > 0 ? pouchDrop(world, itemId, pouched) : [];
  return { added, pouched, lost };
}

export function isItemLocked(world: ReadonlyWorld, itemId: string): boolean {
  return world.inventory.lockedItemIds.includes(itemId);
}

/** Unequipped units in the inventory (materials in the satchel count). */
export function countInInventory(world: ReadonlyWorld, itemId: string): number {
  let total = world.resources.materials[itemId] ?? 0;
  for (const entry of world.inventory.items) if (entry.itemId === itemId && !entry.equipped) total += entry.quantity;
  return total;
}

/** Takes unequipped units out of the inventory (satchel first, then the smallest stacks). Caller checks the count. */
export function takeFromInventory(world: GameState, itemId: string, quantity: number): void {
  let remaining = quantity;
  const materials = world.resources.materials;
  const fromSatchel = Math.min(remaining, materials[itemId] ?? 0);
  if (fromSatchel > 0) {
    materials[itemId] = (materials[itemId] ?? 0) - fromSatchel;
    if (materials[itemId] === 0) Reflect.deleteProperty(materials, itemId);
    remaining -= fromSatchel;
  }
  const stacks = world.inventory.items
    .filter((entry) => entry.itemId === itemId && !entry.equipped)
    .sort((a, b) => a.quantity - b.quantity);
  for (const entry of stacks) {
    if (remaining <= 0) return;
    const taken = Math.min(remaining, entry.quantity);
    entry.quantity -= taken;
    remaining -= taken;
    if (entry.quantity <= 0) removeInventoryEntry(world, entry.id);
  }
}

/** Free inventory slots, and room in the satchel or open stacks, for `itemId`: how many units would fit. */
export function roomFor(world: ReadonlyWorld, itemId: string): number {
  const stackSize = stackSizeOf(itemId);
  if (ITEMS[itemId]?.type === 'material') return Math.max(0, stackSize - (world.resources.materials[itemId] ?? 0));
  let room = Math.max(0, world.inventory.maxSlots - usedInventorySlots(world)) * stackSize;
  // An empty belt slot that would take it (addItem's rule) holds a stack more.
  if (beltLandingSlot(world, itemId)) room += stackSize;
  if (stackSize > 1)
    for (const entry of world.inventory.items)
      if (entry.itemId === itemId) room += Math.max(0, stackSize - entry.quantity);
  return room;
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

/**
 * Uses up `quantity` (materials first, then unequipped stacks, then equipped stacks; a belt slot used
 * up refills from the pack). Caller checks ownership.
 */
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
      // A belt stack used up takes its next stack from the pack, as drinking it dry does.
      remaining -= drinkFromStack(world, entry.id, remaining);
    }
  }
}

export function hasAll(world: ReadonlyWorld, needs: readonly ItemQuantity[]): boolean {
  for (const need of needs) if (countOwned(world, need.itemId) < need.quantity) return false;
  return true;
}
