import { describe, expect, it } from 'vitest';
import { step } from '../step';
import type { GameState } from '../state-types';
import { createTestWorld } from '../testing/fixtures';
import { addItem } from '../inventory';
import { computeDerivedStats } from '../stats';
import { EQUIP_MESSAGES, SLOTS_FOR_TYPE } from './equipment';

const command = (world: GameState, value: object) => step(world, [value]).replies[0];
const give = (world: GameState, itemId: string) => {
  addItem(world, itemId, 1);
  return world.inventory.items.filter((entry) => entry.itemId === itemId && !entry.equipped).at(-1)!.id;
};

describe('equip and unequip (spec 001 §4, §5, §8)', () => {
  it('maps item types to slots per ruling 6', () => {
    expect(SLOTS_FOR_TYPE).toMatchObject({
      weapon: ['weapon'],
      shield: ['off_hand'],
      helmet: ['helmet'],
      armor: ['chest'],
      legs: ['legs'],
      boots: ['feet'],
      gloves: ['gloves'],
      cape: ['cape'],
      amulet: ['neck'],
      ring: ['ring_1', 'ring_2'],
      accessory: ['ring_1', 'ring_2'],
      potion: ['potion_1', 'potion_2'],
      consumable: ['potion_1', 'potion_2'],
      wraith: ['wraith_1', 'wraith_2', 'wraith_3'],
    });
  });

  it('equips from the unequipped inventory, replacing the item in the slot', () => {
    const world = createTestWorld();
    const bow = give(world, 'hunters_shortbow');
    const swordId = world.equipment.slots.weapon!;
    const { events, replies } = step(world, [{ type: 'equip', inventoryItemId: bow, slot: 'weapon' }]);
    expect(replies[0]).toEqual({ ok: true });
    expect(events.filter((event) => event.type === 'itemUnequipped' || event.type === 'itemEquipped')).toEqual([
      { type: 'itemUnequipped', slot: 'weapon', itemId: 'basic_sword' },
      { type: 'itemEquipped', slot: 'weapon', itemId: 'hunters_shortbow' },
    ]);
    expect(world.equipment.slots.weapon).toBe(bow);
    const sword = world.inventory.items.find((entry) => entry.id === swordId)!;
    expect(sword.equipped).toBe(false);
    expect(sword.slot).toBeUndefined();
    expect(world.inventory.items.find((entry) => entry.id === bow)).toMatchObject({ equipped: true, slot: 'weapon' });
  });

  it('refuses with the spec’s messages', () => {
    const world = createTestWorld();
    expect(command(world, { type: 'equip', inventoryItemId: 'nope', slot: 'weapon' })).toEqual({
      ok: false,
      message: 'Item not found in inventory',
    });
    expect(command(world, { type: 'equip', inventoryItemId: world.equipment.slots.weapon, slot: 'weapon' })).toEqual({
      ok: false,
      message: 'Item not found in inventory',
    });
    const blade = give(world, 'crypt_blade');
    expect(command(world, { type: 'equip', inventoryItemId: blade, slot: 'weapon' })).toEqual({
      ok: false,
      message: 'Level 8 required to equip Crypt Blade',
    });
    const cap = give(world, 'leather_cap');
    world.player.level = 5;
    expect(command(world, { type: 'equip', inventoryItemId: cap, slot: 'chest' })).toEqual({
      ok: false,
      message: 'Cannot equip helmet in chest slot',
    });
    expect(command(world, { type: 'equip', inventoryItemId: cap, slot: 'hat' })).toEqual({
      ok: false,
      message: 'Unknown equipment slot: hat',
    });
    world.inventory.items.push({
      id: 'ghost',
      playerId: world.playerId,
      itemId: 'no_such_item',
      quantity: 1,
      equipped: false,
    });
    expect(command(world, { type: 'equip', inventoryItemId: 'ghost', slot: 'weapon' })).toEqual({
      ok: false,
      message: EQUIP_MESSAGES.unknownItem,
    });
    expect(command(world, { type: 'unequip', slot: 'cape' })).toEqual({
      ok: false,
      message: 'No item equipped in this slot',
    });
    expect(command(world, { type: 'unequip', slot: 'weapon' })).toEqual({ ok: true });
    expect(world.equipment.slots.weapon).toBeNull();
  });

  it('puts rings in either ring slot and potions in either potion slot', () => {
    const world = createTestWorld();
    world.player.level = 90;
    const first = give(world, 'riftwalker_band');
    const second = give(world, 'band_of_the_last_dawn');
    expect(command(world, { type: 'equip', inventoryItemId: first, slot: 'ring_1' })).toEqual({ ok: true });
    expect(command(world, { type: 'equip', inventoryItemId: second, slot: 'ring_2' })).toEqual({ ok: true });
    expect(command(world, { type: 'unequip', slot: 'potion_1' })).toEqual({ ok: true });
    const potions = world.inventory.items.find((entry) => entry.itemId === 'health_potion_small')!;
    expect(command(world, { type: 'equip', inventoryItemId: potions.id, slot: 'potion_2' })).toEqual({ ok: true });
    expect(world.equipment.slots.potion_2).toBe(potions.id);
    expect(world.equipment.sets).toEqual({ riftwalker: 1 });
  });

  it('refreshes derived stats and the saved player snapshot', () => {
    const world = createTestWorld();
    world.player.level = 2;
    const before = computeDerivedStats(world).defense;
    const cap = give(world, 'leather_cap');
    command(world, { type: 'equip', inventoryItemId: cap, slot: 'helmet' });
    expect(world.player.defense).toBe(before + 2);
  });
});
