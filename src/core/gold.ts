/**
 * Gold moves only through here, each change with its reason (issue 11): gains and spending are
 * totalled per reason in `world.ledger`, so `gold = opening + earned - spent` holds for any save,
 * and gold never goes below zero (a spend that would is refused, not clamped).
 */
import type { GameState, GoldLedger } from './state-types';
import type { ReadonlyWorld } from './readonly';

/** Why gold moved (every change carries one); the ledger totals each. */
export const GOLD_REASONS = [
  'loot',
  'offlineCombat',
  'passive',
  'sell',
  'buy',
  'dailyOffer',
  'bankSlots',
  'inventorySlots',
  'attributeReset',
  'station',
  'quest',
  'achievement',
] as const;

export type GoldReason = (typeof GOLD_REASONS)[number];

export const GOLD_MESSAGES = {
  notEnough: (cost: number, have: number) => `Not enough gold: ${cost} needed, you have ${have}`,
} as const;

function isPositiveWhole(amount: number): boolean {
  return Number.isInteger(amount) && amount > 0;
}

/** Adds gold (a whole, positive amount; anything else adds nothing). */
export function gainGold(world: GameState, amount: number, reason: GoldReason): void {
  if (!isPositiveWhole(amount)) return;
  world.resources.gold += amount;
  world.ledger.earned[reason] = (world.ledger.earned[reason] ?? 0) + amount;
}

/** Spends gold, or answers why not (the balance is untouched then). */
export function spendGold(world: GameState, amount: number, reason: GoldReason): string | null {
  if (!Number.isInteger(amount) || amount < 0) return `Invalid price: ${String(amount)}`;
  if (amount === 0) return null;
  if (world.resources.gold < amount) return GOLD_MESSAGES.notEnough(amount, world.resources.gold);
  world.resources.gold -= amount;
  world.ledger.spent[reason] = (world.ledger.spent[reason] ?? 0) + amount;
  return null;
}

function sum(record: GoldLedger['earned']): number {
  let total = 0;
  for (const value of Object.values(record)) total += value ?? 0;
  return total;
}

/** What the ledger says the balance should be (tests and the save guard compare it with `gold`). */
export function ledgerBalance(world: ReadonlyWorld): number {
  return world.ledger.opening + sum(world.ledger.earned) - sum(world.ledger.spent);
}
