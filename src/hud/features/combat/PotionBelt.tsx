import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FlaskConical, Store } from 'lucide-react';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import type { PotionSlotView } from '@/runtime/view-models/combat-page';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';

const CARD = 'rounded-xl border bg-card/80 p-2.5';

/**
 * The two potion slots: what is in each, how many, and a tap to drink (refusals come back as toasts).
 * An empty slot points to the store; potions bought or found join the slot's stack on their own.
 */
export function PotionBelt({ session, potions }: { session: GameSession; potions: PotionSlotView[] }) {
  const [drinking, setDrinking] = useState<string | null>(null);
  const drink = async (slot: PotionSlotView['slot']) => {
    setDrinking(slot);
    await sendWithToast(session, { type: 'usePotion', slot });
    setDrinking(null);
  };
  return (
    <section aria-label="Potions" className="grid grid-cols-2 gap-2">
      {potions.map((potion, index) => {
        const empty = potion.name === null || potion.quantity <= 0;
        const health = potion.restores === 'health';
        const slotName = `potion slot ${index + 1}`;
        const slotButton = (
          <button
            key={potion.slot}
            type="button"
            disabled={empty || drinking === potion.slot}
            // An empty slot is named for what it is; a full one by what it shows (hidden "Drink" first).
            aria-label={empty ? `Empty ${slotName}` : undefined}
            onClick={() => void drink(potion.slot)}
            className={cn(
              TAP,
              'flex items-center gap-2 text-left transition-colors disabled:cursor-not-allowed',
              // An empty slot's card is the wrapper below, which also holds the store link.
              !empty && [CARD, 'disabled:opacity-50'],
              !empty && (health ? 'border-blood/40 hover:border-blood' : 'border-[#4f7fe0]/40 hover:border-[#4f7fe0]'),
            )}
          >
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-lg',
                empty
                  ? 'bg-shade/30 text-parchment-dim'
                  : health
                    ? 'bg-blood/20 text-blood'
                    : 'bg-[#4f7fe0]/20 text-[#8fb0f5]',
              )}
            >
              <FlaskConical className="size-5" aria-hidden />
            </span>
            {empty ? (
              <span className="flex min-w-0 flex-col" data-testid={`potion-empty-${potion.slot}`}>
                <span className="truncate text-xs text-parchment-dim">Potion slot {index + 1}</span>
                <span className="font-semibold italic text-parchment-dim">Empty</span>
              </span>
            ) : (
              <span className="flex min-w-0 flex-col">
                <span className="sr-only">Drink </span>
                {/* Two lines before an ellipsis: the belt's column is narrow on desktop ("Small Mana Potion"). */}
                <span
                  className="line-clamp-2 text-xs leading-tight break-words text-parchment-dim"
                  title={potion.name ?? undefined}
                >
                  {potion.name}
                </span>
                <span className="font-semibold text-parchment tabular-nums">
                  <span data-testid={`potion-count-${potion.slot}`}>{potion.quantity}</span>
                  {potion.restores && (
                    <span className="ml-1 text-xs font-normal text-parchment-dim">
                      +{potion.amount} {potion.restores}
                    </span>
                  )}
                </span>
              </span>
            )}
          </button>
        );
        if (!empty) return slotButton;
        // Nothing to drink: the slot says so and points to the store (a link can't sit inside the button).
        return (
          <div key={potion.slot} className={cn(CARD, 'flex flex-col gap-1.5 border-dashed border-shade')}>
            {slotButton}
            <Link
              to="/game/store"
              className={cn(
                TAP,
                'inline-flex items-center justify-center gap-1.5 rounded-lg border border-ember/40 px-2 text-sm',
                'font-semibold text-ember-bright transition-colors hover:border-ember hover:bg-ember/10',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
              )}
            >
              <Store className="size-4" aria-hidden />
              Buy potions
            </Link>
          </div>
        );
      })}
    </section>
  );
}
