// Core simulation budgets (DESIGN.md): a 12 h absence for a late-game hunter in combat while
// training (< 50 ms in Node) and one tick of the same state (< 0.2 ms median).
import { performance } from 'node:perf_hooks';
import { applyOfflineProgress } from '@/core/offline';
import { step } from '@/core/step';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import type { BenchSuite } from '../types';

const HOUR_MS = 3_600_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

const suite: BenchSuite = async () => {
  const base = createLateGameWorld(7);
  if (base.combat.currentAreaId === null || base.skillTraining.activeSession === null)
    throw new Error('late-game fixture must be fighting and training');

  // Offline: 12 hours away, event to event.
  const offlineTimes: number[] = [];
  let kills = 0;
  let sessions = 0;
  for (let run = 0; run < 15; run++) {
    const world = cloneWorld(base);
    const started = performance.now();
    const gains = applyOfflineProgress(world, 12 * HOUR_MS);
    offlineTimes.push(performance.now() - started);
    kills = gains?.combat?.kills ?? 0;
    sessions = gains?.training?.sessionsCompleted ?? 0;
  }
  console.log(
    `offline 12h: ${kills} kills, ${sessions} training sessions per run; ` +
      `runs (ms): ${offlineTimes.map((time) => time.toFixed(2)).join(', ')}`,
  );

  // Ticks: the same state stepping in combat while training.
  const world = cloneWorld(base);
  for (let tick = 0; tick < 3_000; tick++) step(world, []);
  const tickTimes: number[] = [];
  let restarts = 0;
  for (let tick = 0; tick < 30_000; tick++) {
    if (world.combat.currentAreaId === null) {
      restarts += 1;
      step(world, [{ type: 'startCombat', areaId: 'abyssal_crown_rift' }]);
    }
    const started = performance.now();
    step(world, []);
    tickTimes.push(performance.now() - started);
  }
  console.log(
    `ticks: ${tickTimes.length} measured, combat restarts ${restarts}, ` +
      `still training: ${world.skillTraining.activeSession !== null}`,
  );

  return [
    { name: 'offline_12h_ms', value: Number(median(offlineTimes).toFixed(3)), unit: 'ms' },
    { name: 'tick_median_ms', value: Number(median(tickTimes).toFixed(5)), unit: 'ms' },
    {
      name: 'tick_mean_ms',
      value: Number((tickTimes.reduce((sum, time) => sum + time, 0) / tickTimes.length).toFixed(5)),
      unit: 'ms',
    },
    { name: 'tick_p99_ms', value: Number(percentile(tickTimes, 0.99).toFixed(5)), unit: 'ms' },
  ];
};

export default suite;
