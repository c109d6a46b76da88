import { databaseErrorFields } from '../db/database';

/** A PostgREST-shaped error: `{code, message, details, hint}` with its HTTP status. */
export class PgrstError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }

  body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const pgrst = {
  parse: (what: string, details: string) => new PgrstError(400, 'PGRST100', `"failed to parse ${what}"`, details),
  badBody: (details: string) => new PgrstError(400, 'PGRST102', 'Empty or invalid json', details),
  schema: (schema: string) =>
    new PgrstError(406, 'PGRST106', 'The schema must be one of the following: public', `Invalid schema: ${schema}`),
  singular: (rows: number) =>
    new PgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  noRelationship: (parent: string, target: string, schema: string) =>
    new PgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${target}' in the schema '${schema}', ` +
        'but no matches were found.',
    ),
  ambiguousRelationship: (parent: string, target: string, candidates: string[]) =>
    new PgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
      candidates.join('; '),
      `Try changing '${target}' to one of the following: ` +
        `${candidates.map((name) => `'${target}!${name}'`).join(', ')}.`,
    ),
  noFunction: (schema: string, name: string, argNames: string[]) =>
    new PgrstError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}(${argNames.join(', ')}) in the schema cache`,
      `Searched for the function ${schema}.${name} with ` +
        `${argNames.length === 0 ? 'no parameters' : `parameters ${argNames.join(', ')}`}, ` +
        'but no matches were found in the schema cache.',
    ),
  noPayloadColumn: (column: string, table: string) =>
    new PgrstError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`),
  noTable: (schema: string, table: string) =>
    new PgrstError(404, 'PGRST205', `Could not find the table '${schema}.${table}' in the schema cache`),
  noColumn: (table: string, column: string) => new PgrstError(400, '42703', `column ${table}.${column} does not exist`),
  jwt: (message: string, expired: boolean) =>
    new PgrstError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
      'WWW-Authenticate':
        'Bearer error="invalid_token", ' + `error_description="${expired ? 'JWT expired' : 'invalid token'}"`,
    }),
};

/** PostgREST's SQLSTATE -> HTTP status mapping (its documented table; anything unlisted is 400). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17' || code === '25006') return code === '25006' ? 405 : 500;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix))
    return 500;
  return 400;
}

/** A database error as a PgrstError; anything else is rethrown for the 500 handler. */
export function fromDatabaseError(error: unknown, role: string): PgrstError {
  if (error instanceof PgrstError) return error;
  const fields = databaseErrorFields(error);
  if (!fields) throw error;
  return new PgrstError(statusForSqlState(fields.code, role), fields.code, fields.message, fields.detail, fields.hint);
}
