import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRngState, SeededRandom } from '../rng';
import { simulateByEvents, simulateByTicks, type OfflineCombatSetup } from './offline-combat';

const foe = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  xp: fc.integer({ min: 0, max: 500 }),
  goldCap: fc.integer({ min: 1, max: 40 }),
  maxHpCenti: fc.integer({ min: 1, max: 400_000 }),
  playerDamagePerTick: fc.integer({ min: 1, max: 60_000 }),
  enemyDamagePerTick: fc.integer({ min: 0, max: 8_000 }),
});

const setup: fc.Arbitrary<OfflineCombatSetup> = fc
  .record({
    foes: fc.array(foe, { minLength: 1, maxLength: 3 }),
    maxHpCenti: fc.integer({ min: 100, max: 2_000_000 }),
    hpShare: fc.double({ min: 0.001, max: 1, noNaN: true }),
    regenPerTick: fc.integer({ min: 0, max: 6_000 }),
    potions: fc.array(
      fc.record({
        entryId: fc.constantFrom('p1', 'p2'),
        count: fc.integer({ min: 0, max: 6 }),
        healCenti: fc.integer({ min: 100, max: 200_000 }),
      }),
      { maxLength: 2 },
    ),
    potionCooldownTicks: fc.integer({ min: 0, max: 200 }),
    respawnTicks: fc.integer({ min: 0, max: 40 }),
  })
  .map((raw) => ({
    foes: raw.foes,
    maxHpCenti: raw.maxHpCenti,
    hpCenti: Math.max(1, Math.floor(raw.maxHpCenti * raw.hpShare)),
    regenPerTick: raw.regenPerTick,
    thresholdCenti: Math.floor(raw.maxHpCenti * 0.4),
    potions: raw.potions,
    potionCooldownTicks: raw.potionCooldownTicks,
    respawnTicks: raw.respawnTicks,
    killGold: [10, 25] as const,
  }));

describe('offline combat simulators', () => {
  it('event to event matches tick by tick, including the RNG draws', () => {
    fc.assert(
      fc.property(setup, fc.integer({ min: 0, max: 36_000 }), fc.integer(), (config, budget, seed) => {
        const eventsRng = createRngState(seed);
        const ticksRng = createRngState(seed);
        const byEvents = simulateByEvents(config, budget, new SeededRandom(eventsRng));
        const byTicks = simulateByTicks(config, budget, new SeededRandom(ticksRng));
        expect(byEvents).toEqual(byTicks);
        expect(eventsRng).toEqual(ticksRng);
        expect(byEvents.ticksUsed).toBeLessThanOrEqual(budget);
        if (!byEvents.died) expect(byEvents.hpCenti).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('dies when the enemy out-damages regeneration with no potions', () => {
    const result = simulateByEvents(
      {
        foes: [
          { id: 'ogre', xp: 10, goldCap: 25, maxHpCenti: 1_000_000, playerDamagePerTick: 10, enemyDamagePerTick: 500 },
        ],
        maxHpCenti: 10_000,
        hpCenti: 10_000,
        regenPerTick: 100,
        thresholdCenti: 4_000,
        potions: [],
        potionCooldownTicks: 100,
        respawnTicks: 15,
        killGold: [10, 25],
      },
      10_000,
      new SeededRandom(createRngState(1)),
    );
    // 400 net loss per tick: 10,000 HP lasts until the 25th blow (hp - 500 <= 0 after 24 x 400 = 9,600 lost).
    expect(result).toMatchObject({ died: true, killerId: 'ogre', ticksUsed: 25, kills: 0 });
  });

  it('stops at the budget mid-fight without paying for the unfinished kill', () => {
    const result = simulateByTicks(
      {
        foes: [
          { id: 'wall', xp: 10, goldCap: 25, maxHpCenti: 100_000, playerDamagePerTick: 100, enemyDamagePerTick: 0 },
        ],
        maxHpCenti: 10_000,
        hpCenti: 10_000,
        regenPerTick: 0,
        thresholdCenti: 4_000,
        potions: [],
        potionCooldownTicks: 100,
        respawnTicks: 15,
        killGold: [10, 25],
      },
      999,
      new SeededRandom(createRngState(1)),
    );
    expect(result).toMatchObject({ kills: 0, gold: 0, ticksUsed: 999, died: false });
  });
});
