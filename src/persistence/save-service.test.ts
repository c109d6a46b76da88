import { beforeEach, describe, expect, it } from 'vitest';
import { SaveService, MAIN_SAVE_NAME, PLAYER_INIT_TOASTS } from '@/persistence/save-service';
import { isFreshCharacter } from '@/persistence/fresh-character';
import type { SaveDatabase, SlotRecord } from '@/persistence/db';
import { slotRecordId } from '@/persistence/slots';
import type { SaveState } from '@/persistence/save-shape';
import { createTestDatabase } from '@/persistence/testing/fake-db';
import { createSampleSave } from '@/persistence/testing/sample-save';
import { MemoryStorage, RecordingLogger, RecordingNotifier, flushAsync } from '@/persistence/testing/fakes';
import { ManualClock } from '@/platform/clock';

const USER = 'user-1';
const EMAIL = 'hunter@example.com';

describe('SaveService', () => {
  let database: SaveDatabase;
  let clock: ManualClock;
  let logger: RecordingLogger;
  let notifier: RecordingNotifier;
  let storage: MemoryStorage;
  let service: SaveService;
  const createState = ({ userId }: { userId: string }): SaveState =>
    createSampleSave({ playerId: userId, lastSaved: 1 });

  beforeEach(async () => {
    database = createTestDatabase();
    clock = new ManualClock(1_700_000_000_000);
    logger = new RecordingLogger();
    notifier = new RecordingNotifier();
    storage = new MemoryStorage();
    service = new SaveService({ database, storage, clock, logger, notifier });
  });

  it('uses of storage before init fail with the spec message', async () => {
    await expect(service.isPlayerInitialized(USER)).rejects.toThrow('Database not initialized');
    await expect(service.saveSlot(USER, 1, createState({ userId: USER }))).rejects.toThrow('Database not initialized');
  });

  describe('after init', () => {
    beforeEach(() => service.init());

    it('stamps lastSaved on save unless told to keep it', async () => {
      const saved = await service.saveSlot(USER, 2, createState({ userId: USER }));
      expect(saved.state.lastSaved).toBe(clock.now());
      expect((await service.loadSlot(USER, 2))!.state.lastSaved).toBe(clock.now());
      const kept = await service.saveSlot(USER, 3, createState({ userId: USER }), { keepLastSaved: true });
      expect(kept.state.lastSaved).toBe(1);
    });

    it('sets up a new player: slot 1 "Main Save", active, cloud sync in the background', async () => {
      let pushed: SaveState | null = null;
      expect(await service.isPlayerInitialized(USER)).toBe(false);
      const result = await service.initializeNewPlayer({
        userId: USER,
        email: EMAIL,
        createState,
        pushToCloud: async (state) => {
          pushed = state;
        },
      });
      expect(result.slotNumber).toBe(1);
      expect(await service.isPlayerInitialized(USER)).toBe(true);
      expect(await service.getActiveSlot(USER)).toBe(1);
      expect((await service.listSlots(USER)).map((slot) => slot.slotName)).toEqual([MAIN_SAVE_NAME]);
      expect(await result.cloudSync).toEqual({ ok: true });
      expect(pushed).toEqual(result.state);
      expect(isFreshCharacter(storage, USER)).toBe(true);
    });

    it('a failed background sync only adds a warning', async () => {
      const result = await service.initializeNewPlayer({
        userId: USER,
        email: EMAIL,
        createState,
        pushToCloud: () => Promise.reject(new Error('offline')),
      });
      expect(await result.cloudSync).toEqual({
        ok: false,
        warning: 'New character saved locally; cloud sync failed: offline',
      });
      expect(logger.messages('warn')).toContain('New character saved locally; cloud sync failed: offline');
      expect((await service.loadSlot(USER, 1))!.state.playerId).toBe(USER);
    });

    it('does not wait for the cloud sync to finish', async () => {
      const result = await service.initializeNewPlayer({
        userId: USER,
        email: EMAIL,
        createState,
        pushToCloud: () => new Promise(() => undefined),
      });
      expect(result.state.playerId).toBe(USER);
    });
  });

  describe('initializePlayer', () => {
    it('creates a character with the spec toasts when the user has no save', async () => {
      const result = await service.initializePlayer({ userId: USER, email: EMAIL, createState });
      expect(result).toMatchObject({ source: 'new-player', slotNumber: 1, recoveredFromBackup: false });
      expect(notifier.toasts.map((toast) => [toast.kind, toast.title])).toEqual([
        ['info', 'Creating your character...'],
        ['success', 'Character created successfully!'],
      ]);
    });

    it('loads the active slot', async () => {
      await service.init();
      await service.saveSlot(USER, 1, createState({ userId: USER }));
      const second = {
        ...createState({ userId: USER }),
        playerId: USER,
        stats: { totalPlaytime: 5, enemiesKilled: 2, deaths: 0, pvpWins: 0, pvpLosses: 0 },
      };
      await service.saveSlot(USER, 2, second);
      await service.setActiveSlot(USER, 2);
      const result = await service.initializePlayer({ userId: USER, email: EMAIL, createState });
      expect(result.source).toBe('active-slot');
      expect(result.slotNumber).toBe(2);
      expect(result.state?.stats.enemiesKilled).toBe(2);
      expect(notifier.toasts).toEqual([]);
    });

    it('with no active slot loads slot 1 and makes it active', async () => {
      await service.init();
      await service.saveSlot(USER, 1, createState({ userId: USER }));
      const result = await service.initializePlayer({ userId: USER, email: EMAIL, createState });
      expect(result).toMatchObject({ source: 'slot-1', slotNumber: 1 });
      expect(await service.getActiveSlot(USER)).toBe(1);
    });

    it('with no active slot and no slot 1 uses the lowest other slot', async () => {
      await service.init();
      await service.saveSlot(USER, 3, createState({ userId: USER }));
      const result = await service.initializePlayer({ userId: USER, email: EMAIL, createState });
      expect(result).toMatchObject({ source: 'other-slot', slotNumber: 3 });
      expect(await service.getActiveSlot(USER)).toBe(3);
    });

    it('without an e-mail and without saves uses the current state', async () => {
      const current = createState({ userId: USER });
      expect(
        await service.initializePlayer({ userId: USER, email: null, createState, currentState: current }),
      ).toMatchObject({ source: 'current-state', state: current });
      expect(await service.initializePlayer({ userId: USER, email: null, createState })).toMatchObject({
        source: 'none',
        state: null,
      });
    });

    it('restores a cloud character on a new device instead of creating one', async () => {
      const made = createState({ userId: USER });
      const cloud = { ...made, lastSaved: 42, sim: { ...made.sim, tick: 5_000 } };
      const result = await service.initializePlayer({
        userId: USER,
        email: EMAIL,
        createState,
        restoreFromCloud: async () => cloud,
      });
      expect(result.source).toBe('cloud-restore');
      expect(result.state?.lastSaved).toBe(42);
      expect((await service.loadSlot(USER, 1))!.state.lastSaved).toBe(42);
      expect(notifier.toasts).toEqual([]);
      expect(isFreshCharacter(storage, USER)).toBe(false);
    });

    it('greets a hunter the server has just made (never played) as a new character', async () => {
      const made = createState({ userId: USER });
      const result = await service.initializePlayer({
        userId: USER,
        email: EMAIL,
        createState,
        restoreFromCloud: async () => made,
      });
      expect(result.source).toBe('new-player');
      expect(notifier.toasts.map((toast) => toast.title)).toEqual([
        'Creating your character...',
        'Character created successfully!',
      ]);
      expect((await service.loadSlot(USER, 1))!.state.playerId).toBe(USER);
    });

    it('creates a character when the cloud check fails, marked fresh so a cloud save found later wins', async () => {
      const result = await service.initializePlayer({
        userId: USER,
        email: EMAIL,
        createState,
        restoreFromCloud: () => Promise.reject(new Error('network down')),
      });
      expect(result.source).toBe('new-player');
      expect(isFreshCharacter(storage, USER)).toBe(true);
    });

    it('tells the player when the newest version was damaged and the previous one loaded', async () => {
      await service.init();
      await service.saveSlot(USER, 1, createState({ userId: USER }));
      await service.saveSlot(USER, 1, createState({ userId: USER }));
      const record = (await database.db.slots.get(slotRecordId(USER, 1))) as SlotRecord;
      await database.db.slots.put({ ...record, checksum: '0'.repeat(64) });
      const result = await service.initializePlayer({ userId: USER, email: EMAIL, createState });
      expect(result.recoveredFromBackup).toBe(true);
      expect(notifier.toasts).toEqual([
        {
          kind: 'warning',
          title: PLAYER_INIT_TOASTS.recovered.title,
          description: PLAYER_INIT_TOASTS.recovered.description,
        },
      ]);
    });

    it('toasts and logs a failed initialisation', async () => {
      const result = await service.initializePlayer({
        userId: USER,
        email: EMAIL,
        createState: () => {
          throw new Error('factory broke');
        },
      });
      expect(result).toMatchObject({ state: null, error: 'factory broke' });
      expect(notifier.toasts.at(-1)).toEqual({
        kind: 'error',
        title: 'Failed to initialize character. Please refresh the page.',
        description: undefined,
      });
      expect(logger.messages('error')).toContain('Player initialization failed');
    });

    it('only logs when initialisation runs past 10 seconds, and still finishes', async () => {
      let releaseCloud: (state: SaveState | null) => void = () => undefined;
      const pending = service.initializePlayer({
        userId: USER,
        email: EMAIL,
        createState,
        restoreFromCloud: () =>
          new Promise((resolve) => {
            releaseCloud = resolve;
          }),
      });
      await flushAsync();
      clock.step(9_999);
      expect(logger.messages('error')).toEqual([]);
      clock.step(1);
      expect(logger.messages('error')).toEqual(['Player initialization timed out after 10 seconds']);
      releaseCloud(null);
      const result = await pending;
      expect(result.source).toBe('new-player');
      expect(notifier.toasts.map((toast) => toast.kind)).not.toContain('error');
    });

    it('does not log a timeout for a quick initialisation', async () => {
      await service.initializePlayer({ userId: USER, email: EMAIL, createState });
      clock.step(60_000);
      expect(logger.messages('error')).toEqual([]);
      expect(clock.pendingTimers).toBe(0);
    });
  });
});
