// Runs the database part of REST requests. Two jobs beyond taking turns:
// - Load shedding: a request that would wait longer than `queueTimeoutMs` from its arrival for its
//   turn (judged from the requests ahead of it and how long recent ones took), or finds `maxQueued`
//   others waiting, is answered 503 with Retry-After at once; one still waiting when the timeout
//   passes is answered then. Never tens of seconds in a queue behind work the database cannot catch
//   up with. Refusing on arrival, before the body is read, keeps a flood cheap; a short wait keeps
//   few requests (and their clients' connections) in flight. Clients retry later (the game with
//   backoff).
// - Group commit: writes to the same rows (same method, table and filters: a player's saves) run one
//   after another, never side by side, and one that is queued when the previous finishes joins its
//   transaction (up to `maxBatch` requests or `maxBatchMs`), each with its own request context. They
//   would wait for the row lock anyway; in one transaction they also share one commit (PostgreSQL:
//   one WAL flush instead of one per save).
// A failing request in a shared transaction gets its own error; the transaction is rolled back and
// the others run again from the start, so each outcome is what it would have been alone.
import type { Database, Queryable } from '../db/database';
import { PgrstError } from './errors';
import { applyRequestContext, type RequestContext } from './request';

export interface DbJob {
  /** Requests with the same key touch the same rows; null: this one never shares a transaction. */
  batchKey: string | null;
  readOnly: boolean;
  context: RequestContext;
  /** performance.now() when the request arrived: its wait counts from there. */
  arrivedAt: number;
  run(tx: Queryable): Promise<Response>;
}

