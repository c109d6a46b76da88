/**
 * The potion belt on the Battle page (and the flask's count on the canvas): what each slot holds, what
 * in the pack refills it, and for an empty slot what would fill it now: a stack from the pack, or the
 * store's potion for it (bought potions land on an empty slot whose kind the belt lacks: belt-rules.ts).
 */
import { rankIndex } from '@/content/ids';
import { STORE_OFFERS } from '@/content/store';
import type { StoreOfferDef } from '@/content/types';
import { ITEMS } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import {
  beltHolds,
  beltStack,
  drinkableKind,
  POTION_SLOTS,
  type PotionKind,
  type PotionSlot,
} from '@/core/systems/belt-rules';

/** The most potions the belt's Buy button buys at once (fewer when the gold buys fewer). */
export const BELT_BUY_QUANTITY = 5;

export interface PotionSlotView {
  slot: PotionSlot;
  /** Null when nothing is slotted. */
  name: string | null;
  quantity: number;
  restores: PotionKind | null;
  amount: number;
  /** A slotted potion: the pack's potions of its kind the hunter may drink, which refill the slot when it runs dry. */
  inPack: number;
  /** An empty slot: the kind of potion that lands on it when bought or found (one the belt lacks); else null. */
  fills: PotionKind | null;
  /** An empty slot: the pack's stack the player may put on it (the kind the belt lacks first), else null. */
  fromPack: { inventoryItemId: string; name: string; quantity: number } | null;
  /** An empty slot with nothing in the pack for it: the store's potion that would land on it, else null. */
  buy: { itemId: string; name: string; quantity: number; price: number; affordable: boolean } | null;
}

const OFFERS: readonly StoreOfferDef[] = STORE_OFFERS;
const restored = (itemId: string): number => ITEMS[itemId]?.potion?.amount ?? 0;

/** The kinds an empty slot would take, the ones the belt lacks first, the slot's own kind first among equals. */
function kindsFor(world: ReadonlyWorld, slot: PotionSlot): PotionKind[] {
  const own: PotionKind[] = slot === 'potion_1' ? ['health', 'mana'] : ['mana', 'health'];
  return [...own.filter((kind) => !beltHolds(world, kind)), ...own.filter((kind) => beltHolds(world, kind))];
}

function packStackFor(world: ReadonlyWorld, kinds: readonly PotionKind[]): PotionSlotView['fromPack'] {
  for (const kind of kinds) {
    let best: ReadonlyWorld['inventory']['items'][number] | undefined;
    for (const entry of world.inventory.items) {
      if (entry.equipped || entry.quantity <= 0 || drinkableKind(world, entry.itemId) !== kind) continue;
      if (!best || restored(entry.itemId) > restored(best.itemId)) best = entry;
    }
    if (best)
      return { inventoryItemId: best.id, name: ITEMS[best.itemId]?.name ?? best.itemId, quantity: best.quantity };
  }
  return null;
}

function storePotionFor(world: ReadonlyWorld, kinds: readonly PotionKind[]): PotionSlotView['buy'] {
  for (const kind of kinds) {
    let best: StoreOfferDef | undefined;
    for (const offer of OFFERS) {
      if (drinkableKind(world, offer.itemId) !== kind) continue;
      if (offer.rank && rankIndex(world.player.hunterRank) < rankIndex(offer.rank)) continue;
      if (!best || restored(offer.itemId) > restored(best.itemId)) best = offer;
    }
    if (best) {
      // As many as the gold buys, up to five; one (unaffordable) when it buys none.
      const quantity = Math.max(1, Math.min(BELT_BUY_QUANTITY, Math.floor(world.resources.gold / best.price)));
      const price = best.price * quantity;
      return {
        itemId: best.itemId,
        name: ITEMS[best.itemId]?.name ?? best.itemId,
        quantity,
        price,
        affordable: world.resources.gold >= price,
      };
    }
  }
  return null;
}

/** Drinkable potions of a kind in the pack (not on the belt). */
function packCount(world: ReadonlyWorld, kind: PotionKind): number {
  let count = 0;
  for (const entry of world.inventory.items)
    if (!entry.equipped && drinkableKind(world, entry.itemId) === kind) count += entry.quantity;
  return count;
}

/** The two potion slots (the belt on the page and the flask on the canvas). */
export function selectPotionSlots(world: ReadonlyWorld): PotionSlotView[] {
  return POTION_SLOTS.map((slot) => {
    const entry = beltStack(world, slot);
    const item = entry ? ITEMS[entry.itemId] : undefined;
    const potion = item?.potion;
    const empty = !entry || entry.quantity <= 0;
    const kinds = empty ? kindsFor(world, slot) : [];
    const fromPack = empty ? packStackFor(world, kinds) : null;
    return {
      slot,
      name: entry ? (item?.name ?? entry.itemId) : null,
      quantity: entry?.quantity ?? 0,
      restores: potion?.restores ?? null,
      amount: potion?.amount ?? 0,
      inPack: potion ? packCount(world, potion.restores) : 0,
      fills: kinds[0] ?? null,
      fromPack,
      buy: empty && !fromPack ? storePotionFor(world, kinds) : null,
    };
  });
}
