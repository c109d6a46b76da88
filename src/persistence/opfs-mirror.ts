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

  async write(record: SlotRecord): Promise<void> {
    const file = await (await this.dir()).getFileHandle(fileName(record.id), { create: true });
    const writable = await file.createWritable();
    try {
      await writable.write(encodeMirrorRecord(record) as Uint8Array<ArrayBuffer>);
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
  if (typeof FileSystemFileHandle === 'undefined' || typeof FileSystemFileHandle.prototype.createWritable !== 'function') return null;
  return new OpfsSlotMirror(() => navigator.storage.getDirectory());
}
