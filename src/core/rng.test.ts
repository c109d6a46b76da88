import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRngState, SeededRandom } from './rng';

describe('seeded RNG', () => {
  it('draws the same sequence from the same seed and state', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (seed) => {
        const a = new SeededRandom(createRngState(seed));
        const b = new SeededRandom(createRngState(seed));
        for (let index = 0; index < 20; index++) expect(a.nextUint32()).toBe(b.nextUint32());
      }),
    );
  });

  it('keeps its whole state in the array it wraps, so a JSON copy continues identically', () => {
    const state = createRngState('save-me');
    const random = new SeededRandom(state);
    random.next();
    const copy = new SeededRandom(JSON.parse(JSON.stringify(state)));
    for (let index = 0; index < 50; index++) expect(copy.nextUint32()).toBe(random.nextUint32());
  });

  it('differs across seeds', () => {
    expect(new SeededRandom(createRngState(1)).nextUint32()).not.toBe(new SeededRandom(createRngState(2)).nextUint32());
  });

  it('randomRange stays within [min, max] and reaches both ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer(),
        (min, span, seed) => {
          const random = new SeededRandom(createRngState(seed));
          for (let index = 0; index < 30; index++) {
            const value = random.randomRange(min, min + span);
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(min + span);
          }
        },
      ),
    );
    const random = new SeededRandom(createRngState(3));
    const seen = new Set<number>();
    for (let index = 0; index < 500; index++) seen.add(random.randomRange(10, 25));
    expect(seen.has(10) && seen.has(25)).toBe(true);
  });

  it('floats are in [0, 1)', () => {
    const random = new SeededRandom(createRngState(9));
    for (let index = 0; index < 1000; index++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('throws the spec’s messages for bad arguments', () => {
    const random = new SeededRandom(createRngState(1));
    expect(() => random.randomRange(5, 4)).toThrow('Min cannot be greater than max');
    expect(() => random.randomFloat(5, 4)).toThrow('Min cannot be greater than max');
    expect(() => random.chancePercent(101)).toThrow('Chance must be between 0 and 100');
    expect(() => random.chancePercent(-1)).toThrow('Chance must be between 0 and 100');
    expect(() => random.chancePercent(Number.NaN)).toThrow('Chance must be between 0 and 100');
    expect(() => random.chanceFraction(1.01)).toThrow('Chance must be between 0 and 1');
    expect(() => random.chanceFraction(-0.1)).toThrow('Chance must be between 0 and 1');
    expect(() => random.pick([1, 2], 3)).toThrow('Cannot pick more elements than array length');
    expect(() => random.pickOne([])).toThrow('Cannot pick more elements than array length');
  });

  it('chance helpers honour 0 and 100 percent', () => {
    const random = new SeededRandom(createRngState(4));
    for (let index = 0; index < 200; index++) {
      expect(random.chancePercent(0)).toBe(false);
      expect(random.chancePercent(100)).toBe(true);
      expect(random.chanceFraction(0)).toBe(false);
      expect(random.chanceFraction(1)).toBe(true);
    }
  });

  it('chancePercent(30) succeeds about 30% of the time', () => {
    const random = new SeededRandom(createRngState(5));
    let hits = 0;
    for (let index = 0; index < 10_000; index++) if (random.chancePercent(30)) hits += 1;
    expect(hits / 10_000).toBeGreaterThan(0.27);
    expect(hits / 10_000).toBeLessThan(0.33);
  });

  it('pick returns n distinct elements of the array and leaves it untouched', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { maxLength: 30 }), fc.nat(), fc.integer(), (items, n, seed) => {
        const count = items.length === 0 ? 0 : n % (items.length + 1);
        const before = items.slice();
        const picked = new SeededRandom(createRngState(seed)).pick(items, count);
        expect(picked).toHaveLength(count);
        expect(new Set(picked).size).toBe(count);
        for (const value of picked) expect(items).toContain(value);
        expect(items).toEqual(before);
      }),
    );
  });
});
