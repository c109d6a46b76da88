/**
 * What the bank's deposit list and the store's sell list show of the inventory: its unequipped
 * units, one row per item kind (the bank keeps one stack per kind, and deposits, sales and locks
 * all count by kind), and the limits the bank page explains.
 */
import type { ReadonlyWorld } from '@/core/readonly';
import { selectInventory, type StackView } from './inventory-page';

export { BANK_TAB_LIMIT, BANK_TAB_NAME_MAX } from '@/core/systems/bank';
export { EQUIPMENT_SET_LIMIT, EQUIPMENT_SET_NAME_MAX } from '@/core/systems/equipment-sets';

/** One item kind the hunter carries: every unequipped stack of it added up. */
export interface ItemKindView extends StackView {
  /** How many inventory stacks (slots) it takes; 0 for the material satchel. */
  slots: number;
}

/** Merges stacks of the same item (gear takes a slot per piece, potions overflow into a second stack). */
export function kindsOf(stacks: readonly StackView[]): ItemKindView[] {
  const byItem = new Map<string, ItemKindView>();
  for (const stack of stacks) {
    const slot = stack.inventoryItemId === null ? 0 : 1;
    const seen = byItem.get(stack.itemId);
    if (seen) {
      seen.quantity += stack.quantity;
      seen.slots += slot;
      seen.order = Math.max(seen.order, stack.order);
    } else {
      byItem.set(stack.itemId, { ...stack, key: `kind:${stack.itemId}`, slots: slot });
    }
  }
  return [...byItem.values()];
}

export function inventoryKinds(world: ReadonlyWorld): ItemKindView[] {
  return kindsOf(selectInventory(world).stacks);
}

export interface DepositPlan {
  /** One deposit (all of it) per unlocked kind, in the order given. */
  itemIds: string[];
  /** Locked kinds left in the inventory. */
  lockedKept: string[];
}

/** "Deposit all unlocked": what goes and what stays. */
export function depositAllPlan(kinds: readonly ItemKindView[]): DepositPlan {
  return {
    itemIds: kinds.filter((kind) => !kind.locked).map((kind) => kind.itemId),
    lockedKept: kinds.filter((kind) => kind.locked).map((kind) => kind.name),
  };
}
