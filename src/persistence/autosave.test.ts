import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { AUTOSAVE_INTERVAL_MS, AutoSaver, type SlotWriter, type VisibilitySource } from '@/persistence/autosave';
import { isQuotaExceededError } from '@/persistence/deps';
import { requestPersistentStorage, resetPersistentStorageRequest } from '@/persistence/persistent-storage';
import { SaveService } from '@/persistence/save-service';
import type { SaveState } from '@/persistence/save-shape';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { MemoryStorage, RecordingLogger } from '@/persistence/testing/fakes';
import { createSampleSave } from '@/persistence/testing/sample-save';

const USER = 'user-1';

class FakeVisibility extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  become(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** Records writes; can be told to fail the next ones. */
class RecordingWriter implements SlotWriter {
  readonly writes: { slotNumber: number; state: SaveState }[] = [];
  failures: unknown[] = [];
  async saveSlot(_userId: string, slotNumber: number, state: SaveState) {
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    this.writes.push({ slotNumber, state });
    return {
      state,
      write: {
        slotNumber: 1 as const,
        sequence: this.writes.length,
        checksum: '',
        hashChain: '',
        compressedBytes: 0,
        savedAt: 0,
      },
    };
  }
}

const quotaError = () =>
  new Dexie.AbortError('Transaction aborted', new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

describe('AutoSaver', () => {
  let writer: RecordingWriter;
  let page: EventTarget;
  let visibility: FakeVisibility;
  let world: { kills: number };
  let saver: AutoSaver;
  let storageFull: unknown[];
  let otherErrors: unknown[];
  let writable: boolean;

  beforeEach(() => {
    // setImmediate stays real: fake-indexeddb schedules its work with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    writer = new RecordingWriter();
    page = new EventTarget();
    visibility = new FakeVisibility();
    world = { kills: 0 };
    storageFull = [];
    otherErrors = [];
    writable = true;
    saver = new AutoSaver({
      writer,
      userId: USER,
      getState: () => ({
        ...createSampleSave({ playerId: USER }),
        stats: { totalPlaytime: 0, enemiesKilled: world.kills, deaths: 0, pvpWins: 0, pvpLosses: 0 },
      }),
      pageEvents: page,
      visibility,
      canWrite: () => writable,
      onStorageFull: (error) => storageFull.push(error),
      onSaveError: (error) => otherErrors.push(error),
      logger: silentLogger,
    });
    saver.start();
  });

  afterEach(() => {
    saver.stop();
    vi.useRealTimers();
  });

  const play = () => {
    world.kills += 1;
    saver.markDirty();
  };

  it('saves a dirty state to slot 1 every 30 seconds', async () => {
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS - 1);
    expect(writer.writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writer.writes.map((write) => [write.slotNumber, write.state.stats.enemiesKilled])).toEqual([[1, 1]]);
    expect(saver.isDirty).toBe(false);
  });

  it('skips the interval while the state is clean', async () => {
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 3);
    expect(writer.writes).toHaveLength(1);
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(writer.writes).toHaveLength(2);
  });

  it('saves when the page is hidden or left, only if dirty', async () => {
    visibility.become('hidden');
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.writes).toHaveLength(0);

    play();
    visibility.become('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.writes).toHaveLength(0);
    visibility.become('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.writes).toHaveLength(1);

    play();
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writer.writes).toHaveLength(2);
  });

  it('an update during a save leaves the state dirty for the next one', async () => {
    play();
    const saving = saver.saveNow('manual');
    play();
    await saving;
    expect(saver.isDirty).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(writer.writes.map((write) => write.state.stats.enemiesKilled)).toEqual([1, 2]);
  });

  it('does not overlap saves', async () => {
    play();
    const first = saver.saveNow('manual');
    const second = saver.saveNow('manual');
    expect(saver.isSaving).toBe(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(writer.writes).toHaveLength(2);
  });

  it('reports a full storage once, keeps playing and retries until it works', async () => {
    writer.failures = [quotaError(), quotaError()];
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(storageFull).toHaveLength(1);
    expect(saver.isStorageFull).toBe(true);
    expect(saver.isDirty).toBe(true);
    expect(world.kills).toBe(2);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(writer.writes.map((write) => write.state.stats.enemiesKilled)).toEqual([2]);
    expect(saver.isStorageFull).toBe(false);
    writer.failures = [quotaError()];
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(storageFull).toHaveLength(2);
    expect(otherErrors).toHaveLength(0);
  });

  it('reports other failures separately', async () => {
    writer.failures = [new Error('disk on fire')];
    play();
    expect(await saver.saveNow()).toBe(false);
    expect(otherErrors).toHaveLength(1);
    expect(storageFull).toHaveLength(0);
  });

  it('writes nothing while another tab is the writer', async () => {
    writable = false;
    play();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS);
    expect(writer.writes).toHaveLength(0);
    expect(saver.isDirty).toBe(true);
  });

  it('stops listening when stopped', async () => {
    saver.stop();
    play();
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2);
    expect(writer.writes).toHaveLength(0);
  });
});

