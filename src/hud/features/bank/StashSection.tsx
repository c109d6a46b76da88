import { PackageOpen } from 'lucide-react';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import type { StackView } from '@/runtime/view-models/inventory-page';
import { amount, TAP } from '@/hud/components/items/page-style';

/** Deliveries that found the inventory full, each to claim, or all at once. Hidden when empty. */
export function StashSection({ session, stash }: { session: GameSession; stash: readonly StackView[] }) {
  if (stash.length === 0) return null;
  return (
    <section
      aria-labelledby="bank-stash-title"
      className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-gold/5 p-4 sm:p-5"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="bank-stash-title" className="title-display flex items-center gap-2 text-xl font-semibold text-gold">
            <PackageOpen className="size-5" aria-hidden /> Stash
          </h2>
          <p className="text-sm text-parchment-dim">Purchases that did not fit in your inventory wait here.</p>
        </div>
        <Button className={TAP} onClick={() => void sendWithToast(session, { type: 'claimStash' })}>
          Claim all
        </Button>
      </header>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Stash deliveries">
        {stash.map((entry, index) => (
          <li key={entry.key} className="flex items-center gap-3 rounded-lg border border-shade bg-dusk/60 p-2">
            <span aria-hidden className="shrink-0">
              <ItemIcon itemId={entry.itemId} size={40} />
            </span>
            <p className="min-w-0 flex-1">
              <span className={cn('block truncate text-sm font-semibold', RARITY_TEXT[entry.rarity])}>
                {entry.name}
              </span>
              <span className="text-xs tabular-nums text-muted-foreground">×{amount(entry.quantity)}</span>
            </p>
            <Button
              variant="outline"
              className={cn(TAP, 'shrink-0')}
              aria-label={`Claim ${entry.name}`}
              onClick={() => void sendWithToast(session, { type: 'claimStash', index })}
            >
              Claim
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
