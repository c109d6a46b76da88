import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, QueryResult, Queryable } from './database';
import { Mutex } from './mutex';

type PgliteRunner = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

function queryable(runner: PgliteRunner): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await runner.query<Row>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await runner.exec(sql);
    },
  };
}

/**
 * Opens embedded PGlite at dataDir (a folder, or `memory://`). Durability stays strict
 * (relaxedDurability false): a commit is on disk before its answer goes out. `template` is a
 * dumpDataDir() tarball to start from instead of running initdb (tests use it to start faster).
 */
export async function openPglite(dataDir: string, template?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { relaxedDurability: false, ...(template ? { loadDataDir: template } : {}) });
  await pg.exec(`set timezone = 'UTC'`);
  const mutex = new Mutex();
  const direct = queryable(pg);
  let closed = false;

  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => direct.query(sql, params)),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: (fn, options) =>
      mutex.run(() =>
        pg.transaction(async (tx) => {
          if (options?.readOnly) await tx.query('set transaction read only');
          return fn(queryable(tx));
        }),
      ),
    withSession: (fn) => mutex.run(() => fn(direct)),
    dump: () => mutex.run(() => pg.dumpDataDir('none')),
    async close() {
      if (closed) return;
      closed = true;
      await mutex.run(() => pg.close());
    },
  };
}
