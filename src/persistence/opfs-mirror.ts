/**
 * The rescue copy (slot-mirror.ts) in the Origin Private File System: plain files, outside
 * IndexedDB's database. `createWritable()` writes to a swap file that `close()` moves over the old
 * file, so a browser killed mid-write leaves the previous copy whole.
 */
import type { SlotRecord } from '@/persistence/db';
import { decodeMirrorRecord, encodeMirrorRecord, type SlotMirror } from '@/persistence/slot-mirror';

const DIRECTORY = 'save-rescue';
const SUFFIX = '.slot';

const fileName = (recordId: string): string => `${encodeURIComponent(recordId)}${SUFFIX}`;

export class OpfsSlotMirror implements SlotMirror {
  private directory: Promise<FileSystemDirectoryHandle> | null = null;

  constructor(private readonly root: () => Promise<FileSystemDirectoryHandle>) {}

  /** File handles by record id: looking one up again is a round trip to the browser process per save. */
  private readonly files = new Map<string, FileSystemFileHandle>();

  async write(record: SlotRecord): Promise<void> {
    const bytes = encodeMirrorRecord(record) as Uint8Array<ArrayBuffer>;
    try {
      await this.writeFile(await this.fileHandle(record.id), bytes);
    } catch {
      // Handles cached before the site's data was cleared point nowhere: look them up afresh, once.
      this.files.clear();
      this.directory = null;
      await this.writeFile(await this.fileHandle(record.id), bytes);
    }
  }

  private async fileHandle(recordId: string): Promise<FileSystemFileHandle> {
    const cached = this.files.get(recordId);
    if (cached) return cached;
    const handle = await (await this.dir()).getFileHandle(fileName(recordId), { create: true });
    this.files.set(recordId, handle);
    return handle;
  }

  private async writeFile(file: FileSystemFileHandle, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    const writable = await file.createWritable();
    try {
      await writable.write(bytes);
      await writable.close();
    } catch (error) {
      await writable.abort().catch(() => undefined);
      throw error;
    }
  }

  async readAll(): Promise<{ records: SlotRecord[]; unreadable: string[] }> {
    const records: SlotRecord[] = [];
    const unreadable: string[] = [];
    for await (const [name, handle] of (await this.dir()).entries()) {
      if (handle.kind !== 'file' || !name.endsWith(SUFFIX)) continue;
      try {
        const file = await (handle as FileSystemFileHandle).getFile();
        records.push(decodeMirrorRecord(new Uint8Array(await file.arrayBuffer())));
      } catch {
        unreadable.push(name);
      }
    }
    return { records, unreadable };
  }

  async remove(recordId: string): Promise<void> {
    this.files.delete(recordId);
    try {
      await (await this.dir()).removeEntry(fileName(recordId));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
    }
  }

  private dir(): Promise<FileSystemDirectoryHandle> {
    this.directory ??= this.root()
      .then((root) => root.getDirectoryHandle(DIRECTORY, { create: true }))
      .catch((error: unknown) => {
        this.directory = null;
        throw error;
      });
    return this.directory;
  }
}

/** The browser's rescue store, or null where it has none (no OPFS, or no `createWritable`, as in Safari before 26). */
export function createBrowserSlotMirror(): SlotMirror | null {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return null;
  if (
    typeof FileSystemFileHandle === 'undefined' ||
    typeof FileSystemFileHandle.prototype.createWritable !== 'function'
  )
    return null;
  return new OpfsSlotMirror(() => navigator.storage.getDirectory());
}
