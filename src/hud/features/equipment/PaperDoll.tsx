import type { EquipmentSlot, Rarity } from '@/content/ids';
import { ItemIcon } from '@/hud/components/item-icon/ItemIcon';
import { compactCount, RARITY_BORDER } from '@/hud/components/items/rarity';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/hud/components/ui/tooltip';
import { cn } from '@/hud/lib/cn';
import type { EquippedItemView } from '@/runtime/view-models/equipment-page';
import { SLOT_LABELS, type EquipmentScreenView } from '@/runtime/view-models/equipment-page-view';
import { HunterPortrait, type WornGear } from './HunterPortrait';
import { SlotGlyph } from './SlotGlyph';

/** Gear around the portrait: helmet on top, cape and neck beside it, hands and rings at the sides, legs below. */
const DOLL_AREAS = [
  'cape helmet helmet neck',
  'weapon portrait portrait off_hand',
  'chest portrait portrait gloves',
  'ring_1 portrait portrait ring_2',
  '. legs feet .',
];
const DOLL_SLOTS: readonly EquipmentSlot[] = [
  'helmet',
  'cape',
  'neck',
  'weapon',
  'off_hand',
  'chest',
  'gloves',
  'ring_1',
  'ring_2',
  'legs',
  'feet',
];
const POTION_SLOTS: readonly EquipmentSlot[] = ['potion_1', 'potion_2'];
export const WRAITH_SLOTS: readonly EquipmentSlot[] = ['wraith_1', 'wraith_2', 'wraith_3'];

function SlotTile({
  slot,
  item,
  selected,
  onSelect,
  placed,
}: {
  slot: EquipmentSlot;
  item: EquippedItemView | null;
  selected: boolean;
  onSelect: (slot: EquipmentSlot) => void;
  /** Placed by name in the doll's grid areas. */
  placed: boolean;
}) {
  const label = SLOT_LABELS[slot];
  const quantity = item && item.quantity > 1 ? item.quantity : null;
  const holds = item ? `${item.name}${quantity ? `, ${quantity.toLocaleString('en-US')}` : ''}` : 'empty';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={() => onSelect(slot)}
          aria-pressed={selected}
          aria-label={`${label}: ${holds}`}
          data-slot-id={slot}
          data-worn={item ? item.itemId : undefined}
          style={placed ? { gridArea: slot } : undefined}
          className={cn(
            'relative flex min-h-11 w-full min-w-11 max-w-24 flex-col items-center gap-1 justify-self-center',
            'rounded-lg border px-1 py-1.5 transition-colors hover:border-ember/60 hover:bg-night',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ember',
            // Worn: the item's icon in its rarity's frame, its name under it; empty: a dashed ghost of the slot.
            item
              ? cn('bg-night/90', RARITY_BORDER[item.rarity as Rarity])
              : 'border-dashed border-shade bg-transparent',
            selected && 'border-ember-bright bg-night ring-2 ring-ember/60',
          )}
        >
          {/* The button's name says the item: the icon carries no title text of its own. */}
          <span aria-hidden className="contents">
            {item ? <ItemIcon itemId={item.itemId} size={48} /> : <SlotGlyph slot={slot} size={48} />}
          </span>
          <span
            className={cn(
              'line-clamp-2 w-full text-center text-[11px] leading-tight break-words',
              item ? 'font-medium text-parchment' : 'text-muted-foreground',
            )}
          >
            {item ? item.name : label}
          </span>
          {quantity !== null && (
            // Drawn from an attribute, not as text: the count is in the button's name, and text here would run
            // into the slot's label for anything reading the tile's words ("Potion 15").
            <span
              aria-hidden
              data-count={compactCount(quantity)}
              className={cn(
                'absolute top-1 right-1 rounded bg-abyss/85 px-1 after:content-[attr(data-count)]',
                'text-[11px] font-semibold leading-4 text-parchment tabular-nums',
              )}
            />
          )}
        </button>
      </TooltipTrigger>
      {/* On hover and on focus: the slot and what it holds, whole (the tile's name may be cut short). */}
      <TooltipContent side="top">
        {label}: {item ? holds : 'empty'}
      </TooltipContent>
    </Tooltip>
  );
}

/**
 * The 16 slots around the hunter's portrait, then the potion and wraith rows: a worn slot shows its
 * item's icon and name (the whole name on hover or focus), an empty one a dashed ghost of what goes
 * there; the portrait wears the gear too.
 */
export function PaperDoll({
  view,
  selected,
  onSelect,
}: {
  view: EquipmentScreenView;
  selected: EquipmentSlot | null;
  onSelect: (slot: EquipmentSlot) => void;
}) {
  const tile = (slot: EquipmentSlot, placed = false) => (
    <SlotTile
      key={slot}
      slot={slot}
      item={view.slots[slot]}
      selected={selected === slot}
      onSelect={onSelect}
      placed={placed}
    />
  );
  const gear: WornGear = Object.fromEntries(
    DOLL_SLOTS.flatMap((slot) => (view.slots[slot] ? [[slot, view.slots[slot].itemId]] : [])),
  );
  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex flex-col gap-4">
        <div
          role="group"
          aria-label="Gear"
          className="grid grid-cols-4 items-center gap-2"
          style={{ gridTemplateAreas: DOLL_AREAS.map((row) => `"${row}"`).join(' ') }}
        >
          {DOLL_SLOTS.map((slot) => tile(slot, true))}
          <div style={{ gridArea: 'portrait' }} className="flex h-full min-h-0 items-center justify-center px-1">
            <HunterPortrait cloak={view.look.cloak} border={view.look.border} gear={gear} className="max-h-64" />
          </div>
        </div>
        <div className="grid grid-cols-[2fr_3fr] gap-3">
          <div role="group" aria-label="Potions" className="flex flex-col gap-1.5">
            <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">Potions</h3>
            <div className="grid grid-cols-2 gap-2">{POTION_SLOTS.map((slot) => tile(slot))}</div>
          </div>
          <div role="group" aria-label="Wraiths" className="flex flex-col gap-1.5">
            <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">Wraiths</h3>
            <div className="grid grid-cols-3 gap-2">{WRAITH_SLOTS.map((slot) => tile(slot))}</div>
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}
