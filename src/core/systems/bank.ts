/**
 * The bank (issue 11): deposit and withdraw (one, a number, all), slots bought with gold up to the
 * tier's cap, tabs the player names, and the stash of deliveries that did not fit. The bank keeps
 * one stack per item kind, of any size (Melvor's bank), each stack one slot.
 */
import { ITEMS } from '../content-index';
import { spendGold } from '../gold';
import { addItem, countInInventory, createInventoryEntry, roomFor, takeFromInventory } from '../inventory';
import type { ReadonlyWorld } from '../readonly';
import { BANK_UPGRADE, slotsGained, upgradeCost } from '../slot-upgrades';
import type { GameState, InventoryItem } from '../state-types';
import { defineSystem } from '../system';
import { tierRules } from '../tiers';
import { equipEquipmentSet, saveEquipmentSet, deleteEquipmentSet } from './equipment-sets';

export const BANK_TAB_LIMIT = 8;
export const BANK_TAB_NAME_MAX = 20;

export const BANK_MESSAGES = {
  unknownItem: 'Unknown item',
  badQuantity: 'Quantity must be a positive whole number',
  noneInInventory: (name: string) => `No ${name} in your inventory to deposit`,
  notEnoughInInventory: (name: string, have: number) => `You only have ${have} ${name} in your inventory`,
  bankFull: 'Your bank is full: buy more bank slots or sell something',
  notInBank: (name: string) => `No ${name} in the bank`,
  inventoryFull: 'Your inventory is full: sell or deposit something first',
  bankAtCap: (cap: number, tier: string) => `Your bank is at the ${tier} limit of ${cap} slots`,
  tabLimit: `A bank has at most ${BANK_TAB_LIMIT} tabs`,
  tabName: `A tab name needs 1 to ${BANK_TAB_NAME_MAX} characters`,
  noSuchTab: 'No such bank tab',
  firstTab: 'The first tab cannot be deleted',
  stashEmpty: 'The stash is empty',
  noSuchStashEntry: 'That delivery is no longer in the stash',
} as const;

export function bankEntryFor(world: GameState, itemId: string): InventoryItem | undefined;
export function bankEntryFor(world: ReadonlyWorld, itemId: string): Readonly<InventoryItem> | undefined;
export function bankEntryFor(world: ReadonlyWorld, itemId: string): Readonly<InventoryItem> | undefined {
  return world.banking.items.find((entry) => entry.itemId === itemId);
}

export function bankQuantity(world: ReadonlyWorld, itemId: string): number {
  return bankEntryFor(world, itemId)?.quantity ?? 0;
}

export function freeBankSlots(world: ReadonlyWorld): number {
  return Math.max(0, world.banking.upgrades.totalSlots - world.banking.items.length);
}

/** Puts units into the bank's stack of the kind (opening one needs a free slot). False when it can't. */
export function putInBank(world: GameState, itemId: string, quantity: number, tab = 0): boolean {
  const existing = bankEntryFor(world, itemId);
  if (existing) {
    existing.quantity += quantity;
    return true;
  }
  if (freeBankSlots(world) <= 0) return false;
  const entry = createInventoryEntry(world, itemId, quantity);
  entry.tab = tab;
  world.banking.items.push(entry);
  return true;
}

/** Takes units out of the bank's stack (the caller checked the count). */
export function takeFromBank(world: GameState, itemId: string, quantity: number): void {
  const index = world.banking.items.findIndex((entry) => entry.itemId === itemId);
  const entry = world.banking.items[index];
  if (!entry) return;
  entry.quantity -= quantity;
  if (entry.quantity <= 0) world.banking.items.splice(index, 1);
}

/** `quantity` as sent: a positive whole number, or undefined for "all" of `available`. */
function wanted(quantity: unknown, available: number): number | string {
  if (quantity === undefined) return available;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) return BANK_MESSAGES.badQuantity;
  return quantity;
}

export function deposit(world: GameState, itemId: unknown, quantity: unknown): string | null {
  const item = typeof itemId === 'string' ? ITEMS[itemId] : undefined;
  if (!item) return BANK_MESSAGES.unknownItem;
  const have = countInInventory(world, item.id);
  if (have <= 0) return BANK_MESSAGES.noneInInventory(item.name);
  const amount = wanted(quantity, have);
  if (typeof amount === 'string') return amount;
  if (amount > have) return BANK_MESSAGES.notEnoughInInventory(item.name, have);
  if (!bankEntryFor(world, item.id) && freeBankSlots(world) <= 0) return BANK_MESSAGES.bankFull;
  takeFromInventory(world, item.id, amount);
  putInBank(world, item.id, amount);
  return null;
}

export function withdraw(world: GameState, itemId: unknown, quantity: unknown): string | null {
  const item = typeof itemId === 'string' ? ITEMS[itemId] : undefined;
  if (!item) return BANK_MESSAGES.unknownItem;
  const inBank = bankQuantity(world, item.id);
  if (inBank <= 0) return BANK_MESSAGES.notInBank(item.name);
  const amount = wanted(quantity, inBank);
  if (typeof amount === 'string') return amount;
  // As much as was asked for, the bank holds and the inventory has room for.
  const moving = Math.min(amount, inBank, roomFor(world, item.id));
  if (moving <= 0) return BANK_MESSAGES.inventoryFull;
  const added = addItem(world, item.id, moving);
  takeFromBank(world, item.id, added);
  return null;
}

