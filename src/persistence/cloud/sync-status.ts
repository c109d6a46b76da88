/**
 * What the cloud-save status button shows (spec 000 §2): Offline, Syncing..., Not synced,
 * "Sync overdue" (last sync over 6 hours ago) or "Last sync {relative time}", plus the texts of the
 * tooltip, the details dialog and the sync toasts (spec 000 §8).
 */

export const AUTO_SYNC_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const MIN_SYNC_SPACING_MS = 60 * 1000;
export const SYNC_OVERDUE_MS = 6 * 60 * 60 * 1000;
export const STATUS_REFRESH_MS = 30 * 1000;

export type SyncPhase = 'idle' | 'syncing' | 'done' | 'failed';

export const SYNC_TEXT = {
  offline: 'Offline',
  syncing: 'Syncing...',
  notSynced: 'Not synced',
  overdue: 'Sync overdue',
  lastSync: (relative: string) => `Last sync ${relative}`,
  tooltipTitle: 'Cloud Save Status',
  tooltipLines: ['Click to manually sync', 'Auto-sync every 6 hours'],
  detailsButton: 'Details',
  dialogTitle: 'Sync & Reconciliation Details',
  clearHistory: 'Clear History',
  syncNow: 'Sync Now',
} as const;

export const SYNC_TOASTS = {
  cloudSaveFailed: {
    title: 'Failed to save to cloud',
    description: 'Your progress is saved locally and will sync when connection is restored',
  },
  usingLocal: { title: 'Using local save', description: 'Your local progress was more recent than cloud save' },
  usingCloud: { title: 'Using cloud save', description: 'Your cloud progress was more recent than local save' },
  merged: { title: 'Game progress synchronized', description: 'Your local and cloud saves have been merged' },
  reconciled: (conflicts: number) => ({
    title: 'Game state synchronized',
    description: `Resolved ${conflicts} conflicts`,
  }),
  offline: { title: 'Cannot sync while offline' },
  syncFailed: { title: 'Sync failed', description: 'Please try again later' },
  syncComplete: (conflicts: number) => ({
    title: 'Sync complete',
    description: conflicts > 0 ? `Resolved ${conflicts} conflicts` : 'Your game is up to date',
  }),
  historyCleared: { title: 'History cleared' },
} as const;

export interface SyncStatusInput {
  online: boolean;
  phase: SyncPhase;
  lastSyncAt: number | null;
  now: number;
  /** Another tab holds the writer lock: this tab does not sync. */
  readOnly?: boolean;
}

export type SyncStatusKind = 'offline' | 'syncing' | 'never' | 'overdue' | 'synced';

export interface SyncStatusView {
  kind: SyncStatusKind;
  label: string;
  /** The button is disabled while offline or syncing (and in a read-only tab). */
  disabled: boolean;
  /** The last attempt failed (the label still tells when the last good sync was). */
  lastAttemptFailed: boolean;
}

export function describeSyncStatus(input: SyncStatusInput): SyncStatusView {
  const lastAttemptFailed = input.phase === 'failed';
  const disabled = !input.online || input.phase === 'syncing' || input.readOnly === true;
  if (!input.online) return { kind: 'offline', label: SYNC_TEXT.offline, disabled, lastAttemptFailed };
  if (input.phase === 'syncing') return { kind: 'syncing', label: SYNC_TEXT.syncing, disabled, lastAttemptFailed };
  if (input.lastSyncAt === null) return { kind: 'never', label: SYNC_TEXT.notSynced, disabled, lastAttemptFailed };
  if (input.now - input.lastSyncAt > SYNC_OVERDUE_MS)
    return { kind: 'overdue', label: SYNC_TEXT.overdue, disabled, lastAttemptFailed };
  return {
    kind: 'synced',
    label: SYNC_TEXT.lastSync(formatRelativeTime(input.lastSyncAt, input.now)),
    disabled,
    lastAttemptFailed,
  };
}

const UNITS: [limitMs: number, unitMs: number, name: string][] = [
  [60 * 60 * 1000, 60 * 1000, 'minute'],
  [24 * 60 * 60 * 1000, 60 * 60 * 1000, 'hour'],
  [Number.POSITIVE_INFINITY, 24 * 60 * 60 * 1000, 'day'],
];

/** "just now", "1 minute ago", "5 hours ago", "2 days ago". */
export function formatRelativeTime(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  if (elapsed < 60 * 1000) return 'just now';
  for (const [limitMs, unitMs, name] of UNITS) {
    if (elapsed < limitMs) {
      const count = Math.floor(elapsed / unitMs);
      return `${count} ${name}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'long ago';
}
