// sync: the cloud save is the server's replay of the player's journal (issue 31). POST {action: 'base'} answers
// the verified state and its hash (making a new hunter's first state itself). POST {action: 'push', journalId,
// journal, clientHash} replays the journal from the verified state it names with the game's own core, bounded by
// the server's clock, and stores the result only if no other device's journal was stored first. The client's own
// state is never read or stored; when the replay differs from it, the answer carries the server's state.
// Pure Web API (Request -> Response), as the other functions: Deno on hosted Supabase, the gateway here.
// Import-free, as they are: Deno needs '.ts' on relative imports and tsc here refuses them.

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** One request's body at most: a longer journal is sent in parts (JOURNAL_LIMITS bound each part too). */
export const MAX_SYNC_BODY_BYTES = 512 * 1024;

export const SYNC_MESSAGES = {
  unauthorized: 'Sign in to sync your progress',
  badRequest: 'Invalid request body',
  tooLarge: 'The journal is too large for one request; send it in parts',
  tooMany: 'Too many syncs; please wait a moment',
  busy: 'The server is busy; your progress will sync in a moment',
  noAccount: 'There is no game profile for this account',
  unreadable: 'The verified save could not be read; please contact support',
  failed: 'The sync could not be completed; please try again',
} as const;

/** What the database holds for one account (the `verified_save_for` row). */
export interface SyncRecord {
  player_state: unknown;
  verified_hash: string | null;
  last_journal_id: string | null;
  last_base_hash: string | null;
  account_tier: string;
  email: string;
  /** When the server stored the verified state (null: never verified). */
  verified_at: string | null;
  hunter_rank: string;
  duels: Record<string, boolean> | null;
}

export interface StoreRequest {
  userId: string;
  /** The verified hash the state was replayed from (null: the account's save was never verified). */
  expectedHash: string | null;
  state: unknown;
  hash: string;
  journalId: string | null;
  baseHash: string | null;
  /** The function's clock: when the state is verified. */
  atMs: number;
}

type Verdict =
  { ok: true; state: unknown; hash: string; gameMs: number } | { ok: false; status: number; message: string };

/** The core's part (src/core/journal/function-core.ts SYNC_FUNCTION_CORE satisfies it). */
export interface SyncCoreLike {
  readVerified(stored: unknown, storedHash?: string): { state: unknown; hash: string } | null;
  first(options: { userId: string; email: string; nowMs: number }): { state: unknown; hash: string };
  verify(
    base: { state: unknown; hash: string },
    journal: unknown,
    facts: { tier: string; rank: string; duels: Record<string, boolean> },
    clock: { serverNowMs: number; verifiedAtMs: number; toleranceMs?: number },
  ): Verdict;
}

export interface SyncDeps {
  /** The signed-in user behind the request's bearer token, or null. */
  userIdFor(token: string): Promise<string | null>;
  load(userId: string): Promise<SyncRecord | null>;
  /** Stores a verified state if the stored hash is still `expectedHash`; false when another journal won. */
  store(request: StoreRequest): Promise<boolean>;
  core: SyncCoreLike;
  /**
   * Whether this user may sync now (SYNCS_PER_MINUTE), counting this call: `sync_allowed` in SQL for both entries
   * (rpcSyncAllow), so the limit holds across gateway processes and Edge Function instances. A test's in-memory
   * fake may answer at once.
   */
  allow(userId: string): Promise<boolean> | boolean;
  now(): number;
  /** The slack on the time a journal may claim (the core's 5 minutes unless the operator sets another). */
  clockToleranceMs?: number;
  /** Where divergences and refusals are reported (the server's log). */
  log(message: string, details: Record<string, unknown>): void;
}

/** The part of a service-role supabase-js client the two database calls use. */
export interface SyncRpcClient {
  rpc(
    name: string,
    args: Record<string, unknown>,
  ): PromiseLike<{ data: unknown; error: RpcError | null }> & {
    maybeSingle(): PromiseLike<{ data: unknown; error: RpcError | null }>;
  };
}

/** A PostgREST error as supabase-js hands it over. */
interface RpcError {
  message: string;
  code?: string;
}

/**
 * The database shed the call (PostgREST's PGRST003: no connection free in time; the gateway's scheduler answers the
 * same past its capacity). Nothing was stored: the function answers 503 with Retry-After and the device comes back.
 */
export class SyncBusyError extends Error {}

