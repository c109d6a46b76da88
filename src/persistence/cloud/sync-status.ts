/**
 * What the cloud-save status button shows (spec 000 §2): Offline, Syncing..., Not synced,
 * "Sync overdue" (last sync over 6 hours ago) or "Last sync {relative time}", plus the texts of the
 * tooltip, the details dialog and the sync toasts (spec 000 §8), and when a push happens (SYNC_SCHEDULE).
 */

/**
 * Every reason the game sends its journal to the cloud, in one place (issue 31). Spec 000 says "auto-sync every
 * 6 hours, at most once per 60 s"; a verified cloud copy is worth most when it is close behind the device, and a
 * minute of journal costs the server a few milliseconds, so the game pushes at the floor while it runs:
 * - while playing: once a minute (`everyMs`, the spec's 60 s floor), when something was journaled;
 * - a paused world with nothing new: at the 6-hour ceiling (`ceilingMs`) all the same;
 * - the page hidden (tab switched, phone locked, leaving): at once, at most every `hiddenSpacingMs`;
 * - the connection back: at once; a failure: again with backoff (backoff.ts);
 * - the player's Sync Now, and a server decision (a rank trial, an arena card): at once.
 */
export const SYNC_SCHEDULE = {
  everyMs: 60 * 1000,
  ceilingMs: 6 * 60 * 60 * 1000,
  hiddenSpacingMs: 10 * 1000,
  /** How often the schedule looks whether a push is due. */
  checkEveryMs: 5 * 1000,
} as const;

export const SYNC_OVERDUE_MS = SYNC_SCHEDULE.ceilingMs;
export const STATUS_REFRESH_MS = 30 * 1000;

export type SyncPhase = 'idle' | 'syncing' | 'done' | 'failed';

export const SYNC_TEXT = {
  offline: 'Offline',
  syncing: 'Syncing...',
  notSynced: 'Not synced',
  localOnly: 'This device only',
  overdue: 'Sync overdue',
  lastSync: (relative: string) => `Last sync ${relative}`,
  tooltipTitle: 'Cloud Save Status',
  tooltipLines: [
    'Click to manually sync',
    'Backs up about once a minute while you play, and when you leave the page',
    'The cloud keeps the progress the server has verified',
  ],
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
  refused: {
    title: 'Your cloud progress was kept',
    description: (reason: string, lost: string) =>
      `${reason}. ${lost} of play on this device could not be verified and was undone.`,
    /** Another device synced first (409): the usual case, said plainly. */
    otherDevice: (lost: string) =>
      `Your hunter was synced from another device first. ${lost} of play on this device was undone.`,
  },
  updateNeeded: {
    title: 'Update to keep syncing',
    description:
      'The server runs a newer version of the game. Your progress is kept on this device and syncs after the update.',
  },
  localOnly: {
    title: 'This save plays on this device only',
    description:
      'It was loaded from a slot or a file the server has not verified. ' +
      'Load the slot you last synced to back up again.',
  },
  syncFailed: { title: 'Sync failed', description: 'Please try again later' },
  syncComplete: (conflicts: number) => ({
    title: 'Sync complete',
    description: conflicts > 0 ? `Resolved ${conflicts} conflicts` : 'Your game is up to date',
  }),
  historyCleared: { title: 'History cleared' },
} as const;

export interface SyncStatusInput {
  online: boolean;
  /** The world was loaded by hand from a slot or file the server cannot vouch for: it is not synced. */
  localOnly?: boolean;
  phase: SyncPhase;
  lastSyncAt: number | null;
  now: number;
  /** Another tab holds the writer lock: this tab does not sync. */
  readOnly?: boolean;
}

export type SyncStatusKind = 'offline' | 'syncing' | 'local' | 'never' | 'overdue' | 'synced';

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
  if (input.localOnly) return { kind: 'local', label: SYNC_TEXT.localOnly, disabled, lastAttemptFailed };
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

/** "40 seconds", "12 minutes", "3 hours": how much play a refused journal undid. */
export function describeLostPlay(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `${hours} hours`;
}
