/**
 * The save pipeline of one signed-in player, wired to the running game: player initialisation and the
 * cloud decision at start (spec 000 §4), time away, auto-save of the live world, the cloud backup, one
 * writer across tabs and save-format upgrades. The HUD only shows its state (`ui`, `syncStore`);
 * hud/app calls `loadWorld` (the session's WorldLoader) and `attach(runtime)`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameEvent } from '@/core/events';
import { CATCH_UP_TICK_LIMIT_MS, type OfflineGains } from '@/core/offline';
import { SAVE_VERSION, type GameState } from '@/core/state';
import { cloneWorld } from '@/core/world';
import type { AccountTier } from '@/content/ids';
import type { DeathRecord } from '@/core/state-types';
import type { AutoSaver } from '@/persistence/autosave';
import { CloudSync } from '@/persistence/cloud/cloud-sync';
import { browserConnectivity, type Connectivity } from '@/persistence/cloud/connectivity';
import { SyncLedger } from '@/persistence/cloud/sync-ledger';
import type { SyncTransport } from '@/persistence/cloud/verified-sync';
import { SaveDatabase } from '@/persistence/db';
import { errorMessage, type KeyValueStorage, type Logger, type Notifier } from '@/persistence/deps';
import { wallClock, type Clock } from '@/platform/clock';
import { clearExitSnapshotUpTo } from '@/persistence/exit-snapshot';
import { createBrowserSlotMirror } from '@/persistence/opfs-mirror';
import { requestPersistentStorage } from '@/persistence/persistent-storage';
import { SaveService, type SaveResult } from '@/persistence/save-service';
import { worldOf, type SaveState } from '@/persistence/save-shape';
import type { SlotMirror } from '@/persistence/slot-mirror';
import type { SlotNumber } from '@/persistence/slots';
import { createSyncStore, type SyncStore } from '@/persistence/sync-store';
import { UpgradeChannel } from '@/persistence/upgrade-channel';
import { WriterLock, type LockManagerLike, type WriterLockState, type WriterRole } from '@/persistence/writer-lock';
import { SlotLoader } from '@/persistence/slot-loader';
import type { CoreRuntime } from '@/runtime/core-runtime';
import { journaledCoreSimulation } from '@/runtime/core-simulation';
import { requireAppUpdate } from '@/platform/app-update';
import { catchUpToNow, type CaughtUp, type LoadedWorld } from './catch-up';
import { clearLastAbsence, recordLastAbsence, timelineFromResult } from './last-absence';
import { startLiveSaving } from './live-saving';
import { previousSessionGone, SessionLifetime } from './session-lifetime';

export const SAVE_SESSION_TOASTS = {
  reload: {
    title: 'The game was updated in another tab',
    description: 'Reloading to continue with the new version...',
  },
  tookOver: { title: 'Playing in this tab', description: 'Your progress is saved here now.' },
} as const;

const RELOAD_DELAY_MS = 1_500;

/**
 * What the game is doing while it starts, for the loading overlay's words: looking for the hunter, making a new
 * one, loading a saved one, or catching up the time away since it was saved.
 */
export type StartPhase = { phase: 'finding' | 'creating' | 'loading' } | { phase: 'catchingUp'; awayMs: number };

/** What time away brought (one report per catch-up), shown once by the HUD. */
export interface OfflineReport {
  id: number;
  lines: readonly string[];
  death: DeathRecord | null;
  /** What the absence announced (achievements, titles, quests, abilities, level-ups). */
  events: readonly GameEvent[];
}

type ReportedGains = Pick<OfflineGains, 'summary' | 'death' | 'events'>;

export interface SaveUiState {
  role: WriterRole;
  takingOver: boolean;
  /** The latest time-away report, until shown. */
  offlineReport: OfflineReport | null;
  /** While the world loads: what the game is doing. */
  starting: StartPhase;
  reloading: boolean;
  activeSlot: SlotNumber;
  /** Bumped after every write to a slot and every slot operation. */
  slotsRevision: number;
}

