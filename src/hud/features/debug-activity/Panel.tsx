import { useId, type ReactNode } from 'react';
import { cn } from '@/hud/lib/cn';

/** One section of the page: a bordered card with its heading, and actions beside the heading. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl border border-shade bg-card/80 p-3 sm:p-5', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="title-display text-lg font-semibold text-parchment">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A scrolling list inside a panel: the page itself never scrolls sideways, long lines wrap. */
export const scrollListClass = cn(
  'flex max-h-[28rem] min-w-0 flex-col divide-y divide-shade overflow-y-auto overscroll-contain',
  'rounded-lg border border-shade bg-abyss/50 text-sm',
);

/** "tick 1234 · 14:03:22.4" */
export function Stamp({ tick, clock }: { tick: number; clock: string }) {
  return (
    <span className="shrink-0 font-mono text-xs tabular-nums text-parchment-dim">
      tick {tick} · {clock}
    </span>
  );
}
