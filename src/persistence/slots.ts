/**
 * Save slots 1..3 per user. Every write is one transaction that stores the new version and keeps
 * the previous good one (checksum verified); every read verifies the newest and falls back to the
 * previous when it is damaged, reporting `recoveredFromBackup` so the player can be told.
 */
import { decodeSave, encodeSaveText, GENESIS_HASH, verifyChecksum } from '@/persistence/codec';
import type { SaveDatabase, SlotBackupReason, SlotBackupRecord, SlotRecord, SlotVersion } from '@/persistence/db';
import { consoleLogger, errorMessage, type Logger } from '@/persistence/deps';
import { wallClock, type Clock } from '@/platform/clock';
import { SAVE_MIGRATIONS, SaveMigrationError, type SaveMigration } from '@/persistence/migrations';
import { summarizeSave, type SaveState, type SaveSummary } from '@/persistence/save-shape';
import { parseSaveData } from '@/persistence/schema';
import { SaveWriteCheck } from '@/persistence/write-check';
import type { SlotMirror } from '@/persistence/slot-mirror';

export const SLOT_COUNT = 3;
export const SLOT_RANGE_ERROR = 'Slot number must be between 1 and 3';
export type SlotNumber = 1 | 2 | 3;

export function isSlotNumber(value: unknown): value is SlotNumber {
  return value === 1 || value === 2 || value === 3;
}

export function assertSlotNumber(value: number): asserts value is SlotNumber {
  if (!isSlotNumber(value)) throw new RangeError(SLOT_RANGE_ERROR);
}

export function slotRecordId(playerId: string, slotNumber: SlotNumber): string {
  return `${playerId}:${slotNumber}`;
}

export function defaultSlotName(slotNumber: SlotNumber): string {
  return slotNumber === 1 ? 'Main Save' : `Save ${slotNumber}`;
}

export interface LoadedSlot {
  state: SaveState;
  slotNumber: SlotNumber;
  slotName: string;
  metadata: SaveSummary;
  sequence: number;
  hashChain: string;
  /** The newest version was damaged; this is the previous good one. */
  recoveredFromBackup: boolean;
}

export interface SlotSummary {
  slotNumber: SlotNumber;
  slotName: string;
  metadata: SaveSummary;
  savedAt: number;
  sequence: number;
  hasPreviousVersion: boolean;
}

export interface SlotWriteResult {
  slotNumber: SlotNumber;
  sequence: number;
  checksum: string;
  hashChain: string;
  compressedBytes: number;
  savedAt: number;
}

export interface SlotWriteOptions {
  slotName?: string;
}

/** Neither stored version of the slot can be read. */
export class SlotUnreadableError extends Error {
  override readonly name = 'SlotUnreadableError';
}

const MAX_WRITE_ATTEMPTS = 3;

export interface SlotStoreDeps {
  clock?: Clock;
  logger?: Logger;
  migrations?: readonly SaveMigration[];
  /** The rescue copy of every slot outside the database (slot-mirror.ts); none in tests that do not need it. */
  mirror?: SlotMirror | null;
}

/** What restoring from the rescue copy did, slot by slot. */
export interface MirrorRestoreReport {
  /** Slots the database had lost or held older or damaged, put back from the rescue copy. */
  restored: { playerId: string; slotNumber: number; sequence: number; databaseSequence: number | null }[];
  /** Rescue copies that could not be read or whose bytes failed their checksum. */
  unreadable: string[];
}

export class SlotStore {
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly migrations: readonly SaveMigration[];
  private readonly mirror: SlotMirror | null;
  /** The last rescue-copy write failed: the next failure is not logged again. */
  private mirrorFailing = false;
  /** Writes run one after another so each sees the version the previous one stored. */
  private writeQueue: Promise<unknown> = Promise.resolve();
  /**
   * The record this store last wrote per slot. Its bytes were checksummed as they were made, so the
   * next write can keep it as the previous version without reading and re-verifying it; the write
   * transaction still checks that the slot holds exactly this record.
   */
  private readonly lastWritten = new Map<string, SlotRecord>();
  private readonly writeCheck = new SaveWriteCheck();

  constructor(
    private readonly database: SaveDatabase,
    deps: SlotStoreDeps = {},
  ) {
    this.clock = deps.clock ?? wallClock;
    this.logger = deps.logger ?? consoleLogger;
    this.migrations = deps.migrations ?? SAVE_MIGRATIONS;
    this.mirror = deps.mirror ?? null;
  }

