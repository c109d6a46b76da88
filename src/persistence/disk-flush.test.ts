import { describe, expect, it } from 'vitest';
import { DISK_FLUSH_MARKER_ID } from '@/persistence/db';
import { DISK_FLUSH_MAX_UNFLUSHED_MS, DISK_FLUSH_QUIET_MS, DiskFlushScheduler } from '@/persistence/disk-flush';
import { SlotStore } from '@/persistence/slots';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { ManualClock } from '@/platform/clock';

function scheduler(flushResult: () => Promise<void> = () => Promise.resolve()) {
  const clock = new ManualClock(0);
  const flushedAt: number[] = [];
  const warnings: string[] = [];
  const flusher = new DiskFlushScheduler({
    clock,
    logger: { ...silentLogger, warn: (message: string) => void warnings.push(message) },
    flush: () => {
      flushedAt.push(clock.now());
      return flushResult();
    },
  });
  return { clock, flusher, flushedAt, warnings };
}

/** A flush runs after the timer, once the promise chain gets its turn. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('DiskFlushScheduler', () => {
  it('flushes once writes pause, one flush for a burst', async () => {
    const { clock, flusher, flushedAt } = scheduler();
    flusher.wrote();
    clock.step(500);
    flusher.wrote();
    clock.step(DISK_FLUSH_QUIET_MS - 1);
    await settle();
    expect(flushedAt).toEqual([]);
    clock.step(1);
    await settle();
    expect(flushedAt).toEqual([500 + DISK_FLUSH_QUIET_MS]);
    expect(flusher.pending).toBe(false);
    clock.step(10_000);
    await settle();
    expect(flushedAt).toHaveLength(1);
  });

  it('never lets a write wait longer than the maximum while saves go on', async () => {
    const { clock, flusher, flushedAt } = scheduler();
    for (let elapsed = 0; elapsed < 12_000; elapsed += 1_000) {
      flusher.wrote();
      clock.step(1_000);
      await settle();
    }
    expect(flushedAt.slice(0, 2)).toEqual([DISK_FLUSH_MAX_UNFLUSHED_MS, 2 * DISK_FLUSH_MAX_UNFLUSHED_MS]);
    for (let index = 1; index < flushedAt.length; index += 1)
      expect(flushedAt[index]! - flushedAt[index - 1]!).toBeLessThanOrEqual(DISK_FLUSH_MAX_UNFLUSHED_MS);
  });

  it('flushes at once when asked, and not at all when nothing waits', async () => {
    const { clock, flusher, flushedAt } = scheduler();
    await flusher.flushNow();
    expect(flushedAt).toEqual([]);
    flusher.wrote();
    await flusher.flushNow();
    expect(flushedAt).toEqual([0]);
    clock.step(DISK_FLUSH_MAX_UNFLUSHED_MS);
    expect(flushedAt).toEqual([0]);
  });

  it('logs a failing flush once and tries again with the next write', async () => {
    let fail = true;
    const { flusher, flushedAt, warnings } = scheduler(() =>
      fail ? Promise.reject(new Error('disk gone')) : Promise.resolve(),
    );
    flusher.wrote();
    await flusher.flushNow();
    flusher.wrote();
    await flusher.flushNow();
    expect(warnings).toEqual(['The save database could not flush to the disk']);
    fail = false;
    flusher.wrote();
    await flusher.flushNow();
    expect(flushedAt).toHaveLength(3);
  });
});

describe('SaveDatabase flushes its relaxed writes', () => {
  it('writes its marker after a save, where no player can read it, and the save stays readable', async () => {
    const clock = new ManualClock(1_000);
    const database = createTestDatabase({ clock, logger: silentLogger });
    await database.init();
    const slots = new SlotStore(database, { clock, logger: silentLogger });
    await slots.writeSlot('player-1', 1, createLateGameWorld());
    expect(await database.db.activeSlots.get(DISK_FLUSH_MARKER_ID)).toBeUndefined();
    await database.flushToDisk();
    expect(await database.db.activeSlots.get(DISK_FLUSH_MARKER_ID)).toMatchObject({ slotNumber: 0 });
    expect(await slots.getActiveSlot('player-1')).toBeNull();
    expect((await slots.readSlot('player-1', 1))?.sequence).toBe(1);
    database.close();
  });

  it('flushes a deletion before it resolves', async () => {
    const clock = new ManualClock(1_000);
    const database = createTestDatabase({ clock, logger: silentLogger });
    await database.init();
    const slots = new SlotStore(database, { clock, logger: silentLogger });
    await slots.writeSlot('player-1', 2, createLateGameWorld());
    await slots.deleteSlot('player-1', 2);
    expect(await database.db.activeSlots.get(DISK_FLUSH_MARKER_ID)).toBeDefined();
    expect(clock.pendingTimers).toBe(0);
    database.close();
  });
});
