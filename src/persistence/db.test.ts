import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_NOT_INITIALIZED, isRecoverableOpenError, type SlotRecord } from '@/persistence/db';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { failingOpens } from '@/persistence/testing/failing-opens';

function slotRecord(id: string, sequence: number): SlotRecord {
  return {
    id,
    playerId: 'user-1',
    slotNumber: 1,
    slotName: 'Main Save',
    sequence,
    saveVersion: 3,
    encoding: 'json+deflate-raw',
    data: new Uint8Array([sequence]),
    checksum: `checksum-${sequence}`,
    hashChain: `chain-${sequence}`,
    savedAt: sequence,
    metadata: { level: 1, hunterRank: 'E', playtime: 0, lastModified: sequence },
    previous: null,
  };
}

describe('SaveDatabase.swapSlot', () => {
  it('puts the record made while the slot is read, and hands it over once the put is issued', async () => {
    const database = createTestDatabase();
    await database.init();
    const seen: (SlotRecord | undefined)[] = [];
    const handed: number[] = [];
    const written = await database.swapSlot('user-1:1', {
      make: () => slotRecord('user-1:1', 1),
      follows: (current) => {
        seen.push(current);
        return true;
      },
      onPut: (record) => handed.push(record.sequence),
    });
    expect(seen).toEqual([undefined]);
    expect(handed).toEqual([1]);
    expect(written?.sequence).toBe(1);
    expect((await database.db.slots.get('user-1:1'))?.sequence).toBe(1);
  });

  it('writes nothing when the slot is no longer the one the record follows', async () => {
    const database = createTestDatabase();
    await database.init();
    await database.db.slots.put(slotRecord('user-1:1', 7));
    const handed: number[] = [];
    const written = await database.swapSlot('user-1:1', {
      make: () => slotRecord('user-1:1', 2),
      follows: (current) => current?.sequence === 1,
      onPut: (record) => handed.push(record.sequence),
    });
    expect(written).toBeNull();
    expect(handed).toEqual([]);
    expect((await database.db.slots.get('user-1:1'))?.sequence).toBe(7);
  });

  it('rejects with the error of a record that cannot be made, and writes nothing', async () => {
    const database = createTestDatabase();
    await database.init();
    await expect(
      database.swapSlot('user-1:1', {
        make: () => {
          throw new Error('cannot encode');
        },
        follows: () => true,
      }),
    ).rejects.toThrow('cannot encode');
    expect(await database.db.slots.get('user-1:1')).toBeUndefined();
  });
});

describe('SaveDatabase', () => {
  it('throws the spec message before init and opens once', async () => {
    const database = createTestDatabase();
    expect(() => database.db).toThrow(DATABASE_NOT_INITIALIZED);
    expect(DATABASE_NOT_INITIALIZED).toBe('Database not initialized');
    await Promise.all([database.init(), database.init()]);
    expect(database.isInitialized).toBe(true);
    expect(database.db.tables.map((table) => table.name).sort()).toEqual(['activeSlots', 'backups', 'slots']);
    database.close();
    expect(() => database.db).toThrow(DATABASE_NOT_INITIALIZED);
  });

  it('closes and asks for a reload when another tab upgrades the schema', async () => {
    const factory = new IDBFactory();
    let reloads = 0;
    const database = createTestDatabase({
      indexedDB: factory,
      logger: silentLogger,
      onVersionChange: () => {
        reloads += 1;
      },
    });
    await database.init();
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open('test-saves', 1000);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(reloads).toBe(1);
    expect(database.isInitialized).toBe(false);
    upgraded.close();
  });

  describe('when the browser cannot open its store (Chromium after a crash left it corrupt)', () => {
    // Dexie itself reopens at once up to 3 times on UnknownError ("Workaround for Chrome UnknownError
    // on open()"): one SaveDatabase attempt is 4 opens.
    const OPENS_PER_ATTEMPT = 4;

    it('tries again after a moment and opens', async () => {
      const warnings: string[] = [];
      const { factory, opens } = failingOpens(2 * OPENS_PER_ATTEMPT);
      const database = createTestDatabase({
        indexedDB: factory,
        openRetryDelaysMs: [1, 1, 1],
        logger: { ...silentLogger, warn: (message: string) => warnings.push(message) },
      });
      await database.init();
      expect(database.isInitialized).toBe(true);
      expect(opens()).toBe(2 * OPENS_PER_ATTEMPT + 1);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toContain('did not open');
    });

    it('gives up after its last try, and a later init tries afresh', async () => {
      const { factory, opens } = failingOpens(3 * OPENS_PER_ATTEMPT);
      const database = createTestDatabase({ indexedDB: factory, openRetryDelaysMs: [1, 1], logger: silentLogger });
      await expect(database.init()).rejects.toThrow('backing store');
      expect(opens()).toBe(3 * OPENS_PER_ATTEMPT);
      await database.init();
      expect(database.isInitialized).toBe(true);
    });

    it('does not retry what waiting cannot fix', async () => {
      const { factory, opens } = failingOpens(1, { errorName: 'QuotaExceededError' });
      const database = createTestDatabase({ indexedDB: factory, openRetryDelaysMs: [1, 1], logger: silentLogger });
      await expect(database.init()).rejects.toThrow();
      expect(opens()).toBe(1);
      expect(isRecoverableOpenError(new DOMException('x', 'UnknownError'))).toBe(true);
      expect(isRecoverableOpenError({ name: 'OpenFailedError', inner: new DOMException('x', 'UnknownError') })).toBe(
        true,
      );
      expect(isRecoverableOpenError(new DOMException('x', 'VersionError'))).toBe(false);
    });
  });
});