  /** Some slot has a rescue copy that can be decoded (checksums are checked when it is restored). */
  async hasRescueCopies(): Promise<boolean> {
    if (!this.mirror) return false;
    try {
      return (await this.mirror.readAll()).records.length > 0;
    } catch {
      return false;
    }
  }

  /**
   * Puts back from the rescue copy every slot the database lost, holds at an older sequence, or
   * holds damaged at the same sequence. Run once the database is open, before anything reads it.
   */
  async restoreFromMirror(): Promise<MirrorRestoreReport> {
    const report: MirrorRestoreReport = { restored: [], unreadable: [] };
    if (!this.mirror) return report;
    let copies: Awaited<ReturnType<SlotMirror['readAll']>>;
    try {
      copies = await this.mirror.readAll();
    } catch (error) {
      this.logger.warn('The rescue copies of the save slots could not be read', errorMessage(error));
      return report;
    }
    report.unreadable.push(...copies.unreadable);
    const { db } = this.database;
    for (const copy of copies.records) {
      if (!verifyChecksum(copy.data, copy.checksum)) {
        report.unreadable.push(copy.id);
        continue;
      }
      const stored = await db.slots.get(copy.id);
      const storedIsBehind =
        !stored ||
        stored.sequence < copy.sequence ||
        (stored.sequence === copy.sequence && !verifyChecksum(stored.data, stored.checksum));
      if (!storedIsBehind) continue;
      // The slot was judged outside the transaction; inside it, it must still be what was judged.
      const restored = await db.transaction('rw', db.slots, async () => {
        const current = await db.slots.get(copy.id);
        if (current?.sequence !== stored?.sequence || current?.checksum !== stored?.checksum) return null;
        await db.slots.put(copy);
        return {
          playerId: copy.playerId,
          slotNumber: copy.slotNumber,
          sequence: copy.sequence,
          databaseSequence: stored?.sequence ?? null,
        };
      });
      if (restored) {
        this.lastWritten.delete(copy.id);
        this.database.wrote();
        await this.database.flushToDisk();
        report.restored.push(restored);
        const held = restored.databaseSequence === null ? 'nothing' : `version ${restored.databaseSequence}`;
        this.logger.warn(
          `Save slot ${copy.slotNumber} was restored from its rescue copy (the browser's database held ${held})`,
          { playerId: copy.playerId, sequence: copy.sequence },
        );
      }
    }
    if (report.unreadable.length > 0)
      this.logger.warn('Some rescue copies of save slots are unreadable and were ignored', report.unreadable);
    return report;
  }

  async writeSlot(
    playerId: string,
    slotNumber: number,
    state: SaveState,
    options: SlotWriteOptions = {},
  ): Promise<SlotWriteResult> {
    assertSlotNumber(slotNumber);
    void this.database.db; // "Database not initialized" before anything is queued
    const result = this.writeQueue.then(() => this.writeNow(playerId, slotNumber, state, options));
    this.writeQueue = result.catch(() => undefined);
    return result;
  }

  async readSlot(playerId: string, slotNumber: number): Promise<LoadedSlot | null> {
    assertSlotNumber(slotNumber);
    const record = await this.database.db.slots.get(slotRecordId(playerId, slotNumber));
    if (!record) return null;
    try {
      return this.loaded(record, record, this.parseVersion(record), false);
    } catch (newestError) {
      // A save from a newer game is not damage: falling back would let an old build overwrite it.
      if (newestError instanceof SaveMigrationError && newestError.reason === 'from-the-future') throw newestError;
      if (!record.previous) {
        throw new SlotUnreadableError(`Save slot ${slotNumber} is damaged and has no earlier version`, {
          cause: newestError,
        });
      }
      this.logger.warn(
        `Save slot ${slotNumber} newest version is damaged; loading the previous version`,
        errorMessage(newestError),
      );
      try {
        return this.loaded(record, record.previous, this.parseVersion(record.previous), true);
      } catch (previousError) {
        throw new SlotUnreadableError(`Save slot ${slotNumber} is damaged and its earlier version too`, {
          cause: previousError,
        });
      }
    }
  }

