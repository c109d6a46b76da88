/**
 * A hunter's public arena card (issue 15): name, title, rank, level, combat stats, worn gear, slotted
 * abilities and summoned wraiths, and nothing else (no ids, e-mail, gold or inventory). `buildArenaCard`
 * reads it off a world; `parseArenaCard` checks a card that came over the network before anything
 * trusts it.
 */
import { ABILITY_SLOT_COUNT, GEAR_SLOTS, isHunterRank, WRAITH_SLOTS, type EquipmentSlot } from '@/content/ids';
import { ABILITIES_BY_ID, ITEMS, WRAITHS_BY_ID } from '../content-index';
import { slotHolders } from '../equipment-slots';
import type { ReadonlyWorld } from '../readonly';
import { computeDerivedStats, CRIT_CHANCE_CAP, DODGE_CAP, MIN_ATTACK_INTERVAL_MS } from '../stats';
import { titleName } from '../systems/achievement-rules';
import { SLOTS_FOR_TYPE } from '../systems/equipment';
import { summonedWraiths, WRAITH_MAX_LEVEL } from '../systems/wraith-rules';
import type { ArenaCard, ArenaCardStats } from './arena-types';

/** Longest name a card may carry: a default name is the e-mail prefix (up to 64) plus five digits. */
export const ARENA_NAME_MAX = 80;
export const ARENA_TITLE_MAX = 64;
export const ARENA_LEVEL_MAX = 1_000;
/** Sane ceilings for numbers from a stranger's card (far above anything the game reaches). */
export const ARENA_STAT_MAX = 10_000_000;
export const ARENA_CRIT_DAMAGE_MAX = 20;
export const ARENA_INTERVAL_MAX_MS = 60_000;

/** A percent (2 decimals) as a 0..1 share without float noise (as refreshCharacter stores crit chance). */
export function toShare(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}

/** The hunter's public card, as strangers see it in the arena: the gear is what the slots hold. */
export function buildArenaCard(world: ReadonlyWorld): ArenaCard {
  const derived = computeDerivedStats(world);
  // What the slots hold (equipment-slots.ts), as the stats count it: one piece per slot, whatever the flags say.
  const holders = slotHolders(world);
  const gear: ArenaCard['gear'] = [];
  for (const slot of GEAR_SLOTS) {
    const entry = holders.get(slot);
    if (entry) gear.push({ slot, itemId: entry.itemId });
  }
  const titleId = world.player.title;
  return {
    version: 1,
    name: world.player.username,
    title: titleId ? titleName(titleId) : null,
    rank: world.player.hunterRank,
    level: world.player.level,
    stats: {
      maxHealth: derived.maxHealth,
      attack: derived.hitDamage,
      defense: derived.defense,
      critChance: toShare(derived.critChance),
      critDamage: derived.critDamage,
      attackIntervalMs: derived.attackIntervalMs,
      evasion: toShare(derived.dodge),
    },
    gear,
    abilities: world.abilities.equipped.filter(
      (abilityId): abilityId is string => abilityId !== null && ABILITIES_BY_ID[abilityId] !== undefined,
    ),
    wraiths: summonedWraiths(world).map((wraith) => ({ wraithId: wraith.def.id, level: wraith.bond.level })),
  };
}

// ---------------------------------------------------------------- parsing an untrusted card

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Exactly these keys, no more and no fewer. */
function hasKeys(value: Plain, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(value, key));
}

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return isNumberIn(value, min, max) && Number.isInteger(value);
}

