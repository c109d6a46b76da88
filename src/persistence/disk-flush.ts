/**
 * When to force the save database's relaxed writes onto the disk. A relaxed IndexedDB commit is in
 * the operating system's hands (it survives the tab or the browser being killed) but not yet flushed
 * against a power cut; a strict one waits for that flush, which was most of a save's time. So saves
 * commit relaxed, and one strict write flushes them all off the save's path: once saves pause
 * (`quietMs`) and at least every `maxUnflushedMs` while they go on. The rescue copy's worker keeps the
 * same rhythm (opfs-rescue-worker.ts): a power cut costs at most a few seconds of play, a crash nothing.
 */
import type { Clock, TimerHandle } from '@/platform/clock';
import { errorMessage, type Logger } from '@/persistence/deps';

export const DISK_FLUSH_QUIET_MS = 1_500;
export const DISK_FLUSH_MAX_UNFLUSHED_MS = 5_000;

export interface DiskFlushOptions {
  clock: Clock;
  logger: Logger;
  /** One strict write: resolves once it, and every write committed before it, is on the disk. */
  flush: () => Promise<void>;
  quietMs?: number;
  maxUnflushedMs?: number;
}

export class DiskFlushScheduler {
  private readonly quietMs: number;
  private readonly maxUnflushedMs: number;
  private timer: TimerHandle | null = null;
  /** When the oldest write not yet flushed committed; null when all are on the disk. */
  private unflushedSince: number | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private failing = false;

  constructor(private readonly options: DiskFlushOptions) {
    this.quietMs = options.quietMs ?? DISK_FLUSH_QUIET_MS;
    this.maxUnflushedMs = options.maxUnflushedMs ?? DISK_FLUSH_MAX_UNFLUSHED_MS;
  }

  get pending(): boolean {
    return this.unflushedSince !== null;
  }

  /** A relaxed write has committed: flush once writes pause, or when the oldest has waited long enough. */
  wrote(): void {
    const now = this.options.clock.now();
    this.unflushedSince ??= now;
    this.cancelTimer();
    const left = this.maxUnflushedMs - (now - this.unflushedSince);
    this.timer = this.options.clock.setTimeout(() => void this.flushNow(), Math.max(0, Math.min(this.quietMs, left)));
  }

  /** Flushes now if anything waits (closing, a deleted slot, a backup before an import). Never throws. */
  flushNow(): Promise<void> {
    this.cancelTimer();
    if (this.unflushedSince === null) return this.flushing;
    this.unflushedSince = null;
    this.flushing = this.flushing.then(() => this.runFlush());
    return this.flushing;
  }

  dispose(): void {
    this.cancelTimer();
  }

  private async runFlush(): Promise<void> {
    try {
      await this.options.flush();
      this.failing = false;
    } catch (error) {
      // The writes are committed all the same; only their guard against a power cut waits for the next one.
      if (!this.failing) this.options.logger.warn('The save database could not flush to the disk', errorMessage(error));
      this.failing = true;
    }
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