  async listSlots(playerId: string): Promise<SlotSummary[]> {
    const records = await this.database.db.slots.where('playerId').equals(playerId).toArray();
    return records
      .filter((record): record is SlotRecord & { slotNumber: SlotNumber } => isSlotNumber(record.slotNumber))
      .sort((a, b) => a.slotNumber - b.slotNumber)
      .map((record) => ({
        slotNumber: record.slotNumber,
        slotName: record.slotName,
        metadata: record.metadata,
        savedAt: record.savedAt,
        sequence: record.sequence,
        hasPreviousVersion: record.previous !== null,
      }));
  }

  async hasAnySlot(playerId: string): Promise<boolean> {
    return (await this.database.db.slots.where('playerId').equals(playerId).count()) > 0;
  }

  async deleteSlot(playerId: string, slotNumber: number): Promise<void> {
    assertSlotNumber(slotNumber);
    const { db } = this.database;
    this.lastWritten.delete(slotRecordId(playerId, slotNumber));
    // The rescue copy goes first: a crash in between must not bring a deleted slot back.
    await this.mirror?.remove(slotRecordId(playerId, slotNumber));
    await db.transaction('rw', db.slots, db.activeSlots, async () => {
      await db.slots.delete(slotRecordId(playerId, slotNumber));
      const active = await db.activeSlots.get(playerId);
      if (active?.slotNumber === slotNumber) await db.activeSlots.delete(playerId);
    });
    // A deleted slot must not come back after a power cut.
    this.database.wrote();
    await this.database.flushToDisk();
  }

  async renameSlot(playerId: string, slotNumber: number, slotName: string): Promise<void> {
    assertSlotNumber(slotNumber);
    const { db } = this.database;
    this.lastWritten.delete(slotRecordId(playerId, slotNumber));
    // get + put, not update(): Dexie's modify deep-clones and may not keep the binary data intact.
    const renamed = await db.transaction('rw', db.slots, async () => {
      const record = await db.slots.get(slotRecordId(playerId, slotNumber));
      if (!record) return null;
      const next = { ...record, slotName };
      await db.slots.put(next);
      return next;
    });
    this.database.wrote();
    if (renamed) await this.copyToMirror(renamed);
  }

  async getActiveSlot(playerId: string): Promise<SlotNumber | null> {
    const active = await this.database.db.activeSlots.get(playerId);
    return active && isSlotNumber(active.slotNumber) ? active.slotNumber : null;
  }

  async setActiveSlot(playerId: string, slotNumber: number): Promise<void> {
    assertSlotNumber(slotNumber);
    await this.database.db.activeSlots.put({ playerId, slotNumber, updatedAt: this.clock.now() });
    this.database.wrote();
  }

  /** Copies the slot's newest good version into the backups table; null when the slot is empty. */
  async backupSlot(playerId: string, slotNumber: number, reason: SlotBackupReason): Promise<number | null> {
    assertSlotNumber(slotNumber);
    const record = await this.database.db.slots.get(slotRecordId(playerId, slotNumber));
    if (!record) return null;
    const version = firstGoodVersion(record) ?? versionOf(record);
    const backupId = await this.database.db.backups.add({
      playerId,
      slotNumber,
      slotName: record.slotName,
      reason,
      createdAt: this.clock.now(),
      version: copyVersion(version),
    });
    // The import that follows overwrites the slot: its backup must survive a power cut first.
    this.database.wrote();
    await this.database.flushToDisk();
    return backupId;
  }

  async listBackups(playerId: string): Promise<SlotBackupRecord[]> {
    const backups = await this.database.db.backups.where('playerId').equals(playerId).toArray();
    return backups.sort((a, b) => b.createdAt - a.createdAt);
  }

  async readBackup(backupId: number): Promise<SaveState | null> {
    const backup = await this.database.db.backups.get(backupId);
    return backup ? this.parseVersion(backup.version) : null;
  }

