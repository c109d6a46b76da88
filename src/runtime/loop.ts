import type { Clock } from '@/platform/clock';
import { FrameTimeLog } from './frame-time-log';
import type { FrameScheduler, VisibilitySource } from './frame-scheduler';

/** What the loop drives. Called synchronously from the frame callback. */
export interface LoopCallbacks {
  /** One fixed tick of simulation. */
  step(): void;
  /** Simulated time too long to step frame by frame: always whole ticks, already time-scaled. */
  catchUp(elapsedMs: number): void;
  /** Draw. `alpha` in [0, 1] is how far simulated time has run past the last tick, in ticks. */
  render(alpha: number): void;
}

/** What happens to time that passes while the page is hidden. */
export type HiddenTimePolicy = 'catch-up' | 'discard';

export interface FixedStepLoopOptions {
  tickMs: number;
  clock: Clock;
  scheduler: FrameScheduler;
  callbacks: LoopCallbacks;
  /** Steps run in one frame at most; the rest is deferred to later frames. Default 10. */
  maxStepsPerFrame?: number;
  /** A frame gap (wall time) or a deferred backlog (simulated time) longer than this goes to catch-up. Default 5000. */
  catchUpAfterMs?: number;
  timeScale?: number;
  /** Stops frames while the page is hidden and resumes when it is shown again. */
  visibility?: VisibilitySource | null;
  /** Default 'catch-up': an idle game keeps running in a background tab. The sandbox discards. */
  hiddenTime?: HiddenTimePolicy;
  /** Called when a callback throws; the loop stops first, so the error is not repeated every frame. */
  onError?: (error: unknown) => void;
  /** Frames kept in `frameTimes`. Default 240 (four seconds at 60 fps); benchmarks keep more. */
  frameLogCapacity?: number;
}

export const MIN_TIME_SCALE = 0.25;
export const MAX_TIME_SCALE = 64;
export const DEFAULT_MAX_STEPS_PER_FRAME = 10;
export const DEFAULT_CATCH_UP_AFTER_MS = 5000;

/** Counters since the loop was created, for tests, the sandbox and benchmarks. */
export interface LoopStats {
  frames: number;
  ticks: number;
  catchUps: number;
  /** Simulated milliseconds handed to catch-up. */
  caughtUpMs: number;
  /** Simulated milliseconds advanced: stepped ticks plus caught-up time. */
  simulatedMs: number;
}

/**
 * Fixed-timestep loop (the accumulator pattern): wall time, scaled, fills an accumulator that is
 * drained one tick at a time, then the frame renders with the leftover fraction as interpolation alpha.
 *
 * No simulated time is ever dropped: beyond `maxStepsPerFrame` ticks the rest is deferred to later
 * frames, and a deferred backlog or a single frame gap longer than `catchUpAfterMs` (a hidden tab, a
 * sleeping laptop) is handed to `catchUp` in whole ticks, so the core can process it in bulk.
 * Time spent paused is not simulated.
 */
export class FixedStepLoop {
  readonly tickMs: number;
  readonly maxStepsPerFrame: number;
  readonly catchUpAfterMs: number;
  readonly frameTimes: FrameTimeLog;
  readonly stats: LoopStats = { frames: 0, ticks: 0, catchUps: 0, caughtUpMs: 0, simulatedMs: 0 };

  private readonly clock: Clock;
  private readonly scheduler: FrameScheduler;
  private readonly callbacks: LoopCallbacks;
  private readonly visibility: VisibilitySource | null;
  private readonly hiddenTime: HiddenTimePolicy;
  private readonly onError: (error: unknown) => void;

  /** Wall milliseconds between the start of the current (or last) frame and the one before. */
  lastFrameIntervalMs = 0;
  private accumulatorMs = 0;
  private lastFrameAt = 0;
  private scale = 1;
  private frameHandle: number | null = null;
  private running = false;
  private pausedByUser = false;
  private hidden = false;
  private unsubscribeVisibility: (() => void) | null = null;
  /** Bound once so scheduling a frame allocates nothing. */
  private readonly frame = (): void => this.runFrame();
  private readonly onVisibilityChange = (): void => this.syncVisibility();

  constructor(options: FixedStepLoopOptions) {
    if (!(options.tickMs > 0)) throw new RangeError(`tickMs must be positive, got ${options.tickMs}`);
    this.tickMs = options.tickMs;
    this.frameTimes = new FrameTimeLog(options.frameLogCapacity ?? 240);
    this.clock = options.clock;
    this.scheduler = options.scheduler;
    this.callbacks = options.callbacks;
    this.maxStepsPerFrame = Math.max(1, Math.floor(options.maxStepsPerFrame ?? DEFAULT_MAX_STEPS_PER_FRAME));
    this.catchUpAfterMs = options.catchUpAfterMs ?? DEFAULT_CATCH_UP_AFTER_MS;
    this.visibility = options.visibility ?? null;
    this.hiddenTime = options.hiddenTime ?? 'catch-up';
    this.onError = options.onError ?? ((error) => console.error('Game loop stopped:', error));
    this.setTimeScale(options.timeScale ?? 1);
  }

  get isRunning(): boolean {
    return this.running;
  }