export function buyBankSlots(world: GameState): string | null {
  const upgrades = world.banking.upgrades;
  const rules = tierRules(world.player.accountTier);
  const gained = slotsGained(BANK_UPGRADE, upgrades.totalSlots, rules.bankSlotsCap);
  if (gained <= 0) return BANK_MESSAGES.bankAtCap(rules.bankSlotsCap, rules.name);
  const refusal = spendGold(world, upgradeCost(BANK_UPGRADE, upgrades.upgradesPurchased), 'bankSlots');
  if (refusal) return refusal;
  upgrades.totalSlots += gained;
  upgrades.upgradesPurchased += 1;
  upgrades.nextUpgradeCost = upgradeCost(BANK_UPGRADE, upgrades.upgradesPurchased);
  return null;
}

function tabName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= BANK_TAB_NAME_MAX ? trimmed : null;
}

function isTab(world: GameState, tab: unknown): tab is number {
  return typeof tab === 'number' && Number.isInteger(tab) && tab >= 0 && tab < world.banking.tabs.length;
}

export function createBankTab(world: GameState, name: unknown): string | null {
  if (world.banking.tabs.length >= BANK_TAB_LIMIT) return BANK_MESSAGES.tabLimit;
  const clean = tabName(name);
  if (!clean) return BANK_MESSAGES.tabName;
  world.banking.tabs.push(clean);
  return null;
}

export function renameBankTab(world: GameState, tab: unknown, name: unknown): string | null {
  if (!isTab(world, tab)) return BANK_MESSAGES.noSuchTab;
  const clean = tabName(name);
  if (!clean) return BANK_MESSAGES.tabName;
  world.banking.tabs[tab] = clean;
  return null;
}

/** Deletes a tab; its items go to the first tab and later tabs move up one. */
export function deleteBankTab(world: GameState, tab: unknown): string | null {
  if (!isTab(world, tab)) return BANK_MESSAGES.noSuchTab;
  if (tab === 0) return BANK_MESSAGES.firstTab;
  world.banking.tabs.splice(tab, 1);
  for (const entry of world.banking.items) {
    const at = entry.tab ?? 0;
    if (at === tab) entry.tab = 0;
    else if (at > tab) entry.tab = at - 1;
  }
  return null;
}

export function moveBankItem(world: GameState, itemId: unknown, tab: unknown): string | null {
  if (!isTab(world, tab)) return BANK_MESSAGES.noSuchTab;
  const entry = typeof itemId === 'string' ? bankEntryFor(world, itemId) : undefined;
  if (!entry)
    return BANK_MESSAGES.notInBank(typeof itemId === 'string' ? (ITEMS[itemId]?.name ?? itemId) : 'such item');
  entry.tab = tab;
  return null;
}

/**
 * The stash holds deliveries that found the inventory full (purchases now; quest and achievement
 * rewards later): claim one, or all that fit. It has no slot limit: what is bought is never lost.
 */
export function claimStash(world: GameState, index: unknown): string | null {
  const stash = world.banking.stashItems;
  if (stash.length === 0) return BANK_MESSAGES.stashEmpty;
  const claim = (at: number): boolean => {
    const entry = stash[at];
    if (!entry) return false;
    const added = addItem(world, entry.itemId, Math.min(entry.quantity, roomFor(world, entry.itemId)));
    entry.quantity -= added;
    if (entry.quantity <= 0) stash.splice(at, 1);
    return added > 0;
  };
  if (index !== undefined) {
    if (typeof index !== 'number' || !Number.isInteger(index) || !stash[index]) return BANK_MESSAGES.noSuchStashEntry;
    return claim(index) ? null : BANK_MESSAGES.inventoryFull;
  }
  let any = false;
  for (let at = stash.length - 1; at >= 0; at -= 1) if (claim(at)) any = true;
  return any ? null : BANK_MESSAGES.inventoryFull;
}

/** Delivers to the inventory, the rest to the stash (merged by kind). */
export function deliver(world: GameState, itemId: string, quantity: number): void {
  const added = addItem(world, itemId, quantity);
  const rest = quantity - added;
  if (rest <= 0) return;
  const entry = world.banking.stashItems.find((row) => row.itemId === itemId);
  if (entry) entry.quantity += rest;
  else world.banking.stashItems.push(createInventoryEntry(world, itemId, rest));
}

export type BankCommands = {
  /** Without `quantity`: every unequipped unit in the inventory. */
  readonly deposit: { itemId: string; quantity?: number };
  /** Without `quantity`: as many as the inventory has room for. */
  readonly withdraw: { itemId: string; quantity?: number };
  readonly buyBankSlots: Record<never, never>;
  readonly createBankTab: { name: string };
  readonly renameBankTab: { tab: number; name: string };
  readonly deleteBankTab: { tab: number };
  readonly moveBankItem: { itemId: string; tab: number };
  readonly claimStash: { index?: number };
  readonly saveEquipmentSet: { name: string };
  readonly deleteEquipmentSet: { name: string };
  readonly equipEquipmentSet: { name: string };
};

export const bankSystem = defineSystem<'bank', BankCommands, Record<never, never>>({
  id: 'bank',
  commands: {
    deposit: (world, command) => deposit(world, command.itemId, command.quantity),
    withdraw: (world, command) => withdraw(world, command.itemId, command.quantity),
    buyBankSlots: (world) => buyBankSlots(world),
    createBankTab: (world, command) => createBankTab(world, command.name),
    renameBankTab: (world, command) => renameBankTab(world, command.tab, command.name),
    deleteBankTab: (world, command) => deleteBankTab(world, command.tab),
    moveBankItem: (world, command) => moveBankItem(world, command.itemId, command.tab),
    claimStash: (world, command) => claimStash(world, command.index),
    saveEquipmentSet: (world, command) => saveEquipmentSet(world, command.name),
    deleteEquipmentSet: (world, command) => deleteEquipmentSet(world, command.name),
    equipEquipmentSet: (world, command, tick) => equipEquipmentSet(world, command.name, tick.events),
  },
  emits: ['itemEquipped', 'itemUnequipped'],
});
