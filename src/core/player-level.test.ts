import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerLevelFromTotal } from './player-level';

describe('player level from skill levels (ruling 3)', () => {
  it('is 1 for a new character (ten skills at 1) and 100 with every skill at 100', () => {
    expect(playerLevelFromTotal(10)).toBe(1);
    expect(playerLevelFromTotal(1000)).toBe(100);
    expect(playerLevelFromTotal(990)).toBe(99);
  });

  it('keeps the log shape: fast early, slow late', () => {
    expect(playerLevelFromTotal(15)).toBe(3);
    expect(playerLevelFromTotal(20)).toBe(5);
    expect(playerLevelFromTotal(33)).toBe(10);
    expect(playerLevelFromTotal(510)).toBeGreaterThan(70);
    expect(playerLevelFromTotal(510)).toBeLessThan(80);
  });

  it('stays in 1..100 and never falls as skills rise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 1200 }), (a, b) => {
        const low = playerLevelFromTotal(Math.min(a, b));
        const high = playerLevelFromTotal(Math.max(a, b));
        expect(low).toBeGreaterThanOrEqual(1);
        expect(high).toBeLessThanOrEqual(100);
        expect(low).toBeLessThanOrEqual(high);
      }),
    );
  });
});
