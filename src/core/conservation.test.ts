/**
 * Conservation (issue 11), as a property: no sequence of inventory, bank, store and equipment
 * commands creates or destroys an item or gold except through a rule: buying adds what was paid for,
 * selling removes what was paid out, drinking uses one, and the gold ledger explains every coin.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEMS } from './content-index';
import { ledgerBalance } from './gold';
import { addItem } from './inventory';
import { BANK_UPGRADE, INVENTORY_UPGRADE, upgradeCost } from './slot-upgrades';
import type { ReadonlyWorld } from './readonly';
import { step } from './step';
import type { GameState } from './state-types';
import { createTestWorld, withAchievementsBehind } from './testing/fixtures';
import { dailyOfferFor, storeOfferFor } from './systems/store';

const ITEM_POOL = [
  'basic_sword',
  'cloth_armor',
  'hide_gloves',
  'leather_cap',
  'hunters_shortbow',
  'bone_dust',
  'health_potion_small',
  'mana_potion_small',
  'not_an_item',
] as const;
const SLOTS = ['weapon', 'helmet', 'chest', 'gloves', 'potion_1', 'ring_1'] as const;

/** Every unit of each item the hunter owns, wherever it sits. */
function holdings(world: ReadonlyWorld): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (itemId: string, quantity: number) => totals.set(itemId, (totals.get(itemId) ?? 0) + quantity);
  for (const [itemId, quantity] of Object.entries(world.resources.materials)) add(itemId, quantity);
  for (const entry of world.inventory.items) add(entry.itemId, entry.quantity);
  for (const entry of world.banking.items) add(entry.itemId, entry.quantity);
  for (const entry of world.banking.stashItems) add(entry.itemId, entry.quantity);
  for (const entry of world.inventory.lootPouch) add(entry.itemId, entry.quantity);
  return totals;
}

const itemId = fc.constantFrom(...ITEM_POOL);
const quantity = fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constant(undefined), fc.constantFrom(0, -1, 2.5));
const command = fc.oneof(
  fc.record({ type: fc.constant('deposit'), itemId, quantity }),
  fc.record({ type: fc.constant('withdraw'), itemId, quantity }),
  fc.record({ type: fc.constant('buyItem'), itemId, quantity: fc.integer({ min: -1, max: 40 }) }),
  fc.record({ type: fc.constant('sellItem'), itemId, quantity: fc.integer({ min: 1, max: 30 }) }),
  fc.record({
    type: fc.constant('sellItems'),
    lines: fc.array(fc.record({ itemId, quantity: fc.integer({ min: 1, max: 10 }) }), { maxLength: 3 }),
  }),
  fc.record({ type: fc.constant('equipAny'), itemId, slot: fc.constantFrom(...SLOTS) }),
  fc.record({ type: fc.constant('unequip'), slot: fc.constantFrom(...SLOTS) }),
  fc.record({ type: fc.constant('saveEquipmentSet'), name: fc.constantFrom('A', 'B') }),
  fc.record({ type: fc.constant('equipEquipmentSet'), name: fc.constantFrom('A', 'B') }),
  fc.record({ type: fc.constant('claimLoot') }),
  fc.record({ type: fc.constant('claimStash') }),
  fc.record({ type: fc.constant('buyDailyOffer') }),
  fc.record({ type: fc.constant('buyBankSlots') }),
  fc.record({ type: fc.constant('buyInventorySlots') }),
  fc.record({ type: fc.constant('setItemLocked'), itemId, locked: fc.boolean() }),
  fc.record({ type: fc.constant('shrinkInventory') }),
  fc.record({ type: fc.constant('drinkAny'), itemId }),
);

type Scripted = { type: string; itemId?: string; slot?: string; quantity?: number; lines?: unknown[] };

