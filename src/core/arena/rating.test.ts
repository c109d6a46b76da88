import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HUNTER_RANKS } from '@/content/ids';
import { ARENA_K, ARENA_MIN_RANK, ARENA_START_RATING, arenaLockReason, eloExpected, eloUpdate } from './rating';

const rating = fc.integer({ min: 0, max: 4_000 });

describe('the rating ladder', () => {
  it('starts at 1200 with K 32', () => {
    expect(ARENA_START_RATING).toBe(1200);
    expect(ARENA_K).toBe(32);
    expect(eloExpected(1200, 1200)).toBe(0.5);
    expect(eloExpected(1600, 1200)).toBeCloseTo(10 / 11, 10);
    expect(eloUpdate(1200, 1200, 1)).toBe(1216);
    expect(eloUpdate(1200, 1200, 0)).toBe(1184);
  });

  it('has expected scores that sum to 1', () => {
    fc.assert(
      fc.property(rating, rating, (mine, theirs) => {
        const expected = eloExpected(mine, theirs);
        expect(expected).toBeGreaterThan(0);
        expect(expected).toBeLessThan(1);
        expect(expected + eloExpected(theirs, mine)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('raises the rating on a win and lowers it on a loss, in whole points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: -300, max: 300 }), (mine, gap) => {
        const theirs = mine + gap;
        const won = eloUpdate(mine, theirs, 1);
        const lost = eloUpdate(mine, theirs, 0);
        expect(won).toBeGreaterThan(mine);
        expect(lost).toBeLessThan(mine);
        expect(Number.isInteger(won) && Number.isInteger(lost)).toBe(true);
        expect(won - mine).toBeLessThanOrEqual(ARENA_K);
        expect(mine - lost).toBeLessThanOrEqual(ARENA_K);
      }),
    );
    // Beating a stronger hunter is worth more than beating a weaker one.
    expect(eloUpdate(1200, 1400, 1) - 1200).toBeGreaterThan(eloUpdate(1200, 1000, 1) - 1200);
  });

  it('conserves the pair’s total: what the winner gains the loser loses (same k)', () => {
    fc.assert(
      fc.property(rating, rating, fc.integer({ min: 1, max: 64 }), fc.boolean(), (a, b, k, aWon) => {
        const scoreA = aWon ? 1 : 0;
        const scoreB = aWon ? 0 : 1;
        const newA = eloUpdate(a, b, scoreA, k);
        const newB = eloUpdate(b, a, scoreB, k);
        expect(newA - a + (newB - b)).toBe(0);
        expect(newA + newB).toBe(a + b);
      }),
      { numRuns: 500 },
    );
    // Odd k on equal ratings: half a point each way rounds the same size both ways.
    expect(eloUpdate(1200, 1200, 1, 1) - 1200).toBe(1200 - eloUpdate(1200, 1200, 0, 1));
  });
});

describe('arenaLockReason', () => {
  it('says what opens the arena below rank A, and nothing from A up', () => {
    expect(ARENA_MIN_RANK).toBe('A');
    expect(arenaLockReason('B')).toBe('The arena opens at Hunter Rank A: clear the rank trial to A.');
    expect(arenaLockReason('C')).toBe('The arena opens at Hunter Rank A: clear the rank trials to B, then A.');
    expect(arenaLockReason('E')).toBe('The arena opens at Hunter Rank A: clear the rank trials to D, C, B, then A.');
    for (const rank of HUNTER_RANKS.slice(HUNTER_RANKS.indexOf('A'))) expect(arenaLockReason(rank)).toBeNull();
  });
});
