/**
 * The wraith bond system: bond a kind with its tokens, feed a bond its tokens to grow it, summon up
 * to three into wraith_1..3 and dismiss them. Their fighting is combat's (wraith-combat.ts); their
 * growth by kills is credited where kills are (combat online, its catch-up away).
 */
import { WRAITH_SLOTS } from '@/content/ids';
import { WRAITHS_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import { nextId } from '../inventory';
import type { GameState } from '../state-types';
import { refreshCharacter } from '../stats';
import { defineSystem } from '../system';
import {
  bondForKind,
  bondOf,
  BOND_XP_PER_TOKEN,
  grantBondXp,
  summonedSlot,
  WRAITH_MAX_LEVEL,
  WRAITH_MESSAGES,
} from './wraith-rules';

export function bondWraith(world: GameState, wraithId: unknown, events: GameEvent[]): string | null {
  const def = typeof wraithId === 'string' ? WRAITHS_BY_ID[wraithId] : undefined;
  if (!def) return WRAITH_MESSAGES.unknownWraith(String(wraithId));
  if (bondForKind(world, def.id)) return WRAITH_MESSAGES.alreadyBonded(def.name);
  const have = world.wraiths.tokens[def.id] ?? 0;
  if (have < def.tokensToBond) return WRAITH_MESSAGES.notEnoughTokens(def.name, have, def.tokensToBond);
  world.wraiths.tokens[def.id] = have - def.tokensToBond;
  const bond = {
    id: nextId(world, 'bond'),
    wraithId: def.id,
    bondedAt: world.sim.nowMs,
    level: 1,
    bondXp: 0,
    kills: 0,
  };
  world.wraiths.bonded.push(bond);
  events.push({ type: 'wraithBonded', bondedId: bond.id, wraithId: def.id });
  // A free slot takes the new companion at once: bonding is for fighting together.
  const free = WRAITH_SLOTS.findIndex((slot) => world.equipment.slots[slot] === null);
  if (free >= 0) summonWraith(world, bond.id, free, events);
  return null;
}

function isTokenCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999;
}

export function feedWraith(world: GameState, bondedId: unknown, tokens: unknown, events: GameEvent[]): string | null {
  const bond = bondOf(world, bondedId);
  if (!bond) return WRAITH_MESSAGES.notBonded;
  const def = WRAITHS_BY_ID[bond.wraithId];
  if (!def) return WRAITH_MESSAGES.unknownWraith(bond.wraithId);
  if (!isTokenCount(tokens)) return WRAITH_MESSAGES.badTokens;
  if (bond.level >= WRAITH_MAX_LEVEL) return WRAITH_MESSAGES.maxLevel(def.name);
  const have = world.wraiths.tokens[def.id] ?? 0;
  if (have < tokens) return WRAITH_MESSAGES.notEnoughTokens(def.name, have, tokens);
  world.wraiths.tokens[def.id] = have - tokens;
  grantBondXp(bond, tokens * BOND_XP_PER_TOKEN, events);
  refreshCharacter(world);
  return null;
}

/** Summons a bond into a slot (0..2; absent: the first free one); a wraith there returns to rest. */
export function summonWraith(world: GameState, bondedId: unknown, slot: unknown, events: GameEvent[]): string | null {
  const bond = bondOf(world, bondedId);
  if (!bond) return WRAITH_MESSAGES.notBonded;
  const def = WRAITHS_BY_ID[bond.wraithId];
  if (!def) return WRAITH_MESSAGES.unknownWraith(bond.wraithId);
  if (summonedSlot(world, bond.id) >= 0) return WRAITH_MESSAGES.alreadySummoned(def.name);
  let index: number;
  if (slot === undefined) {
    index = WRAITH_SLOTS.findIndex((name) => world.equipment.slots[name] === null);
    if (index < 0) return WRAITH_MESSAGES.slotsFull;
  } else {
    if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= WRAITH_SLOTS.length)
      return WRAITH_MESSAGES.badSlot;
    index = slot;
    if (world.equipment.slots[WRAITH_SLOTS[index]!] !== null) dismissWraith(world, index, events);
  }
  world.equipment.slots[WRAITH_SLOTS[index]!] = bond.id;
  world.combat.wraithNextActAt[index] = 0;
  events.push({ type: 'wraithSummoned', bondedId: bond.id, wraithId: bond.wraithId, slot: index });
  refreshCharacter(world);
  return null;
}

export function dismissWraith(world: GameState, slot: unknown, events: GameEvent[]): string | null {
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= WRAITH_SLOTS.length)
    return WRAITH_MESSAGES.badSlot;
  const name = WRAITH_SLOTS[slot]!;
  const bond = bondOf(world, world.equipment.slots[name]);
  world.equipment.slots[name] = null;
  world.combat.wraithNextActAt[slot] = 0;
  world.combat.effects = world.combat.effects.filter((effect) => effect.sourceId !== `wraith:${bond?.wraithId}`);
  if (!bond) return WRAITH_MESSAGES.emptySlot;
  events.push({ type: 'wraithDismissed', bondedId: bond.id, wraithId: bond.wraithId, slot });
  refreshCharacter(world);
  return null;
}

export type WraithCommands = {
  readonly bondWraith: { wraithId: string };
  /** Feeds `tokens` of the bond's own kind (1-999). */
  readonly feedWraith: { bondedId: string; tokens: number };
  /** `slot` 0..2; absent: the first free slot. */
  readonly summonWraith: { bondedId: string; slot?: number };
  readonly dismissWraith: { slot: number };
};

export const wraithSystem = defineSystem<'wraiths', WraithCommands, Record<never, never>>({
  id: 'wraiths',
  commands: {
    bondWraith: (world, command, tick) => bondWraith(world, command.wraithId, tick.events),
    feedWraith: (world, command, tick) => feedWraith(world, command.bondedId, command.tokens, tick.events),
    summonWraith: (world, command, tick) => summonWraith(world, command.bondedId, command.slot, tick.events),
    dismissWraith: (world, command, tick) => dismissWraith(world, command.slot, tick.events),
  },
  emits: ['wraithBonded', 'wraithLevelUp', 'wraithSummoned', 'wraithDismissed'],
});
