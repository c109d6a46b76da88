import { Link } from 'react-router-dom';
import { Backpack, Store, Swords } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';

/** No items at all: where they come from, with the way there. */
export function EmptyInventory() {
  return (
    <section
      aria-label="Empty inventory"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-shade bg-card/60 px-6 py-10',
        'text-center',
      )}
    >
      <Backpack className="size-10 text-parchment-dim" aria-hidden />
      <h2 className="title-display text-xl font-semibold text-parchment">Your pack is empty</h2>
      <p className="max-w-md text-sm leading-relaxed text-parchment-dim">
        Items come from fights: enemies drop gear, potions and materials. The store sells potions and supplies for gold.
        What you wear is on the Equipment page, not here.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/game/combat">
            <Swords aria-hidden />
            Go fight
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/game/store">
            <Store aria-hidden />
            Visit the store
          </Link>
        </Button>
      </div>
    </section>
  );
}
