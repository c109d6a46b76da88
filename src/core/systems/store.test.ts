import { describe, expect, it } from 'vitest';
import { DAILY_OFFERS, STORE_OFFERS } from '@/content/store';
import type { StoreOfferDef } from '@/content/types';
import { ITEMS } from '../content-index';
import { ledgerBalance } from '../gold';
import { addItem, countInInventory, usedInventorySlots } from '../inventory';
import { step } from '../step';
import type { GameState } from '../state-types';
import { createTestWorld } from '../testing/fixtures';
import { bankQuantity } from './bank';
import { dailyOfferFor, STORE_MESSAGES, storeOfferFor } from './store';

const send = (world: GameState, command: object, utcOffsetMinutes = 0) =>
  step(world, [command], { utcOffsetMinutes }).replies[0];
const DAY_MS = 86_400_000;

describe('store: buying', () => {
  it('sells a potion for its price: gold falls, the potion joins the stack', () => {
    const world = createTestWorld('base');
    const price = storeOfferFor('health_potion_small')!.price;
    const gold = world.resources.gold;
    const before = countInInventory(world, 'health_potion_small') + 5; // the starting five are worn
    expect(send(world, { type: 'buyItem', itemId: 'health_potion_small', quantity: 2 })).toEqual({ ok: true });
    expect(world.resources.gold).toBe(gold - 2 * price);
    expect(world.ledger.spent.buy).toBe(2 * price);
    const owned = world.inventory.items
      .filter((entry) => entry.itemId === 'health_potion_small')
      .reduce((sum, entry) => sum + entry.quantity, 0);
    expect(owned).toBe(before + 2);
  });

  it('refuses without gold, above its rank, junk and things it does not sell', () => {
    const world = createTestWorld('base');
    world.resources.gold = 10;
    expect(send(world, { type: 'buyItem', itemId: 'health_potion_small', quantity: 1 })).toEqual({
      ok: false,
      message: `Not enough gold: ${storeOfferFor('health_potion_small')!.price} needed, you have 10`,
    });
    expect(world.resources.gold).toBe(10);
    const offers: readonly StoreOfferDef[] = STORE_OFFERS;
    const ranked = offers.find((row) => row.rank !== undefined && row.rank !== 'E')!;
    world.resources.gold = 1_000_000;
    expect(send(world, { type: 'buyItem', itemId: ranked.itemId, quantity: 1 })).toEqual({
      ok: false,
      message: STORE_MESSAGES.rankRequired(ranked.rank!, ITEMS[ranked.itemId]!.name),
    });
    for (const quantity of [0, -2, 1.5, 1000, 'x'])
      expect(send(world, { type: 'buyItem', itemId: 'health_potion_small', quantity })).toEqual({
        ok: false,
        message: STORE_MESSAGES.badQuantity,
      });
    expect(send(world, { type: 'buyItem', itemId: 'basic_sword_of_nothing', quantity: 1 })).toEqual({
      ok: false,
      message: STORE_MESSAGES.notSold,
    });
  });

  it('delivers what does not fit in the inventory to the stash', () => {
    const world = createTestWorld('base');
    world.resources.gold = 1_000_000;
    const gear = (STORE_OFFERS as readonly StoreOfferDef[]).find((row) => row.shelf === 'gear' && !row.rank)!;
    world.inventory.maxSlots = usedInventorySlots(world) + 1;
    expect(send(world, { type: 'buyItem', itemId: gear.itemId, quantity: 3 })).toEqual({ ok: true });
    expect(countInInventory(world, gear.itemId)).toBe(1);
    expect(world.banking.stashItems).toEqual([expect.objectContaining({ itemId: gear.itemId, quantity: 2 })]);
    world.inventory.maxSlots += 5;
    expect(send(world, { type: 'claimStash' })).toEqual({ ok: true });
    expect(countInInventory(world, gear.itemId)).toBe(3);
    expect(world.banking.stashItems).toEqual([]);
  });
});

describe('store: the daily offer', () => {
  it('is the same all day, changes across days, and is bought once a day', () => {
    const world = createTestWorld('base');
    world.player.hunterRank = 'SSS';
    world.resources.gold = 10_000_000;
    const seen = new Set<string>();
    const start = world.sim.nowMs;
    for (let day = 0; day < 30; day += 1) {
      world.sim.nowMs = start + day * DAY_MS;
      const morning = dailyOfferFor(world, { utcOffsetMinutes: 0 });
      world.sim.nowMs += 6 * 3_600_000;
      expect(dailyOfferFor(world, { utcOffsetMinutes: 0 })).toBe(morning);
      seen.add(morning!.id);
    }
    expect(seen.size).toBeGreaterThan(Math.min(5, DAILY_OFFERS.length - 1));

    const offer = dailyOfferFor(world, { utcOffsetMinutes: 0 })!;
    const gold = world.resources.gold;
    expect(send(world, { type: 'buyDailyOffer' })).toEqual({ ok: true });
    expect(world.resources.gold).toBe(gold - offer.price);
    expect(send(world, { type: 'buyDailyOffer' })).toEqual({ ok: false, message: STORE_MESSAGES.offerBought });
    world.sim.nowMs += DAY_MS;
    expect(send(world, { type: 'buyDailyOffer' })).toEqual({ ok: true });
  });

  it('offers a rank E hunter only what rank E may buy', () => {
    const world = createTestWorld('base');
    for (let day = 0; day < 40; day += 1) {
      world.sim.nowMs += DAY_MS;
      const offer = dailyOfferFor(world, { utcOffsetMinutes: 0 });
      expect(offer === null || offer.rank === undefined || offer.rank === 'E').toBe(true);
    }
  });
});

