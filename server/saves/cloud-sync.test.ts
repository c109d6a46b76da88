// CloudSync (src/persistence/cloud) against the real gateway through the unmodified supabase-js client:
// pushes, the start-up load decision, manual sync, tier sync, and a save the server's guard refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNewGameState, type GameState } from '@/core/state';
import { step } from '@/core/step';
import { serializeWorld } from '@/core/world';
import { syncAccountTier } from '@/persistence/cloud/account-tier';
import { CloudSync } from '@/persistence/cloud/cloud-sync';
import { profilesClientFromSupabase } from '@/persistence/cloud/supabase-adapter';
import { createSyncStore, type SyncStore } from '@/persistence/sync-store';
import { MemoryStorage, RecordingLogger, RecordingNotifier } from '@/persistence/testing/fakes';
import { ManualClock } from '@/platform/clock';
import { clientFor, signUpPlayer, startTestGateway, type TestGateway, type TestPlayer } from '../test-support/gateway';
import { edited, passServerTime, readGuardRow, setAccountTier } from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

interface Device {
  sync: CloudSync;
  clock: ManualClock;
  storage: MemoryStorage;
  notifier: RecordingNotifier;
  logger: RecordingLogger;
  store: SyncStore;
  local: GameState;
  savedLocal: GameState[];
  applied: GameState[];
  toasts(): string[];
}

/** A game on one device: its local world, its localStorage, a CloudSync on the player's client. */
function device(player: TestPlayer, local: GameState, storage = new MemoryStorage()): Device {
  const clock = new ManualClock(Date.now());
  const notifier = new RecordingNotifier();
  const logger = new RecordingLogger();
  const store = createSyncStore({ deviceId: '', now: clock.now() });
  const online = { isOnline: () => true, subscribe: () => () => undefined };
  const state: Device = {
    clock,
    storage,
    notifier,
    logger,
    store,
    local,
    savedLocal: [],
    applied: [],
    sync: undefined as unknown as CloudSync,
    toasts: () =>
      notifier.toasts.map((toast) => [toast.kind, toast.title, toast.description].filter(Boolean).join(' | ')),
  };
  state.sync = new CloudSync({
    userId: player.user.id,
    client: profilesClientFromSupabase(player.client),
    getLocalState: async () => state.local,
    saveLocal: async (saved) => {
      state.savedLocal.push(saved);
      state.local = saved;
    },
    applyState: (applied) => {
      state.applied.push(applied);
      state.local = applied;
    },
    storage,
    store,
    notifier,
    connectivity: online,
    clock,
    logger,
    newId: () => 'device-test',
  });
  return state;
}

function newWorld(player: TestPlayer): GameState {
  return createNewGameState({
    userId: player.user.id,
    email: player.email,
    tier: 'demo',
    nowMs: Date.now() - 600_000,
    seed: player.email,
  });
}

