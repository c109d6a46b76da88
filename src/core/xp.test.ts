import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForXp, MAX_SKILL_LEVEL, skillProgress, xpForLevel, xpToNextLevel } from './xp';

describe('the XP curve', () => {
  it('needs floor(100 x 1.1^(L-1)) XP from level L to L+1', () => {
    expect([1, 2, 3, 4, 5].map(xpToNextLevel)).toEqual([100, 110, 121, 133, 146]);
    for (let level = 1; level < MAX_SKILL_LEVEL; level++)
      expect(Math.abs(xpToNextLevel(level) - 100 * 1.1 ** (level - 1))).toBeLessThanOrEqual(1);
    expect(xpToNextLevel(100)).toBe(0);
    expect(xpToNextLevel(0)).toBe(0);
  });

  it('accumulates: level 10 at 1,356 XP, 99 at 11.4M, 100 at 12.5M', () => {
    expect(xpForLevel(1)).toBe(0);
    expect(xpForLevel(2)).toBe(100);
    expect(xpForLevel(10)).toBe(1_356);
    expect(xpForLevel(99)).toBeGreaterThan(11_000_000);
    expect(xpForLevel(99)).toBeLessThan(12_000_000);
    expect(xpForLevel(100)).toBeGreaterThan(12_000_000);
    expect(xpForLevel(150)).toBe(xpForLevel(100));
  });

  it('levelForXp inverts xpForLevel and is monotonic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (level) => {
        expect(levelForXp(xpForLevel(level))).toBe(level);
        if (level > 1) expect(levelForXp(xpForLevel(level) - 1)).toBe(level - 1);
      }),
    );
    fc.assert(
      fc.property(fc.nat(20_000_000), fc.nat(20_000_000), (a, b) => {
        expect(levelForXp(Math.min(a, b))).toBeLessThanOrEqual(levelForXp(Math.max(a, b)));
      }),
    );
    expect(levelForXp(-5)).toBe(1);
    expect(levelForXp(Number.NaN)).toBe(1);
    expect(levelForXp(1e12)).toBe(100);
  });

  it('reports progress relative to the previous level, and level 100 full', () => {
    expect(skillProgress(0)).toEqual({ level: 1, xpIntoLevel: 0, xpForNext: 100, percent: 0 });
    expect(skillProgress(155)).toEqual({ level: 2, xpIntoLevel: 55, xpForNext: 110, percent: 50 });
    expect(skillProgress(xpForLevel(100))).toEqual({ level: 100, xpIntoLevel: 0, xpForNext: 0, percent: 100 });
    fc.assert(
      fc.property(fc.nat(13_000_000), (xp) => {
        const progress = skillProgress(xp);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        if (progress.level < 100) expect(progress.xpIntoLevel).toBeLessThan(progress.xpForNext);
      }),
    );
  });
});
