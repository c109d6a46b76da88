/**
 * The store page's small rules for display: why a purchase can't go through before it is sent,
 * what a sale of marked kinds brings, the amounts the sell buttons offer, and the time to the next
 * daily offer (local midnight by the wall clock, which the HUD may read).
 */
import { MAX_PURCHASE } from '@/core/systems/store';
import type { ItemKindView } from './bank-deposit';
import type { OfferView } from './store-page';

export { MAX_PURCHASE };

/** The reason Buy is off for this row and quantity, or null. */
export function purchaseBlock(offer: OfferView, quantity: number, gold: number): string | null {
  if (offer.lockedUntil) return `Hunter Rank ${offer.lockedUntil}`;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PURCHASE) return `Choose 1 to ${MAX_PURCHASE}`;
  if (offer.price * quantity > gold) return 'Not enough gold';
  return null;
}

/** A quantity field's text as a purchase count: a whole number from 1 to 999, else null. */
export function parseQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_PURCHASE ? value : null;
}

export interface SaleSummary {
  lines: { itemId: string; name: string; quantity: number; gold: number }[];
  gold: number;
}

/** The marked kinds as one sale (locked kinds never take part). */
export function saleOf(kinds: readonly ItemKindView[], marked: ReadonlySet<string>): SaleSummary {
  const lines = kinds
    .filter((kind) => marked.has(kind.itemId) && !kind.locked)
    .map((kind) => ({
      itemId: kind.itemId,
      name: kind.name,
      quantity: kind.quantity,
      gold: kind.value * kind.quantity,
    }));
  return { lines, gold: lines.reduce((sum, line) => sum + line.gold, 0) };
}

export interface SellAmount {
  id: 'one' | 'ten' | 'allButOne' | 'all';
  label: string;
  quantity: number;
  /** Asks before it sells (more than a handful at once). */
  confirm: boolean;
}

/** The sell buttons a stack of `quantity` offers: one, ten, all but one, all (those that differ). */
export function sellAmounts(quantity: number, options: { ten: boolean }): SellAmount[] {
  if (quantity <= 1) return [{ id: 'all', label: 'Sell', quantity: 1, confirm: false }];
  const amounts: SellAmount[] = [{ id: 'one', label: 'One', quantity: 1, confirm: false }];
  if (options.ten && quantity > 10) amounts.push({ id: 'ten', label: 'Ten', quantity: 10, confirm: false });
  if (quantity > 2) amounts.push({ id: 'allButOne', label: 'All but one', quantity: quantity - 1, confirm: true });
  amounts.push({ id: 'all', label: 'All', quantity, confirm: true });
  return amounts;
}

/** Milliseconds from `nowMs` to the next local midnight. */
export function msUntilLocalMidnight(nowMs: number): number {
  const next = new Date(nowMs);
  next.setHours(24, 0, 0, 0);
  return next.getTime() - nowMs;
}

/** "5h 07m", "12m 30s", "40s". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
}
