/**
 * What every item page shows of one stack (inventory, bank, stash, loot pouch, store): its row from
 * the content with the stats as readable lines, whether it is locked, where it can be worn and why
 * not, and the stat changes against what is worn there now.
 */
import { itemOrigins } from './item-origins';
import type { EquipmentSlot, Rarity } from '@/content/ids';
import type { ItemDef, ItemStats, ItemType } from '@/content/types';
import { ALL_SETS, ITEMS } from '@/core/content-index';
import { findInventoryItem, isItemLocked } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import { EQUIP_MESSAGES, SLOTS_FOR_TYPE } from '@/core/systems/equipment';

export const RARITY_ORDER: readonly Rarity[] = ['common', 'uncommon', 'rare', 'epic', 'legendary'];

/** How each stat reads on an item card, in the order cards list them. */
const STAT_LABELS: readonly [keyof ItemStats, string, (value: number) => string][] = [
  ['damage', 'Damage', (v) => `${v}`],
  ['armor', 'Armor', (v) => `${v}`],
  ['strength', 'Strength', (v) => `${v}`],
  ['agility', 'Agility', (v) => `${v}`],
  ['intelligence', 'Intelligence', (v) => `${v}`],
  ['stamina', 'Stamina', (v) => `${v}`],
  ['wisdom', 'Wisdom', (v) => `${v}`],
  ['perception', 'Perception', (v) => `${v}`],
  ['health', 'Health', (v) => `${v}`],
  ['mana', 'Mana', (v) => `${v}`],
  ['critChance', 'Crit chance', (v) => `${v}%`],
  ['critDamage', 'Crit damage', (v) => `${Math.round(v * 100)}%`],
  ['dodge', 'Dodge', (v) => `${v}%`],
  ['block', 'Block', (v) => `${v}%`],
  ['parry', 'Parry', (v) => `${v}%`],
  ['attackSpeed', 'Attack speed', (v) => `${Math.round(v * 100)}%`],
  ['trainingXp', 'Training XP', (v) => `${v}%`],
  ['trainingSpeed', 'Training speed', (v) => `${v}%`],
  ['miningSpeed', 'Mining speed', (v) => `${v}%`],
];

export interface StatLine {
  key: string;
  label: string;
  /** "+12", "+5%" */
  text: string;
}

export interface StatDelta {
  key: string;
  label: string;
  /** Signed: above zero the candidate is better on this stat. */
  delta: number;
  /** "+4", "−2%" */
  text: string;
}

function signed(text: string, value: number): string {
  return value > 0 ? `+${text}` : value < 0 ? `−${text.replace('-', '')}` : text;
}

export function statLines(stats: ItemStats | undefined): StatLine[] {
  if (!stats) return [];
  const lines: StatLine[] = [];
  for (const [key, label, format] of STAT_LABELS) {
    const value = stats[key];
    if (value) lines.push({ key, label, text: signed(format(value), value) });
  }
  return lines;
}

/** The candidate's stats minus the worn item's, stat by stat (only the ones that differ). */
export function statDeltas(candidate: ItemStats | undefined, worn: ItemStats | undefined): StatDelta[] {
  const deltas: StatDelta[] = [];
  for (const [key, label, format] of STAT_LABELS) {
    const delta = (candidate?.[key] ?? 0) - (worn?.[key] ?? 0);
    if (Math.abs(delta) > 1e-9) deltas.push({ key, label, delta, text: signed(format(Math.abs(delta)), delta) });
  }
  return deltas;
}

export const TYPE_LABELS: Record<ItemType, string> = {
  weapon: 'Weapon',
  shield: 'Off-hand',
  helmet: 'Helmet',
  armor: 'Chest',
  legs: 'Legs',
  boots: 'Feet',
  gloves: 'Gloves',
  cape: 'Cape',
  amulet: 'Neck',
  ring: 'Ring',
  accessory: 'Ring',
  potion: 'Potion',
  consumable: 'Consumable',
  wraith: 'Wraith',
  material: 'Material',
  tool: 'Tool',
};

export interface ItemInfo {
  itemId: string;
  name: string;
  description: string;
  type: ItemType;
  typeLabel: string;
  rarity: Rarity;
  value: number;
  stackSize: number;
  levelRequirement: number;
  stats: StatLine[];
  setName: string | null;
  /** "Restores 50 health" for potions. */
  effect: string | null;
  /** Whether it can be drunk (potions). */
  drinkable: boolean;
  /** Where it comes from and what it is for (item-origins.ts). */
  sources: string[];
  uses: string[];
}

