import type { HighlightRect } from './use-highlight-rect';

/** Where the tutorial card sits so it never hides the control a step points at. */
export interface CardPlacement {
  /** Tailwind classes of the full-screen layer that positions the card. */
  layer: string;
  /** On a phone, the height left beside the control (px); undefined lets the card use the screen. */
  maxHeight?: number;
}

/** The padding (px) kept between the control's ring and the card, and the card's smallest height. */
const GAP = 16;
const MIN_CARD_HEIGHT = 220;
/** The HUD's mobile breakpoint (spec 000 §9). */
export const WIDE_SCREEN = 768;

/**
 * Centred when nothing is highlighted. On a wide screen the card takes the other half (a sidebar
 * link on the left puts it on the right); on a phone it takes the part above or below the control.
 */
export function placeCard(rect: HighlightRect | null, viewport: { width: number; height: number }): CardPlacement {
  if (rect === null) return { layer: 'items-center justify-center' };
  if (viewport.width >= WIDE_SCREEN) {
    const onLeft = rect.left + rect.width / 2 < viewport.width / 2;
    return { layer: onLeft ? 'items-center justify-end' : 'items-center justify-start' };
  }
  const bottom = rect.top + rect.height;
  const inTopHalf = rect.top + rect.height / 2 < viewport.height / 2;
  const room = inTopHalf ? viewport.height - bottom - 2 * GAP : rect.top - 2 * GAP;
  return {
    layer: inTopHalf ? 'items-end justify-center' : 'items-start justify-center',
    maxHeight: Math.max(MIN_CARD_HEIGHT, Math.floor(room)),
  };
}
