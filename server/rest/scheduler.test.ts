// The REST scheduler (server/rest/scheduler.ts) over the real database: writes to the same rows that
// queue up share one transaction in arrival order, a failing one is rolled back alone, and past its
// limits the scheduler refuses with 503 and Retry-After instead of letting requests wait.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { PgrstError } from './errors';
import type { RequestContext } from './request';
import { DbScheduler, type DbJob, type SchedulerLimits } from './scheduler';

let gateway: TestGateway;
// One table per test file run: with DATABASE_URL every test file shares one database.
const probe = `public.scheduler_probe_${randomUUID().replaceAll('-', '')}`;

beforeAll(async () => {
  gateway = await startTestGateway();
  await gateway.db.exec(`create table ${probe} (run text not null, seq int not null, tx text not null);
    grant all on table ${probe} to service_role;`);
});
afterAll(async () => {
  await gateway.db.exec(`drop table if exists ${probe}`);
  await gateway.close();
});

const SERVICE: RequestContext = ['service_role', '{"role":"service_role"}', 'PATCH', '/probe', '{}'];
const LIMITS: SchedulerLimits = {
  concurrency: 4,
  maxQueued: 100,
  queueTimeoutMs: 10_000,
  maxBatch: 32,
  maxBatchMs: 10_000,
  retryAfterSeconds: 1,
};

/** A job that records which transaction ran it; `fail` throws after its write, as a refused save does. */
function probeJob(run: string, seq: number, key: string | null, fail = false): DbJob {
  return {
    batchKey: key,
    readOnly: false,
    context: SERVICE,
    arrivedAt: performance.now(),
    async run(tx: Queryable) {
      await tx.query(`insert into ${probe} (run, seq, tx) values ($1, $2, txid_current()::text)`, [run, seq]);
      if (fail) throw new PgrstError(400, 'P0001', `job ${seq} refused`);
      return new Response(null, { status: 204 });
    },
  };
}

/** Holds the database for `ms`: PGlite's only connection, or on PostgreSQL a lock the jobs' key waits on. */
/**
 * Holds the probe table for `ms` in a transaction of its own; resolves once the hold has begun, with
 * the promise of its end (`done`). The database's one connection (PGlite) is busy meanwhile.
 */
async function holdDatabase(ms: number): Promise<{ done: Promise<void> }> {
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const done = gateway.db.transaction(async (tx) => {
    await tx.query(`lock table ${probe} in exclusive mode`);
    started();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await begun;
  // Wrapped: an async function returning the promise itself would wait for it.
  return { done };
}

async function recorded(run: string): Promise<{ seq: number; tx: string }[]> {
  const rows = await gateway.db.query<{ seq: number; tx: string }>(
    `select seq, tx from ${probe} where run = $1 order by tx::bigint, seq`,
    [run],
  );
  return rows.rows;
}

describe('the REST scheduler', () => {
  it('runs queued writes to the same rows in one transaction, in arrival order; other keys apart', async () => {
    const scheduler = new DbScheduler(gateway.db, LIMITS);
    const run = randomUUID();
    const { done: hold } = await holdDatabase(600);
    // The first job starts and waits on the hold; the next four queue behind its key and join it.
    const jobs = [1, 2, 3, 4, 5].map((seq) => scheduler.submit(probeJob(run, seq, 'same rows')));
    const other = scheduler.submit(probeJob(run, 100, 'other rows'));
    const lone = scheduler.submit(probeJob(run, 200, null));
    await hold;
    const responses = await Promise.all([...jobs, other, lone]);
    expect(responses.map((response) => response.status)).toEqual([204, 204, 204, 204, 204, 204, 204]);

    const rows = await recorded(run);
    const sameKey = rows.filter((row) => row.seq < 100);
    expect(sameKey.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(sameKey.map((row) => row.tx)).size).toBe(1);
    const others = rows.filter((row) => row.seq >= 100).map((row) => row.tx);
    expect(others).toHaveLength(2);
    expect(others).not.toContain(sameKey[0]!.tx);
    expect(others[0]).not.toBe(others[1]);
  });

  it('answers a failing write alone and runs the others of its transaction again, each once', async () => {
    const scheduler = new DbScheduler(gateway.db, LIMITS);
    const run = randomUUID();
    const { done: hold } = await holdDatabase(600);
    const jobs = [1, 2, 3, 4, 5].map((seq) => scheduler.submit(probeJob(run, seq, 'same rows', seq === 3)));
    await hold;
    const outcomes = await Promise.allSettled(jobs);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const refusal = (outcomes[2] as PromiseRejectedResult).reason as PgrstError;
    expect(refusal.message).toBe('job 3 refused');
    // Job 3's write was rolled back with the transaction; 1, 2, 4 and 5 are stored once each.
    expect((await recorded(run)).map((row) => row.seq)).toEqual([1, 2, 4, 5]);
  });

  it('runs a request at once when nothing is ahead of it, however long it took to arrive', async () => {
    const scheduler = new DbScheduler(gateway.db, { ...LIMITS, queueTimeoutMs: 200 });
    const run = randomUUID();
    const late = { ...probeJob(run, 1, 'late'), arrivedAt: performance.now() - 5_000 };
    expect(scheduler.hasRoom('late', late.arrivedAt)).toBe(true);
    expect((await scheduler.submit(late)).status).toBe(204);
    expect((await recorded(run)).map((row) => row.seq)).toEqual([1]);
  });

  it('refuses at once when the queue is full, and after the queue timeout, with 503 and Retry-After', async () => {
    const scheduler = new DbScheduler(gateway.db, {
      ...LIMITS,
      concurrency: 1,
      maxQueued: 3,
      queueTimeoutMs: 200,
      retryAfterSeconds: 2,
    });
    const run = randomUUID();
    const { done: hold } = await holdDatabase(900);
    const sentAt = performance.now();
    const settledAt: number[] = [];
    // Job 1 runs (and waits on the hold); 2-4 queue; 5 and 6 find the queue full.
    const jobs = [1, 2, 3, 4, 5, 6].map((seq) =>
      scheduler.submit(probeJob(run, seq, `key ${seq}`)).finally(() => settledAt.push(performance.now() - sentAt)),
    );
    expect(scheduler.hasRoom('key 7', performance.now())).toBe(false);
    const outcomes = await Promise.allSettled(jobs);
    await hold;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    for (const outcome of outcomes.slice(1)) {
      const error = (outcome as PromiseRejectedResult).reason as PgrstError;
      expect(error.status).toBe(503);
      expect(error.headers).toEqual({ 'Retry-After': '2' });
      expect(error.body()).toEqual({
        code: 'PGRST003',
        details: null,
        hint: null,
        message: 'Timed out acquiring connection from connection pool.',
      });
    }
    // The refusals came long before the database was free again (900 ms); only job 1 wrote.
    expect(settledAt.slice(0, 5).every((ms) => ms < 700)).toBe(true);
    expect((await recorded(run)).map((row) => row.seq)).toEqual([1]);
  });
});
