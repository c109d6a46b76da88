import { beforeEach, describe, expect, it } from 'vitest';
import { CloudSync } from '@/persistence/cloud/cloud-sync';
import { STARTUP_CLOUD_TIMEOUT_MS } from '@/persistence/cloud/startup-load';
import type { Connectivity } from '@/persistence/cloud/connectivity';
import { backoffSchedule } from '@/persistence/cloud/backoff';
import { readSyncMeta, writeSyncMeta } from '@/persistence/cloud/sync-meta';
import { AUTO_SYNC_INTERVAL_MS, MIN_SYNC_SPACING_MS, STATUS_REFRESH_MS } from '@/persistence/cloud/sync-status';
import { isFreshCharacter, markFreshCharacter } from '@/persistence/fresh-character';
import { saveAsJson, type JsonObject, type SaveState } from '@/persistence/save-shape';
import { createSyncStore, type SyncStore } from '@/persistence/sync-store';
import { MemoryStorage, RecordingLogger, RecordingNotifier, flushAsync } from '@/persistence/testing/fakes';
import { ManualClock } from '@/platform/clock';
import { MemoryProfiles } from '@/persistence/testing/memory-profiles';
import { createSampleSave } from '@/persistence/testing/sample-save';

const USER = 'user-1';
const T0 = 1_700_000_000_000;

class FakeConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();
  constructor(public online = true) {}
  isOnline(): boolean {
    return this.online;
  }
  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(online: boolean): void {
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
}

/** A save differing from the others only in lastSaved and what `edit` changes. */
function save(lastSaved: number, edit: (state: JsonObject) => void = () => undefined): SaveState {
  const state = {
    ...saveAsJson(createSampleSave({ playerId: USER, lastSaved })),
    timestamp: T0,
    createdAt: T0 - 60_000,
  };
  edit(state);
  return state as unknown as SaveState;
}

const withLevel = (level: number) => (state: JsonObject) => {
  (state.player as JsonObject).level = level;
};
const withGold = (gold: number) => (state: JsonObject) => {
  (state.resources as JsonObject).gold = gold;
};

interface Harness {
  sync: CloudSync;
  clock: ManualClock;
  storage: MemoryStorage;
  profiles: MemoryProfiles;
  notifier: RecordingNotifier;
  logger: RecordingLogger;
  connectivity: FakeConnectivity;
  store: SyncStore;
  applied: SaveState[];
  savedLocal: SaveState[];
  setLocal(state: SaveState): void;
  cloud(): SaveState | null;
  toasts(): string[];
}

function harness(
  options: { local?: SaveState; cloud?: SaveState | JsonObject | null; online?: boolean; writable?: boolean } = {},
): Harness {
  const clock = new ManualClock(T0);
  const storage = new MemoryStorage();
  const profiles = new MemoryProfiles(USER, { player_state: options.cloud ? (options.cloud as JsonObject) : null });
  const notifier = new RecordingNotifier();
  const logger = new RecordingLogger();
  const connectivity = new FakeConnectivity(options.online ?? true);
  const store = createSyncStore({ deviceId: '', now: clock.now() });
  let local = options.local ?? save(T0);
  const applied: SaveState[] = [];
  const savedLocal: SaveState[] = [];
  const writable = options.writable ?? true;
  const sync = new CloudSync({
    userId: USER,
    client: profiles.client,
    getLocalState: async () => local,
    saveLocal: async (state) => {
      savedLocal.push(state);
      local = state;
    },
    applyState: (state) => {
      applied.push(state);
    },
    storage,
    store,
    notifier,
    connectivity,
    clock,
    logger,
    writer: { canWrite: () => writable, subscribe: () => () => undefined },
    newId: () => 'device-0000-0000-abcdef12',
  });
  return {
    sync,
    clock,
    storage,
    profiles,
    notifier,
    logger,
    connectivity,
    store,
    applied,
    savedLocal,
    setLocal: (state) => {
      local = state;
    },
    cloud: () => profiles.stateOf(USER) as SaveState | null,
    toasts: () =>
      notifier.toasts.map((toast) => [toast.kind, toast.title, toast.description].filter(Boolean).join(' | ')),
  };
}

