import { Minus, Plus } from 'lucide-react';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { CatalystView } from '@/runtime/view-models/crafting-page';

export type Chosen = Record<string, number>;

/** Units of a catalyst that can go in: as many as add anything (its stack), no more than owned. */
export const catalystLimit = (catalyst: CatalystView) => Math.max(0, Math.min(catalyst.maxStack, catalyst.owned));

/** The chosen catalysts as the command takes them, trimmed to what is still owned. */
export function chosenLines(catalysts: readonly CatalystView[], chosen: Chosen) {
  return catalysts.flatMap((catalyst) => {
    const quantity = Math.min(chosen[catalyst.itemId] ?? 0, catalystLimit(catalyst));
    return quantity > 0 ? [{ itemId: catalyst.itemId, quantity }] : [];
  });
}

/** Each catalyst that fits the recipe, with a stepper; at most `slots` kinds at once. */
export function CatalystPicker({
  recipeName,
  slots,
  catalysts,
  chosen,
  onChange,
}: {
  recipeName: string;
  slots: number;
  catalysts: readonly CatalystView[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
}) {
  const kinds = chosenLines(catalysts, chosen).length;
  const set = (itemId: string, quantity: number) => onChange({ ...chosen, [itemId]: quantity });
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-shade bg-abyss/50 p-3">
      <legend className="px-1 text-xs uppercase tracking-wider text-muted-foreground">
        Catalysts ({kinds} / {slots} slot{slots === 1 ? '' : 's'})
      </legend>
      {catalysts.length === 0 && <p className="text-sm text-muted-foreground">No catalyst fits this recipe.</p>}
      <ul className="flex flex-col gap-2">
        {catalysts.map((catalyst) => {
          const limit = catalystLimit(catalyst);
          const count = Math.min(chosen[catalyst.itemId] ?? 0, limit);
          const slotFree = count > 0 || kinds < slots;
          return (
            <li key={catalyst.itemId} className="flex items-center gap-2">
              <span aria-hidden className="shrink-0">
                <ItemIcon itemId={catalyst.itemId} size={28} />
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className={cn('truncate', catalyst.owned > 0 ? 'text-parchment' : 'text-muted-foreground')}>
                  {catalyst.name}{' '}
                  <span className="tabular-nums text-parchment-dim">({formatCount(catalyst.owned)} owned)</span>
                </p>
                <p className="text-xs text-spectral">{catalyst.effect} each</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  className="size-11"
                  aria-label={`Fewer ${catalyst.name} in ${recipeName}`}
                  disabled={count === 0}
                  onClick={() => set(catalyst.itemId, count - 1)}
                >
                  <Minus aria-hidden />
                </Button>
                <span
                  className="w-6 text-center tabular-nums text-parchment"
                  data-testid={`catalyst-${catalyst.itemId}`}
                >
                  {count}
                </span>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-11"
                  aria-label={`More ${catalyst.name} in ${recipeName}`}
                  disabled={count >= limit || !slotFree}
                  onClick={() => set(catalyst.itemId, count + 1)}
                >
                  <Plus aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
