/** A fresh, private IndexedDB (fake-indexeddb) per test, so tests never share saves. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { SaveDatabase, type SaveDatabaseOptions } from '@/persistence/db';

export function createTestDatabase(
  options: Omit<SaveDatabaseOptions, 'indexedDB' | 'IDBKeyRange'> & { indexedDB?: IDBFactory } = {},
): SaveDatabase {
  return new SaveDatabase({
    name: 'test-saves',
    ...options,
    indexedDB: options.indexedDB ?? new IDBFactory(),
    IDBKeyRange,
  });
}

export const silentLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
