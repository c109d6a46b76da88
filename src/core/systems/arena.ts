/**
 * The arena in the save (issue 15): the server decides a duel (arena/duel.ts) and the client records
 * its outcome here. A win counts in `stats.pvpWins`; a loss in `stats.pvpLosses` and as a PvP death
 * (`deathPenalty.statistics.pvpDeaths` and `totalDeaths`), and that is all: a PvP death never costs
 * gear, health or anything else. Recording is idempotent by duel id (the last 50 ids are kept in
 * `world.arena`). Commands only: no tick, no time away.
 */
import { arenaLockReason } from '../arena/rating';
import type { GameEvent } from '../events';
import type { GameState } from '../state-types';
import { defineSystem } from '../system';

export const ARENA_DUEL_ID_MAX = 64;
/** How many recorded duel ids the save keeps (enough for any replay of a pending record). */
export const ARENA_RECORDED_DUELS_KEPT = 50;

export const ARENA_MESSAGES = {
  badDuelId: `A duel id is 1 to ${ARENA_DUEL_ID_MAX} characters`,
  badOutcome: 'A duel is either won or lost',
  alreadyRecorded: 'That duel is already recorded',
} as const;

export function recordArenaDuel(world: GameState, duelId: unknown, won: unknown, events: GameEvent[]): string | null {
  if (typeof duelId !== 'string' || duelId.length < 1 || duelId.length > ARENA_DUEL_ID_MAX)
    return ARENA_MESSAGES.badDuelId;
  if (typeof won !== 'boolean') return ARENA_MESSAGES.badOutcome;
  const locked = arenaLockReason(world.player.hunterRank);
  if (locked) return locked;
  if (world.arena?.recordedDuels.includes(duelId)) return ARENA_MESSAGES.alreadyRecorded;
  if (won) {
    world.stats.pvpWins += 1;
  } else {
    world.stats.pvpLosses += 1;
    world.deathPenalty.statistics.pvpDeaths += 1;
    world.deathPenalty.statistics.totalDeaths += 1;
  }
  const recorded = [...(world.arena?.recordedDuels ?? []), duelId];
  world.arena = { recordedDuels: recorded.slice(-ARENA_RECORDED_DUELS_KEPT) };
  events.push({ type: 'arenaDuelRecorded', duelId, won });
  return null;
}

export type ArenaCommands = {
  /** The server decided duel `duelId`; `won` is this hunter's outcome. */
  readonly recordArenaDuel: { duelId: string; won: boolean };
};

export const arenaSystem = defineSystem<'arena', ArenaCommands, Record<never, never>>({
  id: 'arena',
  commands: {
    recordArenaDuel: (world, command, tick) => recordArenaDuel(world, command.duelId, command.won, tick.events),
  },
  emits: ['arenaDuelRecorded'],
});
