import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';

describe('ManualClock', () => {
  it('moves only when stepped, and fires due timers in time order with now() at their due time', () => {
    const clock = new ManualClock(1_000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`late@${clock.now()}`), 300);
    clock.setTimeout(() => fired.push(`early@${clock.now()}`), 100);
    const cancelled = clock.setTimeout(() => fired.push('cancelled'), 50);
    clock.clearTimeout(cancelled);
    expect(clock.now()).toBe(1_000);

    expect(clock.step(200)).toBe(1_200);
    expect(fired).toEqual(['early@1100']);
    clock.step(100);
    expect(fired).toEqual(['early@1100', 'late@1300']);
    expect(clock.pendingTimers).toBe(0);
  });

  it('repeats intervals until cleared', () => {
    const clock = new ManualClock();
    let ticks = 0;
    const interval = clock.setInterval(() => (ticks += 1), 100);
    clock.step(350);
    expect(ticks).toBe(3);
    clock.clearInterval(interval);
    clock.step(1_000);
    expect(ticks).toBe(3);
  });

  it('never steps backwards; set() jumps either way without firing timers', () => {
    const clock = new ManualClock(500);
    expect(() => clock.step(-1)).toThrow(RangeError);
    let fired = false;
    clock.setTimeout(() => (fired = true), 10);
    clock.set(100);
    expect(clock.now()).toBe(100);
    expect(fired).toBe(false);
  });
});
