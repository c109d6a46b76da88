/**
 * Clocks: the only doors through which real time enters the game. Code that needs time takes a `Clock`
 * so tests can pass a manual one.
 */
export interface Clock {
  /** Milliseconds; only differences between two readings of the same clock mean anything. */
  now(): number;
}

/** Monotonic, sub-millisecond: frame timing and the loop's accumulator. Never jumps with the system clock. */
export const frameClock: Clock = { now: () => performance.now() };

/** Wall time in epoch milliseconds: timestamps written into the world (saves, quest expiry, offline time). */
export const wallClock: Clock = { now: () => Date.now() };
