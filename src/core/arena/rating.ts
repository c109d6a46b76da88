/**
 * The arena's rating ladder (issue 15): Elo, 1200 to start, K = 32, whole points. The arena opens at
 * Hunter Rank A.
 */
import { HUNTER_RANKS, rankIndex, type HunterRank } from '@/content/ids';
import { detPow } from '../det-math';

export const ARENA_START_RATING = 1200;
export const ARENA_K = 32;
export const ARENA_MIN_RANK: HunterRank = 'A';

/** The score `rating` is expected to take from a duel with `opponentRating` (0..1; the two sum to 1). */
export function eloExpected(rating: number, opponentRating: number): number {
  return 1 / (1 + detPow(10, (opponentRating - rating) / 400));
}

/** Half away from zero, so a gain and the matching loss round to the same size. */
function roundPoints(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * The rating after a duel (score 1: won, 0: lost), in whole points. The two sides of one duel move by
 * the same points in opposite directions (with the same k): the higher-rated side's change is computed
 * as the negation of the lower-rated side's, so rounding never creates or loses a point.
 */
export function eloUpdate(rating: number, opponentRating: number, score: 0 | 1, k: number = ARENA_K): number {
  const whole = Math.round(rating);
  if (rating > opponentRating) {
    const opponentChange = roundPoints(k * (1 - score - eloExpected(opponentRating, rating)));
    return whole - opponentChange;
  }
  return whole + roundPoints(k * (score - eloExpected(rating, opponentRating)));
}

/** Why the arena is closed to a hunter of `rank` (what opens it), or null from Rank A up. */
export function arenaLockReason(rank: HunterRank): string | null {
  const index = rankIndex(rank);
  const open = rankIndex(ARENA_MIN_RANK);
  if (index >= open) return null;
  const ahead = HUNTER_RANKS.slice(Math.max(0, index) + 1, open + 1);
  const path =
    ahead.length === 1
      ? `clear the rank trial to ${ARENA_MIN_RANK}`
      : `clear the rank trials to ${ahead.slice(0, -1).join(', ')}, then ${ARENA_MIN_RANK}`;
  return `The arena opens at Hunter Rank ${ARENA_MIN_RANK}: ${path}.`;
}
