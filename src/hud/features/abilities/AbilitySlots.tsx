import { useState, type DragEvent } from 'react';
import { Button } from '@/hud/components/ui/button';
import { cn } from '@/hud/lib/cn';
import type { AbilitySlotView } from '@/runtime/view-models/abilities-page';
import { AbilityGlyph } from './ability-style';
import { ABILITY_DRAG_TYPE, type Held, type PlacementHandlers } from './placement';

function Slot({ slot, held, placement }: { slot: AbilitySlotView; held: Held; placement: PlacementHandlers }) {
  const [dropping, setDropping] = useState(false);
  const selected = held?.kind === 'slot' && held.slotIndex === slot.index;
  const placing = held?.kind === 'ability';
  const ability = slot.ability;

  const acceptsDrop = (event: DragEvent) =>
    placement.dragged() !== null || event.dataTransfer.types.includes(ABILITY_DRAG_TYPE);

  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        data-testid={`ability-slot-${slot.number}`}
        draggable={ability !== null}
        onClick={() => placement.tapSlot(slot.index)}
        onDragStart={(event) => {
          if (ability) placement.startDrag(event, { abilityId: ability.id, fromSlot: slot.index });
        }}
        onDragEnd={placement.endDrag}
        onDragOver={(event) => {
          if (!acceptsDrop(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setDropping(true);
        }}
        onDragLeave={(event) => {
          // Moving over the slot's own glyph or name is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={(event) => {
          setDropping(false);
          const dragged = placement.dragged();
          const abilityId = dragged?.abilityId || event.dataTransfer.getData(ABILITY_DRAG_TYPE);
          if (!abilityId) return;
          event.preventDefault();
          if (dragged?.fromSlot !== slot.index) placement.place(abilityId, slot.index);
          placement.endDrag();
        }}
        className={cn(
          'relative flex h-24 w-full cursor-pointer flex-col items-center justify-center gap-1',
          'rounded-xl border px-1 pt-3',
          'text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ember/60',
          ability ? 'border-shade bg-night/80 hover:border-ember/50' : 'border-dashed border-shade bg-abyss/50',
          placing && 'border-ember/60 bg-ember/5 hover:bg-ember/15',
          selected && 'border-ember bg-ember/15 ring-2 ring-ember/50',
          dropping && 'border-spectral bg-spectral/15',
        )}
      >
        <span className="absolute top-1 left-2 text-xs font-bold tabular-nums text-parchment-dim">
          <span className="sr-only">Slot</span> {slot.number}
        </span>{' '}
        {ability ? (
          <>
            <AbilityGlyph kind={ability.kind} visual={ability.visual} size="sm" />
            <span className="line-clamp-2 text-xs leading-tight font-medium text-parchment">{ability.name}</span>
          </>
        ) : (
          <span className="text-xs text-muted-foreground">Empty</span>
        )}{' '}
        {placing && (
          <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-ember-bright">Place here</span>
        )}
      </button>
    </li>
  );
}

/** What the held slot or ability is waiting for, and the way out. */
function PlacementBar({
  slots,
  held,
  placement,
}: {
  slots: AbilitySlotView[];
  held: Held;
  placement: PlacementHandlers;
}) {
  if (held === null)
    return (
      <p className="text-xs text-parchment-dim">
        Tap <strong className="text-parchment">Equip</strong> on an ability, then a slot; or a slot, then an ability. On
        a desktop you can also drag them. Moving onto a filled slot swaps the two.
      </p>
    );
  const slot = held.kind === 'slot' ? slots[held.slotIndex] : undefined;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-ember/40 bg-ember/10 px-3 py-2 text-sm"
      data-testid="placement-bar"
    >
      <p className="min-w-0 flex-1 text-parchment" role="status">
        {held.kind === 'ability' ? (
          <>
            Placing <strong>{held.name}</strong>: tap a slot.
          </>
        ) : slot?.ability ? (
          <>
            Slot {held.slotIndex + 1}: <strong>{slot.ability.name}</strong>. Tap another slot to swap, or an ability’s
            Equip to put it here.
          </>
        ) : (
          <>Slot {held.slotIndex + 1} is empty: tap Equip on an ability below.</>
        )}
      </p>
      {held.kind === 'slot' && slot?.ability && (
        <Button variant="outline" className="h-11" onClick={() => placement.unequip(held.slotIndex)}>
          Unequip <span className="sr-only">{slot.ability.name}</span>
        </Button>
      )}
      <Button variant="ghost" className="h-11" onClick={placement.cancel}>
        Cancel
      </Button>
    </div>
  );
}

/** The eight slots, numbered as the keys that cast them in manual mode. */
export function AbilitySlots({
  slots,
  held,
  placement,
}: {
  slots: AbilitySlotView[];
  held: Held;
  placement: PlacementHandlers;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ol className="grid grid-cols-4 gap-2 sm:grid-cols-8" aria-label="Ability slots">
        {slots.map((slot) => (
          <Slot key={slot.index} slot={slot} held={held} placement={placement} />
        ))}
      </ol>
      <PlacementBar slots={slots} held={held} placement={placement} />
    </div>
  );
}
