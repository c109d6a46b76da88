import { Coins, Search } from 'lucide-react';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { cn } from '@/hud/lib/cn';
import { STACK_FILTERS, STACK_SORTS, type StackFilter, type StackSort } from '@/runtime/view-models/inventory-page';

export interface GridOptions {
  search: string;
  sort: StackSort;
  filter: StackFilter;
}

/** Search, sort and kind filters over the grid, and the sell-mode switch. */
export function InventoryToolbar({
  options,
  onChange,
  sellMode,
  onSellMode,
}: {
  options: GridOptions;
  onChange: (options: GridOptions) => void;
  sellMode: boolean;
  onSellMode: (on: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">Search items</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={options.search}
            onChange={(event) => onChange({ ...options, search: event.target.value })}
            placeholder="Search"
            className="pl-9"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          <span className="max-sm:sr-only">Sort</span>
          <NativeSelect
            aria-label="Sort by"
            value={options.sort}
            onChange={(event) => onChange({ ...options, sort: event.target.value as StackSort })}
            className="w-28 sm:w-32"
          >
            {STACK_SORTS.map((sort) => (
              <option key={sort.id} value={sort.id}>
                {sort.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button
          variant={sellMode ? 'default' : 'outline'}
          aria-pressed={sellMode}
          // Phones show "Sell" (the row is narrow); the name stays the same everywhere.
          aria-label="Sell mode"
          onClick={() => onSellMode(!sellMode)}
          className={cn(!sellMode && 'text-gold')}
        >
          <Coins aria-hidden />
          <span>
            Sell<span className="max-sm:hidden"> mode</span>
          </span>
        </Button>
      </div>
      <div
        role="group"
        aria-label="Show"
        className="-mx-1 flex gap-1 overflow-x-auto px-1 py-0.5 sm:flex-wrap sm:gap-1.5"
      >
        {STACK_FILTERS.map((filter) => {
          const on = options.filter === filter.id;
          return (
            <button
              key={filter.id}
              type="button"
              aria-pressed={on}
              onClick={() => onChange({ ...options, filter: filter.id })}
              className={cn(
                'min-h-9 shrink-0 rounded-full border px-2.5 text-sm transition-colors sm:px-3.5',
                // 44 px on a phone (index.css's touch variant).
                'touch:min-h-11 touch:min-w-11',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember/50',
                on
                  ? 'border-ember/70 bg-ember/20 font-semibold text-ember-bright'
                  : 'border-shade bg-dusk/60 text-parchment-dim hover:border-ember/40 hover:text-parchment',
              )}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
