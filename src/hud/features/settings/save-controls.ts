/**
 * What the Settings page may do with the player's saves. hud/app implements it over the save
 * pipeline and provides it through SaveControlsContext; the page only calls it.
 */
import { createContext, useContext } from 'react';
import type { CommitImportResult, ImportPreview } from '@/persistence/save-file';
import type { SlotNumber } from '@/persistence/slots';

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

export const SaveControlsContext = createContext<SaveControls | null>(null);

export function useSaveControls(): SaveControls | null {
  return useContext(SaveControlsContext);
}
