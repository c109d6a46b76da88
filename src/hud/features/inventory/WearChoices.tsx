import { useState } from 'react';
import type { EquipmentSlot } from '@/content/ids';
import { Button } from '@/hud/components/ui/button';
import type { GameSession } from '@/hud/game/game-session';
import { cn } from '@/hud/lib/cn';
import type { StatDelta, WearOption } from '@/runtime/view-models/item-views';
import { act } from './inventory-actions';

/** "ring 1", "wraith 2", "belt slot 1"; null for a slot an item type has alone ("weapon"). */
function slotNumber(slot: EquipmentSlot): string | null {
  const match = /_(\d)$/.exec(slot);
  return match ? match[1]! : null;
}

/** The equip button's words: "Equip", "Equip (ring 2)", "Put on belt (slot 1)". */
export function equipLabel(slot: EquipmentSlot, potion: boolean): string {
  const number = slotNumber(slot);
  if (potion) return number ? `Put on belt (slot ${number})` : 'Put on belt';
  return number ? `Equip (${slot.replace(/_\d$/, '')} ${number})` : 'Equip';
}

function slotTitle(slot: EquipmentSlot, potion: boolean): string {
  const number = slotNumber(slot);
  if (potion) return `Belt slot ${number ?? ''}`.trim();
  const kind = slot.replace(/_\d$/, '').replace('_', ' ');
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${number ? ` ${number}` : ''}`;
}

function Deltas({ deltas }: { deltas: readonly StatDelta[] }) {
  if (deltas.length === 0) return <p className="text-xs text-muted-foreground">No change</p>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm" aria-label="Stat changes">
      {deltas.map((delta) => (
        <li key={delta.key} className={cn('tabular-nums', delta.delta > 0 ? 'text-emerald-300' : 'text-blood')}>
          {delta.text} {delta.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the item can be worn and a button for each place. An item with one slot shows its stat
 * changes in the card above (ItemDetails), so it gets only the button; rings, wraiths and potions
 * list each slot with what is there now.
 */
export function WearChoices({
  session,
  inventoryItemId,
  name,
  options,
  refusal,
  potion,
}: {
  session: GameSession;
  inventoryItemId: string;
  name: string;
  options: readonly WearOption[];
  refusal: string | null;
  potion: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const equip = async (slot: EquipmentSlot) => {
    setBusy(true);
    const done = potion ? `${name} is on your belt` : `Equipped ${name}`;
    await act(session, { type: 'equip', inventoryItemId, slot }, done);
    setBusy(false);
  };
  const single = options.length === 1 && !potion;
  if (single) {
    const option = options[0]!;
    return (
      <Button onClick={() => void equip(option.slot)} disabled={busy || refusal !== null}>
        {equipLabel(option.slot, potion)}
      </Button>
    );
  }
  return (
    <ul className="flex basis-full flex-col gap-2" aria-label={potion ? 'Potion belt' : 'Where to wear it'}>
      {options.map((option) => (
        <li
          key={option.slot}
          className={cn(
            'flex flex-wrap items-center justify-between gap-2 rounded-lg border border-shade/80 bg-abyss/40',
            'p-2.5',
          )}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-parchment-dim">{slotTitle(option.slot, potion)}</span>
              {' · '}
              {option.wornName ? (potion ? `holds ${option.wornName}` : `compared with ${option.wornName}`) : 'empty'}
            </p>
            {!potion && <Deltas deltas={option.deltas} />}
          </div>
          <Button size="sm" onClick={() => void equip(option.slot)} disabled={busy || refusal !== null}>
            {equipLabel(option.slot, potion)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