describe('load from cloud at start', () => {
  it('no cloud save: uses the local one and pushes it', async () => {
    const h = harness({ local: save(T0, withGold(7)) });
    const result = await h.sync.loadFromCloudAtStart(save(T0, withGold(7)));
    expect(result.source).toBe('local');
    await h.sync.idle();
    expect(h.cloud()).toEqual(save(T0, withGold(7)));
    expect(h.toasts()).toEqual([]);
    expect(readSyncMeta(h.storage, USER)).toEqual({ lastSyncAt: T0, baseLastSaved: T0 });
  });

  it("the local save is newer than this device's own last backup: played and pushed, no toast", async () => {
    // Every page load: the exit snapshot or the last autosave is a little ahead of the backup.
    const h = harness({ local: save(T0, withLevel(3)), cloud: save(T0 - 5_000, withLevel(2)) });
    writeSyncMeta(h.storage, USER, { lastSyncAt: T0 - 5_000, baseLastSaved: T0 - 5_000 });
    const result = await h.sync.loadFromCloudAtStart(save(T0, withLevel(3)));
    expect(result).toMatchObject({ source: 'local', state: { player: { level: 3 } } });
    expect(h.toasts()).toEqual([]);
    await h.sync.idle();
    expect(h.cloud()).toEqual(save(T0, withLevel(3)));
    expect(h.profiles.calls).toEqual(['select player_state', 'update user_profiles']);
  });

  it('the local save is newer and the cloud holds other progress: "Using local save"', async () => {
    const h = harness({ local: save(T0, withLevel(3)), cloud: save(T0 - 5_000, withGold(40)) });
    writeSyncMeta(h.storage, USER, { lastSyncAt: T0 - 60_000, baseLastSaved: T0 - 60_000 });
    const result = await h.sync.loadFromCloudAtStart(save(T0, withLevel(3)));
    expect(result).toMatchObject({ source: 'local', state: { player: { level: 3 } } });
    expect(h.toasts()[0]).toBe('info | Using local save | Your local progress was more recent than cloud save');
  });

  it('only the save times differ: no toast either way', async () => {
    const moved = harness({ local: save(T0, withGold(5)), cloud: save(T0 - 5_000, withGold(5)) });
    writeSyncMeta(moved.storage, USER, { lastSyncAt: T0 - 60_000, baseLastSaved: T0 - 60_000 });
    expect((await moved.sync.loadFromCloudAtStart(save(T0, withGold(5)))).source).toBe('local');
    const older = harness({ cloud: save(T0, withGold(5)) });
    expect((await older.sync.loadFromCloudAtStart(save(T0 - 5_000, withGold(5)))).source).toBe('cloud');
    expect([...moved.toasts(), ...older.toasts()]).toEqual([]);
  });

  it('the local save is newer but another device moved the cloud since: merged, not overwritten', async () => {
    const otherDevice = (s: JsonObject) => {
      (s.skills as JsonObject).witchcraft = { level: 9, experience: 1_200, isTraining: false };
    };
    const local = save(T0, withLevel(3));
    const h = harness({ local, cloud: save(T0 - 5_000, otherDevice) });
    writeSyncMeta(h.storage, USER, { lastSyncAt: T0 - 60_000, baseLastSaved: T0 - 60_000 });
    const result = await h.sync.loadFromCloudAtStart(local);
    expect(result).toMatchObject({ source: 'local', state: { player: { level: 3 } } });
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(3);
    expect(h.cloud()?.skills.witchcraft).toEqual({ level: 9, experience: 1_200, isTraining: false });
    expect(h.applied.at(-1)?.skills.witchcraft.experience).toBe(1_200);
  });

  it('the cloud save is newer: "Using cloud save", written locally', async () => {
    const h = harness({ cloud: save(T0, withLevel(9)) });
    const result = await h.sync.loadFromCloudAtStart(save(T0 - 5_000, withLevel(3)));
    expect(result).toMatchObject({ source: 'cloud', state: { player: { level: 9 } } });
    expect(h.toasts()).toEqual(['info | Using cloud save | Your cloud progress was more recent than local save']);
    expect(h.savedLocal.map((state) => state.player.level)).toEqual([9]);
    expect(h.applied).toEqual([]);
  });

  it('equal times: reconciles with the smart rules, says so, logs it and backs the result up', async () => {
    const h = harness({
      cloud: save(T0, (s) => {
        withLevel(5)(s);
        withGold(100)(s);
      }),
    });
    const result = await h.sync.loadFromCloudAtStart(
      save(T0, (s) => {
        withLevel(7)(s);
        withGold(900)(s);
      }),
    );
    expect(result.source).toBe('reconciled');
    expect(result.state?.player.level).toBe(7);
    expect((saveAsJson(result.state!).resources as JsonObject).gold).toBe(100);
    expect(result.state!.lastSaved).toBeGreaterThan(T0);
    expect(h.toasts()).toEqual(['info | Game progress synchronized | Your local and cloud saves have been merged']);
    const [entry] = h.sync.log.entries();
    expect(entry).toMatchObject({
      success: true,
      strategy: 'smart',
      conflictsFound: 2,
      conflictsResolved: 2,
      deviceId: 'device-0000-0000-abcdef12',
      timestamp: T0,
    });
    expect(entry!.changes).toEqual([
      { field: 'player.level', resolution: 'higher-wins' },
      { field: 'resources.gold', resolution: 'server-wins' },
    ]);
    expect(h.store.getState().log).toHaveLength(1);
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(7);
    expect(h.savedLocal).toHaveLength(1);
  });

  it('equal and identical: nothing to merge, no toast, the run still logged', async () => {
    const h = harness({ cloud: save(T0) });
    const result = await h.sync.loadFromCloudAtStart(save(T0));
    expect(result.source).toBe('reconciled');
    expect(h.toasts()).toEqual([]);
    expect(h.sync.log.entries()[0]).toMatchObject({ success: true, conflictsFound: 0 });
    expect(h.profiles.calls).toEqual(['select player_state']);
  });

  it('any error: the local save, nothing pushed', async () => {
    const h = harness({ cloud: save(T0 + 1, withLevel(9)) });
    h.profiles.failures = [{ status: 500, message: 'boom' }];
    const local = save(T0, withLevel(3));
    const result = await h.sync.loadFromCloudAtStart(local);
    expect(result).toMatchObject({ source: 'local', state: local, cloudError: 'Failed to load player state: boom' });
    await h.sync.idle();
    expect(h.profiles.calls).toEqual(['select player_state']);
    expect(h.toasts()).toEqual([]);
  });

  it('a cloud that does not answer: the local save after 8 seconds', async () => {
    const h = harness({ cloud: save(T0) });
    h.profiles.hang = true;
    const pending = h.sync.loadFromCloudAtStart(save(T0 - 1));
    await flushAsync();
    h.clock.step(STARTUP_CLOUD_TIMEOUT_MS);
    expect(await pending).toMatchObject({ source: 'local', cloudError: 'The cloud did not answer within 8 seconds' });
  });

  it('a cloud save from a newer game is left alone', async () => {
    const future = { ...saveAsJson(save(T0 + 10)), version: 99 };
    const h = harness({ cloud: future });
    const result = await h.sync.loadFromCloudAtStart(save(T0));
    expect(result.source).toBe('local');
    expect(result.cloudError).toMatch(/newer version of the game/);
    await h.sync.idle();
    expect(h.cloud()).toEqual(future);
  });

  it('an unusable cloud save is replaced by the local one', async () => {
    const h = harness({ cloud: { version: 1, player: 'broken' } });
    const result = await h.sync.loadFromCloudAtStart(save(T0));
    expect(result.source).toBe('local');
    await h.sync.idle();
    expect(h.cloud()).toEqual(save(T0));
  });

  it('a fresh character made here never overrides an existing cloud save', async () => {
    const h = harness({ cloud: save(T0 - 86_400_000, withLevel(40)) });
    markFreshCharacter(h.storage, USER);
    const result = await h.sync.loadFromCloudAtStart(save(T0, withLevel(1)));
    expect(result).toMatchObject({ source: 'cloud', state: { player: { level: 40 } } });
    expect(isFreshCharacter(h.storage, USER)).toBe(false);
  });

  it('no local save at all: the cloud one, quietly', async () => {
    const h = harness({ cloud: save(T0, withLevel(4)) });
    expect(await h.sync.loadFromCloudAtStart(null)).toMatchObject({ source: 'cloud', state: { player: { level: 4 } } });
    expect(h.toasts()).toEqual([]);
    expect(await harness().sync.loadFromCloudAtStart(null)).toMatchObject({ source: 'none', state: null });
  });
});

