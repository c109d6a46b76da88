/**
 * The cloud copy of the save (spec 000 §4 "Load from cloud", "Sync", §8 toasts, §9 timings; issue 31): the cloud
 * holds what the server replayed from this device's journal, so syncing is sending the journal (`VerifiedSync`)
 * on one declared schedule (`SYNC_SCHEDULE`), following the answer, and telling the player what happened through
 * the status store, the sync log and toasts. Nothing here ever blocks play: local saves come first and every
 * cloud failure ends in a toast or a log line.
 */
import type { GameState } from '@/core/state-types';
import { cloneWorld } from '@/core/world';
import {
  consoleLogger,
  errorMessage,
  randomId,
  withTimeout,
  type IdGenerator,
  type KeyValueStorage,
  type Logger,
  type Notifier,
} from '@/persistence/deps';
import { wallClock, type Clock, type TimerHandle } from '@/platform/clock';
import { clearFreshCharacter } from '@/persistence/fresh-character';
import type { SaveMigration } from '@/persistence/migrations';
import { worldOf, type SaveState } from '@/persistence/save-shape';
import { parseSaveData } from '@/persistence/schema';
import { patchSyncStore, type SyncStore, type SyncStoreInput } from '@/persistence/sync-store';
import { backoffDelay, CLOUD_BACKOFF, type BackoffPolicy } from '@/persistence/cloud/backoff';
import type { Connectivity } from '@/persistence/cloud/connectivity';
import { getDeviceId, ReconciliationLog, type ReconciliationLogEntry } from '@/persistence/cloud/reconciliation-log';
import type { SyncLedger } from '@/persistence/cloud/sync-ledger';
import { readSyncMeta, writeSyncMeta } from '@/persistence/cloud/sync-meta';
import { STATUS_REFRESH_MS, SYNC_SCHEDULE, SYNC_TOASTS, describeLostPlay } from '@/persistence/cloud/sync-status';
import {
  VerifiedSync,
  type SyncTarget,
  type SyncTransport,
  type VerifiedSyncOutcome,
} from '@/persistence/cloud/verified-sync';

