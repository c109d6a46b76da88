/**
 * 100 ms: ten decisions a second resolves the 1 s minimum attack interval and every cooldown to a
 * tenth of a second, timings the player can see, while a late-game tick stays far under its budget.
 */
export const TICK_MS = 100;
