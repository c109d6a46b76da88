import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRngState, SeededRandom } from '../rng';
import {
  simulateByEvents,
  simulateByTicks,
  type OfflineCombatSetup,
  type OfflineDrop,
  type OfflineFoe,
  type OfflinePhase,
} from './offline-combat';

const drop: fc.Arbitrary<OfflineDrop> = fc.oneof(
  fc.record({
    kind: fc.constant('material' as const),
    itemId: fc.constantFrom('bone_dust', 'nightshade'),
    chance: fc.double({ min: 0, max: 1, noNaN: true }),
    min: fc.integer({ min: 1, max: 2 }),
    max: fc.integer({ min: 2, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('item' as const),
    itemId: fc.constantFrom('worn_boots', 'leather_cap'),
    chance: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('token' as const),
    wraithId: fc.constantFrom('ember_wisp', 'crypt_shade'),
    chance: fc.double({ min: 0, max: 1, noNaN: true }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
);

const foe = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  xp: fc.integer({ min: 0, max: 500 }),
  goldCap: fc.integer({ min: 1, max: 40 }),
  maxHpCenti: fc.integer({ min: 1, max: 400_000 }),
  playerDamagePerTick: fc.integer({ min: 1, max: 60_000 }),
  enemyDamagePerTick: fc.integer({ min: 0, max: 8_000 }),
  drops: fc.array(drop, { maxLength: 3 }),
  spreadCenti: fc.integer({ min: 0, max: 40_000 }),
});

/** The events' phases: from tick 0, then later cuts, each with a cadence and a token boost. */
const phases: fc.Arbitrary<OfflinePhase[]> = fc
  .array(
    fc.record({
      fromTick: fc.integer({ min: 1, max: 36_000 }),
      bossEvery: fc.integer({ min: 1, max: 15 }),
      tokenBoost: fc.constantFrom(1, 2),
    }),
    { maxLength: 3 },
  )
  .chain((later) =>
    fc
      .record({ bossEvery: fc.integer({ min: 1, max: 15 }), tokenBoost: fc.constantFrom(1, 2) })
      .map((first) => [{ fromTick: 0, ...first }, ...later.sort((a, b) => a.fromTick - b.fromTick)]),
  );

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
    boss: fc.option(foe, { nil: null }),
    killsTowardBoss: fc.integer({ min: 0, max: 20 }),
    phases,
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
    boss: raw.boss && { ...raw.boss, id: 'boss' },
    killsTowardBoss: raw.killsTowardBoss,
    phases: raw.phases,
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

  it('brings the boss out after each phase’s cadence of kills, and rolls drops and tokens in table order', () => {
    const rat: OfflineFoe = {
      id: 'rat',
      xp: 5,
      goldCap: 25,
      maxHpCenti: 1_000,
      playerDamagePerTick: 1_000,
      enemyDamagePerTick: 0,
      drops: [
        { kind: 'material', itemId: 'bone_dust', chance: 1, min: 2, max: 2 },
        { kind: 'token', wraithId: 'ember_wisp', chance: 0.5, quantity: 1 },
      ],
    };
    const mother: OfflineFoe = {
      ...rat,
      id: 'mother',
      drops: [
        { kind: 'item', itemId: 'worn_boots', chance: 1 },
        { kind: 'token', wraithId: 'ember_wisp', chance: 1, quantity: 3 },
      ],
    };
    const setup: OfflineCombatSetup = {
      foes: [rat],
      maxHpCenti: 10_000,
      hpCenti: 10_000,
      regenPerTick: 0,
      thresholdCenti: 4_000,
      potions: [],
      potionCooldownTicks: 100,
      respawnTicks: 0,
      killGold: [10, 25],
      boss: mother,
      killsTowardBoss: 10,
      // Every kill takes one tick: 12 kills to the boss, then from tick 30 (the weekend) every 6.
      phases: [
        { fromTick: 0, bossEvery: 12, tokenBoost: 1 },
        { fromTick: 30, bossEvery: 6, tokenBoost: 2 },
      ],
    };
    const outcome = simulateByEvents(setup, 60, new SeededRandom(createRngState(4)));
    // Ticks 1-2: two rats (10 -> 12), tick 3 the boss; 4-15: 12 rats, 16 the boss; 17-28 rats, 29 the boss;
    // from tick 30 the weekend: 6 rats and the boss, four times over (to tick 57), then three rats.
    expect(outcome).toMatchObject({ kills: 60, bossFights: 7, bossKills: 7, killsTowardBoss: 3, died: false });
    expect(outcome.drops.filter((row) => row.itemId === 'worn_boots')).toHaveLength(7);
    expect(outcome.drops.filter((row) => row.itemId === 'bone_dust')).toEqual(
      Array.from({ length: 53 }, () => ({ itemId: 'bone_dust', quantity: 2 })),
    );
    // Boss tokens are sure (21); the rats' half chance doubles to a sure one from tick 30 (27 of the 53 rats).
    expect(outcome.tokens.ember_wisp).toBeGreaterThanOrEqual(21 + 27);
    expect(outcome.tokens.ember_wisp).toBeLessThanOrEqual(21 + 53);
    expect(outcome.survival).toBe(1);
  });

  it('gives a fight the expected blows win narrowly a real chance of a fall, and a rout none', () => {
    const base: OfflineCombatSetup = {
      foes: [
        {
          id: 'boss',
          xp: 10,
          goldCap: 25,
          maxHpCenti: 100_000,
          playerDamagePerTick: 1_000,
          enemyDamagePerTick: 95,
          spreadCenti: 2_000,
        },
      ],
      maxHpCenti: 10_000,
      hpCenti: 10_000,
      regenPerTick: 0,
      thresholdCenti: 4_000,
      potions: [],
      potionCooldownTicks: 100,
      respawnTicks: 0,
      killGold: [10, 25],
    };
    // 99 blows of 95: 595 left at the end, against a spread of 2,000 over the fight.
    const close = simulateByEvents(base, 100, new SeededRandom(createRngState(1)), 1);
    expect(close.died).toBe(false);
    expect(1 - close.survival).toBeGreaterThan(0.3);
    expect(1 - close.survival).toBeLessThan(0.45);
    expect(close.perils.boss).toBeCloseTo(1 - close.survival, 12);
    const easy = simulateByEvents(
      { ...base, foes: [{ ...base.foes[0]!, enemyDamagePerTick: 5, spreadCenti: 1_000 }] },
      100,
      new SeededRandom(createRngState(1)),
      1,
    );
    expect(easy.survival).toBe(1);
    // Lost by far: near certain; lost by a whisker: near an even chance.
    const rout = simulateByEvents(
      { ...base, foes: [{ ...base.foes[0]!, enemyDamagePerTick: 300 }] },
      100,
      new SeededRandom(createRngState(1)),
      1,
    );
    expect(rout.died).toBe(true);
    expect(1 - rout.survival).toBeGreaterThan(0.999);
    const whisker = simulateByEvents(
      { ...base, foes: [{ ...base.foes[0]!, enemyDamagePerTick: 102 }] },
      100,
      new SeededRandom(createRngState(1)),
      1,
    );
    expect(whisker.died).toBe(true);
    expect(1 - whisker.survival).toBeGreaterThan(0.5);
    expect(1 - whisker.survival).toBeLessThan(0.7);
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
