/**
 * CloudSync's decisions and schedule: when a journal goes out (SYNC_SCHEDULE), what the player is told, and what
 * happens at start. The cloud is the sync function's real handler in process (memory-sync-server.ts), on the
 * test's clock; the world is the real core stepped through the ledger's journal, as the runtime does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Command } from '@/core/commands';
import { DEFAULT_CONTEXT } from '@/core/context';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { ManualClock } from '@/platform/clock';
import { worldOf, type SaveState } from '@/persistence/save-shape';
import { createSyncStore } from '@/persistence/sync-store';
import { silentLogger } from '@/persistence/testing/fake-db';
import { MemoryStorage, RecordingNotifier } from '@/persistence/testing/fakes';
import { MemorySyncServer, SERVER_START } from '@/persistence/testing/memory-sync-server';
import { CloudSync, STARTUP_CLOUD_TIMEOUT_MS, type VisibilitySource } from './cloud-sync';
import { SyncLedger } from './sync-ledger';
import { SYNC_SCHEDULE } from './sync-status';

const USER = 'user-1';
const training: Command = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' };

class FakeVisibility implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.delete(listener);
  }
  set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  }
}

/** One device of the player: its world, ledger, storage and CloudSync; the server and clock may be shared. */
function device(server?: MemorySyncServer, sharedClock?: ManualClock) {
  const clock = sharedClock ?? new ManualClock(SERVER_START + 1_000);
  const cloud$ = server ?? new MemorySyncServer(USER, () => clock.now());
  const notifier = new RecordingNotifier();
  const ledger = new SyncLedger();
  const visibility = new FakeVisibility();
  const onlineListeners = new Set<(online: boolean) => void>();
  const state = { online: true, writer: true, world: null as GameState | null };
  const synced = vi.fn();
  const updateRequired = vi.fn();
  const store = createSyncStore({ deviceId: '', now: clock.now() });
  const cloud = new CloudSync({
    userId: USER,
    transport: cloud$.transport,
    ledger,
    target: {
      world: () => state.world!,
      adopt: (world) => {
        state.world = world;
      },
    },
    onSynced: synced,
    onUpdateRequired: updateRequired,
    storage: new MemoryStorage(),
    store,
    notifier,
    connectivity: {
      isOnline: () => state.online,
      subscribe: (listener) => {
        onlineListeners.add(listener);
        return () => onlineListeners.delete(listener);
      },
    },
    writer: { canWrite: () => state.writer, subscribe: () => () => undefined },
    visibility,
    clock,
    logger: silentLogger,
    newId: () => randomUUID(),
  });

  const calls = () => cloud$.calls;
  return {
    clock,
    server: cloud$,
    cloud,
    ledger,
    notifier,
    store,
    visibility,
    state,
    synced,
    updateRequired,
    calls,
    titles: () => notifier.toasts.map((toast) => toast.title),
    get world(): GameState {
      return state.world!;
    },
    /** A device with no save: the cloud's state, then the sync at start, then the schedule. */
    async boot(local?: SaveState): Promise<SaveState> {
      const start = local ?? (await cloud.fetchCloudSave())!;
      state.world = cloneWorld(worldOf(start));
      const played = await cloud.syncAtStart(start);
      state.world = cloneWorld(worldOf(played));
      cloud.start();
      return played;
    },
    /** `seconds` of play: ticks journaled and stepped, the clock (and the schedule's timers) moving with them. */
    play(seconds: number, commands: Command[] = []): void {
      for (let tick = 0; tick < seconds * 10; tick++) {
        const given = tick === 0 ? commands : [];
        ledger.writer.recordTick(given, DEFAULT_CONTEXT);
        step(state.world!, given, DEFAULT_CONTEXT);
        clock.step(100);
      }
    },
    setOnline(online: boolean): void {
      state.online = online;
      for (const listener of onlineListeners) listener(online);
    },
  };
}

describe('the cloud sync at start', () => {
  it('starts a device with no save from the server’s state, with nothing to send', async () => {
    const phone = device();
    const played = await phone.boot();
    expect(played.journal).toEqual({ baseHash: phone.server.record.verified_hash, entries: [], inFlight: null });
    expect(phone.world.playerId).toBe(USER);
    expect(phone.titles()).toEqual([]);
    expect(phone.store.getState().status.kind).toBe('synced');
  });

  it('plays the cloud’s progress when another device synced more, saying so', async () => {
    const home = device();
    await home.boot();
    const saved: SaveState = { ...cloneWorld(home.world), journal: home.ledger.snapshot() };
    home.play(30, [training]);
    expect(await home.cloud.syncNow()).toMatchObject({ status: 'synced' });
    // The phone held the state from before; nothing played on it since.
    const phone = device(home.server, home.clock);
    const played = await phone.boot(saved);
    expect(hashWorld(worldOf(played))).toBe(home.server.record.verified_hash);
    expect(phone.titles()).toContain('Using cloud save');
  });

  it('sends the local journal before the game runs, and plays on with nothing said', async () => {
    const home = device();
    await home.boot();
    home.play(5, [training]);
    const saved: SaveState = { ...cloneWorld(home.world), journal: home.ledger.snapshot() };
    const next = device(home.server, home.clock);
    const played = await next.boot(JSON.parse(JSON.stringify(saved)) as SaveState);
    expect(hashWorld(worldOf(played))).toBe(hashWorld(worldOf(saved)));
    expect(home.server.record.verified_hash).toBe(hashWorld(worldOf(saved)));
    // Nothing worth the sync log either: a routine push is what "Last sync" says.
    expect(next.store.getState().log).toEqual([]);
    expect(next.titles()).toEqual([]);
  });

  it('plays the local save when the cloud does not answer in time, and syncs it later', async () => {
    const home = device();
    await home.boot();
    home.play(5, [training]);
    const saved: SaveState = { ...cloneWorld(home.world), journal: home.ledger.snapshot() };
    const next = device(home.server, home.clock);
    home.server.hang = true;
    const start = next.boot(saved);
    await vi.waitFor(() => expect(home.server.calls).toBeGreaterThan(1));
    next.clock.step(STARTUP_CLOUD_TIMEOUT_MS);
    const played = await start;
    expect(hashWorld(worldOf(played))).toBe(hashWorld(worldOf(saved)));
    home.server.timeOutHung();
    next.play(3);
    await next.cloud.idle();
    expect(await next.cloud.syncNow()).toMatchObject({ status: 'synced' });
    expect(home.server.record.verified_hash).toBe(hashWorld(next.world));
  });
});

