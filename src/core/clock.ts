/**
 * Time enters the game only through a Clock. The runtime owns the wall clock (src/platform); the
 * core itself reads time from `world.sim.nowMs`, and tests drive a ManualClock by hand.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export class ManualClock implements Clock {
  constructor(private current = 0) {}

  now(): number {
    return this.current;
  }

  /** Moves time forward by `ms` (never backwards). */
  step(ms: number): number {
    if (!(ms >= 0)) throw new Error('ManualClock can only step forward');
    this.current += ms;
    return this.current;
  }

  set(ms: number): void {
    this.current = ms;
  }
}
