import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/hud/components/ui/tooltip';
import type { ReconciliationLogEntry } from '@/persistence/cloud/reconciliation-log';
import { createSyncStore, patchSyncStore, type SyncStore } from '@/persistence/sync-store';
import { CloudSaveStatus } from './CloudSaveStatus';
import { ReadOnlyBanner } from './ReadOnlyBanner';
import { SyncDetailsDialog } from './SyncDetailsDialog';

const NOW = 1_700_000_000_000;
const DEVICE = '0f3a9c2e-1111-2222-3333-abcdef987654';

function store(patch: Parameters<typeof patchSyncStore>[1] = {}): SyncStore {
  const created = createSyncStore({ deviceId: DEVICE, now: NOW });
  patchSyncStore(created, patch);
  return created;
}

function entry(minutesAgo: number, extra: Partial<ReconciliationLogEntry> = {}): ReconciliationLogEntry {
  return {
    success: true,
    conflictsFound: 0,
    conflictsResolved: 0,
    strategy: 'smart',
    changes: [],
    timestamp: NOW - minutesAgo * 60_000,
    deviceId: DEVICE,
    ...extra,
  };
}

function renderStatus(syncStore: SyncStore) {
  const onSync = vi.fn();
  const onOpenDetails = vi.fn();
  render(
    <TooltipProvider delayDuration={0}>
      <CloudSaveStatus store={syncStore} onSync={onSync} onOpenDetails={onOpenDetails} />
    </TooltipProvider>,
  );
  return { onSync, onOpenDetails, status: screen.getByTestId('cloud-save-status') };
}

