import { Check, Layers } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/hud/components/ui/card';
import { cn } from '@/hud/lib/cn';
import type { SetProgressView } from '@/runtime/view-models/equipment-page';

/** Each set being worn: pieces worn of its total, and its bonus tiers with the active ones lit. */
export function SetProgress({ sets }: { sets: SetProgressView[] }) {
  return (
    <Card className="gap-3 py-5" role="region" aria-label="Set bonuses">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <Layers className="size-4 text-arcane" aria-hidden /> Set bonuses
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-5">
        {sets.length === 0 ? (
          <p className="text-sm text-parchment-dim">
            No set pieces worn. Matching pieces of one set (Shadow Walker, Guardian, ...) add a bonus once enough are
            worn together.
          </p>
        ) : (
          sets.map((set) => (
            <article
              key={set.setId}
              aria-label={`${set.name} set`}
              className="flex flex-col gap-2 rounded-lg border border-shade bg-dusk/60 p-3"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-[#c4b5ff]">{set.name}</h3>
                <span className="text-sm tabular-nums text-parchment-dim">
                  {set.worn} of {set.pieces} pieces
                </span>
              </div>
              <ul className="flex flex-col gap-1 text-sm">
                {set.tiers.map((tier) => (
                  <li
                    key={tier.pieces}
                    data-active={tier.active}
                    className={cn(
                      'flex items-start gap-2 rounded-md px-2 py-1',
                      tier.active ? 'bg-spectral/10 text-spectral' : 'text-muted-foreground',
                    )}
                  >
                    <span className="shrink-0 whitespace-nowrap font-semibold">
                      {tier.active && <Check className="mr-1 inline size-3.5" aria-label="Active" />}
                      {tier.pieces} pieces
                    </span>
                    <span>{tier.stats.map((stat) => `${stat.text} ${stat.label}`).join(', ')}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))
        )}
      </CardContent>
    </Card>
  );
}
