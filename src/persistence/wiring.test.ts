/**
 * The pieces wired the way the game's save session wires them: save service,
 * auto-saver, writer lock and cloud sync over one database, with the in-memory profiles stand-in for
 * the cloud. Checks that the public APIs fit together; the network side is tested against the gateway.
 */
import { describe, expect, it } from 'vitest';
import { AutoSaver } from '@/persistence/autosave';
import { CloudSync, type WriterGate } from '@/persistence/cloud/cloud-sync';
import type { Connectivity } from '@/persistence/cloud/connectivity';
import { SaveService } from '@/persistence/save-service';
import type { SaveState } from '@/persistence/save-shape';
import { createSyncStore } from '@/persistence/sync-store';
import { WriterLock } from '@/persistence/writer-lock';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { FakeLockManager } from '@/persistence/testing/fake-locks';
import { MemoryStorage, RecordingNotifier, flushAsync } from '@/persistence/testing/fakes';
import { ManualClock } from '@/platform/clock';
import { MemoryProfiles } from '@/persistence/testing/memory-profiles';
import { createSampleSave } from '@/persistence/testing/sample-save';

const USER = 'user-1';
const online: Connectivity = { isOnline: () => true, subscribe: () => () => undefined };

/** One browser: its own database, localStorage and clock; the cloud is shared. */
async function device(profiles: MemoryProfiles, clock: ManualClock) {
  const storage = new MemoryStorage();
  const notifier = new RecordingNotifier();
  const service = new SaveService({ database: createTestDatabase(), storage, clock, notifier, logger: silentLogger });
  const lock = new WriterLock({ userId: USER, locks: new FakeLockManager(), clock, logger: silentLogger });
  await lock.start();
  let world: SaveState | null = null;
  const gate: WriterGate = lock;
  const cloud = new CloudSync({
    userId: USER,
    client: profiles.client,
    getLocalState: async () => (await service.saveSlot(USER, (await service.getActiveSlot(USER)) ?? 1, world!)).state,
    saveLocal: async (state) => {
      await service.saveSlot(USER, (await service.getActiveSlot(USER)) ?? 1, state, { keepLastSaved: true });
    },
    applyState: (state) => {
      world = state;
    },
    storage,
    store: createSyncStore({ deviceId: '', now: clock.now() }),
    notifier,
    connectivity: online,
    writer: gate,
    clock,
    logger: silentLogger,
  });
  const autosave = new AutoSaver({
    writer: service,
    userId: USER,
    getState: () => world!,
    clock,
    canWrite: () => lock.canWrite(),
    onSaved: () => cloud.requestSync(),
    logger: silentLogger,
  });

  async function boot(): Promise<void> {
    const init = await service.initializePlayer({
      userId: USER,
      email: 'hunter@example.com',
      createState: ({ userId }) => createSampleSave({ playerId: userId, lastSaved: clock.now() }),
      pushToCloud: (state) => cloud.pushNow(state),
      restoreFromCloud: () => cloud.fetchCloudSave(),
    });
    world = (await cloud.loadFromCloudAtStart(init.state)).state;
    cloud.start();
    autosave.start();
  }
  return {
    service,
    cloud,
    autosave,
    notifier,
    boot,
    world: () => world!,
    setWorld: (state: SaveState) => {
      world = state;
    },
  };
}

describe('the save pipeline wired together', () => {
  const twoDevices =
    'a new player is saved locally and backed up; a second device picks the character up and wins with newer progress';
  it(twoDevices, async () => {
    const clock = new ManualClock(1_700_000_000_000);
    const profiles = new MemoryProfiles(USER);
    const first = await device(profiles, clock);
    await first.boot();
    await flushAsync();
    await first.cloud.idle();
    expect(first.notifier.toasts.map((toast) => toast.title)).toEqual([
      'Creating your character...',
      'Character created successfully!',
    ]);
    expect(profiles.stateOf(USER)).not.toBeNull();

    const second = await device(profiles, clock);
    await second.boot();
    expect(second.world().playerId).toBe(USER);
    expect(second.notifier.toasts.map((toast) => toast.title)).not.toContain('Creating your character...');

    // Play on the second device: the auto-save writes the slot and asks for a sync.
    clock.step(5_000);
    second.setWorld({ ...second.world(), stats: { ...second.world().stats, enemiesKilled: 42 } });
    second.autosave.markDirty();
    clock.step(30_000);
    await flushAsync();
    await second.cloud.idle();
    expect((profiles.stateOf(USER) as unknown as SaveState).stats.enemiesKilled).toBe(42);

    // The first device restarts: the cloud is newer, so its progress is used, with the spec's toast.
    const restarted = await first.service.initializePlayer({
      userId: USER,
      email: 'hunter@example.com',
      createState: () => {
        throw new Error('not called');
      },
    });
    const result = await first.cloud.loadFromCloudAtStart(restarted.state);
    expect(result.source).toBe('cloud');
    expect(result.state?.stats.enemiesKilled).toBe(42);
    expect(first.notifier.toasts.at(-1)?.title).toBe('Using cloud save');
    expect((await first.service.loadSlot(USER, 1))!.state.stats.enemiesKilled).toBe(42);

    for (const { cloud, autosave } of [first, second]) {
      cloud.stop();
      autosave.stop();
    }
  });
});