/** Plays a world on for `seconds` (training Bladework) and stamps it saved now. */
function played(world: GameState, seconds: number): GameState {
  const next = structuredClone(world);
  step(next, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
  for (let tick = 1; tick < seconds * 10; tick += 1) step(next, []);
  next.lastSaved = Date.now();
  return next;
}

async function cloudState(player: TestPlayer): Promise<GameState | null> {
  const { data } = await player.client.from('user_profiles').select('player_state').eq('id', player.user.id).single();
  return (data as { player_state: GameState | null }).player_state;
}

describe('CloudSync against the gateway', () => {
  it('pushes a world and reads the same world back', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const phone = device(player, world);
    await phone.sync.pushNow(world);
    expect(serializeWorld((await cloudState(player))!)).toBe(serializeWorld(world));
    expect(serializeWorld((await phone.sync.fetchCloudSave())!)).toBe(serializeWorld(world));
    const { data } = await player.client.from('user_profiles').select('updated_at').eq('id', player.user.id).single();
    expect(Date.parse((data as { updated_at: string }).updated_at)).toBe(phone.clock.now());
    expect(phone.store.getState().status.label).toBe('Last sync just now');
  });

  it('at start with no cloud save: keeps the local save and backs it up', async () => {
    const player = await signUpPlayer(gateway);
    const phone = device(player, newWorld(player));
    const result = await phone.sync.loadFromCloudAtStart(phone.local);
    expect(result).toMatchObject({ source: 'local', cloudError: null });
    await phone.sync.idle();
    expect(serializeWorld((await cloudState(player))!)).toBe(serializeWorld(phone.local));
    expect(phone.toasts()).toEqual([]);
  });

  it('at start with a local save newer than its own backup: played and pushed without a toast', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const storage = new MemoryStorage();
    await device(player, world, storage).sync.pushNow(world);
    const later = played(world, 300);
    await passServerTime(gateway, player.user.id, 300);
    const phone = device(player, later, storage);
    const result = await phone.sync.loadFromCloudAtStart(later);
    expect(result.source).toBe('local');
    // The cloud holds this device's own last backup: nothing was chosen, nothing to tell (every reload is so).
    expect(phone.toasts()).toEqual([]);
    await phone.sync.idle();
    expect(serializeWorld((await cloudState(player))!)).toBe(serializeWorld(later));
  });

  it("at start with a newer local save while another device moved the cloud: both devices' progress kept", async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const phoneStorage = new MemoryStorage();
    await device(player, world, phoneStorage).sync.pushNow(world);
    // The laptop picks the save up, trains Witchcraft for an hour and backs it up.
    const laptop = device(player, world);
    await laptop.sync.loadFromCloudAtStart(world);
    const laptopWorld = edited(played(world, 0), (state) => {
      step(state, [{ type: 'startTraining', skill: 'witchcraft', activityId: 'divination_readings' }]);
      for (let tick = 1; tick < 36_000; tick += 1) step(state, []);
      state.lastSaved = Date.now() - 5_000;
    });
    await passServerTime(gateway, player.user.id, 3_600);
    await laptop.sync.pushNow(laptopWorld);
    // Meanwhile the phone trained Bladework offline; it starts again with the newer save.
    const phoneWorld = played(world, 3_600);
    await passServerTime(gateway, player.user.id, 60);
    const phone = device(player, phoneWorld, phoneStorage);
    expect((await phone.sync.loadFromCloudAtStart(phoneWorld)).source).toBe('local');
    await phone.sync.idle();
    const cloud = (await cloudState(player))!;
    expect(cloud.skills.bladework).toEqual(phoneWorld.skills.bladework);
    expect(cloud.skills.witchcraft).toEqual(laptopWorld.skills.witchcraft);
    expect(phone.local.skills.witchcraft).toEqual(laptopWorld.skills.witchcraft);
    expect(phone.toasts().filter((toast) => toast.startsWith('error'))).toEqual([]);
  });

  it('at start with a newer cloud save: "Using cloud save", written locally', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const later = played(world, 300);
    await device(player, world).sync.pushNow(world);
    await passServerTime(gateway, player.user.id, 300);
    await device(player, later).sync.pushNow(later);
    const laptop = device(player, world);
    const result = await laptop.sync.loadFromCloudAtStart(world);
    expect(result.source).toBe('cloud');
    expect(serializeWorld(result.state!)).toBe(serializeWorld(later));
    expect(laptop.savedLocal.map(serializeWorld)).toEqual([serializeWorld(later)]);
    expect(laptop.toasts()).toEqual(['info | Using cloud save | Your cloud progress was more recent than local save']);
  });

  it('at start with equal times: reconciles, logs, and backs the merge up', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    await device(player, world).sync.pushNow(world);
    // The same lastSaved, but this device counted more kills: the higher count wins.
    const local = edited(world, (state) => {
      state.stats.enemiesKilled = 7;
    });
    const phone = device(player, local);
    const result = await phone.sync.loadFromCloudAtStart(local);
    expect(result.source).toBe('reconciled');
    expect(result.state?.stats.enemiesKilled).toBe(7);
    expect(phone.sync.log.entries()[0]).toMatchObject({ success: true, strategy: 'smart', deviceId: 'device-test' });
    expect(phone.sync.log.entries()[0]!.changes).toContainEqual({
      field: 'stats.enemiesKilled',
      resolution: 'higher-wins',
    });
    expect(phone.toasts()).toEqual(['info | Game progress synchronized | Your local and cloud saves have been merged']);
    await phone.sync.idle();
    expect((await cloudState(player))?.stats.enemiesKilled).toBe(7);
  });

  it('manual sync pushes this device\'s progress: "Sync complete"', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const phone = device(player, world);
    await phone.sync.pushNow(world);
    phone.local = played(world, 600);
    await passServerTime(gateway, player.user.id, 600);
    expect(await phone.sync.syncNow()).toEqual({ status: 'synced', conflictsResolved: 0 });
    expect(phone.toasts()).toEqual(['success | Sync complete | Your game is up to date']);
    expect(serializeWorld((await cloudState(player))!)).toBe(serializeWorld(phone.local));
    expect(phone.sync.log.entries()[0]).toMatchObject({ success: true });
  });

  it("tier sync reads the server's tier, and keeps the local one when the read fails", async () => {
    const player = await signUpPlayer(gateway);
    const client = profilesClientFromSupabase(player.client);
    expect(await syncAccountTier(client, player.user.id, 'demo')).toEqual({ tier: 'demo', changed: false });
    await setAccountTier(gateway, player, 'expansion_2');
    expect(await syncAccountTier(client, player.user.id, 'demo')).toEqual({ tier: 'expansion_2', changed: true });
    const logger = new RecordingLogger();
    const signedOut = profilesClientFromSupabase(clientFor(gateway));
    expect(await syncAccountTier(signedOut, player.user.id, 'base', logger)).toEqual({ tier: 'base', changed: false });
    expect(logger.messages('error')).toEqual(['Account tier sync failed; keeping the local tier']);
  });

  it("a save the guard refuses: manual sync shows the server's reason and loses nothing", async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const phone = device(player, world);
    await phone.sync.pushNow(world);
    const before = await readGuardRow(gateway, player.user.id);
    const cheat = edited(played(world, 30), (state) => {
      state.skills.bladework.experience += 2_000_000;
      state.player.experience += 2_000_000;
    });
    phone.local = cheat;
    const result = await phone.sync.syncNow();
    expect(result.status).toBe('failed');
    const reason = result.status === 'failed' ? result.error : '';
    expect(reason).toMatch(/^Failed to save player state: Save rejected: bladework XP rose by 20\d{5} /);
    expect(phone.toasts()).toEqual([`error | Sync failed | ${reason}`]);
    expect(phone.store.getState()).toMatchObject({ phase: 'failed', lastError: reason });
    expect(phone.sync.log.entries()[0]).toMatchObject({ success: false, error: reason });
    // Nothing lost or replaced on the device; the cloud keeps the last accepted save.
    expect(phone.local).toBe(cheat);
    expect(phone.savedLocal).toEqual([]);
    expect(phone.applied).toEqual([]);
    expect(await readGuardRow(gateway, player.user.id)).toEqual(before);
  });

  it('a background push the guard refuses: "Failed to save to cloud" with the reason, not retried', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    const phone = device(player, world);
    await phone.sync.pushNow(world);
    const cheat = edited(world, (state) => {
      state.resources.gold += 50_000_000;
      state.lastSaved = Date.now();
    });
    phone.local = cheat;
    phone.sync.pushInBackground(cheat);
    await phone.sync.idle();
    expect(phone.toasts()).toEqual([
      expect.stringMatching(
        /^error \| Failed to save to cloud \| Failed to save player state: Save rejected: gold rose by 50000000 /,
      ),
    ]);
    expect(phone.clock.pendingTimers).toBe(0);
    expect(phone.local).toBe(cheat);
    expect(serializeWorld((await cloudState(player))!)).toBe(serializeWorld(world));
    // An honest save afterwards goes through.
    const honest = played(world, 60);
    await passServerTime(gateway, player.user.id, 60);
    phone.local = honest;
    phone.sync.pushInBackground(honest);
    await phone.sync.idle();
    expect(serializeWorld((await cloudState(player))!)).toBe(serializeWorld(honest));
  });
});
