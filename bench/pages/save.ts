/**
 * The save benchmark's page (bench/suites/save-browser.ts): SlotStore.writeSlot, as the game calls
 * it, over the browser's own IndexedDB (strict durability) for the late-game and full-supporter
 * worlds. Each write is timed until it resolves (the save is on disk), and its main-thread share
 * (validation, JSON, deflate: the synchronous steps; hashing and IndexedDB run off the main thread)
 * is timed step by step on the same state.
 */
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { compress } from '@/persistence/codec';
import { SaveDatabase } from '@/persistence/db';
import { createBrowserSlotMirror } from '@/persistence/opfs-mirror';
import { saveSchema } from '@/persistence/schema';
import { SlotStore } from '@/persistence/slots';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import type { SaveBenchResult, SaveBenchWorld } from './save-types';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function makeWorld(kind: SaveBenchWorld): GameState {
  return kind === 'late-game' ? createLateGameWorld() : createFullSupporterWorld();
}

async function run(kind: SaveBenchWorld, warmup: number, runs: number): Promise<SaveBenchResult> {
  const state = makeWorld(kind);
  const database = new SaveDatabase({ name: `bench-saves-${kind}`, logger: silent });
  await database.init();
  await database.db.slots.clear();
  // With the rescue copy, as the game saves (OPFS): an acknowledged save is on disk twice.
  const mirror = createBrowserSlotMirror();
  if (!mirror) throw new Error('No OPFS rescue store in this browser');
  const slots = new SlotStore(database, { logger: silent, mirror });
  const wall: number[] = [];
  const mainThread: number[] = [];
  let compressedBytes = 0;
  let rawBytes = 0;
  for (let index = 0; index < warmup + runs; index += 1) {
    // A new lastSaved each time, as every real save has: the data really changes.
    const next = { ...state, lastSaved: state.lastSaved + index * 30_000 };
    const started = performance.now();
    const written = await slots.writeSlot('bench-user', 1, next);
    const elapsed = performance.now() - started;
    const syncStart = performance.now();
    saveSchema.safeParse(next);
    const text = JSON.stringify(next);
    compress(text);
    const sync = performance.now() - syncStart;
    if (index >= warmup) {
      wall.push(elapsed);
      mainThread.push(sync);
      compressedBytes = written.compressedBytes;
      rawBytes = text.length;
    }
  }
  database.close();
  return { wall, mainThread, compressedBytes, rawBytes };
}

window.__saveBench = { ready: true, run };
