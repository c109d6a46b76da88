/**
 * The bank page's equipment sets beside what the hunter wears now: which set is on, which pieces
 * can't be found (worn, in the inventory or in the bank), and the outfit "Save" would keep.
 */
import { GEAR_SLOTS, type EquipmentSlot } from '@/content/ids';
import { ITEMS } from '@/core/content-index';
import { findInventoryItem } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import { bankQuantity } from '@/core/systems/bank';
import type { EquipmentSetView } from './bank-page';

export interface SetStatusView extends EquipmentSetView {
  /** Every gear slot holds what the set says (empty slots included). */
  wornNow: boolean;
  /** Names of pieces the hunter no longer has anywhere (Wear would be refused). */
  missing: string[];
}

export interface WornPiece {
  slot: EquipmentSlot;
  itemId: string;
  name: string;
}

function wornItemId(world: ReadonlyWorld, slot: EquipmentSlot): string | null {
  const entryId = world.equipment.slots[slot];
  return entryId ? (findInventoryItem(world, entryId)?.itemId ?? null) : null;
}

/** The gear worn now, slot by slot (what "Save what I'm wearing" keeps). */
export function wornGear(world: ReadonlyWorld): WornPiece[] {
  return GEAR_SLOTS.flatMap((slot) => {
    const itemId = wornItemId(world, slot);
    return itemId ? [{ slot, itemId, name: ITEMS[itemId]?.name ?? itemId }] : [];
  });
}

function available(world: ReadonlyWorld, itemId: string): number {
  let count = bankQuantity(world, itemId);
  for (const entry of world.inventory.items) if (entry.itemId === itemId) count += entry.quantity;
  return count;
}

export function setStatuses(world: ReadonlyWorld, sets: readonly EquipmentSetView[]): SetStatusView[] {
  return sets.map((set) => {
    const bySlot = new Map(set.pieces.map((piece) => [piece.slot, piece.itemId]));
    const wornNow = GEAR_SLOTS.every((slot) => wornItemId(world, slot) === (bySlot.get(slot) ?? null));
    const needed = new Map<string, { name: string; count: number }>();
    for (const piece of set.pieces) {
      const seen = needed.get(piece.itemId);
      needed.set(piece.itemId, { name: piece.name, count: (seen?.count ?? 0) + 1 });
    }
    const missing = [...needed.entries()]
      .filter(([itemId, need]) => available(world, itemId) < need.count)
      .map(([, need]) => need.name);
    return { ...set, pieces: [...set.pieces], wornNow, missing };
  });
}
