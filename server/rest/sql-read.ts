// Builds the SQL of a read: the select list with embedded resources (lateral JSON subqueries, as
// PostgREST does), filters, order, limit and offset. Every identifier is looked up in the catalog
// and quoted; every value is a bound parameter. Postgres renders the JSON body itself.
import type { Catalog, ForeignKey, Table } from './catalog';
import { PgrstError, pgrst } from './errors';
import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './query';

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A Postgres array literal of text elements, each quoted: `{"a","b \\"c\\""}`. */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** Bound parameters and alias numbering for one statement. */
export class SqlParams {
  readonly values: unknown[] = [];
  #aliases = 0;

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  alias(prefix: string): string {
    this.#aliases += 1;
    return quoteIdent(`${prefix}${this.#aliases}`);
  }
}

export interface Relationship {
  target: Table;
  toOne: boolean;
  /** [parent column, target column] pairs of the join. */
  pairs: [string, string][];
}

function isUniqueSet(table: Table, columns: string[]): boolean {
  return table.uniqueKeys.some(
    (key) => key.length === columns.length && key.every((column) => columns.includes(column)),
  );
}

function relationshipName(fk: ForeignKey): string {
  return fk.name;
}

/** Finds the foreign key joining parent to the embedded table, as PostgREST does (hint: constraint or column name). */
export function resolveRelationship(catalog: Catalog, parent: Table, name: string, hint: string | null): Relationship {
  const target = catalog.tables.get(name);
  if (!target) throw pgrst.noRelationship(parent.name, name, catalog.schema);
  const candidates: (Relationship & { fk: ForeignKey })[] = [];
  for (const fk of catalog.foreignKeys) {
    if (fk.table === parent.name && fk.refTable === target.name) {
      candidates.push({
        fk,
        target,
        toOne: true,
        pairs: fk.columns.map((column, index) => [column, fk.refColumns[index]!]),
      });
    }
    if (fk.table === target.name && fk.refTable === parent.name && fk.table !== fk.refTable) {
      candidates.push({
        fk,
        target,
        toOne: isUniqueSet(target, fk.columns),
        pairs: fk.refColumns.map((column, index) => [column, fk.columns[index]!]),
      });
    }
  }
  const matching =
    hint === null
      ? candidates
      : candidates.filter(({ fk }) => fk.name === hint || fk.columns.includes(hint) || fk.refColumns.includes(hint));
  if (matching.length === 0) throw pgrst.noRelationship(parent.name, name, catalog.schema);
  if (matching.length > 1)
    throw pgrst.ambiguousRelationship(
      parent.name,
      name,
      matching.map(({ fk }) => relationshipName(fk)),
    );
  const { target: found, toOne, pairs } = matching[0]!;
  return { target: found, toOne, pairs };
}

export interface ReadContext {
  catalog: Catalog;
  query: ParsedQuery;
  params: SqlParams;
  /** Filters, orders and limits not yet matched to an embedded resource. */
  usedFilters: Set<Filter>;
  usedPaths: Set<string>;
}

export function newReadContext(catalog: Catalog, query: ParsedQuery, params = new SqlParams()): ReadContext {
  return { catalog, query, params, usedFilters: new Set(), usedPaths: new Set() };
}

function tableRef(catalog: Catalog, table: Table): string {
  return `${quoteIdent(catalog.schema)}.${quoteIdent(table.name)}`;
}

