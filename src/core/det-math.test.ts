import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eloExpected } from './arena/rating';
import { detExp, detLn, detPow, detPowInt } from './det-math';
import { playerLevelFromTotal } from './player-level';
import { BANK_UPGRADE, INVENTORY_UPGRADE, upgradeCost } from './slot-upgrades';
import { baseAttributes } from './stats';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 4e-15 + 1e-300);

describe('deterministic maths', () => {
  it('agrees with Math to about the last digit over the game’s ranges and beyond', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (x) => {
        close(detLn(x), Math.log(x));
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -700, max: 700, noNaN: true }), (x) => {
        close(detExp(x), Math.exp(x));
      }),
      { numRuns: 2_000 },
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1_000, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (b, e) => {
          expect(Math.abs(detPow(b, e) - Math.pow(b, e))).toBeLessThanOrEqual(Math.pow(b, e) * 1e-13);
        },
      ),
      { numRuns: 2_000 },
    );
    expect([detPowInt(1.15, 0), detPowInt(2, 10), detPowInt(0.5, 3)]).toEqual([1, 1024, 0.125]);
    expect([detLn(1), detExp(0), detPow(0, 2), detPow(5, 0), detLn(0), detLn(-1)]).toEqual([
      0,
      1,
      0,
      1,
      -Infinity,
      NaN,
    ]);
  });

  it('changes no number the game showed with Math: attributes, player levels, slot prices, Elo points', () => {
    const mathAttributes = (level: number) => ({
      strength: Math.round(10 + 1.8 * level + Math.pow(level, 1.07)),
      agility: Math.round(8 + 1.4 * level + Math.pow(level, 1.05)),
      intelligence: Math.round(8 + 1.4 * level + Math.pow(level, 1.05)),
      stamina: Math.round(15 + 2.5 * level + Math.pow(level, 1.1)),
    });
    for (let level = 1; level <= 200; level++) expect(baseAttributes(level)).toEqual(mathAttributes(level));
    const mathLevel = (total: number) => {
      const gained = Math.max(0, total - 10);
      if (gained >= 990) return 100;
      const share = Math.log(1 + gained / 90) / Math.log(1 + 990 / 90);
      return Math.max(1, Math.min(100, Math.floor(1 + 99 * share + 1e-9)));
    };
    for (let total = 0; total <= 1_000; total++) expect(playerLevelFromTotal(total)).toBe(mathLevel(total));
    for (const rule of [BANK_UPGRADE, INVENTORY_UPGRADE])
      for (let bought = 0; bought <= 120; bought++)
        expect(upgradeCost(rule, bought)).toBe(Math.round((rule.firstCost * rule.growth ** bought) / 10) * 10);
    for (let gap = -800; gap <= 800; gap++) {
      const expected = 1 / (1 + Math.pow(10, gap / 400));
      expect(Math.round(32 * eloExpected(1200, 1200 + gap))).toBe(Math.round(32 * expected));
    }
  });

  it('is the only way src/core reaches a logarithm, exponential, power or angle', () => {
    const banned =
      /Math\.(log|log2|log10|log1p|exp|expm1|pow|sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|cbrt|hypot)\(|[\w)\]]\s*\*\*\s*[\w(]/;
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !path.includes('testing')) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              if (banned.test(line) && !/^\s*(\/\/|\/\*|\*)/.test(line))
                offenders.push(`${path}:${index + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(join(import.meta.dirname, '.'));
    expect(offenders).toEqual([]);
  });
});
