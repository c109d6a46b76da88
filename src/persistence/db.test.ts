import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_NOT_INITIALIZED } from '@/persistence/db';
import { createTestDatabase, silentLogger } from '@/persistence/testing/fake-db';

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
    const database = createTestDatabase({ indexedDB: factory, logger: silentLogger, onVersionChange: () => { reloads += 1; } });
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
});
