import { Hono } from 'hono';
import { errorMessage } from '@/platform/errors';
import type { JwtSigner } from '../auth/jwt';
import type { GatewayConfig } from '../config';
import type { Queryable } from '../db/database';
import type { GatewayContext, GatewayEnv } from '../http/context';
import type { Logger } from '../http/log';
import type { ApiFunction, Catalog, CatalogCache, Table } from './catalog';
import { PgrstError, fromDatabaseError, pgrst } from './errors';
import { parseQuery, type ParsedQuery } from './query';
import {
  authenticate,
  checkProfile,
  parsePrefer,
  readJsonBody,
  requestContext,
  wantsSingleObject,
  type RequestAuth,
} from './request';
import type { DbScheduler } from './scheduler';
import { aggregateJson, buildRootRead, newReadContext, SqlParams } from './sql-read';
import { chooseFunction, functionCall, functionSource, resultTable, scalarResultSql, voidCallSql } from './sql-rpc';
import { buildDelete, buildInsert, buildUpdate, type JsonObject } from './sql-write';

export interface RestDeps {
  config: GatewayConfig;
  signer: JwtSigner;
  catalog: CatalogCache;
  scheduler: DbScheduler;
  log: Logger;
}

interface JsonRows {
  body: string;
  row_count: number;
  single: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

function respond(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: body === null ? headers : { 'Content-Type': JSON_TYPE, ...headers } });
}

function errorResponse(error: PgrstError): Response {
  return respond(error.status, JSON.stringify(error.body()), error.headers);
}

function isJsonObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

async function findFunction(
  cache: CatalogCache,
  name: string,
  keys: string[],
): Promise<{ catalog: Catalog; fn: ApiFunction }> {
  const catalog = await cache.get();
  try {
    return { catalog, fn: chooseFunction(catalog, name, keys) };
  } catch (error) {
    if (!(error instanceof PgrstError)) throw error;
    const fresh = await cache.getFresh();
    return { catalog: fresh, fn: chooseFunction(fresh, name, keys) };
  }
}

async function findTable(cache: CatalogCache, name: string): Promise<{ catalog: Catalog; table: Table }> {
  let catalog = await cache.get();
  let table = catalog.tables.get(name);
  if (!table) {
    catalog = await cache.getFresh();
    table = catalog.tables.get(name);
  }
  if (!table) throw pgrst.noTable(catalog.schema, name);
  return { catalog, table };
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  return `${rows > 0 ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}`;
}

