/**
 * The page's equip flow. Tap: pick an ability up ("Equip" on its card), then tap a slot; or tap a
 * slot first, then "Equip in slot N" on a card. Desktop also drags: a card or a filled slot onto a
 * slot, or a slot's ability back onto the book to take it off.
 */
import type { DragEvent } from 'react';

export type Held = { kind: 'ability'; abilityId: string; name: string } | { kind: 'slot'; slotIndex: number } | null;

/** What is being dragged: the ability, and the slot it left (null from the book). */
export interface Dragged {
  abilityId: string;
  fromSlot: number | null;
}

/** The drag's data type, so a drop of anything else (a link, a file) is ignored. */
export const ABILITY_DRAG_TYPE = 'application/x-shadow-hunter-ability';

export interface PlacementHandlers {
  /** Takes an ability up to place it (tap flow). */
  pickAbility: (abilityId: string, name: string) => void;
  /** Puts an ability in a slot (tap or drop); an ability slotted elsewhere swaps places. */
  place: (abilityId: string, slotIndex: number) => void;
  unequip: (slotIndex: number) => void;
  tapSlot: (slotIndex: number) => void;
  cancel: () => void;
  startDrag: (event: DragEvent, dragged: Dragged) => void;
  endDrag: () => void;
  /** The drag in progress, read by drop targets (dataTransfer is unreadable before the drop). */
  dragged: () => Dragged | null;
}
