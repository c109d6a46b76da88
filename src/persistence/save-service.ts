/**
 * The save service of spec 000 §4: slots per user, the active slot, new-player setup and the player
 * initialisation flow of the game shell. Play never waits on the cloud: cloud work is handed to
 * injected callbacks and only ever logged or toasted.
 */
import { consoleLogger, errorMessage, type KeyValueStorage, type Logger, type Notifier } from '@/persistence/deps';
import { wallClock, type Clock } from '@/platform/clock';
import { isRecoverableOpenError, type SaveDatabase } from '@/persistence/db';
import { markFreshCharacter } from '@/persistence/fresh-character';
import type { SaveMigration } from '@/persistence/migrations';
import type { SaveState } from '@/persistence/save-shape';
import type { SlotMirror } from '@/persistence/slot-mirror';
import {
  SlotStore,
  type LoadedSlot,
  type MirrorRestoreReport,
  type SlotNumber,
  type SlotSummary,
  type SlotWriteResult,
} from '@/persistence/slots';

export const MAIN_SAVE_SLOT: SlotNumber = 1;
export const MAIN_SAVE_NAME = 'Main Save';
export const PLAYER_INIT_TIMEOUT_MS = 10_000;

export const PLAYER_INIT_TOASTS = {
  creating: 'Creating your character...',
  created: 'Character created successfully!',
  failed: 'Failed to initialize character. Please refresh the page.',
  recovered: {
    title: 'Save restored from backup',
    description: 'Your latest save was damaged, so the previous good one was loaded.',
  },
} as const;

export interface NewPlayerParams {
  userId: string;
  email: string;
}

/** Builds a new character's state (the core's createNewGameState, given the tier, clock and seed by the caller). */
export type CreateNewState = (params: NewPlayerParams) => SaveState;

/** Pushes a state to the cloud; rejects on failure. Runs in the background only. */
export type PushToCloud = (state: SaveState) => Promise<void>;

export type CloudSyncOutcome = { ok: true } | { ok: false; warning: string };

export interface NewPlayerResult {
  state: SaveState;
  slotNumber: SlotNumber;
  /** Settles when the background cloud sync ends; never rejects (a failure is only a warning). */
  cloudSync: Promise<CloudSyncOutcome>;
}

export interface SaveOptions {
  slotName?: string;
  /** Keep the state's own lastSaved (a state pulled from the cloud or imported) instead of stamping now. */
  keepLastSaved?: boolean;
}

export interface SaveResult {
  /** The state as stored, lastSaved stamped. */
  state: SaveState;
  write: SlotWriteResult;
}

export interface PlayerInitParams {
  userId: string;
  email: string | null | undefined;
  createState: CreateNewState;
  pushToCloud?: PushToCloud;
  /**
   * Reads the user's cloud save (validated) before a new character is made on a new device; null when there is none.
   */
  restoreFromCloud?: () => Promise<SaveState | null>;
  /** The game state already in memory, used when the user has no slot to load. */
  currentState?: SaveState | null;
  /** Told when it is known whether a new character is made or a saved one loaded (the loading overlay's words). */
  onPhase?: (phase: PlayerInitPhase) => void;
}

export type PlayerInitPhase = 'creating' | 'loading';

export type PlayerInitSource =
  'active-slot' | 'slot-1' | 'other-slot' | 'new-player' | 'cloud-restore' | 'current-state' | 'none';

export interface PlayerInitResult {
  state: SaveState | null;
  slotNumber: SlotNumber | null;
  source: PlayerInitSource;
  recoveredFromBackup: boolean;
  /** Set when initialisation failed (toasted and logged); state is then null. */
  error?: string;
}

export interface SaveServiceDeps {
  database: SaveDatabase;
  /** Where the fresh-character mark is kept (localStorage). */
  storage: KeyValueStorage;
  clock?: Clock;
  logger?: Logger;
  notifier?: Notifier;
  migrations?: readonly SaveMigration[];
  /** The rescue copy of the slots outside IndexedDB (opfs-mirror.ts in the browser). */
  mirror?: SlotMirror | null;
}

export class SaveService {
  readonly slots: SlotStore;
  private readonly database: SaveDatabase;
  private readonly storage: KeyValueStorage;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly notifier: Notifier | undefined;
  private restoring: Promise<MirrorRestoreReport> | null = null;

