import { useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';
import { ItemTile } from '@/hud/components/items/ItemTile';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/hud/components/ui/sheet';
import type { GameSession } from '@/hud/game/game-session';
import { useIsMobile } from '@/hud/hooks/use-mobile';
import type { BankStackView, BankView } from '@/runtime/view-models/bank-page';
import { arrangeStacks, STACK_SORTS, type SlotUpgradeView, type StackSort } from '@/runtime/view-models/inventory-page';
import { BankItemPanel } from './BankItemPanel';
import { BankTabStrip } from './BankTabStrip';
import { amount, SECTION, TAP } from '@/hud/components/items/page-style';

/** The vault: the tab strip, search and sort, the grid of the tab's stacks and the chosen stack's panel. */
export function BankVault({
  session,
  bank,
  inventory,
}: {
  session: GameSession;
  bank: BankView;
  inventory: SlotUpgradeView;
}) {
  const [tabChoice, setTab] = useState(0);
  const tab = Math.min(tabChoice, bank.tabs.length - 1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<StackSort>('newest');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const isMobile = useIsMobile();

  const searching = search.trim() !== '';
  const shown = useMemo(
    () =>
      arrangeStacks(searching ? bank.stacks : bank.stacks.filter((stack) => stack.tab === tab), {
        sort,
        filter: 'all',
        search,
      }),
    [bank.stacks, searching, tab, sort, search],
  );
  const counts = useMemo(() => {
    const perTab = bank.tabs.map(() => 0);
    for (const stack of bank.stacks) perTab[stack.tab] = (perTab[stack.tab] ?? 0) + 1;
    return perTab;
  }, [bank.stacks, bank.tabs]);
  const selected: BankStackView | null = bank.stacks.find((stack) => stack.itemId === selectedId) ?? null;

  const panel = selected ? (
    <BankItemPanel session={session} stack={selected} tabs={bank.tabs} inventory={inventory} />
  ) : null;

  return (
    <section aria-labelledby="bank-vault-title" className={SECTION}>
      <h2 id="bank-vault-title" className="title-display text-xl font-semibold text-parchment">
        Vault
      </h2>
      <BankTabStrip
        session={session}
        tabs={bank.tabs}
        counts={counts}
        active={tab}
        onSelect={(next) => {
          setTab(next);
          setSearch('');
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search every tab"
            aria-label="Search the bank"
            className="h-11 pl-9"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-parchment-dim">
          Sort
          <NativeSelect
            value={sort}
            onChange={(event) => setSort(event.target.value as StackSort)}
            aria-label="Sort the bank"
            className="min-w-36 flex-1 [&_select]:h-11"
          >
            {STACK_SORTS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-2">
          {searching && (
            <p className="flex items-center gap-2 text-sm text-parchment-dim" role="status">
              {shown.length === 0
                ? `Nothing in the bank matches “${search.trim()}”.`
                : `${amount(shown.length)} found across all tabs`}
              <Button variant="ghost" className={TAP} onClick={() => setSearch('')}>
                <X aria-hidden /> Clear search
              </Button>
            </p>
          )}
          {!searching && shown.length === 0 && (
            <p className="rounded-lg border border-dashed border-shade p-4 text-sm text-parchment-dim">
              {bank.stacks.length === 0
                ? 'The bank is empty. Deposit items from your inventory below.'
                : 'This tab is empty. Choose an item in another tab and move it here.'}
            </p>
          )}
          {shown.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={searching ? 'Search results' : `${bank.tabs[tab]} tab`}>
              {shown.map((stack) => (
                <li key={stack.key}>
                  <ItemTile
                    itemId={stack.itemId}
                    name={stack.name}
                    rarity={stack.rarity}
                    quantity={stack.quantity}
                    locked={stack.locked}
                    selected={stack.itemId === selectedId}
                    onSelect={() => setSelectedId(stack.itemId === selectedId && !isMobile ? null : stack.itemId)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {isMobile ? (
          <Sheet open={panel !== null} onOpenChange={(open) => !open && setSelectedId(null)}>
            <SheetContent side="right" showCloseButton={false} className="w-full overflow-y-auto p-4">
              <SheetTitle className="sr-only">{selected?.name ?? 'Item'}</SheetTitle>
              <SheetDescription className="sr-only">What you can do with this stack in the bank</SheetDescription>
              <Button variant="outline" className={`${TAP} self-start`} onClick={() => setSelectedId(null)}>
                <X aria-hidden /> Back to the bank
              </Button>
              {panel}
            </SheetContent>
          </Sheet>
        ) : (
          <aside aria-label="Chosen item" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            {panel ?? (
              <p className="rounded-xl border border-dashed border-shade p-4 text-sm text-parchment-dim">
                Choose an item to withdraw, move, lock or sell it.
              </p>
            )}
          </aside>
        )}
      </div>
    </section>
  );
}
