// Builds `POST /rpc/<fn>` calls: the overload whose argument names match the JSON body's keys,
// called with named arguments read from the body by json_to_record (one bound JSON parameter).
import type { ApiFunction, Catalog, Table } from './catalog';
import { pgrst } from './errors';
import { quoteIdent, type SqlParams } from './sql-read';

/** The overload of `name` whose named arguments cover the given keys and whose required ones are all present. */
export function chooseFunction(catalog: Catalog, name: string, keys: string[]): ApiFunction {
  const overloads = catalog.functions.get(name) ?? [];
  const match = overloads.find((fn) => {
    const names = fn.args.map((arg) => arg.name);
    const required = names.slice(0, names.length - fn.defaults);
    return keys.every((key) => names.includes(key)) && required.every((arg) => keys.includes(arg));
  });
  if (!match) throw pgrst.noFunction(catalog.schema, name, [...keys].sort());
  return match;
}

/** `schema.fn(a := _args.a, ...)` plus the FROM clause that decodes the JSON body into typed columns. */
export function functionCall(
  catalog: Catalog,
  fn: ApiFunction,
  args: Record<string, unknown>,
  params: SqlParams,
): { call: string; from: string } {
  const keys = Object.keys(args);
  const call =
    `${quoteIdent(catalog.schema)}.${quoteIdent(fn.name)}(` +
    `${keys.map((key) => `${quoteIdent(key)} := _args.${quoteIdent(key)}`).join(', ')})`;
  if (keys.length === 0) return { call, from: '' };
  const definitions = keys.map((key) => `${quoteIdent(key)} ${fn.args.find((arg) => arg.name === key)!.type}`);
  return {
    call,
    from: `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${definitions.join(', ')})`,
  };
}

/** The function's result rows as a relation the read builder can select from (composite results). */
export function functionSource(call: { call: string; from: string }): string {
  return call.from === ''
    ? `(select _result.* from ${call.call} as _result)`
    : `(select _result.* from ${call.from} cross join lateral ${call.call} as _result)`;
}

/** A pseudo-table for a composite result so select, filters and order work on its columns. */
export function resultTable(fn: ApiFunction): Table {
  return {
    name: fn.name,
    columns: fn.columns,
    columnMap: new Map(fn.columns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/** Scalar results: the bare JSON value (non-set) or a JSON array (set). */
export function scalarResultSql(fn: ApiFunction, call: { call: string; from: string }): string {
  if (!fn.returnsSet)
    return `select to_json(${call.call})::text as body${call.from === '' ? '' : ` from ${call.from}`}`;
  const source = call.from === '' ? `${call.call} as _value` : `${call.from} cross join lateral ${call.call} as _value`;
  return `select coalesce(json_agg(_value), '[]')::text as body, count(*)::int as row_count from ${source}`;
}

export function voidCallSql(call: { call: string; from: string }): string {
  return `select ${call.call}${call.from === '' ? '' : ` from ${call.from}`}`;
}
