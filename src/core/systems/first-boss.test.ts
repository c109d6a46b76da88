import { describe, expect, it } from 'vitest';
import { AREAS_BY_ID, BOSSES_BY_ID, ENEMIES_BY_ID } from '../content-index';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createTestWorld, setSkillLevels } from '../testing/fixtures';
import { enemyStats } from './enemy-stats';

/**
 * The Tutorial Rift's boss is the first wall a new hunter meets (DESIGN.md ruling 12): a newcomer
 * who trained a few minutes, with the starting kit, must beat it; an untrained level-1 hunter must
 * not walk through it. Each run is a demo account from `createNewGameState`, played by the core
 * from the rift's first enemy to the boss's fall or the hunter's.
 */

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const TICKS_PER_MINUTE = 600;

interface RiftRun {
  outcome: 'won' | 'died' | 'timeout';
  diedTo: 'boss' | 'enemy' | null;
  potionsUsed: number;
  bossFightMs: number;
}

/** Fights the Tutorial Rift from the door until the boss or the hunter falls (30 minutes at most). */
function runTutorialRift(world: GameState): RiftRun {
  step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
  let potionsUsed = 0;
  let bossOut = false;
  for (let tick = 0; tick < 30 * TICKS_PER_MINUTE; tick++) {
    for (const event of step(world, []).events) {
      if (event.type === 'potionUsed') potionsUsed += 1;
      if (event.type === 'enemySpawned' && event.isBoss) bossOut = true;
      if (event.type === 'enemyKilled' && event.isBoss)
        return { outcome: 'won', diedTo: null, potionsUsed, bossFightMs: event.fightMs };
      if (event.type === 'playerDied')
        return { outcome: 'died', diedTo: bossOut ? 'boss' : 'enemy', potionsUsed, bossFightMs: 0 };
    }
  }
  return { outcome: 'timeout', diedTo: null, potionsUsed, bossFightMs: 0 };
}

/** A new demo hunter (starting sword, cloth armour, five small health potions). */
const newHunter = (seed: number) => createTestWorld('demo', seed);

/** What a newcomer does first: Sword Drills for a few minutes, left running into the fight. */
function afterSwordDrills(seed: number, minutes: number): GameState {
  const world = newHunter(seed);
  step(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
  for (let tick = 0; tick < minutes * TICKS_PER_MINUTE; tick++) step(world, []);
  return world;
}

/** Level 3 Bladework and level 2 Defense (a few minutes of each drill), nothing running. */
function drilledHunter(seed: number): GameState {
  const world = newHunter(seed);
  setSkillLevels(world, { bladework: 3, defense: 2 }, 0);
  world.player.health = world.player.maxHealth;
  return world;
}

describe('the Tutorial Rift’s boss (ruling 12)', () => {
  it('is still a boss: far more health than the rift’s enemies, and a harder blow', () => {
    const rift = AREAS_BY_ID.tutorial_rift!;
    const boss = enemyStats(BOSSES_BY_ID[rift.bossId]!);
    const enemies = rift.enemies.map((id) => enemyStats(ENEMIES_BY_ID[id]!));
    expect(boss.maxHealth).toBeGreaterThan(5 * Math.max(...enemies.map((enemy) => enemy.maxHealth)));
    expect(boss.attack).toBeGreaterThan(Math.max(...enemies.map((enemy) => enemy.attack)));
  });

  it('falls to a newcomer after three minutes of Sword Drills, for every seed, at the cost of potions', () => {
    for (const seed of SEEDS) {
      const world = afterSwordDrills(seed, 3);
      expect(world.skills.bladework.level, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      const run = runTutorialRift(world);
      expect(run, `seed ${seed}`).toMatchObject({ outcome: 'won' });
      // A fight, not a walk: the hunter needs the potion belt on the way.
      expect(run.potionsUsed, `seed ${seed}`).toBeGreaterThanOrEqual(2);
      expect(run.bossFightMs, `seed ${seed}`).toBeGreaterThan(45_000);
    }
  });

  it('falls to a hunter with Bladework 3 and Defense 2 and the starting kit, for every seed', () => {
    for (const seed of SEEDS) {
      const world = drilledHunter(seed);
      // The "level 1-2 hunter".
      expect(world.player.level).toBeLessThanOrEqual(2);
      expect(runTutorialRift(world), `seed ${seed}`).toMatchObject({ outcome: 'won' });
    }
  });

  it('stops an untrained level-1 hunter most of the time, and any win takes every potion', () => {
    const runs = SEEDS.map((seed) => runTutorialRift(newHunter(seed)));
    const wins = runs.filter((run) => run.outcome === 'won');
    expect(wins.length).toBeLessThanOrEqual(SEEDS.length / 4);
    for (const win of wins) expect(win.potionsUsed).toBe(5);
    // Those who fall, fall to the boss: the rift's own enemies are for learning, not for dying.
    for (const run of runs.filter((candidate) => candidate.outcome === 'died')) expect(run.diedTo).toBe('boss');
    expect(runs.some((run) => run.outcome === 'timeout')).toBe(false);
  });
});
