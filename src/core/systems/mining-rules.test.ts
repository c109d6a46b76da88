import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MiningNodeDef } from '@/content/types';
import { createRngState, SeededRandom } from '../rng';
import {
  dropChance,
  harvestDurationMs,
  harvestsUntilDepleted,
  harvestXp,
  isDepleted,
  miningStartRefusal,
  newNodeProgress,
  recordHarvest,
  refreshNode,
  respawnAt,
  rollHarvestLoot,
} from './mining-rules';

const MINUTE = 60_000;

function node(overrides: Partial<MiningNodeDef> = {}): MiningNodeDef {
  return {
    id: 'test_vein',
    name: 'Test Vein',
    description: 'A vein that exists only to be tested.',
    category: 'ore_veins',
    areaId: 'tutorial_rift',
    levelRequirement: 20,
    depletionRate: 0.25,
    respawnMinutes: 30,
    maxHarvestsPerHour: 4,
    baseSeconds: 120,
    work: 'pick',
    loot: [
      { itemId: 'iron_ore', rarity: 'common', min: 1, max: 3 },
      { itemId: 'starmetal_ore', rarity: 'rare', min: 1, max: 1 },
    ],
    ...overrides,
  };
}

describe('harvest time and XP (spec 001 §9)', () => {
  it('is base minus the survival level, at least 10 s, less the speed bonus (at most half)', () => {
    expect(harvestDurationMs(node(), 1, 0)).toBe(119_000);
    expect(harvestDurationMs(node(), 30, 0)).toBe(90_000);
    expect(harvestDurationMs(node(), 115, 0)).toBe(10_000);
    expect(harvestDurationMs(node({ baseSeconds: 45 }), 99, 0)).toBe(10_000);
    expect(harvestDurationMs(node(), 20, 25)).toBe(75_000);
    expect(harvestDurationMs(node(), 20, 90)).toBe(50_000);
    expect(harvestDurationMs(node(), 20, -10)).toBe(100_000);
  });

  it('pays 25 XP plus 5 per full 10 node levels', () => {
    expect([1, 9, 10, 25, 50, 75].map((level) => harvestXp(node({ levelRequirement: level })))).toEqual([
      25, 25, 30, 35, 50, 60,
    ]);
  });
});

describe('drop chances', () => {
  it('are the spec rarity chances plus 0.5 points per level above the node, at most +10', () => {
    expect(dropChance('common', node(), 20, 0)).toBeCloseTo(0.8);
    expect(dropChance('uncommon', node(), 24, 0)).toBeCloseTo(0.42);
    expect(dropChance('rare', node(), 60, 0)).toBeCloseTo(0.25);
    expect(dropChance('epic', node(), 10, 0)).toBeCloseTo(0.05);
    expect(dropChance('legendary', node(), 20, 0)).toBeCloseTo(0.01);
    expect(dropChance('common', node(), 99, 0)).toBeCloseTo(0.9);
  });

  it('thin rare and better lines as global depletion rises (half at full), never common ones', () => {
    expect(dropChance('rare', node(), 20, 1)).toBeCloseTo(0.075);
    expect(dropChance('epic', node(), 20, 0.5)).toBeCloseTo(0.0375);
    expect(dropChance('common', node(), 20, 1)).toBeCloseTo(0.8);
    expect(dropChance('uncommon', node(), 20, 1)).toBeCloseTo(0.4);
  });

  it('drop at their chance over many harvests, in the line quantities', () => {
    const random = new SeededRandom(createRngState('mining-loot'));
    const runs = 20_000;
    const counts = new Map<string, number>();
    for (let index = 0; index < runs; index++) {
      for (const drop of rollHarvestLoot(node(), 20, 0, random)) {
        counts.set(drop.itemId, (counts.get(drop.itemId) ?? 0) + 1);
        const line = node().loot.find((row) => row.itemId === drop.itemId)!;
        expect(drop.quantity).toBeGreaterThanOrEqual(line.min);
        expect(drop.quantity).toBeLessThanOrEqual(line.max);
      }
    }
    expect((counts.get('iron_ore') ?? 0) / runs).toBeCloseTo(0.8, 1);
    expect((counts.get('starmetal_ore') ?? 0) / runs).toBeCloseTo(0.15, 1);
  });

  it('roll the same loot from the same RNG state', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = rollHarvestLoot(node(), 30, 0.3, new SeededRandom(createRngState(seed)));
        const b = rollHarvestLoot(node(), 30, 0.3, new SeededRandom(createRngState(seed)));
        expect(a).toEqual(b);
      }),
    );
  });
});

