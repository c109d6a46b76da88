import type { Queryable } from '../db/database';

/** What the REST layer knows about the exposed schema: tables, columns, keys and functions. */
export interface Column {
  name: string;
  /** format_type() output, used only for casts of bound parameters. */
  type: string;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Table {
  name: string;
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

export interface FunctionArgument {
  name: string;
  type: string;
}

export interface ApiFunction {
  name: string;
  /** Input arguments in order; the last `defaults` of them may be omitted. */
  args: FunctionArgument[];
  defaults: number;
  returnsSet: boolean;
  returnType: string;
  /** 'void', 'scalar' or 'composite' (rows with `columns`). */
  returnKind: 'void' | 'scalar' | 'composite';
  columns: Column[];
  volatility: 'i' | 's' | 'v';
}

export interface Catalog {
  schema: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, ApiFunction[]>;
}

// Each query returns one JSON text, so PGlite and node-postgres give identical results.
const TABLES_SQL = `
select coalesce(json_agg(json_build_object(
  'name', c.relname,
  'columns', (select coalesce(json_agg(json_build_object('name', a.attname,
                                                         'type', format_type(a.atttypid, a.atttypmod))
                                       order by a.attnum), '[]')
                from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
  'primaryKey', (select coalesce(json_agg(a.attname order by k.ord), '[]')
                   from pg_constraint pk cross join unnest(pk.conkey) with ordinality as k(attnum, ord)
                   join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                  where pk.conrelid = c.oid and pk.contype = 'p'),
  'uniqueKeys', (select coalesce(json_agg((select json_agg(a.attname order by k.ord)
                                             from unnest(u.conkey) with ordinality as k(attnum, ord)
                                             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum)), '[]')
                   from pg_constraint u where u.conrelid = c.oid and u.contype in ('p', 'u'))
)), '[]')::text as json
from pg_class c
where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'v', 'm', 'p', 'f')`;

const FOREIGN_KEYS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', f.conname,
  'table', src.relname,
  'columns', (select json_agg(a.attname order by k.ord) from unnest(f.conkey) with ordinality as k(attnum, ord)
                join pg_attribute a on a.attrelid = f.conrelid and a.attnum = k.attnum),
  'refTable', dst.relname,
  'refColumns', (select json_agg(a.attname order by k.ord) from unnest(f.confkey) with ordinality as k(attnum, ord)
                   join pg_attribute a on a.attrelid = f.confrelid and a.attnum = k.attnum)
)), '[]')::text as json
from pg_constraint f
join pg_class src on src.oid = f.conrelid
join pg_class dst on dst.oid = f.confrelid
where f.contype = 'f' and src.relnamespace = $1::regnamespace and dst.relnamespace = $1::regnamespace`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', p.proname,
  'nargs', p.pronargs,
  'defaults', p.pronargdefaults,
  'returnsSet', p.proretset,
  'returnType', format_type(p.prorettype, null),
  'returnTypType', t.typtype,
  'returnColumns', (select coalesce(json_agg(json_build_object('name', a.attname,
                                                               'type', format_type(a.atttypid, a.atttypmod))
                                             order by a.attnum), '[]')
                      from pg_attribute a
                     where t.typrelid <> 0 and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
  'volatility', p.provolatile,
  'args', (select coalesce(json_agg(json_build_object('name', arg.name, 'type', format_type(arg.typ, null),
                                                      'mode', coalesce(arg.mode, 'i'))
                                    order by arg.ord), '[]')
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, p.proargmodes::text[])
                  with ordinality as arg(typ, name, mode, ord)
            where arg.typ is not null)
)), '[]')::text as json
from pg_proc p
join pg_type t on t.oid = p.prorettype
where p.pronamespace = $1::regnamespace and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')`;

interface RawFunction {
  name: string;
  nargs: number;
  defaults: number;
  returnsSet: boolean;
  returnType: string;
  returnTypType: string;
  returnColumns: Column[];
  volatility: 'i' | 's' | 'v';
  args: { name: string | null; type: string; mode: string }[];
}

function toApiFunction(raw: RawFunction): ApiFunction {
  const inputs = raw.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const outputs = raw.args.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  let returnKind: ApiFunction['returnKind'] = 'scalar';
  let columns: Column[] = [];
  if (raw.returnType === 'void') returnKind = 'void';
  else if (outputs.length > 0 && raw.returnType === 'record') {
    returnKind = 'composite';
    columns = outputs.map((arg, index) => ({ name: arg.name ?? `column${index + 1}`, type: arg.type }));
  } else if (raw.returnTypType === 'c') {
    returnKind = 'composite';
    columns = raw.returnColumns;
  }
  return {
    name: raw.name,
    args: inputs.map((arg, index) => ({ name: arg.name ?? `$${index + 1}`, type: arg.type })),
    defaults: raw.defaults,
    returnsSet: raw.returnsSet,
    returnType: raw.returnType,
    returnKind,
    columns,
    volatility: raw.volatility,
  };
}

async function jsonQuery<T>(db: Queryable, sql: string, schema: string): Promise<T> {
  const result = await db.query<{ json: string }>(sql, [schema]);
  return JSON.parse(result.rows[0]!.json) as T;
}

export async function loadCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const rawTables = await jsonQuery<
    { name: string; columns: Column[]; primaryKey: string[]; uniqueKeys: string[][] }[]
  >(db, TABLES_SQL, schema);
  const foreignKeys = await jsonQuery<ForeignKey[]>(db, FOREIGN_KEYS_SQL, schema);
  const rawFunctions = await jsonQuery<RawFunction[]>(db, FUNCTIONS_SQL, schema);

  const tables = new Map<string, Table>();
  for (const raw of rawTables) {
    tables.set(raw.name, { ...raw, columnMap: new Map(raw.columns.map((column) => [column.name, column])) });
  }
  const functions = new Map<string, ApiFunction[]>();
  for (const raw of rawFunctions) {
    const fn = toApiFunction(raw);
    functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  return { schema, tables, foreignKeys, functions };
}

/** Loads the catalog once and reloads it (at most every few seconds) when a name is not found. */
export class CatalogCache {
  #catalog: Promise<Catalog> | null = null;
  #loadedAt = 0;
  readonly #load: () => Promise<Catalog>;

  constructor(load: () => Promise<Catalog>) {
    this.#load = load;
  }

  get(): Promise<Catalog> {
    if (!this.#catalog) this.#refresh();
    return this.#catalog!;
  }

  /** After a miss: reload if the cached copy is older than minAgeMs, then answer from the result. */
  async getFresh(minAgeMs = 5000): Promise<Catalog> {
    if (this.#catalog && Date.now() - this.#loadedAt > minAgeMs) this.#refresh();
    return this.get();
  }

  #refresh(): void {
    this.#loadedAt = Date.now();
    const loading = this.#load();
    this.#catalog = loading;
    loading.catch(() => {
      if (this.#catalog === loading) this.#catalog = null;
    });
  }
}