  private async writeNow(
    playerId: string,
    slotNumber: SlotNumber,
    state: SaveState,
    options: SlotWriteOptions,
  ): Promise<SlotWriteResult> {
    // Never let an invalid state push the last good version out of the slot (throws SaveValidationError).
    const text = this.writeCheck.textOf(state);
    const { db } = this.database;
    const id = slotRecordId(playerId, slotNumber);
    for (let attempt = 1; attempt <= MAX_WRITE_ATTEMPTS; attempt += 1) {
      const cached = attempt === 1 ? this.lastWritten.get(id) : undefined;
      const existing = cached ?? (await db.slots.get(id));
      const keep = cached ? versionOf(cached) : existing ? firstGoodVersion(existing) : null;
      if (existing && !keep) this.logger.warn(`Save slot ${slotNumber} held no good version; it is replaced`);
      // The rescue copy is written while the transaction commits (its flush to disk is most of a
      // save's time); the save resolves once both are done.
      let mirrored: Promise<void> = Promise.resolve();
      // One transaction: the slot moves from (old, older) to (new, old) or not at all. The record is
      // encoded while the slot is read, so most of the read is hidden behind deflate and hashing.
      const committed = await this.database.swapSlot(id, {
        make: () => this.newRecord(id, playerId, slotNumber, state, text, options, existing, keep),
        follows: (current) =>
          (current?.sequence ?? 0) === (existing?.sequence ?? 0) && current?.checksum === existing?.checksum,
        onPut: (record) => {
          mirrored = this.copyToMirror(record);
        },
      });
      this.lastWritten.delete(id);
      if (committed) {
        this.database.wrote();
        this.lastWritten.set(id, committed);
        await mirrored;
        return {
          slotNumber,
          sequence: committed.sequence,
          checksum: committed.checksum,
          hashChain: committed.hashChain,
          compressedBytes: committed.data.byteLength,
          savedAt: committed.savedAt,
        };
      }
    }
    throw new Error(`Save slot ${slotNumber} kept changing while saving; the save was not written`);
  }

  /** The slot's next version: the state encoded and chained to the version it keeps as previous. */
  private newRecord(
    id: string,
    playerId: string,
    slotNumber: SlotNumber,
    state: SaveState,
    text: string,
    options: SlotWriteOptions,
    existing: SlotRecord | undefined,
    keep: SlotVersion | null,
  ): SlotRecord {
    const encoded = encodeSaveText(text, keep?.hashChain ?? GENESIS_HASH);
    return {
      id,
      playerId,
      slotNumber,
      slotName: options.slotName ?? existing?.slotName ?? defaultSlotName(slotNumber),
      sequence: (existing?.sequence ?? 0) + 1,
      saveVersion: state.version,
      encoding: encoded.encoding,
      data: encoded.bytes,
      checksum: encoded.checksum,
      hashChain: encoded.hashChain,
      savedAt: this.clock.now(),
      metadata: summarizeSave(state),
      previous: keep ? copyVersion(keep) : null,
    };
  }

  /**
   * Keeps the rescue copy level with the database. Its failure (no space, no OPFS) is logged, not
   * thrown: the save itself is on disk, and a player must never lose play to the copy.
   */
  private async copyToMirror(record: SlotRecord): Promise<void> {
    if (!this.mirror) return;
    try {
      await this.mirror.write(record);
      this.mirrorFailing = false;
    } catch (error) {
      if (!this.mirrorFailing)
        this.logger.warn(`The rescue copy of save slot ${record.slotNumber} could not be written`, errorMessage(error));
      this.mirrorFailing = true;
    }
  }

  private parseVersion(version: SlotVersion): SaveState {
    return parseSaveData(decodeSave(version.data, version.checksum, version.encoding), this.migrations, this.logger);
  }

  private loaded(record: SlotRecord, version: SlotVersion, state: SaveState, recoveredFromBackup: boolean): LoadedSlot {
    return {
      state,
      slotNumber: record.slotNumber as SlotNumber,
      slotName: record.slotName,
      metadata: version.metadata,
      sequence: version.sequence,
      hashChain: version.hashChain,
      recoveredFromBackup,
    };
  }
}

/** The newest version of the record whose bytes still match their checksum. */
function firstGoodVersion(record: SlotRecord): SlotVersion | null {
  for (const version of [versionOf(record), record.previous]) {
    if (version && verifyChecksum(version.data, version.checksum)) return version;
  }
  return null;
}

function versionOf(record: SlotRecord): SlotVersion {
  const { sequence, saveVersion, encoding, data, checksum, hashChain, savedAt, metadata } = record;
  return { sequence, saveVersion, encoding, data, checksum, hashChain, savedAt, metadata };
}

function copyVersion(version: SlotVersion): SlotVersion {
  const { sequence, saveVersion, encoding, data, checksum, hashChain, savedAt, metadata } = version;
  return { sequence, saveVersion, encoding, data, checksum, hashChain, savedAt, metadata };
}
