import { useState } from 'react';
import { Coins, X } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/hud/components/ui/alert-dialog';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import type { StackView } from '@/runtime/view-models/inventory-page';

export function saleText(count: number, gold: number): string {
  return `Sell ${count} ${count === 1 ? 'stack' : 'stacks'} for ${formatCount(gold)} gold`;
}

/**
 * Sell mode's bar, kept in view at the bottom of the screen: how many stacks are marked and what
 * they fetch, a note when a tap hit a locked stack, and the sale behind a confirmation.
 */
export function SellBar({
  marked,
  note,
  onSell,
  onClear,
  onDone,
}: {
  marked: readonly StackView[];
  /** Why the last tap did not mark (a locked stack), or null. */
  note: string | null;
  onSell: () => Promise<void>;
  onClear: () => void;
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const gold = marked.reduce((sum, stack) => sum + stack.value * stack.quantity, 0);
  const text = saleText(marked.length, gold);
  return (
    <div
      data-testid="sell-bar"
      className={cn(
        // Above the game's dock at the bottom (ui/dock.tsx sets --dock-height).
        'sticky bottom-[calc(var(--dock-height,0px)+0.75rem)] z-20',
        'flex flex-col gap-2 rounded-xl border border-gold/50 bg-night/95 p-3',
        'shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.8)] backdrop-blur sm:flex-row sm:items-center',
      )}
    >
      <p className="min-w-0 flex-1 text-sm text-parchment-dim" role="status">
        {note ?? (marked.length === 0 ? 'Tap items to mark them for sale.' : `${marked.length} marked`)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" onClick={marked.length > 0 ? onClear : onDone}>
          <X aria-hidden />
          {marked.length > 0 ? 'Clear' : 'Done'}
        </Button>
        <Button disabled={marked.length === 0} onClick={() => setConfirming(true)} className="flex-1 sm:flex-none">
          <Coins aria-hidden />
          {text}
        </Button>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{text}?</AlertDialogTitle>
            <AlertDialogDescription>Sold items are gone for good.</AlertDialogDescription>
          </AlertDialogHeader>
          <ul className="max-h-48 overflow-y-auto text-sm" aria-label="Marked for sale">
            {marked.map((stack) => (
              <li key={stack.key} className="flex justify-between gap-3 border-t border-shade/60 py-1 first:border-t-0">
                <span className="min-w-0 truncate text-parchment">
                  {stack.quantity > 1 && `${formatCount(stack.quantity)}× `}
                  {stack.name}
                </span>
                <span className="shrink-0 text-gold tabular-nums">
                  {formatCount(stack.value * stack.quantity)} gold
                </span>
              </li>
            ))}
          </ul>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep them</AlertDialogCancel>
            <AlertDialogAction onClick={() => void onSell()}>Sell</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