  get isPaused(): boolean {
    return this.pausedByUser;
  }

  /** True while the page is hidden: no frames are requested. */
  get isHidden(): boolean {
    return this.hidden;
  }

  get timeScale(): number {
    return this.scale;
  }

  /** Interpolation factor for rendering: accumulated time past the last tick, in ticks, at most 1. */
  get alpha(): number {
    const alpha = this.accumulatorMs / this.tickMs;
    return alpha < 1 ? alpha : 1;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastFrameAt = this.clock.now();
    if (this.visibility && !this.unsubscribeVisibility) {
      this.unsubscribeVisibility = this.visibility.subscribe(this.onVisibilityChange);
      this.hidden = this.visibility.isHidden();
    }
    this.requestFrame();
  }

  stop(): void {
    this.running = false;
    this.cancelFrame();
    this.unsubscribeVisibility?.();
    this.unsubscribeVisibility = null;
    this.hidden = false;
  }

  /** Freezes simulated time; frames keep rendering (so a paused scene still resizes and redraws). */
  pause(): void {
    this.pausedByUser = true;
  }

  resume(): void {
    if (!this.pausedByUser) return;
    this.pausedByUser = false;
    // Time spent paused is not simulated, even if no frame ran meanwhile.
    this.lastFrameAt = this.clock.now();
  }

  /** Clamps to [MIN_TIME_SCALE, MAX_TIME_SCALE] and returns the scale applied. */
  setTimeScale(scale: number): number {
    if (!Number.isFinite(scale)) throw new RangeError(`time scale must be a finite number, got ${scale}`);
    this.scale = Math.min(MAX_TIME_SCALE, Math.max(MIN_TIME_SCALE, scale));
    return this.scale;
  }

  /**
   * Runs exactly one tick now (the sandbox's "step"). When paused or stopped it also renders at once,
   * with alpha 0, so what is drawn is exactly the state after that tick.
   */
  stepOnce(): void {
    try {
      this.callbacks.step();
      this.stats.ticks += 1;
      this.stats.simulatedMs += this.tickMs;
      if (this.pausedByUser || !this.running) {
        this.accumulatorMs = 0;
        this.callbacks.render(0);
      }
    } catch (error) {
      this.fail(error);
    }
  }

  private runFrame(): void {
    this.frameHandle = null;
    if (!this.running || this.hidden) return;
    const frameStart = this.clock.now();
    let wallDeltaMs = frameStart - this.lastFrameAt;
    if (wallDeltaMs < 0) wallDeltaMs = 0;
    this.lastFrameAt = frameStart;
    this.lastFrameIntervalMs = wallDeltaMs;
    try {
      if (!this.pausedByUser) this.advance(wallDeltaMs);
      this.callbacks.render(this.alpha);
    } catch (error) {
      this.fail(error);
      return;
    }
    this.stats.frames += 1;
    this.frameTimes.record(wallDeltaMs, this.clock.now() - frameStart);
    this.requestFrame();
  }

  private advance(wallDeltaMs: number): void {
    this.accumulatorMs += wallDeltaMs * this.scale;
    if (wallDeltaMs > this.catchUpAfterMs) {
      this.catchUpBacklog();
      return;
    }
    let steps = 0;
    while (this.accumulatorMs >= this.tickMs && steps < this.maxStepsPerFrame) {
      this.callbacks.step();
      this.accumulatorMs -= this.tickMs;
      this.stats.ticks += 1;
      this.stats.simulatedMs += this.tickMs;
      steps += 1;
    }
    // What the cap left over waits for the next frames, unless the backlog has grown past the limit.
    if (this.accumulatorMs >= this.tickMs && this.accumulatorMs > this.catchUpAfterMs) this.catchUpBacklog();
  }

  /** Hands every whole tick in the accumulator to catch-up; the fraction stays for interpolation. */
  private catchUpBacklog(): void {
    const wholeTicksMs = Math.floor(this.accumulatorMs / this.tickMs) * this.tickMs;
    if (wholeTicksMs <= 0) return;
    this.accumulatorMs -= wholeTicksMs;
    this.stats.catchUps += 1;
    this.stats.caughtUpMs += wholeTicksMs;
    this.stats.simulatedMs += wholeTicksMs;
    this.callbacks.catchUp(wholeTicksMs);
  }

  private syncVisibility(): void {
    if (!this.visibility || !this.running) return;
    const hidden = this.visibility.isHidden();
    if (hidden === this.hidden) return;
    this.hidden = hidden;
    if (hidden) {
      this.cancelFrame();
      return;
    }
    // Shown again: the next frame sees the whole hidden stretch as one gap and routes it to catch-up.
    if (this.hiddenTime === 'discard') this.lastFrameAt = this.clock.now();
    this.requestFrame();
  }

  private requestFrame(): void {
    if (this.frameHandle === null && this.running && !this.hidden)
      this.frameHandle = this.scheduler.request(this.frame);
  }

  private cancelFrame(): void {
    if (this.frameHandle !== null) this.scheduler.cancel(this.frameHandle);
    this.frameHandle = null;
  }

  private fail(error: unknown): void {
    this.stop();
    this.onError(error);
  }
}
