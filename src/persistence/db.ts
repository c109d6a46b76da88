/**
 * The local save database (Dexie 4 on IndexedDB): save slots with their last two good versions,
 * the active slot per user, and backups taken before an import overwrites a slot.
 */
import Dexie, { type Table } from 'dexie';
import type { SaveEncoding } from '@/persistence/codec';
import type { SaveSummary } from '@/persistence/save-shape';
import { consoleLogger, errorMessage, type Logger } from '@/persistence/deps';
import { DiskFlushScheduler } from '@/persistence/disk-flush';
import { wallClock, type Clock } from '@/platform/clock';

/** One stored version of a slot's save. */
export interface SlotVersion {
  /** Increases by one with every write to the slot. */
  sequence: number;
  /** The save format version of the data (migrations bring it up to date on load). */
  saveVersion: number;
  encoding: SaveEncoding;
  /** The compressed save. */
  data: Uint8Array;
  /** SHA-256 (hex) of `data`. */
  checksum: string;
  /** sha256(previous version's hashChain + checksum). */
  hashChain: string;
  savedAt: number;
  metadata: SaveSummary;
}

/** A save slot (spec 000 §3): the newest version at the top level, the previous good one beside it. */
export interface SlotRecord extends SlotVersion {
  /** `${playerId}:${slotNumber}`. */
  id: string;
  /** The owning user's id (saves are per user). */
  playerId: string;
  slotNumber: number;
  slotName: string;
  previous: SlotVersion | null;
}

/** What SaveDatabase.swapSlot asks of the write. */
export interface SlotSwap {
  /** The new record, made while the slot is read. */
  make(): SlotRecord;
  /** Whether the slot as read is still the one the new record follows. */
  follows(current: SlotRecord | undefined): boolean;
  /** Called once the put is issued, while the transaction commits. */
  onPut?(record: SlotRecord): void;
}

export interface ActiveSlotRecord {
  playerId: string;
  slotNumber: number;
  updatedAt: number;
}

export type SlotBackupReason = 'import';

export interface SlotBackupRecord {
  id?: number;
  playerId: string;
  slotNumber: number;
  slotName: string;
  reason: SlotBackupReason;
  createdAt: number;
  version: SlotVersion;
}

export class SaveDexie extends Dexie {
  declare slots: Table<SlotRecord, string>;
  declare activeSlots: Table<ActiveSlotRecord, string>;
  declare backups: Table<SlotBackupRecord, number>;

  constructor(name: string, options: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({
      slots: 'id, playerId, [playerId+slotNumber]',
      activeSlots: 'playerId',
      backups: '++id, playerId, [playerId+slotNumber], createdAt',
    });
  }
}

export const DATABASE_NOT_INITIALIZED = 'Database not initialized';
export const DEFAULT_DATABASE_NAME = 'shadow-hunter-saves';

export interface SaveDatabaseOptions {
  name?: string;
  /** An IndexedDB implementation (fake-indexeddb in tests); the browser's by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Another tab opened a newer database schema: this tab's connection closes and it must reload. */
  onVersionChange?: () => void;
  logger?: Logger;
  /** Waits before the second and later attempts to open (see `isRecoverableOpenError`). */
  openRetryDelaysMs?: readonly number[];
  /** Times the flush of relaxed writes to the disk (disk-flush.ts). */
  clock?: Clock;
}

/** The marker row a flush writes: `activeSlots` is read by player id only, and no id looks like this. */
export const DISK_FLUSH_MARKER_ID = '\u0000disk-flush';

/** Chromium, finding its store corrupt after a crash, fails the first opens, then wipes the store and opens it. */
const OPEN_RETRY_DELAYS_MS = [300, 1_000, 3_000];

/**
 * "UnknownError: Internal error opening backing store": the browser's store could not be opened
 * (corrupt after a crash, or briefly locked). Another try a moment later usually succeeds.
 */
export function isRecoverableOpenError(error: unknown): boolean {
  const named = (value: unknown): string | undefined =>
    typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string'
      ? value.name
      : undefined;
  const inner = typeof error === 'object' && error !== null && 'inner' in error ? error.inner : undefined;
  return named(error) === 'UnknownError' || named(inner) === 'UnknownError';
}

/** Opens lazily through `init()`; any use before that throws "Database not initialized" (spec 000 §5). */
export class SaveDatabase {
  private dexie: SaveDexie | null = null;
  private opening: Promise<void> | null = null;
  private readonly diskFlush: DiskFlushScheduler;

  constructor(private readonly options: SaveDatabaseOptions = {}) {
    this.diskFlush = new DiskFlushScheduler({
      clock: options.clock ?? wallClock,
      logger: options.logger ?? consoleLogger,
      flush: () => this.strictWrite(),
    });
  }

