import { useMemo, useState } from 'react';
import { Check, CheckCheck, Coins, Search, X } from 'lucide-react';
import { toast } from 'sonner';
import { ItemTile } from '@/hud/components/items/ItemTile';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/hud/components/ui/sheet';
import type { GameSession } from '@/hud/game/game-session';
import { sendWithToast } from '@/hud/game/send-with-toast';
import { useIsMobile } from '@/hud/hooks/use-mobile';
import { cn } from '@/hud/lib/cn';
import type { ItemKindView } from '@/runtime/view-models/bank-deposit';
import { arrangeStacks, STACK_SORTS, type StackSort } from '@/runtime/view-models/inventory-page';
import { saleOf, type SaleSummary } from '@/runtime/view-models/store-actions';
import { ConfirmButton } from '@/hud/components/ConfirmButton';
import { amount, SECTION, TAP } from '@/hud/components/items/page-style';
import { SellItemPanel } from './SellItemPanel';

/** What the hunter carries, to sell one kind at a time from its panel, or many at once in sell mode. */
export function SellTab({ session, kinds }: { session: GameSession; kinds: readonly ItemKindView[] }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StackSort>('value');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sellMode, setSellMode] = useState(false);
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  const [hint, setHint] = useState<string | null>(null);
  const isMobile = useIsMobile();

  const shown = useMemo(() => arrangeStacks(kinds, { sort, filter: 'all', search }), [kinds, sort, search]);
  const sale = useMemo(() => saleOf(kinds, marked), [kinds, marked]);
  const selected = sellMode ? null : (kinds.find((kind) => kind.itemId === selectedId) ?? null);

  const toggleMark = (kind: ItemKindView) => {
    if (kind.locked) {
      setHint(`${kind.name} is locked: unlock it to sell it.`);
      return;
    }
    setHint(null);
    setMarked((current) => {
      const next = new Set(current);
      if (next.has(kind.itemId)) next.delete(kind.itemId);
      else next.add(kind.itemId);
      return next;
    });
  };
  const markAll = () => setMarked(new Set(shown.filter((kind) => !kind.locked).map((kind) => kind.itemId)));
  const sellMarked = async () => {
    const lines = sale.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity }));
    const reply = await sendWithToast(session, { type: 'sellItems', lines });
    if (!reply?.ok) return;
    toast.success(`Sold ${stacksText(lines.length)} for ${amount(sale.gold)} gold`);
    setMarked(new Set());
  };

  const panel = selected ? <SellItemPanel session={session} kind={selected} /> : null;

  return (
    <section aria-label="Sell your items" className={SECTION}>
      <div className="flex flex-col gap-2 md:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search your inventory"
            aria-label="Search your inventory"
            className="h-11 pl-9"
          />
        </div>
        <div className="flex gap-2">
          <label className="flex flex-1 items-center gap-2 text-sm text-parchment-dim">
            Sort
            <NativeSelect
              value={sort}
              onChange={(event) => setSort(event.target.value as StackSort)}
              aria-label="Sort your inventory"
              className="min-w-32 flex-1 [&_select]:h-11"
            >
              {STACK_SORTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            variant={sellMode ? 'default' : 'outline'}
            className={TAP}
            aria-pressed={sellMode}
            onClick={() => {
              setSellMode((on) => !on);
              setMarked(new Set());
              setHint(null);
            }}
          >
            <CheckCheck aria-hidden /> Sell several
          </Button>
        </div>
      </div>
      {sellMode && (
        <p className="text-sm text-parchment-dim">
          Tap items to mark them for sale; each mark sells the whole stack. Locked items can’t be marked.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-3">
          {kinds.length === 0 ? (
            <p className="rounded-lg border border-dashed border-shade p-4 text-sm text-parchment-dim">
              Nothing to sell: your inventory holds only what you wear.
            </p>
          ) : shown.length === 0 ? (
            <p className="text-sm text-parchment-dim" role="status">
              Nothing in your inventory matches “{search.trim()}”.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Your items">
              {shown.map((kind) => {
                const isMarked = sellMode && marked.has(kind.itemId);
                return (
                  <li key={kind.key} className="relative">
                    <ItemTile
                      itemId={kind.itemId}
                      name={kind.name}
                      rarity={kind.rarity}
                      quantity={kind.quantity}
                      locked={kind.locked}
                      selected={sellMode ? isMarked : kind.itemId === selectedId}
                      marked={isMarked}
                      className={cn(sellMode && kind.locked && 'opacity-50')}
                      onSelect={() =>
                        sellMode
                          ? toggleMark(kind)
                          : setSelectedId(kind.itemId === selectedId && !isMobile ? null : kind.itemId)
                      }
                    />
                    {isMarked && (
                      <span
                        className={cn(
                          'pointer-events-none absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center',
                          'rounded-full bg-gold text-abyss shadow',
                        )}
                        aria-hidden
                      >
                        <Check className="size-3.5" strokeWidth={3} />
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {sellMode && (
            <SellBar
              sale={sale}
              hint={hint}
              onMarkAll={markAll}
              onClear={() => setMarked(new Set())}
              onSell={() => void sellMarked()}
            />
          )}
        </div>
        {sellMode ? (
          <aside aria-label="Marked for sale" className="hidden min-w-0 lg:block lg:sticky lg:top-20 lg:self-start">
            <MarkedList sale={sale} />
          </aside>
        ) : isMobile ? (
          <Sheet open={panel !== null} onOpenChange={(open) => !open && setSelectedId(null)}>
            <SheetContent side="right" showCloseButton={false} className="w-full overflow-y-auto p-4">
              <SheetTitle className="sr-only">{selected?.name ?? 'Item'}</SheetTitle>
              <SheetDescription className="sr-only">Sell or lock this item</SheetDescription>
              <Button variant="outline" className={`${TAP} self-start`} onClick={() => setSelectedId(null)}>
                <X aria-hidden /> Back to the store
              </Button>
              {panel}
            </SheetContent>
          </Sheet>
        ) : (
          <aside aria-label="Chosen item" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            {panel ?? (
              <p className="rounded-xl border border-dashed border-shade p-4 text-sm text-parchment-dim">
                Choose an item to see what it sells for.
              </p>
            )}
          </aside>
        )}
      </div>
    </section>
  );
}

function stacksText(count: number): string {
  return `${amount(count)} ${count === 1 ? 'stack' : 'stacks'}`;
}

function SellBar({
  sale,
  hint,
  onMarkAll,
  onClear,
  onSell,
}: {
  sale: SaleSummary;
  hint: string | null;
  onMarkAll: () => void;
  onClear: () => void;
  onSell: () => void;
}) {
  const count = sale.lines.length;
  return (
    <div
      className={cn(
        // Above the game's dock at the bottom (ui/dock.tsx sets --dock-height).
        'sticky bottom-[calc(var(--dock-height,0px)+0.75rem)] z-10',
        'flex flex-col gap-2 rounded-xl border border-gold/40 bg-popover/95 p-3',
        'shadow-[0_10px_30px_-10px_rgb(0_0_0/0.9)] backdrop-blur',
      )}
    >
      {hint && (
        <p className="text-sm text-gold" role="status">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className={TAP} onClick={onMarkAll}>
          Mark all unlocked
        </Button>
        <Button variant="ghost" className={TAP} disabled={count === 0} onClick={onClear}>
          Clear
        </Button>
        <ConfirmButton
          variant="default"
          className="flex-1"
          disabled={count === 0}
          title={`Sell ${stacksText(count)} for ${amount(sale.gold)} gold?`}
          description="Everything marked leaves your inventory. A sale can’t be undone."
          details={<SaleLines sale={sale} />}
          confirm={`Sell for ${amount(sale.gold)} gold`}
          onConfirm={onSell}
        >
          <Coins aria-hidden />
          {count === 0 ? 'Mark items to sell' : `Sell ${stacksText(count)} for ${amount(sale.gold)} gold`}
        </ConfirmButton>
      </div>
    </div>
  );
}

function SaleLines({ sale }: { sale: SaleSummary }) {
  return (
    <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm" aria-label="To sell">
      {sale.lines.map((line) => (
        <li key={line.itemId} className="flex justify-between gap-3">
          <span className="text-parchment">
            {line.name} <span className="tabular-nums text-muted-foreground">×{amount(line.quantity)}</span>
          </span>
          <span className="tabular-nums text-gold">{amount(line.gold)} gold</span>
        </li>
      ))}
    </ul>
  );
}

function MarkedList({ sale }: { sale: SaleSummary }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-shade bg-card/90 p-4">
      <h3 className="title-display text-lg font-semibold text-parchment">Marked for sale</h3>
      {sale.lines.length === 0 ? (
        <p className="text-sm text-parchment-dim">Nothing marked yet.</p>
      ) : (
        <>
          <SaleLines sale={sale} />
          <p className="flex justify-between border-t border-shade pt-2 text-sm font-semibold">
            <span className="text-parchment">Total</span>
            <span className="tabular-nums text-gold">{amount(sale.gold)} gold</span>
          </p>
        </>
      )}
    </div>
  );
}
