import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { shortDeviceId, type ReconciliationLogEntry } from '@/persistence/cloud/reconciliation-log';
import type { Resolution } from '@/persistence/cloud/reconcile-types';

/** How each settled field reads in the dialog (the reconciliation's resolution strategy). */
export const RESOLUTION_LABELS: Record<Resolution, string> = {
  'server-wins': 'server wins',
  'client-wins': 'client wins',
  'client-implausible': 'server wins (client implausible)',
  'higher-wins': 'higher wins',
  'later-wins': 'later wins',
  'merged-by-id': 'merged by id',
  union: 'combined',
};

/** The conflict counts in the summary line. */
const COUNT = 'font-semibold tabular-nums text-parchment';

interface ReconciliationEventCardProps {
  entry: ReconciliationLogEntry;
  thisDevice: boolean;
  maxChanges: number;
}

/**
 * One reconciliation run: time, success, strategy, conflicts found and resolved, device, and its first changed
 * fields.
 */
export function ReconciliationEventCard({ entry, thisDevice, maxChanges }: ReconciliationEventCardProps) {
  const changes = entry.changes.slice(0, maxChanges);
  const hidden = entry.changes.length - changes.length;
  const when = new Date(entry.timestamp);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-shade bg-abyss/60 p-3 text-sm" data-testid="sync-event">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {entry.success ? (
          <Badge variant="spectral">
            <CheckCircle2 aria-hidden /> Success
          </Badge>
        ) : (
          <Badge variant="destructive">
            <XCircle aria-hidden /> Failed
          </Badge>
        )}
        <Badge variant="secondary" className="capitalize">
          {entry.strategy}
        </Badge>
        <time className="ml-auto text-xs tabular-nums text-muted-foreground" dateTime={when.toISOString()}>
          {when.toLocaleString()}
        </time>
      </div>
      <p className="text-parchment-dim">
        Conflicts found <span className={COUNT}>{entry.conflictsFound}</span>, resolved{' '}
        <span className={COUNT}>{entry.conflictsResolved}</span> · device{' '}
        <span className="font-mono text-parchment">{shortDeviceId(entry.deviceId)}</span>
        {thisDevice && <span className="text-muted-foreground"> (this device)</span>}
      </p>
      {entry.error && <p className="text-xs text-[#ff9b95]">{entry.error}</p>}
      {changes.length > 0 && (
        <ul className="flex flex-col gap-1 border-t border-shade pt-2">
          {changes.map((change) => (
            <li key={change.field} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5">
              <span className="min-w-0 truncate font-mono text-xs text-parchment">{change.field}</span>
              <span className="text-xs text-spectral">{RESOLUTION_LABELS[change.resolution] ?? change.resolution}</span>
            </li>
          ))}
          {hidden > 0 && <li className="text-xs text-muted-foreground">and {hidden} more</li>}
        </ul>
      )}
    </li>
  );
}
