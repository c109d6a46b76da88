import { Lock } from 'lucide-react';
import { memo } from 'react';
import type { Rarity } from '@/content/ids';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { cn } from '@/hud/lib/cn';
import { compactCount, RARITY_BORDER } from './rarity';

interface ItemTileProps {
  itemId: string;
  name: string;
  rarity: Rarity;
  quantity: number;
  locked?: boolean;
  selected?: boolean;
  /** Sell mode: the tile is marked for sale. */
  marked?: boolean;
  onSelect?: () => void;
  className?: string;
}

/**
 * One stack in a grid: the icon in its rarity frame, the count, a lock badge. A button of at least
 * 56 px, so it is a comfortable touch target; its label says what it is and how many.
 */
export const ItemTile = memo(function ItemTile({
  itemId,
  name,
  rarity,
  quantity,
  locked = false,
  selected = false,
  marked = false,
  onSelect,
  className,
}: ItemTileProps) {
  const label = `${name}${quantity > 1 ? `, ${quantity.toLocaleString('en-US')}` : ''}${locked ? ', locked' : ''}`;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-label={label}
      aria-pressed={selected}
      title={name}
      data-item-id={itemId}
      className={cn(
        'relative flex size-14 items-center justify-center rounded-lg border-2 bg-dusk/80 transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember',
        RARITY_BORDER[rarity],
        selected && 'ring-2 ring-ember-bright ring-offset-1 ring-offset-background',
        marked && 'bg-gold/20 ring-2 ring-gold',
        className,
      )}
    >
      <ItemIcon itemId={itemId} size={44} title={name} />
      {quantity > 1 && (
        <span
          className={cn(
            'absolute bottom-0 right-0.5 rounded bg-abyss/85 px-1',
            'text-[11px] font-semibold leading-4 text-parchment tabular-nums',
          )}
        >
          {compactCount(quantity)}
        </span>
      )}
      {locked && (
        <span className="absolute left-0.5 top-0.5 rounded bg-abyss/85 p-0.5 text-gold" aria-hidden>
          <Lock className="size-3" />
        </span>
      )}
    </button>
  );
});
