import { describe, expect, it } from 'vitest';
import { PgrstError } from './errors';
import { parseFilter, parseOrder, parseQuery, parseSelect } from './query';
import { arrayLiteral, quoteIdent } from './sql-read';

describe('select parameter', () => {
  it('parses columns, aliases, stars and nested embeds with hints', () => {
    expect(parseSelect('id,level, skill:skills(name,category),players!player_skills_player_id_fkey!inner(*)')).toEqual([
      { kind: 'column', name: 'id', alias: null },
      { kind: 'column', name: 'level', alias: null },
      {
        kind: 'embed',
        name: 'skills',
        alias: 'skill',
        hint: null,
        inner: false,
        items: [
          { kind: 'column', name: 'name', alias: null },
          { kind: 'column', name: 'category', alias: null },
        ],
      },
      {
        kind: 'embed',
        name: 'players',
        alias: null,
        hint: 'player_skills_player_id_fkey',
        inner: true,
        items: [{ kind: 'star' }],
      },
    ]);
    expect(parseSelect('"odd name",n:"a\\"b"')).toEqual([
      { kind: 'column', name: 'odd name', alias: null },
      { kind: 'column', name: 'a"b', alias: 'n' },
    ]);
  });

  it('refuses SQL and unsupported syntax with PGRST100', () => {
    for (const text of ['id;drop table x', 'id,(', 'a(b', 'id::text', 'data->>x', 'a)', 'name!hint']) {
      expect(() => parseSelect(text), text).toThrow(PgrstError);
    }
    try {
      parseSelect('id;drop table x');
    } catch (error) {
      expect((error as PgrstError).code).toBe('PGRST100');
      expect((error as PgrstError).status).toBe(400);
    }
  });
});

describe('filters', () => {
  it('parses operators, negation, lists and is', () => {
    expect(parseFilter('id', 'eq.5')).toMatchObject({
      path: [],
      column: 'id',
      negate: false,
      operator: 'eq',
      value: '5',
    });
    expect(parseFilter('skill.category', 'not.eq.combat')).toMatchObject({
      path: ['skill'],
      column: 'category',
      negate: true,
      operator: 'eq',
      value: 'combat',
    });
    expect(parseFilter('name', 'eq.a.b.c')).toMatchObject({ value: 'a.b.c' });
    expect(parseFilter('id', 'in.(a, b,"c,d","e\\"f")').values).toEqual(['a', 'b', 'c,d', 'e"f']);
    expect(parseFilter('id', 'in.()').values).toEqual([]);
    expect(parseFilter('flag', 'is.NULL')).toMatchObject({ operator: 'is', value: 'null' });
  });

  it('refuses unknown operators and malformed operands', () => {
    for (const [key, value] of [
      ['id', 'eqq.1'],
      ['id', 'eq'],
      ['id', 'in.1,2'],
      ['id', 'in.("a)'],
      ['flag', 'is.maybe'],
      ['', 'eq.1'],
      ['a..b', 'eq.1'],
    ] as const) {
      expect(() => parseFilter(key, value), `${key}=${value}`).toThrow(PgrstError);
    }
  });
});

describe('order and the whole query string', () => {
  it('parses several terms, directions, nulls placement and related columns', () => {
    expect(parseOrder('rank.asc,level.desc.nullslast,skill(category)')).toEqual([
      { relation: null, column: 'rank', descending: false, nulls: null },
      { relation: null, column: 'level', descending: true, nulls: 'last' },
      { relation: 'skill', column: 'category', descending: false, nulls: null },
    ]);
    expect(() => parseOrder('id;drop')).toThrow(PgrstError);
    expect(() => parseOrder('id.sideways')).toThrow(PgrstError);
  });

  it('splits modifiers by embed path and keeps everything else as filters', () => {
    const parsed = parseQuery(
      new URLSearchParams(
        'select=*,skills(*)&id=gt.1&id=lt.9&order=id.desc&limit=5&offset=10' +
          '&skills.limit=2&skills.order=name&skills.level=gte.3&on_conflict=player_id,trial_id&columns=a,b',
      ),
    );
    expect(
      parsed.filters.map((filter) => `${filter.path.join('.')}|${filter.column}|${filter.operator}|${filter.value}`),
    ).toEqual(['|id|gt|1', '|id|lt|9', 'skills|level|gte|3']);
    expect(parsed.limit).toEqual(
      new Map([
        ['', 5],
        ['skills', 2],
      ]),
    );
    expect(parsed.offset).toEqual(new Map([['', 10]]));
    expect([...parsed.order.keys()]).toEqual(['', 'skills']);
    expect(parsed.onConflict).toEqual(['player_id', 'trial_id']);
    expect(parsed.columns).toEqual(['a', 'b']);
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(PgrstError);
    expect(() => parseQuery(new URLSearchParams('or=(a.eq.1,b.eq.2)'))).toThrow(PgrstError);
  });

  it('keeps reserved keys (GET rpc arguments) out of the filters', () => {
    const parsed = parseQuery(new URLSearchParams('player_uuid=abc&level=gt.1'), new Set(['player_uuid']));
    expect(parsed.arguments).toEqual(new Map([['player_uuid', 'abc']]));
    expect(parsed.filters).toHaveLength(1);
  });
});

describe('SQL quoting helpers', () => {
  it('quotes identifiers and array literals so no input can end them early', () => {
    expect(quoteIdent('a"b')).toBe('"a""b"');
    expect(arrayLiteral(['a', 'b,c', 'd"e', 'f\\g'])).toBe('{"a","b,c","d\\"e","f\\\\g"}');
  });
});
