/**
 * The rescue copy (slot-mirror.ts) in the Origin Private File System: plain files, outside
 * IndexedDB's database. Written by a worker with synchronous access handles where the browser has
 * them (opfs-rescue-worker.ts: fast enough to hide behind IndexedDB's commit); otherwise by the page
 * with `createWritable()`, which writes a swap file that `close()` moves over the old file, so a
 * browser killed mid-write leaves the previous copy whole. Either reads both layouts (rescue-files.ts).
 */
import type { SlotRecord } from '@/persistence/db';
import { RESCUE_DIRECTORY } from '@/persistence/opfs-rescue-protocol';
import { WorkerSlotMirror } from '@/persistence/opfs-worker-mirror';
import { newestRescueCopies, rescueFileName, type RescueFile } from '@/persistence/rescue-files';
import { encodeMirrorRecord, type SlotMirror } from '@/persistence/slot-mirror';

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
    const handle = await (await this.dir()).getFileHandle(rescueFileName(recordId, 'single'), { create: true });
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
    const files: RescueFile[] = [];
    for await (const [name, handle] of (await this.dir()).entries()) {
      if (handle.kind !== 'file') continue;
      const bytes = await (handle as FileSystemFileHandle)
        .getFile()
        .then(async (file) => new Uint8Array(await file.arrayBuffer()))
        .catch(() => new Uint8Array(0));
      files.push({ name, bytes });
    }
    return newestRescueCopies(files);
  }

  async remove(recordId: string): Promise<void> {
    this.files.delete(recordId);
    const directory = await this.dir();
    for (const side of ['single', 'a', 'b'] as const) {
      try {
        await directory.removeEntry(rescueFileName(recordId, side));
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
      }
    }
  }

  private dir(): Promise<FileSystemDirectoryHandle> {
    this.directory ??= this.root()
      .then((root) => root.getDirectoryHandle(RESCUE_DIRECTORY, { create: true }))
      .catch((error: unknown) => {
        this.directory = null;
        throw error;
      });
    return this.directory;
  }
}

export type RescueWriter = 'worker' | 'page';

/** How long the worker may take to start and answer its probe before the page writes the copies itself. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * Picks the rescue store on first use: the worker when it has sync handles, else the page's
 * `createWritable` mirror (when there is one), and keeps it for the session.
 */
export class BrowserSlotMirror implements SlotMirror {
  private chosen: Promise<{ mirror: SlotMirror; writer: RescueWriter }> | null = null;

  constructor(
    private readonly startWorker: (() => WorkerSlotMirror) | null,
    private readonly pageMirror: SlotMirror | null,
    private readonly probeTimeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  /** Which side writes the copies (for the benchmark and the crash harness). */
  async writer(): Promise<RescueWriter> {
    return (await this.choose()).writer;
  }

  async write(record: SlotRecord): Promise<void> {
    await (await this.choose()).mirror.write(record);
  }

  async readAll(): Promise<{ records: SlotRecord[]; unreadable: string[] }> {
    return (await this.choose()).mirror.readAll();
  }

  async remove(recordId: string): Promise<void> {
    await (await this.choose()).mirror.remove(recordId);
  }

  /** Only a worker holds files open; nothing to do before the first copy chose its writer. */
  async release(): Promise<void> {
    if (this.chosen) await (await this.chosen).mirror.release?.();
  }

  private choose(): Promise<{ mirror: SlotMirror; writer: RescueWriter }> {
    this.chosen ??= this.pick();
    return this.chosen;
  }

  private async pick(): Promise<{ mirror: SlotMirror; writer: RescueWriter }> {
    if (this.startWorker) {
      let worker: WorkerSlotMirror | null = null;
      try {
        worker = this.startWorker();
        const probing = worker.probe();
        const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), this.probeTimeoutMs));
        if (await Promise.race([probing, timeout])) return { mirror: worker, writer: 'worker' };
      } catch {
        // No module workers here, or its script failed to load: the page writes the copies.
      }
      worker?.terminate();
    }
    if (this.pageMirror) return { mirror: this.pageMirror, writer: 'page' };
    throw new Error('This browser has no store for rescue copies');
  }
}

/** The browser's rescue store, or null where it has none (no OPFS at all). */
export function createBrowserSlotMirror(): BrowserSlotMirror | null {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return null;
  const hasWritable =
    typeof FileSystemFileHandle !== 'undefined' && typeof FileSystemFileHandle.prototype.createWritable === 'function';
  const startWorker =
    typeof Worker === 'function'
      ? () =>
          new WorkerSlotMirror(
            new Worker(new URL('./opfs-rescue-worker.ts', import.meta.url), {
              type: 'module',
              name: 'save-rescue-copy',
            }),
          )
      : null;
  if (!startWorker && !hasWritable) return null;
  return new BrowserSlotMirror(
    startWorker,
    hasWritable ? new OpfsSlotMirror(() => navigator.storage.getDirectory()) : null,
  );
}
