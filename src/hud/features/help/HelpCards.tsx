import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/hud/components/ui/badge';
import { cn } from '@/hud/lib/cn';
import type { HelpCardData } from './help-sections';

function HelpCard({ card }: { card: HelpCardData }) {
  const important = card.important === true;
  return (
    <article
      data-testid="help-card"
      aria-labelledby={`help-card-${card.id}`}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-card/70 p-3 sm:p-4',
        important ? 'border-blood/50' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`help-card-${card.id}`} className="title-display text-base font-semibold text-parchment">
          {card.title}
        </h3>
        {important && (
          <Badge variant="destructive">
            <TriangleAlert aria-hidden />
            Important
          </Badge>
        )}
      </div>
      <p className="text-sm leading-relaxed text-parchment-dim">{card.text}</p>
      {card.rows && card.rows.length > 0 && (
        <dl className="grid gap-1.5 text-sm">
          {card.rows.map((row) => (
            <div key={row.label} className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
              <dt className="font-medium text-parchment">{row.label}</dt>
              <dd className="break-words text-muted-foreground">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

export function HelpCards({ cards }: { cards: readonly HelpCardData[] }) {
  return (
    <div className="flex flex-col gap-3">
      {cards.map((card) => (
        <HelpCard key={card.id} card={card} />
      ))}
    </div>
  );
}
