/**
 * The reconciliation log (spec 000 §3, §9): one entry per reconciliation run, the last 50 kept in
 * localStorage, and the device id that tags them.
 */
import type { IdGenerator, KeyValueStorage, Logger } from '@/persistence/deps';
import type { FieldChange, ReconcileStrategy } from '@/persistence/cloud/reconcile-types';

export const RECONCILIATION_LOG_KEY = 'reconciliation_logs';
export const DEVICE_ID_KEY = 'device_id';
export const MAX_LOG_ENTRIES = 50;
export const DIALOG_EVENT_COUNT = 10;
export const DIALOG_CHANGE_COUNT = 5;

export interface ReconciliationLogEntry {
  success: boolean;
  conflictsFound: number;
  conflictsResolved: number;
  strategy: ReconcileStrategy;
  changes: FieldChange[];
  timestamp: number;
  deviceId: string;
  /** Why a failed run failed. */
  error?: string;
}

/** This browser's device id, made once and kept in localStorage. */
export function getDeviceId(storage: KeyValueStorage, newId: IdGenerator): string {
  const existing = storage.getItem(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = newId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

/** The last 8 characters, as the sync dialog shows it. */
export function shortDeviceId(deviceId: string): string {
  return deviceId.slice(-8);
}

function isEntry(value: unknown): value is ReconciliationLogEntry {
  const entry = value as Partial<ReconciliationLogEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.success === 'boolean' &&
    typeof entry.timestamp === 'number' &&
    Array.isArray(entry.changes)
  );
}

export class ReconciliationLog {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly logger?: Logger,
  ) {}

  /** Oldest first, as stored. */
  private read(): ReconciliationLogEntry[] {
    const raw = this.storage.getItem(RECONCILIATION_LOG_KEY);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      this.logger?.warn('The reconciliation log in local storage was unreadable and has been reset');
      return [];
    }
  }

  /** Newest first. */
  entries(): ReconciliationLogEntry[] {
    return this.read().reverse();
  }

  /** The newest `count` entries, each with at most `changeCount` changes: what the dialog shows. */
  recent(count = DIALOG_EVENT_COUNT, changeCount = DIALOG_CHANGE_COUNT): ReconciliationLogEntry[] {
    return this.entries()
      .slice(0, count)
      .map((entry) => ({ ...entry, changes: entry.changes.slice(0, changeCount) }));
  }

  append(entry: ReconciliationLogEntry): void {
    const entries = [...this.read(), entry].slice(-MAX_LOG_ENTRIES);
    try {
      this.storage.setItem(RECONCILIATION_LOG_KEY, JSON.stringify(entries));
    } catch (error) {
      // A full localStorage must not break syncing; the entry is only lost from the log.
      this.logger?.warn('Could not store the reconciliation log entry', error);
    }
  }

  clear(): void {
    this.storage.removeItem(RECONCILIATION_LOG_KEY);
  }
}
