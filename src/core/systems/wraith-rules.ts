/**
 * Wraith bonds (docs/decisions.md, Wraiths): tokens of a kind bind its wraith at bond level 1; a
 * bonded wraith grows by fighting beside the hunter (1 bond XP per kill while summoned, online and
 * away) and by being fed its own tokens (10 bond XP each), up to level 20; every level above 1 adds
 * 5% to its combat effect and passive. Three may be summoned, in equipment slots wraith_1..3, which
 * hold the bond's id.
 */
import { WRAITH_SLOTS, type WraithSlot } from '@/content/ids';
import type { BuffStat, WraithDef } from '@/content/types';
import { WRAITHS_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import type { ReadonlyWorld } from '../readonly';
import type { BondedWraith, GameState } from '../state-types';

export const WRAITH_MAX_LEVEL = 20;
export const BOND_XP_PER_KILL = 1;
export const BOND_XP_PER_TOKEN = 10;
/** Effect and passive grow by this share per bond level above 1. */
export const WRAITH_POWER_PER_LEVEL = 0.05;

/** Bond XP from `level` to the next. */
export function bondXpToNext(level: number): number {
  return 20 * level;
}

export function wraithPower(level: number): number {
  return 1 + WRAITH_POWER_PER_LEVEL * (Math.min(WRAITH_MAX_LEVEL, Math.max(1, level)) - 1);
}

export const WRAITH_MESSAGES = {
  unknownWraith: (id: string) => `Unknown wraith: ${id}`,
  alreadyBonded: (name: string) => `${name} is already bonded to you`,
  notEnoughTokens: (name: string, have: number, need: number) => `Not enough ${name} tokens: ${have} of ${need}`,
  notBonded: 'Wraith not bonded',
  maxLevel: (name: string) => `${name} is already at bond level ${WRAITH_MAX_LEVEL}`,
  badTokens: 'Tokens must be a whole number from 1 to 999',
  badSlot: `Wraith slot must be 1 to ${WRAITH_SLOTS.length}`,
  slotsFull: `All ${WRAITH_SLOTS.length} wraith slots are full: dismiss one first`,
  alreadySummoned: (name: string) => `${name} is already summoned`,
  emptySlot: 'No wraith in this slot',
} as const;

export function bondOf(world: ReadonlyWorld, bondedId: unknown): BondedWraith | undefined {
  return typeof bondedId === 'string' ? world.wraiths.bonded.find((bond) => bond.id === bondedId) : undefined;
}

export function bondForKind(world: ReadonlyWorld, wraithId: string): BondedWraith | undefined {
  return world.wraiths.bonded.find((bond) => bond.wraithId === wraithId);
}

/** The slot index (0..2) a bond is summoned in, or -1. */
export function summonedSlot(world: ReadonlyWorld, bondedId: string): number {
  return WRAITH_SLOTS.findIndex((slot) => world.equipment.slots[slot] === bondedId);
}

export interface SummonedWraith {
  slot: number;
  bond: BondedWraith;
  def: WraithDef;
  power: number;
}

/** The summoned wraiths in slot order, with their kinds and power. */
export function summonedWraiths(world: ReadonlyWorld): SummonedWraith[] {
  const summoned: SummonedWraith[] = [];
  WRAITH_SLOTS.forEach((slot: WraithSlot, index) => {
    const bond = bondOf(world, world.equipment.slots[slot]);
    const def = bond ? WRAITHS_BY_ID[bond.wraithId] : undefined;
    if (bond && def) summoned.push({ slot: index, bond: bond as BondedWraith, def, power: wraithPower(bond.level) });
  });
  return summoned;
}

/** Summed passive of a kind over the summoned wraiths (percent). */
export function wraithPassivePercent(world: ReadonlyWorld, kind: WraithDef['passive']['kind']): number {
  let total = 0;
  for (const wraith of summonedWraiths(world))
    if (wraith.def.passive.kind === kind) total += wraith.def.passive.percent * wraith.power;
  return Math.round(total * 100) / 100;
}

/** Summed buff of a stat over the summoned wraiths (percent). */
export function wraithBuffPercent(world: ReadonlyWorld, stat: BuffStat): number {
  let total = 0;
  for (const wraith of summonedWraiths(world))
    if (wraith.def.effect.kind === 'buff' && wraith.def.effect.stat === stat)
      total += wraith.def.effect.percent * wraith.power;
  return Math.round(total * 100) / 100;
}

/** Scales a whole amount by a passive percent. */
export function withPassive(amount: number, percent: number): number {
  return percent === 0 ? amount : Math.round(amount * (1 + percent / 100));
}

/** Adds bond XP, levelling up (with events) and stopping at the cap. */
export function grantBondXp(bond: BondedWraith, xp: number, events: GameEvent[]): void {
  if (bond.level >= WRAITH_MAX_LEVEL) return;
  bond.bondXp += xp;
  while (bond.level < WRAITH_MAX_LEVEL && bond.bondXp >= bondXpToNext(bond.level)) {
    bond.bondXp -= bondXpToNext(bond.level);
    bond.level += 1;
    events.push({ type: 'wraithLevelUp', bondedId: bond.id, wraithId: bond.wraithId, level: bond.level });
  }
  if (bond.level >= WRAITH_MAX_LEVEL) bond.bondXp = 0;
}

/** Each summoned wraith shares in the kills: kill count and bond XP. */
export function creditWraithKills(world: GameState, kills: number, events: GameEvent[]): void {
  if (kills <= 0) return;
  for (const { bond } of summonedWraiths(world)) {
    bond.kills += kills;
    grantBondXp(bond, kills * BOND_XP_PER_KILL, events);
  }
}

/** Tokens a bond can still eat before its level cap (the rest would be wasted). */
export function tokensToMax(bond: BondedWraith): number {
  if (bond.level >= WRAITH_MAX_LEVEL) return 0;
  let xp = -bond.bondXp;
  for (let level = bond.level; level < WRAITH_MAX_LEVEL; level++) xp += bondXpToNext(level);
  return Math.ceil(xp / BOND_XP_PER_TOKEN);
}
