import type { KeyValueStorage } from '@/persistence/deps';

/** localStorage, or a memory stand-in where it is unavailable (private modes, blocked storage). */
export function localStorageOrMemory(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('shadow-hunter:probe');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