export interface SchedulerLimits {
  /** Transactions run at once: the database's connections (PGlite has one). */
  concurrency: number;
  /** Requests allowed to wait; one more is refused at once. */
  maxQueued: number;
  /** The longest a request waits, from its arrival, for its turn before it is refused. */
  queueTimeoutMs: number;
  /** The most requests sharing one transaction. */
  maxBatch: number;
  /** No request joins a shared transaction that has run this long (the first ones wait for its commit). */
  maxBatchMs: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

interface Entry {
  job: DbJob;
  resolve(response: Response): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class DbScheduler {
  readonly #db: Database;
  readonly #limits: SchedulerLimits;
  readonly #queue: Entry[] = [];
  /** Queued requests per batch key. */
  readonly #queuedByKey = new Map<string, number>();
  readonly #busyKeys = new Set<string>();
  #running = 0;
  /** Recent milliseconds of database time per request (a moving average; 0 until measured). */
  #msPerJob = 0;

  constructor(db: Database, limits: SchedulerLimits) {
    this.#db = db;
    this.#limits = limits;
  }

  /**
   * Whether a request with this key, arrived at `arrivedAt`, would be admitted now: room in the
   * queue, and its expected wait (the requests ahead of it, spread over the connections; those with
   * its key one after another) ending within the queue timeout. Callers check before reading a body.
   */
  hasRoom(batchKey: string | null, arrivedAt: number): boolean {
    if (this.#queue.length >= this.#limits.maxQueued) return false;
    const ahead = (this.#queue.length + this.#running) / this.#limits.concurrency;
    const sameKeyAhead =
      batchKey === null ? 0 : (this.#queuedByKey.get(batchKey) ?? 0) + (this.#busyKeys.has(batchKey) ? 1 : 0);
    const expectedWait = Math.max(ahead, sameKeyAhead) * this.#msPerJob;
    // Nothing ahead: it starts now, however long it took to get here.
    if (expectedWait === 0 || (this.#running < this.#limits.concurrency && sameKeyAhead === 0)) return true;
    return performance.now() + expectedWait - arrivedAt <= this.#limits.queueTimeoutMs;
  }

  /** The refusal: PostgREST's pool-timeout error, as 503 with Retry-After. */
  overloaded(): PgrstError {
    return new PgrstError(503, 'PGRST003', 'Timed out acquiring connection from connection pool.', null, null, {
      'Retry-After': String(this.#limits.retryAfterSeconds),
    });
  }

  /** The job's response, or its error (a PgrstError, a database error, or the refusal). */
  submit(job: DbJob): Promise<Response> {
    if (!this.hasRoom(job.batchKey, job.arrivedAt)) return Promise.reject(this.overloaded());
    return new Promise<Response>((resolve, reject) => {
      const entry: Entry = { job, resolve, reject, timer: undefined };
      entry.timer = setTimeout(
        () => {
          const index = this.#queue.indexOf(entry);
          if (index < 0) return;
          this.#dequeue(index);
          reject(this.overloaded());
        },
        Math.max(0, job.arrivedAt + this.#limits.queueTimeoutMs - performance.now()),
      );
      this.#enqueue([entry], false);
      this.#pump();
    });
  }

  #enqueue(entries: Entry[], first: boolean): void {
    if (first) this.#queue.unshift(...entries);
    else this.#queue.push(...entries);
    for (const { job } of entries)
      if (job.batchKey !== null) this.#queuedByKey.set(job.batchKey, (this.#queuedByKey.get(job.batchKey) ?? 0) + 1);
  }

  /** Takes a request out of the queue: it starts now (its timeout no longer applies). */
  #dequeue(index: number): Entry {
    const entry = this.#queue.splice(index, 1)[0]!;
    clearTimeout(entry.timer);
    const key = entry.job.batchKey;
    if (key !== null) {
      const left = (this.#queuedByKey.get(key) ?? 1) - 1;
      if (left > 0) this.#queuedByKey.set(key, left);
      else this.#queuedByKey.delete(key);
    }
    return entry;
  }

  #pump(): void {
    while (this.#running < this.#limits.concurrency) {
      const index = this.#queue.findIndex(({ job }) => job.batchKey === null || !this.#busyKeys.has(job.batchKey));
      if (index < 0) return;
      const first = this.#dequeue(index);
      const key = first.job.batchKey;
      this.#running += 1;
      if (key !== null) this.#busyKeys.add(key);
      void this.#runBatch(first).finally(() => {
        this.#running -= 1;
        if (key !== null) this.#busyKeys.delete(key);
        this.#pump();
      });
    }
  }

  /** The next queued request with this key, if the batch may grow. */
  #nextSameKey(key: string | null, batch: Entry[], startedAt: number): Entry | undefined {
    if (key === null || !this.#queuedByKey.has(key) || batch.length >= this.#limits.maxBatch) return undefined;
    if (performance.now() - startedAt >= this.#limits.maxBatchMs) return undefined;
    const index = this.#queue.findIndex(({ job }) => job.batchKey === key);
    return index < 0 ? undefined : this.#dequeue(index);
  }

  async #runBatch(first: Entry): Promise<void> {
    const key = first.job.batchKey;
    const batch: Entry[] = [first];
    const responses: Response[] = [];
    let failed = -1;
    let startedAt = 0;
    try {
      await this.#db.transaction(
        async (tx) => {
          // Timed from inside: waiting for the connection is not the requests' own cost.
          startedAt = performance.now();
          let context: RequestContext | null = null;
          for (let entry: Entry | undefined = first; entry; entry = this.#nextSameKey(key, batch, startedAt)) {
            if (entry !== first) batch.push(entry);
            // Consecutive requests of one client usually carry the same context: set it once.
            if (context === null || !sameContext(context, entry.job.context)) {
              await applyRequestContext(tx, entry.job.context);
              context = entry.job.context;
            }
            try {
              responses.push(await entry.job.run(tx));
            } catch (error) {
              failed = batch.length - 1;
              throw error;
            }
          }
        },
        { readOnly: first.job.readOnly },
      );
    } catch (error) {
      if (failed < 0) {
        // BEGIN or COMMIT failed: no request of the batch took effect.
        for (const entry of batch) entry.reject(error);
        return;
      }
      batch[failed]!.reject(error);
      // The others ran in the rolled-back transaction: first in line again, already admitted.
      this.#enqueue(
        batch.filter((_, index) => index !== failed),
        true,
      );
      return;
    }
    const msPerJob = (performance.now() - startedAt) / batch.length;
    this.#msPerJob = this.#msPerJob === 0 ? msPerJob : 0.8 * this.#msPerJob + 0.2 * msPerJob;
    batch.forEach((entry, index) => entry.resolve(responses[index]!));
  }
}

function sameContext(a: RequestContext, b: RequestContext): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
