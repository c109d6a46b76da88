import pg from 'pg';
import type { Database, QueryResult, Queryable } from './database';

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, [...params]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/** A pooled connection to any PostgreSQL (DATABASE_URL). */
export function openPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections, options: '-c TimeZone=UTC' });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'idle database client failed', error: error.message })),
  );
  const direct = queryable(pool);

  return {
    kind: 'postgres',
    connections: maxConnections,
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    async transaction(fn, options) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin');
        try {
          const result = await fn(queryable(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          throw error;
        }
      } finally {
        client.release(broken);
      }
    },
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn(queryable(client));
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
