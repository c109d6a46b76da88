/**
 * The save session as the game wires it, with the browser's pieces swapped for test doubles: two
 * "tabs" share one IndexedDB (fake-indexeddb), one localStorage, one lock manager and one cloud (the sync
 * function's real handler in process, on the test's clock). The runtime is the real GameRuntime stepping the real
 * core through the session's journal, driven frame by frame.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state';
import { setSkillLevels } from '@/core/testing/fixtures';
import { catchUpOutcome } from '@/runtime/catch-up-events';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { MemoryStorage, RecordingNotifier } from '@/persistence/testing/fakes';
import { MemorySyncServer, SERVER_START } from '@/persistence/testing/memory-sync-server';
import type { Connectivity } from '@/persistence/cloud/connectivity';
import type { SaveState } from '@/persistence/save-shape';
import { MemorySlotMirror } from '@/persistence/testing/memory-mirror';
import type { SlotMirror } from '@/persistence/slot-mirror';
import { writeExitSnapshot } from '@/persistence/exit-snapshot';
import type { CoreRuntime } from '@/runtime/core-runtime';
import type { LoadedWorld } from './catch-up';
import { coreSimulation } from '@/runtime/core-simulation';
import { GameRuntime } from '@/runtime/game-runtime';
import { selectHudSnapshot } from '@/runtime/hud-snapshot';
import { ManualClock } from '@/platform/clock';
import { advanceFrames, ManualFrameScheduler } from '@/runtime/testing/manual-frames';
import { SaveSession } from './save-session';

const USER = 'user-1';
const online: Connectivity = { isOnline: () => true, subscribe: () => () => undefined };
const offline: Connectivity = { isOnline: () => false, subscribe: () => () => undefined };

/** One device (its IndexedDB, localStorage and locks) and the cloud; every device and the server share `clock`. */
interface Shared {
  indexedDB: IDBFactory;
  storage: MemoryStorage;
  locks: FakeLockManager;
  clock: ManualClock;
  server: MemorySyncServer;
  connectivity: Connectivity;
}

const sessions: SaveSession[] = [];
const runtimes: CoreRuntime[] = [];

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
  for (const session of sessions.splice(0)) await session.dispose();
});

function shared(): Shared {
  const clock = new ManualClock(SERVER_START + 1_000);
  return {
    indexedDB: new IDBFactory(),
    storage: new MemoryStorage(),
    locks: new FakeLockManager(),
    clock,
    server: new MemorySyncServer(USER, () => clock.now()),
    connectivity: online,
  };
}

/** Another device of the same player: its own browser, the same cloud and clock. */
function otherDevice(world: Shared): Shared {
  return { ...shared(), clock: world.clock, server: world.server };
}

function tab(world: Shared, mirror: SlotMirror | null = null) {
  const notifier = new RecordingNotifier();
  const session = new SaveSession({
    userId: USER,
    email: 'hunter@example.com',
    syncTransport: world.server.transport,
    clock: world.clock,
    logger: silentLogger,
    notifier,
    storage: world.storage,
    getAccountTier: () => 'demo',
    database: createTestDatabase({ indexedDB: world.indexedDB }),
    connectivity: world.connectivity,
    locks: world.locks,
    reload: () => undefined,
    mirror,
  });
  sessions.push(session);
  return { session, notifier, titles: () => notifier.toasts.map((toast) => toast.title) };
}

function run(loaded: LoadedWorld, clock: ManualClock) {
  const scheduler = new ManualFrameScheduler();
  const frameClock = new ManualClock();
  const runtime: CoreRuntime = new GameRuntime({
    world: loaded.world,
    simulation: loaded.simulation ?? coreSimulation,
    snapshot: selectHudSnapshot,
    scheduler,
    frameClock,
    wallClock: clock,
    visibility: null,
  });
  runtimes.push(runtime);
  /** Plays `seconds` of real time: the runtime's frames, the wall clock and the server's with them. */
  const play = (seconds: number): void => {
    for (let frame = 0; frame < seconds * 10; frame++) {
      clock.step(100);
      advanceFrames(frameClock, scheduler, 100);
    }
  };
  return { runtime, play };
}

/** The live world to change directly: the test plays the simulation's part (everyone else reads it readonly). */
const liveWorld = (runtime: CoreRuntime): GameState => runtime.world as GameState;

