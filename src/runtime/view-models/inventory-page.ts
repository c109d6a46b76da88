/**
 * The inventory page (issue 11): the unequipped stacks and the material satchel as one grid, the
 * capacity and its next upgrade, and the loot pouch. Sorting and filtering are pure helpers here so
 * the page and its tests agree on the order.
 */
import type { Rarity } from '@/content/ids';
import type { ItemType } from '@/content/types';
import { ITEMS } from '@/core/content-index';
import { LOOT_POUCH_SIZE, usedInventorySlots } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import { INVENTORY_UPGRADE, slotsGained, upgradeCost } from '@/core/slot-upgrades';
import { tierRules } from '@/core/tiers';
import { RARITY_ORDER, TYPE_LABELS } from './item-views';

export interface StackView {
  /** Stable React key: the entry id, or `satchel:{itemId}` for materials. */
  key: string;
  itemId: string;
  /** The inventory entry (null for the satchel's materials). */
  inventoryItemId: string | null;
  name: string;
  type: ItemType;
  typeLabel: string;
  rarity: Rarity;
  quantity: number;
  value: number;
  levelRequirement: number;
  locked: boolean;
  /** Higher is newer (the id counter at creation; materials rank by their newest use). */
  order: number;
}

export interface PouchView {
  index: number;
  itemId: string;
  name: string;
  rarity: Rarity;
  quantity: number;
  droppedAt: number;
}

export interface SlotUpgradeView {
  used: number;
  max: number;
  cap: number;
  /** Gold for the next 10 slots; null at the tier's cap. */
  nextCost: number | null;
  nextSlots: number;
}

export interface InventoryView {
  gold: number;
  capacity: SlotUpgradeView;
  stacks: StackView[];
  pouch: PouchView[];
  pouchSize: number;
  overflowLost: number;
}

function entryOrder(id: string): number {
  const number = Number(id.slice(id.lastIndexOf('_') + 1));
  return Number.isFinite(number) ? number : 0;
}

export function stackView(
  world: ReadonlyWorld,
  key: string,
  itemId: string,
  quantity: number,
  inventoryItemId: string | null,
  order: number,
): StackView {
  const item = ITEMS[itemId];
  const type = item?.type ?? 'material';
  return {
    key,
    itemId,
    inventoryItemId,
    name: item?.name ?? itemId,
    type,
    typeLabel: TYPE_LABELS[type],
    rarity: item?.rarity ?? 'common',
    quantity,
    value: item?.value ?? 0,
    levelRequirement: item?.levelRequirement ?? 1,
    locked: world.inventory.lockedItemIds.includes(itemId),
    order,
  };
}

export function selectInventory(world: ReadonlyWorld): InventoryView {
  const stacks: StackView[] = [];
  for (const entry of world.inventory.items) {
    if (entry.equipped) continue;
    stacks.push(stackView(world, entry.id, entry.itemId, entry.quantity, entry.id, entryOrder(entry.id)));
  }
  for (const [itemId, quantity] of Object.entries(world.resources.materials)) {
    if (quantity > 0) stacks.push(stackView(world, `satchel:${itemId}`, itemId, quantity, null, 0));
  }
  const rules = tierRules(world.player.accountTier);
  const max = world.inventory.maxSlots;
  const nextSlots = slotsGained(INVENTORY_UPGRADE, max, rules.inventorySlotsCap);
  return {
    gold: world.resources.gold,
    capacity: {
      used: usedInventorySlots(world),
      max,
      cap: rules.inventorySlotsCap,
      nextCost: nextSlots > 0 ? upgradeCost(INVENTORY_UPGRADE, world.inventory.upgradesPurchased) : null,
      nextSlots,
    },
    stacks,
    pouch: world.inventory.lootPouch.map((drop, index) => {
      const item = ITEMS[drop.itemId];
      return {
        index,
        itemId: drop.itemId,
        name: item?.name ?? drop.itemId,
        rarity: item?.rarity ?? 'common',
        quantity: drop.quantity,
        droppedAt: drop.droppedAt,
      };
    }),
    pouchSize: LOOT_POUCH_SIZE,
    overflowLost: world.inventory.overflowLost,
  };
}

export type StackSort = 'newest' | 'name' | 'type' | 'rarity' | 'value';

export const STACK_SORTS: readonly { id: StackSort; label: string }[] = [
  { id: 'newest', label: 'Newest' },
  { id: 'name', label: 'Name' },
  { id: 'type', label: 'Type' },
  { id: 'rarity', label: 'Rarity' },
  { id: 'value', label: 'Value' },
];

export type StackFilter = 'all' | 'gear' | 'potions' | 'materials' | 'locked';

export const STACK_FILTERS: readonly { id: StackFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'gear', label: 'Gear' },
  { id: 'potions', label: 'Potions' },
  { id: 'materials', label: 'Materials' },
  { id: 'locked', label: 'Locked' },
];

const TYPE_ORDER: readonly ItemType[] = [
  'weapon',
  'shield',
  'helmet',
  'armor',
  'legs',
  'boots',
  'gloves',
  'cape',
  'amulet',
  'ring',
  'accessory',
  'potion',
  'consumable',
  'wraith',
  'tool',
  'material',
];

function matchesFilter(stack: StackView, filter: StackFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'gear':
      return !['potion', 'consumable', 'material', 'tool'].includes(stack.type);
    case 'potions':
      return stack.type === 'potion' || stack.type === 'consumable';
    case 'materials':
      return stack.type === 'material' || stack.type === 'tool';
    case 'locked':
      return stack.locked;
  }
}

/** Filters by kind and a search over name and type, then sorts; ties keep a stable, readable order. */
export function arrangeStacks<T extends StackView>(
  stacks: readonly T[],
  options: { sort: StackSort; filter: StackFilter; search: string },
): T[] {
  const needle = options.search.trim().toLowerCase();
  const kept = stacks.filter(
    (stack) =>
      matchesFilter(stack, options.filter) &&
      (needle === '' || stack.name.toLowerCase().includes(needle) || stack.typeLabel.toLowerCase().includes(needle)),
  );
  const byName = (a: T, b: T) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key);
  const compare: Record<StackSort, (a: T, b: T) => number> = {
    newest: (a, b) => b.order - a.order || byName(a, b),
    name: byName,
    type: (a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || byName(a, b),
    rarity: (a, b) => RARITY_ORDER.indexOf(b.rarity) - RARITY_ORDER.indexOf(a.rarity) || byName(a, b),
    value: (a, b) => b.value * b.quantity - a.value * a.quantity || byName(a, b),
  };
  return kept.sort(compare[options.sort]);
}
