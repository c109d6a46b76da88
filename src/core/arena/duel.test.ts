import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HunterRank } from '@/content/ids';
import { ABILITIES_BY_ID, ALL_ITEMS } from '../content-index';
import { refreshCharacter } from '../stats';
import { createHunter, createLateGameWorld } from '../testing/fixtures';
import { hunterForTrial } from '../trials/testing';
import type { ArenaCard, DuelResult } from './arena-types';
import { buildArenaCard } from './card';
import {
  duelAbilityMultiplier,
  duelMitigation,
  DUEL_MAX_BLOWS,
  duelMaxHealth,
  DUEL_STEP_MS,
  DUEL_TIME_LIMIT_MS,
  simulateDuel,
} from './duel';

const lateCard = buildArenaCard(createLateGameWorld(3));

/** A hunter who just reached rank A: the trial's requirements met, the best gear of its bands. */
function rankAStarter(seed: number): ArenaCard {
  const world = hunterForTrial('A', seed);
  world.player.hunterRank = 'A';
  refreshCharacter(world);
  return buildArenaCard(world);
}
const starterCard = rankAStarter(5);

/** A plain card for rule checks: no abilities, no wraiths. */
function plainCard(stats: Partial<ArenaCard['stats']> = {}, extra: Partial<ArenaCard> = {}): ArenaCard {
  return {
    version: 1,
    name: 'Plain',
    title: null,
    rank: 'A',
    level: 50,
    stats: {
      maxHealth: 2_000,
      attack: 200,
      defense: 100,
      critChance: 0.1,
      critDamage: 1.5,
      attackIntervalMs: 2_000,
      evasion: 0.1,
      ...stats,
    },
    gear: [],
    abilities: [],
    wraiths: [],
    ...extra,
  };
}

/** Replays the blows from full health and checks every field of the result. */
function expectWellFormed(result: DuelResult, a: ArenaCard, b: ArenaCard): void {
  const max = { a: duelMaxHealth(a), b: duelMaxHealth(b) };
  const health = { ...max };
  expect(result.durationMs).toBeGreaterThan(0);
  expect(result.durationMs).toBeLessThanOrEqual(DUEL_TIME_LIMIT_MS);
  expect(result.blows.length).toBeLessThanOrEqual(DUEL_MAX_BLOWS);
  let lastAt = 0;
  for (const blow of result.blows) {
    expect(blow.atMs).toBeGreaterThanOrEqual(lastAt);
    expect(blow.atMs % DUEL_STEP_MS).toBe(0);
    expect(blow.atMs).toBeLessThanOrEqual(result.durationMs);
    lastAt = blow.atMs;
    const card = blow.attacker === 'a' ? a : b;
    const foe = blow.attacker === 'a' ? 'b' : 'a';
    if (blow.source === 'hunter') {
      expect(blow.wraithId).toBeNull();
      if (blow.abilityId !== null) expect(card.abilities).toContain(blow.abilityId);
    } else {
      expect(blow.abilityId).toBeNull();
      expect(card.wraiths.map((wraith) => wraith.wraithId)).toContain(blow.wraithId);
    }
    if (blow.outcome === 'dodge') expect(blow.damage).toBe(0);
    else expect(blow.damage).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(blow.damage)).toBe(true);
    health[foe] = Math.max(0, health[foe] - blow.damage);
    expect([blow.healthA, blow.healthB]).toEqual([health.a, health.b]);
  }
  const loser = result.winner === 'a' ? 'b' : 'a';
  if (result.endedBy === 'knockout') {
    expect(health[loser]).toBe(0);
    expect(health[result.winner]).toBeGreaterThan(0);
    expect(result.blows.at(-1)!.attacker).toBe(result.winner);
    expect(result.durationMs).toBe(result.blows.at(-1)!.atMs);
  } else {
    expect(result.durationMs).toBe(DUEL_TIME_LIMIT_MS);
    expect(health.a).toBeGreaterThan(0);
    expect(health.b).toBeGreaterThan(0);
    expect(health[result.winner] / max[result.winner]).toBeGreaterThanOrEqual(health[loser] / max[loser]);
  }
}

function winShare(a: ArenaCard, b: ArenaCard, seeds: number, side: 'a' | 'b' = 'a'): number {
  let wins = 0;
  for (let seed = 0; seed < seeds; seed++) if (simulateDuel(a, b, seed).winner === side) wins += 1;
  return wins / seeds;
}

