/**
 * Save files: export a save as JSON with a checksum; import in two steps so nothing is overwritten
 * by accident: `prepareImport` verifies and previews the file, `commitImport` needs the player's
 * confirmation for an occupied slot and backs the slot's current save up before writing.
 */
import { sha256Hex, stableStringify } from '@/persistence/codec';
import { errorMessage, type Logger } from '@/persistence/deps';
import { isJsonObject, summarizeSave, type SaveState, type SaveSummary } from '@/persistence/save-shape';
import { parseSaveData } from '@/persistence/schema';
import { assertSlotNumber, type SlotNumber, type SlotStore, type SlotSummary } from '@/persistence/slots';
import type { SaveResult, SaveService } from '@/persistence/save-service';

export const SAVE_FILE_FORMAT = 'shadow-hunter-save';
export const SAVE_FILE_MIME = 'application/json';
export const IMPORT_TAMPERED_MESSAGE = 'Save file corrupted or tampered with';
export const IMPORT_INVALID_MESSAGE = 'Invalid save file format';

/** What an exported file holds. The checksum is SHA-256 of the data's stable JSON. */
export interface SaveFileEnvelope {
  format: typeof SAVE_FILE_FORMAT;
  /** The save format version of `data`. */
  version: number;
  checksum: string;
  /** ISO 8601. */
  exportedAt: string;
  data: SaveState;
}

export class SaveFileError extends Error {
  override readonly name = 'SaveFileError';
  constructor(
    readonly reason: 'tampered' | 'invalid',
    /** Why, for logs and an optional toast description; the message is always the spec's. */
    readonly detail: string,
  ) {
    super(reason === 'tampered' ? IMPORT_TAMPERED_MESSAGE : IMPORT_INVALID_MESSAGE);
  }
}

export interface ExportedSave {
  fileName: string;
  text: string;
  blob: Blob;
  checksum: string;
}

export async function exportSave(state: SaveState, now: number): Promise<ExportedSave> {
  const checksum = sha256Hex(stableStringify(state));
  const envelope: SaveFileEnvelope = {
    format: SAVE_FILE_FORMAT,
    version: state.version,
    checksum,
    exportedAt: new Date(now).toISOString(),
    data: state,
  };
  const text = JSON.stringify(envelope, null, 2);
  const day = new Date(now).toISOString().slice(0, 10);
  const name = state.player.username.replace(/[^A-Za-z0-9_-]+/g, '-') || 'hunter';
  return {
    fileName: `shadow-hunter-${name}-${day}.json`,
    text,
    blob: new Blob([text], { type: SAVE_FILE_MIME }),
    checksum,
  };
}

export interface ImportPreview {
  /** The imported save, migrated and validated. */
  state: SaveState;
  summary: SaveSummary;
  checksum: string;
  exportedAt: string;
  /** The save version the file was written with. */
  fileVersion: number;
}

/** Reads and verifies a save file. Throws SaveFileError with the spec's messages. */
export async function prepareImport(file: Blob | string, logger?: Logger): Promise<ImportPreview> {
  let text: string;
  try {
    text = typeof file === 'string' ? file : await file.text();
  } catch (error) {
    throw new SaveFileError('invalid', `The file could not be read: ${errorMessage(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SaveFileError('invalid', 'The file is not JSON');
  }
  if (!isJsonObject(parsed) || parsed.format !== SAVE_FILE_FORMAT)
    throw new SaveFileError('invalid', 'The file is not a Shadow Hunter save');
  const { checksum, data, version, exportedAt } = parsed;
  if (
    typeof checksum !== 'string' ||
    typeof version !== 'number' ||
    typeof exportedAt !== 'string' ||
    !isJsonObject(data)
  ) {
    throw new SaveFileError('invalid', 'The save file is missing its version, checksum, export time or data');
  }
  if (sha256Hex(stableStringify(data)) !== checksum)
    throw new SaveFileError('tampered', 'The checksum does not match the data');
  if (data.version !== version) throw new SaveFileError('invalid', 'The file version does not match its data');
  let state: SaveState;
  try {
    state = parseSaveData(data, undefined, logger);
  } catch (error) {
    throw new SaveFileError('invalid', errorMessage(error));
  }
  return { state, summary: summarizeSave(state), checksum, exportedAt, fileVersion: version };
}

export interface ImportTarget {
  slotNumber: SlotNumber;
  /** The save the import would replace; null for an empty slot. */
  existing: SlotSummary | null;
}

/** What an import into this slot would overwrite, for the confirmation step. */
export async function describeImportTarget(
  slots: SlotStore,
  userId: string,
  slotNumber: number,
): Promise<ImportTarget> {
  assertSlotNumber(slotNumber);
  const existing = (await slots.listSlots(userId)).find((slot) => slot.slotNumber === slotNumber) ?? null;
  return { slotNumber, existing };
}

export interface CommitImportParams {
  service: Pick<SaveService, 'saveSlot' | 'slots'>;
  userId: string;
  slotNumber: number;
  /** The player confirmed replacing an occupied slot. */
  confirmOverwrite: boolean;
  slotName?: string;
}

export type CommitImportResult =
  | { status: 'needs-confirmation'; target: ImportTarget }
  | { status: 'imported'; target: ImportTarget; backupId: number | null; saved: SaveResult };

/**
 * Writes a prepared import. An occupied slot is only replaced with `confirmOverwrite`, and its current
 * save is first copied to the backups table. The save is re-bound to the importing user and stamped now.
 */
export async function commitImport(preview: ImportPreview, params: CommitImportParams): Promise<CommitImportResult> {
  const { service, userId, slotNumber } = params;
  const target = await describeImportTarget(service.slots, userId, slotNumber);
  if (target.existing && !params.confirmOverwrite) return { status: 'needs-confirmation', target };
  const backupId = target.existing ? await service.slots.backupSlot(userId, target.slotNumber, 'import') : null;
  const state: SaveState = { ...preview.state, playerId: userId };
  const saved = await service.saveSlot(
    userId,
    target.slotNumber,
    state,
    params.slotName === undefined ? {} : { slotName: params.slotName },
  );
  return { status: 'imported', target, backupId, saved };
}
