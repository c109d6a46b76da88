/**
 * The equipment page: what each of the 16 slots holds, named for display, the items that fit each
 * slot with their stat changes, set progress, and the character sheet with attribute points.
 */
import { EQUIPMENT_SLOTS, type AttributeId, type EquipmentSlot } from '@/content/ids';
import { ALL_ITEMS, ALL_SETS, ITEMS } from '@/core/content-index';
import { EQUIP_MESSAGES, SLOTS_FOR_TYPE } from '@/core/systems/equipment';
import { attributeResetCost } from '@/core/systems/character';
import { statDeltas, statLines, type StatDelta, type StatLine } from './item-views';
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

/** An item the hunter could put in a slot, with its stat changes against what is worn there. */
export interface SlotCandidateView {
  inventoryItemId: string;
  itemId: string;
  name: string;
  rarity: string;
  levelRequirement: number;
  /** Why it can't go on now (level), or null. */
  refusal: string | null;
  deltas: StatDelta[];
}

export interface SetProgressView {
  setId: string;
  name: string;
  description: string;
  /** Pieces worn now. */
  worn: number;
  /** Pieces the set has in all. */
  pieces: number;
  tiers: { pieces: number; stats: StatLine[]; active: boolean }[];
}

export interface CharacterSheetView {
  level: number;
  available: number;
  allocated: Record<AttributeId, number>;
  resetCost: number;
  /** Derived stats as label and text, in the order the sheet shows them. */
  stats: { label: string; text: string }[];
}

export interface EquipmentPageView extends EquipmentView {
  candidates: Record<EquipmentSlot, SlotCandidateView[]>;
  setProgress: SetProgressView[];
  character: CharacterSheetView;
}

function candidatesFor(world: ReadonlyWorld, slot: EquipmentSlot): SlotCandidateView[] {
  const wornId = world.equipment.slots[slot];
  const wornEntry = wornId ? findInventoryItem(world, wornId) : undefined;
  const worn = wornEntry ? ITEMS[wornEntry.itemId] : undefined;
  const seen = new Set<string>();
  const candidates: SlotCandidateView[] = [];
  for (const entry of world.inventory.items) {
    if (entry.equipped || seen.has(entry.itemId)) continue;
    const item = ITEMS[entry.itemId];
    if (!item || !SLOTS_FOR_TYPE[item.type].includes(slot)) continue;
    seen.add(entry.itemId);
    const required = item.levelRequirement ?? 1;
    candidates.push({
      inventoryItemId: entry.id,
      itemId: item.id,
      name: item.name,
      rarity: item.rarity,
      levelRequirement: required,
      refusal: world.player.level < required ? EQUIP_MESSAGES.levelRequired(required, item.name) : null,
      deltas: statDeltas(item.stats, worn?.stats),
    });
  }
  return candidates.sort((a, b) => b.levelRequirement - a.levelRequirement || a.name.localeCompare(b.name));
}

function setProgress(world: ReadonlyWorld): SetProgressView[] {
  return ALL_SETS.filter((set) => (world.equipment.sets[set.id] ?? 0) > 0).map((set) => {
    const worn = world.equipment.sets[set.id] ?? 0;
    return {
      setId: set.id,
      name: set.name,
      description: set.description,
      worn,
      pieces: ALL_ITEMS.filter((item) => item.setId === set.id).length,
      tiers: set.tiers.map((tier) => ({
        pieces: tier.pieces,
        stats: statLines(tier.stats),
        active: worn >= tier.pieces,
      })),
    };
  });
}

function characterSheet(world: ReadonlyWorld, derived: DerivedStats): CharacterSheetView {
  const percent = (value: number) => `${Math.round(value * 10) / 10}%`;
  return {
    level: derived.level,
    available: world.attributes.available,
    allocated: { ...world.attributes.allocated },
    resetCost: attributeResetCost(world),
    stats: [
      { label: 'Health', text: `${derived.maxHealth}` },
      { label: 'Mana', text: `${derived.maxMana}` },
      { label: 'Strength', text: `${derived.strength}` },
      { label: 'Agility', text: `${derived.agility}` },
      { label: 'Intelligence', text: `${derived.intelligence}` },
      { label: 'Stamina', text: `${derived.stamina}` },
      { label: 'Wisdom', text: `${derived.wisdom}` },
      { label: 'Perception', text: `${derived.perception}` },
      { label: 'Hit damage', text: `${Math.round(derived.hitDamage)}` },
      { label: 'Armor', text: `${derived.defense}` },
      { label: 'Crit chance', text: percent(derived.critChance) },
      { label: 'Crit damage', text: `${Math.round(derived.critDamage * 100)}%` },
      { label: 'Dodge', text: percent(derived.dodge) },
      { label: 'Block', text: percent(derived.block) },
      { label: 'Parry', text: percent(derived.parry) },
      { label: 'Attack interval', text: `${(derived.attackIntervalMs / 1000).toFixed(2)} s` },
      { label: 'Training XP bonus', text: percent(derived.trainingXpBonus) },
    ],
  };
}

/** Everything the equipment page shows; `derived` is the world's derived stats, computed by the caller. */
export function selectEquipmentPage(world: ReadonlyWorld, derived: DerivedStats): EquipmentPageView {
  const candidates = {} as Record<EquipmentSlot, SlotCandidateView[]>;
  for (const slot of EQUIPMENT_SLOTS) candidates[slot] = candidatesFor(world, slot);
  return {
    ...selectEquipment(world, derived),
    candidates,
    setProgress: setProgress(world),
    character: characterSheet(world, derived),
  };
}