describe('simulateDuel', () => {
  it('gives the same result for the same cards and seed, another for another seed', () => {
    const first = simulateDuel(lateCard, starterCard, 11);
    expect(simulateDuel(structuredClone(lateCard), structuredClone(starterCard), 11)).toEqual(first);
    const same = simulateDuel(starterCard, starterCard, 11);
    const others = [12, 13, 14, 15].map((seed) => simulateDuel(starterCard, starterCard, seed));
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(same))).toBe(true);
  });

  it('records every blow in time order, with both healths consistent with the damage', () => {
    for (let seed = 0; seed < 10; seed++) {
      expectWellFormed(simulateDuel(lateCard, starterCard, seed), lateCard, starterCard);
      expectWellFormed(simulateDuel(starterCard, lateCard, seed), starterCard, lateCard);
      expectWellFormed(simulateDuel(starterCard, starterCard, seed), starterCard, starterCard);
    }
  });

  it('is well formed for random pairs of built hunters', () => {
    const weapons = ALL_ITEMS.filter((item) => item.type === 'weapon').map((item) => item.id);
    const chests = ALL_ITEMS.filter((item) => item.type === 'armor').map((item) => item.id);
    const hunter = fc.record({
      level: fc.integer({ min: 1, max: 99 }),
      rank: fc.constantFrom<HunterRank>('A', 'S', 'SS', 'SSS'),
      weapon: fc.option(fc.constantFrom(...weapons), { nil: undefined }),
      chest: fc.option(fc.constantFrom(...chests), { nil: undefined }),
    });
    const cardOf = (options: { level: number; rank: HunterRank; weapon?: string; chest?: string }) =>
      buildArenaCard(
        createHunter({
          rank: options.rank,
          levels: { bladework: options.level, defense: options.level, witchcraft: Math.ceil(options.level / 2) },
          gear: {
            ...(options.weapon ? { weapon: options.weapon } : {}),
            ...(options.chest ? { chest: options.chest } : {}),
          },
        }),
      );
    fc.assert(
      fc.property(hunter, hunter, fc.integer({ min: 0, max: 0xffff_ffff }), (first, second, seed) => {
        const a = cardOf(first);
        const b = cardOf(second);
        expectWellFormed(simulateDuel(a, b, seed), a, b);
      }),
      { numRuns: 25 },
    );
  });

  it('lets a late-game hunter beat a hunter who just reached rank A', () => {
    const asChallenger = winShare(lateCard, starterCard, 20, 'a');
    const asDefender = winShare(starterCard, lateCard, 20, 'b');
    expect(asChallenger).toBeGreaterThanOrEqual(0.9);
    expect(asDefender).toBeGreaterThanOrEqual(0.9);
  });

  it('lasts long enough to watch: an even duel runs tens of seconds, most ending before the limit', () => {
    for (const card of [starterCard, lateCard]) {
      const results = Array.from({ length: 20 }, (_, seed) => simulateDuel(card, structuredClone(card), seed));
      const durations = results.map((result) => result.durationMs).sort((x, y) => x - y);
      const median = durations[10]!;
      expect(median).toBeGreaterThanOrEqual(15_000);
      expect(median).toBeLessThan(DUEL_TIME_LIMIT_MS);
      expect(results.filter((result) => result.endedBy === 'knockout').length).toBeGreaterThanOrEqual(15);
    }
  });

  it('gives two identical cards about half the wins each', () => {
    for (const card of [starterCard, lateCard]) {
      const share = winShare(card, structuredClone(card), 40);
      expect(share).toBeGreaterThanOrEqual(0.25);
      expect(share).toBeLessThanOrEqual(0.75);
    }
  });

  it('fires damage abilities in slot order on their cooldowns, instead of the basic blow', () => {
    const card = plainCard({ evasion: 0 }, { abilities: ['second_wind', 'blade_strike', 'frost_bolt'] });
    const foe = plainCard({ maxHealth: 1_000_000, attack: 1, evasion: 0 });
    const result = simulateDuel(card, foe, 3);
    const mine = result.blows.filter((blow) => blow.attacker === 'a');
    // Second Wind heals: no use in a duel. Blade Strike first, then Frost Bolt, then basic blows
    // until one is ready again.
    expect(mine.slice(0, 4).map((blow) => blow.abilityId)).toEqual([
      'blade_strike',
      'frost_bolt',
      null,
      'blade_strike',
    ]);
    expect(mine.some((blow) => blow.abilityId === 'second_wind')).toBe(false);
    const cooldown = ABILITIES_BY_ID.blade_strike!.cooldownMs;
    const strikes = mine.filter((blow) => blow.abilityId === 'blade_strike').map((blow) => blow.atMs);
    for (let index = 1; index < strikes.length; index++)
      expect(strikes[index]! - strikes[index - 1]!).toBeGreaterThanOrEqual(cooldown);
    expect(duelAbilityMultiplier(ABILITIES_BY_ID.blade_strike!)).toBe(1.6);
    expect(duelAbilityMultiplier(ABILITIES_BY_ID.second_wind!)).toBeNull();
  });

  it('lets attacking wraiths strike on their own interval; a mending one does not strike', () => {
    const card = plainCard(
      {},
      {
        wraiths: [
          { wraithId: 'ember_wisp', level: 1 },
          { wraithId: 'crypt_shade', level: 20 },
        ],
      },
    );
    const foe = plainCard({ maxHealth: 1_000_000, attack: 1, evasion: 0 });
    const strikes = simulateDuel(card, foe, 5).blows.filter((blow) => blow.source === 'wraith');
    expect(new Set(strikes.map((blow) => blow.wraithId))).toEqual(new Set(['ember_wisp']));
    expect(strikes.map((blow) => blow.atMs).slice(0, 3)).toEqual([3_500, 7_000, 10_500]);
    // 15% of a 200 hit, spread 0.9..1.1, less the foe's armour: never a crit.
    const kept = 1 - duelMitigation(100, 50);
    for (const blow of strikes) {
      expect(blow.outcome).toBe('hit');
      expect(blow.damage).toBeGreaterThanOrEqual(Math.round(200 * 0.15 * 0.9 * kept));
      expect(blow.damage).toBeLessThanOrEqual(Math.round(200 * 0.15 * 1.1 * kept));
    }
  });

  it('lets armour matter without ever zeroing a blow', () => {
    expect(duelMitigation(0, 50)).toBe(0);
    expect(duelMitigation(100, 50)).toBeLessThan(duelMitigation(1_000, 50));
    expect(duelMitigation(10_000_000, 1)).toBeLessThan(1);
    const weak = plainCard({ attack: 5, critChance: 0 });
    const wall = plainCard({ defense: 1_000_000, evasion: 0 });
    const blows = simulateDuel(weak, wall, 1).blows.filter((blow) => blow.attacker === 'a');
    expect(blows.length).toBeGreaterThan(0);
    for (const blow of blows) expect(blow.damage).toBe(1);
    const unarmoured = simulateDuel(plainCard(), plainCard({ defense: 0 }), 2).blows;
    const armoured = simulateDuel(plainCard(), plainCard({ defense: 2_000 }), 2).blows;
    const dealt = (blows: DuelResult['blows']) =>
      blows.filter((blow) => blow.attacker === 'a').reduce((sum, blow) => sum + blow.damage, 0) /
      Math.max(1, blows.filter((blow) => blow.attacker === 'a' && blow.outcome !== 'dodge').length);
    expect(dealt(armoured)).toBeLessThan(dealt(unarmoured) * 0.8);
  });

  it('at the time limit gives the win to the larger share of health; a tie to more attack, then to a', () => {
    const sturdy = (attack: number, maxHealth = 1_000_000) =>
      plainCard({ maxHealth, attack, evasion: 0, critChance: 0, defense: 0 });
    // Every blow deals exactly 1: the same health lost on both sides.
    const tie = simulateDuel(sturdy(0.1), sturdy(0.2), 4);
    expect(tie).toMatchObject({ endedBy: 'time', winner: 'b', durationMs: DUEL_TIME_LIMIT_MS });
    expect(simulateDuel(sturdy(0.2), sturdy(0.1), 4).winner).toBe('a');
    expect(simulateDuel(sturdy(0.1), sturdy(0.1), 4).winner).toBe('a');
    // The same blows against less health: a larger share lost.
    expect(simulateDuel(sturdy(0.2, 500_000), sturdy(0.1), 4).winner).toBe('b');
  });

  it('bounds the blow list even for the fastest, toughest cards', () => {
    const fast = plainCard(
      { maxHealth: 10_000_000, attack: 1, attackIntervalMs: 1, evasion: 0 },
      {
        wraiths: [
          { wraithId: 'ember_wisp', level: 20 },
          { wraithId: 'ashen_revenant', level: 20 },
        ],
      },
    );
    const result = simulateDuel(fast, fast, 9);
    expect(result.blows.length).toBeLessThanOrEqual(DUEL_MAX_BLOWS);
    expectWellFormed(result, fast, fast);
  });
});