/** Turns the script's pseudo-commands into real ones against the current world. */
function realCommand(world: GameState, scripted: Scripted): object | null {
  if (scripted.type === 'equipAny') {
    const entry = world.inventory.items.find((row) => row.itemId === scripted.itemId && !row.equipped);
    return entry ? { type: 'equip', inventoryItemId: entry.id, slot: scripted.slot } : null;
  }
  if (scripted.type === 'drinkAny') {
    const entry = world.inventory.items.find((row) => row.itemId === scripted.itemId);
    // Hurt and drained, off cooldown: so a potion has something to restore.
    world.player.health = 1;
    world.resourcePools.mana.current = 0;
    world.combat.potionReadyAt = 0;
    return entry ? { type: 'drinkItem', inventoryItemId: entry.id } : null;
  }
  if (scripted.type === 'shrinkInventory') {
    // Make the bag tight so deliveries spill into the stash and drops into the pouch.
    world.inventory.maxSlots = Math.max(1, world.inventory.items.filter((row) => !row.equipped).length);
    return null;
  }
  return scripted;
}

describe('conservation of items and gold', () => {
  it('holds for any sequence of commands', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), fc.integer({ min: 0, max: 50_000 }), (script, extraGold) => {
        // Achievements pay gold and items by their own rule (achievements.test.ts): behind this hunter.
        const world = withAchievementsBehind(createTestWorld('base'));
        world.player.level = 10;
        world.resources.gold += extraGold;
        world.ledger.opening += extraGold;
        addItem(world, 'hide_gloves', 2);
        addItem(world, 'bone_dust', 20);
        const expected = holdings(world);
        let expectedGold = world.resources.gold;
        for (const scripted of script as Scripted[]) {
          const real = realCommand(world, scripted);
          if (!real) continue;
          const offer = dailyOfferFor(world, { utcOffsetMinutes: 0 });
          const bankSlotsCost = upgradeCost(BANK_UPGRADE, world.banking.upgrades.upgradesPurchased);
          const bagSlotsCost = upgradeCost(INVENTORY_UPGRADE, world.inventory.upgradesPurchased);
          const reply = step(world, [real]).replies[0];
          expect(world.resources.gold).toBeGreaterThanOrEqual(0);
          if (!reply?.ok) continue;
          const change = (id: string, by: number) => expected.set(id, (expected.get(id) ?? 0) + by);
          if (scripted.type === 'buyItem') {
            change(scripted.itemId!, scripted.quantity!);
            expectedGold -= storeOfferFor(scripted.itemId!)!.price * scripted.quantity!;
          }
          if (scripted.type === 'buyDailyOffer' && offer) {
            for (const row of offer.items) change(row.itemId, row.quantity);
            expectedGold -= offer.price;
          }
          const sold =
            scripted.type === 'sellItem'
              ? [{ itemId: scripted.itemId!, quantity: scripted.quantity! }]
              : scripted.type === 'sellItems'
                ? (scripted.lines as { itemId: string; quantity: number }[])
                : [];
          for (const line of sold) {
            change(line.itemId, -line.quantity);
            expectedGold += ITEMS[line.itemId]!.value * line.quantity;
          }
          if (scripted.type === 'drinkAny') change(scripted.itemId!, -1);
          if (scripted.type === 'buyBankSlots') expectedGold -= bankSlotsCost;
          if (scripted.type === 'buyInventorySlots') expectedGold -= bagSlotsCost;
        }
        const now = holdings(world);
        for (const id of new Set([...expected.keys(), ...now.keys()]))
          expect([id, now.get(id) ?? 0]).toEqual([id, expected.get(id) ?? 0]);
        expect(world.resources.gold).toBe(expectedGold);
        expect(ledgerBalance(world)).toBe(world.resources.gold);
        // Every slot points at a worn entry, and every worn entry sits in its slot.
        for (const [slot, entryId] of Object.entries(world.equipment.slots)) {
          if (!entryId) continue;
          expect(world.inventory.items.find((row) => row.id === entryId)).toMatchObject({ equipped: true, slot });
        }
      }),
      { numRuns: 150 },
    );
  });
});