describe('the cloud-save status button', () => {
  it.each([
    [{ online: false }, 'Offline', true],
    [{ phase: 'syncing' as const }, 'Syncing...', true],
    [{ lastSyncAt: null }, 'Not synced', false],
    [{ lastSyncAt: NOW - 7 * 3_600_000 }, 'Sync overdue', false],
    [{ lastSyncAt: NOW - 5 * 60_000 }, 'Last sync 5 minutes ago', false],
  ])('shows %o as "%s" (disabled: %s)', (patch, label, disabled) => {
    const { status } = renderStatus(store(patch));
    const button = within(status).getByRole('button', { name: new RegExp(label.replace('.', '\\.')) });
    expect(button).toHaveTextContent(label);
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it('is disabled in a read-only tab and follows the store as it changes', () => {
    const syncStore = store({ lastSyncAt: NOW, readOnly: true });
    const { status } = renderStatus(syncStore);
    expect(within(status).getAllByRole('button')[0]).toBeDisabled();
    act(() => patchSyncStore(syncStore, { readOnly: false }));
    expect(within(status).getAllByRole('button')[0]).toBeEnabled();
  });

  it('syncs on click and opens the details from its own button, which touch screens can reach', async () => {
    const { onSync, onOpenDetails, status } = renderStatus(store({ lastSyncAt: NOW }));
    await userEvent.click(within(status).getByRole('button', { name: /Last sync just now/ }));
    expect(onSync).toHaveBeenCalledOnce();
    await userEvent.click(within(status).getByRole('button', { name: 'Sync details' }));
    expect(onOpenDetails).toHaveBeenCalledOnce();
  });

  it('has the spec tooltip with a Details button', async () => {
    const { onOpenDetails, status } = renderStatus(store({ lastSyncAt: NOW }));
    await userEvent.hover(within(status).getByRole('button', { name: /Last sync/ }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Cloud Save Status');
    expect(tooltip).toHaveTextContent('Click to manually sync');
    expect(tooltip).toHaveTextContent('Backs up about once a minute while you play');
    const details = screen.getAllByRole('button', { name: 'Details' })[0]!;
    await userEvent.click(details);
    expect(onOpenDetails).toHaveBeenCalled();
  });

  it('flags a failed last attempt', () => {
    const { status } = renderStatus(store({ lastSyncAt: NOW, phase: 'failed', lastError: 'boom' }));
    expect(status).toHaveTextContent('(last attempt failed)');
  });
});

describe('the "Sync & Reconciliation Details" dialog', () => {
  function renderDialog(syncStore: SyncStore) {
    const onSyncNow = vi.fn();
    const onClearHistory = vi.fn();
    render(
      <SyncDetailsDialog
        store={syncStore}
        open
        onOpenChange={() => undefined}
        onSyncNow={onSyncNow}
        onClearHistory={onClearHistory}
      />,
    );
    return { onSyncNow, onClearHistory, dialog: screen.getByRole('dialog', { name: 'Sync & Reconciliation Details' }) };
  }

  it('shows the device (last 8 characters), the connection and the last sync', () => {
    const { dialog } = renderDialog(store({ lastSyncAt: NOW - 2 * 3_600_000 }));
    expect(within(dialog).getByTestId('sync-device-id')).toHaveTextContent(/^ef987654$/);
    expect(within(dialog).getByTestId('sync-connection')).toHaveTextContent('Online');
    expect(within(dialog).getByTestId('sync-last-sync')).toHaveTextContent('2 hours ago');
    expect(dialog).toHaveTextContent('No reconciliation events yet.');
  });

  it('lists the last 10 events newest first, each with up to 5 changed fields and their resolution', () => {
    const changes = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((field) => ({
      field: `stats.${field}`,
      resolution: 'higher-wins' as const,
    }));
    const log = Array.from({ length: 12 }, (_, index) =>
      entry(index, { conflictsFound: index, conflictsResolved: index, changes: index === 0 ? changes : [] }),
    );
    log[1] = entry(1, {
      success: false,
      strategy: 'smart',
      error: 'Failed to load player state: offline',
      deviceId: 'other-device-12345678',
    });
    const { dialog } = renderDialog(store({ lastSyncAt: NOW, log }));
    const events = within(dialog).getAllByTestId('sync-event');
    expect(events).toHaveLength(10);
    expect(events[0]).toHaveTextContent('Success');
    expect(events[0]).toHaveTextContent('smart');
    expect(events[0]).toHaveTextContent('Conflicts found 0, resolved 0');
    expect(events[0]).toHaveTextContent('(this device)');
    expect(within(events[0]!).getAllByText('higher wins')).toHaveLength(5);
    expect(events[0]).toHaveTextContent('stats.e');
    expect(events[0]).not.toHaveTextContent('stats.f');
    expect(events[1]).toHaveTextContent('Failed');
    expect(events[1]).toHaveTextContent('12345678');
    expect(events[1]).not.toHaveTextContent('(this device)');
    expect(events[9]).toHaveTextContent('Conflicts found 9, resolved 9');
  });

  const syncAndClear =
    'Sync Now and Clear History call through; Sync Now is disabled offline, Clear History without events';
  it(syncAndClear, async () => {
    const { onSyncNow, onClearHistory, dialog } = renderDialog(store({ lastSyncAt: NOW, log: [entry(1)] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sync Now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear History' }));
    expect(onSyncNow).toHaveBeenCalledOnce();
    expect(onClearHistory).toHaveBeenCalledOnce();
  });

  it('offline: the connection says so and Sync Now is disabled', () => {
    const { dialog } = renderDialog(store({ online: false }));
    expect(within(dialog).getByTestId('sync-connection')).toHaveTextContent('Offline');
    expect(within(dialog).getByRole('button', { name: 'Sync Now' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Clear History' })).toBeDisabled();
  });
});

describe('the read-only banner', () => {
  it('says why nothing is saved here and offers to play here instead', async () => {
    const onTakeOver = vi.fn();
    render(<ReadOnlyBanner onTakeOver={onTakeOver} />);
    const banner = screen.getByRole('status', { name: 'Read-only tab' });
    expect(banner).toHaveTextContent('This hunter is open in another tab. Progress here is not saved.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Play here instead' }));
    expect(onTakeOver).toHaveBeenCalledOnce();
  });

  it('is busy while taking over', () => {
    render(<ReadOnlyBanner onTakeOver={() => undefined} busy />);
    expect(screen.getByRole('button', { name: 'Play here instead' })).toBeDisabled();
  });
});
