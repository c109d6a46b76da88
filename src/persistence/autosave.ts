/**
 * Dirty/clean tracking and auto-save (spec 000 §4, §9): any state update marks the save dirty;
 * a save makes it clean; every 30 s a dirty save is written to slot 1, and also when the page is
 * hidden or being left. Saving is asynchronous and its failures are reported, never thrown at play.
 */
import { consoleLogger, errorMessage, isQuotaExceededError, type Logger } from '@/persistence/deps';
import { wallClock, type Clock, type TimerHandle } from '@/platform/clock';
import type { SaveState } from '@/persistence/save-shape';
import type { SaveOptions, SaveResult } from '@/persistence/save-service';

export const AUTOSAVE_INTERVAL_MS = 30_000;
export const AUTOSAVE_SLOT = 1;

export type AutoSaveReason = 'interval' | 'hidden' | 'pagehide' | 'manual';

/** Where saves go: SaveService satisfies this. */
export interface SlotWriter {
  saveSlot(userId: string, slotNumber: number, state: SaveState, options?: SaveOptions): Promise<SaveResult>;
}

export interface VisibilitySource extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
}

export interface AutoSaverDeps {
  writer: SlotWriter;
  userId: string;
  /** The current world, serialized (the runtime's snapshot of the core state). */
  getState: () => SaveState;
  slotNumber?: number;
  clock?: Clock;
  /** Receives `pagehide` (window). */
  pageEvents?: EventTarget;
  /** Receives `visibilitychange` (document). */
  visibility?: VisibilitySource;
  /** False while another tab holds the writer lock: nothing is written. */
  canWrite?: () => boolean;
  /** Storage is full (QuotaExceededError): called once per run of failures; play goes on and saving is retried. */
  onStorageFull?: (error: unknown) => void;
  /** Any other save failure. */
  onSaveError?: (error: unknown) => void;
  onSaved?: (result: SaveResult, reason: AutoSaveReason) => void;
  logger?: Logger;
  intervalMs?: number;
}

export class AutoSaver {
  private dirty = false;
  private storageFull = false;
  private inFlight: Promise<boolean> | null = null;
  private timer: TimerHandle | null = null;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly onPageHide = (): void => void this.saveIfDirty('pagehide');
  private readonly onVisibilityChange = (): void => {
    if (this.deps.visibility?.visibilityState === 'hidden') void this.saveIfDirty('hidden');
  };

  constructor(private readonly deps: AutoSaverDeps) {
    this.clock = deps.clock ?? wallClock;
    this.logger = deps.logger ?? consoleLogger;
  }

  get isDirty(): boolean {
    return this.dirty;
  }

  get isSaving(): boolean {
    return this.inFlight !== null;
  }

  get isStorageFull(): boolean {
    return this.storageFull;
  }

  /** Call on every state update. */
  markDirty(): void {
    this.dirty = true;
  }

  start(): void {
    if (this.timer !== null) return;
    this.timer = this.clock.setInterval(
      () => void this.saveIfDirty('interval'),
      this.deps.intervalMs ?? AUTOSAVE_INTERVAL_MS,
    );
    this.deps.pageEvents?.addEventListener('pagehide', this.onPageHide);
    this.deps.visibility?.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
    this.deps.pageEvents?.removeEventListener('pagehide', this.onPageHide);
    this.deps.visibility?.removeEventListener('visibilitychange', this.onVisibilityChange);
  }

  /** Saves when dirty; resolves true when a save was written. Never rejects. */
  saveIfDirty(reason: AutoSaveReason): Promise<boolean> {
    return this.dirty ? this.saveNow(reason) : Promise.resolve(false);
  }

  /** Saves now, dirty or not (after any save already under way). Never rejects. */
  async saveNow(reason: AutoSaveReason = 'manual'): Promise<boolean> {
    while (this.inFlight) await this.inFlight;
    if (this.deps.canWrite && !this.deps.canWrite()) return false;
    const attempt = this.write(reason);
    this.inFlight = attempt;
    try {
      return await attempt;
    } finally {
      this.inFlight = null;
    }
  }

  private async write(reason: AutoSaveReason): Promise<boolean> {
    // Clean from the moment the snapshot is taken; updates during the write mark it dirty again.
    this.dirty = false;
    let state: SaveState;
    try {
      state = this.deps.getState();
      const result = await this.deps.writer.saveSlot(this.deps.userId, this.deps.slotNumber ?? AUTOSAVE_SLOT, state);
      this.storageFull = false;
      this.deps.onSaved?.(result, reason);
      return true;
    } catch (error) {
      this.dirty = true;
      if (isQuotaExceededError(error)) {
        this.logger.error('Auto-save failed: storage is full', errorMessage(error));
        if (!this.storageFull) this.deps.onStorageFull?.(error);
        this.storageFull = true;
      } else {
        this.logger.error(`Auto-save (${reason}) failed`, errorMessage(error));
        this.deps.onSaveError?.(error);
      }
      return false;
    }
  }
}
