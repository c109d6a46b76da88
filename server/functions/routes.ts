import type * as SupabaseJs from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import WebSocket from 'ws';
import { handleSignupWithTos, type SignupAdminClient } from '../../supabase/functions/signup-with-tos/handler';
import {
  handleRankTrial,
  type RankTrialAdminClient,
  type RunRecord,
} from '../../supabase/functions/rank-trial/handler';
import { handleArena, type ArenaAdminClient } from '../../supabase/functions/arena/handler';
import { ARENA_FUNCTION_CORE } from '@/core/arena/function-core';
import { handleSync, rpcSyncAllow, rpcSyncStorage, type SyncRpcClient } from '../../supabase/functions/sync/handler';
import { SYNC_FUNCTION_CORE } from '@/core/journal/function-core';
import { replaySavedTrial } from '@/core/trials/replay';
import { TERMS_VERSION } from '@/platform/terms';
import { bearerToken, type JwtSigner } from '../auth/jwt';
import type { AuthThrottle } from '../auth/throttle';
import { isValidEmail, normalizeEmail } from '../auth/users';
import type { GatewayConfig } from '../config';
import { clientIp, type GatewayEnv } from '../http/context';

export interface FunctionDeps {
  config: GatewayConfig;
  signer: JwtSigner;
  throttle: AuthThrottle;
  /** The gateway itself: the function's supabase-js client talks to it in-process, no port needed. */
  selfFetch: (request: Request) => Promise<Response>;
}

