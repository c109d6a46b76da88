/**
 * The equipment page as the HUD reads it: `selectEquipmentPage` on the world's derived stats (the HUD
 * may not compute those itself), plus the slot and attribute names, the gold for a reset, and the
 * looks the hunter's portrait wears (cloak and portrait border from the premium store).
 */
import type { AttributeId, EquipmentSlot } from '@/content/ids';
import { COSMETICS_BY_ID } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { computeDerivedStats } from '@/core/stats';
import { ATTRIBUTE_POINTS_PER_LEVEL } from '@/core/systems/progression';
import { selectEquipmentPage, type EquipmentPageView } from './equipment-page';

export const SLOT_LABELS: Record<EquipmentSlot, string> = {
  helmet: 'Helmet',
  chest: 'Chest',
  legs: 'Legs',
  feet: 'Feet',
  gloves: 'Gloves',
  cape: 'Cape',
  neck: 'Neck',
  weapon: 'Weapon',
  off_hand: 'Off-hand',
  ring_1: 'Ring 1',
  ring_2: 'Ring 2',
  potion_1: 'Potion 1',
  potion_2: 'Potion 2',
  wraith_1: 'Wraith 1',
  wraith_2: 'Wraith 2',
  wraith_3: 'Wraith 3',
};

/** What one allocated point adds, in the words of the derived-stat rules (core/stats.ts). */
export const ATTRIBUTE_INFO: Record<AttributeId, { label: string; effect: string }> = {
  strength: { label: 'Strength', effect: 'Physical attack power' },
  agility: { label: 'Agility', effect: 'Crit chance and dodge' },
  intelligence: { label: 'Intelligence', effect: 'Mana and spell power' },
  wisdom: { label: 'Wisdom', effect: 'Wisdom, and 1 perception per 2' },
  endurance: { label: 'Endurance', effect: 'Stamina: health and armor' },
};

/** A look from the premium store as the portrait draws it. */
export interface LookColors {
  name: string;
  color: string;
  accent: string;
}

export interface EquipmentScreenView extends EquipmentPageView {
  gold: number;
  /** Attribute points each new hunter level brings. */
  pointsPerLevel: number;
  /** The worn cloak and portrait border, or null for the plain ones. */
  look: { cloak: LookColors | null; border: LookColors | null };
}

function look(id: string | null): LookColors | null {
  const cosmetic = id ? COSMETICS_BY_ID[id] : undefined;
  return cosmetic ? { name: cosmetic.name, color: cosmetic.color, accent: cosmetic.accent } : null;
}

/** Plain whole numbers ("1250") read with thousands separators; percents and seconds stay as they are. */
function withSeparators(text: string): string {
  return /^\d+$/.test(text) ? Number(text).toLocaleString('en-US') : text;
}

/** Everything /game/equipment shows, from the world alone. */
export function selectEquipmentPageView(world: ReadonlyWorld): EquipmentScreenView {
  const page = selectEquipmentPage(world, computeDerivedStats(world));
  return {
    ...page,
    character: {
      ...page.character,
      stats: page.character.stats.map((stat) => ({ ...stat, text: withSeparators(stat.text) })),
    },
    gold: world.resources.gold,
    pointsPerLevel: ATTRIBUTE_POINTS_PER_LEVEL,
    look: { cloak: look(world.cosmetics.cloak), border: look(world.cosmetics.portrait_border) },
  };
}