  /** A write committed (relaxed): it reaches the disk with the next flush, within seconds. */
  wrote(): void {
    this.diskFlush.wrote();
  }

  /** Puts every committed write on the disk now: for writes a player would not redo (a deletion, a backup). */
  flushToDisk(): Promise<void> {
    return this.diskFlush.flushNow();
  }

  /**
   * A save's write: one relaxed transaction that reads the slot, makes the new record while the read
   * runs (the making is synchronous, so the transaction stays open), and puts it only if the slot
   * still holds what the record follows. On the browser's IndexedDB directly: Dexie's zones made a
   * third of this transaction's time. Resolves with the record once committed, or null when the slot
   * had changed and nothing was written.
   */
  swapSlot(id: string, swap: SlotSwap): Promise<SlotRecord | null> {
    const backend = this.db.backendDB();
    return new Promise<SlotRecord | null>((resolve, reject) => {
      const transaction = backend.transaction(['slots'], 'readwrite', { durability: 'relaxed' });
      const store = transaction.objectStore('slots');
      const reading = store.get(id);
      let record: SlotRecord;
      try {
        record = swap.make();
      } catch (error) {
        transaction.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      let written: SlotRecord | null = null;
      reading.onsuccess = () => {
        if (!swap.follows(reading.result as SlotRecord | undefined)) return;
        store.put(record);
        written = record;
        swap.onPut?.(record);
      };
      transaction.oncomplete = () => resolve(written);
      transaction.onerror = () => reject(transaction.error ?? new Error('The save transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('The save transaction was aborted'));
    });
  }

  get isInitialized(): boolean {
    return this.dexie !== null;
  }

  init(): Promise<void> {
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  /** The open Dexie database. */
  get db(): SaveDexie {
    if (!this.dexie) throw new Error(DATABASE_NOT_INITIALIZED);
    return this.dexie;
  }

  close(): void {
    // A transaction begun before close() still completes: the last writes are flushed on the way out.
    if (this.dexie && this.diskFlush.pending) this.strictWrite().catch(() => undefined);
    this.diskFlush.dispose();
    this.dexie?.close();
    this.dexie = null;
    this.opening = null;
  }

  /** Closes and deletes the whole database (every slot of every user); `init()` then makes it anew. */
  async destroy(): Promise<void> {
    this.close();
    const { indexedDB, IDBKeyRange } = this.options;
    await new SaveDexie(this.options.name ?? DEFAULT_DATABASE_NAME, {
      ...(indexedDB ? { indexedDB } : {}),
      ...(IDBKeyRange ? { IDBKeyRange } : {}),
    }).delete();
  }

  private async open(): Promise<void> {
    const delays = this.options.openRetryDelaysMs ?? OPEN_RETRY_DELAYS_MS;
    const logger = this.options.logger ?? consoleLogger;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.openOnce();
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined || !isRecoverableOpenError(error)) throw error;
        logger.warn(`The save database did not open (${errorMessage(error)}); trying again in ${delay} ms`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /**
   * One strict write, begun synchronously: the browser acknowledges it once it is on the disk, and
   * with it every write committed before it (IndexedDB's log is written in order).
   */
  private strictWrite(): Promise<void> {
    const backend = this.db.backendDB();
    return new Promise<void>((resolve, reject) => {
      const transaction = backend.transaction(['activeSlots'], 'readwrite', { durability: 'strict' });
      transaction.objectStore('activeSlots').put({
        playerId: DISK_FLUSH_MARKER_ID,
        slotNumber: 0,
        updatedAt: Date.now(),
      } satisfies ActiveSlotRecord);
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('The flush transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('The flush transaction was aborted'));
    });
  }

  private async openOnce(): Promise<void> {
    const { indexedDB, IDBKeyRange, onVersionChange } = this.options;
    const logger = this.options.logger ?? consoleLogger;
    const dexie = new SaveDexie(this.options.name ?? DEFAULT_DATABASE_NAME, {
      ...(indexedDB ? { indexedDB } : {}),
      ...(IDBKeyRange ? { IDBKeyRange } : {}),
      // Commits are acknowledged once in the system's hands (they survive a killed tab or browser);
      // the flush against a power cut follows off the save's path (disk-flush.ts).
      chromeTransactionDurability: 'relaxed',
    });
    dexie.on('versionchange', () => {
      // Dexie still closes this connection (we do not return false) so the other tab's upgrade proceeds.
      logger.warn('The save database was upgraded by another tab; this tab must reload');
      this.dexie = null;
      this.opening = null;
      onVersionChange?.();
    });
    try {
      await dexie.open();
    } catch (error) {
      dexie.close();
      throw error;
    }
    this.dexie = dexie;
  }
}
