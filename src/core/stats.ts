/**
 * Derived character statistics (spec 001 §9) from player level, attributes, gear and set bonuses.
 * The spec's shapes are kept; constants are tuned so a new hunter has exactly the new-character
 * values of spec 000 §9 (health 100, mana 50, attack 10, defense 10, crit 5%, crit damage 1.5x);
 * see docs/decisions.md, Core.
 */
import { wraithBuffPercent } from './systems/wraith-rules';
import type { ItemStats, WeaponClass } from '@/content/types';
import { ITEMS, SETS_BY_ID } from './content-index';
import { GEAR_SLOTS, type EquipmentSlot } from '@/content/ids';
import { heldEntries } from './equipment-slots';
import type { ReadonlyWorld } from './readonly';
import type { GameState } from './state-types';
import { rankMultipliers } from './tiers';
import { detPow } from './det-math';

export const CRIT_CHANCE_CAP = 75;
export const DODGE_CAP = 50;
export const BLOCK_CAP = 75;
export const PARRY_CAP = 50;
export const BASE_ATTACK_INTERVAL_MS = 2_500;
export const MIN_ATTACK_INTERVAL_MS = 1_000;
/** Innate crit chance so a new hunter (agility 10 x 0.08 = 0.8) starts at the spec's 5%. */
export const INNATE_CRIT_PERCENT = 4.2;
export const BASE_CRIT_DAMAGE = 1.5;
export const HEALTH_PER_STAMINA = 5;
export const HEALTH_PER_LEVEL = 5;
export const MANA_PER_INTELLIGENCE = 4.7;
export const MANA_PER_LEVEL = 3;
export const TRAINING_SPEED_CAP = 75;

export type StatKey = keyof ItemStats;
export type MutableStats = { -readonly [K in StatKey]: number };

const STAT_KEYS: readonly StatKey[] = [
  'damage',
  'armor',
  'strength',
  'agility',
  'intelligence',
  'stamina',
  'wisdom',
  'perception',
  'health',
  'mana',
  'critChance',
  'critDamage',
  'dodge',
  'block',
  'parry',
  'attackSpeed',
  'trainingXp',
  'trainingSpeed',
  'miningSpeed',
];

const GEAR_SLOT_SET: ReadonlySet<EquipmentSlot> = new Set<EquipmentSlot>(GEAR_SLOTS);

export function emptyStats(): MutableStats {
  const stats = {} as MutableStats;
  for (const key of STAT_KEYS) stats[key] = 0;
  return stats;
}

function addStats(into: MutableStats, from: ItemStats | undefined): void {
  if (!from) return;
  for (const key of STAT_KEYS) {
    const value = from[key];
    if (value !== undefined) into[key] += value;
  }
}

/** Base attributes of spec 001 §9 at player level L (rounded). */
export function baseAttributes(level: number): {
  strength: number;
  agility: number;
  intelligence: number;
  stamina: number;
} {
  return {
    strength: Math.round(10 + 1.8 * level + detPow(level, 1.07)),
    agility: Math.round(8 + 1.4 * level + detPow(level, 1.05)),
    intelligence: Math.round(8 + 1.4 * level + detPow(level, 1.05)),
    stamina: Math.round(15 + 2.5 * level + detPow(level, 1.1)),
  };
}

export interface ActiveSetBonus {
  setId: string;
  name: string;
  pieces: number;
  /** piece counts of the bonus tiers in effect */
  activeTiers: number[];
}

export interface GearSummary {
  stats: MutableStats;
  setStats: MutableStats;
  weaponClass: WeaponClass | null;
  hasShield: boolean;
  equippedItemIds: string[];
  sets: ActiveSetBonus[];
}

/**
 * Sums the stats of the gear the slots hold (one entry per gear slot, `equipment-slots.ts`: a save's
 * extra `equipped` flags add nothing) and the set bonuses in effect.
 */
export function summarizeGear(world: ReadonlyWorld): GearSummary {
  const stats = emptyStats();
  const setStats = emptyStats();
  const pieces: Record<string, number> = {};
  const equippedItemIds: string[] = [];
  let weaponClass: WeaponClass | null = null;
  let hasShield = false;
  for (const entry of heldEntries(world, GEAR_SLOT_SET)) {
    const item = ITEMS[entry.itemId];
    if (!item) continue;
    equippedItemIds.push(item.id);
    addStats(stats, item.stats);
    if (entry.slot === 'weapon' && item.weaponClass) weaponClass = item.weaponClass;
    if (item.type === 'shield') hasShield = true;
    if (item.setId) pieces[item.setId] = (pieces[item.setId] ?? 0) + 1;
  }
  const sets: ActiveSetBonus[] = [];
  for (const setId of Object.keys(pieces).sort()) {
    const set = SETS_BY_ID[setId];
    const count = pieces[setId]!;
    if (!set) continue;
    const activeTiers: number[] = [];
    if (count >= set.requiredPieces) {
      for (const tier of set.tiers) {
        if (count >= tier.pieces) {
          addStats(setStats, tier.stats);
          activeTiers.push(tier.pieces);
        }
      }
    }
    sets.push({ setId, name: set.name, pieces: count, activeTiers });
  }
  return { stats, setStats, weaponClass, hasShield, equippedItemIds, sets };
}

