// Core simulation budgets (DESIGN.md, issue 12): a 12 h absence for a late-game hunter with a full
// activity queue (< 50 ms in Node), the same absence fighting while training, and one tick of a
// fighting, training hunter (< 0.2 ms median).
import { performance } from 'node:perf_hooks';
import { absenceTimeline, forecastHorizons } from '@/core/absence';
import { applyOfflineProgress } from '@/core/offline';
import { step } from '@/core/step';
import { ALL_MINING_NODES, ALL_RECIPES, ALL_STATIONS } from '@/core/content-index';
import type { GameState } from '@/core/state-types';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import { replaySavedTrial } from '@/core/trials/replay';
import { hunterForTrial } from '@/core/trials/testing';
import type { BenchOptions, BenchSuite } from '../types';

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

/**
 * The late-game hunter with five activities queued: a witchcraft session run, the deepest node their
 * level allows until it stops, as many crafts as the bag allows of the first recipe it can make, a
 * fight of 300 kills, and more training. Every station is owned so the recipe can be any.
 */
function createQueuedLateGameWorld(base: GameState): GameState {
  const world = cloneWorld(base);
  step(world, [{ type: 'stopCombat' }, { type: 'stopTraining' }]);
  world.crafting.unlockedStations = ALL_STATIONS.map((station) => station.id);
  const node = [...ALL_MINING_NODES]
    .filter((candidate) => candidate.levelRequirement <= world.player.level)
    .sort((a, b) => b.levelRequirement - a.levelRequirement)[0]!;
  const recipe = ALL_RECIPES.find((candidate) => {
    const trial = cloneWorld(world);
    return step(trial, [{ type: 'startCraft', recipeId: candidate.id }]).replies[0]?.ok === true;
  })!;
  const queue = [
    { activityType: 'training', targetId: 'eclipse_invocations', count: 200 },
    { activityType: 'mining', targetId: node.id, count: null },
    { activityType: 'crafting', targetId: recipe.id, count: null },
    { activityType: 'combat', targetId: 'abyssal_crown_rift', count: 300 },
    { activityType: 'training', targetId: 'eclipse_invocations', count: 999 },
  ];
  const replies = step(
    world,
    queue.map((entry) => ({ type: 'queueActivity', ...entry })),
  ).replies;
  const refused = replies.find((reply) => !reply.ok);
  if (refused && !refused.ok) throw new Error(`the bench queue was refused: ${refused.message}`);
  return world;
}

/** Runs of each figure: a full run's, and a smoke run's (one of each, to prove the paths still work). */
function runsFor(options: BenchOptions) {
  return options.smoke
    ? { absences: 1, warmTicks: 10, ticks: 200, replays: 1, forecasts: 1 }
    : { absences: 15, warmTicks: 3_000, ticks: 30_000, replays: 30, forecasts: 15 };
}

const suite: BenchSuite = async (options) => {
  const runs = runsFor(options);
  const base = createLateGameWorld(7);
  if (base.combat.currentAreaId === null || base.skillTraining.activeSession === null)
    throw new Error('late-game fixture must be fighting and training');

  // Offline: 12 hours away, event to event.
  const offlineTimes: number[] = [];
  let kills = 0;
  let sessions = 0;
  for (let run = 0; run < runs.absences; run++) {
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

  // Offline: 12 hours away along a full activity queue (train, mine, craft, fight, train), event to event.
  const queued = createQueuedLateGameWorld(base);
  const queueTimes: number[] = [];
  let ended = '';
  for (let run = 0; run < runs.absences; run++) {
    const world = cloneWorld(queued);
    const started = performance.now();
    const gains = applyOfflineProgress(world, 12 * HOUR_MS);
    queueTimes.push(performance.now() - started);
    ended = (gains?.queue?.ended ?? []).map((ending) => `${ending.entry.type} (${ending.reason})`).join(', ');
  }
  console.log(
    `offline 12h along the queue: ended ${ended || 'nothing'}; ` +
      `runs (ms): ${queueTimes.map((time) => time.toFixed(2)).join(', ')}`,
  );

  // Ticks: the same state stepping in combat while training.
  const world = cloneWorld(base);
  for (let tick = 0; tick < runs.warmTicks; tick++) step(world, []);
  const tickTimes: number[] = [];
  let restarts = 0;
  for (let tick = 0; tick < runs.ticks; tick++) {
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

  // A rank trial's replay as the rank-trial function runs it: the stored save (JSON), the seed, the log.
  const trialSave: unknown = JSON.parse(JSON.stringify(hunterForTrial('SSS', 1)));
  const replayTimes: number[] = [];
  for (let run = 0; run < runs.replays; run++) {
    const started = performance.now();
    const verdict = replaySavedTrial(trialSave, 'trial_sss', run + 1, []);
    replayTimes.push(performance.now() - started);
    if (typeof verdict === 'string') throw new Error(verdict);
  }

  // The activity page's "if you leave now" (1, 4 and 12 h, three seeds each) and the last absence's
  // hour-by-hour timeline: both re-run the catch-up on copies, so they cost a few catch-ups.
  const forecastTimes: number[] = [];
  const timelineTimes: number[] = [];
  for (let run = 0; run < runs.forecasts; run++) {
    let started = performance.now();
    forecastHorizons(base);
    forecastTimes.push(performance.now() - started);
    started = performance.now();
    absenceTimeline(base, 12 * HOUR_MS);
    timelineTimes.push(performance.now() - started);
  }

  return [
    {
      name: 'forecast_1_4_12h_ms',
      value: Number(median(forecastTimes).toFixed(2)),
      unit: 'ms (late game fighting while training; 3 horizons x 3 seeds, computed when /game/activity opens)',
    },
    {
      name: 'absence_timeline_12h_ms',
      value: Number(median(timelineTimes).toFixed(2)),
      unit: 'ms (late game, 12 hourly buckets; computed once after a catch-up)',
    },
    {
      name: 'trial_replay_core_p50_ms',
      value: Number(median(replayTimes).toFixed(2)),
      unit: 'ms per SSS trial replay from a stored save, as the rank-trial function runs it (core only, no HTTP)',
    },
    {
      name: 'offline_12h_ms',
      value: Number(median(queueTimes).toFixed(3)),
      unit: 'ms (late game, full queue: train, mine, craft, fight, train; budget 50)',
    },
    {
      name: 'offline_12h_combat_training_ms',
      value: Number(median(offlineTimes).toFixed(3)),
      unit: 'ms (late game fighting while training)',
    },
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
