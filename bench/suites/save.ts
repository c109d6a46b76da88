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
import type { BenchResult, BenchSuite } from '../types';

const WARMUP = 30;
const RUNS = 300;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

interface Timings {
  cpu: number[];
  wall: number[];
}

async function measureWrites(state: GameState): Promise<Timings> {
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
  database.close();
  timings.cpu.sort((a, b) => a - b);
  timings.wall.sort((a, b) => a - b);
  return timings;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

async function measure(state: GameState, suffix: string, label: string): Promise<BenchResult[]> {
  const times = await measureWrites(state);
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

const suite: BenchSuite = async () => {
  const results = [
    ...(await measure(createLateGameWorld(), '', 'core late-game world')),
    ...(await measure(createFullSupporterWorld(), '_full_supporter', 'full-supporter world (every cap filled)')),
  ];
  console.table(results);
  return results;
};

export default suite;
