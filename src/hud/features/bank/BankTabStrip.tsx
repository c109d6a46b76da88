import { useState, type FormEvent } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/hud/components/ui/dialog';
import { Input } from '@/hud/components/ui/input';
import { Label } from '@/hud/components/ui/label';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { cn } from '@/hud/lib/cn';
import { BANK_TAB_LIMIT, BANK_TAB_NAME_MAX } from '@/runtime/view-models/bank-deposit';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { amount, TAP } from '@/hud/components/items/page-style';

interface BankTabStripProps {
  session: GameSession;
  tabs: readonly string[];
  /** Stacks per tab. */
  counts: readonly number[];
  active: number;
  onSelect: (tab: number) => void;
}

/** The player's tabs (the first one first), scrolling sideways on a phone, with new, rename and delete. */
export function BankTabStrip({ session, tabs, counts, active, onSelect }: BankTabStripProps) {
  const [naming, setNaming] = useState<'new' | 'rename' | null>(null);
  const atLimit = tabs.length >= BANK_TAB_LIMIT;
  const activeName = tabs[active] ?? tabs[0] ?? '';

  const submitName = async (name: string): Promise<boolean> => {
    if (naming === 'new') {
      const reply = await sendWithToast(session, { type: 'createBankTab', name });
      if (reply?.ok) onSelect(tabs.length);
      return reply?.ok ?? false;
    }
    const reply = await sendWithToast(session, { type: 'renameBankTab', tab: active, name });
    return reply?.ok ?? false;
  };

  return (
    <div className="flex flex-col gap-2 xl:flex-row xl:items-start">
      <div className="-mx-1 min-w-0 overflow-x-auto px-1 pb-1 xl:flex-1" role="group" aria-label="Bank tabs">
        <ul className="flex w-max gap-1.5">
          {tabs.map((name, index) => (
            <li key={`${index}:${name}`}>
              <button
                type="button"
                aria-pressed={index === active}
                aria-label={`${name}, ${stacksText(counts[index] ?? 0)}`}
                onClick={() => onSelect(index)}
                className={cn(
                  'flex h-11 items-center gap-2 whitespace-nowrap rounded-lg border px-4 text-sm font-medium',
                  'transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
                  index === active
                    ? 'border-ember/60 bg-night text-parchment shadow-[inset_0_-2px_0_var(--color-ember)]'
                    : 'border-shade bg-abyss/60 text-parchment-dim hover:text-parchment',
                )}
              >
                {/* The space keeps "Main 3" two words, as the name says them ("Main, 3 stacks"). */}
                {name}{' '}
                <span className="rounded bg-dusk px-1.5 text-xs tabular-nums text-muted-foreground">
                  {amount(counts[index] ?? 0)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" className={TAP} disabled={atLimit} onClick={() => setNaming('new')}>
          <Plus aria-hidden /> New tab
        </Button>
        {active > 0 && (
          <>
            <Button variant="outline" className={TAP} onClick={() => setNaming('rename')}>
              <Pencil aria-hidden /> Rename “{activeName}”
            </Button>
            <ConfirmButton
              label={`Delete tab ${activeName}`}
              title={`Delete the tab “${activeName}”?`}
              description={`Items move to ${tabs[0] ?? 'the first tab'}.`}
              confirm="Delete tab"
              onConfirm={() => {
                void sendWithToast(session, { type: 'deleteBankTab', tab: active }).then((reply) => {
                  if (reply?.ok) onSelect(0);
                });
              }}
            >
              <Trash2 aria-hidden /> Delete
            </ConfirmButton>
          </>
        )}
        {atLimit && <p className="text-xs text-muted-foreground">A bank has at most {BANK_TAB_LIMIT} tabs.</p>}
      </div>
      <TabNameDialog
        key={naming ?? 'closed'}
        mode={naming}
        current={naming === 'rename' ? activeName : ''}
        onClose={() => setNaming(null)}
        onSubmit={submitName}
      />
    </div>
  );
}

function TabNameDialog({
  mode,
  current,
  onClose,
  onSubmit,
}: {
  mode: 'new' | 'rename' | null;
  current: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState(current);
  const clean = name.trim();
  const valid = clean.length >= 1 && clean.length <= BANK_TAB_NAME_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (await onSubmit(clean)) onClose();
  };
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{mode === 'rename' ? `Rename “${current}”` : 'New bank tab'}</DialogTitle>
            <DialogDescription>
              {mode === 'rename'
                ? 'Its items stay where they are.'
                : 'An empty tab: move items into it from their panel.'}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bank-tab-name">Tab name</Label>
            <Input
              id="bank-tab-name"
              value={name}
              maxLength={BANK_TAB_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              className="h-11"
              autoFocus
            />
            <p className="text-xs text-muted-foreground">1 to {BANK_TAB_NAME_MAX} characters</p>
          </div>
          <DialogFooter>
            <Button type="submit" className={TAP} disabled={!valid}>
              {mode === 'rename' ? 'Rename' : 'Create tab'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function stacksText(count: number): string {
  return `${amount(count)} ${count === 1 ? 'stack' : 'stacks'}`;
}
