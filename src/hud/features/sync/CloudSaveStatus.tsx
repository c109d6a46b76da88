import { AlertTriangle, CloudCheck, CloudOff, CloudAlert, Info, Loader2, type LucideIcon } from 'lucide-react';
import { useStore } from 'zustand';
import { Button } from '@/hud/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/hud/components/ui/tooltip';
import { cn } from '@/hud/lib/cn';
import { SYNC_TEXT, type SyncStatusKind } from '@/persistence/cloud/sync-status';
import type { SyncStore } from '@/persistence/sync-store';

/**
 * Icon, colour, and the short label narrow screens show (null: the icon says it, the full label is for screen
 * readers).
 */
const LOOK: Record<SyncStatusKind, { icon: LucideIcon; tone: string; compact: string | null }> = {
  offline: { icon: CloudOff, tone: 'text-muted-foreground', compact: 'Offline' },
  syncing: { icon: Loader2, tone: 'text-spectral [&_svg]:animate-spin', compact: null },
  local: { icon: CloudOff, tone: 'text-gold', compact: 'Device only' },
  never: { icon: CloudAlert, tone: 'text-gold', compact: 'Not synced' },
  overdue: { icon: CloudAlert, tone: 'text-gold', compact: 'Overdue' },
  synced: { icon: CloudCheck, tone: 'text-spectral', compact: null },
};

interface CloudSaveStatusProps {
  store: SyncStore;
  /** Manual sync (the button's click). */
  onSync: () => void;
  /** Opens the "Sync & Reconciliation Details" dialog. */
  onOpenDetails: () => void;
}

/**
 * The cloud-save status in the top bar (spec 000 §2): the state as a button that syncs on click
 * (disabled while offline or syncing), its tooltip with a Details button, and a details button
 * beside it so touch screens, which have no hover, reach the same information.
 */
export function CloudSaveStatus({ store, onSync, onOpenDetails }: CloudSaveStatusProps) {
  const status = useStore(store, (state) => state.status);
  const { icon: Icon, tone, compact } = LOOK[status.kind];
  return (
    <div
      className="flex items-center rounded-md border border-shade bg-dusk/60"
      data-testid="cloud-save-status"
      data-status={status.kind}
    >
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer events, so the wrapper keeps the tooltip reachable. */}
          <span className="inline-flex" tabIndex={status.disabled ? 0 : -1}>
            <Button
              variant="ghost"
              size="sm"
              className={cn('h-8 rounded-r-none px-2.5 font-medium sm:max-w-56', tone)}
              disabled={status.disabled}
              onClick={onSync}
            >
              <Icon aria-hidden />
              <span className={cn('truncate text-parchment', compact === null ? 'max-sm:sr-only' : 'max-sm:hidden')}>
                {status.label}
              </span>
              {compact !== null && <span className="text-parchment sm:hidden">{compact}</span>}
              {status.lastAttemptFailed && (
                <>
                  <AlertTriangle className="size-3.5 text-blood" aria-hidden />
                  <span className="sr-only">(last attempt failed)</span>
                </>
              )}
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent side="bottom" align="end" className="flex w-56 flex-col gap-1.5 py-2.5">
          <p className="font-semibold text-parchment">{SYNC_TEXT.tooltipTitle}</p>
          {SYNC_TEXT.tooltipLines.map((line) => (
            <p key={line} className="text-parchment-dim">
              {line}
            </p>
          ))}
          <Button variant="outline" size="sm" className="mt-1 h-7 self-start text-xs" onClick={onOpenDetails}>
            {SYNC_TEXT.detailsButton}
          </Button>
        </TooltipContent>
      </Tooltip>
      <Button
        variant="ghost"
        size="icon-sm"
        className="rounded-l-none border-l border-shade text-muted-foreground"
        aria-label="Sync details"
        onClick={onOpenDetails}
      >
        <Info aria-hidden />
      </Button>
    </div>
  );
}
