import { useEffect, useState } from 'react';
import { CalendarClock, Check, ShoppingBag } from 'lucide-react';
import { toast } from 'sonner';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { formatCountdown, msUntilLocalMidnight } from '@/runtime/view-models/store-actions';
import type { DailyOfferView } from '@/runtime/view-models/store-page';
import { amount, TAP } from '@/hud/components/items/page-style';

/** Today's bundle: what is in it, its price against what the pieces cost, and Buy (once a day). */
export function DailyOfferCard({
  session,
  offer,
  gold,
}: {
  session: GameSession;
  offer: DailyOfferView | null;
  gold: number;
}) {
  if (!offer) {
    return (
      <section aria-label="Today’s offer" className="rounded-xl border border-shade bg-card/80 p-4 text-parchment-dim">
        There is no offer for your rank today.
      </section>
    );
  }
  const short = gold < offer.price;
  const saving = offer.worth > offer.price ? Math.round((1 - offer.price / offer.worth) * 100) : 0;
  const buy = async () => {
    const reply = await sendWithToast(session, { type: 'buyDailyOffer' });
    if (reply?.ok) toast.success(`You bought the ${offer.name}`);
  };
  return (
    <section
      aria-labelledby="daily-offer-title"
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-gold/40 p-4 sm:p-5',
        'bg-gradient-to-br from-gold/10 via-card/90 to-card/90 shadow-[0_0_30px_-14px_rgb(227_180_90/0.6)]',
      )}
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Today’s offer</p>
        <h2 id="daily-offer-title" className="title-display text-2xl font-semibold text-parchment">
          {offer.name}
        </h2>
        <p className="text-sm italic leading-relaxed text-parchment-dim">{offer.description}</p>
      </div>
      <ul className="flex flex-wrap gap-3" aria-label="In the bundle">
        {offer.items.map((item) => (
          <li
            key={item.itemId}
            className="flex items-center gap-2 rounded-lg border border-shade bg-dusk/70 py-1.5 pr-3 pl-1.5"
          >
            <span aria-hidden className="shrink-0">
              <ItemIcon itemId={item.itemId} size={40} />
            </span>
            <span className="text-sm text-parchment">
              <span className="font-semibold tabular-nums">×{amount(item.quantity)}</span> {item.name}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold tabular-nums text-gold">{amount(offer.price)} gold</span>
          <span className="text-sm text-parchment-dim">
            worth {amount(offer.worth)} gold{saving > 0 && ` · ${saving}% off`}
          </span>
        </p>
        {offer.boughtToday ? (
          <div className="flex flex-col gap-0.5 sm:items-end" data-testid="daily-bought">
            <p className="flex items-center gap-1.5 text-sm font-semibold text-spectral">
              <Check className="size-4" aria-hidden /> Bought today — a new offer at midnight
            </p>
            <MidnightCountdown />
          </div>
        ) : (
          <div className="flex flex-col gap-1 sm:items-end">
            <Button className={TAP} disabled={short} onClick={() => void buy()}>
              <ShoppingBag aria-hidden /> Buy for {amount(offer.price)} gold
            </Button>
            {short && <p className="text-xs text-blood">Not enough gold</p>}
          </div>
        )}
      </div>
    </section>
  );
}

/** The time to local midnight by the wall clock, ticking each second. */
function MidnightCountdown() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" role="timer">
      <CalendarClock className="size-3.5" aria-hidden /> Next offer in {formatCountdown(msUntilLocalMidnight(now))}
    </p>
  );
}
