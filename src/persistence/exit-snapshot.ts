/**
 * The last moments before a page goes away. IndexedDB is asynchronous: a save started on `pagehide`
 * is usually cut off when the page is reloaded or closed, losing up to one auto-save interval. So the
 * writer tab also writes the world to localStorage, synchronously, as the page is hidden or left. The
 * next start (or the tab that takes over) uses it when it is newer than the slot it belongs to; it is
 * never trusted over a newer slot, so an acknowledged save can only be superseded, never lost.
 */
import type { DeepReadonly } from '@/core/readonly';
import { errorMessage, type KeyValueStorage, type Logger } from '@/persistence/deps';
import type { SaveState } from '@/persistence/save-shape';
import { parseSaveData } from '@/persistence/schema';

const FORMAT = 1;
const key = (userId: string): string => `shadow-hunter:exit-snapshot:${userId}`;

interface StoredSnapshot {
  format: typeof FORMAT;
  slotNumber: number;
  lastSaved: number;
  hash: string;
  data: string;
}

/** cyrb53: a fast 53-bit string hash; enough to find a damaged or truncated record. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Writes the state synchronously; false when storage refused it (full, blocked). */
export function writeExitSnapshot(
  storage: KeyValueStorage,
  userId: string,
  slotNumber: number,
  state: DeepReadonly<SaveState>,
  logger?: Logger,
): boolean {
  try {
    const data = JSON.stringify(state);
    const record: StoredSnapshot = {
      format: FORMAT,
      slotNumber,
      lastSaved: state.lastSaved,
      hash: hashText(data),
      data,
    };
    storage.setItem(key(userId), JSON.stringify(record));
    return true;
  } catch (error) {
    logger?.warn('Could not keep the exit snapshot in local storage', errorMessage(error));
    return false;
  }
}

/**
 * The snapshot for this slot, migrated and validated, when it is newer than `slotLastSaved`; null
 * otherwise. A damaged, foreign or older snapshot is dropped.
 */
export function takeNewerExitSnapshot(
  storage: KeyValueStorage,
  userId: string,
  slotNumber: number,
  slotLastSaved: number | null,
  logger?: Logger,
): SaveState | null {
  const raw = storage.getItem(key(userId));
  if (raw === null) return null;
  let record: Partial<StoredSnapshot>;
  try {
    record = JSON.parse(raw) as Partial<StoredSnapshot>;
  } catch {
    logger?.warn('The exit snapshot was unreadable and has been dropped');
    clearExitSnapshot(storage, userId);
    return null;
  }
  if (record.format !== FORMAT || typeof record.data !== 'string' || record.hash !== hashText(record.data)) {
    logger?.warn('The exit snapshot was damaged and has been dropped');
    clearExitSnapshot(storage, userId);
    return null;
  }
  if (record.slotNumber !== slotNumber || typeof record.lastSaved !== 'number') return null;
  if (slotLastSaved !== null && record.lastSaved <= slotLastSaved) {
    clearExitSnapshot(storage, userId);
    return null;
  }
  try {
    return parseSaveData(JSON.parse(record.data), undefined, logger);
  } catch (error) {
    logger?.warn('The exit snapshot did not validate and has been dropped', errorMessage(error));
    clearExitSnapshot(storage, userId);
    return null;
  }
}

/** Forgets the snapshot once a slot holds it or something newer. */
export function clearExitSnapshotUpTo(storage: KeyValueStorage, userId: string, savedLastSaved: number): void {
  const raw = storage.getItem(key(userId));
  if (raw === null) return;
  try {
    const record = JSON.parse(raw) as Partial<StoredSnapshot>;
    if (typeof record.lastSaved === 'number' && record.lastSaved > savedLastSaved) return;
  } catch {
    // unreadable: drop it
  }
  clearExitSnapshot(storage, userId);
}

export function clearExitSnapshot(storage: KeyValueStorage, userId: string): void {
  storage.removeItem(key(userId));
}