/** How long a device waits after a 503 before it tries again. */
export const SYNC_BUSY_RETRY_AFTER_SECONDS = 1;

function rpcFailure(error: RpcError): Error {
  return error.code === 'PGRST003' ? new SyncBusyError(error.message) : new Error(error.message);
}

/** `load` and `store` over the migration's functions (0016_verified_saves.sql), for both entries. */
export function rpcSyncStorage(admin: SyncRpcClient): Pick<SyncDeps, 'load' | 'store'> {
  return {
    load: async (userId) => {
      const { data, error } = await admin.rpc('verified_save_for', { user_uuid: userId }).maybeSingle();
      if (error) throw rpcFailure(error);
      return (data as SyncRecord | null) ?? null;
    },
    store: async (write) => {
      const { data, error } = await admin.rpc('store_verified_save', {
        user_uuid: write.userId,
        expected_hash: write.expectedHash,
        new_state: write.state,
        new_hash: write.hash,
        journal_uuid: write.journalId,
        base_hash: write.baseHash,
        now_at: new Date(write.atMs).toISOString(),
      });
      if (error) throw rpcFailure(error);
      return data === true;
    },
  };
}

/** `allow` over the migration's counter (0020_sync_rate_limit.sql), for both entries; `now` is the function's clock. */
export function rpcSyncAllow(admin: SyncRpcClient, now: () => number): SyncDeps['allow'] {
  return async (userId) => {
    const { data, error } = await admin.rpc('sync_allowed', {
      user_uuid: userId,
      now_at: new Date(now()).toISOString(),
    });
    if (error) throw rpcFailure(error);
    return data === true;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HASH = /^[0-9a-f]{16}$/;

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

const fail = (message: string, status: number, extra: Record<string, unknown> = {}): Response =>
  json({ error: message, ...extra }, status);

/** A failure of the function itself: 503 with Retry-After when the database shed a call, else 500, logged. */
function failed(deps: SyncDeps, userId: string, error: unknown): Response {
  if (error instanceof SyncBusyError) {
    const response = fail(SYNC_MESSAGES.busy, 503);
    response.headers.set('Retry-After', String(SYNC_BUSY_RETRY_AFTER_SECONDS));
    response.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    return response;
  }
  deps.log('sync failed', { userId, error: String(error) });
  return fail(SYNC_MESSAGES.failed, 500);
}

interface Verified {
  state: unknown;
  hash: string;
  /** The stored hash a store must find (null: never verified yet). */
  expectedHash: string | null;
  /** When the server verified it (its own clock): a journal claims no more time than passed since. */
  verifiedAtMs: number;
}

/** The account's verified state: the stored one, or (first sync) one the server makes. */
async function verifiedBase(deps: SyncDeps, userId: string, record: SyncRecord): Promise<Verified | null> {
  if (record.verified_hash !== null) {
    const read = deps.core.readVerified(record.player_state, record.verified_hash);
    const verifiedAtMs = Date.parse(record.verified_at ?? '');
    return read ? { ...read, expectedHash: record.verified_hash, verifiedAtMs: verifiedAtMs || deps.now() } : null;
  }
  // Saves stored before verification began are the starting point once (they passed the save guard then).
  const legacy = record.player_state === null ? null : deps.core.readVerified(record.player_state);
  // A new hunter starts at the server's clock: nothing before its first sync can be claimed (an account made a
  // year ago and never played gets no year of time away).
  const made = legacy ?? deps.core.first({ userId, email: record.email, nowMs: deps.now() });
  const stored = await deps.store({
    userId,
    expectedHash: null,
    state: made.state,
    hash: made.hash,
    journalId: null,
    baseHash: null,
    atMs: deps.now(),
  });
  if (stored) return { ...made, expectedHash: made.hash, verifiedAtMs: deps.now() };
  const again = await deps.load(userId);
  return again && again.verified_hash !== null ? verifiedBase(deps, userId, again) : null;
}

async function base(deps: SyncDeps, userId: string, record: SyncRecord): Promise<Response> {
  const verified = await verifiedBase(deps, userId, record);
  if (!verified) return fail(SYNC_MESSAGES.unreadable, 500);
  return json({ hash: verified.hash, state: verified.state }, 200);
}

/** The answer to a refused or lost push: the verified state to adopt. */
function refusal(message: string, status: number, verified: Verified): Response {
  return fail(message, status, { hash: verified.hash, state: verified.state });
}

async function push(
  deps: SyncDeps,
  userId: string,
  record: SyncRecord,
  body: Record<string, unknown>,
): Promise<Response> {
  const { journalId, journal, clientHash } = body;
  if (typeof journalId !== 'string' || !UUID.test(journalId)) return fail(SYNC_MESSAGES.badRequest, 400);
  // A part of a chunked journal comes without one: the client knows its hash only at the end, so no state is sent.
  if (clientHash !== undefined && (typeof clientHash !== 'string' || !HASH.test(clientHash)))
    return fail(SYNC_MESSAGES.badRequest, 400);
  const answerState = (hash: string) => clientHash !== undefined && clientHash !== hash;
  const baseHash = (journal as { baseHash?: unknown } | null)?.baseHash;
  const verified = await verifiedBase(deps, userId, record);
  if (!verified) return fail(SYNC_MESSAGES.unreadable, 500);
  // The same journal again (its answer was lost): acknowledged again, nothing replayed twice.
  if (record.last_journal_id === journalId && record.last_base_hash === baseHash) {
    return json(
      { hash: verified.hash, repeated: true, ...(answerState(verified.hash) ? { state: verified.state } : {}) },
      200,
    );
  }
  const facts = { tier: record.account_tier, rank: record.hunter_rank, duels: record.duels ?? {} };
  const verdict = deps.core.verify(verified, journal, facts, {
    serverNowMs: deps.now(),
    verifiedAtMs: verified.verifiedAtMs,
    ...(deps.clockToleranceMs === undefined ? {} : { toleranceMs: deps.clockToleranceMs }),
  });
  if (!verdict.ok) {
    deps.log('sync refused', { userId, status: verdict.status, message: verdict.message });
    // A stale base or a refused journal: the client adopts the verified state. Malformed or another version:
    // nothing to adopt (the client keeps playing and updates, or reports a bug).
    if (verdict.status === 409 || verdict.status === 422) return refusal(verdict.message, verdict.status, verified);
    return fail(verdict.message, verdict.status);
  }
  const stored = await deps.store({
    userId,
    expectedHash: verified.expectedHash,
    state: verdict.state,
    hash: verdict.hash,
    journalId,
    baseHash: typeof baseHash === 'string' ? baseHash : null,
    // Time is accounted, not reset: the game time claimed is spent from the real time since the base, and what is
    // left over carries on to the next journal (a long journal sent in parts, time away claimed at the next visit).
    atMs: Math.min(deps.now(), verified.verifiedAtMs + verdict.gameMs),
  });
  if (!stored) {
    // Another device's journal was stored between the read and this store: first come wins.
    const now = await deps.load(userId);
    const current = now ? await verifiedBase(deps, userId, now) : null;
    if (!current) return fail(SYNC_MESSAGES.failed, 500);
    return refusal('Another device synced first; the server copy is kept', 409, current);
  }
  if (!answerState(verdict.hash)) return json({ hash: verdict.hash }, 200);
  deps.log('sync divergence', { userId, serverHash: verdict.hash, clientHash });
  return json({ hash: verdict.hash, state: verdict.state }, 200);
}

export async function handleSync(request: Request, deps: SyncDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return fail('Method not allowed', 405);
  const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  const userId = token ? await deps.userIdFor(token) : null;
  if (!userId) return fail(SYNC_MESSAGES.unauthorized, 401);
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_SYNC_BODY_BYTES) return fail(SYNC_MESSAGES.tooLarge, 413);
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_SYNC_BODY_BYTES) return fail(SYNC_MESSAGES.tooLarge, 413);
  try {
    if (!(await deps.allow(userId))) return fail(SYNC_MESSAGES.tooMany, 429);
  } catch (error) {
    return failed(deps, userId, error);
  }
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return fail(SYNC_MESSAGES.badRequest, 400);
  }
  try {
    const record = await deps.load(userId);
    if (!record) return fail(SYNC_MESSAGES.noAccount, 404);
    if (body.action === 'base') return await base(deps, userId, record);
    if (body.action === 'push') return await push(deps, userId, record, body);
    return fail(SYNC_MESSAGES.badRequest, 400);
  } catch (error) {
    return failed(deps, userId, error);
  }
}

/**
 * Syncs per user per minute: the client pushes at most once a minute, plus a manual sync or two and their retries.
 * The count is kept in SQL (0020_sync_rate_limit.sql, `private.sync_call_limit`, which says the same number).
 */
export const SYNCS_PER_MINUTE = 12;
