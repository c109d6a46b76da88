/**
 * The save benchmark's page (bench/suites/save-browser.ts): SlotStore.writeSlot, as the game calls
 * it, over the browser's own IndexedDB for the late-game and full-supporter worlds. Each write is
 * timed until it resolves (committed: in the system's hands, with its rescue copy), then the strict
 * flush to the disk that the database runs off the save's path (disk-flush.ts); its main-thread share
 * (validation, JSON, deflate: the synchronous steps; hashing and IndexedDB run off the main thread)
 * is timed step by step on the same state.
 */
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { compress } from '@/persistence/codec';
import { SaveDatabase } from '@/persistence/db';
import { createBrowserSlotMirror } from '@/persistence/opfs-mirror';
import { saveSchema } from '@/persistence/schema';
import type { SlotMirror } from '@/persistence/slot-mirror';
import { SlotStore } from '@/persistence/slots';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import type { SaveBenchResult, SaveBenchWorld } from './save-types';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function makeWorld(kind: SaveBenchWorld): GameState {
  return kind === 'late-game' ? createLateGameWorld() : createFullSupporterWorld();
}

/** Each write is timed from the call until it resolves. */
async function timedWrite(slots: SlotStore, state: GameState): Promise<{ elapsed: number; compressedBytes: number }> {
  const started = performance.now();
  const written = await slots.writeSlot('bench-user', 1, state);
  return { elapsed: performance.now() - started, compressedBytes: written.compressedBytes };
}

async function openStore(
  name: string,
  mirror: SlotMirror | null,
): Promise<{ database: SaveDatabase; slots: SlotStore }> {
  const database = new SaveDatabase({ name, logger: silent });
  await database.init();
  await database.db.slots.clear();
  return { database, slots: new SlotStore(database, { logger: silent, mirror }) };
}

async function run(kind: SaveBenchWorld, warmup: number, runs: number): Promise<SaveBenchResult> {
  const state = makeWorld(kind);
  // As the game saves: IndexedDB plus the OPFS rescue copy. Beside it, alternating write by write,
  // the same store without the copy, so the copy's cost is read from one run.
  const mirror = createBrowserSlotMirror();
  if (!mirror) throw new Error('No OPFS rescue store in this browser');
  const withCopy = await openStore(`bench-saves-${kind}`, mirror);
  const withoutCopy = await openStore(`bench-saves-${kind}-plain`, null);
  const wall: number[] = [];
  const diskFlush: number[] = [];
  const wallWithoutRescueCopy: number[] = [];
  const mainThread: number[] = [];
  let compressedBytes = 0;
  let rawBytes = 0;
  for (let index = 0; index < warmup + runs; index += 1) {
    // A new lastSaved each time, as every real save has: the data really changes.
    const next = { ...state, lastSaved: state.lastSaved + index * 30_000 };
    const written = await timedWrite(withCopy.slots, next);
    const plain = await timedWrite(withoutCopy.slots, next);
    // What the game does once saves pause, here at once so no flush overlaps the next timed write.
    const flushStart = performance.now();
    await Promise.all([withCopy.database.flushToDisk(), withoutCopy.database.flushToDisk()]);
    const flushed = performance.now() - flushStart;
    const syncStart = performance.now();
    saveSchema.safeParse(next);
    const text = JSON.stringify(next);
    compress(text);
    const sync = performance.now() - syncStart;
    if (index >= warmup) {
      wall.push(written.elapsed);
      diskFlush.push(flushed);
      wallWithoutRescueCopy.push(plain.elapsed);
      mainThread.push(sync);
      compressedBytes = written.compressedBytes;
      rawBytes = text.length;
    }
  }
  withCopy.database.close();
  withoutCopy.database.close();
  return {
    wall,
    diskFlush,
    wallWithoutRescueCopy,
    mainThread,
    compressedBytes,
    rawBytes,
    rescueWriter: await mirror.writer(),
  };
}

window.__saveBench = { ready: true, run };