function functionError(status: number, message: string): Response {
  return new Response(JSON.stringify({ code: status, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Supabase Edge Functions at /functions/v1/<name>, with the platform's JWT check (verify_jwt). */
export function functionRoutes(deps: FunctionDeps): Hono<GatewayEnv> {
  const { config, signer, throttle, selfFetch } = deps;
  const app = new Hono<GatewayEnv>();
  // The functions' clock for one player: the wall clock, moved on by end-to-end tests that play hours away
  // (FUNCTION_CLOCK_CONTROL), one player at a time so journeys running beside it keep the real time.
  const clockOffsets = new Map<string, number>();
  const functionNowFor = (userId: string | null) => (): number =>
    config.functionClock?.() ?? Date.now() + (userId === null ? 0 : (clockOffsets.get(userId) ?? 0));

  if (config.functionClockControl)
    app.post('/_test/clock', async (c) => {
      const verified = await signer.verify(bearerToken(c.req.header('Authorization')) ?? '');
      if (!verified.ok || verified.claims.role !== 'service_role')
        return functionError(403, 'The service role moves the clock');
      const body = (await c.req.json().catch(() => null)) as { userId?: unknown; advanceMs?: unknown } | null;
      const { userId, advanceMs } = body ?? {};
      if (typeof userId !== 'string' || typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0)
        return functionError(400, 'Send a userId and advanceMs, a number of milliseconds, not negative');
      clockOffsets.set(userId, (clockOffsets.get(userId) ?? 0) + advanceMs);
      return c.json({ nowMs: functionNowFor(userId)() });
    });

  // Loaded on first use: supabase-js prints a Node 20 deprecation notice when imported.
  let supabase: typeof SupabaseJs | undefined;
  const adminClientFactory = async () => {
    supabase ??= await import('@supabase/supabase-js');
    const { createClient } = supabase;
    return (
      url: string,
      key: string,
      options: { auth: { persistSession: false; autoRefreshToken: false } },
    ): SignupAdminClient =>
      createClient(url, key, {
        ...options,
        global: { fetch: (input, init) => selfFetch(new Request(input, init)) },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
  };

  app.all('/signup-with-tos', async (c) => {
    if (c.req.method !== 'OPTIONS') {
      const token = bearerToken(c.req.header('Authorization'));
      if (!token) return functionError(401, 'Missing authorization header');
      if (!(await signer.verify(token)).ok) return functionError(401, 'Invalid JWT');
    }
    const text = c.req.method === 'POST' ? await c.req.text() : '';
    const ip = clientIp(c);
    // A valid address only (keyed by digest): the function answers anything else with 400 itself.
    let email: string | undefined;
    if (c.req.method === 'POST') {
      // The same sign-up limits as /auth/v1/signup: this path creates accounts too.
      try {
        const parsed = JSON.parse(text) as { email?: unknown };
        if (typeof parsed.email === 'string' && isValidEmail(normalizeEmail(parsed.email)))
          email = normalizeEmail(parsed.email);
      } catch {
        email = undefined;
      }
      const allowed = throttle.allowAddress('signup', ip) && (email === undefined || throttle.allowSignUpEmail(email));
      if (!allowed) {
        return new Response(
          JSON.stringify({ error: 'Too many sign-up attempts. Please wait a few minutes and try again.' }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
          },
        );
      }
    }
    const request = new Request(c.req.url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: c.req.method === 'POST' ? text : undefined,
    });
    const response = await handleSignupWithTos(request, {
      supabaseUrl: config.publicUrl,
      serviceRoleKey: config.serviceRoleKey,
      tosVersion: TERMS_VERSION,
      createClient: await adminClientFactory(),
      // The gateway's own setting (AUTO_CONFIRM, on by default, as `supabase start`): at once, no e-mail.
      confirmsAtOnce: async () => config.autoConfirm,
    });
    // A created account signs in next from this address: it is the owner's.
    if (response.status === 200 && email !== undefined) throttle.rememberOrigin(ip, email);
    return response;
  });

  // The same service-role client, untyped: each function names the few calls it makes.
  let serviceClient: SupabaseJs.SupabaseClient | undefined;
  const service = async (): Promise<SupabaseJs.SupabaseClient> => {
    supabase ??= await import('@supabase/supabase-js');
    serviceClient ??= supabase.createClient(config.publicUrl, config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: (input, init) => selfFetch(new Request(input, init)) },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    return serviceClient;
  };

  /**
   * The platform's verify_jwt for a function a player calls: a missing or bad token is refused here;
   * otherwise the signed-in user's id (a user's token carries it as `sub`; null for other roles).
   */
  const playerCall = async (
    c: Context<GatewayEnv>,
  ): Promise<Response | { userIdFor: () => Promise<string | null> }> => {
    const token = bearerToken(c.req.header('Authorization'));
    const verified = c.req.method === 'OPTIONS' || !token ? null : await signer.verify(token);
    if (c.req.method !== 'OPTIONS') {
      if (!token) return functionError(401, 'Missing authorization header');
      if (!verified?.ok) return functionError(401, 'Invalid JWT');
    }
    const userId =
      verified?.ok && verified.claims.role === 'authenticated' && typeof verified.claims.sub === 'string'
        ? verified.claims.sub
        : null;
    return { userIdFor: () => Promise.resolve(userId) };
  };

  app.all('/rank-trial', async (c) => {
    const caller = await playerCall(c);
    if (caller instanceof Response) return caller;
    const client = await service();
    return handleRankTrial(c.req.raw, {
      userIdFor: caller.userIdFor,
      admin: client as unknown as RankTrialAdminClient,
      readRun: async (runId, playerId) => {
        const { data } = await client
          .from('rank_trial_runs')
          .select('*')
          .eq('id', runId)
          .eq('player_id', playerId)
          .maybeSingle();
        return (data as RunRecord | null) ?? null;
      },
      replay: replaySavedTrial,
      randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0]!,
      now: functionNowFor(await caller.userIdFor()),
    });
  });

  app.all('/arena', async (c) => {
    const caller = await playerCall(c);
    if (caller instanceof Response) return caller;
    const client = await service();
    return handleArena(c.req.raw, {
      userIdFor: caller.userIdFor,
      admin: client as unknown as ArenaAdminClient,
      core: ARENA_FUNCTION_CORE,
      randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0]!,
    });
  });

  app.all('/sync', async (c) => {
    const caller = await playerCall(c);
    if (caller instanceof Response) return caller;
    const client = await service();
    const now = functionNowFor(await caller.userIdFor());
    return handleSync(c.req.raw, {
      userIdFor: caller.userIdFor,
      ...rpcSyncStorage(client as unknown as SyncRpcClient),
      core: SYNC_FUNCTION_CORE,
      allow: rpcSyncAllow(client as unknown as SyncRpcClient, now),
      now,
      ...(config.syncClockToleranceMs === undefined ? {} : { clockToleranceMs: config.syncClockToleranceMs }),
      log: (message, details) => console.warn(message, JSON.stringify(details)),
    });
  });

  app.all('*', () => functionError(404, 'Requested function was not found'));
  return app;
}
