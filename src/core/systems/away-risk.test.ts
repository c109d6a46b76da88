import { describe, expect, it } from 'vitest';
import { forecastAbsence, LOW_DEATH_RISK } from '../absence';
import { enemyOrBoss } from '../content-index';
import { createRngState, SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import { computeDerivedStats } from '../stats';
import { step } from '../step';
import { createHunter, FIXTURE_START_MS } from '../testing/fixtures';
import { deathChance, normalTail } from './away-risk';
import { buildOfflineCombatSetup } from './combat-offline';
import { spawnEnemy } from './enemy-stats';
import { rollEnemyBlow, rollPlayerBlow } from './hits';
import { simulateByEvents } from './offline-combat';
import { HEALTH_POTION_THRESHOLD, POTION_COOLDOWN_MS } from './potions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The fixture's clock is a Wednesday: Thursday has no event, Saturday the Weekend Bounty. */
const THURSDAY = FIXTURE_START_MS + DAY;
const SATURDAY = FIXTURE_START_MS + 3 * DAY;

/** A rank-D hunter with a blade and a few small potions, fighting in the Gloomroot Thicket. */
function hunter(bladework: number, defense: number, potions: number, nowMs = THURSDAY): GameState {
  const world = createHunter({
    seed: 3,
    rank: 'D',
    tier: 'base',
    levels: { bladework, defense },
    gear: { weapon: 'crypt_blade' },
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: Math.max(1, potions) },
  });
  if (potions === 0) {
    world.inventory.items = world.inventory.items.filter((entry) => entry.itemId !== 'health_potion_small');
    world.equipment.slots.potion_1 = null;
  }
  world.sim.nowMs = nowMs;
  return world;
}

/**
 * One fight against `enemyId` with blows rolled as online (`rollPlayerBlow`, `rollEnemyBlow`, each at
 * its own interval), the away rules otherwise: no abilities, regeneration per tick, a potion below 40%
 * when ready. True when the hunter falls.
 */
function rolledFightFalls(world: GameState, enemyId: string, random: SeededRandom): boolean {
  const derived = computeDerivedStats(world);
  const enemy = spawnEnemy(enemyOrBoss(enemyId)!, 0);
  const setup = buildOfflineCombatSetup(world, 'gloomroot_thicket', derived)!;
  const max = world.player.maxHealth;
  let potions = setup.potions.reduce((sum, stack) => sum + stack.count, 0);
  const heal = (setup.potions[0]?.healCenti ?? 0) / 100;
  let enemyHealth = enemy.maxHealth;
  let health = world.player.health;
  let nextBlow = 0;
  let nextEnemyBlow = enemy.attackIntervalMs;
  let potionReady = 0;
  for (let at = 100; at < HOUR; at += 100) {
    if (at >= nextBlow) {
      enemyHealth -= rollPlayerBlow(random, derived, enemy, derived.damageSchool, 1).damage;
      nextBlow += derived.attackIntervalMs;
      if (enemyHealth <= 0) return false;
    }
    if (at >= nextEnemyBlow) {
      health -= rollEnemyBlow(random, derived, enemy).damage;
      nextEnemyBlow += enemy.attackIntervalMs;
      if (health <= 0) return true;
    }
    health = Math.min(max, health + setup.regenPerTick / 100);
    if (health < max * HEALTH_POTION_THRESHOLD && at >= potionReady && potions > 0) {
      potions -= 1;
      health = Math.min(max, health + heal);
      potionReady = at + POTION_COOLDOWN_MS;
    }
  }
  return false;
}

/** The away model's chance of a fall in one fight against the zone's boss, from full health. */
function bossFightChance(world: GameState): number {
  const setup = buildOfflineCombatSetup(world, 'gloomroot_thicket', computeDerivedStats(world))!;
  const boss = setup.boss!;
  const alone = { ...setup, foes: [boss], boss: null, phases: [] };
  const outcome = simulateByEvents(alone, 100_000, new SeededRandom(createRngState(1)), 1);
  return 1 - outcome.survival;
}

describe('the chance of a fall away', () => {
  it('is the normal tail of the margin over the spread', () => {
    expect(normalTail(0)).toBeCloseTo(0.5, 7);
    expect(normalTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalTail(-1)).toBeCloseTo(0.841345, 6);
    expect(normalTail(9)).toBe(0);
    expect(deathChance(0, 100)).toBeCloseTo(0.5, 7);
    expect(deathChance(-1, 0)).toBe(1);
    expect(deathChance(1, 0)).toBe(0);
  });

  it('matches boss fights whose blows are rolled as online, within a few points', () => {
    const runs = 1_500;
    // From a sure fall to a comfortable win; with and without potions.
    for (const [bladework, defense, potions] of [
      [14, 12, 0],
      [18, 14, 0],
      [20, 16, 0],
      [16, 14, 2],
      [22, 18, 0],
    ] as const) {
      const world = hunter(bladework, defense, potions);
      const predicted = bossFightChance(world);
      const random = new SeededRandom(createRngState(bladework * 100 + defense + potions));
      let falls = 0;
      for (let run = 0; run < runs; run++) if (rolledFightFalls(world, 'mother_of_thorns', random)) falls += 1;
      const rolled = falls / runs;
      expect(
        Math.abs(predicted - rolled),
        `${bladework}/${defense}/${potions}: ${predicted} against ${rolled}`,
      ).toBeLessThan(0.06);
    }
  });
});

describe('the forecast and the boss', () => {
  const fifteenKills = (nowMs: number) => {
    const world = hunter(18, 14, 9, nowMs);
    step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket', kills: 15 }]);
    return world;
  };

  it('does not call a boss fight the expected blows win narrowly safe', () => {
    const forecast = forecastAbsence(fifteenKills(THURSDAY), HOUR)!;
    expect(forecast.death).toBeNull();
    expect(forecast.risk.deaths).toBe(0);
    expect(forecast.risk.chance).toBeGreaterThanOrEqual(LOW_DEATH_RISK);
    expect(forecast.risk.likelyKillerName).toBe('Mother of Thorns');
    expect(forecast.reasons.map((reason) => reason.text)).toContain(
      'Mother of Thorns steps out 1 time (every 12 kills)',
    );
  });

  it('knows the Weekend Bounty brings the boss after 6 kills, and that it raises the risk', () => {
    const thursday = forecastAbsence(fifteenKills(THURSDAY), HOUR)!;
    const saturday = forecastAbsence(fifteenKills(SATURDAY), HOUR)!;
    expect(saturday.reasons.map((reason) => reason.text)).toContain(
      'Mother of Thorns steps out 2 times (every 6 kills during The Weekend Bounty, else 12)',
    );
    expect(saturday.risk.chance).toBeGreaterThan(thursday.risk.chance + 0.1);
  });

  it('says no death when the hunter outclasses the boss', () => {
    const world = hunter(30, 26, 9);
    step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket', kills: 15 }]);
    const forecast = forecastAbsence(world, HOUR)!;
    expect(forecast.risk.chance).toBeLessThan(LOW_DEATH_RISK);
  });
});
