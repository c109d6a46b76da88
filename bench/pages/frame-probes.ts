import type { FrameWindow, LongFrameReport } from './harness-types';

type LongFrameEntry = PerformanceEntry & { blockingDuration?: number; scripts?: readonly { duration: number }[] };

/** Counts frames longer than 50 ms: Long Animation Frames API if Chromium has it, else rAF gaps. */
export class LongFrameCounter {
  private count = 0;
  private withLongWork = 0;
  private worst = 0;
  private counting = false;
  private lastFrameAt = 0;
  /** When counting began: entries are delivered late, so a frame from before begin() can arrive after it. */
  private beganAt = 0;
  readonly api: 'long-animation-frame' | 'raf-delta';

  constructor() {
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
    this.api = supported ? 'long-animation-frame' : 'raf-delta';
    if (supported) {
      new PerformanceObserver((list) => {
        if (!this.counting) return;
        for (const entry of list.getEntries() as LongFrameEntry[]) {
          if (entry.startTime < this.beganAt) continue;
          const scriptMs = (entry.scripts ?? []).reduce((total, script) => total + script.duration, 0);
          this.note(entry.duration, scriptMs > 50 || (entry.blockingDuration ?? 0) > 0);
        }
      }).observe({ type: 'long-animation-frame', buffered: false });
    } else {
      const tick = (now: number): void => {
        if (this.counting && this.lastFrameAt > 0) this.note(now - this.lastFrameAt, now - this.lastFrameAt > 50);
        this.lastFrameAt = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }
  }

  begin(): void {
    this.count = 0;
    this.withLongWork = 0;
    this.worst = 0;
    this.lastFrameAt = 0;
    this.beganAt = performance.now();
    this.counting = true;
  }

  end(): LongFrameReport {
    this.counting = false;
    return { count: this.count, withLongWork: this.withLongWork, worstMs: this.worst, api: this.api };
  }

  private note(durationMs: number, longWork: boolean): void {
    this.worst = Math.max(this.worst, durationMs);
    if (durationMs <= 50) return;
    this.count += 1;
    if (longWork) this.withLongWork += 1;
  }
}

/** Reads a window of samples out of a ring buffer (the runtime's FrameTimeLog shape). */
export function readRing(
  ring: { intervals: Float32Array; work: Float32Array; capacity: number; count: number; oldest: number },
  fromTotal: number,
  toTotal: number,
): FrameWindow {
  const wanted = Math.min(toTotal - fromTotal, ring.count);
  const intervals: number[] = [];
  const work: number[] = [];
  for (let index = ring.count - wanted; index < ring.count; index += 1) {
    const slot = (ring.oldest + index) % ring.capacity;
    intervals.push(ring.intervals[slot]!);
    work.push(ring.work[slot]!);
  }
  return { intervals, work };
}