describe('manual sync', () => {
  it('is refused while offline', async () => {
    const h = harness({ online: false });
    expect(await h.sync.syncNow()).toEqual({ status: 'offline' });
    expect(h.toasts()).toEqual(['error | Cannot sync while offline']);
    expect(h.profiles.calls).toEqual([]);
  });

  it('does nothing in a read-only tab', async () => {
    const h = harness({ writable: false });
    expect(await h.sync.syncNow()).toEqual({ status: 'read-only' });
    expect(h.profiles.calls).toEqual([]);
  });

  it('forces a push even when nothing changed: "Your game is up to date"', async () => {
    const h = harness({ cloud: save(T0) });
    await h.sync.loadFromCloudAtStart(save(T0));
    h.profiles.calls.length = 0;
    expect(await h.sync.syncNow()).toEqual({ status: 'synced', conflictsResolved: 0 });
    expect(h.profiles.calls).toEqual(['select player_state', 'update user_profiles']);
    expect(h.toasts()).toEqual(['success | Sync complete | Your game is up to date']);
    expect(h.sync.log.entries()[0]).toMatchObject({ success: true, conflictsFound: 0 });
    expect(h.store.getState().status.label).toBe('Last sync just now');
  });

  it('only this device changed: pushes without reconciling', async () => {
    const h = harness({ cloud: save(T0) });
    await h.sync.loadFromCloudAtStart(save(T0));
    // An achievement unlocked since: a plain reconciliation would take the server's older copy.
    h.setLocal(
      save(T0 + 60_000, (s) => {
        s.achievements = { list: [{ id: 'first_blood' }], totalPoints: 10 };
      }),
    );
    await h.sync.syncNow();
    expect(saveAsJson(h.cloud()!).achievements).toEqual({ list: [{ id: 'first_blood' }], totalPoints: 10 });
    expect(h.applied).toEqual([]);
  });

  it('only the server changed: takes the server save into play', async () => {
    const h = harness({ cloud: save(T0) });
    await h.sync.loadFromCloudAtStart(save(T0));
    h.profiles.rows.get(USER)!.player_state = saveAsJson(save(T0 + 5_000, withLevel(12)));
    await h.sync.syncNow();
    expect(h.applied.map((state) => state.player.level)).toEqual([12]);
    expect(h.savedLocal.at(-1)?.player.level).toBe(12);
    expect(h.toasts()).toEqual(['success | Sync complete | Your game is up to date']);
  });

  it('both changed: smart reconciliation, applied, pushed, logged, "Resolved {n} conflicts"', async () => {
    const h = harness({ cloud: save(T0) });
    await h.sync.loadFromCloudAtStart(save(T0));
    h.profiles.rows.get(USER)!.player_state = saveAsJson(
      save(T0 + 5_000, (s) => {
        withLevel(12)(s);
        (s.player as JsonObject).hunterRank = 'D';
      }),
    );
    h.clock.step(10_000);
    h.setLocal(
      save(T0 + 8_000, (s) => {
        withLevel(10)(s);
        withGold(555)(s);
      }),
    );
    expect(await h.sync.syncNow()).toEqual({ status: 'synced', conflictsResolved: 4 });
    const merged = h.applied[0]!;
    expect(merged.player).toMatchObject({ level: 12, hunterRank: 'D' });
    expect((saveAsJson(merged).resources as JsonObject).gold).toBe(100);
    expect(merged.lastSaved).toBe(T0 + 10_000);
    expect(h.cloud()).toEqual(merged);
    expect(h.toasts()).toEqual(['success | Sync complete | Resolved 4 conflicts']);
    expect(h.sync.log.entries()[0]!.changes).toEqual([
      { field: 'lastSaved', resolution: 'later-wins' },
      { field: 'player.level', resolution: 'higher-wins' },
      { field: 'player.hunterRank', resolution: 'server-wins' },
      { field: 'resources.gold', resolution: 'server-wins' },
    ]);
  });

  it('a failure: "Sync failed" / "Please try again later", logged as unsuccessful', async () => {
    const h = harness({ cloud: save(T0) });
    h.profiles.failures = [{ status: 503, message: 'unavailable' }];
    expect(await h.sync.syncNow()).toEqual({ status: 'failed', error: 'Failed to load player state: unavailable' });
    expect(h.toasts()).toEqual(['error | Sync failed | Please try again later']);
    expect(h.sync.log.entries()[0]).toMatchObject({
      success: false,
      error: 'Failed to load player state: unavailable',
    });
    expect(h.store.getState()).toMatchObject({
      phase: 'failed',
      lastError: 'Failed to load player state: unavailable',
    });
  });

  it('a refusal by the server: "Sync failed" with the server\'s reason, not "try again later"', async () => {
    const h = harness({ cloud: save(T0) });
    await h.sync.loadFromCloudAtStart(save(T0));
    h.setLocal(save(T0 + 1_000, withLevel(99)));
    const refusal = {
      status: 400,
      code: 'P0001',
      message: 'Save rejected: player.level 99 is above what the skill levels give (level 1)',
    };
    h.profiles.refuseUpdates = refusal;
    const result = await h.sync.syncNow();
    expect(result).toEqual({ status: 'failed', error: `Failed to save player state: ${refusal.message}` });
    expect(h.toasts()).toEqual([`error | Sync failed | Failed to save player state: ${refusal.message}`]);
    expect(h.cloud()?.player.level).toBe(1);
  });

  it('clears the history with a toast', async () => {
    const h = harness({ cloud: save(T0) });
    await h.sync.syncNow();
    h.sync.clearHistory();
    expect(h.sync.log.entries()).toEqual([]);
    expect(h.store.getState().log).toEqual([]);
    expect(h.toasts().at(-1)).toBe('success | History cleared');
  });
});