describe('AutoSaver with the real save service', () => {
  it('writes slot 1 so a reload finds the latest save, and survives a full disk', async () => {
    const database = createTestDatabase();
    const service = new SaveService({ database, storage: new MemoryStorage(), logger: silentLogger });
    await service.init();
    const state = createSampleSave({ playerId: USER });
    const storageFull: unknown[] = [];
    const logger = new RecordingLogger();
    const saver = new AutoSaver({
      writer: service,
      userId: USER,
      getState: () => state,
      onStorageFull: (error) => storageFull.push(error),
      logger,
    });

    // The browser refuses the save's transaction as a full disk does.
    const put = vi.spyOn(database, 'swapSlot').mockRejectedValueOnce(quotaError());
    saver.markDirty();
    expect(await saver.saveNow()).toBe(false);
    expect(storageFull).toHaveLength(1);
    expect(logger.messages('error')).toEqual(['Auto-save failed: storage is full']);
    expect(await service.loadSlot(USER, 1)).toBeNull();

    put.mockRestore();
    expect(await saver.saveNow()).toBe(true);
    expect((await service.loadSlot(USER, 1))!.state.playerId).toBe(USER);
  });
});

describe('isQuotaExceededError', () => {
  it("recognises the browser error and Dexie's wrapped forms", () => {
    expect(isQuotaExceededError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaExceededError(quotaError())).toBe(true);
    expect(isQuotaExceededError(new Error('wrapped', { cause: new DOMException('full', 'QuotaExceededError') }))).toBe(
      true,
    );
    expect(isQuotaExceededError(new Dexie.AbortError('aborted'))).toBe(false);
    expect(isQuotaExceededError(new Error('other'))).toBe(false);
    expect(isQuotaExceededError('QuotaExceededError')).toBe(false);
  });
});

describe('requestPersistentStorage', () => {
  beforeEach(() => resetPersistentStorageRequest());

  it('asks the browser once', async () => {
    const persist = vi.fn(async () => true);
    const api = { persisted: async () => false, persist };
    expect(await requestPersistentStorage(api, silentLogger)).toBe('granted');
    expect(await requestPersistentStorage(api, silentLogger)).toBe('granted');
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('copes with a browser without the API or one that refuses', async () => {
    expect(await requestPersistentStorage(undefined, silentLogger)).toBe('unavailable');
    resetPersistentStorageRequest();
    const logger = new RecordingLogger();
    expect(await requestPersistentStorage({ persist: async () => false }, logger)).toBe('denied');
    expect(logger.messages('warn')).toHaveLength(1);
    resetPersistentStorageRequest();
    expect(
      await requestPersistentStorage({ persisted: async () => true, persist: async () => false }, silentLogger),
    ).toBe('already');
  });
});
