/**
 * Clocks: the only doors through which real time enters the game. Code that reads time or sets timers
 * takes a `Clock`, so tests pass a ManualClock and move it by hand. The core reads no clock at all: its
 * time is `world.sim.nowMs`, advanced by the ticks the runtime steps.
 */
export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Clock {
  /** Milliseconds; only differences between two readings of the same clock mean anything. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The browser's (or Node's) timers, looked up at call time so vitest's fake timers drive them. */
const globalTimers: Omit<Clock, 'now'> = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle),
};

/** Monotonic, sub-millisecond: frame timing and the loop's accumulator. Never jumps with the system clock. */
export const frameClock: Clock = { now: () => performance.now(), ...globalTimers };

/** Wall time in epoch milliseconds: timestamps written into the world and saves, offline time, timeouts. */
export const wallClock: Clock = { now: () => Date.now(), ...globalTimers };

interface ScheduledTimer {
  id: number;
  at: number;
  /** The period of an interval; null for a one-shot timeout. */
  every: number | null;
  callback: () => void;
}

/**
 * A clock for tests: time moves only when the test calls `step(ms)`, and every timer that falls due
 * on the way fires, in time order, with `now()` reading its due time (as Excalibur's TestClock steps).
 */
export class ManualClock implements Clock {
  private timers: ScheduledTimer[] = [];
  private nextId = 1;

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== (handle as unknown as number));
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order; returns the new time. */
  step(ms: number): number {
    if (!(ms >= 0)) throw new RangeError('a manual clock only steps forward; use set() to jump');
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.time = due.at;
      if (due.every === null) this.timers = this.timers.filter((timer) => timer !== due);
      else due.at += due.every;
      due.callback();
    }
    this.time = end;
    return this.time;
  }

  /** Jumps to `time`, backwards too (a system clock set back), without firing timers. */
  set(time: number): void {
    this.time = time;
  }

  private schedule(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = this.nextId++;
    this.timers.push({
      id,
      at: this.time + Math.max(0, ms),
      every: every === null ? null : Math.max(1, every),
      callback,
    });
    return id as unknown as TimerHandle;
  }
}
