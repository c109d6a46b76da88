import { useEffect, useRef } from 'react';
import { Badge } from '@/hud/components/ui/badge';
import { formatCount } from '@/hud/lib/format';
import { cn } from '@/hud/lib/cn';
import type { TierCardView } from '@/runtime/view-models/premium-store-page';

const times = (value: number) => `×${value}`;
const slots = ({ start, cap }: { start: number; cap: number }) =>
  start === cap ? formatCount(cap) : `${formatCount(start)} → ${formatCount(cap)}`;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'whitespace-nowrap text-right tabular-nums',
          strong ? 'font-semibold text-spectral' : 'text-parchment',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The five account tiers as cards: caps, multipliers, slots, start values and looks; the hunter's own marked. */
export function TierCards({ tiers }: { tiers: TierCardView[] }) {
  const row = useRef<HTMLDivElement>(null);
  const current = tiers.find((tier) => tier.current)?.tier;
  // On phones the cards scroll sideways: start at the hunter's own.
  useEffect(() => {
    const container = row.current;
    const card = container?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!container || !card || container.scrollWidth <= container.clientWidth) return;
    container.scrollLeft += card.getBoundingClientRect().left - container.getBoundingClientRect().left;
  }, [current]);
  return (
    // A phone scrolls the row sideways: it takes focus so a keyboard can scroll it too.
    <div
      ref={row}
      tabIndex={0}
      role="region"
      aria-label="Account tiers"
      className={cn(
        'relative flex snap-x snap-mandatory gap-3 overflow-x-auto pt-3 pb-2',
        'sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible xl:grid-cols-5',
      )}
      data-testid="tier-cards"
    >
      {tiers.map((tier) => (
        <article
          key={tier.tier}
          aria-label={`${tier.name} tier`}
          aria-current={tier.current ? 'true' : undefined}
          className={cn(
            'relative flex w-[78%] shrink-0 snap-start flex-col gap-3 rounded-xl border bg-card/85 p-4 pt-5',
            'sm:w-auto',
            tier.current
              ? 'border-ember shadow-[0_0_30px_-10px_rgb(224_103_58/0.8)]'
              : tier.tier === 'supporter'
                ? 'border-gold/50'
                : 'border-shade',
          )}
        >
          {tier.current && <Badge className="absolute -top-2.5 left-4 bg-night">Your tier</Badge>}
          <h3
            className={cn(
              'title-display text-lg font-semibold',
              tier.tier === 'supporter' ? 'text-gold' : 'text-parchment',
            )}
          >
            {tier.name}
          </h3>
          <dl className="flex flex-col gap-1.5 text-sm">
            <Row label="Max skill level" value={formatCount(tier.maxSkillLevel)} />
            <Row label="Max rank" value={tier.maxRank} />
            <Row label="XP" value={times(tier.xpMultiplier)} strong={tier.xpMultiplier > 1} />
            <Row label="Gold" value={times(tier.goldMultiplier)} strong={tier.goldMultiplier > 1} />
            <Row label="Inventory" value={slots(tier.inventory)} />
            <Row label="Bank" value={slots(tier.bank)} />
            <Row label="Start gold" value={formatCount(tier.startGold)} />
            <Row label="Start level" value={formatCount(tier.startLevel)} />
            {tier.startAttributePoints > 0 && (
              <Row label="Start points" value={formatCount(tier.startAttributePoints)} />
            )}
          </dl>
          <div className="mt-auto flex flex-col gap-1.5 border-t border-shade pt-3 text-sm">
            {tier.paid ? (
              <>
                <p className="text-parchment-dim">
                  Looks: {tier.newLooks.length} new, {tier.looksInAll} in all
                </p>
                <ul className="flex gap-1.5" aria-label={`Looks new with ${tier.name}`}>
                  {tier.newLooks.map((look) => (
                    <li
                      key={look.id}
                      title={look.name}
                      aria-label={look.name}
                      className="size-6 rounded-full border-2"
                      style={{ background: look.color, borderColor: look.accent }}
                    />
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-muted-foreground">No looks</p>
            )}
          </div>
        </article>
      ))}
    </div>
  );
}
