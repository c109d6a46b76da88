/**
 * How a tab gets its world at start (spec 000 §4): the writer tab initialises the player through
 * SaveService (a device with no save takes the cloud's verified state, which for a new hunter the server makes),
 * prefers the exit snapshot when it is newer, then syncs its journal before the game runs, so the cloud's state
 * replaces the local one when the server holds other progress; a reader tab only reads the slot the writer saves.
 */
import { createNewGameState, type GameState } from '@/core/state';
import type { AccountTier } from '@/content/ids';
import { STARTUP_CLOUD_TIMEOUT_MS, type CloudSync } from '@/persistence/cloud/cloud-sync';
import { errorMessage, withTimeout, type KeyValueStorage, type Logger, type Notifier } from '@/persistence/deps';
import type { Clock } from '@/platform/clock';
import { takeNewerExitSnapshot } from '@/persistence/exit-snapshot';
import { PLAYER_INIT_TOASTS, type PlayerInitPhase, type SaveService } from '@/persistence/save-service';
import type { SaveState } from '@/persistence/save-shape';
import type { LoadedSlot, SlotNumber } from '@/persistence/slots';

/** How long a reader tab waits between looks for the writer tab's first save. */
const READER_POLL_MS = 1_000;

export class PlayerInitError extends Error {
  override readonly name = 'PlayerInitError';
}

export interface SlotLoaderDeps {
  userId: string;
  email: string | null;
  service: SaveService;
  cloud: CloudSync;
  storage: KeyValueStorage;
  clock: Clock;
  logger: Logger;
  notifier: Notifier;
  canWrite: () => boolean;
  getActiveSlot: () => SlotNumber;
  setActiveSlot: (slotNumber: SlotNumber) => void;
  /** Told whether a new character is made or a saved one loaded (the loading overlay's words). */
  onPhase?: (phase: PlayerInitPhase) => void;
}

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

export class SlotLoader {
  constructor(private readonly deps: SlotLoaderDeps) {}

  /** Player initialisation, the exit snapshot, then the cloud decision at start. */
  async loadAsWriter(tier: AccountTier): Promise<{ world: GameState; created: boolean }> {
    const { userId, service, cloud, clock, logger } = this.deps;
    const createState = ({ email }: { email: string }) =>
      createNewGameState({ userId, email, tier, nowMs: clock.now(), seed: randomSeed() });
    const init = await service.initializePlayer({
      userId,
      email: this.deps.email,
      createState,
      ...(this.deps.onPhase ? { onPhase: this.deps.onPhase } : {}),
      restoreFromCloud: () =>
        withTimeout(cloud.fetchCloudSave(), STARTUP_CLOUD_TIMEOUT_MS, clock, 'The cloud did not answer in time'),
    });
    // initializePlayer has already toasted and logged a failure.
    if (init.error) throw new PlayerInitError(init.error);
    let local = init.state;
    if (!local) {
      // No e-mail and nothing saved: a character all the same, or the player could never start.
      this.deps.onPhase?.('creating');
      local = (
        await service.initializeNewPlayer({
          userId,
          email: '',
          createState,
        })
      ).state;
    }
    const slotNumber = init.slotNumber ?? 1;
    this.deps.setActiveSlot(slotNumber);
    local = await this.preferExitSnapshot(slotNumber, local);
    let world: SaveState = local;
    try {
      world = await cloud.syncAtStart(local);
    } catch (error) {
      logger.error('Syncing at start failed; playing the local save', errorMessage(error));
    }
    return { world, created: init.source === 'new-player' };
  }

  /** Another tab saves this hunter: read its save without writing, waiting for its first one if need be. */
  async loadAsReader(tier: AccountTier): Promise<{ world: GameState; stale: boolean }> {
    await this.deps.service.init();
    this.deps.onPhase?.('loading');
    for (;;) {
      if (this.deps.canWrite()) return { world: (await this.loadAsWriter(tier)).world, stale: false };
      const loaded = await this.readActiveSlot();
      if (loaded) return { world: loaded.state, stale: true };
      await new Promise((resolve) => this.deps.clock.setTimeout(() => resolve(undefined), READER_POLL_MS));
    }
  }

  /**
   * The active slot's save (the previous version, with its toast, when the newest is damaged); null when empty or
   * unreadable.
   */
  async readActiveSlot(): Promise<LoadedSlot | null> {
    const { userId, service, logger, notifier } = this.deps;
    try {
      const active = (await service.getActiveSlot(userId)) ?? this.deps.getActiveSlot();
      const loaded = await service.loadSlot(userId, active);
      if (!loaded) return null;
      this.deps.setActiveSlot(loaded.slotNumber);
      if (loaded.recoveredFromBackup)
        notifier.warning(PLAYER_INIT_TOASTS.recovered.title, { description: PLAYER_INIT_TOASTS.recovered.description });
      return loaded;
    } catch (error) {
      logger.error('Could not read the active save slot', errorMessage(error));
      return null;
    }
  }

  /** The exit snapshot of this slot, stored into the slot, when it is newer than the slot's save. */
  async preferExitSnapshot(slotNumber: SlotNumber, slotState: SaveState): Promise<SaveState> {
    const { userId, service, storage, logger } = this.deps;
    const snapshot = takeNewerExitSnapshot(storage, userId, slotNumber, slotState.lastSaved, logger);
    if (!snapshot) return slotState;
    try {
      await service.saveSlot(userId, slotNumber, snapshot, { keepLastSaved: true });
    } catch (error) {
      logger.warn('Could not store the exit snapshot in its slot; playing it all the same', errorMessage(error));
    }
    logger.info('Resumed from the progress kept as the page was left');
    return snapshot;
  }
}
