import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../events';
import { addItem, createInventoryEntry, receiveItem, usedInventorySlots } from '../inventory';
import { applyOfflineProgress } from '../offline';
import { step } from '../step';
import type { GameState, InventoryItem } from '../state-types';
import { createDoomedHunter, createTestWorld } from '../testing/fixtures';
import { beltDrinkOrder, beltLandingSlot, drinkFromStack, POTION_SLOTS, type PotionSlot } from './belt-rules';
import { autoPotions } from './potions';

const send = (world: GameState, command: object) => step(world, [command]);
const reply = (world: GameState, command: object) => send(world, command).replies[0];

function slotItem(world: GameState, slot: PotionSlot): { itemId: string; quantity: number } | null {
  const entry = world.inventory.items.find((item) => item.id === world.equipment.slots[slot]);
  return entry ? { itemId: entry.itemId, quantity: entry.quantity } : null;
}

/** A stack in the pack (not on the belt), as bought long ago. */
function packStack(world: GameState, itemId: string, quantity: number): InventoryItem {
  const entry = createInventoryEntry(world, itemId, quantity);
  world.inventory.items.push(entry);
  return entry;
}

function packCount(world: GameState, itemId: string): number {
  return world.inventory.items
    .filter((entry) => !entry.equipped && entry.itemId === itemId)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

/** Drinks the belt's health potions one by one as a fight does (below 40% health, the cooldown passed). */
function drinkHealthOnline(world: GameState, times: number): GameEvent[] {
  const events: GameEvent[] = [];
  for (let index = 0; index < times; index++) {
    world.player.health = 1;
    world.combat.potionReadyAt = 0;
    autoPotions(world, events);
  }
  return events;
}

describe('belt: a slot that runs out refills from the pack', () => {
  it('takes the next stack of the same potion, then the best one of its kind the hunter may drink', () => {
    const world = createTestWorld('base');
    world.player.level = 20;
    // The starting five on potion_1; in the pack three more, two medium (level 15), one large (level 45).
    packStack(world, 'health_potion_medium', 2);
    packStack(world, 'health_potion_small', 3);
    packStack(world, 'health_potion_large', 1);
    const events = drinkHealthOnline(world, 5);
    expect(events.filter((event) => event.type === 'potionUsed')).toHaveLength(5);
    // The same potion came next, not the better one.
    expect(slotItem(world, 'potion_1')).toEqual({ itemId: 'health_potion_small', quantity: 3 });
    expect(packCount(world, 'health_potion_small')).toBe(0);
    drinkHealthOnline(world, 3);
    // Out of small ones: the medium ones (the large one needs level 45).
    expect(slotItem(world, 'potion_1')).toEqual({ itemId: 'health_potion_medium', quantity: 2 });
    drinkHealthOnline(world, 2);
    expect(world.equipment.slots.potion_1).toBeNull();
    expect(packCount(world, 'health_potion_large')).toBe(1);
    // The mana slot was never touched.
    expect(slotItem(world, 'potion_2')).toEqual({ itemId: 'mana_potion_small', quantity: 3 });
  });

  it('refills the slot a command drank dry too, and the fight drinks on from it', () => {
    const world = createTestWorld('base');
    packStack(world, 'mana_potion_small', 4);
    for (let index = 0; index < 3; index++) {
      world.resourcePools.mana.current = 0;
      world.combat.potionReadyAt = 0;
      expect(reply(world, { type: 'usePotion', slot: 'potion_2' })).toEqual({ ok: true });
    }
    expect(slotItem(world, 'potion_2')).toEqual({ itemId: 'mana_potion_small', quantity: 4 });
    world.resourcePools.mana.current = 0;
    world.combat.potionReadyAt = 0;
    expect(reply(world, { type: 'usePotion', slot: 'potion_2' })).toEqual({ ok: true });
    expect(slotItem(world, 'potion_2')?.quantity).toBe(3);
  });

  it('leaves a slot the player emptied on purpose empty, however long the fight', () => {
    const world = createTestWorld('base');
    expect(reply(world, { type: 'unequip', slot: 'potion_1' })).toEqual({ ok: true });
    expect(world.equipment.slots.potion_1).toBeNull();
    send(world, { type: 'startCombat', areaId: 'tutorial_rift' });
    const events: GameEvent[] = [];
    for (let tick = 0; tick < 400; tick++) {
      // Low enough to drink, not low enough to fall.
      world.player.health = Math.max(1, Math.floor(world.player.maxHealth * 0.3));
      events.push(...step(world, []).events);
    }
    expect(events.filter((event) => event.type === 'potionUsed' && event.restores === 'health')).toEqual([]);
    expect(world.equipment.slots.potion_1).toBeNull();
    expect(packCount(world, 'health_potion_small')).toBe(5);
  });
});

describe('belt: potions that come into the pack', () => {
  it('go onto an empty slot when the belt holds none of their kind: bought, health to slot 1', () => {
    const world = createTestWorld('base');
    drinkHealthOnline(world, 5);
    expect(world.equipment.slots.potion_1).toBeNull();
    expect(reply(world, { type: 'buyItem', itemId: 'health_potion_small', quantity: 10 })).toEqual({ ok: true });
    expect(slotItem(world, 'potion_1')).toEqual({ itemId: 'health_potion_small', quantity: 10 });
    expect(packCount(world, 'health_potion_small')).toBe(0);
  });

  it('mana goes to slot 2 first, and to slot 1 when slot 2 is taken by health', () => {
    const world = createTestWorld('base');
    // Both slots emptied: a mana potion picked up goes to its own slot.
    send(world, { type: 'unequip', slot: 'potion_1' });
    send(world, { type: 'unequip', slot: 'potion_2' });
    world.inventory.items = world.inventory.items.filter((entry) => !entry.itemId.includes('potion'));
    receiveItem(world, 'mana_potion_small', 2);
    expect(slotItem(world, 'potion_2')).toEqual({ itemId: 'mana_potion_small', quantity: 2 });
    expect(world.equipment.slots.potion_1).toBeNull();
    // A health potion dropped goes to slot 1.
    receiveItem(world, 'health_potion_small', 1);
    expect(slotItem(world, 'potion_1')).toEqual({ itemId: 'health_potion_small', quantity: 1 });

    // Health moved to slot 2 by the player: mana found goes to the empty slot 1.
    const other = createTestWorld('base');
    const health = other.equipment.slots.potion_1!;
    send(other, { type: 'unequip', slot: 'potion_1' });
    send(other, { type: 'unequip', slot: 'potion_2' });
    other.inventory.items = other.inventory.items.filter((entry) => !entry.itemId.startsWith('mana'));
    expect(reply(other, { type: 'equip', inventoryItemId: health, slot: 'potion_2' })).toEqual({ ok: true });
    receiveItem(other, 'mana_potion_small', 2);
    expect(slotItem(other, 'potion_1')).toEqual({ itemId: 'mana_potion_small', quantity: 2 });
    expect(slotItem(other, 'potion_2')).toEqual({ itemId: 'health_potion_small', quantity: 5 });
    // Health found now joins the belt's stack.
    receiveItem(other, 'health_potion_small', 2);
    expect(slotItem(other, 'potion_2')).toEqual({ itemId: 'health_potion_small', quantity: 7 });
    expect(beltLandingSlot(other, 'health_potion_medium')).toBeNull();
  });

  it('a kind the belt already holds, or a potion the hunter may not drink yet, stays in the pack', () => {
    const world = createTestWorld('base');
    world.player.hunterRank = 'D';
    world.resources.gold = 10_000;
    send(world, { type: 'unequip', slot: 'potion_2' });
    // Medium potions are sold from rank D but drunk from level 15.
    expect(world.player.level).toBeLessThan(15);
    expect(reply(world, { type: 'buyItem', itemId: 'mana_potion_medium', quantity: 3 })).toEqual({ ok: true });
    expect(world.equipment.slots.potion_2).toBeNull();
    expect(packCount(world, 'mana_potion_medium')).toBe(3);
    expect(reply(world, { type: 'buyItem', itemId: 'health_potion_small', quantity: 3 })).toEqual({ ok: true });
    // potion_1 held the same potion: the bought ones joined it.
    expect(slotItem(world, 'potion_1')).toEqual({ itemId: 'health_potion_small', quantity: 8 });
  });

  it('lands on the belt even when the pack is full', () => {
    const world = createTestWorld('base');
    drinkHealthOnline(world, 5);
    while (usedInventorySlots(world) < world.inventory.maxSlots) packStack(world, 'basic_sword', 1);
    expect(addItem(world, 'health_potion_small', 4)).toBe(4);
    expect(slotItem(world, 'potion_1')).toEqual({ itemId: 'health_potion_small', quantity: 4 });
  });
});

describe('belt: time away drinks by the same rule', () => {
  it('draws the belt stack, then its refills, then the other slot, in the order a fight drinks them', () => {
    const world = createTestWorld('base');
    world.player.level = 20;
    const small = packStack(world, 'health_potion_small', 2);
    const medium = packStack(world, 'health_potion_medium', 3);
    packStack(world, 'health_potion_large', 9); // level 45: never drunk
    const belt = world.equipment.slots.potion_1!;
    expect(beltDrinkOrder(world, 'health')).toEqual([
      { entryId: belt, itemId: 'health_potion_small', count: 5 },
      { entryId: small.id, itemId: 'health_potion_small', count: 2 },
      { entryId: medium.id, itemId: 'health_potion_medium', count: 3 },
    ]);
    // A belt without health potions drinks none away, whatever the pack holds.
    send(world, { type: 'unequip', slot: 'potion_1' });
    expect(beltDrinkOrder(world, 'health')).toEqual([]);
  });

  it('property: drinking n away leaves the belt and pack as n drunk online do', () => {
    const potions = ['health_potion_small', 'health_potion_medium', 'health_potion_large', 'mana_potion_small'];
    const stack = fc.record({ itemId: fc.constantFrom(...potions), quantity: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(
        fc.array(stack, { maxLength: 5 }),
        fc.constantFrom<(string | null)[]>(
          ['health_potion_small', 'mana_potion_small'],
          [null, 'health_potion_medium'],
          ['mana_potion_small', 'health_potion_small'],
          [null, null],
        ),
        fc.integer({ min: 10, max: 60 }),
        fc.integer({ min: 0, max: 20 }),
        (pack, beltItems, level, drinks) => {
          const build = () => {
            const world = createTestWorld('base');
            world.player.level = level;
            world.inventory.items = world.inventory.items.filter((entry) => !entry.itemId.includes('potion'));
            POTION_SLOTS.forEach((slot, index) => {
              world.equipment.slots[slot] = null;
              const itemId = beltItems[index];
              if (!itemId) return;
              const entry = packStack(world, itemId, 2);
              entry.equipped = true;
              entry.slot = slot;
              world.equipment.slots[slot] = entry.id;
            });
            for (const { itemId, quantity } of pack) packStack(world, itemId, quantity);
            return world;
          };
          const online = build();
          const drunkOnline = drinkHealthOnline(online, drinks).filter((event) => event.type === 'potionUsed').length;
          const away = build();
          // As combat-offline.ts applies a fight away: the first n of the order, stack by stack.
          let left = drinks;
          let drunkAway = 0;
          for (const draw of beltDrinkOrder(away, 'health')) {
            const count = Math.min(left, draw.count);
            left -= count;
            drunkAway += drinkFromStack(away, draw.entryId, count);
          }
          expect(drunkAway).toBe(drunkOnline);
          expect(away.equipment.slots).toEqual(online.equipment.slots);
          expect(away.inventory.items).toEqual(online.inventory.items);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a fight away empties the belt stack and goes on from the pack', () => {
    const world = createDoomedHunter();
    packStack(world, 'health_potion_small', 6);
    const held = () => packCount(world, 'health_potion_small') + (slotItem(world, 'potion_1')?.quantity ?? 0);
    const before = held();
    expect(slotItem(world, 'potion_1')?.quantity).toBe(2);
    const gains = applyOfflineProgress(world, 3 * 3_600_000)!;
    // More than the two on the belt: the pack refilled it.
    expect(gains.combat!.potionsUsed).toBeGreaterThan(2);
    expect(held()).toBe(before - gains.combat!.potionsUsed);
    // The slot holds the next stack (as online), or is empty only when every potion was drunk.
    if (held() > 0) expect(slotItem(world, 'potion_1')?.itemId).toBe('health_potion_small');
    else expect(world.equipment.slots.potion_1).toBeNull();
  });
});
