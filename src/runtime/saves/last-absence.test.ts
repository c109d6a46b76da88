import { describe, expect, it } from 'vitest';
import { absenceTimeline } from '@/core/absence';
import { applyOfflineProgress } from '@/core/offline';
import { step } from '@/core/step';
import { createTestWorld } from '@/core/testing/fixtures';
import { cloneWorld, serializeWorld } from '@/core/world';
import type { Logger, Notifier } from '@/persistence/deps';
import { coreSimulation } from '../core-simulation';
import { catchUpToNow } from './catch-up';
import {
  catchUpMeasured,
  clearLastAbsence,
  lastAbsenceStore,
  recordLastAbsence,
  timelineFromResult,
} from './last-absence';

const HOUR = 3_600_000;
const context = { utcOffsetMinutes: 0 };

function miner() {
  const world = createTestWorld();
  step(world, [{ type: 'startMining', nodeId: 'rift_edge_mana_seep' }]);
  return world;
}

const quiet: Logger = { error: () => undefined, info: () => undefined, warn: () => undefined };
const silent: Notifier = { success: () => null, info: () => null, warning: () => null, error: () => null };

describe('the last time away', () => {
  it('is measured from the world before the catch-up, which runs as before', () => {
    const world = miner();
    const before = cloneWorld(world);
    const plain = cloneWorld(world);
    const result = catchUpMeasured(world, 2 * HOUR, context);
    const gains = applyOfflineProgress(plain, 2 * HOUR, context);
    expect(result).toMatchObject({ mode: 'offline', gains });
    expect(serializeWorld(world)).toBe(serializeWorld(plain));
    expect(timelineFromResult(result)).toEqual(absenceTimeline(before, 2 * HOUR, context));
    expect(timelineFromResult(result)!.hours).toHaveLength(2);
  });

  it('is not measured for a short gap stepped tick by tick', () => {
    const result = catchUpMeasured(miner(), 5_000, context);
    expect(result.mode).toBe('ticks');
    expect(timelineFromResult(result)).toBeNull();
    expect(
      timelineFromResult(coreSimulation.catchUp(miner(), 5_000, { tick: 0, wallTimeMs: 0, timeScale: 1 })),
    ).toBeNull();
  });

  it('comes with the catch-up at load', () => {
    const world = miner();
    const caught = catchUpToNow(world, world.sim.nowMs + 3 * HOUR, silent, quiet);
    const timeline = timelineFromResult(caught.result)!;
    expect(timeline.hours).toHaveLength(3);
    expect(timeline.total.xp.survival).toBe(caught.gains!.skillXP.survival);
  });

  it('keeps the latest, and a new session starts with none', () => {
    const timeline = absenceTimeline(miner(), HOUR, context)!;
    recordLastAbsence(timeline);
    recordLastAbsence(null);
    expect(lastAbsenceStore.getState().timeline).toBe(timeline);
    clearLastAbsence();
    expect(lastAbsenceStore.getState().timeline).toBeNull();
  });
});
