/**
 * The Settings page's save actions over a SaveSession: list, load and copy slots, export the game to
 * a file, import a verified file into a slot (an occupied slot only with confirmation, backed up first).
 */
import { cloneWorld } from '@/core/world';
import { worldOf } from '@/persistence/save-shape';
import {
  commitImport,
  exportSave,
  prepareImport,
  type CommitImportResult,
  type ImportPreview,
} from '@/persistence/save-file';
import { SLOT_COUNT, type SlotNumber } from '@/persistence/slots';
import type { SaveSession } from './save-session';

export interface SlotView {
  slotNumber: SlotNumber;
  /** Null for an empty slot. */
  save: { slotName: string; level: number; hunterRank: string; playtime: number; lastModified: number } | null;
  active: boolean;
}

export interface SlotListing {
  slots: SlotView[];
  /** Another tab is saving this hunter: nothing here may write. */
  readOnly: boolean;
}

/** What the Settings page may do with the player's saves; the page only calls it. */
export interface SaveControls {
  listSlots(): Promise<SlotListing>;
  /** Saves the current game to its slot, then plays the chosen slot (it becomes the active slot). */
  loadSlot(slotNumber: SlotNumber): Promise<void>;
  /** Copies the current game into another slot (the caller confirms replacing an occupied one). */
  saveToSlot(slotNumber: SlotNumber): Promise<void>;
  /** Saves, then downloads the current game as a save file. */
  exportSave(): Promise<void>;
  /** Reads and verifies a save file; throws SaveFileError with the spec's message. */
  prepareImport(file: Blob): Promise<ImportPreview>;
  /** Writes a verified save into a slot; an occupied slot needs `confirmOverwrite` and is backed up first. */
  importSave(preview: ImportPreview, slotNumber: SlotNumber, confirmOverwrite: boolean): Promise<CommitImportResult>;
  /** Called whenever slots may have changed (a save, a load, an import, the writer tab changing). */
  subscribe(listener: () => void): () => void;
}

/** Hands a file to the player (the browser's download in the app). */
export type DownloadFile = (fileName: string, text: string) => void;

export const READ_ONLY_MESSAGE =
  'This hunter is open in another tab. Switch to it, or choose "Play here instead" first.';

function assertWriter(session: SaveSession): void {
  if (!session.lock.canWrite()) throw new Error(READ_ONLY_MESSAGE);
}

export function createSaveControls(session: SaveSession, download: DownloadFile): SaveControls {
  const { service, userId } = session;

  async function listSlots(): Promise<SlotListing> {
    await service.init();
    const stored = await service.listSlots(userId);
    const active = session.activeSlot;
    const slots = Array.from({ length: SLOT_COUNT }, (_, index) => {
      const slotNumber = (index + 1) as SlotNumber;
      const found = stored.find((slot) => slot.slotNumber === slotNumber);
      return {
        slotNumber,
        active: slotNumber === active,
        save: found ? { slotName: found.slotName, ...found.metadata } : null,
      };
    });
    return { slots, readOnly: !session.lock.canWrite() };
  }

  async function loadSlot(slotNumber: SlotNumber): Promise<void> {
    assertWriter(session);
    // The game being left keeps its progress in its own slot.
    await session.saveNow();
    await session.withSavingHeld(async () => {
      const loaded = await service.loadSlot(userId, slotNumber);
      if (!loaded) throw new Error(`Slot ${slotNumber} is empty`);
      await service.setActiveSlot(userId, slotNumber);
      session.setActiveSlotView(slotNumber);
      session.replaceWorld(loaded.state, true);
    });
    session.bumpSlots();
  }

  async function saveToSlot(slotNumber: SlotNumber): Promise<void> {
    assertWriter(session);
    const saved = (await session.saveNow())?.state;
    const world = session.world;
    if (!saved && !world) throw new Error('The game is not running yet');
    await service.saveSlot(userId, slotNumber, saved ?? cloneWorld(world!));
    session.bumpSlots();
  }

  async function exportCurrent(): Promise<void> {
    const saved = (await session.saveNow())?.state;
    const world = session.world;
    const state = saved ?? (world && cloneWorld(world));
    if (!state) throw new Error('The game is not running yet');
    // The journal stays on this device: a file is a copy of the world, which the server never vouches for.
    const file = await exportSave(worldOf(state), session.clock.now());
    download(file.fileName, file.text);
  }

  return {
    listSlots,
    loadSlot,
    saveToSlot,
    exportSave: exportCurrent,
    prepareImport: (file) => prepareImport(file),
    async importSave(preview, slotNumber, confirmOverwrite) {
      assertWriter(session);
      // Imported into the slot being played: the game switches to it without saving over it first.
      const intoActive = slotNumber === session.activeSlot;
      if (!intoActive) await session.saveNow();
      const result = await session.withSavingHeld(async () => {
        const committed = await commitImport(preview, { service, userId, slotNumber, confirmOverwrite });
        if (committed.status === 'imported' && intoActive) session.replaceWorld(committed.saved.state, true);
        return committed;
      });
      session.bumpSlots();
      return result;
    },
    subscribe(listener) {
      return session.ui.subscribe((state, previous) => {
        if (
          state.slotsRevision !== previous.slotsRevision ||
          state.activeSlot !== previous.activeSlot ||
          state.role !== previous.role
        )
          listener();
      });
    },
  };
}
