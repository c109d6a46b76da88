/**
 * Equip and unequip (spec 001 §4, §5, §8) with the slot mapping of DESIGN.md ruling 6. An equipped
 * item replaces whatever was in the slot; derived stats and set counts refresh afterwards.
 */
import { WRAITH_SLOTS } from '@/content/ids';
import { dismissWraith } from './wraiths';
import { heldEntries, SLOTS_FOR_TYPE } from '../equipment-slots';
import { ITEMS } from '../content-index';
import type { GameEvent } from '../events';
import { isEquipmentSlot, type EquipmentSlot } from '@/content/ids';
import { findInventoryItem } from '../inventory';
import type { GameState } from '../state-types';
import { refreshCharacter } from '../stats';
import { defineSystem } from '../system';

export const EQUIP_MESSAGES = {
  notLoaded: 'Game state not loaded',
  notInInventory: 'Item not found in inventory',
  unknownItem: 'Unknown item',
  levelRequired: (level: number, item: string) => `Level ${level} required to equip ${item}`,
  wrongSlot: (type: string, slot: string) => `Cannot equip ${type} in ${slot} slot`,
  nothingEquipped: 'No item equipped in this slot',
  unknownSlot: (slot: string) => `Unknown equipment slot: ${slot}`,
} as const;

// The slot mapping lives with the rule of what a slot holds (equipment-slots.ts); named here too, as before.
export { SLOTS_FOR_TYPE };

/** Recounts the set pieces the slots hold into `equipment.sets`. */
export function refreshSetCounts(world: GameState): void {
  const sets: Record<string, number> = {};
  for (const entry of heldEntries(world)) {
    const setId = ITEMS[entry.itemId]?.setId;
    if (setId) sets[setId] = (sets[setId] ?? 0) + 1;
  }
  world.equipment.sets = sets;
}

function takeOff(world: GameState, slot: EquipmentSlot, events: GameEvent[]): boolean {
  const entryId = world.equipment.slots[slot];
  if (!entryId) return false;
  const entry = findInventoryItem(world, entryId);
  world.equipment.slots[slot] = null;
  if (!entry) return false;
  entry.equipped = false;
  delete entry.slot;
  events.push({ type: 'itemUnequipped', slot, itemId: entry.itemId });
  return true;
}

export function equipItem(
  world: GameState,
  inventoryItemId: unknown,
  slot: unknown,
  events: GameEvent[],
): string | null {
  if (!isEquipmentSlot(slot)) return EQUIP_MESSAGES.unknownSlot(String(slot));
  const entry = typeof inventoryItemId === 'string' ? findInventoryItem(world, inventoryItemId) : undefined;
  if (!entry || entry.equipped) return EQUIP_MESSAGES.notInInventory;
  const item = ITEMS[entry.itemId];
  if (!item) return EQUIP_MESSAGES.unknownItem;
  const required = item.levelRequirement ?? 1;
  if (world.player.level < required) return EQUIP_MESSAGES.levelRequired(required, item.name);
  if (!SLOTS_FOR_TYPE[item.type].includes(slot)) return EQUIP_MESSAGES.wrongSlot(item.type, slot);
  takeOff(world, slot, events);
  entry.equipped = true;
  entry.slot = slot;
  world.equipment.slots[slot] = entry.id;
  events.push({ type: 'itemEquipped', slot, itemId: entry.itemId });
  refreshSetCounts(world);
  refreshCharacter(world);
  return null;
}

export function unequipItem(world: GameState, slot: unknown, events: GameEvent[]): string | null {
  if (!isEquipmentSlot(slot)) return EQUIP_MESSAGES.unknownSlot(String(slot));
  // A wraith slot holds a bond, not an item: taking it off sends the wraith back to rest.
  const wraithSlot = (WRAITH_SLOTS as readonly string[]).indexOf(slot);
  if (wraithSlot >= 0) return dismissWraith(world, wraithSlot, events);
  if (!takeOff(world, slot, events)) return EQUIP_MESSAGES.nothingEquipped;
  refreshSetCounts(world);
  refreshCharacter(world);
  return null;
}

export type EquipmentCommands = {
  readonly equip: { inventoryItemId: string; slot: EquipmentSlot };
  readonly unequip: { slot: EquipmentSlot };
};

export const equipmentSystem = defineSystem<'equipment', EquipmentCommands, Record<never, never>>({
  id: 'equipment',
  commands: {
    equip: (world, command, tick) => equipItem(world, command.inventoryItemId, command.slot, tick.events),
    unequip: (world, command, tick) => unequipItem(world, command.slot, tick.events),
  },
  emits: ['itemEquipped', 'itemUnequipped'],
});
