/** Tailwind classes for a touch target of at least 44 x 44 px (11 x 4 px), the game's minimum. */
export const TAP = 'min-h-11 min-w-11';
