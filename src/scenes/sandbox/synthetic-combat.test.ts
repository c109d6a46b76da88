import { describe, expect, test } from 'vitest';
import { DEFAULT_FIXTURE, catchUpSyntheticCombat, createSyntheticWorld, fixtureFromQuery, stepSyntheticCombat, syntheticCombatAdapter } from './synthetic-combat';
import { createCombatSceneModel, type CombatSceneEvent } from '../combat/combat-model';

/** The events of `ticks` ticks, with the world's own id taken out of enemy ids so two worlds compare. */
function run(seed: number, ticks: number): CombatSceneEvent[] {
  const world = createSyntheticWorld({ ...DEFAULT_FIXTURE, seed });
  const events: CombatSceneEvent[] = [];
  for (let tick = 0; tick < ticks; tick += 1) events.push(...stepSyntheticCombat(world, []).events);
  return JSON.parse(JSON.stringify(events).replaceAll(`${world.worldId}:`, '')) as CombatSceneEvent[];
}

describe('synthetic combat', () => {
  test('is deterministic for a seed and differs across seeds', () => {
    expect(run(7, 600)).toEqual(run(7, 600));
    expect(run(7, 600)).not.toEqual(run(8, 600));
  });

  test('a fight plays out: blows of every kind, both abilities, kills with loot, a boss', () => {
    const events = run(7, 3000);
    const attacks = events.filter((event) => event.type === 'attack');
    const outcomes = new Set(attacks.map((event) => event.outcome));
    expect([...outcomes].sort()).toEqual(['block', 'crit', 'dodge', 'hit', 'miss']);
    const abilities = new Set(attacks.map((event) => event.abilityId));
    expect(abilities).toContain('blade_strike');
    expect(abilities).toContain('frost_bolt');
    const kills = events.filter((event) => event.type === 'enemyKilled');
    expect(kills.length).toBeGreaterThan(5);
    expect(kills.some((event) => event.loot.length > 0)).toBe(true);
    expect(events.some((event) => event.type === 'enemySpawned' && event.isBoss)).toBe(true);
  });

  test('enemy health falls between spawns', () => {
    const world = createSyntheticWorld();
    const start = world.view.enemy!.hp;
    for (let tick = 0; tick < 40; tick += 1) stepSyntheticCombat(world, []);
    expect(world.view.enemy!.hp).toBeLessThan(start);
  });

  test('commands get replies: a potion heals and is used up; refusals carry a message', () => {
    const world = createSyntheticWorld({ ...DEFAULT_FIXTURE, potions: 1 });
    world.view.hunter.hp = 100;
    const first = stepSyntheticCombat(world, [{ type: 'usePotion' }, { type: 'usePotion' }, { type: 'target', enemyId: 'nobody' }]);
    expect(first.replies).toEqual([{ ok: true }, { ok: false, message: 'No potions left.' }, { ok: false, message: 'That enemy is gone.' }]);
    expect(first.events).toContainEqual({ type: 'potionUsed', healed: 90 });
    expect(world.view.potions).toBe(0);
  });

  test('catch-up steps whole ticks', () => {
    const world = createSyntheticWorld();
    expect(catchUpSyntheticCombat(world, 1050)).toEqual({ ticks: 10 });
    expect(world.tick).toBe(10);
  });

  test('the adapter copies the view into the scene model without replacing its objects', () => {
    const world = createSyntheticWorld();
    const model = createCombatSceneModel();
    const hunter = model.hunter;
    syntheticCombatAdapter.readModel(world, model);
    expect(model.hunter).toBe(hunter);
    expect(model.hunter.hp).toBe(world.view.hunter.hp);
    expect(model.enemy?.id).toBe(`${world.worldId}:enemy-1`);
  });

  test('fixtures from a query string keep known values and ignore the rest', () => {
    const fixture = fixtureFromQuery(new URLSearchParams('area=void&enemy=golem&boss=true&seed=42&gear=aa3311&bogus=1'));
    expect(fixture).toEqual({ ...DEFAULT_FIXTURE, area: 'void', enemy: 'golem', boss: true, seed: 42, gearTint: 0xaa3311 });
    expect(fixtureFromQuery(new URLSearchParams('area=moon&enemy=dragon&seed=-3&gear=zz'))).toEqual(DEFAULT_FIXTURE);
  });
});
