/**
 * Saving the running world: auto-save of the active slot (every 30 s when dirty, and as the page is
 * hidden or left), the exit snapshot written synchronously at those moments, and the player told
 * when a save fails or storage is full, while play goes on.
 */
import { cloneWorld } from '@/core/world';
import { AutoSaver, type SlotWriter } from '@/persistence/autosave';
import { errorMessage, type KeyValueStorage, type Logger, type Notifier } from '@/persistence/deps';
import type { Clock } from '@/platform/clock';
import { writeExitSnapshot } from '@/persistence/exit-snapshot';
import type { SaveResult, SaveService } from '@/persistence/save-service';
import type { SavedJournal } from '@/persistence/save-shape';
import type { SlotNumber } from '@/persistence/slots';
import type { CoreRuntime } from '@/runtime/core-runtime';

export const LIVE_SAVING_TOASTS = {
  storageFull: {
    title: 'Storage is full',
    description:
      'Your progress could not be saved on this device. Free up browser storage; ' +
      'the game keeps playing, retries every 30 seconds and still backs up to the cloud.',
  },
  saveFailed: { title: 'Could not save your progress' },
} as const;

export interface LiveSavingDeps {
  runtime: CoreRuntime;
  userId: string;
  service: SaveService;
  storage: KeyValueStorage;
  clock: Clock;
  logger: Logger;
  notifier: Notifier;
  activeSlot: () => SlotNumber;
  /** The journal since the last verified state, saved beside the world (taken between the same two ticks). */
  journal: () => SavedJournal;
  canWrite: () => boolean;
  onSaved: (result: SaveResult) => void;
  /** Nothing could be stored on this device: the cloud should get the progress instead. */
  onStorageFull: () => void;
  /** The runtime handed a long gap to the core (a hidden tab, a sleeping laptop). */
  onCatchUp: (result: unknown) => void;
}

export interface LiveSaving {
  autosaver: AutoSaver;
  /** Stops listening; resolves once a last save of unsaved progress is written (true when one was). */
  stop(): Promise<boolean>;
}

export function startLiveSaving(deps: LiveSavingDeps): LiveSaving {
  const { runtime, userId, service, notifier } = deps;
  let saveErrorShown = false;
  // Auto-saves go to the slot being played (slot 1 unless the player loaded another).
  const writer: SlotWriter = {
    saveSlot: (user, _slot, state, options) => service.saveSlot(user, deps.activeSlot(), state, options),
  };
  const autosaver = new AutoSaver({
    writer,
    userId,
    getState: () => ({ ...cloneWorld(runtime.world), journal: deps.journal() }),
    clock: deps.clock,
    pageEvents: window,
    visibility: document,
    canWrite: deps.canWrite,
    onStorageFull: () => {
      notifier.error(LIVE_SAVING_TOASTS.storageFull.title, { description: LIVE_SAVING_TOASTS.storageFull.description });
      deps.onStorageFull();
    },
    onSaveError: (error) => {
      if (saveErrorShown) return;
      saveErrorShown = true;
      notifier.error(LIVE_SAVING_TOASTS.saveFailed.title, { description: errorMessage(error) });
    },
    onSaved: (result) => {
      saveErrorShown = false;
      deps.onSaved(result);
    },
    logger: deps.logger,
  });

  // Synchronous, so it lands even when the page is being torn down (see exit-snapshot.ts).
  const keepExitSnapshot = (): void => {
    if (!deps.canWrite()) return;
    // A command sent in the last tick's 100 ms (Skip, Equip, then the tab closed) is kept too; the
    // page-leaving auto-save listens after this one, so it sees the command applied as well.
    runtime.applyWaitingCommands();
    writeExitSnapshot(
      deps.storage,
      userId,
      deps.activeSlot(),
      { ...runtime.world, lastSaved: deps.clock.now(), journal: deps.journal() },
      deps.logger,
    );
  };
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') keepExitSnapshot();
  };
  window.addEventListener('pagehide', keepExitSnapshot);
  document.addEventListener('visibilitychange', onHidden);
  const unsubscribers = [
    // Every tick changes the world (its clock at least), so any tick, event or command makes the save dirty.
    runtime.bridge.watch(
      (world) => world.sim.tick,
      () => autosaver.markDirty(),
    ),
    runtime.bridge.onCatchUp((result) => {
      autosaver.markDirty();
      deps.onCatchUp(result);
    }),
    () => window.removeEventListener('pagehide', keepExitSnapshot),
    () => document.removeEventListener('visibilitychange', onHidden),
  ];
  autosaver.start();

  return {
    autosaver,
    stop: () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      autosaver.stop();
      return autosaver.saveIfDirty('manual');
    },
  };
}
