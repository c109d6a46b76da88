/**
 * The gold store (issue 11): supplies bought for gold (into the inventory, the rest to the stash),
 * a daily offer picked from the local date (the same for everyone in one time zone, bought once a
 * day), and selling any unlocked item at its value, one kind or many at once.
 */
import { rankIndex } from '@/content/ids';
import { DAILY_OFFERS, STORE_OFFERS } from '@/content/store';
import type { DailyOfferDef, StoreOfferDef } from '@/content/types';
import { ITEMS } from '../content-index';
import { localDayIndex, localDayKey, type StepContext } from '../context';
import { gainGold, spendGold } from '../gold';
import { countInInventory, isItemLocked, takeFromInventory } from '../inventory';
import type { ReadonlyWorld } from '../readonly';
import type { GameState } from '../state-types';
import { defineSystem } from '../system';
import { bankQuantity, deliver, takeFromBank } from './bank';

/** Most units one purchase may ask for. */
export const MAX_PURCHASE = 999;

export const STORE_MESSAGES = {
  notSold: 'The store does not sell that',
  badQuantity: `Quantity must be a whole number from 1 to ${MAX_PURCHASE}`,
  rankRequired: (rank: string, name: string) => `Reach Hunter Rank ${rank} to buy ${name}`,
  noOffer: 'There is no offer for your rank today',
  offerBought: 'You bought today’s offer: a new one arrives at midnight',
  unknownItem: 'Unknown item',
  locked: (name: string) => `${name} is locked: unlock it to sell`,
  notEnough: (name: string, have: number) => `You only have ${have} ${name} to sell`,
  nothingToSell: 'Nothing to sell',
} as const;

const OFFERS: readonly StoreOfferDef[] = STORE_OFFERS;
const DAILY: readonly DailyOfferDef[] = DAILY_OFFERS;
const OFFERS_BY_ITEM: ReadonlyMap<string, StoreOfferDef> = new Map(OFFERS.map((row) => [row.itemId, row]));

export function storeOfferFor(itemId: string): StoreOfferDef | undefined {
  return OFFERS_BY_ITEM.get(itemId);
}

function rankAllows(world: ReadonlyWorld, rank: StoreOfferDef['rank']): boolean {
  return rank === undefined || rankIndex(world.player.hunterRank) >= rankIndex(rank);
}

/** A well-mixed integer of the day, so neighbouring days get unrelated offers. */
function dayHash(day: number): number {
  let h = Math.imul(day ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Today's offer for this hunter's rank (deterministic from the local date), or null when none fits. */
export function dailyOfferFor(world: ReadonlyWorld, context: StepContext): DailyOfferDef | null {
  const eligible = DAILY.filter((offer) => rankAllows(world, offer.rank));
  if (eligible.length === 0) return null;
  const day = localDayIndex(world.sim.nowMs, context.utcOffsetMinutes);
  return eligible[dayHash(day) % eligible.length] ?? null;
}

export function todayKey(world: ReadonlyWorld, context: StepContext): string {
  return localDayKey(world.sim.nowMs, context.utcOffsetMinutes);
}

export function buyItem(world: GameState, itemId: unknown, quantity: unknown): string | null {
  const offer = typeof itemId === 'string' ? storeOfferFor(itemId) : undefined;
  const item = offer ? ITEMS[offer.itemId] : undefined;
  if (!offer || !item) return STORE_MESSAGES.notSold;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PURCHASE)
    return STORE_MESSAGES.badQuantity;
  if (!rankAllows(world, offer.rank)) return STORE_MESSAGES.rankRequired(offer.rank ?? 'E', item.name);
  const refusal = spendGold(world, offer.price * quantity, 'buy');
  if (refusal) return refusal;
  deliver(world, item.id, quantity);
  return null;
}

export function buyDailyOffer(world: GameState, context: StepContext): string | null {
  const offer = dailyOfferFor(world, context);
  if (!offer) return STORE_MESSAGES.noOffer;
  const today = todayKey(world, context);
  if (world.store.dailyOfferBoughtOn === today) return STORE_MESSAGES.offerBought;
  const refusal = spendGold(world, offer.price, 'dailyOffer');
  if (refusal) return refusal;
  for (const row of offer.items) deliver(world, row.itemId, row.quantity);
  world.store.dailyOfferBoughtOn = today;
  return null;
}

export type SellSource = 'inventory' | 'bank';

export interface SaleLine {
  itemId: string;
  quantity: number;
  from?: SellSource;
}

/** Why a sale line can't go through, or null. Counts what earlier lines of the same sale already took. */
function saleRefusal(world: GameState, line: unknown, taken: Map<string, number>): string | null {
  if (typeof line !== 'object' || line === null) return STORE_MESSAGES.unknownItem;
  const { itemId, quantity, from } = line as Partial<Record<keyof SaleLine, unknown>>;
  const item = typeof itemId === 'string' ? ITEMS[itemId] : undefined;
  if (!item) return STORE_MESSAGES.unknownItem;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return STORE_MESSAGES.badQuantity;
  if (from !== undefined && from !== 'inventory' && from !== 'bank')
    return `Unknown place to sell from: ${String(from)}`;
  if (isItemLocked(world, item.id)) return STORE_MESSAGES.locked(item.name);
  const source: SellSource = from ?? 'inventory';
  const key = `${source}:${item.id}`;
  const have =
    (source === 'bank' ? bankQuantity(world, item.id) : countInInventory(world, item.id)) - (taken.get(key) ?? 0);
  if (quantity > have) return STORE_MESSAGES.notEnough(item.name, Math.max(0, have));
  taken.set(key, (taken.get(key) ?? 0) + quantity);
  return null;
}

/** Sells every line or none: each line is checked (known, unlocked, owned) before gold moves. */
export function sellItems(world: GameState, lines: unknown): string | null {
  if (!Array.isArray(lines) || lines.length === 0) return STORE_MESSAGES.nothingToSell;
  const taken = new Map<string, number>();
  for (const line of lines) {
    const refusal = saleRefusal(world, line, taken);
    if (refusal) return refusal;
  }
  for (const { itemId, quantity, from } of lines as SaleLine[]) {
    if (from === 'bank') takeFromBank(world, itemId, quantity);
    else takeFromInventory(world, itemId, quantity);
    gainGold(world, (ITEMS[itemId]?.value ?? 0) * quantity, 'sell');
  }
  return null;
}

export type StoreCommands = {
  readonly buyItem: { itemId: string; quantity: number };
  readonly buyDailyOffer: Record<never, never>;
  readonly sellItem: SaleLine;
  /** Sell mode: many kinds in one sale, all or nothing. */
  readonly sellItems: { lines: SaleLine[] };
};

export const storeSystem = defineSystem<'store', StoreCommands, Record<never, never>>({
  id: 'store',
  commands: {
    buyItem: (world, command) => buyItem(world, command.itemId, command.quantity),
    buyDailyOffer: (world, _command, tick) => buyDailyOffer(world, tick.context),
    sellItem: (world, command) =>
      sellItems(world, [{ itemId: command.itemId, quantity: command.quantity, from: command.from }]),
    sellItems: (world, command) => sellItems(world, command.lines),
  },
  emits: [],
});
