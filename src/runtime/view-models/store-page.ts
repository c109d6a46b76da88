/**
 * The store page (issue 11): the shelves with prices and rank locks, today's offer, and what the
 * hunter can sell (the inventory's stacks, locked ones marked).
 */
import type { HunterRank, Rarity } from '@/content/ids';
import { rankIndex } from '@/content/ids';
import { STORE_OFFERS } from '@/content/store';
import type { StoreOfferDef, StoreShelf } from '@/content/types';
import type { StepContext } from '@/core/context';
import { ITEMS } from '@/core/content-index';
import { countOwned } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import { dailyOfferFor, storeOfferFor, todayKey } from '@/core/systems/store';

export const SHELF_LABELS: Record<StoreShelf, string> = {
  potions: 'Potions',
  materials: 'Materials',
  crafting: 'Crafting supplies',
  gear: 'Gear',
};

export interface OfferView {
  itemId: string;
  name: string;
  rarity: Rarity;
  description: string;
  price: number;
  /** The rank that opens it, when the hunter is below it. */
  lockedUntil: HunterRank | null;
  owned: number;
}

export interface DailyOfferView {
  id: string;
  name: string;
  description: string;
  items: { itemId: string; name: string; quantity: number }[];
  price: number;
  /** What the items cost one by one (store price, or 3x value for what the store does not sell). */
  worth: number;
  boughtToday: boolean;
}

export interface StoreView {
  gold: number;
  shelves: { shelf: StoreShelf; label: string; offers: OfferView[] }[];
  daily: DailyOfferView | null;
}

/** The player's local context for the date-driven offer (wall time enters in runtime, never in core). */
export function localStepContext(wallTimeMs: number = Date.now()): StepContext {
  return { utcOffsetMinutes: -new Date(wallTimeMs).getTimezoneOffset() };
}

export function selectStore(world: ReadonlyWorld, context: StepContext): StoreView {
  const rows: readonly StoreOfferDef[] = STORE_OFFERS;
  const shelves = (Object.keys(SHELF_LABELS) as StoreShelf[]).map((shelf) => ({
    shelf,
    label: SHELF_LABELS[shelf],
    offers: rows
      .filter((row) => row.shelf === shelf)
      .map((row) => {
        const item = ITEMS[row.itemId];
        const locked = row.rank !== undefined && rankIndex(world.player.hunterRank) < rankIndex(row.rank);
        return {
          itemId: row.itemId,
          name: item?.name ?? row.itemId,
          rarity: item?.rarity ?? 'common',
          description: item?.description ?? '',
          price: row.price,
          lockedUntil: locked ? (row.rank ?? null) : null,
          owned: countOwned(world, row.itemId),
        };
      }),
  }));
  const offer = dailyOfferFor(world, context);
  const daily: DailyOfferView | null = offer
    ? {
        id: offer.id,
        name: offer.name,
        description: offer.description,
        items: offer.items.map((row) => ({
          itemId: row.itemId,
          name: ITEMS[row.itemId]?.name ?? row.itemId,
          quantity: row.quantity,
        })),
        price: offer.price,
        worth: offer.items.reduce(
          (sum, row) => sum + (storeOfferFor(row.itemId)?.price ?? (ITEMS[row.itemId]?.value ?? 0) * 3) * row.quantity,
          0,
        ),
        boughtToday: world.store.dailyOfferBoughtOn === todayKey(world, context),
      }
    : null;
  return { gold: world.resources.gold, shelves: shelves.filter((row) => row.offers.length > 0), daily };
}
