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

/** What a task card keeps clear of, measured on the live page (px). */
export interface ScreenInsets {
  /** The top bar's lower edge: the card starts below it. */
  top: number;
  /** Room kept at the foot: the help button and the toasts' row. */
  bottom: number;
  /** The main area's left edge on a wide screen (the sidebar's width), 0 when it is closed. */
  left: number;
}

/** A task card's box in the viewport (px): anchored at `top` or at `bottom`. */
export interface TaskCardBox {
  top?: number;
  bottom?: number;
  left: number;
  width: number;
  maxHeight: number;
}

/** A task card's width on a wide screen, its margins, and the least height it is given. */
export const TASK_CARD_WIDTH = 384;
const MARGIN = 12;
const MIN_TASK_HEIGHT = 160;

function overlaps(box: { top: number; left: number; width: number; height: number }, rect: HighlightRect): boolean {
  const pad = GAP / 2;
  return (
    box.left < rect.left + rect.width + pad &&
    rect.left - pad < box.left + box.width &&
    box.top < rect.top + rect.height + pad &&
    rect.top - pad < box.top + box.height
  );
}

/**
 * A task step's card: the player plays while it is open, so it docks out of the way and never over
 * the control it asks for. A wide screen docks it under the top bar on the half away from the control
 * (below or above the control when both halves would cover it); a phone docks it full width under the
 * top bar, or above the help button and the toasts when the control is too high for the card to fit
 * above it. `cardHeight` is the card's measured height.
 */
export function placeTaskCard(
  rect: HighlightRect | null,
  viewport: { width: number; height: number },
  cardHeight: number,
  insets: ScreenInsets,
): TaskCardBox {
  const top = insets.top + MARGIN;
  const fullHeight = Math.max(MIN_TASK_HEIGHT, viewport.height - top - insets.bottom);
  if (viewport.width >= WIDE_SCREEN) {
    const width = Math.min(TASK_CARD_WIDTH, viewport.width - insets.left - 2 * MARGIN);
    const right = viewport.width - MARGIN - width;
    const left = insets.left + MARGIN;
    if (rect === null) return { top, left: right, width, maxHeight: fullHeight };
    const height = Math.min(cardHeight, fullHeight);
    const middle = (insets.left + viewport.width) / 2;
    const sides = rect.left + rect.width / 2 < middle ? [right, left] : [left, right];
    const clear = sides.find((side) => !overlaps({ top, left: side, width, height }, rect));
    if (clear !== undefined) return { top, left: clear, width, maxHeight: fullHeight };
    return stackedBeside(rect, viewport, insets, top, { left: sides[0]!, width }, height);
  }
  const width = viewport.width - 2 * MARGIN;
  if (rect === null) return { top, left: MARGIN, width, maxHeight: fullHeight };
  return stackedBeside(rect, viewport, insets, top, { left: MARGIN, width }, cardHeight);
}

/** Above the control if the card fits there (or there is more room there), else below it. */
function stackedBeside(
  rect: HighlightRect,
  viewport: { width: number; height: number },
  insets: ScreenInsets,
  top: number,
  across: { left: number; width: number },
  cardHeight: number,
): TaskCardBox {
  const above = Math.floor(rect.top - GAP - top);
  const below = Math.floor(viewport.height - insets.bottom - (rect.top + rect.height + GAP));
  if (above >= cardHeight || above >= below) return { top, ...across, maxHeight: Math.max(MIN_TASK_HEIGHT, above) };
  return { bottom: insets.bottom, ...across, maxHeight: Math.max(MIN_TASK_HEIGHT, below) };
}

/**
 * On a phone, how far to scroll the page so a ringed control and its task card both show whole: when the
 * card fits neither above nor below the control where it is, the control is brought up under the top bar
 * and the card docks below it. Null when nothing needs to move (a wide screen, a card that fits, a control
 * still off screen, or no room even then: the card's words scroll instead).
 */
export function scrollToFit(
  rect: HighlightRect | null,
  viewport: { width: number; height: number },
  cardHeight: number,
  insets: ScreenInsets,
): number | null {
  if (rect === null || viewport.width >= WIDE_SCREEN) return null;
  const top = insets.top + MARGIN;
  const foot = viewport.height - insets.bottom;
  if (rect.top < insets.top || rect.top + rect.height > foot) return null;
  const above = rect.top - GAP - top;
  const below = foot - (rect.top + rect.height + GAP);
  if (cardHeight <= above || cardHeight <= below) return null;
  const belowOnceUp = foot - (top + rect.height + GAP);
  if (cardHeight > belowOnceUp) return null;
  return rect.top - top;
}
