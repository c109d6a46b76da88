/**
 * What the save session says it is doing while the game starts (the loading overlay's words, issue 32): a new
 * hunter is created, a returning one is loaded and its time away caught up.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { MemoryStorage, RecordingNotifier } from '@/persistence/testing/fakes';
import { MemorySyncServer, SERVER_START } from '@/persistence/testing/memory-sync-server';
import { ManualClock } from '@/platform/clock';
import { coreSimulation } from '@/runtime/core-simulation';
import { GameRuntime } from '@/runtime/game-runtime';
import { selectHudSnapshot } from '@/runtime/hud-snapshot';
import { ManualFrameScheduler } from '@/runtime/testing/manual-frames';
import { SaveSession, type StartPhase } from './save-session';

const USER = 'user-1';
const HOUR = 3_600_000;
const sessions: SaveSession[] = [];
const stops: (() => void)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const session of sessions.splice(0)) await session.dispose();
});

function device() {
  const clock = new ManualClock(SERVER_START + 1_000);
  return {
    clock,
    indexedDB: new IDBFactory(),
    storage: new MemoryStorage(),
    locks: new FakeLockManager(),
    server: new MemorySyncServer(USER, () => clock.now()),
  };
}

/** Opens the game on `on`, recording every phase the session goes through until the world is ready. */
async function open(on: ReturnType<typeof device>) {
  const session = new SaveSession({
    userId: USER,
    email: 'hunter@example.com',
    syncTransport: on.server.transport,
    clock: on.clock,
    logger: silentLogger,
    notifier: new RecordingNotifier(),
    storage: on.storage,
    getAccountTier: () => 'base',
    database: createTestDatabase({ indexedDB: on.indexedDB }),
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
    locks: on.locks,
    reload: () => undefined,
  });
  sessions.push(session);
  const phases: StartPhase[] = [session.ui.getState().starting];
  const off = session.ui.subscribe((state, previous) => {
    if (state.starting !== previous.starting) phases.push(state.starting);
  });
  const loaded = await session.loadWorld(null, 'base');
  off();
  const runtime = new GameRuntime({
    world: loaded.world,
    simulation: loaded.simulation ?? coreSimulation,
    snapshot: selectHudSnapshot,
    scheduler: new ManualFrameScheduler(),
    frameClock: new ManualClock(),
    wallClock: on.clock,
    visibility: null,
  });
  const detach = session.attach(runtime);
  stops.push(() => runtime.dispose());
  return { session, phases, detach, created: loaded.created };
}

describe('the start phases', () => {
  it('look for the hunter, then create a new one, with no time away to catch up', async () => {
    const first = await open(device());
    expect(first.created).toBe(true);
    expect(first.phases.map((entry) => entry.phase)).toEqual(['finding', 'creating']);
  });

  it('load a returning hunter, then catch up the hours away', async () => {
    const home = device();
    const first = await open(home);
    await first.session.saveNow();
    first.detach();
    await first.session.dispose();
    home.clock.step(3 * HOUR);

    const back = await open(home);
    expect(back.created).toBe(false);
    expect(back.phases.map((entry) => entry.phase)).toEqual(['finding', 'loading', 'catchingUp']);
    const catchingUp = back.phases.at(-1);
    expect(catchingUp).toMatchObject({ phase: 'catchingUp' });
    if (catchingUp?.phase !== 'catchingUp') return;
    expect(catchingUp.awayMs).toBeGreaterThanOrEqual(3 * HOUR);
    expect(catchingUp.awayMs).toBeLessThan(3 * HOUR + 60_000);
    expect(back.phases.some((entry) => entry.phase === 'creating')).toBe(false);
  });
});
