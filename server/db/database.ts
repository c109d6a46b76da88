/** The gateway's view of a database: PGlite (embedded, one connection) or a PostgreSQL pool. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows returned, or affected by INSERT / UPDATE / DELETE. */
  rowCount: number;
}

export interface Queryable {
  /** One statement, values bound as parameters ($1, $2, ...). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Transactions that can run at once (PGlite: 1; PostgreSQL: the pool's size). */
  readonly connections: number;
  /** Runs fn inside BEGIN ... COMMIT on one connection; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Runs fn on one dedicated connection outside a transaction (session-level advisory locks). */
  withSession<T>(fn: (session: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The fields of a PostgreSQL error both drivers report. */
export interface DatabaseErrorFields {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

/** The SQLSTATE and texts of a driver error, or null for anything that is not a database error. */
export function databaseErrorFields(error: unknown): DatabaseErrorFields | null {
  if (typeof error !== 'object' || error === null) return null;
  const fields = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) return null;
  return {
    code: fields.code,
    message: typeof fields.message === 'string' ? fields.message : 'database error',
    detail: typeof fields.detail === 'string' && fields.detail !== '' ? fields.detail : null,
    hint: typeof fields.hint === 'string' && fields.hint !== '' ? fields.hint : null,
  };
}
