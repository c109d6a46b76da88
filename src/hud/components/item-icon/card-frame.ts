/** The dark rounded card item icons and wraith portraits are drawn on (a 40 x 40 viewBox). */
export const CARD_TOP = 'M2 8.5a6.5 6.5 0 0 1 6.5-6.5h23a6.5 6.5 0 0 1 6.5 6.5V17H2Z';
export const CARD_BOTTOM = 'M2 24H38v7.5a6.5 6.5 0 0 1-6.5 6.5h-23A6.5 6.5 0 0 1 2 31.5Z';
/** Small rune ticks in the frame's corners. */
export const CARD_CORNER_TICKS = 'M4.5 9V4.5H9M31 4.5H35.5V9M35.5 31V35.5H31M9 35.5H4.5V31';
