import { describe, expect, it } from 'vitest';
import { backoffDelay, backoffSchedule, CLOUD_BACKOFF } from '@/persistence/cloud/backoff';
import {
  describeSyncStatus,
  formatRelativeTime,
  SYNC_TEXT,
  SYNC_TOASTS,
  SYNC_OVERDUE_MS,
} from '@/persistence/cloud/sync-status';
import { createSyncStore, patchSyncStore } from '@/persistence/sync-store';

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('describeSyncStatus', () => {
  const base = { online: true, phase: 'idle' as const, lastSyncAt: NOW - 5 * MINUTE, now: NOW };

  it('shows each state of the status button', () => {
    expect(describeSyncStatus({ ...base, online: false })).toMatchObject({
      label: 'Offline',
      kind: 'offline',
      disabled: true,
    });
    expect(describeSyncStatus({ ...base, phase: 'syncing' })).toMatchObject({
      label: 'Syncing...',
      kind: 'syncing',
      disabled: true,
    });
    expect(describeSyncStatus({ ...base, lastSyncAt: null })).toMatchObject({
      label: 'Not synced',
      kind: 'never',
      disabled: false,
    });
    expect(describeSyncStatus({ ...base, lastSyncAt: NOW - SYNC_OVERDUE_MS - 1 })).toMatchObject({
      label: 'Sync overdue',
      kind: 'overdue',
    });
    expect(describeSyncStatus({ ...base, lastSyncAt: NOW - SYNC_OVERDUE_MS })).toMatchObject({
      label: 'Last sync 6 hours ago',
      kind: 'synced',
    });
    expect(describeSyncStatus(base)).toMatchObject({
      label: 'Last sync 5 minutes ago',
      disabled: false,
      lastAttemptFailed: false,
    });
  });

  it('offline wins over syncing; a read-only tab cannot press the button; a failure is flagged', () => {
    expect(describeSyncStatus({ ...base, online: false, phase: 'syncing' }).label).toBe('Offline');
    expect(describeSyncStatus({ ...base, readOnly: true }).disabled).toBe(true);
    expect(describeSyncStatus({ ...base, phase: 'failed' })).toMatchObject({
      label: 'Last sync 5 minutes ago',
      lastAttemptFailed: true,
    });
  });
});

describe('formatRelativeTime', () => {
  it('speaks in whole minutes, hours and days', () => {
    expect(formatRelativeTime(NOW, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - 59_999, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - MINUTE, NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(NOW - 59 * MINUTE, NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(NOW - HOUR, NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(NOW - 23 * HOUR, NOW)).toBe('23 hours ago');
    expect(formatRelativeTime(NOW - 24 * HOUR, NOW)).toBe('1 day ago');
    expect(formatRelativeTime(NOW - 72 * HOUR, NOW)).toBe('3 days ago');
    expect(formatRelativeTime(NOW + 5_000, NOW)).toBe('just now');
  });
});

describe('the spec texts', () => {
  it('keeps the tooltip, dialog and toast strings of spec 000 §2 and §8', () => {
    expect([SYNC_TEXT.tooltipTitle, ...SYNC_TEXT.tooltipLines]).toEqual([
      'Cloud Save Status',
      'Click to manually sync',
      'Backs up about once a minute while you play, and when you leave the page',
      'The cloud keeps the progress the server has verified',
    ]);
    expect(SYNC_TEXT.dialogTitle).toBe('Sync & Reconciliation Details');
    expect(SYNC_TOASTS.syncComplete(0)).toEqual({ title: 'Sync complete', description: 'Your game is up to date' });
    expect(SYNC_TOASTS.syncComplete(3)).toEqual({ title: 'Sync complete', description: 'Resolved 3 conflicts' });
    expect(SYNC_TOASTS.reconciled(2)).toEqual({
      title: 'Game state synchronized',
      description: 'Resolved 2 conflicts',
    });
  });
});

describe('backoff', () => {
  it('doubles from 2 s up to a 60 s cap, six retries per run of failures', () => {
    expect(backoffSchedule()).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(backoffDelay(CLOUD_BACKOFF.maxRetries)).toBeNull();
    expect(backoffDelay(-1)).toBeNull();
    expect(backoffSchedule({ initialDelayMs: 1_000, factor: 3, maxDelayMs: 5_000, maxRetries: 4 })).toEqual([
      1_000, 3_000, 5_000, 5_000,
    ]);
  });
});

describe('sync store', () => {
  it('keeps the status in step with every change', () => {
    const store = createSyncStore({ deviceId: 'device-1', now: NOW });
    expect(store.getState().status.label).toBe('Not synced');
    const labels: string[] = [];
    store.subscribe((state) => labels.push(state.status.label));
    patchSyncStore(store, { phase: 'syncing' });
    patchSyncStore(store, { phase: 'done', lastSyncAt: NOW });
    patchSyncStore(store, { now: NOW + 2 * MINUTE });
    patchSyncStore(store, { online: false });
    expect(labels).toEqual(['Syncing...', 'Last sync just now', 'Last sync 2 minutes ago', 'Offline']);
    expect(store.getState().deviceId).toBe('device-1');
  });
});
