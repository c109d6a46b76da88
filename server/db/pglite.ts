import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database, QueryResult, Queryable } from './database';
import { Mutex } from './mutex';

/** A PostgreSQL error as the worker reports it: message, code, detail, hint, ... */
class PgliteError extends Error {
  constructor(fields: Record<string, string | number>) {
    super(String(fields.message));
    Object.assign(this, fields);
  }
}

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, string | number>;
}

/**
 * Opens embedded PGlite at dataDir (a folder, or `memory://`) in a worker thread
 * (server/db/pglite-worker.mjs), so the gateway's thread stays free for HTTP while statements run.
 * Durability stays strict (relaxedDurability false): a commit is on disk before its answer goes out.
 * `template` is a dumpDataDir() tarball to start from instead of running initdb (tests use it to
 * start faster).
 */
export async function openPglite(dataDir: string, template?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, template: template ? await template.arrayBuffer() : undefined },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: Record<string, string | number> }) => {
      if (message.ready) resolve();
      else reject(new PgliteError(message.error ?? { message: 'PGlite failed to start' }));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the PGlite worker stopped while starting (exit code ${code})`)));
  });
  worker.on('message', ({ id, result, error }: Reply) => {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    if (error) call.reject(new PgliteError(error));
    else call.resolve(result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the PGlite worker stopped (exit code ${code})`)));

  let nextId = 0;
  const call = <T>(op: 'query' | 'exec' | 'dump' | 'close', sql?: string, params?: readonly unknown[]): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = (nextId += 1);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, sql, params });
    });
  };

  const direct: Queryable = {
    query: <Row>(sql: string, params: readonly unknown[] = []) => call<QueryResult<Row>>('query', sql, params),
    exec: async (sql: string) => {
      await call<unknown>('exec', sql);
    },
  };
  // One connection: every transaction and statement takes turns.
  const mutex = new Mutex();
  let closed = false;

  return {
    kind: 'pglite',
    connections: 1,
    query: (sql, params) => mutex.run(() => direct.query(sql, params)),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: (fn, options) =>
      mutex.run(async () => {
        await direct.exec(options?.readOnly ? 'begin read only' : 'begin');
        try {
          const result = await fn(direct);
          await direct.exec('commit');
          return result;
        } catch (error) {
          // The statement's own error is the one to report, not a failed rollback's.
          await direct.exec('rollback').catch(() => undefined);
          throw error;
        }
      }),
    withSession: (fn) => mutex.run(() => fn(direct)),
    dump: () => mutex.run(async () => new Blob([await call<ArrayBuffer>('dump')])),
    async close() {
      if (closed) return;
      closed = true;
      await mutex.run(() => call<unknown>('close'));
      await worker.terminate();
    },
  };
}
