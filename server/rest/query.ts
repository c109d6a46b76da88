// Parses the PostgREST query-string subset supabase-js emits: select (columns, aliases, embedded
// resources), horizontal filters, order, limit, offset, on_conflict and columns. Pure: no catalog
// and no SQL here; names are checked against the catalog when the SQL is built.
import { pgrst } from './errors';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string | null }
  | { kind: 'embed'; name: string; alias: string | null; hint: string | null; inner: boolean; items: SelectItem[] };

export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface Filter {
  /** Embedded resource path (aliases or names); empty for the root table. */
  path: string[];
  column: string;
  negate: boolean;
  operator: FilterOperator;
  /** The operand (eq .. ilike, is); for `in`, the list is in `values`. */
  value: string;
  values: string[];
}

export interface OrderTerm {
  /** `relation(column)`: order the root by a column of a to-one embedded resource. */
  relation: string | null;
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  /** Keyed by the embed path joined with '.', '' for the root. */
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  onConflict: string[] | null;
  columns: string[] | null;
}

const NAME_CHAR = /[\p{L}\p{N}_$ ]/u;
const MAX_DEPTH = 8;

class Cursor {
  index = 0;
  constructor(readonly text: string) {}
  peek(offset = 0): string {
    return this.text[this.index + offset] ?? '';
  }
  get done(): boolean {
    return this.index >= this.text.length;
  }
  fail(what: string, expected: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw pgrst.parse(
      `${what} (${this.text})`,
      `unexpected ${found} at position ${this.index + 1}, expecting ${expected}`,
    );
  }
}

function parseName(cursor: Cursor, what: string): string {
  if (cursor.peek() === '"') {
    cursor.index += 1;
    let name = '';
    while (!cursor.done && cursor.peek() !== '"') {
      if (cursor.peek() === '\\' && cursor.peek(1) === '"') cursor.index += 1;
      name += cursor.peek();
      cursor.index += 1;
    }
    if (cursor.peek() !== '"') cursor.fail(what, 'closing quote');
    cursor.index += 1;
    if (name === '') cursor.fail(what, 'a name');
    return name;
  }
  const start = cursor.index;
  while (!cursor.done && NAME_CHAR.test(cursor.peek())) cursor.index += 1;
  const name = cursor.text.slice(start, cursor.index).trim();
  if (name === '') cursor.fail(what, 'a column or relation name');
  return name;
}

function skipSpaces(cursor: Cursor): void {
  while (cursor.peek() === ' ') cursor.index += 1;
}

function parseSelectItem(cursor: Cursor, depth: number): SelectItem {
  skipSpaces(cursor);
  if (cursor.peek() === '*') {
    cursor.index += 1;
    return { kind: 'star' };
  }
  let name = parseName(cursor, 'select parameter');
  let alias: string | null = null;
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.index += 1;
    skipSpaces(cursor);
    alias = name;
    name = parseName(cursor, 'select parameter');
  }
  if (cursor.peek() === ':' && cursor.peek(1) === ':')
    throw pgrst.parse(`select parameter (${cursor.text})`, 'casts (::type) are not supported by this gateway');
  if (cursor.peek() === '-' && cursor.peek(1) === '>')
    throw pgrst.parse(`select parameter (${cursor.text})`, 'JSON paths (->, ->>) are not supported by this gateway');
  let hint: string | null = null;
  let inner = false;
  while (cursor.peek() === '!') {
    cursor.index += 1;
    const word = parseName(cursor, 'select parameter');
    if (word === 'inner') inner = true;
    else if (word !== 'left') hint = word;
  }
  if (cursor.peek() === '(') {
    if (depth >= MAX_DEPTH) cursor.fail('select parameter', `at most ${MAX_DEPTH} levels of embedding`);
    cursor.index += 1;
    const items = parseSelectList(cursor, depth + 1);
    if (cursor.peek() !== ')') cursor.fail('select parameter', '")"');
    cursor.index += 1;
    return { kind: 'embed', name, alias, hint, inner, items };
  }
  if (hint !== null || inner) cursor.fail('select parameter', '"(" after an embedding hint');
  return { kind: 'column', name, alias };
}

function parseSelectList(cursor: Cursor, depth: number): SelectItem[] {
  const items: SelectItem[] = [];
  skipSpaces(cursor);
  if (cursor.peek() === ')' || cursor.done) return items;
  for (;;) {
    items.push(parseSelectItem(cursor, depth));
    skipSpaces(cursor);
    if (cursor.peek() !== ',') return items;
    cursor.index += 1;
  }
}

export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text);
  const items = parseSelectList(cursor, 0);
  if (!cursor.done) cursor.fail('select parameter', '"," or end of input');
  return items;
}

