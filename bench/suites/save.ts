// Local save cost for a late-game state (DESIGN budget: p95 <= 10 ms, compressed <= 50 KB).
// Measured in Node over fake-indexeddb: validation + JSON + fflate deflate + SHA-256 (WebCrypto) + the
// slot's read-verify-write Dexie transaction, i.e. SlotStore.writeSlot as the game calls it. Browser
// IndexedDB costs differ (the lead may re-measure in Chromium).
// save_p95_ms is CPU time (process.cpuUsage) so that other processes on a shared machine do not
// inflate it; the wall-clock figures are reported beside it.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { BenchResult, BenchSuite } from '../types';
import { SaveDatabase } from '../../src/persistence/db';
import { SlotStore } from '../../src/persistence/slots';
import { encodeSave } from '../../src/persistence/codec';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import type { SaveState } from '../../src/persistence/save-shape';

const WARMUP = 20;
const RUNS = 200;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

interface Timings {
  cpu: number[];
  wall: number[];
}

async function measureWrites(state: SaveState): Promise<Timings> {
  const database = new SaveDatabase({ name: 'bench-saves', indexedDB: new IDBFactory(), IDBKeyRange, logger: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  await database.init();
  const slots = new SlotStore(database);
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

const suite: BenchSuite = async () => {
  const lateGame = createLateGameWorld();
  const times = await measureWrites(lateGame);
  const [load1] = (await import('node:os')).loadavg();
  const encoded = await encodeSave(lateGame);
  const worst = await encodeSave(createFullSupporterWorld());
  const results: BenchResult[] = [
    { name: 'save_p95_ms', value: round(percentile(times.cpu, 0.95)), unit: 'ms CPU per late-game slot write (Node + fake-indexeddb)' },
    { name: 'save_median_ms', value: round(percentile(times.cpu, 0.5)), unit: 'ms CPU per late-game slot write (Node + fake-indexeddb)' },
    { name: 'save_wall_p95_ms', value: round(percentile(times.wall, 0.95)), unit: `ms wall clock (machine load ${round(load1 ?? 0)} at the end)` },
    { name: 'save_compressed_kb', value: round(encoded.bytes.byteLength / 1024), unit: 'KB (late-game, deflate)' },
    { name: 'save_raw_json_kb', value: round(encoded.rawLength / 1024), unit: 'KB (late-game JSON before compression)' },
    { name: 'save_compressed_kb_full_supporter', value: round(worst.bytes.byteLength / 1024), unit: 'KB (every supporter cap filled; informational)' },
  ];
  console.table(results);
  return results;
};

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export default suite;
