import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_NOT_INITIALIZED, isRecoverableOpenError } from '@/persistence/db';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';
import { failingOpens } from '@/persistence/testing/failing-opens';

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
