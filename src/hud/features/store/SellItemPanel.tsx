import { Lock, LockOpen } from 'lucide-react';
import { ItemDetails } from '@/hud/components/items/ItemDetails';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import type { ItemKindView } from '@/runtime/view-models/bank-deposit';
import { itemInfo } from '@/runtime/view-models/item-views';
import { sellAmounts } from '@/runtime/view-models/store-actions';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { amount, TAP } from '@/hud/components/items/page-style';

/** The chosen kind: its card, sell one / ten / all but one / all, and its lock. */
export function SellItemPanel({ session, kind }: { session: GameSession; kind: ItemKindView }) {
  const info = itemInfo(kind.itemId);
  const sell = (quantity: number) => void sendWithToast(session, { type: 'sellItem', itemId: kind.itemId, quantity });
  return (
    <ItemDetails
      info={info}
      quantity={kind.quantity}
      actions={
        <div className="flex w-full flex-col gap-4">
          <div role="group" aria-label="Sell" className="flex flex-col gap-1.5">
            <p className="text-sm font-semibold text-parchment">Sell</p>
            <div className="flex flex-wrap gap-2">
              {sellAmounts(kind.quantity, { ten: true }).map((option) => {
                const gold = amount(option.quantity * kind.value);
                return option.confirm ? (
                  <ConfirmButton
                    key={option.id}
                    disabled={kind.locked}
                    label={`Sell ${option.label.toLowerCase()}`}
                    title={`Sell ${amount(option.quantity)} ${kind.name}?`}
                    description={`For ${gold} gold. A sale can’t be undone.`}
                    confirm={`Sell for ${gold} gold`}
                    onConfirm={() => sell(option.quantity)}
                  >
                    {option.label}
                  </ConfirmButton>
                ) : (
                  <Button
                    key={option.id}
                    variant="outline"
                    className={TAP}
                    disabled={kind.locked}
                    aria-label={option.id === 'all' ? `Sell ${kind.name}` : `Sell ${option.label.toLowerCase()}`}
                    onClick={() => sell(option.quantity)}
                  >
                    {option.label}
                  </Button>
                );
              })}
            </div>
            <p className={kind.locked ? 'text-sm text-gold' : 'text-xs text-muted-foreground'}>
              {kind.locked
                ? `${kind.name} is locked: unlock it to sell it.`
                : `You carry ${amount(kind.quantity)}: all of them sell for ${amount(kind.quantity * kind.value)} gold`}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <Button
              variant="secondary"
              className={`${TAP} self-start`}
              onClick={() =>
                void sendWithToast(session, { type: 'setItemLocked', itemId: kind.itemId, locked: !kind.locked })
              }
            >
              {kind.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
              {kind.locked ? 'Unlock' : 'Lock'}
            </Button>
            <p className="text-xs text-muted-foreground">Locked items can’t be sold, here or from the bank.</p>
          </div>
        </div>
      }
    />
  );
}
