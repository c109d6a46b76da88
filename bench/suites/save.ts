// Local save cost (DESIGN budget: p95 <= 10 ms, compressed <= 50 KB) for the core's late-game world
// (createLateGameWorld: rank SSS, skills in the 90s, a full bag, long histories), and for the largest
// save a player can build (every supporter cap filled: 500 inventory and 500 bank entries), which the
// core fixture does not reach. Measured in Node over fake-indexeddb: zod validation + JSON + fflate
// deflate + SHA-256 (WebCrypto) + the slot's read-verify-write Dexie transaction, i.e.
// SlotStore.writeSlot as the game calls it. Browser IndexedDB costs differ: the figures under the
// budget's names (save_p95_ms, save_compressed_kb) come from bench/suites/save-browser.ts, measured in
// headless Chromium; this suite's are suffixed _node.
// The *_p95_ms figures are CPU time (process.cpuUsage) so that other processes on a shared machine do
// not inflate them; wall-clock figures are reported beside them.
import { loadavg } from 'node:os';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { encodeSave } from '@/persistence/codec';
import { SaveDatabase } from '@/persistence/db';
import { SlotStore } from '@/persistence/slots';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import type { BenchOptions, BenchResult, BenchSuite } from '../types';

/** Writes before and while measuring: a full run's, and a smoke run's. */
const runsFor = (options: BenchOptions) => (options.smoke ? { warmup: 1, runs: 3 } : { warmup: 30, runs: 300 });

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

interface Timings {
  cpu: number[];
  wall: number[];
}

async function measureWrites(state: GameState, options: BenchOptions): Promise<Timings> {
  const { warmup: WARMUP, runs: RUNS } = runsFor(options);
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const database = new SaveDatabase({ name: 'bench-saves', indexedDB: new IDBFactory(), IDBKeyRange, logger: silent });
  await database.init();
  const slots = new SlotStore(database, { logger: silent });
  const timings: Timings = { cpu: [], wall: [] };
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    // A new lastSaved each time, as every real save has: the data really changes.
    const next = { ...state, lastSaved: state.lastSaved + run * 30_000 };
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    await slots.writeSlot('bench-user', 1, next);
    const wall = performance.now() - started;
    const cpu = process.cpuUsage(cpuStart);
    if (run >= WARMUP) {
      timings.wall.push(wall);
      timings.cpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  // Every write landed: the slot reads back as the last one written.
  const loaded = await slots.readSlot('bench-user', 1);
  const expected = state.lastSaved + (WARMUP + RUNS - 1) * 30_000;
  if (loaded?.state.lastSaved !== expected || loaded.recoveredFromBackup)
    throw new Error(`the bench's last save did not read back (lastSaved ${loaded?.state.lastSaved} for ${expected})`);
  database.close();
  timings.cpu.sort((a, b) => a - b);
  timings.wall.sort((a, b) => a - b);
  return timings;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

async function measure(state: GameState, suffix: string, label: string, options: BenchOptions): Promise<BenchResult[]> {
  const times = await measureWrites(state, options);
  const encoded = encodeSave(state);
  const unit = `ms CPU per ${label} slot write (Node + fake-indexeddb)`;
  return [
    { name: `save_p95_ms${suffix}_node`, value: round(percentile(times.cpu, 0.95)), unit },
    { name: `save_median_ms${suffix}_node`, value: round(percentile(times.cpu, 0.5)), unit },
    {
      name: `save_wall_p95_ms${suffix}_node`,
      value: round(percentile(times.wall, 0.95)),
      unit: `ms wall clock, ${label} (machine load ${round(loadavg()[0] ?? 0)})`,
    },
    {
      name: `save_compressed_kb${suffix}_node`,
      value: round(encoded.bytes.byteLength / 1024),
      unit: `KB (${label}, deflate)`,
    },
    {
      name: `save_raw_json_kb${suffix}_node`,
      value: round(encoded.rawLength / 1024),
      unit: `KB (${label} JSON before compression)`,
    },
  ];
}

const suite: BenchSuite = async (options) => {
  const results = [
    ...(await measure(createLateGameWorld(), '', 'core late-game world', options)),
    ...(await measure(
      createFullSupporterWorld(),
      '_full_supporter',
      'full-supporter world (every cap filled)',
      options,
    )),
  ];
  console.table(results);
  return results;
};

export default suite;