/** The writer lock, as far as syncing cares (WriterLock satisfies it). */
export interface WriterGate {
  canWrite(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Where the page says it was hidden (document). */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** The cloud read at start gives up after this long and the local save is played. */
export const STARTUP_CLOUD_TIMEOUT_MS = 8_000;

export interface CloudSyncDeps {
  userId: string;
  /** `POST /functions/v1/sync` with the player's token. */
  transport: SyncTransport;
  /** The journal since the last verified state (the runtime writes it; saves carry it). */
  ledger: SyncLedger;
  /** The live world: read to hash it, replaced by the server's state when that wins. */
  target: SyncTarget;
  /** The base changed (a sync was acknowledged or the server's state adopted): save now so the slot holds it. */
  onSynced?: () => void;
  /** The server runs newer rules: this build must update before it can sync (the PWA prompt). */
  onUpdateRequired?: (message: string) => void;
  /** localStorage: device id, sync log, sync times. */
  storage: KeyValueStorage;
  store: SyncStore;
  notifier: Notifier;
  connectivity: Connectivity;
  writer?: WriterGate;
  visibility?: VisibilitySource;
  clock?: Clock;
  logger?: Logger;
  newId?: IdGenerator;
  migrations?: readonly SaveMigration[];
  backoff?: BackoffPolicy;
}

export type ManualSyncResult =
  | { status: 'offline' | 'read-only' | 'local' }
  | { status: 'synced'; conflictsResolved: number }
  | { status: 'failed'; error: string };

/** Why a push starts (see SYNC_SCHEDULE). */
export type SyncTrigger = 'schedule' | 'hidden' | 'reconnect' | 'retry' | 'soon';

export class CloudSync {
  readonly deviceId: string;
  readonly log: ReconciliationLog;
  private readonly verified: VerifiedSync;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly backoff: BackoffPolicy;
  private running: Promise<VerifiedSyncOutcome> | null = null;
  private lastPushAt: number | null = null;
  private retryIndex = 0;
  private retryTimer: TimerHandle | null = null;
  private failureToastShown = false;
  private updateRequired = false;
  /** The verified state this start fetched (a new device, a new hunter): nothing to ask the server again. */
  private fetchedHash: string | null = null;
  /** At start, before the game runs: the world being loaded, replaced when the cloud's wins. */
  private starting: { state: GameState } | null = null;
  private readonly timers: TimerHandle[] = [];
  private readonly unsubscribers: (() => void)[] = [];

  constructor(private readonly deps: CloudSyncDeps) {
    this.clock = deps.clock ?? wallClock;
    this.logger = deps.logger ?? consoleLogger;
    this.backoff = deps.backoff ?? CLOUD_BACKOFF;
    this.deviceId = getDeviceId(deps.storage, deps.newId ?? randomId);
    this.log = new ReconciliationLog(deps.storage, this.logger);
    this.verified = new VerifiedSync({
      transport: deps.transport,
      ledger: deps.ledger,
      newId: deps.newId ?? randomId,
      logger: this.logger,
    });
    this.patch({
      deviceId: this.deviceId,
      online: deps.connectivity.isOnline(),
      readOnly: !this.canWrite(),
      localOnly: false,
      lastSyncAt: readSyncMeta(deps.storage, deps.userId).lastSyncAt,
      log: this.log.entries(),
      now: this.clock.now(),
    });
  }

  /** The verified state this device last synced to (a slot loaded by hand stays verified only if it starts there). */
  get knownHash(): string | null {
    return readSyncMeta(this.deps.storage, this.deps.userId).verifiedHash;
  }

  /** Starts the schedule (SYNC_SCHEDULE), the status refresh and the connectivity, writer and page listeners. */
  start(): void {
    this.patch({ online: this.deps.connectivity.isOnline(), readOnly: !this.canWrite(), now: this.clock.now() });
    this.timers.push(this.clock.setInterval(() => this.trigger('schedule'), SYNC_SCHEDULE.checkEveryMs));
    this.timers.push(this.clock.setInterval(() => this.patch({ now: this.clock.now() }), STATUS_REFRESH_MS));
    this.unsubscribers.push(
      this.deps.connectivity.subscribe((online) => {
        this.patch({ online, now: this.clock.now() });
        if (online) this.trigger('reconnect');
      }),
    );
    if (this.deps.writer)
      this.unsubscribers.push(this.deps.writer.subscribe(() => this.patch({ readOnly: !this.canWrite() })));
    const visibility = this.deps.visibility;
    if (visibility) {
      const onChange = () => {
        if (visibility.visibilityState === 'hidden') this.trigger('hidden');
      };
      visibility.addEventListener('visibilitychange', onChange);
      this.unsubscribers.push(() => visibility.removeEventListener('visibilitychange', onChange));
    }
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) this.clock.clearInterval(timer);
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.clearRetry();
  }

  /**
   * The cloud's verified state for a device that holds no save (a new device, or a new hunter, whose first state
   * the server makes), with its journal: nothing played on it yet. Null when the server holds nothing usable.
   * Throws on a network error or a save from a newer format.
   */
  async fetchCloudSave(): Promise<SaveState | null> {
    const base = await this.verified.fetchBase();
    const state = parseSaveData(base.state, this.deps.migrations, this.logger);
    this.remember(base.hash);
    this.fetchedHash = base.hash;
    return { ...state, journal: { baseHash: base.hash, entries: [], inFlight: null } };
  }

  /**
   * Load from cloud at start (spec 000 §4), as a verified sync: the local save's journal is sent before the game
   * runs, so progress another device synced (or a state the server holds instead of this device's) replaces the
   * local world before the player sees it, with the toast saying so. No answer within 8 s, offline, or another tab
   * writing: the local save is played and syncs later.
   */
  async syncAtStart(local: SaveState): Promise<SaveState> {
    const { ledger } = this.deps;
    ledger.load(local);
    this.patch({ localOnly: ledger.status === 'local' });
    const fetched = this.fetchedHash;
    if (fetched !== null && ledger.baseHash === fetched && ledger.writer.entries.length === 0) {
      // Fetched from the server a moment ago: that was this start's sync.
      this.lastPushAt = this.clock.now();
      this.succeeded(fetched, null);
      return { ...local, journal: ledger.snapshot() };
    }
    if (!this.deps.connectivity.isOnline() || !this.canWrite() || ledger.status === 'local')
      return { ...local, journal: ledger.snapshot() };
    this.starting = { state: cloneWorld(worldOf(local)) };
    try {
      const outcome = await withTimeout(
        this.run(false),
        STARTUP_CLOUD_TIMEOUT_MS,
        this.clock,
        `The cloud did not answer within ${STARTUP_CLOUD_TIMEOUT_MS / 1000} seconds`,
      );
      if (outcome.kind === 'accepted' && outcome.pulled)
        this.deps.notifier.info(SYNC_TOASTS.usingCloud.title, { description: SYNC_TOASTS.usingCloud.description });
      return { ...this.starting.state, lastSaved: local.lastSaved, journal: ledger.snapshot() };
    } catch (error) {
      this.logger.warn('Could not sync at start; playing the local save', errorMessage(error));
      return { ...local, journal: ledger.snapshot() };
    } finally {
      // An answer that comes later goes to the live world.
      this.starting = null;
      clearFreshCharacter(this.deps.storage, this.deps.userId);
    }
  }

  /** Manual sync (Sync Now / the status button): refused offline, otherwise sends the journal now. */
  syncNow(): Promise<ManualSyncResult> {
    return this.forcedSync(true);
  }

  /**
   * The same forced sync without its toasts, for a decision the server takes from the verified state (a rank
   * trial's start, an arena card): the caller says what happened in its own words.
   */
  syncForServer(): Promise<ManualSyncResult> {
    return this.forcedSync(false);
  }

  /** Something worth backing up soon happened (storage full): a push at the next allowed moment. */
  requestSync(): void {
    this.trigger('soon');
  }

  clearHistory(): void {
    this.log.clear();
    this.patch({ log: [] });
    this.deps.notifier.success(SYNC_TOASTS.historyCleared.title);
  }

  /** Resolves when no sync is running (for tests and orderly shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  /** A world loaded by hand (a slot, a file) may have become or stopped being this device's only. */
  refreshStatus(): void {
    this.patch({ localOnly: this.deps.ledger.status === 'local' });
  }

  private async forcedSync(announce: boolean): Promise<ManualSyncResult> {
    const toast = this.deps.notifier;
    if (!this.deps.connectivity.isOnline()) {
      if (announce) toast.error(SYNC_TOASTS.offline.title);
      return { status: 'offline' };
    }
    if (!this.canWrite()) return { status: 'read-only' };
    if (this.deps.ledger.status === 'local') {
      if (announce) toast.error(SYNC_TOASTS.localOnly.title, { description: SYNC_TOASTS.localOnly.description });
      return { status: 'local' };
    }
    this.clearRetry();
    await this.idle();
    const outcome = await this.run(announce);
    switch (outcome.kind) {
      case 'accepted':
      case 'diverged':
        if (announce)
          toast.success(SYNC_TOASTS.syncComplete(0).title, { description: SYNC_TOASTS.syncComplete(0).description });
        return { status: 'synced', conflictsResolved: 0 };
      case 'refused':
        return { status: 'synced', conflictsResolved: 0 };
      case 'local':
        return { status: 'local' };
      case 'update':
      case 'retry':
        if (announce && outcome.kind === 'retry')
          toast.error(SYNC_TOASTS.syncFailed.title, { description: SYNC_TOASTS.syncFailed.description });
        return { status: 'failed', error: outcome.message };
    }
  }

  /** One push, now or when the schedule allows (see SYNC_SCHEDULE). */
  private trigger(reason: SyncTrigger): void {
    if (this.running || this.updateRequired) return;
    if (!this.deps.connectivity.isOnline() || !this.canWrite()) return;
    if (this.deps.ledger.status === 'local') return;
    if (reason !== 'retry' && this.retryTimer !== null) return;
    const since = this.lastPushAt === null ? Number.POSITIVE_INFINITY : this.clock.now() - this.lastPushAt;
    const spacing =
      reason === 'schedule' || reason === 'soon'
        ? SYNC_SCHEDULE.everyMs
        : reason === 'hidden'
          ? SYNC_SCHEDULE.hiddenSpacingMs
          : 0;
    if (since < spacing) return;
    // Nothing new since the last push (a paused world): the schedule waits until the ceiling.
    if (reason === 'schedule' && this.deps.ledger.writer.entries.length === 0 && since < SYNC_SCHEDULE.ceilingMs)
      return;
    void this.run(false);
  }

  /** Runs one verified sync and tells the player what came of it. */
  private run(announce: boolean): Promise<VerifiedSyncOutcome> {
    this.lastPushAt = this.clock.now();
    this.patch({ phase: 'syncing' });
    const target: SyncTarget = {
      world: () => this.starting?.state ?? this.deps.target.world(),
      adopt: (world) => {
        if (this.starting) this.starting.state = world;
        else this.deps.target.adopt(world);
      },
    };
    const attempt = this.verified.push(target).then(
      (outcome) => {
        this.follow(outcome, announce);
        return outcome;
      },
      (error: unknown) => {
        const outcome: VerifiedSyncOutcome = { kind: 'retry', message: errorMessage(error), status: null };
        this.logger.error('The sync failed', outcome.message);
        this.follow(outcome, announce);
        return outcome;
      },
    );
    this.running = attempt.finally(() => {
      this.running = null;
    });
    return attempt;
  }

  private follow(outcome: VerifiedSyncOutcome, announce: boolean): void {
    const toast = this.deps.notifier;
    switch (outcome.kind) {
      case 'accepted':
        // A routine push is what "Last sync" says; the log keeps the syncs worth reading.
        this.succeeded(outcome.hash, outcome.pulled ? { success: true, conflictsFound: 0, changes: [] } : null);
        if (outcome.pulled && !this.starting)
          toast.info(SYNC_TOASTS.usingCloud.title, { description: SYNC_TOASTS.usingCloud.description });
        return;
      case 'diverged':
        // Adopted quietly (the player sees no jolt); the log keeps the first differing field.
        this.succeeded(outcome.hash, {
          success: true,
          conflictsFound: 1,
          changes: [{ field: outcome.firstDifference ?? '(world)', resolution: 'server-wins' }],
        });
        return;
      case 'refused': {
        this.succeeded(outcome.hash, { success: false, conflictsFound: 0, changes: [], error: outcome.message });
        // At start, another device's newer progress is the spec's load decision ("Using cloud save").
        if (this.starting && outcome.status === 409) {
          toast.info(SYNC_TOASTS.usingCloud.title, { description: SYNC_TOASTS.usingCloud.description });
          return;
        }
        const lost = describeLostPlay(outcome.lostMs);
        toast.warning(SYNC_TOASTS.refused.title, {
          description:
            outcome.status === 409
              ? SYNC_TOASTS.refused.otherDevice(lost)
              : SYNC_TOASTS.refused.description(outcome.message, lost),
        });
        return;
      }
      case 'local':
        this.patch({ phase: 'idle', localOnly: true });
        return;
      case 'update':
        this.updateRequired = true;
        this.patch({ phase: 'failed', lastError: outcome.message });
        this.appendLog({ success: false, conflictsFound: 0, changes: [], error: outcome.message });
        toast.warning(SYNC_TOASTS.updateNeeded.title, { description: SYNC_TOASTS.updateNeeded.description });
        this.deps.onUpdateRequired?.(outcome.message);
        return;
      case 'retry':
        this.failed(outcome.message, announce);
        return;
    }
  }

  private succeeded(
    hash: string,
    entry: Omit<ReconciliationLogEntry, 'timestamp' | 'deviceId' | 'conflictsResolved' | 'strategy'> | null,
  ): void {
    this.remember(hash);
    this.retryIndex = 0;
    this.failureToastShown = false;
    if (entry) this.appendLog(entry);
    this.patch({
      phase: 'done',
      lastError: null,
      lastSyncAt: readSyncMeta(this.deps.storage, this.deps.userId).lastSyncAt,
      localOnly: false,
      now: this.clock.now(),
    });
    this.deps.onSynced?.();
  }

  private failed(message: string, announce: boolean): void {
    this.patch({ phase: 'failed', lastError: message });
    this.appendLog({ success: false, conflictsFound: 0, changes: [], error: message });
    // A manual sync says so itself; a background failure toasts once per run of failures.
    if (!announce && !this.failureToastShown) {
      this.failureToastShown = true;
      this.deps.notifier.error(SYNC_TOASTS.cloudSaveFailed.title, {
        description: SYNC_TOASTS.cloudSaveFailed.description,
      });
    }
    const delay = backoffDelay(this.retryIndex, this.backoff);
    if (delay === null) {
      // Out of retries: the next scheduled push, a reconnect or a manual sync tries again.
      this.retryIndex = 0;
      return;
    }
    this.retryIndex += 1;
    this.clearRetry();
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      this.trigger('retry');
    }, delay);
  }

  private remember(hash: string): void {
    writeSyncMeta(this.deps.storage, this.deps.userId, { lastSyncAt: this.clock.now(), verifiedHash: hash });
  }

  private canWrite(): boolean {
    return this.deps.writer?.canWrite() ?? true;
  }

  private appendLog(
    entry: Omit<ReconciliationLogEntry, 'timestamp' | 'deviceId' | 'conflictsResolved' | 'strategy'>,
  ): void {
    this.log.append({
      ...entry,
      conflictsResolved: entry.success ? entry.conflictsFound : 0,
      strategy: 'server-wins',
      timestamp: this.clock.now(),
      deviceId: this.deviceId,
    });
    this.patch({ log: this.log.entries() });
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private patch(change: Partial<SyncStoreInput>): void {
    patchSyncStore(this.deps.store, change);
  }
}