/** PostgREST's /rest/v1 subset over the public schema: reads with embedding, writes, upserts and rpc. */
export function restRoutes(deps: RestDeps): Hono<GatewayEnv> {
  const { config, signer, catalog: catalogCache, scheduler, log } = deps;
  const app = new Hono<GatewayEnv>();

  /**
   * Authenticates, runs fn in the request's transaction (through the scheduler: possibly shared with
   * writes to the same rows, refused with 503 when the gateway is over capacity), and turns every
   * failure into PostgREST's shape.
   */
  const handle = async (
    c: GatewayContext,
    readOnly: boolean,
    prepare: () => Promise<(tx: Queryable, auth: RequestAuth) => Promise<Response>>,
    batchKey: string | null = null,
  ): Promise<Response> => {
    let role = 'anon';
    try {
      checkProfile(c);
      // Refused before the body is read and parsed: a flood costs as little as possible.
      const arrivedAt = c.get('arrivedAt');
      if (!scheduler.hasRoom(batchKey, arrivedAt)) throw scheduler.overloaded();
      const auth = await authenticate(c, signer, config);
      role = auth.role;
      const run = await prepare();
      const path = new URL(c.req.url).pathname.replace(/^\/rest\/v1/, '');
      return await scheduler.submit({
        batchKey,
        readOnly,
        arrivedAt,
        context: requestContext(auth, c, path),
        run: (tx) => run(tx, auth),
      });
    } catch (error) {
      try {
        return errorResponse(fromDatabaseError(error, role));
      } catch (unexpected) {
        log.error('rest request failed', { path: c.req.path, error: errorMessage(unexpected) });
        return errorResponse(new PgrstError(500, 'PGRST000', 'Internal server error'));
      }
    }
  };

  /** PATCH and DELETE with the same table and query string write the same rows. */
  const sameRowsKey = (c: GatewayContext): string => {
    const url = new URL(c.req.url);
    return `${c.req.method} ${url.pathname}${url.search}`;
  };

  const singleOr406 = (rows: JsonRows, single: boolean): string => {
    if (!single) return rows.body;
    if (rows.row_count !== 1) throw pgrst.singular(rows.row_count);
    return rows.single!;
  };

  app.on(['GET', 'HEAD'], '/:table', (c) =>
    handle(c, true, async () => {
      const { catalog, table } = await findTable(catalogCache, c.req.param('table'));
      const url = new URL(c.req.url);
      const query = parseQuery(url.searchParams);
      const context = newReadContext(catalog, query);
      const read = buildRootRead(context, table, { maxRows: config.maxRows });
      const wantCount = parsePrefer(c.req.header('Prefer')).get('count') === 'exact';
      const countContext = newReadContext(catalog, { ...query, limit: new Map(), offset: new Map() });
      const countSql = wantCount
        ? `select count(*)::int as total from (${buildRootRead(countContext, table).rowsSql}) as _all`
        : null;
      const single = wantsSingleObject(c);
      const offset = query.offset.get('') ?? 0;
      return async (tx) => {
        const rows = (await tx.query<JsonRows>(aggregateJson(read.rowsSql), context.params.values)).rows[0]!;
        const total = countSql
          ? (await tx.query<{ total: number }>(countSql, countContext.params.values)).rows[0]!.total
          : undefined;
        const body = singleOr406(rows, single);
        const headers = {
          'Content-Range': contentRange(offset, rows.row_count, total),
          ...(single ? { 'Content-Type': OBJECT_TYPE } : {}),
        };
        return respond(200, c.req.method === 'HEAD' ? null : body, headers);
      };
    }),
  );

  app.post('/:table', (c) =>
    handle(c, false, async () => {
      const { catalog, table } = await findTable(catalogCache, c.req.param('table'));
      const query = parseQuery(new URL(c.req.url).searchParams);
      const { value: payload, text } = await readJsonBody(c, null);
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every(isJsonObject)) throw pgrst.badBody('Expected a JSON object or an array of JSON objects');
      const prefer = parsePrefer(c.req.header('Prefer'));
      const resolution = prefer.get('resolution');
      const returning = prefer.get('return') === 'representation';
      const params = new SqlParams();
      const insert = buildInsert(
        catalog,
        table,
        rows,
        {
          columns: query.columns,
          onConflict: query.onConflict,
          resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
          returning,
        },
        params,
        query.columns === null && text !== undefined ? (Array.isArray(payload) ? text : `[${text}]`) : undefined,
      );
      return mutation(c, catalog, table, insert, params, returning, 201, rows.length === 0, query);
    }),
  );

  app.patch('/:table', (c) =>
    handle(
      c,
      false,
      async () => {
        const { catalog, table } = await findTable(catalogCache, c.req.param('table'));
        const query = parseQuery(new URL(c.req.url).searchParams);
        const { value: payload, text } = await readJsonBody(c, null);
        if (!isJsonObject(payload)) throw pgrst.badBody('Expected a JSON object');
        const returning = parsePrefer(c.req.header('Prefer')).get('return') === 'representation';
        const params = new SqlParams();
        const update = buildUpdate(
          catalog,
          table,
          payload,
          query,
          returning,
          params,
          query.columns === null ? text : undefined,
        );
        return mutation(
          c,
          catalog,
          table,
          update ?? '',
          params,
          returning,
          returning ? 200 : 204,
          update === null,
          query,
        );
      },
      sameRowsKey(c),
    ),
  );

  app.delete('/:table', (c) =>
    handle(
      c,
      false,
      async () => {
        const { catalog, table } = await findTable(catalogCache, c.req.param('table'));
        const query = parseQuery(new URL(c.req.url).searchParams);
        const returning = parsePrefer(c.req.header('Prefer')).get('return') === 'representation';
        const params = new SqlParams();
        return mutation(
          c,
          catalog,
          table,
          buildDelete(catalog, table, query, returning, params),
          params,
          returning,
          returning ? 200 : 204,
          false,
          query,
        );
      },
      sameRowsKey(c),
    ),
  );

  /** Runs a write; with return=representation, renders the written rows through the select list. */
  function mutation(
    c: GatewayContext,
    catalog: Catalog,
    table: Table,
    sql: string,
    params: SqlParams,
    returning: boolean,
    status: number,
    nothingToDo: boolean,
    parsed: ParsedQuery,
  ): (tx: Queryable) => Promise<Response> {
    const single = wantsSingleObject(c) && returning;
    const readQuery = { ...parsed, filters: parsed.filters.filter((filter) => filter.path.length > 0) };
    const context = newReadContext(catalog, readQuery, params);
    const statement =
      returning && !nothingToDo
        ? `with _mutated as (${sql}) ` +
          aggregateJson(buildRootRead(context, table, { from: '_mutated', applyModifiers: false }).rowsSql)
        : sql;
    return async (tx) => {
      if (nothingToDo) {
        if (single) throw pgrst.singular(0);
        return respond(status, returning ? '[]' : null, { 'Content-Range': '*/*' });
      }
      if (!returning) {
        const result = await tx.query(statement, params.values);
        return respond(status, null, {
          'Content-Range': c.req.method === 'POST' ? '*/*' : contentRange(0, result.rowCount, undefined),
        });
      }
      const rows = (await tx.query<JsonRows>(statement, params.values)).rows[0]!;
      const body = singleOr406(rows, single);
      return respond(status, body, {
        'Content-Range': c.req.method === 'POST' ? '*/*' : contentRange(0, rows.row_count, undefined),
        ...(single ? { 'Content-Type': OBJECT_TYPE } : {}),
      });
    };
  }

  const rpc = (c: GatewayContext, args: Record<string, unknown>, readOnlyRequest: boolean) =>
    handle(c, readOnlyRequest, async () => {
      const keys = Object.keys(args);
      const { catalog, fn } = await findFunction(catalogCache, c.req.param('fn')!, keys);
      if (readOnlyRequest && fn.volatility === 'v') {
        throw new PgrstError(405, 'PGRST101', 'For functions that modify data, only POST is allowed');
      }
      const params = new SqlParams();
      const call = functionCall(catalog, fn, args, params);
      const single = wantsSingleObject(c);
      const reserved = new Set(readOnlyRequest ? keys : []);
      const query = parseQuery(new URL(c.req.url).searchParams, reserved);
      if (fn.returnKind === 'void') {
        return async (tx) => {
          await tx.query(voidCallSql(call), params.values);
          return respond(204, null);
        };
      }
      if (fn.returnKind === 'scalar') {
        return async (tx) => {
          const row = (await tx.query<{ body: string; row_count?: number }>(scalarResultSql(fn, call), params.values))
            .rows[0]!;
          if (!fn.returnsSet || !single) return respond(200, row.body);
          const values = JSON.parse(row.body) as unknown[];
          if (values.length !== 1) throw pgrst.singular(values.length);
          return respond(200, JSON.stringify(values[0]), { 'Content-Type': OBJECT_TYPE });
        };
      }
      const context = newReadContext(catalog, query, params);
      const read = buildRootRead(context, resultTable(fn), {
        from: functionSource(call),
        maxRows: fn.returnsSet ? config.maxRows : undefined,
      });
      return async (tx) => {
        const rows = (await tx.query<JsonRows>(aggregateJson(read.rowsSql), params.values)).rows[0]!;
        if (!fn.returnsSet) return respond(200, rows.single ?? 'null');
        return respond(200, singleOr406(rows, single), single ? { 'Content-Type': OBJECT_TYPE } : {});
      };
    });

  app.post('/rpc/:fn', async (c) => {
    let args: unknown;
    try {
      args = (await readJsonBody(c, {})).value;
    } catch (error) {
      return errorResponse(error as PgrstError);
    }
    if (!isJsonObject(args)) return errorResponse(pgrst.badBody('Expected a JSON object of named arguments'));
    return rpc(c, args, false);
  });

  // GET rpc: arguments from the query string, for stable and immutable functions only.
  app.on(['GET', 'HEAD'], '/rpc/:fn', async (c) => {
    const catalog = await catalogCache.get();
    const known = new Set(
      (catalog.functions.get(c.req.param('fn')) ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)),
    );
    const args: Record<string, unknown> = {};
    for (const [key, value] of new URL(c.req.url).searchParams) if (known.has(key)) args[key] = value;
    return rpc(c, args, true);
  });

  app.all('*', (c) =>
    errorResponse(new PgrstError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`)),
  );
  return app;
}