export interface SaveSessionOptions {
  userId: string;
  email: string | null;
  /** The sync function (syncTransportFromSupabase over the app's supabase-js client). */
  syncTransport: SyncTransport;
  logger: Logger;
  notifier: Notifier;
  storage: KeyValueStorage;
  /** The tier read from the server profile: used for a new character and re-applied to replaced worlds. */
  getAccountTier: () => AccountTier | null;
  clock?: Clock;
  /** The browser's by default; tests pass their own. */
  database?: SaveDatabase;
  /** The rescue copy of the slots: the browser's OPFS one when the database is the browser's too. */
  mirror?: SlotMirror | null;
  connectivity?: Connectivity;
  locks?: LockManagerLike;
  reload?: () => void;
}

/** Resolves once the browser has had a frame to paint (at most 50 ms later: a hidden tab runs no frames). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 50);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

export class SaveSession {
  readonly syncStore: SyncStore;
  readonly ui: StoreApi<SaveUiState>;
  readonly service: SaveService;
  readonly lock: WriterLock;
  readonly cloud: CloudSync;
  /** The journal since the last verified state: the runtime writes it, every save carries it. */
  readonly ledger = new SyncLedger();
  readonly clock: Clock;
  private readonly database: SaveDatabase;
  private readonly mirror: SlotMirror | null;
  private readonly upgrade: UpgradeChannel;
  private readonly loader: SlotLoader;
  private readonly logger: Logger;
  private readonly notifier: Notifier;
  private runtime: CoreRuntime | null = null;
  private autosaver: AutoSaver | null = null;
  /** A world that arrived (from the cloud) before the runtime was attached. */
  private pendingWorld: GameState | null = null;
  private loading: Promise<{ world: GameState; created: boolean }> | null = null;
  /** This tab's world may be behind its slot (loaded as a reader, or another tab took over). */
  private worldIsStale = false;
  /** Saving is held while the world is being swapped (a slot reload, a slot switch). */
  private swapping = false;
  private reloadRequired = false;
  private heldForTests = false;
  private lastWrite: SaveResult | null = null;
  private reloadingSlot: Promise<void> = Promise.resolve();
  private finalSave: Promise<unknown> = Promise.resolve();
  private readonly saveListeners = new Set<(result: SaveResult) => void>();
  private reportIds = 0;
  private readonly lifetime: SessionLifetime;

  constructor(private readonly options: SaveSessionOptions) {
    this.lifetime = new SessionLifetime(options.userId, () => this.dispose());
    // A new session (a sign-in, another player) has had no time away yet.
    clearLastAbsence();
    this.clock = options.clock ?? wallClock;
    this.logger = options.logger;
    this.notifier = options.notifier;
    this.syncStore = createSyncStore({ deviceId: '', now: this.clock.now() });
    this.ui = createStore<SaveUiState>()(() => ({
      role: 'pending',
      takingOver: false,
      offlineReport: null,
      starting: { phase: 'finding' },
      reloading: false,
      activeSlot: 1,
      slotsRevision: 0,
    }));
    this.upgrade = new UpgradeChannel({
      saveVersion: SAVE_VERSION,
      onReloadRequired: () => this.onReloadRequired(),
      logger: this.logger,
    });
    this.database =
      options.database ??
      new SaveDatabase({
        logger: this.logger,
        onVersionChange: () => this.upgrade.requestReload('The save database was upgraded by another tab'),
      });
    this.mirror = options.mirror !== undefined ? options.mirror : options.database ? null : createBrowserSlotMirror();
    this.service = new SaveService({
      database: this.database,
      mirror: this.mirror,
      storage: options.storage,
      clock: this.clock,
      logger: this.logger,
      notifier: this.notifier,
    });
    this.lock = new WriterLock({
      userId: options.userId,
      clock: this.clock,
      logger: this.logger,
      ...(options.locks ? { locks: options.locks } : {}),
    });
    this.cloud = new CloudSync({
      userId: options.userId,
      transport: options.syncTransport,
      ledger: this.ledger,
      target: {
        world: () => {
          const world = this.runtime?.world ?? this.pendingWorld;
          if (!world) throw new Error('The game is not running yet');
          return world;
        },
        adopt: (world) => this.adoptVerifiedWorld(world),
      },
      onSynced: () => {
        // The slot keeps the new base with the world, so a reload starts from it.
        this.autosaver?.markDirty();
        void this.autosaver?.saveNow('manual');
      },
      onUpdateRequired: () => requireAppUpdate(),
      ...(typeof document === 'undefined' ? {} : { visibility: document }),
      storage: options.storage,
      store: this.syncStore,
      notifier: this.notifier,
      connectivity: options.connectivity ?? browserConnectivity(window),
      writer: this.lock,
      clock: this.clock,
      logger: this.logger,
    });
    this.loader = new SlotLoader({
      userId: options.userId,
      email: options.email,
      service: this.service,
      cloud: this.cloud,
      storage: options.storage,
      clock: this.clock,
      logger: this.logger,
      notifier: this.notifier,
      canWrite: () => this.lock.canWrite(),
      getActiveSlot: () => this.activeSlot,
      setActiveSlot: (slotNumber) => this.ui.setState({ activeSlot: slotNumber }),
      onPhase: (phase) => this.ui.setState({ starting: { phase } }),
    });
  }

  get userId(): string {
    return this.options.userId;
  }

  get activeSlot(): SlotNumber {
    return this.ui.getState().activeSlot;
  }

  get canWrite(): boolean {
    return this.lock.canWrite() && !this.swapping && !this.reloadRequired && !this.heldForTests;
  }

  /**
   * End-to-end tests only: stop writing anything, as a device whose last save is known, and let go of
   * the rescue copies' files as a tab that stops writing does (tests then change them).
   */
  holdSavingForTests(): void {
    this.heldForTests = true;
    this.releaseRescueCopies();
  }

  /** The live world, to read (null before the game runs). */
  get world(): ReadonlyWorld | null {
    return this.runtime?.world ?? null;
  }

  /** The session's WorldLoader: runs once however often it is called (React may start effects twice). */
  readonly loadWorld = (_user: unknown, tier: AccountTier): Promise<LoadedWorld> => {
    this.loading ??= this.start(tier);
    return this.loading;
  };

  /** Runs `listener` after every local save of the live world (the test hooks record acknowledgements). */
  onSaved(listener: (result: SaveResult) => void): () => void {
    this.saveListeners.add(listener);
    return () => this.saveListeners.delete(listener);
  }

  private async start(tier: AccountTier): Promise<LoadedWorld> {
    // The same player's previous session (the game left and entered again) releases its lock first.
    await previousSessionGone(this.options.userId);
    void requestPersistentStorage(undefined, this.logger);
    this.upgrade.start();
    this.lock.subscribe((state) => this.onRoleChange(state));
    await this.lock.start();
    let loaded: { world: GameState; created: boolean };
    if (this.lock.canWrite()) loaded = await this.loader.loadAsWriter(tier);
    else {
      const read = await this.loader.loadAsReader(tier);
      this.worldIsStale = read.stale;
      loaded = { world: read.world, created: false };
    }
    // The writer's loader has taken the journal already (CloudSync.syncAtStart); a reader's is taken here.
    if (!this.lock.canWrite()) this.ledger.load(loaded.world);
    const awayMs = this.clock.now() - worldOf(loaded.world).sim.nowMs;
    if (awayMs >= CATCH_UP_TICK_LIMIT_MS) {
      // Measuring hours away takes a moment: the overlay says so before the catch-up holds the page.
      this.ui.setState({ starting: { phase: 'catchingUp', awayMs } });
      await nextPaint();
    }
    const caught = this.caughtUp(worldOf(loaded.world));
    return {
      world: caught.world,
      created: loaded.created,
      catchUp: caught.result,
      simulation: journaledCoreSimulation(this.ledger.writer),
    };
  }

  /** Starts saving the live world of `runtime`; returns the detach function (which saves once more). */
  attach(runtime: CoreRuntime): () => void {
    this.runtime = runtime;
    if (this.pendingWorld) {
      runtime.replaceWorld(this.pendingWorld);
      this.pendingWorld = null;
    }
    const live = startLiveSaving({
      runtime,
      userId: this.options.userId,
      service: this.service,
      storage: this.options.storage,
      clock: this.clock,
      logger: this.logger,
      notifier: this.notifier,
      activeSlot: () => this.activeSlot,
      journal: () => this.ledger.snapshot(),
      canWrite: () => this.canWrite,
      onSaved: (result) => this.afterSave(result),
      onStorageFull: () => this.cloud.requestSync(),
      onCatchUp: (result) => this.onRuntimeCatchUp(result),
    });
    const { autosaver } = live;
    this.autosaver = autosaver;
    this.cloud.start();
    if (this.worldIsStale && this.lock.canWrite()) this.reloadingSlot = this.reloadActiveSlot();
    else void autosaver.saveNow('manual');
    return () => {
      this.cloud.stop();
      this.finalSave = live.stop();
      if (this.runtime === runtime) this.runtime = null;
      if (this.autosaver === autosaver) this.autosaver = null;
    };
  }

  /** Saves the live world now (when this tab may write); resolves with the stored state, or null. */
  async saveNow(): Promise<SaveResult | null> {
    if (!this.autosaver) return null;
    const before = this.lastWrite;
    const written = await this.autosaver.saveNow('manual');
    return written && this.lastWrite !== before ? this.lastWrite : null;
  }

  /** Makes this tab the writer; its world is reloaded from the slot before anything is saved. */
  async takeOver(): Promise<void> {
    this.ui.setState({ takingOver: true });
    try {
      await this.lock.takeOver();
      await this.reloadingSlot;
      if (this.lock.canWrite())
        this.notifier.success(SAVE_SESSION_TOASTS.tookOver.title, {
          description: SAVE_SESSION_TOASTS.tookOver.description,
        });
    } finally {
      this.ui.setState({ takingOver: false });
    }
  }

  /**
   * Replaces the live world with a save, brought up to now, with its journal. `byHand`: the player loaded it (a
   * slot, a file): it syncs only if it starts from the state this device last synced to, otherwise it plays on
   * this device only. Otherwise (the slot another tab saved) its journal is taken as saved.
   */
  replaceWorld(state: SaveState, byHand = false): void {
    this.ledger.load(state, byHand, this.cloud.knownHash);
    this.cloud.refreshStatus();
    this.runWorld(this.catchUp(cloneWorld(worldOf(state))));
  }

  /** The server's verified state replaces the world (the ledger was rebased on it): brought up to now and saved. */
  private adoptVerifiedWorld(world: GameState): void {
    this.runWorld(this.catchUp(cloneWorld(world)));
    void this.autosaver?.saveNow('manual');
  }

  private runWorld(world: GameState): void {
    if (!this.runtime) {
      this.pendingWorld = world;
      return;
    }
    this.runtime.replaceWorld(world);
    this.applyAccountTier(world);
    this.autosaver?.markDirty();
  }

  /** Runs `swap` with saving held, then saves the result. */
  async withSavingHeld<T>(swap: () => Promise<T>): Promise<T> {
    this.swapping = true;
    let result: T;
    try {
      result = await swap();
    } finally {
      this.swapping = false;
    }
    this.autosaver?.markDirty();
    await this.autosaver?.saveNow('manual');
    return result;
  }

  setActiveSlotView(slotNumber: SlotNumber): void {
    this.ui.setState({ activeSlot: slotNumber });
    this.bumpSlots();
  }

  bumpSlots(): void {
    this.ui.setState((state) => ({ slotsRevision: state.slotsRevision + 1 }));
  }

  dismissOfflineReport(id: number): void {
    if (this.ui.getState().offlineReport?.id === id) this.ui.setState({ offlineReport: null });
  }

  /** Held by the component that owns the session (see session-lifetime.ts). */
  retain(): void {
    this.lifetime.retain();
  }

  release(): void {
    this.lifetime.release();
  }

  /** Gives everything up (sign-out, leaving the game) once the last save has been written. */
  async dispose(): Promise<void> {
    await this.finalSave.catch(() => undefined);
    this.cloud.stop();
    this.upgrade.stop();
    this.lock.stop();
    await Promise.race([
      this.cloud.idle(),
      new Promise((resolve) => this.clock.setTimeout(() => resolve(undefined), 5_000)),
    ]);
    this.database.close();
  }

  private catchUp(world: GameState): GameState {
    return this.caughtUp(world).world;
  }

  /** The time since the world's clock, caught up and journaled (the server replays the same catch-up). */
  private caughtUp(world: GameState): CaughtUp {
    const caught = catchUpToNow(world, this.clock.now(), this.notifier, this.logger);
    if (caught.away) this.ledger.writer.recordAway(caught.away.ms, { utcOffsetMinutes: caught.away.utcOffsetMinutes });
    if (caught.gains) this.publishReport(caught.gains);
    recordLastAbsence(timelineFromResult(caught.result));
    return caught;
  }

  /** A long gap inside the session (a hidden tab, a sleeping laptop) is time away too. */
  private onRuntimeCatchUp(result: unknown): void {
    const outcome = result as { mode?: string; gains?: ReportedGains | null };
    if (outcome.mode === 'offline' && outcome.gains) this.publishReport(outcome.gains);
    recordLastAbsence(timelineFromResult(result));
  }

  private publishReport(gains: ReportedGains): void {
    this.reportIds += 1;
    this.ui.setState({
      offlineReport: { id: this.reportIds, lines: gains.summary, death: gains.death, events: gains.events ?? [] },
    });
  }

  private afterSave(result: SaveResult): void {
    this.lastWrite = result;
    clearExitSnapshotUpTo(this.options.storage, this.options.userId, result.state.lastSaved);
    this.bumpSlots();
    for (const listener of this.saveListeners) listener(result);
  }

  private onRoleChange(state: WriterLockState): void {
    this.ui.setState({ role: state.role });
    this.bumpSlots();
    if (state.role !== 'writer') {
      if (state.reason !== 'starting') this.worldIsStale = true;
      // The new writer's rescue copies need the files this tab's worker holds open between saves.
      if (state.reason === 'lost') this.releaseRescueCopies();
      return;
    }
    if (this.runtime && this.worldIsStale) this.reloadingSlot = this.reloadActiveSlot();
  }

  private releaseRescueCopies(): void {
    this.mirror?.release?.().catch((error: unknown) => {
      this.logger.warn('The rescue copies could not be let go', errorMessage(error));
    });
  }

  /** A tab that becomes the writer plays what the previous writer saved, not its own stale copy. */
  private reloadActiveSlot(): Promise<void> {
    return this.withSavingHeld(async () => {
      await this.service.init();
      const loaded = await this.loader.readActiveSlot();
      if (loaded) this.replaceWorld(await this.loader.preferExitSnapshot(loaded.slotNumber, loaded.state));
      this.worldIsStale = false;
    });
  }

  private applyAccountTier(world: GameState): void {
    const tier = this.options.getAccountTier();
    if (this.runtime && tier && world.player.accountTier !== tier) this.runtime.send({ type: 'setAccountTier', tier });
  }

  private onReloadRequired(): void {
    this.reloadRequired = true;
    this.ui.setState({ reloading: true });
    this.notifier.info(SAVE_SESSION_TOASTS.reload.title, { description: SAVE_SESSION_TOASTS.reload.description });
    this.clock.setTimeout(() => (this.options.reload ?? (() => window.location.reload()))(), RELOAD_DELAY_MS);
  }
}
