// Builds INSERT (with upsert), UPDATE and DELETE for the REST layer. The payload is one bound JSON
// parameter expanded by jsonb_populate_record(set), as PostgREST does with json_populate_record
// (jsonb parses the payload once, which matters for 30 KB saves); column names come from the
// catalog only.
import type { Catalog, Table } from './catalog';
import { PgrstError, pgrst } from './errors';
import type { ParsedQuery } from './query';
import { filterSql, quoteIdent, type SqlParams } from './sql-read';

export type JsonObject = Record<string, unknown>;

function tableRef(catalog: Catalog, table: Table): string {
  return `${quoteIdent(catalog.schema)}.${quoteIdent(table.name)}`;
}

function payloadColumns(table: Table, rows: JsonObject[], requested: string[] | null): string[] {
  const names = requested ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of names) if (!table.columnMap.has(name)) throw pgrst.noPayloadColumn(name, table.name);
  return names;
}

export interface InsertOptions {
  columns: string[] | null;
  onConflict: string[] | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  returning: boolean;
}

/**
 * INSERT ... SELECT FROM jsonb_populate_recordset($1); keys missing from a row insert NULL, as in
 * PostgREST. `rawArray` is the request body when it already is the JSON array of `rows`.
 */
export function buildInsert(
  catalog: Catalog,
  table: Table,
  rows: JsonObject[],
  options: InsertOptions,
  params: SqlParams,
  rawArray?: string,
): string {
  const columns = payloadColumns(table, rows, options.columns);
  const ref = tableRef(catalog, table);
  const quoted = columns.map(quoteIdent);
  const payload = params.add(rawArray ?? JSON.stringify(rows));
  const columnList = quoted.length > 0 ? ` (${quoted.join(', ')})` : '';
  let sql =
    `insert into ${ref} as _target${columnList} select ${quoted.map((name) => `_body.${name}`).join(', ')} ` +
    `from jsonb_populate_recordset(null::${ref}, ${payload}::jsonb) as _body`;
  if (options.resolution !== null) {
    const conflictColumns = options.onConflict ?? table.primaryKey;
    if (conflictColumns.length === 0) {
      throw new PgrstError(400, 'PGRST103', `Table '${table.name}' has no primary key; pass on_conflict to upsert`);
    }
    for (const name of conflictColumns) if (!table.columnMap.has(name)) throw pgrst.noColumn(table.name, name);
    const target = conflictColumns.map(quoteIdent).join(', ');
    sql +=
      options.resolution === 'merge-duplicates' && quoted.length > 0
        ? ` on conflict (${target}) do update set ${quoted.map((name) => `${name} = excluded.${name}`).join(', ')}`
        : ` on conflict (${target}) do nothing`;
  }
  return options.returning ? `${sql} returning _target.*` : sql;
}

function rootConditions(table: Table, alias: string, query: ParsedQuery, params: SqlParams): string {
  const conditions = query.filters.map((filter) => {
    if (filter.path.length > 0)
      throw new PgrstError(
        400,
        'PGRST100',
        '"failed to parse filter"',
        'filters on embedded resources are not allowed in updates and deletes',
      );
    return filterSql(params, table, alias, filter);
  });
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

/** UPDATE ... SET col = body.col for each key of the JSON object, where the filters hold. `raw` is the body's text. */
export function buildUpdate(
  catalog: Catalog,
  table: Table,
  body: JsonObject,
  query: ParsedQuery,
  returning: boolean,
  params: SqlParams,
  raw?: string,
): string | null {
  const columns = payloadColumns(table, [body], query.columns);
  if (columns.length === 0) return null;
  const ref = tableRef(catalog, table);
  const alias = quoteIdent('_target');
  const payload = params.add(raw ?? JSON.stringify(body));
  const assignments = columns.map((name) => `${quoteIdent(name)} = _body.${quoteIdent(name)}`).join(', ');
  const sql =
    `update ${ref} as ${alias} set ${assignments} ` +
    `from (select * from jsonb_populate_record(null::${ref}, ${payload}::jsonb)) as _body` +
    rootConditions(table, alias, query, params);
  return returning ? `${sql} returning ${alias}.*` : sql;
}

export function buildDelete(
  catalog: Catalog,
  table: Table,
  query: ParsedQuery,
  returning: boolean,
  params: SqlParams,
): string {
  const alias = quoteIdent('_target');
  const sql = `delete from ${tableRef(catalog, table)} as ${alias}${rootConditions(table, alias, query, params)}`;
  return returning ? `${sql} returning ${alias}.*` : sql;
}