export function itemInfo(itemId: string): ItemInfo {
  const item: ItemDef | undefined = ITEMS[itemId];
  const set = item?.setId ? ALL_SETS.find((row) => row.id === item.setId) : undefined;
  return {
    itemId,
    name: item?.name ?? itemId,
    description: item?.description ?? 'Nobody remembers what this is.',
    type: item?.type ?? 'material',
    typeLabel: TYPE_LABELS[item?.type ?? 'material'],
    rarity: item?.rarity ?? 'common',
    value: item?.value ?? 0,
    stackSize: item?.stackSize ?? 1,
    levelRequirement: item?.levelRequirement ?? 1,
    stats: statLines(item?.stats),
    setName: set?.name ?? null,
    effect: item?.potion ? `Restores ${item.potion.amount} ${item.potion.restores}` : null,
    drinkable: item?.potion !== undefined,
    ...itemOrigins(itemId),
  };
}

export interface WearOption {
  slot: EquipmentSlot;
  /** Name of what is worn there now, or null. */
  wornName: string | null;
  deltas: StatDelta[];
}

export interface WearInfo {
  /** The slots it fits (empty for materials and tools). */
  options: WearOption[];
  /** Why it can't be put on now (level), or null. */
  refusal: string | null;
}

function wornItem(world: ReadonlyWorld, slot: EquipmentSlot): ItemDef | undefined {
  const entryId = world.equipment.slots[slot];
  const entry = entryId ? findInventoryItem(world, entryId) : undefined;
  return entry ? ITEMS[entry.itemId] : undefined;
}

export function wearInfo(world: ReadonlyWorld, itemId: string): WearInfo {
  const item = ITEMS[itemId];
  if (!item) return { options: [], refusal: EQUIP_MESSAGES.unknownItem };
  const options = SLOTS_FOR_TYPE[item.type].map((slot) => {
    const worn = wornItem(world, slot);
    return { slot, wornName: worn?.name ?? null, deltas: statDeltas(item.stats, worn?.stats) };
  });
  const required = item.levelRequirement ?? 1;
  const refusal = world.player.level < required ? EQUIP_MESSAGES.levelRequired(required, item.name) : null;
  return { options, refusal };
}

export function lockedIn(world: ReadonlyWorld, itemId: string): boolean {
  return isItemLocked(world, itemId);
}

/** A cheap fingerprint of everything the item pages show, so a watcher rebuilds their views only on change. */
export function possessionsKey(world: ReadonlyWorld): string {
  let hash = 0;
  const mix = (value: number) => {
    hash = (Math.imul(hash ^ value, 0x01000193) + 0x9e3779b9) | 0;
  };
  const mixText = (text: string) => {
    for (let index = 0; index < text.length; index += 1) mix(text.charCodeAt(index));
  };
  for (const entry of world.inventory.items) {
    mixText(entry.id);
    mix(entry.quantity);
    mix(entry.equipped ? 1 : 0);
  }
  for (const [itemId, quantity] of Object.entries(world.resources.materials)) {
    mixText(itemId);
    mix(quantity);
  }
  for (const list of [world.banking.items, world.banking.stashItems]) {
    mix(list.length);
    for (const entry of list) {
      mixText(entry.itemId);
      mix(entry.quantity);
      mix(entry.tab ?? 0);
    }
  }
  for (const drop of world.inventory.lootPouch) {
    mixText(drop.itemId);
    mix(drop.quantity);
  }
  mixText(world.inventory.lockedItemIds.join());
  mixText(world.banking.tabs.join('\u0000'));
  mixText(world.banking.equipmentSets.map((set) => `${set.name}:${Object.values(set.slots).join()}`).join());
  mixText(Object.values(world.cosmetics).join());
  mixText(world.store.dailyOfferBoughtOn ?? '');
  mixText(world.player.hunterRank);
  mix(world.player.level);
  mix(world.resources.gold);
  mix(world.inventory.maxSlots);
  mix(world.inventory.overflowLost);
  mix(world.banking.upgrades.totalSlots);
  mix(world.attributes.available);
  for (const value of Object.values(world.attributes.allocated)) mix(value);
  return `${hash}`;
}
