/**
 * The equipment page: what each of the 16 slots holds, named for display, and the set bonuses in
 * effect. (The page itself comes with the items issue; the combat page's potion belt reads its
 * potion slots through `selectPotionSlots`.)
 */
import { EQUIPMENT_SLOTS, type EquipmentSlot } from '@/content/ids';
import { ITEMS } from '@/core/content-index';
import { findInventoryItem } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import type { ActiveSetBonus, DerivedStats } from '@/core/stats';

export interface EquippedItemView {
  inventoryItemId: string;
  itemId: string;
  name: string;
  rarity: string;
  quantity: number;
}

export interface EquipmentView {
  slots: Record<EquipmentSlot, EquippedItemView | null>;
  sets: ActiveSetBonus[];
}

/** `derived` is the world's derived stats (its set bonuses), computed once by the caller. */
export function selectEquipment(world: ReadonlyWorld, derived: DerivedStats): EquipmentView {
  const slots = {} as Record<EquipmentSlot, EquippedItemView | null>;
  for (const slot of EQUIPMENT_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? findInventoryItem(world, entryId) : undefined;
    const item = entry ? ITEMS[entry.itemId] : undefined;
    slots[slot] = entry
      ? {
          inventoryItemId: entry.id,
          itemId: entry.itemId,
          name: item?.name ?? entry.itemId,
          rarity: item?.rarity ?? 'common',
          quantity: entry.quantity,
        }
      : null;
  }
  return { slots, sets: derived.sets };
}
