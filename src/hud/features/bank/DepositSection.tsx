import { useState } from 'react';
import { ArrowUpToLine, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { RARITY_TEXT } from '@/hud/components/items/rarity';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { errorMessage } from '@/platform/errors';
import { depositAllPlan, type ItemKindView } from '@/runtime/view-models/bank-deposit';
import type { SlotUpgradeView } from '@/runtime/view-models/inventory-page';
import { amount, SECTION, TAP } from '@/hud/components/items/page-style';

interface DepositSectionProps {
  session: GameSession;
  /** The inventory's unequipped items, one row per kind. */
  kinds: readonly ItemKindView[];
  inventory: SlotUpgradeView;
  /** Units of each kind already in the bank. */
  inBank: ReadonlyMap<string, number>;
  bankFull: boolean;
}

/** What the hunter carries, each kind with "Deposit all", and one button for every unlocked kind. */
export function DepositSection({ session, kinds, inventory, inBank, bankFull }: DepositSectionProps) {
  const [busy, setBusy] = useState(false);
  const plan = depositAllPlan(kinds);
  const sorted = [...kinds].sort((a, b) => a.name.localeCompare(b.name));

  const depositAll = async () => {
    setBusy(true);
    const replies = await Promise.all(
      plan.itemIds.map((itemId) =>
        session
          .send({ type: 'deposit', itemId })
          .catch((error: unknown) => ({ ok: false as const, message: errorMessage(error) })),
      ),
    );
    setBusy(false);
    const refusals = replies.flatMap((reply) => (reply.ok ? [] : [reply.message]));
    const moved = replies.length - refusals.length;
    if (refusals.length === 0) toast.success(`Deposited ${amount(moved)} ${moved === 1 ? 'kind' : 'kinds'} of item`);
    else toast.error(`${amount(moved)} deposited, ${amount(refusals.length)} not: ${refusals[0]}`);
  };

  return (
    <section aria-labelledby="bank-deposit-title" className={SECTION}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="bank-deposit-title" className="title-display text-xl font-semibold text-parchment">
            Deposit from your inventory
          </h2>
          <p className="text-sm text-parchment-dim">
            Inventory: {amount(inventory.used)} / {amount(inventory.max)} slots. Worn gear and belt potions stay on you.
          </p>
        </div>
        <Button className={TAP} disabled={busy || plan.itemIds.length === 0} onClick={() => void depositAll()}>
          <ArrowUpToLine aria-hidden /> Deposit all unlocked
        </Button>
      </header>
      {plan.lockedKept.length > 0 && (
        <p className="flex items-start gap-2 text-sm text-gold">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            “Deposit all unlocked” leaves your locked items in the inventory ({plan.lockedKept.join(', ')}); their own
            Deposit button still banks them.
          </span>
        </p>
      )}
      {bankFull && (
        <p className="text-sm text-blood">
          The bank is full: only items it already holds can go in. Buy more slots or sell something.
        </p>
      )}
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-shade p-4 text-sm text-parchment-dim">
          Nothing to deposit: your inventory holds only what you wear.
        </p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(18rem,1fr))] gap-2" aria-label="Inventory items">
          {sorted.map((kind) => (
            <li
              key={kind.key}
              className="flex items-center gap-3 rounded-lg border border-shade bg-dusk/60 p-2"
              data-testid={`deposit-${kind.itemId}`}
            >
              <span aria-hidden className="shrink-0">
                <ItemIcon itemId={kind.itemId} size={40} />
              </span>
              <div className="min-w-0 flex-1">
                <p
                  className={cn('flex items-start gap-1 text-sm font-semibold leading-tight', RARITY_TEXT[kind.rarity])}
                >
                  {kind.locked && <Lock className="mt-px size-3.5 shrink-0 text-gold" aria-label="Locked" />}
                  <span className="line-clamp-2 break-words">{kind.name}</span>
                </p>
                <p className="text-xs tabular-nums text-muted-foreground">
                  ×{amount(kind.quantity)}
                  {inBank.has(kind.itemId) && ` · ${amount(inBank.get(kind.itemId) ?? 0)} in the bank`}
                </p>
              </div>
              <Button
                variant="outline"
                className={cn(TAP, 'shrink-0')}
                aria-label={`Deposit all ${kind.name}`}
                onClick={() => void sendWithToast(session, { type: 'deposit', itemId: kind.itemId })}
              >
                Deposit all
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
