import { amount } from '@/hud/components/items/page-style';
import { WraithPortrait } from '@/hud/components/wraith-portrait/WraithPortrait';
import { cn } from '@/hud/lib/cn';
import type { WraithsPageView } from '@/runtime/view-models/wraiths-page';

/** The tokens the hunter holds, one tile per kind. */
export function TokenPurse({ tokens }: { tokens: WraithsPageView['tokens'] }) {
  return (
    <section aria-labelledby="wraith-tokens-heading" className="flex flex-col gap-2">
      <h2 id="wraith-tokens-heading" className="title-display text-xl font-bold text-parchment">
        Tokens
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tokens.map((row) => (
          <li
            key={row.wraithId}
            data-testid="token-count"
            className="flex items-center gap-2 rounded-lg border border-shade bg-card/70 px-2 py-1.5"
          >
            <span aria-hidden className="shrink-0">
              <WraithPortrait wraithId={row.wraithId} size={32} dormant={row.count === 0} />
            </span>
            <span className="min-w-0 flex-1 truncate text-sm text-parchment-dim">{row.name}</span>
            <span
              className={cn(
                'text-sm font-semibold tabular-nums',
                row.count > 0 ? 'text-parchment' : 'text-muted-foreground',
              )}
            >
              {amount(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
