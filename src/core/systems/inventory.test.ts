import { describe, expect, it } from 'vitest';
import { ITEMS } from '../content-index';
import { addItem, countInInventory, LOOT_POUCH_SIZE, receiveItem, usedInventorySlots } from '../inventory';
import { INVENTORY_UPGRADE, upgradeCost } from '../slot-upgrades';
import { step } from '../step';
import type { GameState } from '../state-types';
import { createTestWorld } from '../testing/fixtures';
import { INVENTORY_MESSAGES } from './inventory';

const send = (world: GameState, command: object) => step(world, [command]).replies[0];

function fillInventory(world: GameState): void {
  while (usedInventorySlots(world) < world.inventory.maxSlots) addItem(world, 'hide_gloves', 1);
}

describe('inventory capacity and stacks', () => {
  it('starts at the tier start value (spec 000 §9) and buys 10 more at a time up to the cap (spec 000 §6)', () => {
    const world = createTestWorld('base');
    expect(world.inventory.maxSlots).toBe(100);
    world.resources.gold = 10_000_000;
    expect(send(world, { type: 'buyInventorySlots' })).toEqual({ ok: true });
    expect(world.inventory.maxSlots).toBe(110);
    expect(world.ledger.spent.inventorySlots).toBe(upgradeCost(INVENTORY_UPGRADE, 0));
    while (send(world, { type: 'buyInventorySlots' })?.ok);
    expect(world.inventory.maxSlots).toBe(250);
    expect(send(world, { type: 'buyInventorySlots' })).toEqual({
      ok: false,
      message: INVENTORY_MESSAGES.inventoryAtCap(250, 'Base Game'),
    });
    const demo = createTestWorld('demo');
    expect(demo.inventory.maxSlots).toBe(50);
    demo.resources.gold = 10_000;
    expect(send(demo, { type: 'buyInventorySlots' })?.ok).toBe(false);
  });

  it('holds 999 of a material in the satchel and 999 potions to a stack; gear one to a slot', () => {
    const world = createTestWorld('base');
    expect(addItem(world, 'bone_dust', 1_200)).toBe(999);
    expect(world.resources.materials.bone_dust).toBe(999);
    const slots = usedInventorySlots(world);
    expect(addItem(world, 'mana_potion_medium', 1_500)).toBe(1_500);
    expect(usedInventorySlots(world)).toBe(slots + 2);
    expect(world.inventory.items.filter((e) => e.itemId === 'mana_potion_medium').map((e) => e.quantity)).toEqual([
      999, 501,
    ]);
    expect(addItem(world, 'hide_gloves', 3)).toBe(3);
    expect(usedInventorySlots(world)).toBe(slots + 5);
  });
});

describe('the loot pouch', () => {
  it('catches drops when the inventory is full, and they are claimed one or all', () => {
    const world = createTestWorld('base');
    fillInventory(world);
    expect(receiveItem(world, 'leather_cap', 1)).toEqual({ added: 0, pouched: 1, lost: [] });
    expect(receiveItem(world, 'worn_boots', 1).pouched).toBe(1);
    expect(world.inventory.lootPouch.map((entry) => entry.itemId)).toEqual(['leather_cap', 'worn_boots']);
    expect(send(world, { type: 'claimLoot' })).toEqual({ ok: false, message: INVENTORY_MESSAGES.inventoryFull });
    send(world, { type: 'sellItem', itemId: 'hide_gloves', quantity: 1 });
    expect(send(world, { type: 'claimLoot', index: 0 })).toEqual({ ok: true });
    expect(countInInventory(world, 'leather_cap')).toBe(1);
    send(world, { type: 'sellItem', itemId: 'hide_gloves', quantity: 3 });
    expect(send(world, { type: 'claimLoot' })).toEqual({ ok: true });
    expect(world.inventory.lootPouch).toEqual([]);
    expect(send(world, { type: 'claimLoot' })).toEqual({ ok: false, message: INVENTORY_MESSAGES.pouchEmpty });
  });

  it('keeps the last 16 drops; an older one pushed out is counted, never silently gone', () => {
    const world = createTestWorld('base');
    fillInventory(world);
    const gear = Object.values(ITEMS).filter((item) => item && item.stackSize === 1 && item.type !== 'tool');
    for (let index = 0; index < LOOT_POUCH_SIZE; index += 1) receiveItem(world, gear[index]!.id, 1);
    expect(world.inventory.lootPouch).toHaveLength(LOOT_POUCH_SIZE);
    const next = receiveItem(world, gear[LOOT_POUCH_SIZE]!.id, 1);
    expect(next.lost).toEqual([{ itemId: gear[0]!.id, quantity: 1 }]);
    expect(world.inventory.overflowLost).toBe(1);
    expect(world.inventory.lootPouch).toHaveLength(LOOT_POUCH_SIZE);
    // A drop of a kind already in the pouch joins it (and becomes the newest) instead of pushing one out.
    receiveItem(world, gear[3]!.id, 1);
    expect(world.inventory.lootPouch.at(-1)).toMatchObject({ itemId: gear[3]!.id, quantity: 2 });
    expect(world.inventory.overflowLost).toBe(1);
  });

  it('shows up in the enemy loot: what the bag could not take is listed as pouched', () => {
    const world = createTestWorld('base');
    fillInventory(world);
    world.resources.materials = {};
    for (const material of Object.values(ITEMS))
      if (material?.type === 'material') world.resources.materials[material.id] = 999;
    send(world, { type: 'startCombat', areaId: 'gloomroot_thicket' });
    const pouched: number[] = [];
    for (let tick = 0; tick < 40_000 && pouched.length === 0; tick += 1) {
      for (const event of step(world, []).events)
        if (event.type === 'lootDropped' && event.loot.pouched.length > 0) pouched.push(event.loot.pouched.length);
      if (world.player.health < world.player.maxHealth * 0.5) world.player.health = world.player.maxHealth;
    }
    expect(pouched.length).toBeGreaterThan(0);
    expect(world.inventory.lootPouch.length).toBeGreaterThan(0);
  });

  it('locks and unlocks item kinds', () => {
    const world = createTestWorld('base');
    expect(send(world, { type: 'setItemLocked', itemId: 'basic_sword', locked: true })).toEqual({ ok: true });
    expect(send(world, { type: 'setItemLocked', itemId: 'basic_sword', locked: true })).toEqual({ ok: true });
    expect(world.inventory.lockedItemIds).toEqual(['basic_sword']);
    send(world, { type: 'setItemLocked', itemId: 'basic_sword', locked: false });
    expect(world.inventory.lockedItemIds).toEqual([]);
    expect(send(world, { type: 'setItemLocked', itemId: 'nope', locked: true })).toEqual({
      ok: false,
      message: INVENTORY_MESSAGES.unknownItem,
    });
  });
});
