import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_SYNC_BODY_BYTES } from '../supabase/functions/sync/handler';
import { cors } from 'hono/cors';
import { API_VERSION, API_VERSION_HEADER, authError } from './auth/errors';
import { JwtSigner } from './auth/jwt';
import { authRoutes } from './auth/routes';
import { AuthThrottle } from './auth/throttle';
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import { functionRoutes } from './functions/routes';
import type { GatewayEnv } from './http/context';
import { createLogger } from './http/log';
import { CatalogCache, loadCatalog } from './rest/catalog';
import { PgrstError } from './rest/errors';
import { restRoutes } from './rest/routes';
import { DbScheduler } from './rest/scheduler';

export const CORS_ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'x-supabase-api-version',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'x-retry-count',
  'x-region',
];

export interface GatewayOptions {
  db: Database;
  config: GatewayConfig;
  /** The sign-in and sign-up limits' state; made from the config when not given (tests read it). */
  throttle?: AuthThrottle;
}

export type Gateway = Hono<GatewayEnv>;

/** 413 in the shape of the API that was called; the connection closes, as the unread body is still arriving. */
function tooLarge(path: string, limit: number): Response {
  const message = `Request body is larger than the ${limit} byte limit`;
  const response = path.startsWith('/auth/')
    ? authError(413, 'request_too_large', message)
    : path.startsWith('/functions/')
      ? new Response(JSON.stringify({ error: message }), {
          status: 413,
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(JSON.stringify(new PgrstError(413, 'PGRST413', message).body()), {
          status: 413,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        });
  response.headers.set('Connection', 'close');
  return response;
}

/**
 * Refuses a body over `maxSize` with 413. A declared length is checked from the header alone: Hono's
 * bodyLimit touches `req.raw.body` first, which makes @hono/node-server build a web stream for every
 * body instead of reading the socket directly (a measurable share of a 30 KB save's cost). Chunked
 * bodies still go through bodyLimit, which counts them as they arrive.
 */
function limitBody(maxSize: number): MiddlewareHandler<GatewayEnv> {
  const streamed = bodyLimit({ maxSize, onError: (c) => tooLarge(c.req.path, maxSize) });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length))
      return Number(length) > maxSize ? tooLarge(c.req.path, maxSize) : next();
    return streamed(c, next);
  };
}

/**
 * The local Supabase-compatible gateway: /auth/v1 (GoTrue subset), /rest/v1 (PostgREST subset),
 * /functions/v1 (Edge Functions) and /health, over `db` with its migrations already applied.
 */
export function createGateway({ db, config, throttle = new AuthThrottle(config) }: GatewayOptions): Gateway {
  const log = createLogger(config);
  const signer = new JwtSigner(config.jwtSecret);
  const catalog = new CatalogCache(() => loadCatalog(db));
  const scheduler = new DbScheduler(db, { ...config.restQueue, concurrency: db.connections });
  const app = new Hono<GatewayEnv>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('arrivedAt', started);
    c.set('userId', undefined);
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      user_id: c.get('userId') ?? null,
    });
  });
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: CORS_ALLOWED_HEADERS,
      exposeHeaders: ['content-range', 'x-supabase-api-version', 'content-location', 'location', 'retry-after'],
      maxAge: 86400,
    }),
  );
  app.use('*', limitBody(config.bodyLimitBytes));
  // Auth and function bodies are a few short fields: a large one is refused before it is read or parsed.
  const smallBodies = limitBody(config.authBodyLimitBytes);
  app.use('/auth/*', smallBodies);
  // The sync function takes journals, chunked to its own bound, which it answers itself (as hosted) just below this.
  const journalBodies = limitBody(MAX_SYNC_BODY_BYTES + 64 * 1024);
  app.use('/functions/*', (c, next) => (c.req.path === '/functions/v1/sync' ? journalBodies : smallBodies)(c, next));

  app.get('/health', (c) => c.json({ status: 'ok', database: db.kind }));
  app.route('/auth/v1', authRoutes({ db, config, signer, throttle }));
  app.route('/rest/v1', restRoutes({ config, signer, catalog, scheduler, log }));
  app.route(
    '/functions/v1',
    functionRoutes({ config, signer, throttle, selfFetch: async (request) => app.fetch(request) }),
  );

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    log.error('unhandled error', { method: c.req.method, path: c.req.path, error: error.message, stack: error.stack });
    if (c.req.path.startsWith('/auth/')) {
      const response = authError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      );
      response.headers.set(API_VERSION_HEADER, API_VERSION);
      return response;
    }
    return c.json(new PgrstError(500, 'PGRST000', 'Internal server error').body(), 500);
  });
  return app;
}
