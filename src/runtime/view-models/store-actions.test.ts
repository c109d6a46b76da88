import { describe, expect, it } from 'vitest';
import type { ItemKindView } from './bank-deposit';
import {
  formatCountdown,
  msUntilLocalMidnight,
  parseQuantity,
  purchaseBlock,
  saleOf,
  sellAmounts,
} from './store-actions';
import type { OfferView } from './store-page';

const offer: OfferView = {
  itemId: 'health_potion_small',
  name: 'Small Health Potion',
  rarity: 'common',
  description: '',
  price: 25,
  lockedUntil: null,
  owned: 0,
};

const kind = (itemId: string, quantity: number, value: number, locked = false): ItemKindView => ({
  key: `kind:${itemId}`,
  itemId,
  inventoryItemId: null,
  name: itemId,
  type: 'material',
  typeLabel: 'Material',
  rarity: 'common',
  quantity,
  value,
  levelRequirement: 1,
  locked,
  order: 0,
  slots: 0,
});

describe('store page helpers', () => {
  it('says why Buy is off: the rank first, then the amount, then the gold', () => {
    expect(purchaseBlock({ ...offer, lockedUntil: 'D' }, 1, 1_000)).toBe('Hunter Rank D');
    expect(purchaseBlock(offer, 1_000, 1_000_000)).toBe('Choose 1 to 999');
    expect(purchaseBlock(offer, 5, 124)).toBe('Not enough gold');
    expect(purchaseBlock(offer, 5, 125)).toBeNull();
  });

  it('reads a typed amount as 1 to 999 only', () => {
    expect(parseQuantity('40')).toBe(40);
    expect(parseQuantity('999')).toBe(999);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1000')).toBeNull();
    expect(parseQuantity('4.5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });

  it('sells the whole of each marked, unlocked kind', () => {
    const kinds = [kind('a', 3, 10), kind('b', 2, 7, true), kind('c', 1, 4)];
    expect(saleOf(kinds, new Set(['a', 'b']))).toEqual({
      lines: [{ itemId: 'a', name: 'a', quantity: 3, gold: 30 }],
      gold: 30,
    });
  });

  it('offers only the sell amounts that differ', () => {
    const ids = (quantity: number, ten: boolean) => sellAmounts(quantity, { ten }).map((option) => option.id);
    expect(ids(1, true)).toEqual(['all']);
    expect(ids(2, true)).toEqual(['one', 'all']);
    expect(ids(10, true)).toEqual(['one', 'allButOne', 'all']);
    expect(ids(11, true)).toEqual(['one', 'ten', 'allButOne', 'all']);
    expect(ids(11, false)).toEqual(['one', 'allButOne', 'all']);
    expect(
      sellAmounts(11, { ten: true })
        .filter((option) => option.confirm)
        .map((option) => option.quantity),
    ).toEqual([10, 11]);
  });

  it('counts down to local midnight', () => {
    const evening = new Date(2026, 4, 3, 18, 52, 30).getTime();
    expect(msUntilLocalMidnight(evening)).toBe((5 * 60 + 7) * 60_000 + 30_000);
    expect(formatCountdown(msUntilLocalMidnight(evening))).toBe('5h 07m');
    expect(formatCountdown(12 * 60_000 + 30_000)).toBe('12m 30s');
    expect(formatCountdown(40_000)).toBe('40s');
  });
});
