/**
 * The page's side of the rescue-copy worker (opfs-rescue-worker.ts): a SlotMirror whose calls are
 * messages. The encoded copy's buffer is transferred, not copied.
 */
import type { SlotRecord } from '@/persistence/db';
import type { RescueReply, RescueRequest } from '@/persistence/opfs-rescue-protocol';
import { frameRescueCopy, newestRescueCopies } from '@/persistence/rescue-files';
import { encodeMirrorRecord, type SlotMirror } from '@/persistence/slot-mirror';

/** What of a Worker this needs (a fake stands in for it in Node tests). */
export interface RescueWorkerPort {
  postMessage(message: RescueRequest, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RescueReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

type RequestBody = RescueRequest extends infer R ? (R extends RescueRequest ? Omit<R, 'id'> : never) : never;

/** A write that takes this long has failed: the save it belongs to must not wait on it forever. */
const REQUEST_TIMEOUT_MS = 10_000;

export class WorkerSlotMirror implements SlotMirror {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (reply: RescueReply) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly worker: RescueWorkerPort,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    worker.addEventListener('message', (event: MessageEvent<RescueReply>) => {
      const waiting = this.pending.get(event.data.id);
      this.pending.delete(event.data.id);
      waiting?.resolve(event.data);
    });
    worker.addEventListener('error', () => {
      // The worker died (its script failed to load, or it crashed): every waiting call fails now.
      for (const waiting of this.pending.values()) waiting.reject(new Error('The rescue-copy worker stopped'));
      this.pending.clear();
    });
  }

  /** Whether the worker can write with synchronous access handles (false: use the page's own mirror). */
  async probe(): Promise<boolean> {
    return (await this.request({ op: 'probe' })).syncHandles === true;
  }

  async write(record: SlotRecord): Promise<void> {
    const payload = frameRescueCopy(encodeMirrorRecord(record));
    await this.request({ op: 'write', recordId: record.id, payload }, [payload.buffer]);
  }

  async readAll(): Promise<{ records: SlotRecord[]; unreadable: string[] }> {
    return newestRescueCopies((await this.request({ op: 'readAll' })).files ?? []);
  }

  async remove(recordId: string): Promise<void> {
    await this.request({ op: 'remove', recordId });
  }

  async release(): Promise<void> {
    await this.request({ op: 'release' });
  }

  terminate(): void {
    this.worker.terminate();
  }

  private request(body: RequestBody, transfer: Transferable[] = []): Promise<RescueReply & { ok: true }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`The rescue-copy worker did not answer ${body.op} within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, {
        resolve: (reply) => {
          clearTimeout(timer);
          if (reply.ok) resolve(reply);
          else reject(new Error(reply.error));
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker.postMessage({ ...body, id } as RescueRequest, transfer);
    });
  }
}
