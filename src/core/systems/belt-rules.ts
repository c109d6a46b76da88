/**
 * The potion belt's rules (issue 32), over the state alone (no system imported), so the fight online,
 * time away and every way potions come into the pack keep the belt the same way:
 * - a slot whose stack runs out takes the next stack of the same potion from the pack, else the best
 *   potion of the same kind (health or mana) the hunter may drink: the one that restores most;
 * - potions that come into the pack (bought, dropped, made, claimed, rewarded) go onto an empty slot
 *   when the belt holds none of their kind: health to potion_1 first, mana to potion_2 first;
 * - nothing else fills a slot: a potion the player took off stays off until one of those happens.
 * Only potions the hunter may drink (their level requirement met) go on the belt this way.
 */
import { ITEMS } from '../content-index';
import type { ReadonlyWorld } from '../readonly';
import type { GameState, InventoryItem } from '../state-types';

export const POTION_SLOTS = ['potion_1', 'potion_2'] as const;
export type PotionSlot = (typeof POTION_SLOTS)[number];
export type PotionKind = 'health' | 'mana';

/** Where a potion of each kind goes when it comes to an empty belt: its own slot first. */
export const BELT_SLOTS_FOR: Readonly<Record<PotionKind, readonly PotionSlot[]>> = {
  health: ['potion_1', 'potion_2'],
  mana: ['potion_2', 'potion_1'],
};

/** What the potion restores, or null when it is no potion or the hunter's level is below its requirement. */
export function drinkableKind(world: ReadonlyWorld, itemId: string): PotionKind | null {
  const item = ITEMS[itemId];
  if (!item?.potion) return null;
  return world.player.level >= (item.levelRequirement ?? 1) ? item.potion.restores : null;
}

function restoredBy(itemId: string): number {
  return ITEMS[itemId]?.potion?.amount ?? 0;
}

function entryById<W extends ReadonlyWorld>(world: W, id: string | null): W['inventory']['items'][number] | undefined {
  if (!id) return undefined;
  for (const entry of world.inventory.items) if (entry.id === id) return entry;
  return undefined;
}

/** The stack a belt slot holds, if any. */
export function beltStack<W extends ReadonlyWorld>(
  world: W,
  slot: PotionSlot,
): W['inventory']['items'][number] | undefined {
  return entryById(world, world.equipment.slots[slot]);
}

/** True when a belt slot holds a potion of this kind. */
export function beltHolds(world: ReadonlyWorld, kind: PotionKind): boolean {
  return POTION_SLOTS.some((slot) => {
    const entry = beltStack(world, slot);
    return entry !== undefined && ITEMS[entry.itemId]?.potion?.restores === kind;
  });
}

/**
 * The pack's stack that refills a slot which ran out of `itemId`: the same potion first, else the one
 * of its kind that restores most (inventory order breaks ties). Stacks in `skip` are left out.
 */
export function refillCandidate<W extends ReadonlyWorld>(
  world: W,
  itemId: string,
  skip: ReadonlySet<string> = new Set(),
): W['inventory']['items'][number] | undefined {
  const kind = ITEMS[itemId]?.potion?.restores;
  if (!kind) return undefined;
  type Entry = W['inventory']['items'][number];
  let best: Entry | undefined;
  for (const entry of world.inventory.items as readonly Entry[]) {
    if (entry.equipped || entry.quantity <= 0 || skip.has(entry.id)) continue;
    if (drinkableKind(world, entry.itemId) !== kind) continue;
    if (entry.itemId === itemId) return entry;
    if (!best || restoredBy(entry.itemId) > restoredBy(best.itemId)) best = entry;
  }
  return best;
}

/** The empty slot a potion coming into the pack goes onto, or null (not drinkable, its kind already worn, no room). */
export function beltLandingSlot(world: ReadonlyWorld, itemId: string): PotionSlot | null {
  const kind = drinkableKind(world, itemId);
  if (!kind || beltHolds(world, kind)) return null;
  return BELT_SLOTS_FOR[kind].find((slot) => beltStack(world, slot) === undefined) ?? null;
}

/** Puts a pack stack on a belt slot (the slot is empty: nothing comes off). */
export function putOnBelt(world: GameState, entry: InventoryItem, slot: PotionSlot): void {
  entry.equipped = true;
  entry.slot = slot;
  world.equipment.slots[slot] = entry.id;
}

/** A slot that has just run out of `itemId` takes its next stack from the pack; returns it, or null. */
export function refillBeltSlot(world: GameState, slot: PotionSlot, itemId: string): InventoryItem | null {
  if (beltStack(world, slot)) return null;
  world.equipment.slots[slot] = null;
  const next = refillCandidate(world, itemId);
  if (!next) return null;
  putOnBelt(world, next, slot);
  return next;
}

/** After `itemId` came into the pack: its largest pack stack goes onto the belt if `beltLandingSlot` says so. */
export function landOnBelt(world: GameState, itemId: string): PotionSlot | null {
  const slot = beltLandingSlot(world, itemId);
  if (!slot) return null;
  let stack: InventoryItem | undefined;
  for (const entry of world.inventory.items)
    if (!entry.equipped && entry.itemId === itemId && entry.quantity > 0 && (!stack || entry.quantity > stack.quantity))
      stack = entry;
  if (!stack) return null;
  putOnBelt(world, stack, slot);
  return slot;
}

export interface BeltDraw {
  entryId: string;
  itemId: string;
  count: number;
}

/**
 * Every stack the belt will drink of one kind, in the order it drinks them when it drinks that kind
 * whenever it can (as a fight does): the first slot holding the kind, then what refills it, stack by
 * stack, then the other slot's. Time away drinks in this order, so it empties the same stacks.
 */
export function beltDrinkOrder(world: ReadonlyWorld, kind: PotionKind): BeltDraw[] {
  const order: BeltDraw[] = [];
  const taken = new Set<string>();
  for (const slot of POTION_SLOTS) {
    let entry = beltStack(world, slot);
    // A fight passes over a slot whose potion the hunter may not drink (only an edited save has one).
    if (!entry || drinkableKind(world, entry.itemId) !== kind) continue;
    while (entry) {
      taken.add(entry.id);
      if (entry.quantity > 0) order.push({ entryId: entry.id, itemId: entry.itemId, count: entry.quantity });
      entry = refillCandidate(world, entry.itemId, taken);
    }
  }
  return order;
}

/**
 * Takes `count` out of a stack, as drinking does: a stack that runs out leaves the pack (and its
 * slot), and the belt slot it was on takes its next stack (`refillBeltSlot`). Returns how many were taken.
 */
export function drinkFromStack(world: GameState, entryId: string, count: number): number {
  const items = world.inventory.items;
  const index = items.findIndex((entry) => entry.id === entryId);
  const entry = items[index];
  if (!entry || count <= 0) return 0;
  const taken = Math.min(count, entry.quantity);
  entry.quantity -= taken;
  if (entry.quantity > 0) return taken;
  items.splice(index, 1);
  const slots = world.equipment.slots;
  const wornIn = entry.equipped ? entry.slot : undefined;
  if (wornIn !== undefined) slots[wornIn] = null;
  const belt = POTION_SLOTS.find((slot) => slot === wornIn || slots[slot] === entry.id);
  if (belt) {
    slots[belt] = null;
    refillBeltSlot(world, belt, entry.itemId);
  }
  return taken;
}