function isStringOf(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

const CARD_KEYS = ['version', 'name', 'title', 'rank', 'level', 'stats', 'gear', 'abilities', 'wraiths'] as const;
const STAT_KEYS = [
  'maxHealth',
  'attack',
  'defense',
  'critChance',
  'critDamage',
  'attackIntervalMs',
  'evasion',
] as const satisfies readonly (keyof ArenaCardStats)[];

function parseStats(value: unknown): ArenaCardStats | null {
  if (!isPlain(value) || !hasKeys(value, STAT_KEYS)) return null;
  const { maxHealth, attack, defense, critChance, critDamage, attackIntervalMs, evasion } = value;
  if (!isIntegerIn(maxHealth, 1, ARENA_STAT_MAX)) return null;
  if (!isNumberIn(attack, 0, ARENA_STAT_MAX)) return null;
  if (!isNumberIn(defense, 0, ARENA_STAT_MAX)) return null;
  if (!isNumberIn(critChance, 0, CRIT_CHANCE_CAP / 100)) return null;
  if (!isNumberIn(critDamage, 1, ARENA_CRIT_DAMAGE_MAX)) return null;
  if (!isNumberIn(attackIntervalMs, MIN_ATTACK_INTERVAL_MS, ARENA_INTERVAL_MAX_MS)) return null;
  if (!isNumberIn(evasion, 0, DODGE_CAP / 100)) return null;
  return { maxHealth, attack, defense, critChance, critDamage, attackIntervalMs, evasion };
}

const GEAR_SLOT_SET: ReadonlySet<string> = new Set(GEAR_SLOTS);

function parseGear(value: unknown): ArenaCard['gear'] | null {
  if (!Array.isArray(value) || value.length > GEAR_SLOTS.length) return null;
  const gear: ArenaCard['gear'] = [];
  const seen = new Set<string>();
  for (const piece of value) {
    if (!isPlain(piece) || !hasKeys(piece, ['slot', 'itemId'])) return null;
    const { slot, itemId } = piece;
    if (typeof slot !== 'string' || !GEAR_SLOT_SET.has(slot) || seen.has(slot)) return null;
    const item = typeof itemId === 'string' ? ITEMS[itemId] : undefined;
    if (!item || !SLOTS_FOR_TYPE[item.type].includes(slot as EquipmentSlot)) return null;
    seen.add(slot);
    gear.push({ slot: slot as EquipmentSlot, itemId: item.id });
  }
  return gear;
}

function parseAbilities(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > ABILITY_SLOT_COUNT) return null;
  const abilities: string[] = [];
  for (const abilityId of value) {
    if (typeof abilityId !== 'string' || !ABILITIES_BY_ID[abilityId] || abilities.includes(abilityId)) return null;
    abilities.push(abilityId);
  }
  return abilities;
}

function parseWraiths(value: unknown): ArenaCard['wraiths'] | null {
  if (!Array.isArray(value) || value.length > WRAITH_SLOTS.length) return null;
  const wraiths: ArenaCard['wraiths'] = [];
  for (const wraith of value) {
    if (!isPlain(wraith) || !hasKeys(wraith, ['wraithId', 'level'])) return null;
    const { wraithId, level } = wraith;
    if (typeof wraithId !== 'string' || !WRAITHS_BY_ID[wraithId]) return null;
    if (wraiths.some((other) => other.wraithId === wraithId)) return null;
    if (!isIntegerIn(level, 1, WRAITH_MAX_LEVEL)) return null;
    wraiths.push({ wraithId, level });
  }
  return wraiths;
}

/**
 * A card from outside (the server, another client), checked field by field: exactly the card's keys,
 * finite numbers within sane bounds, bounded strings, ids the content tables know, bounded lists (gear
 * at most 11, one per gear slot and of a type that fits it; abilities at most 8, each once; wraiths
 * at most 3, each kind once, bond level 1..20). Returns a fresh copy, or null for anything else.
 */
export function parseArenaCard(value: unknown): ArenaCard | null {
  if (!isPlain(value) || !hasKeys(value, CARD_KEYS)) return null;
  if (value.version !== 1) return null;
  const { name, title, rank, level } = value;
  if (!isStringOf(name, 1, ARENA_NAME_MAX)) return null;
  if (title !== null && !isStringOf(title, 1, ARENA_TITLE_MAX)) return null;
  if (!isHunterRank(rank)) return null;
  if (!isIntegerIn(level, 1, ARENA_LEVEL_MAX)) return null;
  const stats = parseStats(value.stats);
  const gear = parseGear(value.gear);
  const abilities = parseAbilities(value.abilities);
  const wraiths = parseWraiths(value.wraiths);
  if (!stats || !gear || !abilities || !wraiths) return null;
  return { version: 1, name, title, rank, level, stats, gear, abilities, wraiths };
}
