import { useId, useState } from 'react';
import { Lock, ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import type { AccountTier } from '@/content/ids';
import { BeyondTierNote, useAccountTier } from '@/hud/game/beyond-tier';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { MAX_PURCHASE, parseQuantity, purchaseBlock } from '@/runtime/view-models/store-actions';
import type { OfferView, StoreView } from '@/runtime/view-models/store-page';
import { unreachableNote } from '@/runtime/view-models/tier-reach';
import { amount, TAP } from '@/hud/components/items/page-style';

const PRESETS = [1, 5, 10] as const;

/** One shelf of the store: its offers as cards, two columns on wide screens, one on a phone. */
export function ShelfSection({
  session,
  shelf,
  gold,
}: {
  session: GameSession;
  shelf: StoreView['shelves'][number];
  gold: number;
}) {
  const titleId = useId();
  const tier = useAccountTier(session);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="title-display text-xl font-semibold text-parchment">
        {shelf.label}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {shelf.offers.map((offer) => (
          <OfferCard key={offer.itemId} session={session} offer={offer} gold={gold} tier={tier} />
        ))}
      </ul>
    </section>
  );
}

function OfferCard({
  session,
  offer,
  gold,
  tier,
}: {
  session: GameSession;
  offer: OfferView;
  gold: number;
  tier: AccountTier;
}) {
  const [preset, setPreset] = useState<number>(1);
  const [custom, setCustom] = useState('');
  const reasonId = useId();
  const quantity = custom.trim() === '' ? preset : (parseQuantity(custom) ?? Number.NaN);
  const block = purchaseBlock(offer, quantity, gold);
  const locked = offer.lockedUntil !== null;
  // A rank the account tier never reaches: said plainly, with no Buy to wait for.
  const beyond = offer.lockedUntil ? unreachableNote(tier, { kind: 'rank', rank: offer.lockedUntil }) : null;
  const total = Number.isFinite(quantity) ? offer.price * quantity : null;

  const buy = async () => {
    const reply = await sendWithToast(session, { type: 'buyItem', itemId: offer.itemId, quantity });
    if (reply?.ok) toast.success(`Bought ${amount(quantity)} ${offer.name}`);
  };

  return (
    <li
      aria-label={offer.name}
      className={cn('flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-3 sm:p-4', locked && 'bg-card/50')}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="shrink-0">
          <ItemIcon itemId={offer.itemId} size={48} className={cn(locked && 'opacity-60')} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className={cn('min-w-0 font-semibold leading-snug', RARITY_TEXT[offer.rarity])}>{offer.name}</h3>
            <p className="shrink-0 text-sm font-semibold tabular-nums text-gold">{amount(offer.price)} gold</p>
          </div>
          <p className="text-xs text-muted-foreground">
            Owned <span className="tabular-nums text-parchment-dim">{amount(offer.owned)}</span>
          </p>
          <p className="mt-1 line-clamp-2 text-sm text-parchment-dim">{offer.description}</p>
        </div>
      </div>
      {beyond ? (
        <BeyondTierNote note={beyond} className="min-h-11 items-center" />
      ) : locked ? (
        <Button
          variant="outline"
          disabled
          className={cn(TAP, 'w-full border-dashed text-parchment-dim disabled:opacity-100')}
          aria-label={`Buy ${offer.name}: needs Hunter Rank ${offer.lockedUntil}`}
        >
          <Lock aria-hidden /> Hunter Rank {offer.lockedUntil}
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={`How many ${offer.name}`} className="flex items-center gap-1.5">
            {PRESETS.map((count) => (
              <Button
                key={count}
                variant="outline"
                aria-pressed={custom.trim() === '' && preset === count}
                className={cn(
                  'h-11 w-11 px-0 tabular-nums',
                  custom.trim() === '' && preset === count && 'border-ember bg-ember/20 text-parchment',
                )}
                onClick={() => {
                  setPreset(count);
                  setCustom('');
                }}
              >
                {count}
              </Button>
            ))}
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder="Other"
              value={custom}
              maxLength={3}
              aria-label={`Other amount of ${offer.name}, 1 to ${MAX_PURCHASE}`}
              onChange={(event) => setCustom(event.target.value.replace(/[^0-9]/g, ''))}
              className="h-11 w-20 text-center tabular-nums"
            />
          </div>
          <Button
            className={cn(TAP, 'flex-[1_1_9rem]')}
            disabled={block !== null}
            aria-describedby={block ? reasonId : undefined}
            onClick={() => void buy()}
          >
            <ShoppingCart aria-hidden />
            {/* Named by its words, the item's name heard but not shown: "Buy Bone Dust · 25 gold". */}
            Buy <span className="sr-only">{offer.name}</span>
            {total === null ? '' : ` · ${amount(total)} gold`}
          </Button>
          {block && (
            <p id={reasonId} className="w-full text-sm text-blood">
              {block}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
