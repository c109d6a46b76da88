/**
 * The rescue-copy worker: writes each slot's copy with a synchronous access handle, which only
 * dedicated workers have. A write is one in-place write and a truncate, with no swap file to create
 * and move as `createWritable` needs, so the copy is done within the time IndexedDB takes to commit
 * the save beside it. Copies alternate between two files per slot (rescue-files.ts): a write killed
 * halfway tears only the file being written.
 *
 * Once written, a copy is in the operating system's hands and survives the browser being killed, which
 * is what the rescue copy is for. The flush to the disk (against the machine losing power) is off the
 * save's path: when saving pauses, and at least every few seconds while it does not. Handles are
 * exclusive locks held between saves (opening one costs a save about half its time again), closed
 * once saving has stopped for longer than the autosave's interval, or at once when the page asks
 * (it lost the writer's lock to another tab, whose worker must open the files).
 */
import { RESCUE_DIRECTORY, type RescueReply, type RescueRequest } from '@/persistence/opfs-rescue-protocol';
import { type RescueFile, rescueFileName, rescueFileSequence } from '@/persistence/rescue-files';

/** The worker-only parts of the File System API (TypeScript's DOM library leaves them out). */
interface SyncAccessHandle {
  read(buffer: Uint8Array, options?: { at: number }): number;
  write(buffer: Uint8Array, options?: { at: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
}
type SyncFileHandle = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncAccessHandle> };
interface WorkerScope {
  onmessage: ((event: MessageEvent<RescueRequest>) => void) | null;
  postMessage(message: RescueReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
/** Saving has paused: what was written goes to the disk. */
const IDLE_FLUSH_MS = 1500;
/** Saving has stopped (longer than the autosave's 30 s): the files are let go. */
const IDLE_CLOSE_MS = 45_000;
const MAX_UNFLUSHED_MS = 5000;

let directory: Promise<FileSystemDirectoryHandle> | null = null;
const open = new Map<string, SyncAccessHandle>();
/** Per slot, the side its next copy goes to (the one not holding the newest copy). */
const nextSide = new Map<string, 'a' | 'b'>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;
/** When the oldest write not yet flushed was made, or null when all are on the disk. */
let unflushedSince: number | null = null;

function dir(): Promise<FileSystemDirectoryHandle> {
  directory ??= navigator.storage
    .getDirectory()
    .then((root) => root.getDirectoryHandle(RESCUE_DIRECTORY, { create: true }))
    .catch((error: unknown) => {
      directory = null;
      throw error;
    });
  return directory;
}

async function handleFor(name: string): Promise<SyncAccessHandle> {
  const held = open.get(name);
  if (held) return held;
  const file = (await (await dir()).getFileHandle(name, { create: true })) as SyncFileHandle;
  const handle = await file.createSyncAccessHandle();
  open.set(name, handle);
  return handle;
}

function flushAll(): void {
  for (const handle of open.values()) handle.flush();
  unflushedSince = null;
}

function closeAll(): void {
  try {
    flushAll();
  } finally {
    for (const handle of open.values()) handle.close();
    open.clear();
  }
}

function readWhole(handle: SyncAccessHandle): Uint8Array {
  const bytes = new Uint8Array(handle.getSize());
  handle.read(bytes, { at: 0 });
  return bytes;
}

async function sideToWrite(recordId: string): Promise<'a' | 'b'> {
  const known = nextSide.get(recordId);
  if (known) return known;
  const [a, b] = await Promise.all(
    (['a', 'b'] as const).map(async (side) =>
      rescueFileSequence(readWhole(await handleFor(rescueFileName(recordId, side)))),
    ),
  );
  return a! <= b! ? 'a' : 'b';
}

async function write(recordId: string, payload: Uint8Array): Promise<void> {
  const side = await sideToWrite(recordId);
  const handle = await handleFor(rescueFileName(recordId, side));
  handle.write(payload, { at: 0 });
  unflushedSince ??= Date.now();
  nextSide.set(recordId, side === 'a' ? 'b' : 'a');
}

async function readAll(): Promise<RescueFile[]> {
  const files: RescueFile[] = [];
  for await (const [name, entry] of (await dir()).entries()) {
    if (entry.kind !== 'file') continue;
    const held = open.get(name);
    let bytes: Uint8Array;
    try {
      bytes = held
        ? readWhole(held)
        : new Uint8Array(await (await (entry as FileSystemFileHandle).getFile()).arrayBuffer());
    } catch {
      // Locked by another tab's worker mid-save, or gone: counted unreadable unless its pair reads.
      bytes = new Uint8Array(0);
    }
    files.push({ name, bytes });
  }
  return files;
}

async function remove(recordId: string): Promise<void> {
  const directoryHandle = await dir();
  for (const side of ['a', 'b', 'single'] as const) {
    const name = rescueFileName(recordId, side);
    open.get(name)?.close();
    open.delete(name);
    try {
      await directoryHandle.removeEntry(name);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
    }
  }
  nextSide.delete(recordId);
}

async function probe(): Promise<boolean> {
  const proto = (globalThis as { FileSystemFileHandle?: { prototype: object } }).FileSystemFileHandle?.prototype;
  if (!proto || !('createSyncAccessHandle' in proto)) return false;
  await dir();
  return true;
}

async function perform(request: RescueRequest): Promise<RescueReply> {
  switch (request.op) {
    case 'probe':
      return { id: request.id, ok: true, syncHandles: await probe() };
    case 'write':
      await write(request.recordId, request.payload);
      return { id: request.id, ok: true };
    case 'readAll':
      return { id: request.id, ok: true, files: await readAll() };
    case 'remove':
      await remove(request.recordId);
      return { id: request.id, ok: true };
    case 'release':
      closeAll();
      return { id: request.id, ok: true };
  }
}

/** One request at a time, in order: two writes of a slot must not interleave on its files. */
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (event) => {
  const request = event.data;
  queue = queue.then(async () => {
    if (flushTimer !== null) clearTimeout(flushTimer);
    if (closeTimer !== null) clearTimeout(closeTimer);
    let reply: RescueReply;
    try {
      reply = await perform(request);
    } catch (error) {
      // A handle that failed mid-use may be stale (site data cleared): open afresh next time.
      closeAll();
      nextSide.clear();
      directory = null;
      reply = {
        id: request.id,
        ok: false,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
    scope.postMessage(reply, reply.ok && reply.files ? reply.files.map((file) => file.bytes.buffer) : []);
    try {
      if (unflushedSince !== null && Date.now() - unflushedSince >= MAX_UNFLUSHED_MS) flushAll();
    } catch {
      // A handle that cannot flush fails its next write too, which reports it.
    }
    if (open.size === 0) return;
    flushTimer = setTimeout(() => {
      try {
        if (unflushedSince !== null) flushAll();
      } catch {
        // A handle that cannot flush fails its next write too, which reports it.
      }
    }, IDLE_FLUSH_MS);
    closeTimer = setTimeout(() => {
      try {
        closeAll();
      } catch {
        // Closed anyway (closeAll's finally); nothing is waiting to be told.
      }
    }, IDLE_CLOSE_MS);
  });
};
