/**
 * The save session as the game wires it, with the browser's pieces swapped for test doubles: two
 * "tabs" share one IndexedDB (fake-indexeddb), one localStorage, one lock manager and one cloud.
 * The runtime is the real GameRuntime stepping the real core, driven frame by frame.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '@/core/state';
import { setSkillLevels } from '@/core/testing/fixtures';
import { catchUpOutcome } from '@/runtime/catch-up-events';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { MemoryStorage, RecordingNotifier } from '@/persistence/testing/fakes';
import { MemoryProfiles } from '@/persistence/testing/memory-profiles';
import { MemorySlotMirror } from '@/persistence/testing/memory-mirror';
import type { SlotMirror } from '@/persistence/slot-mirror';
import { writeExitSnapshot } from '@/persistence/exit-snapshot';
import type { CoreRuntime } from '@/runtime/core-runtime';
import { coreSimulation } from '@/runtime/core-simulation';
import { GameRuntime } from '@/runtime/game-runtime';
import { selectHudSnapshot } from '@/runtime/hud-snapshot';
import { ManualClock } from '@/platform/clock';
import { ManualFrameScheduler } from '@/runtime/testing/manual-frames';
import { SaveSession } from './save-session';

const USER = 'user-1';
const online = { isOnline: () => true, subscribe: () => () => undefined };

interface Shared {
  indexedDB: IDBFactory;
  storage: MemoryStorage;
  locks: FakeLockManager;
  profiles: MemoryProfiles;
}

const sessions: SaveSession[] = [];
const runtimes: CoreRuntime[] = [];

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) runtime.dispose();
  for (const session of sessions.splice(0)) await session.dispose();
});

function shared(): Shared {
  return {
    indexedDB: new IDBFactory(),
    storage: new MemoryStorage(),
    locks: new FakeLockManager(),
    profiles: new MemoryProfiles(USER),
  };
}

function tab(world: Shared, mirror: SlotMirror | null = null) {
  const notifier = new RecordingNotifier();
  const session = new SaveSession({
    userId: USER,
    email: 'hunter@example.com',
    cloudClient: world.profiles.client,
    logger: silentLogger,
    notifier,
    storage: world.storage,
    getAccountTier: () => 'demo',
    database: createTestDatabase({ indexedDB: world.indexedDB }),
    connectivity: online,
    locks: world.locks,
    reload: () => undefined,
    mirror,
  });
  sessions.push(session);
  return { session, notifier, titles: () => notifier.toasts.map((toast) => toast.title) };
}

function run(world: GameState): CoreRuntime {
  const runtime: CoreRuntime = new GameRuntime({
    world,
    simulation: coreSimulation,
    snapshot: selectHudSnapshot,
    scheduler: new ManualFrameScheduler(),
    frameClock: new ManualClock(),
    visibility: null,
  });
  runtimes.push(runtime);
  return runtime;
}

/**
 * Waits until the wall clock has moved past the cloud's first copy. A save in the same millisecond (a fast
 * machine) would count as an equal time and be reconciled with it (ruling 10) instead of being played.
 */
async function pastTheCloudCopy(world: Shared, session: SaveSession): Promise<void> {
  await session.cloud.idle();
  const cloudSavedAt = (world.profiles.stateOf(USER) as unknown as GameState).lastSaved;
  await expect.poll(() => Date.now()).toBeGreaterThan(cloudSavedAt);
}

/** The live world to change directly: the test plays the simulation's part (everyone else reads it readonly). */
const liveWorld = (runtime: CoreRuntime): GameState => runtime.world as GameState;

async function startTab(world: Shared, mirror: SlotMirror | null = null) {
  const opened = tab(world, mirror);
  const { world: loaded, created } = await opened.session.loadWorld(null, 'demo');
  const runtime = run(loaded);
  const detach = opened.session.attach(runtime);
  return { ...opened, runtime, created, detach };
}

describe('the save session', () => {
  it('makes a new player with the spec toasts, saves slot 1 and backs it up', async () => {
    const world = shared();
    const first = await startTab(world);
    expect(first.created).toBe(true);
    expect(first.titles()).toEqual(
      expect.arrayContaining(['Creating your character...', 'Character created successfully!']),
    );
    expect(first.session.ui.getState().role).toBe('writer');
    const saved = await first.session.saveNow();
    expect(saved?.write.slotNumber).toBe(1);
    await first.session.cloud.idle();
    expect((world.profiles.stateOf(USER) as unknown as GameState | null)?.playerId).toBe(USER);
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

  it('reports time away as an offline report after loading an old save', async () => {
    const world = shared();
    const first = await startTab(world);
    await pastTheCloudCopy(world, first.session);
    liveWorld(first.runtime).sim.nowMs -= 3 * 3_600_000;
    await first.session.saveNow();
    first.detach();
    await first.session.dispose();
    const next = await startTab(world);
    const report = next.session.ui.getState().offlineReport;
    expect(report?.lines[0]).toMatch(/^🌙 You were away for 3h/);
    expect(next.runtime.world.sim.nowMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('hands over the news of a reload within a minute (stepped before the game runs) for the HUD', async () => {
    const world = shared();
    const first = await startTab(world);
    await pastTheCloudCopy(world, first.session);
    const live = liveWorld(first.runtime);
    // 99% of the way to Bladework 2, Sword Drills running, saved 40 s ago: the gap finishes a session.
    setSkillLevels(live, { bladework: 1 }, 0.99);
    live.sim.nowMs -= 40_000;
    coreSimulation.step(live, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }], {
      wallTimeMs: live.sim.nowMs,
      tick: 0,
      timeScale: 1,
    });
    await first.session.saveNow();
    first.detach();
    await first.session.dispose();

    const opened = tab(world);
    const loaded = await opened.session.loadWorld(null, 'demo');
    expect(loaded.world.skills.bladework.level).toBe(2);
    const news = catchUpOutcome(loaded.catchUp).events.filter((event) => event.type === 'skillLevelUp');
    expect(news).toEqual([expect.objectContaining({ skill: 'bladework', level: 2 })]);
    expect(opened.session.ui.getState().offlineReport).toBeNull();
  });
});
