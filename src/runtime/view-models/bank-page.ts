/**
 * The bank page (issue 11): the bank's stacks by tab, its slots and next upgrade, the stash of
 * deliveries that did not fit, and the saved equipment sets with their pieces named.
 */
import { GEAR_SLOTS, type EquipmentSlot } from '@/content/ids';
import { ITEMS } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { BANK_UPGRADE, slotsGained, upgradeCost } from '@/core/slot-upgrades';
import { tierRules } from '@/core/tiers';
import { stackView, type SlotUpgradeView, type StackView } from './inventory-page';

export interface BankStackView extends StackView {
  tab: number;
}

export interface EquipmentSetView {
  name: string;
  pieces: { slot: EquipmentSlot; itemId: string; name: string }[];
}

export interface BankView {
  gold: number;
  capacity: SlotUpgradeView;
  tabs: string[];
  stacks: BankStackView[];
  stash: StackView[];
  sets: EquipmentSetView[];
}

function entryOrder(id: string): number {
  const number = Number(id.slice(id.lastIndexOf('_') + 1));
  return Number.isFinite(number) ? number : 0;
}

export function selectBank(world: ReadonlyWorld): BankView {
  const upgrades = world.banking.upgrades;
  const rules = tierRules(world.player.accountTier);
  const nextSlots = slotsGained(BANK_UPGRADE, upgrades.totalSlots, rules.bankSlotsCap);
  return {
    gold: world.resources.gold,
    capacity: {
      used: world.banking.items.length,
      max: upgrades.totalSlots,
      cap: rules.bankSlotsCap,
      nextCost: nextSlots > 0 ? upgradeCost(BANK_UPGRADE, upgrades.upgradesPurchased) : null,
      nextSlots,
    },
    tabs: [...world.banking.tabs],
    stacks: world.banking.items.map((entry) => ({
      ...stackView(world, entry.id, entry.itemId, entry.quantity, null, entryOrder(entry.id)),
      tab: entry.tab ?? 0,
    })),
    stash: world.banking.stashItems.map((entry) =>
      stackView(world, entry.id, entry.itemId, entry.quantity, null, entryOrder(entry.id)),
    ),
    sets: world.banking.equipmentSets.map((set) => ({
      name: set.name,
      pieces: GEAR_SLOTS.flatMap((slot) => {
        const itemId = set.slots[slot];
        return itemId ? [{ slot, itemId, name: ITEMS[itemId]?.name ?? itemId }] : [];
      }),
    })),
  };
}
