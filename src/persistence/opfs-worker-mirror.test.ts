import { describe, expect, it } from 'vitest';
import type { SlotRecord } from '@/persistence/db';
import { BrowserSlotMirror } from '@/persistence/opfs-mirror';
import type { RescueReply, RescueRequest } from '@/persistence/opfs-rescue-protocol';
import { type RescueWorkerPort, WorkerSlotMirror } from '@/persistence/opfs-worker-mirror';
import { rescueFileName, unframeRescueCopy } from '@/persistence/rescue-files';
import { decodeMirrorRecord, encodeMirrorRecord } from '@/persistence/slot-mirror';
import { MemorySlotMirror } from '@/persistence/testing/memory-mirror';

const record: SlotRecord = {
  id: 'user-1:1',
  playerId: 'user-1',
  slotNumber: 1,
  slotName: 'Main Save',
  sequence: 4,
  saveVersion: 2,
  encoding: 'json+deflate-raw',
  data: new Uint8Array([1, 2, 3, 4]),
  checksum: 'c4',
  hashChain: 'h4',
  savedAt: 1_700_000_000_000,
  metadata: { level: 1 } as unknown as SlotRecord['metadata'],
  previous: null,
};

/** A stand-in worker: answers each request with what `answer` returns (undefined: never answers). */
class FakeWorker implements RescueWorkerPort {
  readonly received: { request: RescueRequest; transfer: Transferable[] }[] = [];
  terminated = false;
  private readonly listeners: {
    message: ((event: MessageEvent<RescueReply>) => void)[];
    error: ((event: Event) => void)[];
  } = { message: [], error: [] };

  constructor(private readonly answer: (request: RescueRequest) => Omit<RescueReply, 'id'> | undefined) {}

  postMessage(request: RescueRequest, transfer: Transferable[]): void {
    this.received.push({ request, transfer });
    const reply = this.answer(request);
    if (reply) queueMicrotask(() => this.emitMessage({ ...reply, id: request.id } as RescueReply));
  }

  addEventListener(type: 'message' | 'error', listener: (event: never) => void): void {
    this.listeners[type].push(listener as never);
  }

  emitMessage(reply: RescueReply): void {
    for (const listener of this.listeners.message) listener({ data: reply } as MessageEvent<RescueReply>);
  }

  crash(): void {
    for (const listener of this.listeners.error) listener(new Event('error'));
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('the page side of the rescue-copy worker', () => {
  it('sends each copy framed, its buffer transferred, and resolves on the answer', async () => {
    const worker = new FakeWorker(() => ({ ok: true }));
    await new WorkerSlotMirror(worker).write(record);
    const [{ request, transfer }] = worker.received as [{ request: RescueRequest; transfer: Transferable[] }];
    expect(request.op).toBe('write');
    if (request.op !== 'write') return;
    expect(request.recordId).toBe(record.id);
    expect(decodeMirrorRecord(unframeRescueCopy(request.payload)).sequence).toBe(4);
    expect(transfer).toEqual([request.payload.buffer]);
  });

  it("fails a call with the worker's own error, and every waiting call when the worker dies", async () => {
    await expect(
      new WorkerSlotMirror(new FakeWorker(() => ({ ok: false, error: 'QuotaExceededError: full' }))).write(record),
    ).rejects.toThrow('QuotaExceededError: full');
    const silent = new FakeWorker(() => undefined);
    const mirror = new WorkerSlotMirror(silent);
    const waiting = [mirror.write(record), mirror.remove(record.id)];
    silent.crash();
    for (const call of waiting) await expect(call).rejects.toThrow('stopped');
  });

  it('gives up on a worker that never answers, so the save is not held forever', async () => {
    await expect(new WorkerSlotMirror(new FakeWorker(() => undefined), 20).write(record)).rejects.toThrow(
      'did not answer write within 20 ms',
    );
  });

  it('reads back the newest whole copy of each slot from the files the worker lists', async () => {
    const older = new Uint8Array(encodeMirrorRecord({ ...record, sequence: 3 }));
    const newer = encodeMirrorRecord(record);
    const worker = new FakeWorker(() => ({
      ok: true,
      files: [
        { name: rescueFileName(record.id, 'a'), bytes: older },
        { name: rescueFileName(record.id, 'b'), bytes: newer },
      ],
    }));
    const { records, unreadable } = await new WorkerSlotMirror(worker).readAll();
    expect(records.map((copy) => copy.sequence)).toEqual([4]);
    expect(unreadable).toEqual([]);
  });
});

describe('choosing who writes the rescue copies', () => {
  const workerSaying = (answer: (request: RescueRequest) => Omit<RescueReply, 'id'> | undefined) => {
    const fake = new FakeWorker(answer);
    return { fake, start: () => new WorkerSlotMirror(fake) };
  };

  it('uses the worker when it has sync access handles', async () => {
    const { fake, start } = workerSaying(() => ({ ok: true, syncHandles: true }));
    const page = new MemorySlotMirror();
    const mirror = new BrowserSlotMirror(start, page);
    expect(await mirror.writer()).toBe('worker');
    await mirror.write(record);
    expect(fake.received.map(({ request }) => request.op)).toEqual(['probe', 'write']);
    expect(page.files.size).toBe(0);
  });

  it('asks the worker to let go of its files, and starts no worker just to say so', async () => {
    const { fake, start } = workerSaying(() => ({ ok: true, syncHandles: true }));
    const mirror = new BrowserSlotMirror(start, new MemorySlotMirror());
    await mirror.release();
    expect(fake.received).toEqual([]);
    await mirror.write(record);
    await mirror.release();
    expect(fake.received.map(({ request }) => request.op)).toEqual(['probe', 'write', 'release']);
  });

  it('falls back to the page when the worker lacks sync handles, stays silent, or cannot start', async () => {
    const cases = [workerSaying(() => ({ ok: true, syncHandles: false })), workerSaying(() => undefined)];
    for (const { fake, start } of cases) {
      const page = new MemorySlotMirror();
      const mirror = new BrowserSlotMirror(start, page, 20);
      await mirror.write(record);
      expect(await mirror.writer()).toBe('page');
      expect(page.files.has(record.id)).toBe(true);
      expect(fake.terminated).toBe(true);
    }
    const failing = new BrowserSlotMirror(() => {
      throw new Error('module workers unsupported');
    }, new MemorySlotMirror());
    expect(await failing.writer()).toBe('page');
  });

  it('refuses to pretend when the browser has neither', async () => {
    const mirror = new BrowserSlotMirror(workerSaying(() => ({ ok: true, syncHandles: false })).start, null, 20);
    await expect(mirror.write(record)).rejects.toThrow('no store for rescue copies');
  });
});
