/**
 * Per user and device: when the last cloud sync succeeded, and the hash of the verified state this device last
 * synced to (the hunter the cloud holds, as far as this device knows).
 */
import type { KeyValueStorage } from '@/persistence/deps';

export interface SyncMeta {
  lastSyncAt: number | null;
  verifiedHash: string | null;
}

const key = (userId: string): string => `shadow-hunter:cloud-sync:${userId}`;

export function readSyncMeta(storage: KeyValueStorage, userId: string): SyncMeta {
  try {
    const parsed = JSON.parse(storage.getItem(key(userId)) ?? 'null') as Partial<SyncMeta> | null;
    return {
      lastSyncAt: typeof parsed?.lastSyncAt === 'number' ? parsed.lastSyncAt : null,
      verifiedHash: typeof parsed?.verifiedHash === 'string' ? parsed.verifiedHash : null,
    };
  } catch {
    return { lastSyncAt: null, verifiedHash: null };
  }
}

export function writeSyncMeta(storage: KeyValueStorage, userId: string, meta: SyncMeta): void {
  storage.setItem(key(userId), JSON.stringify(meta));
}
