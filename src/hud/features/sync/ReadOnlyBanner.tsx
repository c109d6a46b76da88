import { Loader2, MonitorSmartphone } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';

export const READ_ONLY_TEXT = {
  title: 'This hunter is open in another tab.',
  detail: 'Progress here is not saved.',
  takeOver: 'Play here instead',
} as const;

/**
 * Shown above the main area in every tab but the one saving (one writer per hunter): says why
 * nothing here is saved and lets the player move play to this tab.
 */
export function ReadOnlyBanner({ onTakeOver, busy = false }: { onTakeOver: () => void; busy?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Read-only tab"
      data-testid="read-only-banner"
      className={cn(
        'flex flex-col gap-3 border-b border-gold/35 bg-gradient-to-r from-gold/15 via-gold/10 to-transparent',
        'px-4 py-3 sm:flex-row sm:items-center sm:px-6',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center',
            'rounded-full border border-gold/40 bg-gold/15',
          )}
        >
          <MonitorSmartphone className="size-4 text-gold" aria-hidden />
        </span>
        <p className="text-sm leading-snug">
          <span className="font-semibold text-parchment">{READ_ONLY_TEXT.title}</span>{' '}
          <span className="text-parchment-dim">{READ_ONLY_TEXT.detail}</span>
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-end border-gold/50 text-gold hover:border-gold sm:self-auto"
        onClick={onTakeOver}
        disabled={busy}
      >
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {READ_ONLY_TEXT.takeOver}
      </Button>
    </div>
  );
}
