// CloudSync (src/persistence/cloud) against the real gateway through the unmodified supabase-js client: a new
// hunter's first state made by the server, journals verified and stored, two devices, a world edited on the
// device, time the server did not see pass, and tier sync.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { DEFAULT_CONTEXT } from '@/core/context';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { syncAccountTier } from '@/persistence/cloud/account-tier';
import { CloudSync } from '@/persistence/cloud/cloud-sync';
import { SyncLedger } from '@/persistence/cloud/sync-ledger';
import { profilesClientFromSupabase, syncTransportFromSupabase } from '@/persistence/cloud/supabase-adapter';
import { worldOf, type SaveState } from '@/persistence/save-shape';
import { createSyncStore } from '@/persistence/sync-store';
import { MemoryStorage, RecordingLogger, RecordingNotifier } from '@/persistence/testing/fakes';
import { wallClock } from '@/platform/clock';
import { clientFor, signUpPlayer, startTestGateway, type TestGateway, type TestPlayer } from '../test-support/gateway';
import { readSaveRow, setAccountTier } from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

const training: Command = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' };

/** A game on one device: its world, its journal, a CloudSync on the player's client. */
function device(player: TestPlayer) {
  const notifier = new RecordingNotifier();
  const ledger = new SyncLedger();
  const state = { world: null as GameState | null };
  const store = createSyncStore({ deviceId: '', now: Date.now() });
  const sync = new CloudSync({
    userId: player.user.id,
    transport: syncTransportFromSupabase(player.client),
    ledger,
    target: {
      world: () => state.world!,
      adopt: (world) => {
        state.world = world;
      },
    },
    storage: new MemoryStorage(),
    store,
    notifier,
    connectivity: { isOnline: () => true, subscribe: () => () => undefined },
    clock: wallClock,
    logger: new RecordingLogger(),
    newId: () => randomUUID(),
  });
  return {
    sync,
    ledger,
    store,
    titles: () => notifier.toasts.map((toast) => toast.title),
    get world(): GameState {
      return state.world!;
    },
    async boot(local?: SaveState): Promise<void> {
      const start = local ?? (await sync.fetchCloudSave())!;
      state.world = cloneWorld(worldOf(start));
      state.world = cloneWorld(worldOf(await sync.syncAtStart(start)));
    },
    /** Ticks journaled and stepped (a few seconds of game time: well within the server's slack). */
    play(ticks: number, commands: Command[] = []): void {
      for (let tick = 0; tick < ticks; tick++) {
        const given = tick === 0 ? commands : [];
        ledger.writer.recordTick(given, DEFAULT_CONTEXT);
        step(state.world!, given, DEFAULT_CONTEXT);
      }
    },
    saved(): SaveState {
      return { ...cloneWorld(state.world!), journal: ledger.snapshot() };
    },
  };
}

describe('CloudSync against the gateway', () => {
  it('starts a new hunter from the server’s first state and has its play verified and stored', async () => {
    const player = await signUpPlayer(gateway);
    const phone = device(player);
    await phone.boot();
    expect(phone.world.playerId).toBe(player.user.id);
    expect(phone.world.player.accountTier).toBe('demo');
    phone.play(50, [training]);
    expect(await phone.sync.syncNow()).toEqual({ status: 'synced', conflictsResolved: 0 });
    expect(phone.titles()).toEqual(['Sync complete']);
    const row = await readSaveRow(gateway, player.user.id);
    expect(row.verified_hash).toBe(hashWorld(phone.world));
    expect(hashWorld(row.player_state as GameState)).toBe(hashWorld(phone.world));
  });

  it('two devices: the first journal wins, the second adopts it and is told what it lost', async () => {
    const player = await signUpPlayer(gateway);
    const home = device(player);
    await home.boot();
    const phone = device(player);
    await phone.boot(home.saved());
    home.play(40, [training]);
    phone.play(20);
    expect(await home.sync.syncNow()).toMatchObject({ status: 'synced' });
    await phone.sync.syncNow();
    expect(phone.store.getState().lastError).toBeNull();
    expect(phone.titles()).toContain('Your cloud progress was kept');
    expect(hashWorld(phone.world)).toBe(hashWorld(home.world));
    phone.play(10);
    expect(await phone.sync.syncNow()).toMatchObject({ status: 'synced' });
    expect((await readSaveRow(gateway, player.user.id)).verified_hash).toBe(hashWorld(phone.world));
  });

  it('a world edited on the device: the server keeps its own replay, which the device adopts', async () => {
    const player = await signUpPlayer(gateway);
    const phone = device(player);
    await phone.boot();
    phone.play(10, [training]);
    phone.world.resources.gold = 1_000_000;
    expect(await phone.sync.syncNow()).toMatchObject({ status: 'synced' });
    expect(phone.world.resources.gold).toBeLessThan(1_000_000);
    const row = await readSaveRow(gateway, player.user.id);
    expect((row.player_state as GameState).resources.gold).toBe(phone.world.resources.gold);
    expect(phone.store.getState().log[0]).toMatchObject({ conflictsFound: 1, changes: [{ field: 'resources.gold' }] });
  });

  it('time the server did not see pass: refused, the verified state kept and adopted', async () => {
    const player = await signUpPlayer(gateway);
    const phone = device(player);
    await phone.boot();
    const verified = (await readSaveRow(gateway, player.user.id)).verified_hash;
    phone.play(10, [training]);
    phone.ledger.writer.recordAway(6 * 3_600_000, DEFAULT_CONTEXT);
    await phone.sync.syncNow();
    expect(phone.titles()).toContain('Your cloud progress was kept');
    expect((await readSaveRow(gateway, player.user.id)).verified_hash).toBe(verified);
    expect(hashWorld(phone.world)).toBe(verified);
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
});
