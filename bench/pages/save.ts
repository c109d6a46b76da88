/**
 * The save benchmark's page (bench/suites/save-browser.ts): SlotStore.writeSlot, as the game calls
 * it, over the browser's own IndexedDB for the late-game and full-supporter worlds. Each write is
 * timed until it resolves (committed: in the system's hands, with its rescue copy), then the strict
 * flush to the disk that the database runs off the save's path (disk-flush.ts); its main-thread share
 * (validation, JSON, deflate and hashing: the synchronous steps; IndexedDB runs off the main thread)
 * is timed on the same state in a loop of its own.
 */
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { compress, sha256Hex } from '@/persistence/codec';
import { SaveDatabase } from '@/persistence/db';
import { createBrowserSlotMirror } from '@/persistence/opfs-mirror';
import type { SlotMirror } from '@/persistence/slot-mirror';
import { SlotStore } from '@/persistence/slots';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';
import { SaveWriteCheck } from '@/persistence/write-check';
import type { SaveBenchResult, SaveBenchWorld } from './save-types';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function makeWorld(kind: SaveBenchWorld): GameState {
  return kind === 'late-game' ? createLateGameWorld() : createFullSupporterWorld();
}

/**
 * What changes between two real saves of a hunter in a fight: time, gold, kills, experience and a
 * stack of loot (so the inventory, the largest section, is never the same twice).
 */
function playOn(state: GameState, index: number): GameState {
  state.lastSaved += 30_000;
  state.stats.totalPlaytime += 30_000;
  state.stats.enemiesKilled += 3;
  state.resources.gold += 41;
  state.skills.bladework.experience += 120;
  const potions = state.inventory.items.find((entry) => entry.itemId === 'health_potion_small');
  if (potions) potions.quantity = 1 + (index % 50);
  return state;
}

/** Each write is timed from the call until it resolves. */
async function timedWrite(slots: SlotStore, state: GameState): Promise<{ elapsed: number; compressedBytes: number }> {
  const started = performance.now();
  // Each world is its own player's: their rescue copies are files of their own.
  const written = await slots.writeSlot(state.playerId, 1, state);
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

async function run(
  kind: SaveBenchWorld,
  warmup: number,
  runs: number,
  paused: number,
  pauseMs: number,
): Promise<SaveBenchResult> {
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
  for (let index = 0; index < warmup + runs; index += 1) {
    const next = playOn(state, index);
    // The order alternates: whichever write goes second finds the first one's garbage to collect.
    const copyFirst = index % 2 === 0;
    const first = await timedWrite(copyFirst ? withCopy.slots : withoutCopy.slots, next);
    const second = await timedWrite(copyFirst ? withoutCopy.slots : withCopy.slots, next);
    const [written, plain] = copyFirst ? [first, second] : [second, first];
    // What the game does once saves pause, here at once so no flush overlaps the next timed write.
    const flushStart = performance.now();
    await Promise.all([withCopy.database.flushToDisk(), withoutCopy.database.flushToDisk()]);
    const flushed = performance.now() - flushStart;
    if (index >= warmup) {
      wall.push(written.elapsed);
      diskFlush.push(flushed);
      wallWithoutRescueCopy.push(plain.elapsed);
      compressedBytes = written.compressedBytes;
    }
  }
  // Autosaves come seconds apart, not back to back: whatever goes cold between them (the copy's open
  // files, caches) shows here.
  const afterPause: number[] = [];
  const afterPauseWithoutRescueCopy: number[] = [];
  for (let index = 0; index < paused; index += 1) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const next = playOn(state, index);
    const copyFirst = index % 2 === 0;
    const first = await timedWrite(copyFirst ? withCopy.slots : withoutCopy.slots, next);
    const second = await timedWrite(copyFirst ? withoutCopy.slots : withCopy.slots, next);
    afterPause.push((copyFirst ? first : second).elapsed);
    afterPauseWithoutRescueCopy.push((copyFirst ? second : first).elapsed);
  }
  // The main-thread share, in a loop of its own: its garbage is not the writes' to collect.
  let rawBytes = 0;
  const check = new SaveWriteCheck();
  for (let index = 0; index < warmup + runs; index += 1) {
    const next = playOn(state, index);
    const syncStart = performance.now();
    const text = check.textOf(next);
    sha256Hex(compress(text));
    const sync = performance.now() - syncStart;
    if (index >= warmup) mainThread.push(sync);
    rawBytes = text.length;
  }
  withCopy.database.close();
  withoutCopy.database.close();
  return {
    wall,
    diskFlush,
    wallWithoutRescueCopy,
    afterPause,
    afterPauseWithoutRescueCopy,
    mainThread,
    compressedBytes,
    rawBytes,
    rescueWriter: await mirror.writer(),
  };
}

window.__saveBench = { ready: true, run };