describe('the schedule', () => {
  it('pushes once a minute while the game runs, and not more often', async () => {
    const home = device();
    await home.boot();
    const before = home.calls();
    home.play(SYNC_SCHEDULE.everyMs / 1000 - 10, [training]);
    await home.cloud.idle();
    expect(home.calls()).toBe(before);
    home.play(15);
    await home.cloud.idle();
    expect(home.calls()).toBe(before + 1);
    expect(home.server.record.verified_hash).not.toBeNull();
    expect(home.synced).toHaveBeenCalled();
    expect(home.store.getState().status.kind).toBe('synced');
  });

  it('pushes at once when the page is hidden, at most every 10 seconds', async () => {
    const home = device();
    await home.boot();
    home.play(20, [training]);
    const before = home.calls();
    home.visibility.set('hidden');
    await home.cloud.idle();
    expect(home.calls()).toBe(before + 1);
    expect(home.server.record.verified_hash).toBe(hashWorld(home.world));
    home.visibility.set('visible');
    home.play(2);
    home.visibility.set('hidden');
    await home.cloud.idle();
    expect(home.calls()).toBe(before + 1);
  });

  it('waits while offline and pushes as soon as the connection returns', async () => {
    const home = device();
    await home.boot();
    home.setOnline(false);
    const before = home.calls();
    home.play(120, [training]);
    await home.cloud.idle();
    expect(home.calls()).toBe(before);
    expect(home.store.getState().status.kind).toBe('offline');
    home.setOnline(true);
    await home.cloud.idle();
    expect(home.server.record.verified_hash).toBe(hashWorld(home.world));
  });

  it('tells the player once when pushes fail, retries with backoff and recovers', async () => {
    const home = device();
    await home.boot();
    home.server.status = 503;
    home.play(61, [training]);
    await home.cloud.idle();
    expect(home.titles()).toEqual(['Failed to save to cloud']);
    expect(home.store.getState().status.lastAttemptFailed).toBe(true);
    const failed = home.calls();
    home.clock.step(2_000);
    await home.cloud.idle();
    expect(home.calls()).toBe(failed + 1);
    expect(home.titles()).toEqual(['Failed to save to cloud']);
    home.server.status = null;
    home.clock.step(4_000);
    await home.cloud.idle();
    expect(home.server.record.verified_hash).toBe(hashWorld(home.world));
    expect(home.store.getState().status.lastAttemptFailed).toBe(false);
  });

  it('stops pushing and asks for the update when the server runs newer rules, keeping the journal', async () => {
    const home = device();
    await home.boot();
    home.server.version = 'ffffffffffffffff';
    home.play(61, [training]);
    await home.cloud.idle();
    expect(home.updateRequired).toHaveBeenCalledTimes(1);
    expect(home.titles()).toContain('Update to keep syncing');
    const calls = home.calls();
    home.play(120);
    await home.cloud.idle();
    expect(home.calls()).toBe(calls);
    expect(home.ledger.writer.entries.length).toBeGreaterThan(0);
  });

  it('does not sync from a tab that is not the writer', async () => {
    const home = device();
    await home.boot();
    home.state.writer = false;
    const before = home.calls();
    home.play(70, [training]);
    await home.cloud.idle();
    expect(home.calls()).toBe(before);
    expect(await home.cloud.syncNow()).toEqual({ status: 'read-only' });
  });
});

describe('a manual sync', () => {
  it('says it cannot sync offline, and says when the game is up to date', async () => {
    const home = device();
    await home.boot();
    home.setOnline(false);
    expect(await home.cloud.syncNow()).toEqual({ status: 'offline' });
    home.setOnline(true);
    await home.cloud.idle();
    home.play(3, [training]);
    expect(await home.cloud.syncNow()).toEqual({ status: 'synced', conflictsResolved: 0 });
    expect(home.titles()).toEqual(['Cannot sync while offline', 'Sync complete']);
  });

  it('adopts the server’s replay when this world differs, and keeps the differing field in the log', async () => {
    const home = device();
    await home.boot();
    home.play(3, [training]);
    home.world.skills.bladework.experience += 0.25;
    expect(await home.cloud.syncNow()).toMatchObject({ status: 'synced' });
    expect(hashWorld(home.world)).toBe(home.server.record.verified_hash);
    expect(home.store.getState().log[0]).toMatchObject({
      success: true,
      conflictsFound: 1,
      changes: [{ field: 'skills.bladework.experience', resolution: 'server-wins' }],
    });
  });
});
