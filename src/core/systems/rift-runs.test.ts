import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@/content/areas';
import { AREAS_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import { applyOfflineProgress } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, stepUntil } from '../testing/fixtures';
import { riftRunProgress, riftWaveSizes } from './rift-runs';

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);

const hunter = (strong: boolean) =>
  createHunter({
    seed: 5,
    rank: 'E',
    levels: strong ? { bladework: 60, defense: 60 } : { bladework: 1, defense: 1 },
    gear: strong ? { weapon: 'obsidian_cleaver', chest: 'shadow_warrior_plate' } : {},
    tier: 'base',
  });

const enter = (world: GameState, areaId: string) => step(world, [{ type: 'startCombat', areaId }]).events;
const cleared = (events: readonly GameEvent[]) => events.some((event) => event.type === 'riftCleared');

describe('rift runs', () => {
  it('splits every rift and raid into waves that add up to its killsForBoss, later waves never smaller', () => {
    for (const area of AREAS.filter((candidate) => candidate.kind !== 'zone')) {
      const sizes = riftWaveSizes(area);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(area.killsForBoss);
      expect(sizes.length).toBe(area.kind === 'raid' ? 4 : 3);
      for (let index = 1; index < sizes.length; index++) expect(sizes[index]).toBeGreaterThanOrEqual(sizes[index - 1]!);
    }
  });

  it('wave sizes hold for any kill count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom('rift', 'raid'), (killsForBoss, kind) => {
        const sizes = riftWaveSizes({ ...AREAS_BY_ID.tutorial_rift!, kind: kind as 'rift' | 'raid', killsForBoss });
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(killsForBoss);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('opens no run in a zone', () => {
    const world = hunter(true);
    const events = enter(world, 'gloomroot_thicket');
    expect(world.combat.run ?? null).toBeNull();
    expect(ofType(events, 'riftRunStarted')).toEqual([]);
    expect(riftRunProgress(world)).toBeNull();
  });

  it('plays a run wave by wave to the boss, then records the clear, its time and the best time', () => {
    const world = hunter(true);
    const startedAt = world.sim.nowMs;
    const start = enter(world, 'tutorial_rift');
    expect(ofType(start, 'riftRunStarted')).toEqual([
      { type: 'riftRunStarted', areaId: 'tutorial_rift', attempt: 1, waves: 4 },
    ]);
    expect(riftRunProgress(world)).toMatchObject({ wave: 1, waves: 4, killsInWave: 0, waveSizes: [3, 3, 4, 1] });
    const events = stepUntil(world, cleared);
    expect(ofType(events, 'riftWaveStarted').map((event) => [event.wave, event.isBoss])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    // The wave announcement comes before the enemy it brings.
    const bossWave = events.findIndex((event) => event.type === 'riftWaveStarted' && event.isBoss);
    expect(events[bossWave + 1]).toMatchObject({ type: 'enemySpawned', isBoss: true });
    const clear = ofType(events, 'riftCleared')[0]!;
    expect(clear).toMatchObject({ areaId: 'tutorial_rift', firstClear: true, newBest: true, attempt: 1 });
    expect(clear.timeMs).toBe(world.sim.nowMs - startedAt);
    expect(clear.bestTimeMs).toBe(clear.timeMs);
    expect(world.combatStats.rifts!.tutorial_rift).toMatchObject({
      attempts: 1,
      clears: 1,
      deaths: 0,
      bestTimeMs: clear.timeMs,
      lastClearAt: world.sim.nowMs,
    });
    expect(world.combat.run).toBeNull();

    // The rift opens again: attempt 2, and the best time is the faster of the two.
    const next = stepUntil(world, (tick) => tick.some((event) => event.type === 'riftRunStarted'));
    expect(ofType(next, 'riftRunStarted')[0]).toMatchObject({ attempt: 2 });
    const second = ofType(stepUntil(world, cleared), 'riftCleared')[0]!;
    expect(second).toMatchObject({ attempt: 2, firstClear: false });
    expect(second.bestTimeMs).toBe(Math.min(clear.timeMs, second.timeMs));
    expect(second.newBest).toBe(second.timeMs < clear.timeMs);
    expect(world.combatStats.rifts!.tutorial_rift).toMatchObject({ attempts: 2, clears: 2 });
  });

  it('ends the run on a death and counts it against the rift', () => {
    const world = hunter(false);
    enter(world, 'tutorial_rift');
    const events = stepUntil(world, (tick) => tick.some((event) => event.type === 'playerDied'));
    const ended = ofType(events, 'riftRunEnded');
    expect(ended).toEqual([
      { type: 'riftRunEnded', areaId: 'tutorial_rift', attempt: 1, wave: expect.any(Number), reason: 'death' },
    ]);
    expect(world.combat.run).toBeNull();
    expect(world.combat.currentAreaId).toBeNull();
    expect(world.combatStats.rifts!.tutorial_rift).toMatchObject({ attempts: 1, clears: 0, deaths: 1 });
    expect(world.combat.clearedRifts).toEqual([]);
  });

  it('ends the run without a death when the hunter leaves; coming back is a new attempt', () => {
    const world = hunter(true);
    enter(world, 'tutorial_rift');
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    const left = step(world, [{ type: 'stopCombat' }]).events;
    expect(ofType(left, 'riftRunEnded')[0]).toMatchObject({ reason: 'manual', wave: 1 });
    expect(world.combatStats.rifts!.tutorial_rift).toMatchObject({ attempts: 1, deaths: 0 });
    expect(ofType(enter(world, 'tutorial_rift'), 'riftRunStarted')[0]).toMatchObject({ attempt: 2 });
    expect(riftRunProgress(world)).toMatchObject({ wave: 1, killsInWave: 0 });
  });

  it('starts a run over after time away (bosses fight only online)', () => {
    const world = hunter(true);
    enter(world, 'tutorial_rift');
    stepUntil(world, (tick) => tick.filter((event) => event.type === 'enemyKilled').length > 0);
    stepUntil(world, (tick) => tick.some((event) => event.type === 'enemyKilled'));
    expect(world.combat.killsThisVisit).toBe(2);
    const gains = applyOfflineProgress(world, 30 * 60_000);
    expect(gains).not.toBeNull();
    expect(world.combat.currentAreaId).toBe('tutorial_rift');
    expect(world.combat.run).toBeNull();
    expect(world.combat.killsThisVisit).toBe(0);
    const back = stepUntil(world, (tick) => tick.some((event) => event.type === 'enemySpawned'));
    expect(ofType(back, 'riftRunStarted')[0]).toMatchObject({ attempt: 2 });
    expect(riftRunProgress(world)).toMatchObject({ attempt: 2, wave: 1 });
  });
});