  constructor(deps: SaveServiceDeps) {
    this.database = deps.database;
    this.storage = deps.storage;
    this.clock = deps.clock ?? wallClock;
    this.logger = deps.logger ?? consoleLogger;
    this.notifier = deps.notifier;
    this.slots = new SlotStore(deps.database, {
      clock: this.clock,
      logger: this.logger,
      mirror: deps.mirror ?? null,
      ...(deps.migrations ? { migrations: deps.migrations } : {}),
    });
  }

  /**
   * Opens local storage ("initialise storage" of spec 000 §4), then puts back from the rescue copy
   * any slot the browser's database lost (once per service).
   */
  async init(): Promise<MirrorRestoreReport> {
    await this.openDatabase();
    this.restoring ??= this.slots.restoreFromMirror().catch((error: unknown) => {
      this.restoring = null;
      throw error;
    });
    return this.restoring;
  }

  /**
   * A store the browser still cannot open after the database's own retries is corrupt (Chromium
   * would wipe it at its next start anyway). With rescue copies to rebuild from, it is deleted and
   * made anew now, so play and saving go on; without any, the error stands and nothing is deleted.
   */
  private async openDatabase(): Promise<void> {
    try {
      await this.database.init();
    } catch (error) {
      if (!isRecoverableOpenError(error) || !(await this.slots.hasRescueCopies())) throw error;
      this.logger.error(
        'The save database cannot be opened; it is deleted and rebuilt from the rescue copies',
        errorMessage(error),
      );
      await this.database.destroy();
      await this.database.init();
    }
  }

  isPlayerInitialized(userId: string): Promise<boolean> {
    return this.slots.hasAnySlot(userId);
  }

  getActiveSlot(userId: string): Promise<SlotNumber | null> {
    return this.slots.getActiveSlot(userId);
  }

  setActiveSlot(userId: string, slotNumber: number): Promise<void> {
    return this.slots.setActiveSlot(userId, slotNumber);
  }

  loadSlot(userId: string, slotNumber: number): Promise<LoadedSlot | null> {
    return this.slots.readSlot(userId, slotNumber);
  }

  async saveSlot(userId: string, slotNumber: number, state: SaveState, options: SaveOptions = {}): Promise<SaveResult> {
    const stored = options.keepLastSaved ? state : { ...state, lastSaved: this.clock.now() };
    const write = await this.slots.writeSlot(
      userId,
      slotNumber,
      stored,
      options.slotName === undefined ? {} : { slotName: options.slotName },
    );
    return { state: stored, write };
  }

  listSlots(userId: string): Promise<SlotSummary[]> {
    return this.slots.listSlots(userId);
  }

  deleteSlot(userId: string, slotNumber: number): Promise<void> {
    return this.slots.deleteSlot(userId, slotNumber);
  }

  /** New-player setup (spec 000 §4): save locally in slot 1 "Main Save", make it active, sync in the background. */
  async initializeNewPlayer(
    params: NewPlayerParams & { createState: CreateNewState; pushToCloud?: PushToCloud },
  ): Promise<NewPlayerResult> {
    const created = params.createState({ userId: params.userId, email: params.email });
    const { state } = await this.saveSlot(params.userId, MAIN_SAVE_SLOT, created, { slotName: MAIN_SAVE_NAME });
    await this.setActiveSlot(params.userId, MAIN_SAVE_SLOT);
    markFreshCharacter(this.storage, params.userId);
    const push = params.pushToCloud;
    const cloudSync: Promise<CloudSyncOutcome> = push
      ? push(state).then(
          (): CloudSyncOutcome => ({ ok: true }),
          (error: unknown): CloudSyncOutcome => {
            const warning = `New character saved locally; cloud sync failed: ${errorMessage(error)}`;
            this.logger.warn(warning);
            return { ok: false, warning };
          },
        )
      : Promise.resolve({ ok: false, warning: 'New character saved locally; no cloud connection configured' });
    return { state, slotNumber: MAIN_SAVE_SLOT, cloudSync };
  }