export type DamageSchool = 'physical' | 'spell';

export function damageSchoolFor(weaponClass: WeaponClass | null): DamageSchool {
  return weaponClass === 'staff' || weaponClass === 'wand' ? 'spell' : 'physical';
}

/** The combat skill a weapon trains (kill XP). */
export function weaponSkillFor(weaponClass: WeaponClass | null): 'bladework' | 'marksmanship' | 'witchcraft' {
  if (weaponClass === 'bow' || weaponClass === 'crossbow') return 'marksmanship';
  if (weaponClass === 'staff' || weaponClass === 'wand') return 'witchcraft';
  return 'bladework';
}

export interface DerivedStats {
  level: number;
  strength: number;
  agility: number;
  intelligence: number;
  stamina: number;
  /** VIT on the sidebar: stamina. */
  vitality: number;
  wisdom: number;
  perception: number;
  maxHealth: number;
  maxMana: number;
  attackPower: number;
  spellPower: number;
  /** Base damage of one basic hit before the weapon-skill and rank multipliers. */
  attack: number;
  /** Armor. */
  defense: number;
  /** percent, capped at 75 */
  critChance: number;
  /** multiplier */
  critDamage: number;
  /** percents, capped at 50 / 75 / 50 */
  dodge: number;
  block: number;
  parry: number;
  attackIntervalMs: number;
  weaponClass: WeaponClass | null;
  damageSchool: DamageSchool;
  weaponSkill: 'bladework' | 'marksmanship' | 'witchcraft';
  /** Damage of a basic hit: attack x (1 + weapon skill/100) x rank damage multiplier. */
  hitDamage: number;
  /** A physical blow (weapon damage counts only if the weapon is physical). */
  physicalHit: number;
  /** A spell (weapon damage counts only for staves and wands). */
  spellHit: number;
  rankHpMult: number;
  rankDmgMult: number;
  /** percent: the training "equipment bonus" */
  trainingXpBonus: number;
  /** percent duration reduction, capped at 75 */
  trainingSpeedBonus: number;
  /** percent off a harvest's time: gear, and half a point per Endurance point spent (capped by mining's rules) */
  miningSpeedBonus: number;
  sets: ActiveSetBonus[];
}

/** A miner's stamina: each Endurance point the player spends takes half a percent off a harvest. */
export const MINING_SPEED_PER_ENDURANCE = 0.5;

