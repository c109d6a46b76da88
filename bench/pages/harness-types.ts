import type { CombatSceneInspection } from '@/scenes/combat/combat-scene';
import type { MiningSceneInspection } from '@/scenes/mining/mining-scene';

/** Frames recorded over a sampling window: intervals between frame starts and work inside frames (ms). */
export interface FrameWindow {
  intervals: number[];
  work: number[];
}

/** Shared by both bench pages: start and stop their frame loop, sample frames, count long frames. */
export interface FrameHarness {
  ready: boolean;
  /** Renderable display objects drawn each frame. */
  spriteCount(): number;
  /** Screens' worth of pixels those objects cover (overdraw). */
  coverage(): number;
  /** Device pixels per CSS pixel the canvas draws at now (adaptive resolution). */
  resolution(): number;
  start(): void;
  stop(): void;
  beginSampling(): void;
  endSampling(): FrameWindow;
  /** Long animation frames (> 50 ms) seen since `beginLongFrames`, via the Long Animation Frames API when present. */
  beginLongFrames(): void;
  endLongFrames(): LongFrameReport;
  error: string | null;
}

/**
 * Frames over 50 ms. `count` is every long animation frame; `withLongWork` only those where the page's
 * own work (scripts, or main-thread blocking) passed 50 ms, as opposed to waiting on a busy machine.
 */
export interface LongFrameReport {
  count: number;
  withLongWork: number;
  worstMs: number;
  api: 'long-animation-frame' | 'raf-delta';
}

export interface CombatHarness extends FrameHarness {
  inspect(): CombatSceneInspection;
  setTimeScale(scale: number): number;
  pause(): void;
  resume(): void;
  stepOnce(): void;
  ticks(): number;
  /** Canvas taps the scene turned into actions, in order. */
  actions: string[];
  /** Replies to those actions (refusals carry the message a toast would show). */
  replies: string[];
}

/** The mining scene's page: the scene's state, and control of the sandbox world's time. */
export interface MiningHarness extends FrameHarness {
  inspect(): MiningSceneInspection;
  setTimeScale(scale: number): number;
  pause(): void;
  resume(): void;
  stepOnce(): void;
  /** Simulated ms until the harvest under way ends, or null when none runs. */
  harvestLeftMs(): number | null;
  /** Harvests completed at the node so far (the world's count). */
  harvests(): number;
}

declare global {
  interface Window {
    __combat?: CombatHarness;
    __mining?: MiningHarness;
    __baseline?: FrameHarness;
  }
}