  /**
   * Player initialisation in the game shell (spec 000 §4). A run past 10 seconds is only logged; a
   * failure toasts "Failed to initialize character. Please refresh the page." and is logged.
   */
  async initializePlayer(params: PlayerInitParams): Promise<PlayerInitResult> {
    let finished = false;
    const timer = this.clock.setTimeout(() => {
      if (!finished)
        this.logger.error(`Player initialization timed out after ${PLAYER_INIT_TIMEOUT_MS / 1000} seconds`, {
          userId: params.userId,
        });
    }, PLAYER_INIT_TIMEOUT_MS);
    try {
      return await this.runPlayerInit(params);
    } catch (error) {
      this.logger.error('Player initialization failed', errorMessage(error));
      this.notifier?.error(PLAYER_INIT_TOASTS.failed);
      return { state: null, slotNumber: null, source: 'none', recoveredFromBackup: false, error: errorMessage(error) };
    } finally {
      finished = true;
      this.clock.clearTimeout(timer);
    }
  }

  private async runPlayerInit(params: PlayerInitParams): Promise<PlayerInitResult> {
    const { userId } = params;
    await this.init();
    if (!(await this.isPlayerInitialized(userId))) {
      const restored = await this.tryRestoreFromCloud(params);
      if (restored) return restored;
      if (params.email) {
        params.onPhase?.('creating');
        this.notifier?.info(PLAYER_INIT_TOASTS.creating);
        const created = await this.initializeNewPlayer({
          userId,
          email: params.email,
          createState: params.createState,
          ...(params.pushToCloud ? { pushToCloud: params.pushToCloud } : {}),
        });
        this.notifier?.success(PLAYER_INIT_TOASTS.created);
        return {
          state: created.state,
          slotNumber: created.slotNumber,
          source: 'new-player',
          recoveredFromBackup: false,
        };
      }
    }

    params.onPhase?.('loading');
    const active = await this.getActiveSlot(userId);
    if (active !== null) {
      const loaded = await this.loadSlot(userId, active);
      if (loaded) return this.fromLoaded(loaded, 'active-slot');
      this.logger.warn(`Active save slot ${active} is empty; looking for another`);
    }
    const main = await this.loadSlot(userId, MAIN_SAVE_SLOT);
    if (main) {
      await this.setActiveSlot(userId, MAIN_SAVE_SLOT);
      return this.fromLoaded(main, 'slot-1');
    }
    const [other] = await this.listSlots(userId);
    if (other) {
      const loaded = await this.loadSlot(userId, other.slotNumber);
      if (loaded) {
        await this.setActiveSlot(userId, other.slotNumber);
        return this.fromLoaded(loaded, 'other-slot');
      }
    }
    if (params.currentState)
      return { state: params.currentState, slotNumber: null, source: 'current-state', recoveredFromBackup: false };
    return { state: null, slotNumber: null, source: 'none', recoveredFromBackup: false };
  }

  private async tryRestoreFromCloud(params: PlayerInitParams): Promise<PlayerInitResult | null> {
    if (!params.restoreFromCloud) return null;
    let cloudState: SaveState | null;
    try {
      cloudState = await params.restoreFromCloud();
    } catch (error) {
      this.logger.warn(
        'Could not check the cloud for an existing character; creating one locally',
        errorMessage(error),
      );
      return null;
    }
    if (!cloudState) return null;
    // A hunter who has never played is a new character the server has just made (issue 31): greeted as one.
    const isNew = cloudState.sim.tick === 0;
    params.onPhase?.(isNew ? 'creating' : 'loading');
    if (isNew) this.notifier?.info(PLAYER_INIT_TOASTS.creating);
    const { state } = await this.saveSlot(params.userId, MAIN_SAVE_SLOT, cloudState, {
      slotName: MAIN_SAVE_NAME,
      keepLastSaved: true,
    });
    await this.setActiveSlot(params.userId, MAIN_SAVE_SLOT);
    if (isNew) {
      this.notifier?.success(PLAYER_INIT_TOASTS.created);
      return { state, slotNumber: MAIN_SAVE_SLOT, source: 'new-player', recoveredFromBackup: false };
    }
    this.logger.info('Restored the character from the cloud save on this device');
    return { state, slotNumber: MAIN_SAVE_SLOT, source: 'cloud-restore', recoveredFromBackup: false };
  }

  private fromLoaded(loaded: LoadedSlot, source: PlayerInitSource): PlayerInitResult {
    if (loaded.recoveredFromBackup)
      this.notifier?.warning(PLAYER_INIT_TOASTS.recovered.title, {
        description: PLAYER_INIT_TOASTS.recovered.description,
      });
    return {
      state: loaded.state,
      slotNumber: loaded.slotNumber,
      source,
      recoveredFromBackup: loaded.recoveredFromBackup,
    };
  }
}
