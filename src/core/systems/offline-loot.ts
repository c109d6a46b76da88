/**
 * What a fight away dropped, put where a kill online puts it (issue 32): materials into the satchel
 * (one stack each), other items into the bag's open stacks and free slots, wraith tokens to their
 * kind. What finds no room goes to the loot pouch as online (`receiveItem`), and what the pouch then
 * pushes out is lost and said. The drops are taken in the order they fell, so the bag fills as it
 * would have filled kill by kill (and an absence cut at an hour keeps what that hour kept), but in
 * one pass: a model of the room decides what fits, then each item is added once.
 */
import type { ItemQuantity } from '@/content/types';
import { ITEMS } from '../content-index';
import { addItem, pouchDrop, receiveItem, stackSizeOf, usedInventorySlots } from '../inventory';
import type { GameState } from '../state-types';
import type { OfflineItemDrop } from './offline-combat';

export interface TokenCount {
  wraithId: string;
  quantity: number;
}

/** The loot of a fight away, as it landed. */
export interface OfflineLoot {
  /** Into the bag or satchel, by item, in the order each first dropped. */
  items: ItemQuantity[];
  tokens: TokenCount[];
  /** Found no room and waits in the loot pouch. */
  pouched: ItemQuantity[];
  /** Pushed out of a full loot pouch (older drops among them): gone. */
  lost: ItemQuantity[];
}

export const NO_LOOT: OfflineLoot = { items: [], tokens: [], pouched: [], lost: [] };

function tally(into: Map<string, number>, itemId: string, quantity: number): void {
  if (quantity > 0) into.set(itemId, (into.get(itemId) ?? 0) + quantity);
}

const listed = (counts: Map<string, number>): ItemQuantity[] =>
  [...counts].map(([itemId, quantity]) => ({ itemId, quantity }));

/**
 * How much of each drop fits, in order: the room each item has (satchel, open stacks) and the free
 * slots new stacks take, as `addItem` fills them. Returns what fits per item and what does not, in order.
 */
function fitDrops(
  world: GameState,
  drops: readonly OfflineItemDrop[],
): { fits: Map<string, number>; misfits: OfflineItemDrop[] } {
  let freeSlots = Math.max(0, world.inventory.maxSlots - usedInventorySlots(world));
  const room = new Map<string, number>();
  const roomOf = (itemId: string): number => {
    let known = room.get(itemId);
    if (known !== undefined) return known;
    const stackSize = stackSizeOf(itemId);
    if (ITEMS[itemId]?.type === 'material') known = Math.max(0, stackSize - (world.resources.materials[itemId] ?? 0));
    else {
      known = 0;
      if (stackSize > 1)
        for (const entry of world.inventory.items)
          if (entry.itemId === itemId) known += Math.max(0, stackSize - entry.quantity);
    }
    room.set(itemId, known);
    return known;
  };
  const fits = new Map<string, number>();
  const misfits: OfflineItemDrop[] = [];
  for (const drop of drops) {
    let open = roomOf(drop.itemId);
    let fitted = Math.min(drop.quantity, open);
    open -= fitted;
    if (ITEMS[drop.itemId]?.type !== 'material') {
      const stackSize = stackSizeOf(drop.itemId);
      while (fitted < drop.quantity && freeSlots > 0) {
        freeSlots -= 1;
        const taken = Math.min(drop.quantity - fitted, stackSize);
        open += stackSize - taken;
        fitted += taken;
      }
    }
    room.set(drop.itemId, open);
    tally(fits, drop.itemId, fitted);
    if (fitted < drop.quantity) misfits.push({ itemId: drop.itemId, quantity: drop.quantity - fitted });
  }
  return { fits, misfits };
}

/** Puts a fight's drops and tokens into the world; returns where they went. */
export function receiveOfflineLoot(
  world: GameState,
  drops: readonly OfflineItemDrop[],
  tokens: Readonly<Record<string, number>>,
): OfflineLoot {
  const gotTokens: TokenCount[] = [];
  for (const [wraithId, quantity] of Object.entries(tokens)) {
    if (quantity <= 0) continue;
    world.wraiths.tokens[wraithId] = (world.wraiths.tokens[wraithId] ?? 0) + quantity;
    gotTokens.push({ wraithId, quantity });
  }
  if (drops.length === 0) return { ...NO_LOOT, tokens: gotTokens };
  const { fits, misfits } = fitDrops(world, drops);
  const added = new Map<string, number>();
  const pouched = new Map<string, number>();
  const lost = new Map<string, number>();
  const late: OfflineItemDrop[] = [];
  for (const [itemId, quantity] of fits) {
    const got = addItem(world, itemId, quantity);
    tally(added, itemId, got);
    // The model and the bag disagree only if a rule gave less room than it counted: pouch the rest.
    if (got < quantity) late.push({ itemId, quantity: quantity - got });
  }
  // What found no room, in the order it fell, goes to the pouch, which drops its oldest entries past
  // its size; a potion first has another look at the bag (it may land on an empty belt slot).
  for (const drop of [...misfits, ...late]) {
    const received = ITEMS[drop.itemId]?.potion
      ? receiveItem(world, drop.itemId, drop.quantity)
      : { added: 0, pouched: drop.quantity, lost: pouchDrop(world, drop.itemId, drop.quantity) };
    tally(added, drop.itemId, received.added);
    tally(pouched, drop.itemId, received.pouched);
    for (const gone of received.lost) tally(lost, gone.itemId, gone.quantity);
  }
  // What went to the pouch and is still there (a later drop may have pushed an earlier one out).
  const waiting = new Map<string, number>();
  for (const [itemId, quantity] of pouched) {
    const held = world.inventory.lootPouch.find((entry) => entry.itemId === itemId)?.quantity ?? 0;
    tally(waiting, itemId, Math.min(quantity, held));
  }
  return { items: listed(added), tokens: gotTokens, pouched: listed(waiting), lost: listed(lost) };
}
