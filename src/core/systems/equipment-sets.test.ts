import { describe, expect, it } from 'vitest';
import { ITEMS } from '../content-index';
import { addItem, countInInventory, findInventoryItem, usedInventorySlots } from '../inventory';
import { step } from '../step';
import type { GameState } from '../state-types';
import { createTestWorld } from '../testing/fixtures';
import { bankQuantity } from './bank';
import { EQUIP_MESSAGES } from './equipment';
import { SET_MESSAGES } from './equipment-sets';

const send = (world: GameState, command: object) => step(world, [command]).replies[0];
const worn = (world: GameState, slot: keyof GameState['equipment']['slots']) => {
  const id = world.equipment.slots[slot];
  return id ? findInventoryItem(world, id)?.itemId : undefined;
};
const equipFromBag = (world: GameState, itemId: string, slot: string) => {
  const entry = world.inventory.items.find((row) => row.itemId === itemId && !row.equipped)!;
  return send(world, { type: 'equip', inventoryItemId: entry.id, slot });
};

describe('equipment sets', () => {
  it('saves the worn gear under a name and puts it back on in one command, from inventory and bank', () => {
    const world = createTestWorld('base');
    world.player.level = 10;
    addItem(world, 'hunters_shortbow', 1);
    addItem(world, 'leather_cap', 1);
    expect(send(world, { type: 'saveEquipmentSet', name: 'Blade' })).toEqual({ ok: true });
    equipFromBag(world, 'hunters_shortbow', 'weapon');
    equipFromBag(world, 'leather_cap', 'helmet');
    expect(send(world, { type: 'saveEquipmentSet', name: 'Bow' })).toEqual({ ok: true });
    expect(world.banking.equipmentSets.map((set) => set.name)).toEqual(['Blade', 'Bow']);

    // The sword goes to the bank; putting "Blade" on fetches it from there and takes off the cap.
    send(world, {
      type: 'equip',
      inventoryItemId: world.inventory.items.find((e) => e.itemId === 'basic_sword')!.id,
      slot: 'weapon',
    });
    equipFromBag(world, 'hunters_shortbow', 'weapon');
    send(world, { type: 'deposit', itemId: 'basic_sword' });
    expect(bankQuantity(world, 'basic_sword')).toBe(1);
    const { replies, events } = step(world, [{ type: 'equipEquipmentSet', name: 'Blade' }]);
    expect(replies[0]).toEqual({ ok: true });
    expect(worn(world, 'weapon')).toBe('basic_sword');
    expect(worn(world, 'helmet')).toBeUndefined();
    expect(bankQuantity(world, 'basic_sword')).toBe(0);
    expect(countInInventory(world, 'hunters_shortbow')).toBe(1);
    expect(countInInventory(world, 'leather_cap')).toBe(1);
    expect(events.filter((event) => event.type === 'itemEquipped')).toHaveLength(1);

    expect(send(world, { type: 'equipEquipmentSet', name: 'Bow' })).toEqual({ ok: true });
    expect([worn(world, 'weapon'), worn(world, 'helmet')]).toEqual(['hunters_shortbow', 'leather_cap']);
    expect(send(world, { type: 'equipEquipmentSet', name: 'Bow' })).toEqual({
      ok: false,
      message: SET_MESSAGES.alreadyWorn,
    });
  });

  it('refuses, changing nothing, when a piece is missing or the level is too low', () => {
    const world = createTestWorld('base');
    world.player.level = 10;
    addItem(world, 'leather_cap', 1);
    equipFromBag(world, 'leather_cap', 'helmet');
    send(world, { type: 'saveEquipmentSet', name: 'Capped' });
    send(world, { type: 'unequip', slot: 'helmet' });
    send(world, { type: 'sellItem', itemId: 'leather_cap', quantity: 1 });
    const before = JSON.stringify(world.equipment);
    expect(send(world, { type: 'equipEquipmentSet', name: 'Capped' })).toEqual({
      ok: false,
      message: SET_MESSAGES.missing([ITEMS.leather_cap!.name]),
    });
    expect(JSON.stringify(world.equipment)).toBe(before);

    world.banking.equipmentSets.push({ name: 'Too soon', slots: { weapon: 'hunters_shortbow' } });
    world.banking.equipmentSets.at(-1)!.slots.weapon = Object.values(ITEMS).find(
      (item) => item?.type === 'weapon' && (item.levelRequirement ?? 1) > 50,
    )!.id;
    const late = ITEMS[world.banking.equipmentSets.at(-1)!.slots.weapon!]!;
    addItem(world, late.id, 1);
    expect(send(world, { type: 'equipEquipmentSet', name: 'Too soon' })).toEqual({
      ok: false,
      message: EQUIP_MESSAGES.levelRequired(late.levelRequirement!, late.name),
    });
    // A tampered set naming gear for the wrong slot is refused with the equip message.
    world.banking.equipmentSets.push({ name: 'Odd', slots: { helmet: 'basic_sword' } });
    expect(send(world, { type: 'equipEquipmentSet', name: 'Odd' })).toEqual({
      ok: false,
      message: EQUIP_MESSAGES.wrongSlot('weapon', 'helmet'),
    });
    expect(send(world, { type: 'equipEquipmentSet', name: 'Nope' })).toEqual({
      ok: false,
      message: SET_MESSAGES.unknown('Nope'),
    });
  });

  it('sends taken-off gear to the bank when the inventory has no room', () => {
    const world = createTestWorld('base');
    send(world, { type: 'saveEquipmentSet', name: 'Bare' });
    world.banking.equipmentSets[0]!.slots = {};
    while (usedInventorySlots(world) < world.inventory.maxSlots) addItem(world, 'hide_gloves', 1);
    expect(send(world, { type: 'equipEquipmentSet', name: 'Bare' })).toEqual({ ok: true });
    expect(worn(world, 'weapon')).toBeUndefined();
    expect(usedInventorySlots(world)).toBe(world.inventory.maxSlots);
    expect(bankQuantity(world, 'basic_sword') + bankQuantity(world, 'cloth_armor')).toBe(2);
  });

  it('names sets within limits and replaces a set of the same name', () => {
    const world = createTestWorld('base');
    expect(send(world, { type: 'saveEquipmentSet', name: ' ' })).toEqual({ ok: false, message: SET_MESSAGES.name });
    for (let index = 0; index < 6; index += 1) send(world, { type: 'saveEquipmentSet', name: `Set ${index}` });
    expect(send(world, { type: 'saveEquipmentSet', name: 'Set 0' })).toEqual({ ok: true });
    expect(send(world, { type: 'saveEquipmentSet', name: 'Seventh' })).toEqual({
      ok: false,
      message: SET_MESSAGES.limit,
    });
    expect(send(world, { type: 'deleteEquipmentSet', name: 'Set 0' })).toEqual({ ok: true });
    expect(world.banking.equipmentSets).toHaveLength(5);
  });
});