describe('store: selling', () => {
  it('sells one, ten, all but one, or all at the item value, from inventory or bank', () => {
    const world = createTestWorld('base');
    addItem(world, 'bone_dust', 30);
    const value = ITEMS.bone_dust!.value;
    const gold = world.resources.gold;
    expect(send(world, { type: 'sellItem', itemId: 'bone_dust', quantity: 1 })).toEqual({ ok: true });
    expect(send(world, { type: 'sellItem', itemId: 'bone_dust', quantity: 10 })).toEqual({ ok: true });
    expect(countInInventory(world, 'bone_dust')).toBe(19);
    expect(send(world, { type: 'sellItem', itemId: 'bone_dust', quantity: 18 })).toEqual({ ok: true });
    expect(world.resources.gold).toBe(gold + 29 * value);
    expect(world.ledger.earned.sell).toBe(29 * value);
    send(world, { type: 'deposit', itemId: 'bone_dust' });
    expect(send(world, { type: 'sellItem', itemId: 'bone_dust', quantity: 1, from: 'bank' })).toEqual({ ok: true });
    expect(bankQuantity(world, 'bone_dust')).toBe(0);
    expect(ledgerBalance(world)).toBe(world.resources.gold);
  });

  it('never sells a locked item, worn gear, or more than is owned', () => {
    const world = createTestWorld('base');
    addItem(world, 'hide_gloves', 2);
    expect(send(world, { type: 'setItemLocked', itemId: 'hide_gloves', locked: true })).toEqual({ ok: true });
    expect(send(world, { type: 'sellItem', itemId: 'hide_gloves', quantity: 1 })).toEqual({
      ok: false,
      message: STORE_MESSAGES.locked(ITEMS.hide_gloves!.name),
    });
    send(world, { type: 'setItemLocked', itemId: 'hide_gloves', locked: false });
    expect(send(world, { type: 'sellItem', itemId: 'hide_gloves', quantity: 3 })).toEqual({
      ok: false,
      message: STORE_MESSAGES.notEnough(ITEMS.hide_gloves!.name, 2),
    });
    expect(send(world, { type: 'sellItem', itemId: 'basic_sword', quantity: 1 })).toEqual({
      ok: false,
      message: STORE_MESSAGES.notEnough(ITEMS.basic_sword!.name, 0),
    });
  });

  it('sell mode sells many kinds at once, or nothing when one line is refused', () => {
    const world = createTestWorld('base');
    addItem(world, 'hide_gloves', 2);
    addItem(world, 'bone_dust', 5);
    send(world, { type: 'setItemLocked', itemId: 'bone_dust', locked: true });
    const gold = world.resources.gold;
    const lines = [
      { itemId: 'hide_gloves', quantity: 2 },
      { itemId: 'bone_dust', quantity: 5 },
    ];
    expect(send(world, { type: 'sellItems', lines })).toEqual({
      ok: false,
      message: STORE_MESSAGES.locked(ITEMS.bone_dust!.name),
    });
    expect(world.resources.gold).toBe(gold);
    expect(countInInventory(world, 'hide_gloves')).toBe(2);
    send(world, { type: 'setItemLocked', itemId: 'bone_dust', locked: false });
    // The same kind twice in one sale counts against one stock.
    expect(
      send(world, {
        type: 'sellItems',
        lines: [
          { itemId: 'hide_gloves', quantity: 2 },
          { itemId: 'hide_gloves', quantity: 1 },
        ],
      }),
    ).toEqual({ ok: false, message: STORE_MESSAGES.notEnough(ITEMS.hide_gloves!.name, 0) });
    expect(send(world, { type: 'sellItems', lines })).toEqual({ ok: true });
    expect(world.resources.gold).toBe(gold + 2 * ITEMS.hide_gloves!.value + 5 * ITEMS.bone_dust!.value);
  });

  it('never lets buying back what was sold make gold', () => {
    for (const offer of STORE_OFFERS) expect(offer.price).toBeGreaterThan(ITEMS[offer.itemId]!.value);
  });
});