describe('background sync', () => {
  let h: Harness;
  beforeEach(async () => {
    h = harness({ cloud: save(T0) });
    await h.sync.loadFromCloudAtStart(save(T0));
    h.sync.start();
    h.profiles.calls.length = 0;
  });

  const localChange = (level: number) => {
    h.clock.step(1_000);
    h.setLocal(save(h.clock.now(), withLevel(level)));
  };

  it('runs at most once per 60 seconds', async () => {
    localChange(2);
    h.sync.requestSync();
    await h.sync.idle();
    localChange(3);
    h.sync.requestSync();
    h.sync.requestSync();
    await flushAsync();
    expect(h.profiles.calls.filter((call) => call.startsWith('update'))).toHaveLength(1);
    h.clock.step(MIN_SYNC_SPACING_MS);
    await flushAsync();
    await h.sync.idle();
    expect(h.profiles.calls.filter((call) => call.startsWith('update'))).toHaveLength(2);
    expect(h.cloud()?.player.level).toBe(3);
  });

  it('syncs on its own every 6 hours', async () => {
    h.clock.step(AUTO_SYNC_INTERVAL_MS - 1);
    await flushAsync();
    expect(h.profiles.calls).toEqual([]);
    h.setLocal(save(h.clock.now(), withLevel(5)));
    h.clock.step(1);
    await flushAsync();
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(5);
  });

  it('retries a failed push with backoff, toasting once, until it works', async () => {
    const schedule = backoffSchedule();
    h.profiles.failures = [
      { status: 503, message: 'down' },
      { status: 0, message: 'TypeError: Failed to fetch' },
      { status: 502, message: 'bad gateway' },
    ];
    h.sync.pushInBackground(save(h.clock.now(), withLevel(8)));
    await flushAsync();
    expect(h.toasts()).toEqual([
      'error | Failed to save to cloud | Your progress is saved locally and will sync when connection is restored',
    ]);
    expect(h.store.getState().phase).toBe('failed');
    let attempts = h.profiles.calls.length;
    expect(attempts).toBe(1);
    for (const delay of schedule.slice(0, 3)) {
      h.clock.step(delay - 1);
      await flushAsync();
      expect(h.profiles.calls.length).toBe(attempts);
      h.clock.step(1);
      await flushAsync();
      attempts += 1;
      expect(h.profiles.calls.length).toBe(attempts);
    }
    expect(h.cloud()?.player.level).toBe(8);
    expect(h.store.getState().phase).toBe('done');
    expect(h.toasts()).toHaveLength(1);
  });

  it('after the last retry waits for the next trigger instead of hammering the server', async () => {
    const schedule = backoffSchedule();
    h.profiles.failures = Array.from({ length: schedule.length + 1 }, () => ({ status: 503, message: 'down' }));
    h.sync.pushInBackground(save(h.clock.now() + 1, withLevel(8)));
    await flushAsync();
    for (const delay of schedule) {
      h.clock.step(delay);
      await flushAsync();
    }
    expect(h.profiles.calls).toHaveLength(schedule.length + 1);
    h.clock.step(30 * 60_000);
    await flushAsync();
    expect(h.profiles.calls).toHaveLength(schedule.length + 1);
    h.connectivity.set(true);
    await flushAsync();
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(8);
  });

  it('does not retry a push the server refused, and shows its reason', async () => {
    h.profiles.failures = [{ status: 400, code: 'P0001', message: 'Implausible progress: 90000 XP in 30 seconds' }];
    h.sync.pushInBackground(save(h.clock.now(), withLevel(99)));
    await flushAsync();
    h.clock.step(10 * 60_000);
    await flushAsync();
    expect(h.profiles.calls).toEqual(['update user_profiles']);
    expect(h.toasts()).toEqual([
      'error | Failed to save to cloud | Failed to save player state: Implausible progress: 90000 XP in 30 seconds',
    ]);
  });

  it('waits while offline and catches up when the connection returns', async () => {
    h.connectivity.set(false);
    expect(h.store.getState().status.label).toBe('Offline');
    localChange(6);
    h.sync.requestSync();
    h.clock.step(5 * 60_000);
    await flushAsync();
    expect(h.profiles.calls).toEqual([]);
    h.connectivity.set(true);
    await flushAsync();
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(6);
    expect(h.store.getState().online).toBe(true);
  });

  it('back online, the waiting backup goes out at once, even within 60 seconds of the last sync', async () => {
    localChange(4);
    h.sync.requestSync();
    await h.sync.idle();
    h.connectivity.set(false);
    localChange(5);
    h.sync.requestSync();
    h.clock.step(10_000);
    await flushAsync();
    h.connectivity.set(true);
    await flushAsync();
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(5);
  });

  it('a reconciliation during auto-sync toasts "Game state synchronized"', async () => {
    h.profiles.rows.get(USER)!.player_state = saveAsJson(save(T0 + 1_000, withGold(1)));
    h.setLocal(save(T0 + 2_000, withGold(2)));
    h.sync.requestSync();
    await flushAsync();
    await h.sync.idle();
    expect(h.toasts()).toEqual(['success | Game state synchronized | Resolved 2 conflicts']);
    expect(h.sync.log.entries()).toHaveLength(2);
  });

  it('refreshes the status every 30 seconds', async () => {
    expect(h.store.getState().status.label).toBe('Last sync just now');
    h.clock.step(STATUS_REFRESH_MS);
    expect(h.store.getState().status.label).toBe('Last sync just now');
    h.clock.step(STATUS_REFRESH_MS);
    expect(h.store.getState().status.label).toBe('Last sync 1 minute ago');
    expect(h.store.getState().now).toBe(T0 + 2 * STATUS_REFRESH_MS);
  });

  it('stops its timers', async () => {
    h.sync.stop();
    expect(h.clock.pendingTimers).toBe(0);
  });
});