function column(table: Table, name: string) {
  const found = table.columnMap.get(name);
  if (!found) throw pgrst.noColumn(table.name, name);
  return found;
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

export function filterSql(params: SqlParams, table: Table, alias: string, filter: Filter): string {
  const col = column(table, filter.column);
  const ref = `${alias}.${quoteIdent(col.name)}`;
  let condition: string;
  switch (filter.operator) {
    case 'like':
    case 'ilike':
      condition = `${ref}::text ${filter.operator} ${params.add(filter.value.replaceAll('*', '%'))}`;
      break;
    case 'in':
      condition = `${ref} = any(${params.add(arrayLiteral(filter.values))}::${col.type}[])`;
      break;
    case 'is':
      condition = `${ref} is ${filter.value}`;
      break;
    default:
      condition = `${ref} ${COMPARISON[filter.operator]} ${params.add(filter.value)}::${col.type}`;
  }
  return filter.negate ? `not (${condition})` : condition;
}

/** The path key of an embed level: its alias when it has one (PostgREST accepts the name too). */
type EmbedPath = { alias: string | null; name: string }[];

function pathMatches(candidate: string[], path: EmbedPath): boolean {
  return (
    candidate.length === path.length &&
    candidate.every((segment, index) => segment === path[index]!.alias || segment === path[index]!.name)
  );
}

function filtersAt(context: ReadContext, path: EmbedPath): Filter[] {
  const found = context.query.filters.filter((filter) => pathMatches(filter.path, path));
  for (const filter of found) context.usedFilters.add(filter);
  return found;
}

function modifierAt<T>(context: ReadContext, map: Map<string, T>, path: EmbedPath): T | undefined {
  for (const [key, value] of map) {
    if (pathMatches(key === '' ? [] : key.split('.'), path)) {
      context.usedPaths.add(key);
      return value;
    }
  }
  return undefined;
}

function orderSql(context: ReadContext, table: Table, alias: string, items: SelectItem[], terms: OrderTerm[]): string {
  return terms
    .map((term) => {
      let expression: string;
      if (term.relation === null) {
        expression = `${alias}.${quoteIdent(column(table, term.column).name)}`;
      } else {
        const embed = items.find(
          (item) => item.kind === 'embed' && (item.alias === term.relation || item.name === term.relation),
        );
        if (!embed || embed.kind !== 'embed') {
          throw new PgrstError(
            400,
            'PGRST108',
            `'${term.relation}' is not an embedded resource in this request`,
            null,
            `Verify that '${term.relation}' is included in the 'select' query parameter.`,
          );
        }
        const relationship = resolveRelationship(context.catalog, table, embed.name, embed.hint);
        if (!relationship.toOne) {
          throw new PgrstError(
            400,
            'PGRST118',
            `A related order on '${term.relation}' is not possible`,
            `'${table.name}' and '${embed.name}' do not form a many-to-one or one-to-one relationship`,
          );
        }
        const inner = context.params.alias('o');
        const join = relationship.pairs
          .map(
            ([parentColumn, targetColumn]) =>
              `${inner}.${quoteIdent(targetColumn)} = ${alias}.${quoteIdent(parentColumn)}`,
          )
          .join(' and ');
        expression =
          `(select ${inner}.${quoteIdent(column(relationship.target, term.column).name)} ` +
          `from ${tableRef(context.catalog, relationship.target)} as ${inner} where ${join})`;
      }
      return `${expression} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    })
    .join(', ');
}

interface Level {
  columns: string[];
  /** Conditions `!inner` embeds add to this level's WHERE. */
  innerConditions: string[];
}

function buildLevel(context: ReadContext, table: Table, alias: string, items: SelectItem[], path: EmbedPath): Level {
  const level: Level = { columns: [], innerConditions: [] };
  for (const item of items) {
    if (item.kind === 'star') {
      for (const col of table.columns) level.columns.push(`${alias}.${quoteIdent(col.name)}`);
    } else if (item.kind === 'column') {
      const col = column(table, item.name);
      level.columns.push(`${alias}.${quoteIdent(col.name)}${item.alias ? ` as ${quoteIdent(item.alias)}` : ''}`);
    } else {
      const expression = embedSql(context, table, alias, item, [...path, { alias: item.alias, name: item.name }]);
      level.columns.push(`${expression.sql} as ${quoteIdent(item.alias ?? item.name)}`);
      if (item.inner)
        level.innerConditions.push(
          expression.toOne ? `${expression.sql} is not null` : `json_array_length(${expression.sql}) > 0`,
        );
    }
  }
  return level;
}

function embedSql(
  context: ReadContext,
  parent: Table,
  parentAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  path: EmbedPath,
): { sql: string; toOne: boolean } {
  const relationship = resolveRelationship(context.catalog, parent, item.name, item.hint);
  const target = relationship.target;
  const alias = context.params.alias('t');
  const rows = context.params.alias('e');
  const level = buildLevel(context, target, alias, item.items, path);
  const conditions = [
    ...relationship.pairs.map(
      ([parentColumn, targetColumn]) =>
        `${alias}.${quoteIdent(targetColumn)} = ${parentAlias}.${quoteIdent(parentColumn)}`,
    ),
    ...filtersAt(context, path).map((filter) => filterSql(context.params, target, alias, filter)),
    ...level.innerConditions,
  ];
  const from = `from ${tableRef(context.catalog, target)} as ${alias} where ${conditions.join(' and ')}`;
  // Order, limit and offset mean nothing for a to-one resource; they are accepted and ignored.
  const order = modifierAt(context, context.query.order, path);
  const limit = modifierAt(context, context.query.limit, path);
  const offset = modifierAt(context, context.query.offset, path);
  if (relationship.toOne) {
    return {
      sql: `(select row_to_json(${rows}) from (select ${level.columns.join(', ')} ${from}) as ${rows})`,
      toOne: true,
    };
  }
  const tail = [
    order ? `order by ${orderSql(context, target, alias, item.items, order)}` : '',
    limit !== undefined ? `limit ${context.params.add(limit)}::bigint` : '',
    offset !== undefined ? `offset ${context.params.add(offset)}::bigint` : '',
  ].join(' ');
  return {
    sql:
      `(select coalesce(json_agg(${rows}), '[]') ` +
      `from (select ${level.columns.join(', ')} ${from} ${tail}) as ${rows})`,
    toOne: false,
  };
}

export interface RootRead {
  /** The inner SELECT producing the result rows (wrap it to aggregate JSON). */
  rowsSql: string;
  /** The WHERE of the root level alone (for counting). */
  whereSql: string;
  fromSql: string;
}

export interface RootOptions {
  /** The FROM source; a table by default, a CTE or function call for mutations and rpc. */
  from?: string;
  /** Apply root filters, order, limit and offset (false for mutation results, which are already filtered). */
  applyModifiers?: boolean;
  maxRows?: number;
}

/** Builds the root SELECT of a read; throws PgrstError for unknown names or unused embed parameters. */
export function buildRootRead(context: ReadContext, table: Table, options: RootOptions = {}): RootRead {
  const alias = context.params.alias('t');
  const fromSql = `${options.from ?? tableRef(context.catalog, table)} as ${alias}`;
  const level = buildLevel(context, table, alias, context.query.select, []);
  const applyModifiers = options.applyModifiers ?? true;
  const conditions = [
    ...(applyModifiers ? filtersAt(context, []).map((filter) => filterSql(context.params, table, alias, filter)) : []),
    ...level.innerConditions,
  ];
  const whereSql = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  let tail = '';
  if (applyModifiers) {
    const order = modifierAt(context, context.query.order, []);
    const requested = modifierAt(context, context.query.limit, []);
    const offset = modifierAt(context, context.query.offset, []);
    const limit = options.maxRows === undefined ? requested : Math.min(requested ?? options.maxRows, options.maxRows);
    tail = [
      order ? `order by ${orderSql(context, table, alias, context.query.select, order)}` : '',
      limit !== undefined ? `limit ${context.params.add(limit)}::bigint` : '',
      offset !== undefined ? `offset ${context.params.add(offset)}::bigint` : '',
    ].join(' ');
  }
  assertAllUsed(context, applyModifiers);
  return { rowsSql: `select ${level.columns.join(', ')} from ${fromSql} ${whereSql} ${tail}`, whereSql, fromSql };
}

function assertAllUsed(context: ReadContext, rootModifiersApplied: boolean): void {
  for (const filter of context.query.filters) {
    if (context.usedFilters.has(filter)) continue;
    if (filter.path.length === 0 && !rootModifiersApplied) continue;
    throw new PgrstError(
      400,
      'PGRST108',
      `'${filter.path.join('.')}' is not an embedded resource in this request`,
      null,
      `Verify that '${filter.path.join('.')}' is included in the 'select' query parameter.`,
    );
  }
  for (const map of [context.query.order, context.query.limit, context.query.offset]) {
    for (const key of map.keys()) {
      if (context.usedPaths.has(key) || (key === '' && !rootModifiersApplied)) continue;
      throw new PgrstError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
  }
}

/** Wraps a rows query so Postgres returns `{body, row_count, single}` with the JSON already rendered. */
export function aggregateJson(rowsSql: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as row_count,
    case when count(*) = 1 then (json_agg(_r) -> 0)::text end as single from (${rowsSql}) as _r`;
}
