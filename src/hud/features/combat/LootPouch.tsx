import { useState } from 'react';
import { Package, PackageX } from 'lucide-react';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { useWorldView } from '@/hud/game/use-world-view';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectInventory } from '@/runtime/view-models/inventory-page';

const selectPouch = (world: ReadonlyWorld) => {
  const { pouch, pouchSize, overflowLost } = selectInventory(world);
  return { pouch, pouchSize, overflowLost };
};

/**
 * Drops that found the inventory full wait here (the last 16): claim one or all once there is room.
 * Hidden while the pouch is empty.
 */
export function LootPouch({ session }: { session: GameSession }) {
  const { pouch, pouchSize, overflowLost } = useWorldView(session, selectPouch);
  const [busy, setBusy] = useState(false);
  if (pouch.length === 0) return null;
  const claim = async (index?: number) => {
    setBusy(true);
    await sendWithToast(session, { type: 'claimLoot', ...(index === undefined ? {} : { index }) });
    setBusy(false);
  };
  return (
    <section
      aria-labelledby="loot-pouch-title"
      data-testid="loot-pouch"
      className="flex flex-col gap-2 rounded-xl border border-amber-400/40 bg-card/80 px-4 py-3"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="loot-pouch-title"
          className={cn(
            'title-display inline-flex items-center gap-1.5 text-sm font-semibold uppercase tracking-[0.18em]',
            'text-amber-300',
          )}
        >
          <Package className="size-4" aria-hidden />
          Loot pouch
          <span className="font-sans text-xs font-normal tracking-normal text-parchment-dim tabular-nums">
            {pouch.length}/{pouchSize}
          </span>
        </h2>
        <Button size="sm" disabled={busy} onClick={() => void claim()}>
          Claim all
        </Button>
      </div>
      <p className="text-sm text-parchment-dim">Your inventory was full: the last {pouchSize} drops wait here.</p>
      {overflowLost > 0 && (
        <p className="flex items-center gap-1.5 text-sm text-blood">
          <PackageX className="size-4 shrink-0" aria-hidden />
          {formatCount(overflowLost)} {overflowLost === 1 ? 'item' : 'items'} fell out of a full pouch
        </p>
      )}
      <ul className="flex flex-col" aria-label="Unclaimed drops">
        {/* Newest first: the drops the player just saw. */}
        {pouch
          .slice()
          .reverse()
          .map((drop) => (
            <li
              key={`${drop.index}:${drop.itemId}`}
              className="flex items-center gap-2.5 border-t border-shade/70 py-1.5 first:border-t-0"
            >
              {/* The name follows as text: the icon is decoration here. */}
              <span aria-hidden className="shrink-0">
                <ItemIcon itemId={drop.itemId} size={32} />
              </span>
              <span className={cn('min-w-0 flex-1 truncate text-sm font-semibold', RARITY_TEXT[drop.rarity])}>
                {drop.name}
              </span>
              <span className="text-sm text-parchment tabular-nums">×{formatCount(drop.quantity)}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Claim ${drop.name}`}
                onClick={() => void claim(drop.index)}
              >
                Claim
              </Button>
            </li>
          ))}
      </ul>
    </section>
  );
}
