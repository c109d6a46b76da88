/**
 * Dynamic resolution: when frames run long because the device cannot fill the canvas's pixels in
 * time (software WebGL, a weak phone GPU), the canvas renders fewer pixels and the browser scales it
 * up; when there is headroom again, it climbs back. Fill cost grows with the square of the
 * resolution, so a step up is only taken when the frames measured now, scaled by that square, would
 * still be smooth at the higher level: the controller does not oscillate into long frames to find out.
 */

/** Resolution levels as fractions of the starting (device) resolution, highest first. */
export const RESOLUTION_FACTORS = [1, 0.85, 0.7, 0.6, 0.5] as const;

export interface AdaptiveResolutionOptions {
  /** Frames measured per decision. */
  window?: number;
  /** A frame interval above this is a long frame (DESIGN: no animation frame > 50 ms in steady play). */
  longFrameMs?: number;
  /** Step down when this many long frames fall within the last `longFrameWindows` windows... */
  longFramesToStepDown?: number;
  longFrameWindows?: number;
  /** ...or when the window's 90th percentile interval is above this. */
  slowP90Ms?: number;
  /** Step up when the window's 95th percentile, scaled to the next level's pixels, stays under this. */
  stepUpP95Ms?: number;
  /** Gaps longer than this are pauses (hidden tab, stopped loop, debugger), not rendering cost. */
  ignoreGapOverMs?: number;
  /** Never below this resolution, whatever the device. */
  minResolution?: number;
  /** Frames not counted at the start and after a reset: first draws upload textures and build caches. */
  warmupFrames?: number;
  /** Level to begin at (an index into RESOLUTION_FACTORS): known fill-bound devices start lower. */
  startLevel?: number;
}

const DEFAULTS: Required<AdaptiveResolutionOptions> = {
  window: 30,
  longFrameMs: 50,
  longFramesToStepDown: 2,
  longFrameWindows: 10,
  slowP90Ms: 40,
  stepUpP95Ms: 30,
  ignoreGapOverMs: 250,
  minResolution: 0.5,
  warmupFrames: 10,
  startLevel: 0,
};

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export class AdaptiveResolution {
  private readonly options: Required<AdaptiveResolutionOptions>;
  private readonly levels: number[];
  private level = 0;
  private intervals: number[] = [];
  private warmupLeft: number;
  /** Long frames in each of the recent windows at this level, newest last. */
  private recentLongFrames: number[] = [];

  /** `start` is the device's capped resolution: the top level, and where the controller begins. */
  constructor(start: number, options: AdaptiveResolutionOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
    const floor = Math.min(start, this.options.minResolution);
    const levels = RESOLUTION_FACTORS.map((factor) => Math.max(floor, Math.round(start * factor * 100) / 100));
    this.levels = levels.filter((value, index) => index === 0 || value < levels[index - 1]!);
    this.warmupLeft = this.options.warmupFrames;
    this.level = Math.max(0, Math.min(this.levels.length - 1, Math.floor(this.options.startLevel)));
  }

  get resolution(): number {
    return this.levels[this.level]!;
  }

  /** The level currently used: 0 is full resolution. */
  get levelIndex(): number {
    return this.level;
  }

  /** Records the interval since the previous frame; returns the new resolution when it changes, else null. */
  recordFrame(intervalMs: number): number | null {
    if (!(intervalMs > 0) || intervalMs > this.options.ignoreGapOverMs) return null;
    if (this.warmupLeft > 0) {
      this.warmupLeft -= 1;
      return null;
    }
    this.intervals.push(intervalMs);
    if (this.intervals.length < this.options.window) return null;
    const sorted = [...this.intervals].sort((a, b) => a - b);
    this.recentLongFrames.push(this.intervals.filter((interval) => interval > this.options.longFrameMs).length);
    if (this.recentLongFrames.length > this.options.longFrameWindows) this.recentLongFrames.shift();
    this.intervals = [];
    const longFrames = this.recentLongFrames.reduce((total, count) => total + count, 0);
    const slow = longFrames >= this.options.longFramesToStepDown || percentile(sorted, 0.9) > this.options.slowP90Ms;
    if (slow && this.level < this.levels.length - 1) return this.moveTo(this.level + 1);
    if (!slow && this.level > 0) {
      const pixelsRatio = (this.levels[this.level - 1]! / this.resolution) ** 2;
      if (percentile(sorted, 0.95) * pixelsRatio < this.options.stepUpP95Ms) return this.moveTo(this.level - 1);
    }
    return null;
  }

  /** Forget the frames measured so far (after a resize or a scene change, they describe other work). */
  reset(): void {
    this.intervals = [];
    this.recentLongFrames = [];
    this.warmupLeft = this.options.warmupFrames;
  }

  private moveTo(level: number): number {
    this.level = level;
    this.recentLongFrames = [];
    // The new resolution re-caches layers on its first frames; they say nothing about its steady cost.
    this.warmupLeft = this.options.warmupFrames;
    return this.resolution;
  }
}
