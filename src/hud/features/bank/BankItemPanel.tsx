import type { ReactNode } from 'react';
import { ArrowDownToLine, Lock, LockOpen } from 'lucide-react';
import { ItemDetails } from '@/hud/components/items/ItemDetails';
import { Button } from '@/hud/components/ui/button';
import { NativeSelect } from '@/hud/components/ui/native-select';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import type { BankStackView } from '@/runtime/view-models/bank-page';
import type { SlotUpgradeView } from '@/runtime/view-models/inventory-page';
import { itemInfo } from '@/runtime/view-models/item-views';
import { sellAmounts } from '@/runtime/view-models/store-actions';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { amount, TAP } from '@/hud/components/items/page-style';

interface BankItemPanelProps {
  session: GameSession;
  stack: BankStackView;
  tabs: readonly string[];
  inventory: SlotUpgradeView;
}

/** The chosen bank stack: its card, then withdraw, move to a tab, lock, and sell from the bank. */
export function BankItemPanel({ session, stack, tabs, inventory }: BankItemPanelProps) {
  const info = itemInfo(stack.itemId);
  const send = (command: Parameters<typeof sendWithToast>[1]) => void sendWithToast(session, command);
  const withdraw = (quantity?: number) => send({ type: 'withdraw', itemId: stack.itemId, quantity });
  const sell = (quantity: number) => send({ type: 'sellItem', itemId: stack.itemId, quantity, from: 'bank' });
  return (
    <ItemDetails
      info={info}
      quantity={stack.quantity}
      actions={
        <div className="flex w-full flex-col gap-4">
          <p className="text-sm text-parchment-dim">
            In the bank: <span className="font-semibold tabular-nums text-parchment">{amount(stack.quantity)}</span>
            {tabs.length > 1 && <> · tab {tabs[stack.tab]}</>}
          </p>
          <ActionGroup
            title="Withdraw"
            note={
              `Into your inventory (${amount(inventory.used)} / ${amount(inventory.max)} slots used); ` +
              'All takes as many as it has room for'
            }
          >
            <Button className={TAP} aria-label="Withdraw one" onClick={() => withdraw(1)}>
              <ArrowDownToLine aria-hidden /> One
            </Button>
            {stack.quantity > 10 && (
              <Button variant="outline" className={TAP} aria-label="Withdraw ten" onClick={() => withdraw(10)}>
                Ten
              </Button>
            )}
            <Button variant="outline" className={TAP} aria-label="Withdraw all" onClick={() => withdraw()}>
              All
            </Button>
          </ActionGroup>
          {tabs.length > 1 && (
            <label className="flex flex-col gap-1.5 text-sm font-semibold text-parchment">
              Move to tab
              <NativeSelect
                value={String(stack.tab)}
                onChange={(event) =>
                  send({ type: 'moveBankItem', itemId: stack.itemId, tab: Number(event.target.value) })
                }
                className="[&_select]:h-11"
              >
                {tabs.map((name, index) => (
                  <option key={`${index}:${name}`} value={index}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
          <ActionGroup
            title="Sell from the bank"
            note={
              stack.locked
                ? `${stack.name} is locked: unlock it to sell it.`
                : `All ${amount(stack.quantity)} sell for ${amount(stack.quantity * stack.value)} gold`
            }
          >
            {sellAmounts(stack.quantity, { ten: false }).map((option) => {
              const gold = amount(option.quantity * stack.value);
              return option.confirm ? (
                <ConfirmButton
                  key={option.id}
                  disabled={stack.locked}
                  label={`Sell ${option.label.toLowerCase()} from the bank`}
                  title={`Sell ${amount(option.quantity)} ${stack.name}?`}
                  description={`They leave the bank for ${gold} gold. A sale can’t be undone.`}
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
                  disabled={stack.locked}
                  aria-label={`Sell ${option.id === 'one' ? 'one' : stack.name} from the bank`}
                  onClick={() => sell(option.quantity)}
                >
                  {option.label}
                </Button>
              );
            })}
          </ActionGroup>
          <div className="flex flex-col gap-1">
            <Button
              variant="secondary"
              className={`${TAP} self-start`}
              onClick={() => send({ type: 'setItemLocked', itemId: stack.itemId, locked: !stack.locked })}
            >
              {stack.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
              {stack.locked ? 'Unlock' : 'Lock'}
            </Button>
            <p className="text-xs text-muted-foreground">Locked items can’t be sold, here or in the store.</p>
          </div>
        </div>
      }
    />
  );
}

function ActionGroup({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={title} className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-parchment">{title}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
