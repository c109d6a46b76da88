import { BitmapText, Container, Graphics } from 'pixi.js';
import { DAMAGE_FONT, installDamageFont } from '../art/damage-numbers';
import { palette } from '../art/palette';

/** Recent frames as the runtime records them (its FrameTimeLog has this shape). */
export interface FrameSamples {
  readonly intervals: Float32Array;
  readonly work: Float32Array;
  readonly capacity: number;
  readonly count: number;
  readonly oldest: number;
}

const WIDTH = 280;
const HEIGHT = 72;
/** Frames shown: the most recent ones, a bar each. */
const SHOWN = 120;
/** The graph's full height in milliseconds; lines mark 16.7 ms (60 fps) and 33.3 ms (30 fps). */
const SCALE_MS = 50;

/**
 * The sandbox's frame-time graph: one bar per recent frame, its height the interval between frames,
 * the darker part the work done inside it. Redrawn at most every `refreshMs` of wall time.
 */
export class FrameTimeGraph {
  readonly root = new Container();
  private readonly graphics = new Graphics();
  private readonly label: BitmapText;
  private sinceRefreshMs = 0;
  private resolution: (() => number) | null = null;

  constructor(
    private samples: FrameSamples,
    private readonly refreshMs = 250,
  ) {
    installDamageFont();
    this.label = new BitmapText({ text: '', style: { fontFamily: DAMAGE_FONT, fontSize: 40 } });
    this.label.scale.set(0.3);
    this.label.position.set(6, 4);
    this.root.addChild(this.graphics, this.label);
    this.root.label = 'frame-graph';
  }

  /** Graphs another runtime's frames (the canvas moved to the sandbox's runtime, or back). */
  setSamples(samples: FrameSamples): void {
    this.samples = samples;
    this.sinceRefreshMs = this.refreshMs;
  }

  /** Shows the canvas's current resolution too (adaptive resolution lowers it while frames run long). */
  showResolution(read: () => number): void {
    this.resolution = read;
  }

  update(frameMs: number): void {
    this.sinceRefreshMs += frameMs;
    if (this.sinceRefreshMs < this.refreshMs) return;
    this.sinceRefreshMs = 0;
    const { intervals, work, capacity, count, oldest } = this.samples;
    const g = this.graphics.clear();
    g.rect(0, 0, WIDTH, HEIGHT).fill({ color: 0x000000, alpha: 0.6 });
    const shown = Math.min(count, SHOWN);
    const barWidth = WIDTH / SHOWN;
    let worst = 0;
    let total = 0;
    for (let index = 0; index < shown; index += 1) {
      const slot = (oldest + count - shown + index) % capacity;
      const interval = intervals[slot]!;
      const busy = work[slot]!;
      worst = Math.max(worst, interval);
      total += interval;
      const x = index * barWidth;
      const intervalHeight = Math.min(HEIGHT, (interval / SCALE_MS) * HEIGHT);
      const workHeight = Math.min(HEIGHT, (busy / SCALE_MS) * HEIGHT);
      g.rect(x, HEIGHT - intervalHeight, barWidth, intervalHeight).fill(
        interval > 50 ? palette.blood : interval > 20 ? palette.gold : palette.spectral,
      );
      g.rect(x, HEIGHT - workHeight, barWidth, workHeight).fill({ color: palette.arcaneDeep, alpha: 0.9 });
    }
    for (const ms of [1000 / 60, 1000 / 30])
      g.rect(0, HEIGHT - (ms / SCALE_MS) * HEIGHT, WIDTH, 1).fill({ color: 0xffffff, alpha: 0.35 });
    const average = shown > 0 ? total / shown : 0;
    const resolution = this.resolution ? `  res ${this.resolution().toFixed(2)}` : '';
    this.label.text = `avg ${average.toFixed(1)} ms  worst ${worst.toFixed(1)} ms${resolution}`;
  }
}
