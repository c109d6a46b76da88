import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FlaskConical, PackageOpen, ShoppingCart } from 'lucide-react';
import type { Command } from '@/core/commands';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import type { PotionSlotView } from '@/runtime/view-models/combat-page';
import { cn } from '@/hud/lib/cn';
import { TAP } from '@/hud/lib/tap';

const CARD = 'rounded-xl border bg-card/80 p-2.5';
const ACTION = cn(
  TAP,
  'inline-flex items-center justify-center gap-1.5 rounded-lg border border-ember/40 px-2 py-1 text-center text-sm',
  'font-semibold leading-tight text-ember-bright transition-colors hover:border-ember hover:bg-ember/10',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
  'disabled:cursor-not-allowed disabled:opacity-50',
);

const plural = (count: number, name: string) => (count === 1 ? name : `${name}s`);

/**
 * The two potion slots: what is in each, how many, and a tap to drink (refusals come back as toasts).
 * A slot that runs dry takes its next stack from the pack by itself; an empty one offers what fills it
 * now (a stack from the pack, or the store's potion, which lands on it) and says what fills it later.
 */
export function PotionBelt({ session, potions }: { session: GameSession; potions: PotionSlotView[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const send = async (key: string, command: Command) => {
    setBusy(key);
    await sendWithToast(session, command);
    setBusy(null);
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
            disabled={empty || busy === potion.slot}
            // An empty slot is named for what it is; a full one by what it shows (hidden "Drink" first).
            aria-label={empty ? `Empty ${slotName}` : undefined}
            onClick={() => void send(potion.slot, { type: 'usePotion', slot: potion.slot })}
            className={cn(
              TAP,
              'flex items-center gap-2 text-left transition-colors disabled:cursor-not-allowed',
              // An empty slot's card is the wrapper below, which also holds what fills it.
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
                {potion.inPack > 0 && (
                  <span className="text-xs text-parchment-dim tabular-nums" data-testid={`potion-pack-${potion.slot}`}>
                    {/* For the accessible name: "... +50 health, 12 more in the pack". */}
                    <span className="sr-only">, </span>
                    {potion.inPack} more in the pack
                  </span>
                )}
              </span>
            )}
          </button>
        );
        if (!empty) return slotButton;
        const { fromPack, buy, fills } = potion;
        // Nothing to drink: the slot offers what fills it now, and says what fills it later.
        return (
          <div key={potion.slot} className={cn(CARD, 'flex flex-col gap-1.5 border-dashed border-shade')}>
            {slotButton}
            {fromPack ? (
              <button
                type="button"
                className={ACTION}
                disabled={busy === `${potion.slot}:equip`}
                onClick={() =>
                  void send(`${potion.slot}:equip`, {
                    type: 'equip',
                    inventoryItemId: fromPack.inventoryItemId,
                    slot: potion.slot,
                  })
                }
              >
                <PackageOpen className="size-4 shrink-0" aria-hidden />
                <span>
                  Put on belt: {fromPack.quantity} {plural(fromPack.quantity, fromPack.name)}
                </span>
              </button>
            ) : buy ? (
              <button
                type="button"
                className={ACTION}
                disabled={!buy.affordable || busy === `${potion.slot}:buy`}
                onClick={() =>
                  void send(`${potion.slot}:buy`, { type: 'buyItem', itemId: buy.itemId, quantity: buy.quantity })
                }
              >
                <ShoppingCart className="size-4 shrink-0" aria-hidden />
                <span>
                  Buy {buy.quantity} {plural(buy.quantity, buy.name)} for {buy.price} gold
                </span>
              </button>
            ) : null}
            {buy && !buy.affordable && <p className="text-xs text-parchment-dim">Not enough gold for them yet.</p>}
            {fills && (
              <p className="text-xs leading-snug text-parchment-dim">
                {fills === 'health' ? 'Health' : 'Mana'} potions you can drink go here when you buy or find them.
              </p>
            )}
            <Link
              to="/game/store"
              className={cn(TAP, 'inline-flex items-center justify-center text-xs text-ember-bright underline')}
            >
              Visit the store
            </Link>
          </div>
        );
      })}
    </section>
  );
}
