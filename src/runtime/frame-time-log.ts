/**
 * A ring buffer of recent frames: the wall time between frames and the time spent working inside one.
 * Preallocated, so recording a frame allocates nothing; read by the frame-time graph and the benchmarks.
 */
export class FrameTimeLog {
  readonly capacity: number;
  /** Milliseconds between the start of a frame and the start of the previous one. */
  readonly intervals: Float32Array;
  /** Milliseconds spent in the frame callback (simulation steps, scene updates, render submission). */
  readonly work: Float32Array;
  private nextIndex = 0;
  private recorded = 0;

  constructor(capacity = 240) {
    this.capacity = capacity;
    this.intervals = new Float32Array(capacity);
    this.work = new Float32Array(capacity);
  }

  record(intervalMs: number, workMs: number): void {
    this.intervals[this.nextIndex] = intervalMs;
    this.work[this.nextIndex] = workMs;
    this.nextIndex = (this.nextIndex + 1) % this.capacity;
    if (this.recorded < this.capacity) this.recorded += 1;
  }

  /** How many samples hold data (up to `capacity`). */
  get count(): number {
    return this.recorded;
  }

  /** Index of the oldest sample; samples run from here, wrapping, for `count` entries. */
  get oldest(): number {
    return this.recorded < this.capacity ? 0 : this.nextIndex;
  }

  clear(): void {
    this.nextIndex = 0;
    this.recorded = 0;
  }
}
