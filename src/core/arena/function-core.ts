/**
 * What the arena function (supabase/functions/arena) takes from the core, in one place for both of
 * its entries (the local gateway's route and the Deno entry): the card of a stored save, read as the
 * rank trial's replay reads its start (this save version, validated) at the rank the server granted;
 * card parsing, the duel and the ratings.
 */
import { isHunterRank } from '@/content/ids';
import { SAVE_VERSION } from '../state';
import type { GameState } from '../state-types';
import { setHunterRank } from '../systems/character';
import { validateGameState } from '../validate';
import { cloneWorld } from '../world';
import type { ArenaCard } from './arena-types';
import { buildArenaCard, parseArenaCard } from './card';
import { simulateDuel } from './duel';
import { arenaLockReason, eloUpdate } from './rating';

export const ARENA_SAVE_MESSAGES = {
  saveUnreadable: 'Your saved progress could not be read; save again and publish again',
  saveOldFormat: 'Your saved progress is from an older save format; save again and publish again',
} as const;

/** The public card of a stored save at the server's rank, or why there is none. */
export function arenaCardFromSave(playerState: unknown, serverRank: string): ArenaCard | string {
  if (typeof playerState !== 'object' || playerState === null) return ARENA_SAVE_MESSAGES.saveUnreadable;
  if ((playerState as { version?: unknown }).version !== SAVE_VERSION) return ARENA_SAVE_MESSAGES.saveOldFormat;
  if (!validateGameState(playerState).valid || !isHunterRank(serverRank)) return ARENA_SAVE_MESSAGES.saveUnreadable;
  try {
    const world = cloneWorld(playerState as GameState);
    return setHunterRank(world, serverRank, []) ?? buildArenaCard(world);
  } catch {
    return ARENA_SAVE_MESSAGES.saveUnreadable;
  }
}

/** The core's arena rules, as the arena function's handler takes them. */
export const ARENA_FUNCTION_CORE = {
  cardFromSave: arenaCardFromSave,
  parseCard: parseArenaCard,
  simulateDuel,
  eloUpdate: (rating: number, opponentRating: number, score: 0 | 1) => eloUpdate(rating, opponentRating, score),
  lockReason: (rank: string) => arenaLockReason(isHunterRank(rank) ? rank : 'E'),
};
