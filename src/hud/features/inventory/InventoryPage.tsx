import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Landmark, MousePointerClick, Package, Shield } from 'lucide-react';
import { LoadingScreen } from '@/hud/components/LoadingScreen';
import { PageFrame } from '@/hud/components/PageFrame';
import { Button } from '@/hud/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/hud/components/ui/sheet';
import { useOptionalGameSession, type GameSession } from '@/hud/game/game-session';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { useWorldView } from '@/hud/game/use-world-view';
import { useIsMobile } from '@/hud/hooks/use-mobile';
import { cn } from '@/hud/lib/cn';
import { formatCount } from '@/hud/lib/format';
import { arrangeStacks, selectInventory } from '@/runtime/view-models/inventory-page';
import { CapacityBar } from './CapacityBar';
import { EmptyInventory } from './EmptyInventory';
import { act } from './inventory-actions';
import { InventoryToolbar, type GridOptions } from './InventoryToolbar';
import { ItemPanel } from './ItemPanel';
import { SellBar } from './SellBar';
import { StackGrid } from './StackGrid';
import { useSellMode } from './use-sell-mode';

/** /game/inventory: everything carried and not worn, as a grid to search, sort, inspect, wear and sell. */
export function InventoryPage() {
  const session = useOptionalGameSession();
  const page = GAME_PAGES.inventory;
  return (
    <PageFrame
      icon={page.icon}
      title={page.title}
      description={page.description}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <Link to="/game/equipment">
              <Shield aria-hidden />
              Equipment
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/game/bank">
              <Landmark aria-hidden />
              Bank
            </Link>
          </Button>
        </>
      }
    >
      {session ? <Inventory session={session} /> : <LoadingScreen variant="inline" />}
    </PageFrame>
  );
}

function Inventory({ session }: { session: GameSession }) {
  const view = useWorldView(session, selectInventory);
  const isMobile = useIsMobile();
  const [options, setOptions] = useState<GridOptions>({ search: '', sort: 'newest', filter: 'all' });
  const search = useDeferredValue(options.search);
  const shown = useMemo(
    () => arrangeStacks(view.stacks, { sort: options.sort, filter: options.filter, search }),
    [view.stacks, options.sort, options.filter, search],
  );
  const byKey = useMemo(() => new Map(view.stacks.map((stack) => [stack.key, stack])), [view.stacks]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = selectedKey === null ? null : (byKey.get(selectedKey) ?? null);
  const selling = useSellMode(byKey);
  const { on: sellMode, toggle: toggleMark, marked } = selling;
  const onTap = useCallback(
    (key: string) => (sellMode ? toggleMark(key) : setSelectedKey(key)),
    [sellMode, toggleMark],
  );
  const sell = async () => {
    const lines = marked.map((stack) => ({ itemId: stack.itemId, quantity: stack.quantity }));
    const gold = marked.reduce((sum, stack) => sum + stack.value * stack.quantity, 0);
    const done = `Sold ${marked.length} ${marked.length === 1 ? 'stack' : 'stacks'} for ${formatCount(gold)} gold`;
    if (await act(session, { type: 'sellItems', lines }, done)) selling.clear();
  };

  const unitsOfKind = selected
    ? view.stacks.reduce((sum, stack) => (stack.itemId === selected.itemId ? sum + stack.quantity : sum), 0)
    : 0;
  const panel = selected ? (
    <ItemPanel key={selected.key} session={session} stack={selected} unitsOfKind={unitsOfKind} />
  ) : null;

  return (
    <>
      <CapacityBar session={session} capacity={view.capacity} gold={view.gold} />
      {view.pouch.length > 0 && (
        <p className="flex items-center gap-2 text-sm text-amber-300">
          <Package className="size-4 shrink-0" aria-hidden />
          <span>
            {view.pouch.length} {view.pouch.length === 1 ? 'drop waits' : 'drops wait'} in the loot pouch:{' '}
            <Link to="/game/combat" className="text-ember-bright underline-offset-4 hover:underline">
              claim them on the Battle page
            </Link>
          </span>
        </p>
      )}
      {view.stacks.length === 0 ? (
        <EmptyInventory />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-3">
            <InventoryToolbar options={options} onChange={setOptions} sellMode={sellMode} onSellMode={selling.setOn} />
            {shown.length === 0 ? (
              <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-shade p-6 text-sm">
                <p className="text-parchment-dim">No items match.</p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setOptions({ ...options, search: '', filter: 'all' })}
                >
                  Show everything
                </Button>
              </div>
            ) : (
              <StackGrid
                stacks={shown}
                selectedKey={sellMode ? null : selectedKey}
                sellMode={sellMode}
                marked={selling.markedKeys}
                onTap={onTap}
              />
            )}
            <p className="text-xs text-muted-foreground" data-testid="inventory-shown">
              {shown.length === view.stacks.length
                ? `${formatCount(view.stacks.length)} stacks`
                : `${formatCount(shown.length)} of ${formatCount(view.stacks.length)} stacks`}
              {' · materials ride in the satchel and take no slots'}
            </p>
          </div>
          {!isMobile && (
            <aside aria-label="Selected item" className="min-w-0 lg:sticky lg:top-20">
              {sellMode ? (
                <SellModeHint />
              ) : (
                (panel ?? (
                  <p
                    className={cn(
                      'flex items-center gap-2 rounded-xl border border-dashed border-shade p-6 text-sm',
                      'text-parchment-dim',
                    )}
                  >
                    <MousePointerClick className="size-4 shrink-0" aria-hidden />
                    Choose an item to inspect, wear, lock, sell or bank it.
                  </p>
                ))
              )}
            </aside>
          )}
        </div>
      )}
      {sellMode && (
        <SellBar
          marked={marked}
          note={selling.note}
          onSell={sell}
          onClear={selling.clear}
          onDone={() => selling.setOn(false)}
        />
      )}
      {isMobile && (
        <Sheet open={panel !== null && !sellMode} onOpenChange={(open) => !open && setSelectedKey(null)}>
          <SheetContent side="right" className="w-full gap-0 overflow-y-auto p-3 pt-12 sm:max-w-md">
            <SheetTitle className="sr-only">{selected?.name ?? 'Item'}</SheetTitle>
            <SheetDescription className="sr-only">What you can do with this item</SheetDescription>
            {panel}
          </SheetContent>
        </Sheet>
      )}
    </>
  );
}

function SellModeHint() {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gold/40 bg-gold/5 p-4 text-sm text-parchment-dim">
      <p className="title-display text-base font-semibold text-gold">Sell mode</p>
      <p>Tap items to mark them, then sell them all at once from the bar below.</p>
      <p>Locked items can't be marked: unlock them first.</p>
    </div>
  );
}
