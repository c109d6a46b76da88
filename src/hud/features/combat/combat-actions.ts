/** Tap targets of at least 44 px on every screen. */
export const TAP = 'min-h-11 min-w-11';
