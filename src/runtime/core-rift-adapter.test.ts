import { describe, expect, test } from 'vitest';
import { AREAS_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { step } from '@/core/step';
import { createHunter, stepUntil } from '@/core/testing/fixtures';
import {
  applyRiftEvent,
  createPortalState,
  createRiftRunView,
  portalPhase,
  resyncPortal,
  waveCounterText,
  type RiftSceneEvent,
} from '@/scenes/rift/rift-model';
import { createCoreRiftAdapter } from './core-rift-adapter';

const strongHunter = () =>
  createHunter({
    seed: 5,
    rank: 'E',
    levels: { bladework: 60, defense: 60, witchcraft: 10 },
    gear: { weapon: 'obsidian_cleaver', chest: 'shadow_warrior_plate' },
    tier: 'base',
    potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 5 },
  });

const emptyRun = createRiftRunView;

describe('the rift scene reading the core', () => {
  test('a Tutorial Rift run: the portal opens, every wave is counted up to the boss, and it seals on the clear', () => {
    const world = strongHunter();
    const adapter = createCoreRiftAdapter();
    const state = createPortalState();
    const seen: RiftSceneEvent[] = [];
    const counters: string[] = [];
    const play = (events: readonly GameEvent[]): void => {
      for (const event of events) {
        const mapped = adapter.toRiftEvent(event);
        if (!mapped) continue;
        seen.push(mapped);
        applyRiftEvent(state, mapped, world.sim.nowMs);
        if (mapped.type === 'waveStarted') counters.push(waveCounterText(state.wave, state.waves, state.isBoss));
      }
    };
    play(step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]).events);
    expect(seen[0]).toEqual({ type: 'runStarted', areaName: 'The Tutorial Rift', attempt: 1, waves: 4 });
    expect(portalPhase(state, world.sim.nowMs)).toBe('opening');

    // Mid-run, a resync reads the same wave the events got to.
    play(stepUntil(world, (events) => events.some((event) => event.type === 'riftWaveStarted' && event.wave === 2)));
    const run = emptyRun();
    adapter.readRun(world, run);
    expect(run).toMatchObject({ active: true, areaName: 'The Tutorial Rift', attempt: 1, wave: 2, waves: 4 });
    const resynced = createPortalState();
    expect(run.sinceStartMs).toBeGreaterThan(0);
    resyncPortal(resynced, run, 0);
    expect(waveCounterText(resynced.wave, resynced.waves, resynced.isBoss)).toBe('Wave 2 / 4');

    play(stepUntil(world, (events) => events.some((event) => event.type === 'riftCleared')));
    expect(counters).toEqual(['Wave 1 / 4', 'Wave 2 / 4', 'Wave 3 / 4', 'BOSS']);
    expect(seen.at(-1)).toMatchObject({ type: 'cleared', firstClear: true, newBest: true });
    expect(portalPhase(state, world.sim.nowMs + 100)).toBe('sealing');
    adapter.readRun(world, run);
    expect(run.active).toBe(false);

    // The next spawn opens the second run.
    play(stepUntil(world, (events) => events.some((event) => event.type === 'riftRunStarted')));
    expect(seen.at(-2)).toEqual({ type: 'runStarted', areaName: 'The Tutorial Rift', attempt: 2, waves: 4 });
    expect(seen.at(-1)).toEqual({ type: 'waveStarted', wave: 1, waves: 4, isBoss: false });
  });

  test('leaving mid-run collapses the portal; a zone has no run at all', () => {
    const world = strongHunter();
    const adapter = createCoreRiftAdapter();
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    const { events } = step(world, [{ type: 'stopCombat' }]);
    const mapped = events.map((event) => adapter.toRiftEvent(event)).filter((event) => event !== null);
    expect(mapped).toEqual([{ type: 'runEnded' }]);

    expect(AREAS_BY_ID.gloomroot_thicket?.kind).toBe('zone');
    expect(step(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]).replies[0]).toEqual({ ok: true });
    stepUntil(world, (tickEvents) => tickEvents.some((event) => event.type === 'enemySpawned'));
    const run = emptyRun();
    adapter.readRun(world, run);
    expect(run.active).toBe(false);
  });
});
