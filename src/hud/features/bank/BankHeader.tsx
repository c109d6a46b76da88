import { Coins, PackagePlus } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import type { SlotUpgradeView } from '@/runtime/view-models/inventory-page';
import { amount, TAP } from '@/hud/components/items/page-style';

/** The bank's slots, the hunter's gold, and the next slot upgrade. */
export function BankHeader({
  session,
  gold,
  capacity,
}: {
  session: GameSession;
  gold: number;
  capacity: SlotUpgradeView;
}) {
  const full = capacity.used >= capacity.max;
  const cost = capacity.nextCost;
  return (
    <section
      aria-label="Bank slots and gold"
      className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">Bank slots</dt>
          <dd
            className={cn('text-2xl font-semibold tabular-nums', full ? 'text-blood' : 'text-parchment')}
            data-testid="bank-slots"
          >
            {amount(capacity.used)} / {amount(capacity.max)}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">Gold</dt>
          <dd className="flex items-center gap-1.5 text-2xl font-semibold tabular-nums text-gold" data-testid="gold">
            <Coins className="size-5" aria-hidden />
            {amount(gold)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1 sm:ml-auto sm:items-end">
        {cost === null ? (
          <p className="text-sm text-parchment-dim">At your tier’s limit of {amount(capacity.cap)} slots</p>
        ) : (
          <>
            <Button
              variant="outline"
              className={TAP}
              disabled={gold < cost}
              onClick={() => void sendWithToast(session, { type: 'buyBankSlots' })}
            >
              <PackagePlus aria-hidden />
              Buy {capacity.nextSlots} bank slots ({amount(cost)} gold)
            </Button>
            {gold < cost && <p className="text-xs text-muted-foreground">Not enough gold</p>}
          </>
        )}
      </div>
    </section>
  );
}