describe('the status store', () => {
  it('shows the writer lock as it is when syncing starts (the lock is taken after CloudSync is made)', () => {
    let writable = false;
    const store = createSyncStore({ deviceId: '', now: T0 });
    const sync = new CloudSync({
      userId: USER,
      client: new MemoryProfiles(USER).client,
      getLocalState: async () => save(T0),
      saveLocal: async () => undefined,
      applyState: () => undefined,
      storage: new MemoryStorage(),
      store,
      notifier: new RecordingNotifier(),
      connectivity: new FakeConnectivity(true),
      clock: new ManualClock(T0),
      logger: new RecordingLogger(),
      writer: { canWrite: () => writable, subscribe: () => () => undefined },
    });
    expect(store.getState().readOnly).toBe(true);
    writable = true;
    sync.start();
    expect(store.getState().readOnly).toBe(false);
    expect(store.getState().status.disabled).toBe(false);
    sync.stop();
  });
});

describe('a fresh character made while the cloud was unreachable', () => {
  it('is not pushed over the cloud save when the connection comes back: the cloud save is taken', async () => {
    const h = harness({ cloud: save(T0 - 86_400_000, withLevel(40)), online: false });
    markFreshCharacter(h.storage, USER);
    const fresh = save(T0, withLevel(1));
    h.setLocal(fresh);
    await expect(h.sync.pushNow(fresh)).rejects.toThrow(
      'Offline: the save will be backed up when the connection returns',
    );
    h.sync.start();
    h.connectivity.set(true);
    await flushAsync();
    await h.sync.idle();
    expect(h.cloud()?.player.level).toBe(40);
    expect(h.applied.map((state) => state.player.level)).toEqual([40]);
    expect(isFreshCharacter(h.storage, USER)).toBe(false);
    h.sync.stop();
  });

  it('a failed attempt online is handed to the background retries', async () => {
    const h = harness();
    h.profiles.failures = [{ status: 0, message: 'TypeError: Failed to fetch' }];
    const state = save(T0 + 1, withLevel(2));
    await expect(h.sync.pushNow(state)).rejects.toThrow('Failed to save player state: TypeError: Failed to fetch');
    await flushAsync();
    await h.sync.idle();
    expect(h.cloud()).toEqual(state);
  });

  it('is backed up normally when the cloud holds nothing', async () => {
    const h = harness();
    markFreshCharacter(h.storage, USER);
    const fresh = save(T0, withLevel(1));
    await h.sync.pushNow(fresh);
    expect(h.cloud()).toEqual(fresh);
    expect(isFreshCharacter(h.storage, USER)).toBe(false);
    expect(h.store.getState().status.label).toBe('Last sync just now');
  });
});
