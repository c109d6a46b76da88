/** Test doubles for the frame loop: frames, and page visibility, that move only when the test says so. */
import type { ManualClock } from '@/platform/clock';
import type { FrameScheduler, VisibilitySource } from '../frame-scheduler';

/** A frame scheduler whose frames run only when the test says so. */
export class ManualFrameScheduler implements FrameScheduler {
  private pending = new Map<number, () => void>();
  private nextHandle = 1;

  request(callback: () => void): number {
    const handle = this.nextHandle++;
    this.pending.set(handle, callback);
    return handle;
  }

  cancel(handle: number): void {
    this.pending.delete(handle);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  /** Runs the callbacks requested so far (not the ones they request); returns how many ran. */
  runFrame(): number {
    const callbacks = [...this.pending.values()];
    this.pending.clear();
    for (const callback of callbacks) callback();
    return callbacks.length;
  }
}

/** Moves the clock by `frameMs`, then runs a frame; repeated `count` times. */
export function advanceFrames(clock: ManualClock, scheduler: ManualFrameScheduler, frameMs: number, count = 1): void {
  for (let index = 0; index < count; index += 1) {
    clock.step(frameMs);
    scheduler.runFrame();
  }
}

/** A page visibility the test flips. */
export class ManualVisibility implements VisibilitySource {
  private hiddenNow = false;
  private listeners = new Set<() => void>();

  isHidden(): boolean {
    return this.hiddenNow;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  set(hidden: boolean): void {
    this.hiddenNow = hidden;
    for (const listener of this.listeners) listener();
  }
}
