/**
 * Cloud backup of the save (spec 000 §4 "Load from cloud", "Sync", §8 toasts, §9 timings, ruling 10):
 * the load decision at start, manual sync, auto-sync (every 6 h, at most once per 60 s), background
 * pushes with backoff, the status store and the reconciliation log. Nothing here ever blocks play:
 * local saves come first and every cloud failure ends in a toast or a log line.
 */
import {
  consoleLogger,
  errorMessage,
  randomId,
  type IdGenerator,
  type KeyValueStorage,
  type Logger,
  type Notifier,
} from '@/persistence/deps';
import { wallClock, type Clock, type TimerHandle } from '@/platform/clock';
import type { SaveMigration } from '@/persistence/migrations';
import { isFreshCharacter } from '@/persistence/fresh-character';
import type { SaveState } from '@/persistence/save-shape';
import { patchSyncStore, type SyncStore, type SyncStoreInput } from '@/persistence/sync-store';
import { backoffDelay, CLOUD_BACKOFF, type BackoffPolicy } from '@/persistence/cloud/backoff';
import type { Connectivity } from '@/persistence/cloud/connectivity';
import { CloudRequestError, type ProfilesClient } from '@/persistence/cloud/profile-api';
import type { ReconcileResult } from '@/persistence/cloud/reconcile';
import { loadFromCloudAtStart, type StartupLoadResult } from '@/persistence/cloud/startup-load';
import { getDeviceId, ReconciliationLog, type ReconciliationLogEntry } from '@/persistence/cloud/reconciliation-log';
import { SyncEngine } from '@/persistence/cloud/sync-engine';
import {
  AUTO_SYNC_INTERVAL_MS,
  MIN_SYNC_SPACING_MS,
  STATUS_REFRESH_MS,
  SYNC_TOASTS,
} from '@/persistence/cloud/sync-status';