async function startTab(world: Shared, mirror: SlotMirror | null = null) {
  const opened = tab(world, mirror);
  const loaded = await opened.session.loadWorld(null, 'demo');
  const { runtime, play } = run(loaded, world.clock);
  const detach = opened.session.attach(runtime);
  runtime.start();
  return { ...opened, runtime, play, created: loaded.created, detach };
}

/** The slot's save as stored (world and journal). */
async function storedSlot(session: SaveSession): Promise<SaveState> {
  await session.service.init();
  return (await session.service.loadSlot(USER, session.activeSlot))!.state;
}

const training = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' } as const;

describe('the save session', () => {
  it('starts a new player from the server’s first state, with the spec toasts, and has its play verified', async () => {
    const world = shared();
    const first = await startTab(world);
    expect(first.created).toBe(true);
    expect(first.titles()).toEqual(
      expect.arrayContaining(['Creating your character...', 'Character created successfully!']),
    );
    expect(first.session.ui.getState().role).toBe('writer');
    expect(first.runtime.world.playerId).toBe(USER);
    const firstHash = world.server.record.verified_hash;
    expect(firstHash).not.toBeNull();
    first.runtime.send(training);
    first.play(30);
    const saved = await first.session.saveNow();
    expect(saved?.write.slotNumber).toBe(1);
    // The slot keeps the journal beside the world: from the first state, every tick since.
    expect(saved?.state.journal).toMatchObject({ baseHash: firstHash });
    expect(saved!.state.journal!.entries.length).toBeGreaterThan(0);
    expect(await first.session.cloud.syncNow()).toEqual({ status: 'synced', conflictsResolved: 0 });
    expect(world.server.record.verified_hash).toBe(hashWorld(first.runtime.world));
    expect(first.runtime.world.skillTraining.activeSession).not.toBeNull();
    // The sync saved the new base in the slot: a reload starts from what the server holds.
    await first.session.saveNow();
    expect((await storedSlot(first.session)).journal).toMatchObject({
      baseHash: world.server.record.verified_hash,
      entries: [],
    });
  });

  it('catches up time away after a reload, journaled, and the server accepts it', async () => {
    const world = shared();
    const first = await startTab(world);
    first.runtime.send(training);
    first.play(5);
    await first.session.saveNow();
    first.detach();
    await first.session.dispose();
    world.clock.step(3 * 3_600_000);
    const next = await startTab(world);
    const report = next.session.ui.getState().offlineReport;
    expect(report?.lines[0]).toMatch(/^🌙 You were away for 3h/);
    expect(next.runtime.world.sim.nowMs).toBeGreaterThan(world.clock.now() - 60_000);
    expect(await next.session.cloud.syncNow()).toEqual({ status: 'synced', conflictsResolved: 0 });
    expect(world.server.record.verified_hash).toBe(hashWorld(next.runtime.world));
  });

  it('keeps the first device’s synced progress and tells the second what it lost', async () => {
    const home = shared();
    const phone = otherDevice(home);
    const first = await startTab(home);
    const second = await startTab(phone);
    expect(second.runtime.world.playerId).toBe(USER);
    first.runtime.send(training);
    first.play(20);
    second.play(10);
    expect(await first.session.cloud.syncNow()).toMatchObject({ status: 'synced' });
    await second.session.cloud.syncNow();
    expect(second.titles()).toContain('Your cloud progress was kept');
    const told = second.notifier.toasts.find((toast) => toast.title === 'Your cloud progress was kept');
    expect(told?.description).toMatch(/second|minute/);
    // The phone plays the home computer's hunter now, with its training, brought up to the present.
    expect(second.runtime.world.skillTraining.activeSession).not.toBeNull();
    second.play(5);
    expect(await second.session.cloud.syncNow()).toMatchObject({ status: 'synced' });
    expect(home.server.record.verified_hash).toBe(hashWorld(second.runtime.world));
  });

  it('plays a slot loaded by hand from an older copy on this device only, and says so', async () => {
    const world = shared();
    const first = await startTab(world);
    await first.session.saveNow();
    const copy = await storedSlot(first.session);
    await first.session.service.saveSlot(USER, 2, copy);
    first.play(10);
    expect(await first.session.cloud.syncNow()).toMatchObject({ status: 'synced' });
    const verified = world.server.record.verified_hash;
    // Slot 2 starts from a state the cloud has moved past: syncing it would throw it away for the cloud's hunter.
    await first.session.withSavingHeld(async () => {
      const loaded = await first.session.service.loadSlot(USER, 2);
      first.session.setActiveSlotView(2);
      first.session.replaceWorld(loaded!.state, true);
    });
    expect(first.session.syncStore.getState().status.kind).toBe('local');
    first.play(5);
    expect(await first.session.cloud.syncNow()).toEqual({ status: 'local' });
    expect(first.titles()).toContain('This save plays on this device only');
    expect(world.server.record.verified_hash).toBe(verified);
  });

  const secondTab =
    'a second tab is a reader that does not save, until it takes over and plays what the first tab saved';
  it(secondTab, async () => {
    const world = shared();
    const firstCopies = new MemorySlotMirror();
    const first = await startTab(world, firstCopies);
    const second = await startTab(world);
    expect(second.session.ui.getState().role).toBe('reader');
    expect(await second.session.saveNow()).toBeNull();

    liveWorld(first.runtime).stats.enemiesKilled = 41;
    expect((await first.session.saveNow())?.state.stats.enemiesKilled).toBe(41);
    await second.session.takeOver();
    expect(second.session.ui.getState().role).toBe('writer');
    expect(second.runtime.world.stats.enemiesKilled).toBe(41);
    expect(second.titles()).toContain('Playing in this tab');
    expect(first.session.ui.getState().role).toBe('reader');
    // The first tab's rescue-copy files are let go for the new writer's worker.
    expect(firstCopies.releases).toBe(1);
    expect(await first.session.saveNow()).toBeNull();
    expect((await second.session.saveNow())?.state.stats.enemiesKilled).toBe(41);
  });

  it('applies a command still waiting for its tick before the exit snapshot is taken', async () => {
    const world = shared();
    const first = await startTab(world);
    await first.session.saveNow();
    expect(first.runtime.world.tutorial.completed).toBe(false);
    // No tick runs in between (the frames are stepped by hand): the command is only queued.
    const reply = first.runtime.enqueue({ type: 'setTutorialCompleted', completedAt: 1_700_000_000_000 });
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(world.storage.getItem(`shadow-hunter:exit-snapshot:${USER}`)!) as { data: string };
    expect((JSON.parse(kept.data) as GameState).tutorial.completed).toBe(true);
    await expect(reply).resolves.toMatchObject({ ok: true });
  });

  it('keeps the world in localStorage as the page is left, and the next start plays it', async () => {
    const world = shared();
    const first = await startTab(world);
    await first.session.saveNow();
    liveWorld(first.runtime).stats.enemiesKilled = 7;
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(world.storage.getItem(`shadow-hunter:exit-snapshot:${USER}`)!) as { data: string };
    expect((JSON.parse(kept.data) as GameState).stats.enemiesKilled).toBe(7);
    first.detach();
    await first.session.dispose();

    // The IndexedDB write started on pagehide never landed: only the snapshot knows about the 7 kills.
    // (So what was only queued when the page was left must be in it too: see the next test.)
    const { service } = tab(world).session;
    await service.init();
    const slot = await service.loadSlot(USER, 1);
    const snapshotState = {
      ...slot!.state,
      stats: { ...slot!.state.stats, enemiesKilled: 9 },
      lastSaved: slot!.state.lastSaved + 5_000,
    };
    writeExitSnapshot(world.storage, USER, 1, snapshotState);
    const next = await startTab(world);
    expect(next.runtime.world.stats.enemiesKilled).toBe(9);
    expect((await next.session.service.loadSlot(USER, 1))!.state.stats.enemiesKilled).toBeGreaterThanOrEqual(9);
  });

  it('hands over the news of a reload within a minute (stepped before the game runs) for the HUD', async () => {
    // Offline: the world is changed by hand below, which a sync would rightly replace with the server's.
    const world = { ...shared(), connectivity: offline };
    const first = await startTab(world);
    const live = liveWorld(first.runtime);
    // 99% of the way to Bladework 2, Sword Drills running, saved 40 s ago: the gap finishes a session.
    setSkillLevels(live, { bladework: 1 }, 0.99);
    first.runtime.send(training);
    first.play(1);
    await first.session.saveNow();
    first.detach();
    await first.session.dispose();
    world.clock.step(40_000);

    const opened = tab(world);
    const loaded = await opened.session.loadWorld(null, 'demo');
    expect(loaded.world.skills.bladework.level).toBe(2);
    const news = catchUpOutcome(loaded.catchUp).events.filter((event) => event.type === 'skillLevelUp');
    expect(news).toEqual([expect.objectContaining({ skill: 'bladework', level: 2 })]);
    expect(opened.session.ui.getState().offlineReport).toBeNull();
  });
});
