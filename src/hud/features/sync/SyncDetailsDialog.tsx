import type { ReactNode } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useStore } from 'zustand';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import { cn } from '@/hud/lib/cn';
import { DIALOG_CHANGE_COUNT, DIALOG_EVENT_COUNT, shortDeviceId } from '@/persistence/cloud/reconciliation-log';
import { formatRelativeTime, SYNC_TEXT } from '@/persistence/cloud/sync-status';
import type { SyncStore } from '@/persistence/sync-store';
import { ReconciliationEventCard } from './ReconciliationEventCard';

interface SyncDetailsDialogProps {
  store: SyncStore;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSyncNow: () => void;
  onClearHistory: () => void;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-md border border-shade bg-abyss/60 px-2.5 py-2 sm:px-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium text-parchment" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * "Sync & Reconciliation Details" (spec 000 §2): this device, the connection, the last sync and the last 10
 * reconciliation runs.
 */
export function SyncDetailsDialog({ store, open, onOpenChange, onSyncNow, onClearHistory }: SyncDetailsDialogProps) {
  const state = useStore(store);
  const events = state.log.slice(0, DIALOG_EVENT_COUNT);
  const connection = state.online ? 'Online' : 'Offline';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-5">
        <DialogHeader>
          <DialogTitle>{SYNC_TEXT.dialogTitle}</DialogTitle>
          <DialogDescription>
            {SYNC_TEXT.tooltipTitle}: {state.status.label}. {SYNC_TEXT.tooltipLines.join('. ')}.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-3 gap-2">
          <Fact label="Device" testId="sync-device-id">
            <span className="font-mono">{shortDeviceId(state.deviceId) || '—'}</span>
          </Fact>
          <Fact label="Connection" testId="sync-connection">
            <span className={state.online ? 'text-spectral' : 'text-muted-foreground'}>{connection}</span>
          </Fact>
          <Fact label="Last sync" testId="sync-last-sync">
            {state.lastSyncAt === null ? (
              'Never'
            ) : (
              <time
                dateTime={new Date(state.lastSyncAt).toISOString()}
                title={new Date(state.lastSyncAt).toLocaleString()}
              >
                {formatRelativeTime(state.lastSyncAt, state.now)}
              </time>
            )}
          </Fact>
        </dl>
        {state.readOnly && (
          <p className="text-sm text-gold">This tab is read-only: the tab saving this hunter also syncs it.</p>
        )}
        {state.status.lastAttemptFailed && state.lastError && (
          <p className="rounded-md border border-blood/40 bg-blood/10 px-3 py-2 text-sm text-[#ff9b95]" role="status">
            Last attempt failed: {state.lastError}
          </p>
        )}
        <section className="flex min-h-0 flex-col gap-2" aria-labelledby="sync-events-heading">
          <h3
            id="sync-events-heading"
            className="text-xs font-semibold uppercase tracking-[0.18em] text-muted-foreground"
          >
            Reconciliation history
          </h3>
          {events.length === 0 ? (
            <p
              className={cn(
                'rounded-md border border-dashed border-shade px-3 py-4',
                'text-center text-sm text-parchment-dim',
              )}
            >
              No reconciliation events yet.
            </p>
          ) : (
            <ol className="flex max-h-[45dvh] flex-col gap-2 overflow-y-auto pr-1" data-testid="sync-events">
              {events.map((entry, index) => (
                <ReconciliationEventCard
                  key={`${entry.timestamp}-${index}`}
                  entry={entry}
                  thisDevice={entry.deviceId === state.deviceId}
                  maxChanges={DIALOG_CHANGE_COUNT}
                />
              ))}
            </ol>
          )}
        </section>
        <DialogFooter>
          <Button variant="outline" onClick={onClearHistory} disabled={state.log.length === 0}>
            <Trash2 aria-hidden /> {SYNC_TEXT.clearHistory}
          </Button>
          <Button onClick={onSyncNow} disabled={state.status.disabled}>
            <RefreshCw aria-hidden className={state.phase === 'syncing' ? 'animate-spin' : undefined} />{' '}
            {SYNC_TEXT.syncNow}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
