/**
 * Per user and device: when the last cloud sync succeeded, and the lastSaved of the state both sides
 * agreed on then (the "base"). A side whose lastSaved still equals the base has not changed since.
 */
import type { KeyValueStorage } from '@/persistence/deps';

export interface SyncMeta {
  lastSyncAt: number | null;
  baseLastSaved: number | null;
}

const key = (userId: string): string => `shadow-hunter:cloud-sync:${userId}`;

export function readSyncMeta(storage: KeyValueStorage, userId: string): SyncMeta {
  try {
    const parsed = JSON.parse(storage.getItem(key(userId)) ?? 'null') as Partial<SyncMeta> | null;
    return {
      lastSyncAt: typeof parsed?.lastSyncAt === 'number' ? parsed.lastSyncAt : null,
      baseLastSaved: typeof parsed?.baseLastSaved === 'number' ? parsed.baseLastSaved : null,
    };
  } catch {
    return { lastSyncAt: null, baseLastSaved: null };
  }
}

export function writeSyncMeta(storage: KeyValueStorage, userId: string, meta: SyncMeta): void {
  storage.setItem(key(userId), JSON.stringify(meta));
}