export function computeDerivedStats(world: ReadonlyWorld): DerivedStats {
  const level = world.player.level;
  const base = baseAttributes(level);
  const gear = summarizeGear(world);
  const total = gear.stats;
  addStats(total, gear.setStats);
  const allocated = world.attributes.allocated;
  const fromSkills = world.attributes.bonusFromSkills;
  const strength = base.strength + allocated.strength + fromSkills.strength + total.strength;
  const agility = base.agility + allocated.agility + fromSkills.agility + total.agility;
  const intelligence = base.intelligence + allocated.intelligence + fromSkills.intelligence + total.intelligence;
  const stamina = base.stamina + allocated.endurance + fromSkills.endurance + total.stamina;
  const wisdom = Math.round(5 + 0.6 * level) + allocated.wisdom + fromSkills.wisdom + total.wisdom;
  const perception = Math.round(8 + 1.2 * level) + Math.floor(wisdom / 2) + total.perception;
  const multipliers = rankMultipliers(world.player.hunterRank);
  const maxHealth = Math.round(
    (stamina * HEALTH_PER_STAMINA + HEALTH_PER_LEVEL * level + total.health) * multipliers.hp,
  );
  const maxMana = Math.round(intelligence * MANA_PER_INTELLIGENCE + MANA_PER_LEVEL * level + total.mana);
  const attackPower = 2 * strength;
  const spellPower = 2.5 * intelligence;
  const damageSchool = damageSchoolFor(gear.weaponClass);
  const attack = Math.round(total.damage + (damageSchool === 'spell' ? spellPower : attackPower) / 4);
  const defense = total.armor + Math.round(stamina / 4);
  const critChance = Math.min(
    CRIT_CHANCE_CAP,
    Math.round((INNATE_CRIT_PERCENT + agility * 0.08 + total.critChance + wraithBuffPercent(world, 'crit')) * 100) /
      100,
  );
  const critDamage = Math.round((BASE_CRIT_DAMAGE + total.critDamage) * 100) / 100;
  const dodge = Math.min(DODGE_CAP, Math.round((agility * 0.05 + total.dodge) * 100) / 100);
  const defenseLevel = world.skills.defense.level;
  const block = Math.min(BLOCK_CAP, gear.hasShield ? total.block + defenseLevel / 5 : total.block);
  const melee =
    gear.weaponClass === 'sword' ||
    gear.weaponClass === 'axe' ||
    gear.weaponClass === 'dagger' ||
    gear.weaponClass === null;
  const parry = Math.min(PARRY_CAP, (melee ? world.skills.bladework.level / 5 : 0) + total.parry);
  // Summoned wraiths' auras (wraith-rules.ts): damage, crit points and attack speed.
  const speed =
    total.attackSpeed + (world.skills.athleticism.level - 1) * 0.003 + wraithBuffPercent(world, 'haste') / 100;
  const auraDamage = 1 + wraithBuffPercent(world, 'damage') / 100;
  const attackIntervalMs = Math.max(MIN_ATTACK_INTERVAL_MS, Math.round(BASE_ATTACK_INTERVAL_MS / (1 + speed)));
  const weaponSkill = weaponSkillFor(gear.weaponClass);
  const physicalSkill = damageSchool === 'physical' ? weaponSkill : 'bladework';
  const physicalBase = (damageSchool === 'physical' ? total.damage : 0) + attackPower / 4;
  const spellBase = (damageSchool === 'spell' ? total.damage : 0) + spellPower / 4;
  const physicalHit = Math.max(
    1,
    Math.round(physicalBase * (1 + world.skills[physicalSkill].level / 100) * multipliers.damage * auraDamage),
  );
  const spellHit = Math.max(
    1,
    Math.round(spellBase * (1 + world.skills.witchcraft.level / 100) * multipliers.damage * auraDamage),
  );
  const hitDamage = damageSchool === 'spell' ? spellHit : physicalHit;
  return {
    level,
    strength,
    agility,
    intelligence,
    stamina,
    vitality: stamina,
    wisdom,
    perception,
    maxHealth,
    maxMana,
    attackPower,
    spellPower,
    attack,
    defense,
    critChance,
    critDamage,
    dodge,
    block,
    parry,
    attackIntervalMs,
    weaponClass: gear.weaponClass,
    damageSchool,
    weaponSkill,
    hitDamage,
    physicalHit,
    spellHit,
    rankHpMult: multipliers.hp,
    rankDmgMult: multipliers.damage,
    trainingXpBonus: total.trainingXp,
    trainingSpeedBonus: Math.min(TRAINING_SPEED_CAP, total.trainingSpeed),
    miningSpeedBonus: total.miningSpeed + world.attributes.allocated.endurance * MINING_SPEED_PER_ENDURANCE,
    sets: gear.sets,
  };
}

/** True if a slot holds an item with this content id (`equipment-slots.ts`). */
export function isItemEquipped(world: ReadonlyWorld, itemId: string): boolean {
  return heldEntries(world).some((entry) => entry.itemId === itemId);
}

/** Writes the derived snapshot into the saved player fields and pool maxima (after level, gear or rank changes). */
export function refreshCharacter(world: GameState): DerivedStats {
  const derived = computeDerivedStats(world);
  const player = world.player;
  player.maxHealth = derived.maxHealth;
  player.health = Math.min(player.health, derived.maxHealth);
  player.maxMana = derived.maxMana;
  player.attack = derived.attack;
  player.defense = derived.defense;
  player.critChance = Math.round(derived.critChance * 100) / 10_000;
  player.critDamage = derived.critDamage;
  const pools = world.resourcePools;
  pools.mana.max = derived.maxMana;
  pools.mana.current = Math.min(pools.mana.current, derived.maxMana);
  player.mana = pools.mana.current;
  syncResourceMirrors(world);
  return derived;
}

/** resources.mana/energy/comboPoints and player.mana mirror resourcePools (both are in the spec's save). */
export function syncResourceMirrors(world: GameState): void {
  const pools = world.resourcePools;
  const resources = world.resources;
  resources.mana.current = pools.mana.current;
  resources.mana.max = pools.mana.max;
  resources.energy.current = pools.energy.current;
  resources.energy.max = pools.energy.max;
  resources.comboPoints.current = pools.comboPoints.current;
  resources.comboPoints.max = pools.comboPoints.max;
  world.player.mana = pools.mana.current;
  world.player.maxMana = pools.mana.max;
}
