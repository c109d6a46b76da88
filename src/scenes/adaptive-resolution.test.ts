import { describe, expect, test } from 'vitest';
import { AdaptiveResolution } from './adaptive-resolution';

const WINDOW = 30;
const WARMUP = 10;

/** Feeds `count` frames of `intervalMs`; returns every resolution change, in order. */
function feed(
  controller: AdaptiveResolution,
  intervalMs: number | ((index: number) => number),
  count: number,
): number[] {
  const changes: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const changed = controller.recordFrame(typeof intervalMs === 'number' ? intervalMs : intervalMs(index));
    if (changed !== null) changes.push(changed);
  }
  return changes;
}

describe('AdaptiveResolution', () => {
  test('keeps full resolution while frames are smooth', () => {
    const controller = new AdaptiveResolution(2);
    expect(feed(controller, 16.7, 600)).toEqual([]);
    expect(controller.resolution).toBe(2);
  });

  test('steps down one level per window of slow frames, down to the floor of 0.5', () => {
    const controller = new AdaptiveResolution(1);
    // Warm-up, then one window at 45 ms (p90 over 40): one step; each step has its own warm-up.
    expect(feed(controller, 45, WARMUP + WINDOW)).toEqual([0.85]);
    expect(feed(controller, 45, (WARMUP + WINDOW) * 10)).toEqual([0.7, 0.6, 0.5]);
    expect(controller.resolution).toBe(0.5);
    expect(controller.levelIndex).toBe(4);
  });

  test('two long frames within ten windows step down; one alone, or two far apart, do not', () => {
    const longAt = (frames: number[]) => (index: number) => (frames.includes(index) ? 80 : 20);
    const one = new AdaptiveResolution(1);
    expect(feed(one, longAt([WARMUP + 5]), WARMUP + WINDOW * 14)).toEqual([]);
    const apart = new AdaptiveResolution(1);
    expect(feed(apart, longAt([WARMUP + 5, WARMUP + WINDOW * 11]), WARMUP + WINDOW * 14)).toEqual([]);
    const near = new AdaptiveResolution(1);
    expect(feed(near, longAt([WARMUP + 5, WARMUP + WINDOW * 8 + 3]), WARMUP + WINDOW * 9)).toEqual([0.85]);
  });

  test('ignores pauses (a hidden tab, a stopped loop) and the warm-up frames', () => {
    const controller = new AdaptiveResolution(1);
    expect(feed(controller, (index) => (index < WARMUP ? 45 : 2_000), WARMUP + WINDOW * 5)).toEqual([]);
    expect(feed(controller, Number.NaN, WINDOW)).toEqual([]);
    expect(controller.resolution).toBe(1);
  });

  test('climbs back only when the frames, scaled to the next level’s pixels, would stay smooth', () => {
    const controller = new AdaptiveResolution(1);
    feed(controller, 60, (WARMUP + WINDOW) * 4);
    expect(controller.resolution).toBe(0.5);
    // 25 ms at 0.5 predicts 25 x (0.6 / 0.5)^2 = 36 ms at 0.6: too slow, stay.
    expect(feed(controller, 25, (WARMUP + WINDOW) * 5)).toEqual([]);
    // 12 ms predicts 17 ms at 0.6, then 12 ms predicts 16 ms at 0.7, and so on back to full.
    expect(feed(controller, 12, (WARMUP + WINDOW) * 5)).toEqual([0.6, 0.7, 0.85, 1]);
  });

  test('a reset (resize) starts a new warm-up and forgets a half-measured window', () => {
    const controller = new AdaptiveResolution(1);
    feed(controller, 45, WARMUP + WINDOW - 1);
    controller.reset();
    expect(feed(controller, 45, WARMUP)).toEqual([]);
    expect(feed(controller, 45, WINDOW)).toEqual([0.85]);
  });

  test('levels scale with the device resolution and never go under 0.5 nor above the start', () => {
    const phone = new AdaptiveResolution(1.5);
    expect(feed(phone, 60, (WARMUP + WINDOW) * 10)).toEqual([1.27, 1.05, 0.9, 0.75]);
    const tiny = new AdaptiveResolution(0.5);
    expect(feed(tiny, 60, (WARMUP + WINDOW) * 3)).toEqual([]);
    expect(tiny.resolution).toBe(0.5);
  });

  test('may begin lower (software WebGL) and climbs from there when frames allow', () => {
    const controller = new AdaptiveResolution(1, { startLevel: 3 });
    expect(controller.resolution).toBe(0.6);
    expect(feed(controller, 12, (WARMUP + WINDOW) * 3)).toEqual([0.7, 0.85, 1]);
    expect(new AdaptiveResolution(1, { startLevel: 99 }).resolution).toBe(0.5);
  });
});
