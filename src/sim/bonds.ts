/**
 * The scripted player's wraiths: it bonds every kind whose tokens it has gathered, keeps the three
 * of the highest band summoned (a stronger kind's effect and gift are larger), and feeds each bond the
 * spare tokens of its kind, as a player who has read the wraiths page would.
 */
import { rankIndex, WRAITH_SLOTS } from '@/content/ids';
import type { Command } from '@/core/commands';
import { ALL_WRAITHS, WRAITHS_BY_ID } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { tokensToMax } from '@/core/systems/wraith-rules';
import type { BondedWraith } from '@/core/state-types';

export function planBonds(world: ReadonlyWorld): Command[] {
  const bonded = new Set(world.wraiths.bonded.map((bond) => bond.wraithId));
  return ALL_WRAITHS.filter(
    (wraith) => !bonded.has(wraith.id) && (world.wraiths.tokens[wraith.id] ?? 0) >= wraith.tokensToBond,
  ).map((wraith) => ({ type: 'bondWraith', wraithId: wraith.id }));
}

/** The three highest-band bonds in the slots, then every spare token fed to its own bond. */
export function planSummons(world: ReadonlyWorld): Command[] {
  const band = (bond: { wraithId: string }) => rankIndex(WRAITHS_BY_ID[bond.wraithId]?.band ?? 'E');
  const best = [...world.wraiths.bonded].sort((a, b) => band(b) - band(a)).slice(0, WRAITH_SLOTS.length);
  const commands: Command[] = [];
  const wanted = new Set(best.map((bond) => bond.id));
  WRAITH_SLOTS.forEach((slot, index) => {
    const held = world.equipment.slots[slot];
    if (held !== null && !wanted.has(held)) commands.push({ type: 'dismissWraith', slot: index });
  });
  const summoned = new Set(WRAITH_SLOTS.map((slot) => world.equipment.slots[slot]));
  for (const bond of best) if (!summoned.has(bond.id)) commands.push({ type: 'summonWraith', bondedId: bond.id });
  for (const bond of world.wraiths.bonded) {
    const tokens = Math.min(999, world.wraiths.tokens[bond.wraithId] ?? 0, tokensToMax(bond as BondedWraith));
    if (tokens > 0) commands.push({ type: 'feedWraith', bondedId: bond.id, tokens });
  }
  return commands;
}