/** `(a,b,"c,d")` -> ['a', 'b', 'c,d']. */
function parseInList(raw: string, context: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw pgrst.parse(`filter (${context})`, 'in. expects a list in parentheses: in.(a,b)');
  const body = raw.slice(1, -1);
  const values: string[] = [];
  let index = 0;
  if (body.trim() === '') return values;
  while (index <= body.length) {
    let value = '';
    if (body[index] === '"') {
      index += 1;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === '\\' && index + 1 < body.length) index += 1;
        value += body[index];
        index += 1;
      }
      if (body[index] !== '"') throw pgrst.parse(`filter (${context})`, 'unterminated quoted value in in.(...)');
      index += 1;
      if (index < body.length && body[index] !== ',')
        throw pgrst.parse(`filter (${context})`, 'expected "," after a quoted value');
    } else {
      const end = body.indexOf(',', index);
      value = body.slice(index, end === -1 ? body.length : end).trim();
      index = end === -1 ? body.length : end;
    }
    values.push(value);
    index += 1;
  }
  return values;
}

export function parseFilter(key: string, raw: string): Filter {
  const context = `${key}=${raw}`;
  const path = key.split('.');
  const column = path.pop()!.trim();
  if (column === '' || path.some((segment) => segment === ''))
    throw pgrst.parse(`filter (${context})`, 'empty column or relation name');
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = (dot === -1 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (dot === -1 || !FILTER_OPERATORS.includes(operator)) {
    throw pgrst.parse(
      `filter (${context})`,
      `expected one of ${FILTER_OPERATORS.join(', ')} (optionally after not.) followed by "."`,
    );
  }
  const value = rest.slice(dot + 1);
  if (operator === 'in') return { path, column, negate, operator, value: '', values: parseInList(value, context) };
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw pgrst.parse(`filter (${context})`, 'is. expects null, true, false or unknown');
  }
  return { path, column, negate, operator, value: operator === 'is' ? value.toLowerCase() : value, values: [] };
}

const ORDER_TERM =
  /^(?:([\p{L}\p{N}_$ ]+)\(([\p{L}\p{N}_$ ]+)\)|([\p{L}\p{N}_$ ]+))((?:\.(?:asc|desc|nullsfirst|nullslast))*)$/u;

export function parseOrder(text: string): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const part of text.split(',')) {
    const match = ORDER_TERM.exec(part.trim());
    if (!match)
      throw pgrst.parse(`order (${text})`, 'expected column[.asc|.desc][.nullsfirst|.nullslast], or relation(column)');
    const modifiers = (match[4] ?? '').split('.').filter(Boolean);
    terms.push({
      relation: match[1]?.trim() ?? null,
      column: (match[2] ?? match[3] ?? '').trim(),
      descending: modifiers.includes('desc'),
      nulls: modifiers.includes('nullsfirst') ? 'first' : modifiers.includes('nullslast') ? 'last' : null,
    });
  }
  return terms;
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw pgrst.parse(`${name} (${raw})`, 'expected a whole number');
  return Number(raw);
}

function parseNameList(name: string, raw: string): string[] {
  const names = raw.split(',').map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
  if (names.some((part) => part === ''))
    throw pgrst.parse(`${name} (${raw})`, 'expected a comma-separated list of column names');
  return names;
}

/** Splits `a.b.limit` into (['a', 'b'], 'limit') when the last segment is one of the modifiers. */
function modifierKey(key: string): { path: string; modifier: 'order' | 'limit' | 'offset' | 'or' | 'and' } | null {
  const match = /^(?:(.+)\.)?(order|limit|offset|or|and)$/.exec(key);
  if (!match) return null;
  return { path: match[1] ?? '', modifier: match[2] as 'order' | 'limit' | 'offset' | 'or' | 'and' };
}

/**
 * Parses a request's query string. Keys in `reserved` (RPC argument names for GET rpc) are left out
 * of the filters and returned separately.
 */
export function parseQuery(
  params: URLSearchParams,
  reserved: ReadonlySet<string> = new Set(),
): ParsedQuery & { arguments: Map<string, string> } {
  const parsed: ParsedQuery & { arguments: Map<string, string> } = {
    select: [{ kind: 'star' }],
    filters: [],
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
    onConflict: null,
    columns: null,
    arguments: new Map(),
  };
  for (const [key, value] of params) {
    if (reserved.has(key)) {
      parsed.arguments.set(key, value);
      continue;
    }
    if (key === 'select') {
      parsed.select = parseSelect(value);
      continue;
    }
    if (key === 'on_conflict') {
      parsed.onConflict = parseNameList('on_conflict', value);
      continue;
    }
    if (key === 'columns') {
      parsed.columns = parseNameList('columns', value);
      continue;
    }
    const modifier = modifierKey(key);
    if (modifier) {
      if (modifier.modifier === 'or' || modifier.modifier === 'and') {
        throw pgrst.parse(`logic tree (${key}=${value})`, 'or= and and= filters are not supported by this gateway');
      }
      if (modifier.modifier === 'order') parsed.order.set(modifier.path, parseOrder(value));
      else parsed[modifier.modifier].set(modifier.path, parseCount(modifier.modifier, value));
      continue;
    }
    parsed.filters.push(parseFilter(key, value));
  }
  return parsed;
}
