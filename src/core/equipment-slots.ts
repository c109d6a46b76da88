/**
 * What the equipment slots hold (spec 001 §3; DESIGN.md ruling 6; issue 31). A slot holds one inventory
 * entry: `equipment.slots[slot]` names it, and the entry carries `equipped: true` and `slot`. The two
 * always agree in play (equip and unequip write both), but a save is the player's to edit, so nothing
 * that sums gear trusts the flag alone: sixty weapons flagged `equipped` are one weapon.
 *
 * The entry a slot holds: the one `equipment.slots[slot]` names, when it is flagged equipped in that
 * slot and its item fits the slot; else (a save whose map and flags disagree) the first entry, in
 * inventory order, flagged equipped in that slot whose item fits it; else none. At most one per slot,
 * the same on every reading.
 */
import type { ItemType } from '@/content/types';
import { EQUIPMENT_SLOTS, type EquipmentSlot } from '@/content/ids';
import { ITEMS } from './content-index';
import type { DeepReadonly, ReadonlyWorld } from './readonly';
import type { InventoryItem } from './state-types';

/** Slots each item type may go in (ruling 6). */
export const SLOTS_FOR_TYPE: Readonly<Record<ItemType, readonly EquipmentSlot[]>> = {
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
  material: [],
  tool: [],
};

const SLOT_SET: ReadonlySet<string> = new Set<string>(EQUIPMENT_SLOTS);

/** True if the item (a content id) exists and its type may go in `slot`. */
export function fitsSlot(itemId: string, slot: EquipmentSlot): boolean {
  const item = ITEMS[itemId];
  return item !== undefined && SLOTS_FOR_TYPE[item.type].includes(slot);
}

type HeldEntry = DeepReadonly<InventoryItem>;

interface Holding {
  /** The entry each item slot holds; slots holding nothing are absent. */
  holders: Map<EquipmentSlot, HeldEntry>;
  /** Every entry flagged equipped in a slot its item fits, in inventory order (the candidates). */
  flagged: HeldEntry[];
}

/** One pass over the bag: only entries flagged equipped do any work (a bag of 200 holds about 13). */
function holding(world: ReadonlyWorld): Holding {
  const named = world.equipment.slots;
  const holders = new Map<EquipmentSlot, HeldEntry>();
  const flagged: HeldEntry[] = [];
  let firstFlagged: Map<EquipmentSlot, HeldEntry> | null = null;
  for (const entry of world.inventory.items) {
    if (entry.equipped !== true) continue;
    const slot = entry.slot;
    if (slot === undefined || !SLOT_SET.has(slot) || !fitsSlot(entry.itemId, slot)) continue;
    flagged.push(entry);
    if (named[slot] === entry.id) {
      if (!holders.has(slot)) holders.set(slot, entry);
    } else {
      firstFlagged ??= new Map();
      if (!firstFlagged.has(slot)) firstFlagged.set(slot, entry);
    }
  }
  if (firstFlagged) for (const [slot, entry] of firstFlagged) if (!holders.has(slot)) holders.set(slot, entry);
  return { holders, flagged };
}

/** The entry each item slot holds (see the header), by slot; slots holding nothing are absent. */
export function slotHolders(world: ReadonlyWorld): Map<EquipmentSlot, HeldEntry> {
  return holding(world).holders;
}

/** The entry one slot holds, or undefined. */
export function slotHolder(world: ReadonlyWorld, slot: EquipmentSlot): HeldEntry | undefined {
  return holding(world).holders.get(slot);
}

/**
 * The held entries of the given slots (all item slots by default), in inventory order: the order the
 * gear was always summed in, so a save whose slots and flags agree sums to the same bits as before.
 */
export function heldEntries(world: ReadonlyWorld, slots?: ReadonlySet<EquipmentSlot>): HeldEntry[] {
  const { holders, flagged } = holding(world);
  const held: HeldEntry[] = [];
  for (const entry of flagged) {
    const slot = entry.slot!;
    if (holders.get(slot) === entry && (!slots || slots.has(slot))) held.push(entry);
  }
  return held;
}
