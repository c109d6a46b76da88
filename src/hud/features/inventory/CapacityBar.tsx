import { useState } from 'react';
import { Coins, PackagePlus } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Progress } from '@/hud/components/ui/progress';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { SlotUpgradeView } from '@/runtime/view-models/inventory-page';
import { act } from './inventory-actions';

/** Why the slot purchase can't go through now, or null. */
export function buySlotsRefusal(capacity: SlotUpgradeView, gold: number): string | null {
  if (capacity.nextCost === null) return `At your tier's limit of ${formatCount(capacity.cap)} slots`;
  if (gold < capacity.nextCost) return `You need ${formatCount(capacity.nextCost - gold)} more gold`;
  return null;
}

/** Slots used of the most, the gold in hand, and the next 10 slots for gold (up to the tier's cap). */
export function CapacityBar({
  session,
  capacity,
  gold,
}: {
  session: GameSession;
  capacity: SlotUpgradeView;
  gold: number;
}) {
  const [buying, setBuying] = useState(false);
  const full = capacity.used >= capacity.max;
  const refusal = buySlotsRefusal(capacity, gold);
  const buy = async () => {
    setBuying(true);
    await act(session, { type: 'buyInventorySlots' }, `Your pack holds ${capacity.nextSlots} more slots`);
    setBuying(false);
  };
  return (
    <section
      aria-label="Capacity"
      className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="title-display text-lg font-semibold text-parchment tabular-nums" data-testid="inventory-slots">
            {formatCount(capacity.used)} / {formatCount(capacity.max)} slots
          </p>
          <p className="flex items-center gap-1 font-semibold text-gold tabular-nums" data-testid="inventory-gold">
            <Coins className="size-4" aria-hidden />
            {formatCount(gold)} gold
          </p>
        </div>
        <Progress
          value={capacity.max > 0 ? (capacity.used / capacity.max) * 100 : 0}
          aria-label="Inventory slots used"
          indicatorClassName={cn(full && 'from-blood/80 via-blood to-blood')}
        />
        {full && (
          <p className="text-xs text-blood">Your pack is full: new drops wait in the loot pouch on the Battle page.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <Button
          variant="outline"
          onClick={() => void buy()}
          disabled={refusal !== null || buying}
          aria-describedby={refusal ? 'buy-slots-refusal' : undefined}
        >
          <PackagePlus aria-hidden />
          {capacity.nextCost === null
            ? 'Buy 10 slots'
            : `Buy ${capacity.nextSlots} slots (${formatCount(capacity.nextCost)} gold)`}
        </Button>
        {refusal && (
          <p id="buy-slots-refusal" className="text-xs text-muted-foreground">
            {refusal}
          </p>
        )}
      </div>
    </section>
  );
}
