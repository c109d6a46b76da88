import { describe, expect, test, vi } from 'vitest';
import { FixedStepLoop, MAX_TIME_SCALE, MIN_TIME_SCALE, type FixedStepLoopOptions } from './loop';
import { ManualClock } from '@/platform/clock';
import { ManualFrameScheduler, ManualVisibility, advanceFrames } from './testing/manual-frames';

const TICK_MS = 100;

function harness(overrides: Partial<FixedStepLoopOptions> = {}) {
  const clock = new ManualClock(1000);
  const scheduler = new ManualFrameScheduler();
  const log = { steps: 0, catchUps: [] as number[], alphas: [] as number[] };
  const loop = new FixedStepLoop({
    tickMs: TICK_MS,
    clock,
    scheduler,
    callbacks: {
      step: () => void (log.steps += 1),
      catchUp: (elapsedMs) => void log.catchUps.push(elapsedMs),
      render: (alpha) => void log.alphas.push(alpha),
    },
    ...overrides,
  });
  const frames = (frameMs: number, count = 1) => advanceFrames(clock, scheduler, frameMs, count);
  return { clock, scheduler, loop, log, frames };
}

describe('FixedStepLoop', () => {
  test('uneven frame times become whole fixed steps, the remainder carried over', () => {
    const { loop, log, frames } = harness();
    loop.start();
    for (const frameMs of [16, 33, 70, 5, 120, 40, 16]) frames(frameMs);
    // 300 ms in total: exactly three ticks, nothing carried.
    expect(log.steps).toBe(3);
    expect(loop.stats.simulatedMs).toBe(300);
    expect(loop.alpha).toBeCloseTo(0, 10);
    frames(250);
    expect(log.steps).toBe(5);
    expect(loop.alpha).toBeCloseTo(0.5, 10);
  });

  test('renders every frame with alpha = accumulator / tick', () => {
    const { loop, log, frames } = harness();
    loop.start();
    frames(25);
    frames(50);
    frames(50);
    expect(log.alphas.map((alpha) => Number(alpha.toFixed(6)))).toEqual([0.25, 0.75, 0.25]);
    expect(log.steps).toBe(1);
  });

  test('caps steps per frame and defers the rest to later frames instead of dropping it', () => {
    const { loop, log, frames } = harness({ maxStepsPerFrame: 4 });
    loop.start();
    frames(1000); // ten ticks due, only four run now
    expect(log.steps).toBe(4);
    expect(loop.alpha).toBe(1); // behind: drawn at the latest state
    frames(0);
    expect(log.steps).toBe(8);
    frames(0);
    expect(log.steps).toBe(10);
    frames(0);
    expect(log.steps).toBe(10);
    expect(log.catchUps).toEqual([]);
  });

  test('a frame gap longer than the threshold goes to catch-up in whole ticks, not stepped, not dropped', () => {
    const { loop, log, frames } = harness({ catchUpAfterMs: 5000 });
    loop.start();
    frames(50);
    frames(3_600_030); // an hour asleep (plus 30 ms)
    expect(log.steps).toBe(0);
    expect(log.catchUps).toEqual([3_600_000]);
    expect(loop.alpha).toBeCloseTo(0.8, 10); // 50 + 30 ms left for the next tick
    frames(20);
    expect(log.steps).toBe(1);
    expect(loop.stats.simulatedMs).toBe(3_600_100);
  });

  test('a gap just under the threshold is stepped normally (over several frames)', () => {
    const { loop, log, frames } = harness({ catchUpAfterMs: 5000, maxStepsPerFrame: 10 });
    loop.start();
    frames(4000);
    expect(log.catchUps).toEqual([]);
    frames(0, 3);
    expect(log.steps).toBe(40);
  });

  test('a deferred backlog that outgrows the threshold is handed to catch-up', () => {
    const { loop, log, frames } = harness({ catchUpAfterMs: 1000, maxStepsPerFrame: 2, timeScale: 64 });
    loop.start();
    // Each 16 ms frame brings 1024 ms of simulated time but only two ticks may run.
    frames(16);
    expect(log.steps).toBe(2);
    expect(log.catchUps).toEqual([]); // 824 ms deferred, under the limit
    frames(16);
    expect(log.steps).toBe(4);
    expect(log.catchUps).toEqual([1600]); // 1648 ms deferred: whole ticks go to catch-up
    expect(loop.stats.simulatedMs).toBe(2000);
    expect(loop.alpha).toBeCloseTo(0.48, 6);
  });

  test('time scale multiplies simulated time and is clamped to its range', () => {
    const { loop, log, frames } = harness();
    loop.start();
    expect(loop.setTimeScale(4)).toBe(4);
    frames(100);
    expect(log.steps).toBe(4);
    loop.setTimeScale(0.25);
    frames(100);
    expect(log.steps).toBe(4);
    frames(300);
    expect(log.steps).toBe(5);
    expect(loop.setTimeScale(1000)).toBe(MAX_TIME_SCALE);
    expect(loop.setTimeScale(0)).toBe(MIN_TIME_SCALE);
    expect(() => loop.setTimeScale(Number.NaN)).toThrow(RangeError);
  });

  test('pause freezes simulated time but keeps rendering; resume does not simulate the paused stretch', () => {
    const { loop, log, frames, clock, scheduler } = harness();
    loop.start();
    frames(150);
    expect(log.steps).toBe(1);
    loop.pause();
    frames(500, 4);
    expect(log.steps).toBe(1);
    expect(log.alphas.length).toBe(5);
    clock.step(10_000); // paused and no frame ran meanwhile
    loop.resume();
    expect(loop.isPaused).toBe(false);
    clock.step(60);
    scheduler.runFrame();
    expect(log.steps).toBe(2); // 50 ms left before the pause + 60 ms
    expect(log.catchUps).toEqual([]);
  });

  test('stepOnce runs exactly one tick and, when paused, renders that state at once with alpha 0', () => {
    const { loop, log, frames } = harness();
    loop.start();
    frames(50);
    loop.pause();
    loop.stepOnce();
    expect(log.steps).toBe(1);
    expect(log.alphas.at(-1)).toBe(0);
    loop.stepOnce();
    expect(log.steps).toBe(2);
    expect(loop.stats.simulatedMs).toBe(200);
  });

  test('hidden page: no frames; shown again, the hidden stretch goes to catch-up', () => {
    const visibility = new ManualVisibility();
    const { loop, log, frames, clock, scheduler } = harness({ visibility });
    loop.start();
    frames(100);
    expect(log.steps).toBe(1);
    visibility.set(true);
    expect(loop.isHidden).toBe(true);
    expect(scheduler.pendingCount).toBe(0);
    clock.step(120_000);
    expect(scheduler.runFrame()).toBe(0);
    visibility.set(false);
    expect(scheduler.pendingCount).toBe(1);
    frames(0);
    expect(log.catchUps).toEqual([120_000]);
    expect(log.steps).toBe(1);
  });

  test("hidden page with the 'discard' policy: hidden time is not simulated", () => {
    const visibility = new ManualVisibility();
    const { loop, log, frames, clock } = harness({ visibility, hiddenTime: 'discard' });
    loop.start();
    visibility.set(true);
    clock.step(120_000);
    visibility.set(false);
    frames(100);
    expect(log.catchUps).toEqual([]);
    expect(log.steps).toBe(1);
  });

  test('stop cancels the pending frame and the visibility subscription', () => {
    const visibility = new ManualVisibility();
    const { loop, scheduler } = harness({ visibility });
    loop.start();
    expect(visibility.listenerCount).toBe(1);
    expect(scheduler.pendingCount).toBe(1);
    loop.stop();
    expect(scheduler.pendingCount).toBe(0);
    expect(visibility.listenerCount).toBe(0);
    loop.start();
    expect(scheduler.pendingCount).toBe(1);
  });

  test('a throwing callback stops the loop and is reported once', () => {
    const onError = vi.fn();
    const clock = new ManualClock();
    const scheduler = new ManualFrameScheduler();
    const loop = new FixedStepLoop({
      tickMs: TICK_MS,
      clock,
      scheduler,
      onError,
      callbacks: {
        step: () => {
          throw new Error('boom');
        },
        catchUp: () => undefined,
        render: () => undefined,
      },
    });
    loop.start();
    advanceFrames(clock, scheduler, 200, 3);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(loop.isRunning).toBe(false);
  });

  test('records frame intervals and work time', () => {
    const { loop, frames } = harness();
    loop.start();
    frames(16, 3);
    expect(loop.frameTimes.count).toBe(3);
    expect(Array.from(loop.frameTimes.intervals.subarray(0, 3))).toEqual([16, 16, 16]);
    expect(loop.stats.frames).toBe(3);
  });
});
