import { useMemo, useState } from 'react';
import { FlaskConical, Landmark, Lock, LockOpen, Package } from 'lucide-react';
import { ItemDetails } from '@/hud/components/items/ItemDetails';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { useWorldView } from '@/hud/game/use-world-view';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { StackView } from '@/runtime/view-models/inventory-page';
import { itemInfo, wearInfo } from '@/runtime/view-models/item-views';
import { act } from './inventory-actions';
import { sellChoices } from './sell-choices';
import { WearChoices } from './WearChoices';

export const SATCHEL_NOTE = 'Materials ride in your satchel: up to 999 of each, no slot needed';
export const LOCKED_NOTE = "Locked items can't be sold";

/**
 * The selected stack: its card, where it can be worn (with the stat changes), lock, sell and
 * deposit. Mount it keyed by the stack so its world view follows the selection.
 */
export function ItemPanel({
  session,
  stack,
  unitsOfKind,
}: {
  session: GameSession;
  stack: StackView;
  /** Unequipped units of this item in the inventory, over all stacks (what a deposit moves). */
  unitsOfKind: number;
}) {
  const info = useMemo(() => itemInfo(stack.itemId), [stack.itemId]);
  const wear = useWorldView(session, (world) => wearInfo(world, stack.itemId));
  const [busy, setBusy] = useState(false);
  const potion = info.type === 'potion' || info.type === 'consumable';
  const single = !potion && wear.options.length === 1 ? wear.options[0]! : null;
  const wearable = stack.inventoryItemId !== null && wear.options.length > 0;

  const run = async (...args: Parameters<typeof act>) => {
    setBusy(true);
    await act(...args);
    setBusy(false);
  };
  const sell = (quantity: number) => {
    const count = quantity > 1 ? `${formatCount(quantity)} ` : '';
    const done = `Sold ${count}${stack.name} for ${formatCount(quantity * stack.value)} gold`;
    return run(session, { type: 'sellItem', itemId: stack.itemId, quantity }, done);
  };

  return (
    <ItemDetails
      info={info}
      quantity={stack.quantity}
      deltas={single?.deltas}
      comparedWith={single ? single.wornName : undefined}
      warning={wearable ? wear.refusal : null}
      actions={
        <>
          {stack.inventoryItemId === null && (
            <p
              className={cn(
                'flex basis-full items-start gap-2 rounded-lg border border-spectral/30 bg-spectral/10 px-3 py-2',
                'text-sm text-parchment',
              )}
            >
              <Package className="mt-0.5 size-4 shrink-0 text-spectral" aria-hidden />
              {SATCHEL_NOTE}
            </p>
          )}
          {info.drinkable && stack.inventoryItemId !== null && (
            <Button
              disabled={busy}
              onClick={() =>
                void run(session, { type: 'drinkItem', inventoryItemId: stack.inventoryItemId! }, `Drank ${stack.name}`)
              }
            >
              <FlaskConical aria-hidden />
              Drink
            </Button>
          )}
          {wearable && stack.inventoryItemId !== null && (
            <WearChoices
              session={session}
              inventoryItemId={stack.inventoryItemId}
              name={stack.name}
              options={wear.options}
              refusal={wear.refusal}
              potion={potion}
            />
          )}
          <Button
            variant="outline"
            aria-pressed={stack.locked}
            disabled={busy}
            onClick={() =>
              void run(
                session,
                { type: 'setItemLocked', itemId: stack.itemId, locked: !stack.locked },
                stack.locked ? `${stack.name} unlocked` : `${stack.name} locked: it can't be sold`,
              )
            }
          >
            {stack.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
            {stack.locked ? 'Unlock' : 'Lock'}
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run(
                session,
                { type: 'deposit', itemId: stack.itemId },
                `Deposited ${unitsOfKind > 1 ? `${formatCount(unitsOfKind)} ` : ''}${stack.name} in the bank`,
              )
            }
          >
            <Landmark aria-hidden />
            {unitsOfKind > stack.quantity ? `Deposit all ${formatCount(unitsOfKind)} to bank` : 'Deposit to bank'}
          </Button>
          <div className="flex basis-full flex-wrap items-center gap-2" role="group" aria-label="Sell">
            {stack.locked ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Lock className="size-3.5 text-gold" aria-hidden />
                {LOCKED_NOTE}
              </p>
            ) : (
              sellChoices(stack.quantity, stack.value).map((choice) => (
                <Button
                  key={choice.label}
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => void sell(choice.quantity)}
                  title={`${formatCount(choice.quantity * stack.value)} gold`}
                >
                  {choice.label}
                </Button>
              ))
            )}
          </div>
        </>
      }
    />
  );
}
