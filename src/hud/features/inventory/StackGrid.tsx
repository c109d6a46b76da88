import { memo, useRef } from 'react';
import { Check } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ItemTile } from '@/hud/components/items/ItemTile';
import { cn } from '@/hud/lib/cn';
import type { StackView } from '@/runtime/view-models/inventory-page';
import { useElementWidth } from './use-element-width';

/** A tile is 56 px (ItemTile's size-14); rows and columns keep 8 px between tiles and around the edge. */
const TILE = 56;
const GAP = 8;
const ROW = TILE + GAP;

/** Rows have 4 px of padding a side (px-1). */
const ROW_PADDING = 8;

/** Tiles per row for a content width (at least one), each column at least a tile and a gap wide. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width - ROW_PADDING) / (TILE + GAP)));
}

interface StackGridProps {
  stacks: readonly StackView[];
  selectedKey: string | null;
  /** Sell mode: tiles mark instead of select. */
  sellMode: boolean;
  marked: ReadonlySet<string>;
  /** Stable across renders: the tiles are memoised on it. */
  onTap: (key: string) => void;
}

const GridTile = memo(function GridTile({
  stack,
  selected,
  marked,
  sellMode,
  onTap,
}: {
  stack: StackView;
  selected: boolean;
  marked: boolean;
  sellMode: boolean;
  onTap: (key: string) => void;
}) {
  return (
    <div className="relative">
      <ItemTile
        itemId={stack.itemId}
        name={stack.name}
        rarity={stack.rarity}
        quantity={stack.quantity}
        locked={stack.locked}
        // In sell mode the pressed state is the mark, so a screen reader hears which tiles will be sold.
        selected={sellMode ? marked : selected}
        marked={marked}
        onSelect={() => onTap(stack.key)}
        className={cn(sellMode && stack.locked && 'opacity-45')}
      />
      {marked && (
        <span
          className={cn(
            'pointer-events-none absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full',
            'bg-gold text-abyss shadow',
          )}
          aria-hidden
        >
          <Check className="size-3.5" strokeWidth={3} />
        </span>
      )}
    </div>
  );
});

/**
 * The stacks as rows of tiles, as many per row as the width allows, in a scroll box of bounded
 * height. Only the rows in view (and a few around them) are in the DOM, so 500 stacks scroll as
 * lightly as 20.
 */
export function StackGrid({ stacks, selectedKey, sellMode, marked, onTap }: StackGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = columnsFor(width);
  const rowCount = Math.ceil(stacks.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    paddingStart: GAP,
    paddingEnd: GAP,
    overscan: 4,
  });
  return (
    <div
      ref={scrollRef}
      data-testid="inventory-grid"
      role="group"
      aria-label={sellMode ? 'Items: tap to mark for sale' : 'Items'}
      className={cn(
        'max-h-[min(60vh,36rem)] min-h-24 overflow-y-auto overscroll-contain rounded-xl border border-shade',
        'bg-abyss/50 [scrollbar-gutter:stable]',
        sellMode && 'border-gold/50',
      )}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              className="absolute inset-x-0 top-0 grid justify-items-center px-1"
              style={{
                height: TILE,
                transform: `translateY(${row.start}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {stacks.slice(first, first + columns).map((stack) => (
                <GridTile
                  key={stack.key}
                  stack={stack}
                  selected={stack.key === selectedKey}
                  marked={marked.has(stack.key)}
                  sellMode={sellMode}
                  onTap={onTap}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
