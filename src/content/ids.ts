/** Identifier unions shared by the core and the content tables (content imports these as types). */

/** The ten trainable skills of DESIGN.md ruling 1, in sidebar order within their groups. */
export const SKILL_IDS = [
  'bladework',
  'marksmanship',
  'witchcraft',
  'defense',
  'survival',
  'athleticism',
  'smithing',
  'alchemy',
  'artifice',
  'command',
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

/** The four combat skills that count for rank checkpoints (`evaluate_rank_up`, supabase/migrations/0003_functions.sql). */
export const COMBAT_SKILL_IDS = [
  'bladework',
  'marksmanship',
  'defense',
  'witchcraft',
] as const satisfies readonly SkillId[];

export type SkillCategory = 'combat' | 'magic' | 'gathering' | 'production' | 'leadership';

export const HUNTER_RANKS = ['E', 'D', 'C', 'B', 'A', 'S', 'SS', 'SSS'] as const;
export type HunterRank = (typeof HUNTER_RANKS)[number];

export const ACCOUNT_TIERS = ['demo', 'base', 'expansion_1', 'expansion_2', 'supporter'] as const;
export type AccountTier = (typeof ACCOUNT_TIERS)[number];

/** The 16 equipment slots of spec 001 §3. */
export const EQUIPMENT_SLOTS = [
  'helmet',
  'chest',
  'legs',
  'feet',
  'gloves',
  'cape',
  'weapon',
  'off_hand',
  'neck',
  'ring_1',
  'ring_2',
  'potion_1',
  'potion_2',
  'wraith_1',
  'wraith_2',
  'wraith_3',
] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

/** Slots whose items count as "gear" for the death penalty (potions and wraith companions do not drop). */
export const GEAR_SLOTS = [
  'helmet',
  'chest',
  'legs',
  'feet',
  'gloves',
  'cape',
  'weapon',
  'off_hand',
  'neck',
  'ring_1',
  'ring_2',
] as const satisfies readonly EquipmentSlot[];

/** The three active wraith companions' slots (spec 001 §3), in order. */
export const WRAITH_SLOTS = ['wraith_1', 'wraith_2', 'wraith_3'] as const satisfies readonly EquipmentSlot[];
export type WraithSlot = (typeof WRAITH_SLOTS)[number];

export const ATTRIBUTE_IDS = ['strength', 'agility', 'intelligence', 'wisdom', 'endurance'] as const;
export type AttributeId = (typeof ATTRIBUTE_IDS)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export const ABILITY_SLOT_COUNT = 8;

export function rankIndex(rank: HunterRank): number {
  return HUNTER_RANKS.indexOf(rank);
}

export function isSkillId(value: unknown): value is SkillId {
  return typeof value === 'string' && (SKILL_IDS as readonly string[]).includes(value);
}

export function isEquipmentSlot(value: unknown): value is EquipmentSlot {
  return typeof value === 'string' && (EQUIPMENT_SLOTS as readonly string[]).includes(value);
}

export function isAttributeId(value: unknown): value is AttributeId {
  return typeof value === 'string' && (ATTRIBUTE_IDS as readonly string[]).includes(value);
}

export function isHunterRank(value: unknown): value is HunterRank {
  return typeof value === 'string' && (HUNTER_RANKS as readonly string[]).includes(value);
}

export function isAccountTier(value: unknown): value is AccountTier {
  return typeof value === 'string' && (ACCOUNT_TIERS as readonly string[]).includes(value);
}

export const COSMETIC_KINDS = ['cloak', 'title_frame', 'portrait_border', 'rift_backdrop'] as const;

export function isCosmeticKind(value: unknown): value is (typeof COSMETIC_KINDS)[number] {
  return typeof value === 'string' && (COSMETIC_KINDS as readonly string[]).includes(value);
}