/** The writer lock, as far as syncing cares (WriterLock satisfies it). */
export interface WriterGate {
  canWrite(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface CloudSyncDeps {
  userId: string;
  client: ProfilesClient;
  /**
   * The save to back up, current: typically the runtime saves the world to its slot now and returns the stored state.
   */
  getLocalState: () => Promise<SaveState>;
  /** Writes a state that came from the cloud or a merge into the active slot, keeping its lastSaved. */
  saveLocal: (state: SaveState) => Promise<void>;
  /** Replaces the running world with a state from the cloud or a merge (during play; not at start). */
  applyState: (state: SaveState) => void | Promise<void>;
  /** localStorage: device id, reconciliation log, sync times, fresh-character mark. */
  storage: KeyValueStorage;
  store: SyncStore;
  notifier: Notifier;
  connectivity: Connectivity;
  writer?: WriterGate;
  clock?: Clock;
  logger?: Logger;
  newId?: IdGenerator;
  migrations?: readonly SaveMigration[];
  backoff?: BackoffPolicy;
}

export type ManualSyncResult =
  | { status: 'offline' | 'read-only' }
  | { status: 'synced'; conflictsResolved: number }
  | { status: 'failed'; error: string };

type BackgroundJob = { kind: 'push'; state: SaveState } | { kind: 'sync' };

export class CloudSync {
  readonly deviceId: string;
  readonly log: ReconciliationLog;
  private readonly engine: SyncEngine;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly backoff: BackoffPolicy;
  private pendingJob: BackgroundJob | null = null;
  private running: Promise<void> | null = null;
  private retryIndex = 0;
  private retryTimer: TimerHandle | null = null;
  private spacingTimer: TimerHandle | null = null;
  private lastBackgroundStart: number | null = null;
  private failureToastShown = false;
  /** A job was asked for while another ran: start it when that one ends. */
  private restartAfterRun = false;
  private readonly timers: TimerHandle[] = [];
  private readonly unsubscribers: (() => void)[] = [];

  constructor(private readonly deps: CloudSyncDeps) {
    this.clock = deps.clock ?? wallClock;
    this.logger = deps.logger ?? consoleLogger;
    this.backoff = deps.backoff ?? CLOUD_BACKOFF;
    this.deviceId = getDeviceId(deps.storage, deps.newId ?? randomId);
    this.log = new ReconciliationLog(deps.storage, this.logger);
    const { userId, client, getLocalState, saveLocal, applyState, storage, migrations } = deps;
    this.engine = new SyncEngine({
      userId,
      client,
      getLocalState,
      saveLocal,
      applyState,
      storage,
      migrations,
      clock: this.clock,
      logger: this.logger,
    });
    this.patch({
      deviceId: this.deviceId,
      online: deps.connectivity.isOnline(),
      readOnly: !this.canWrite(),
      lastSyncAt: this.engine.lastSyncAt,
      log: this.log.entries(),
      now: this.clock.now(),
    });
  }

  /** Starts the 6-hour auto-sync, the 30-second status refresh and the connectivity and writer listeners. */
  start(): void {
    // The writer lock and the connection may have changed since construction (the lock is usually taken after).
    this.patch({ online: this.deps.connectivity.isOnline(), readOnly: !this.canWrite(), now: this.clock.now() });
    this.timers.push(this.clock.setInterval(() => this.requestSync(), AUTO_SYNC_INTERVAL_MS));
    this.timers.push(this.clock.setInterval(() => this.patch({ now: this.clock.now() }), STATUS_REFRESH_MS));
    this.unsubscribers.push(
      this.deps.connectivity.subscribe((online) => {
        this.patch({ online, now: this.clock.now() });
        // Back online: whatever failed or waited goes out now (the 60 s spacing is for auto-sync requests, not for
        // catching up).
        if (online && this.pendingJob) this.startBackground(true);
      }),
    );
    if (this.deps.writer)
      this.unsubscribers.push(this.deps.writer.subscribe(() => this.patch({ readOnly: !this.canWrite() })));
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) this.clock.clearInterval(timer);
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.clearTimer('retry');
    this.clearTimer('spacing');
  }

  /**
   * Load from cloud at start (spec 000 §4): no cloud save -> the local one, pushed; the newer lastSaved
   * wins with its info toast; equal times are reconciled; any error -> the local save.
   */
  loadFromCloudAtStart(local: SaveState | null): Promise<StartupLoadResult> {
    return loadFromCloudAtStart(
      {
        userId: this.deps.userId,
        engine: this.engine,
        storage: this.deps.storage,
        notifier: this.deps.notifier,
        logger: this.logger,
        clock: this.clock,
        saveLocal: this.deps.saveLocal,
        pushInBackground: (state) => this.pushInBackground(state),
        syncInBackground: () => this.syncInBackground(),
        markSynced: (state) => this.markSynced(state),
        appendLog: (reconciliation, success, error) => this.appendLog(reconciliation, success, error),
      },
      local,
    );
  }

  /** Manual sync (Sync Now / the status button): refused offline, otherwise reconciles and forces a push. */
  syncNow(): Promise<ManualSyncResult> {
    return this.forcedSync(true);
  }

  /**
   * The same forced sync without its toasts, for a decision the server takes from the stored save (a
   * rank trial's start): the caller says what happened in its own words.
   */
  syncForServer(): Promise<ManualSyncResult> {
    return this.forcedSync(false);
  }

  private async forcedSync(announce: boolean): Promise<ManualSyncResult> {
    if (!this.deps.connectivity.isOnline()) {
      if (announce) this.deps.notifier.error(SYNC_TOASTS.offline.title);
      return { status: 'offline' };
    }
    if (!this.canWrite()) return { status: 'read-only' };
    this.clearTimer('retry');
    this.clearTimer('spacing');
    while (this.running) await this.running;
    this.patch({ phase: 'syncing' });
    const attempt = this.engine.performSync(true);
    this.running = attempt.then(
      () => undefined,
      () => undefined,
    );
    try {
      const run = await attempt;
      this.pendingJob = null;
      this.onSuccess();
      const conflicts = run.reconciliation?.conflictsResolved ?? 0;
      this.appendLog(run.reconciliation, true);
      const toast = SYNC_TOASTS.syncComplete(conflicts);
      if (announce) this.deps.notifier.success(toast.title, { description: toast.description });
      return { status: 'synced', conflictsResolved: conflicts };
    } catch (error) {
      const message = errorMessage(error);
      this.logger.error(announce ? 'Manual sync failed' : 'Sync before a server decision failed', message);
      this.appendLog(null, false, message);
      this.patch({ phase: 'failed', lastError: message });
      // A refusal by the server (the save guard, a permission) says why: trying again later won't help.
      const refused = error instanceof CloudRequestError && !error.retryable;
      if (announce)
        this.deps.notifier.error(SYNC_TOASTS.syncFailed.title, {
          description: refused ? message : SYNC_TOASTS.syncFailed.description,
        });
      return { status: 'failed', error: message };
    } finally {
      this.running = null;
      if (this.restartAfterRun) {
        this.restartAfterRun = false;
        this.startBackground();
      }
    }
  }

  /** Auto-sync request (after local saves, the 6-hour timer): runs at most once per 60 s. */
  requestSync(): void {
    this.pendingJob = { kind: 'sync' };
    this.restartAfterRun = this.running !== null;
    this.startBackground();
  }

  /** A full sync in the background now (not spaced), retrying with backoff. */
  private syncInBackground(): void {
    this.pendingJob = { kind: 'sync' };
    this.restartAfterRun = this.running !== null;
    this.startBackground(true);
  }

  /** Backs a known state up in the background, retrying with backoff (new player, start-up decisions). */
  pushInBackground(state: SaveState): void {
    // A fresh character must not be pushed blindly over a cloud save: a full sync looks first.
    const fresh = isFreshCharacter(this.deps.storage, this.deps.userId);
    if (this.pendingJob?.kind !== 'sync') this.pendingJob = fresh ? { kind: 'sync' } : { kind: 'push', state };
    this.restartAfterRun = this.running !== null;
    this.startBackground(true);
  }

  /**
   * Backs a state up now, once (new-player setup's background sync): resolves when stored, rejects
   * on failure after handing the state to the background retries.
   */
  async pushNow(state: SaveState): Promise<void> {
    if (!this.deps.connectivity.isOnline()) {
      this.pushInBackground(state);
      throw new Error('Offline: the save will be backed up when the connection returns');
    }
    try {
      if (isFreshCharacter(this.deps.storage, this.deps.userId)) await this.engine.performSync(false);
      else {
        await this.engine.push(state);
        this.markSynced(state);
      }
      this.onSuccess();
    } catch (error) {
      this.pushInBackground(state);
      throw error;
    }
  }

  /**
   * The user's cloud save, migrated and validated; null when there is none or it is unusable. Throws
   * on a network error or a save from a newer format. For SaveService.initializePlayer's restoreFromCloud.
   */
  fetchCloudSave(): Promise<SaveState | null> {
    return this.engine.fetchServerState();
  }

  clearHistory(): void {
    this.log.clear();
    this.patch({ log: [] });
    this.deps.notifier.success(SYNC_TOASTS.historyCleared.title);
  }

  /** Resolves when no background job is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private canWrite(): boolean {
    return this.deps.writer?.canWrite() ?? true;
  }

  private startBackground(immediate = false): void {
    if (this.running || this.retryTimer !== null || !this.pendingJob) return;
    if (!this.deps.connectivity.isOnline() || !this.canWrite()) return;
    const now = this.clock.now();
    const wait =
      immediate || this.lastBackgroundStart === null ? 0 : this.lastBackgroundStart + MIN_SYNC_SPACING_MS - now;
    if (wait > 0) {
      this.spacingTimer ??= this.clock.setTimeout(() => {
        this.spacingTimer = null;
        this.startBackground();
      }, wait);
      return;
    }
    this.clearTimer('spacing');
    this.lastBackgroundStart = now;
    const job = this.pendingJob;
    this.pendingJob = null;
    this.running = this.runBackground(job).finally(() => {
      this.running = null;
      if (this.restartAfterRun) {
        this.restartAfterRun = false;
        this.startBackground();
      }
    });
  }

  private async runBackground(job: BackgroundJob): Promise<void> {
    this.patch({ phase: 'syncing' });
    try {
      if (job.kind === 'push') {
        await this.engine.push(job.state);
        this.markSynced(job.state);
      } else {
        const run = await this.engine.performSync(false);
        if (run.reconciliation) {
          this.appendLog(run.reconciliation, true);
          if (run.reconciliation.conflictsResolved > 0) {
            const toast = SYNC_TOASTS.reconciled(run.reconciliation.conflictsResolved);
            this.deps.notifier.success(toast.title, { description: toast.description });
          }
        }
      }
      this.onSuccess();
    } catch (error) {
      this.onBackgroundFailure(job, error);
    }
  }

  private onSuccess(): void {
    this.retryIndex = 0;
    this.failureToastShown = false;
    this.patch({ phase: 'done', lastError: null, lastSyncAt: this.engine.lastSyncAt, now: this.clock.now() });
  }

  private onBackgroundFailure(job: BackgroundJob, error: unknown): void {
    const message = errorMessage(error);
    const retryable = !(error instanceof CloudRequestError) || error.retryable;
    this.logger.error('Cloud save failed', message);
    this.patch({ phase: 'failed', lastError: message });
    if (!this.failureToastShown) {
      this.failureToastShown = true;
      // A refusal by the server (implausible progress, permissions) says why instead of promising a retry.
      this.deps.notifier.error(SYNC_TOASTS.cloudSaveFailed.title, {
        description: retryable ? SYNC_TOASTS.cloudSaveFailed.description : message,
      });
    }
    // A refused save is dropped (the next save tries again with newer data); anything else is retried.
    if (!retryable) return;
    this.pendingJob ??= job;
    const delay = backoffDelay(this.retryIndex, this.backoff);
    if (delay === null) {
      // Out of retries: the job waits for the next trigger (reconnect, auto-sync, a later save).
      this.retryIndex = 0;
      return;
    }
    this.retryIndex += 1;
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      this.startBackground(true);
    }, delay);
  }

  private markSynced(state: SaveState): void {
    this.engine.markSynced(state);
    this.patch({ lastSyncAt: this.engine.lastSyncAt, now: this.clock.now() });
  }

  private appendLog(reconciliation: ReconcileResult | null, success: boolean, error?: string): void {
    const entry: ReconciliationLogEntry = {
      success,
      conflictsFound: reconciliation?.conflictsFound ?? 0,
      conflictsResolved: success ? (reconciliation?.conflictsResolved ?? 0) : 0,
      strategy: reconciliation?.strategy ?? 'smart',
      changes: reconciliation?.changes ?? [],
      timestamp: this.clock.now(),
      deviceId: this.deviceId,
      ...(error === undefined ? {} : { error }),
    };
    this.log.append(entry);
    this.patch({ log: this.log.entries() });
  }

  private clearTimer(which: 'retry' | 'spacing'): void {
    const timer = which === 'retry' ? this.retryTimer : this.spacingTimer;
    if (timer !== null) this.clock.clearTimeout(timer);
    if (which === 'retry') this.retryTimer = null;
    else this.spacingTimer = null;
  }

  private patch(change: Partial<SyncStoreInput>): void {
    patchSyncStore(this.deps.store, change);
  }
}
