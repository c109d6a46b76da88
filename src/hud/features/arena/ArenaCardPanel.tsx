import { RefreshCw, Upload } from 'lucide-react';
import { RANK_STYLES } from '@/hud/components/rank-style';
import { Badge } from '@/hud/components/ui/badge';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import type { ArenaPageView } from '@/runtime/view-models/arena-page';

/** My public card as strangers see it, my rating and record, and the publish button. */
export function ArenaCardPanel({ view, onPublish }: { view: ArenaPageView; onPublish: () => void }) {
  const card = view.card;
  const Icon = card ? RefreshCw : Upload;
  return (
    <section
      aria-labelledby="arena-card-heading"
      className="flex flex-col gap-4 rounded-xl border border-shade bg-card/60 p-4"
      data-testid="arena-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="arena-card-heading" className="title-display text-xl font-bold text-parchment">
            My card
          </h2>
          <p className="text-sm text-parchment-dim">{view.publishNote}</p>
        </div>
        <Button className="min-h-11" onClick={onPublish} disabled={view.publishing}>
          <Icon aria-hidden className={cn(view.publishing && 'animate-spin')} />
          {view.publishing ? 'Publishing…' : view.publishLabel}
        </Button>
      </div>
      {card && view.standing && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-lg font-semibold text-parchment" data-testid="arena-card-name">
              {card.name}
            </p>
            {card.title && <Badge variant="arcane">{card.title}</Badge>}
            <Badge variant="outline" className={RANK_STYLES[card.rank].text}>
              Rank {card.rank}
            </Badge>
            <Badge variant="secondary">Level {card.level}</Badge>
            <span className="ml-auto flex gap-3 text-sm text-parchment-dim">
              <span>
                Rating{' '}
                <strong className="text-gold" data-testid="arena-rating">
                  {view.standing.rating}
                </strong>
              </span>
              <span>
                W–L{' '}
                <strong className="text-parchment" data-testid="arena-record">
                  {view.standing.record}
                </strong>
              </span>
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {card.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-xs uppercase tracking-wide text-parchment-dim">{stat.label}</dt>
                <dd className="font-medium text-parchment">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-3 text-sm md:grid-cols-3">
            <CardList title="Gear" empty="No gear" items={card.gear.map((piece) => `${piece.slot}: ${piece.name}`)} />
            <CardList title="Abilities" empty="No abilities slotted" items={card.abilities} />
            <CardList
              title="Wraiths"
              empty="No wraith summoned"
              items={card.wraiths.map((wraith) => `${wraith.name} (level ${wraith.level})`)}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function CardList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-parchment-dim">{title}</h3>
      {items.length === 0 ? (
        <p className="text-parchment-dim">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-0.5 text-parchment">
          {items.map((item, index) => (
            <li key={`${index}:${item}`}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
