/**
 * Equipment sets (issue 11): the worn gear saved under a name, and put on again in one command.
 * Items come from the inventory first, then the bank; what comes off goes to the inventory, and
 * to the bank when the inventory has no room. The command checks everything before it moves
 * anything, so a refusal leaves the hunter as they were.
 */
import { GEAR_SLOTS, type EquipmentSlot } from '@/content/ids';
import { ITEMS } from '../content-index';
import type { GameEvent } from '../events';
import { createInventoryEntry, findInventoryItem, removeInventoryEntry, usedInventorySlots } from '../inventory';
import type { GameState } from '../state-types';
import { bankEntryFor, bankQuantity, freeBankSlots, putInBank, takeFromBank } from './bank';
import { EQUIP_MESSAGES, SLOTS_FOR_TYPE, equipItem, unequipItem } from './equipment';

export const EQUIPMENT_SET_LIMIT = 6;
export const EQUIPMENT_SET_NAME_MAX = 24;

export const SET_MESSAGES = {
  name: `A set name needs 1 to ${EQUIPMENT_SET_NAME_MAX} characters`,
  limit: `At most ${EQUIPMENT_SET_LIMIT} equipment sets can be saved`,
  unknown: (name: string) => `No equipment set named "${name}"`,
  missing: (names: string[]) => `Not in your inventory or bank: ${names.join(', ')}`,
  noRoom: 'Not enough room in your inventory or bank for the gear you would take off',
  alreadyWorn: 'You are already wearing this set',
} as const;

function setName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= EQUIPMENT_SET_NAME_MAX ? trimmed : null;
}

function wornItemId(world: GameState, slot: EquipmentSlot): string | null {
  const entryId = world.equipment.slots[slot];
  return entryId ? (findInventoryItem(world, entryId)?.itemId ?? null) : null;
}

/** Saves the worn gear (not potions or wraiths) under the name; a set of that name is replaced. */
export function saveEquipmentSet(world: GameState, name: unknown): string | null {
  const clean = setName(name);
  if (!clean) return SET_MESSAGES.name;
  const sets = world.banking.equipmentSets;
  const existing = sets.find((set) => set.name === clean);
  if (!existing && sets.length >= EQUIPMENT_SET_LIMIT) return SET_MESSAGES.limit;
  const slots: Partial<Record<EquipmentSlot, string>> = {};
  for (const slot of GEAR_SLOTS) {
    const itemId = wornItemId(world, slot);
    if (itemId) slots[slot] = itemId;
  }
  if (existing) existing.slots = slots;
  else sets.push({ name: clean, slots });
  return null;
}

export function deleteEquipmentSet(world: GameState, name: unknown): string | null {
  const sets = world.banking.equipmentSets;
  const index = sets.findIndex((set) => set.name === name);
  if (index < 0) return SET_MESSAGES.unknown(String(name));
  sets.splice(index, 1);
  return null;
}

interface SlotChange {
  slot: EquipmentSlot;
  current: string | null;
  wanted: string | null;
}

export function equipEquipmentSet(world: GameState, name: unknown, events: GameEvent[]): string | null {
  const set = world.banking.equipmentSets.find((entry) => entry.name === name);
  if (!set) return SET_MESSAGES.unknown(String(name));
  const changes: SlotChange[] = [];
  for (const slot of GEAR_SLOTS) {
    const current = wornItemId(world, slot);
    const wanted = set.slots[slot] ?? null;
    if (current !== wanted) changes.push({ slot, current, wanted });
  }
  if (changes.length === 0) return SET_MESSAGES.alreadyWorn;

  // Sources per item: what comes off other slots, then the inventory, then the bank.
  const needed = new Map<string, number>();
  const takenOff = new Map<string, number>();
  for (const change of changes) {
    const wantedItem = change.wanted ? ITEMS[change.wanted] : undefined;
    if (change.wanted && !wantedItem) return EQUIP_MESSAGES.unknownItem;
    if (wantedItem && !SLOTS_FOR_TYPE[wantedItem.type].includes(change.slot))
      return EQUIP_MESSAGES.wrongSlot(wantedItem.type, change.slot);
    if (change.wanted) needed.set(change.wanted, (needed.get(change.wanted) ?? 0) + 1);
    if (change.current) takenOff.set(change.current, (takenOff.get(change.current) ?? 0) + 1);
  }
  const missing: string[] = [];
  let fromInventory = 0;
  let reusedTakenOff = 0;
  for (const [itemId, count] of needed) {
    const item = ITEMS[itemId];
    if (!item) return EQUIP_MESSAGES.unknownItem;
    const required = item.levelRequirement ?? 1;
    if (world.player.level < required) return EQUIP_MESSAGES.levelRequired(required, item.name);
    const offered = takenOff.get(itemId) ?? 0;
    const inInventory = world.inventory.items.filter((entry) => entry.itemId === itemId && !entry.equipped).length;
    const fromOff = Math.min(count, offered);
    const fromBag = Math.min(count - fromOff, inInventory);
    if (fromOff + fromBag + bankQuantity(world, itemId) < count) missing.push(item.name);
    reusedTakenOff += fromOff;
    fromInventory += fromBag;
  }
  if (missing.length > 0) return SET_MESSAGES.missing(missing);

  // Room: taken-off pieces not put back on need inventory slots, or the bank beyond that.
  const leftovers = [...takenOff.values()].reduce((sum, count) => sum + count, 0) - reusedTakenOff;
  const overflow = usedInventorySlots(world) + leftovers - fromInventory - world.inventory.maxSlots;
  if (overflow > 0) {
    const newKinds = new Set([...takenOff.keys()].filter((itemId) => !bankEntryFor(world, itemId)));
    if (Math.min(newKinds.size, overflow) > freeBankSlots(world)) return SET_MESSAGES.noRoom;
  }

  for (const change of changes) if (change.current) unequipItem(world, change.slot, events);
  for (const change of changes) {
    if (!change.wanted) continue;
    let entry = world.inventory.items.find((row) => row.itemId === change.wanted && !row.equipped);
    if (!entry) {
      takeFromBank(world, change.wanted, 1);
      entry = createInventoryEntry(world, change.wanted, 1);
      world.inventory.items.push(entry);
    }
    equipItem(world, entry.id, change.slot, events);
  }
  // Pieces that came off and found no inventory room go to the bank.
  for (const [itemId] of takenOff) {
    while (usedInventorySlots(world) > world.inventory.maxSlots) {
      const spare = world.inventory.items.find((row) => row.itemId === itemId && !row.equipped);
      if (!spare) break;
      removeInventoryEntry(world, spare.id);
      putInBank(world, itemId, spare.quantity);
    }
  }
  return null;
}