describe('depletion, respawn and the hourly counter', () => {
  it('raises personal depletion by the rate and global by half, depleting at 1', () => {
    const progress = newNodeProgress('test_vein');
    const start = 1_000_000;
    expect(harvestsUntilDepleted(node(), progress)).toBe(4);
    for (let harvest = 1; harvest <= 4; harvest++) recordHarvest(node(), progress, start + harvest * MINUTE);
    expect(progress).toMatchObject({
      personalDepletion: 1,
      globalDepletion: 0.5,
      totalHarvests: 4,
      harvestsThisHour: 4,
    });
    expect(isDepleted(progress)).toBe(true);
    expect(harvestsUntilDepleted(node(), progress)).toBe(0);
    expect(respawnAt(node(), progress)).toBe(start + 4 * MINUTE + 30 * MINUTE);
  });

  it('reaches depletion in exactly ceil(1 / rate) harvests for every rate in the spec range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 80 }), (hundredths) => {
        const rate = hundredths / 100;
        const progress = newNodeProgress('test_vein');
        const expected = harvestsUntilDepleted(node({ depletionRate: rate }), progress);
        for (let harvest = 0; harvest < expected; harvest++) {
          expect(isDepleted(progress)).toBe(false);
          recordHarvest(node({ depletionRate: rate }), progress, harvest);
        }
        expect(isDepleted(progress)).toBe(true);
        expect(expected).toBe(Math.ceil(Math.round(10_000 / rate) / 10_000));
      }),
    );
  });

  it('returns after its respawn time: personal 0 and global lowered by 0.5', () => {
    const progress = { ...newNodeProgress('test_vein'), personalDepletion: 1, globalDepletion: 0.8, lastMinedAt: 0 };
    refreshNode(node(), progress, 29 * MINUTE);
    expect(progress.personalDepletion).toBe(1);
    refreshNode(node(), progress, 30 * MINUTE);
    expect(progress).toMatchObject({ personalDepletion: 0 });
    expect(progress.globalDepletion).toBeCloseTo(0.3);
    // Global depletion never goes below 0.
    const light = { ...progress, personalDepletion: 1, globalDepletion: 0.2, lastMinedAt: 0 };
    refreshNode(node(), light, 31 * MINUTE);
    expect(light.globalDepletion).toBe(0);
  });

  it('restarts the hourly counter one hour after its first harvest', () => {
    const progress = newNodeProgress('test_vein');
    recordHarvest(node(), progress, 10 * MINUTE);
    recordHarvest(node(), progress, 40 * MINUTE);
    expect(progress).toMatchObject({ harvestsThisHour: 2, hourResetAt: 70 * MINUTE });
    refreshNode(node(), progress, 69 * MINUTE);
    expect(progress.harvestsThisHour).toBe(2);
    refreshNode(node(), progress, 70 * MINUTE);
    expect(progress.harvestsThisHour).toBe(0);
    recordHarvest(node(), progress, 75 * MINUTE);
    expect(progress).toMatchObject({ harvestsThisHour: 1, hourResetAt: 135 * MINUTE });
  });
});

describe('start checks (spec 001 §5), in order', () => {
  it('refuses a low level, then a depleted node, then the hourly cap', () => {
    const fresh = newNodeProgress('test_vein');
    expect(miningStartRefusal(node(), fresh, 19)).toBe('Level 20 required to mine Test Vein');
    expect(miningStartRefusal(node(), fresh, 20)).toBeNull();
    const depleted = { ...fresh, personalDepletion: 1, harvestsThisHour: 4 };
    expect(miningStartRefusal(node(), depleted, 19)).toBe('Level 20 required to mine Test Vein');
    expect(miningStartRefusal(node(), depleted, 20)).toBe('Test Vein is depleted; it returns after its respawn time');
    expect(miningStartRefusal(node(), { ...fresh, harvestsThisHour: 4 }, 20)).toBe(
      'Test Vein allows 4 harvests an hour; come back when the hour is up',
    );
  });
});
