// rank-trial: the server's half of a rank trial (issue 13). POST {action: 'start'} records, through
// begin_rank_trial, the player's verified state (the sync function's) and a seed chosen here, and returns both
// so the client fights exactly that run. POST {action: 'finish', runId, log} replays the run with the
// game's own core from the recorded state and seed and the player's command log; only a replay that
// wins completes the trial (finish_rank_trial). The client's word on the outcome is never asked.
// Against a hostile client (issue 31; supabase/migrations/0017_trial_runs_once.sql): one open run per
// player; a run left (a new start while it is open, or no report within RANK_TRIAL_RULES.runExpiryMs)
// is a lost attempt; after a lost attempt the next start waits RANK_TRIAL_RULES.cooldownMs; starts and
// finishes are rate-limited per player. Those refusals answer 429 with `retryAt` (ISO time) and
// Retry-After. Every time the database records is this function's clock (`deps.now`).
// Pure Web API (Request -> Response), as signup-with-tos: Deno on hosted Supabase, the gateway here.
// Import-free, as signup-with-tos: Deno needs '.ts' on relative imports and tsc here refuses them.

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

interface ClientError {
  message: string;
}

type Single<T> = PromiseLike<{ data: T | null; error: ClientError | null }>;

/** The part of a service-role supabase-js client this function uses. */
export interface RankTrialAdminClient {
  from(table: 'players'): {
    select(columns: 'id'): { eq(column: 'user_id', value: string): { single(): Single<{ id: string }> } };
  };
  /** Null: go on; else when the next call is allowed (ISO time). */
  rpc(
    name: 'throttle_rank_trial',
    args: { player_uuid: string; call_action: 'start' | 'finish'; now_at: string },
  ): Single<string | null>;
  rpc(
    name: 'begin_rank_trial',
    args: { player_uuid: string; trial_seed: number; now_at: string },
  ): {
    single(): Single<{
      run_id: string | null;
      trial_id: string | null;
      start_state: unknown;
      /** 'abandoned' (a run was open: it is lost now) or 'cooldown'; null when the run started. */
      refusal: string | null;
      retry_at: string | null;
    }>;
  };
  rpc(
    name: 'finish_rank_trial',
    args: { run_uuid: string; replay_won: boolean; replay_verdict: unknown; now_at: string },
  ): { single(): Single<{ recorded_outcome: string; next_attempt_at: string | null }> };
}

export interface RunRecord {
  id: string;
  player_id: string;
  trial_id: string;
  seed: number;
  start_state: unknown;
  started_at: string;
  outcome: string;
}

export interface TrialVerdictLike {
  outcome: 'won' | 'lost';
  reason: string;
  ticks: number;
  elapsedMs: number;
}

export interface RankTrialDeps {
  /** The signed-in user behind the request's bearer token, or null. */
  userIdFor(token: string): Promise<string | null>;
  admin: RankTrialAdminClient;
  /** The run of this player with this id (null if none). */
  readRun(runId: string, playerId: string): Promise<RunRecord | null>;
  /** The game's core: the save parsed and migrated, the log checked, the run replayed; or the refusal. */
  replay(startState: unknown, trialId: string, seed: number, log: unknown): TrialVerdictLike | string;
  randomSeed(): number;
  now(): number;
}

/**
 * The rules migration 0017 enforces, repeated for the messages (this file imports nothing); the client's
 * copy is src/core/trials/attempts.ts. server/functions/rank-trial.test.ts checks all three agree.
 */
export const RANK_TRIAL_RULES = {
  /** A run still open this long after its start was left unfinished: a lost attempt. */
  runExpiryMs: 30 * 60_000,
  /** After a lost or abandoned attempt, the next start waits this long. */
  cooldownMs: 10 * 60_000,
  startsPerMinute: 5,
  finishesPerMinute: 6,
} as const;

/** A wait as the dialog shows it: 7:32, or 1:02:05 past an hour. */
export function waitText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export const RANK_TRIAL_MESSAGES = {
  unauthorized: 'Sign in to take a rank trial',
  badRequest: 'Invalid request body',
  noPlayer: 'Failed to fetch player data: no hunter for this account',
  noRun: 'This trial run was not found',
  notOpen: 'This trial run is not open',
  tooSoon: 'The trial was reported before it could have been fought',
  failed: 'The trial could not be checked; please try again',
  leftOpen: (wait: string) =>
    `Your trial under way was left unfinished and counts as a lost attempt. Next attempt in ${wait}.`,
  cooldown: (wait: string) =>
    `After a lost or unfinished trial the Guild makes you wait ${RANK_TRIAL_RULES.cooldownMs / 60_000} minutes. ` +
    `Next attempt in ${wait}.`,
  expired: (wait: string) =>
    `This trial was left unfinished for over ${RANK_TRIAL_RULES.runExpiryMs / 60_000} minutes and counts as a ` +
    `lost attempt. Next attempt in ${wait}.`,
  tooManyStarts: (wait: string) =>
    `Too many trial starts: at most ${RANK_TRIAL_RULES.startsPerMinute} a minute. Try again in ${wait}.`,
  tooManyReports: (wait: string) =>
    `Too many trial reports: at most ${RANK_TRIAL_RULES.finishesPerMinute} a minute. Try again in ${wait}.`,
} as const;

/** A report may come in a little before the fight's own time (clock steps, a slow start): this much. */
export const REPORT_EARLY_TOLERANCE_MS = 3_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

const fail = (message: string, status: number): Response => json({ error: message }, status);

/** A refusal with the time the player may try again: `retryAt` in the body, Retry-After in seconds. */
function refuse(deps: RankTrialDeps, retryAt: string, message: (wait: string) => string, status: number): Response {
  const parsed = Date.parse(retryAt);
  const at = Number.isFinite(parsed) ? parsed : deps.now();
  const waitMs = Math.max(0, at - deps.now());
  const response = json({ error: message(waitText(waitMs)), retryAt: new Date(at).toISOString() }, status);
  response.headers.set('Retry-After', String(Math.ceil(waitMs / 1000)));
  return response;
}

const nowIso = (deps: RankTrialDeps): string => new Date(deps.now()).toISOString();

/** Counts the call against the player's limit; the 429 when it is over. */
async function throttled(deps: RankTrialDeps, playerId: string, action: 'start' | 'finish'): Promise<Response | null> {
  const { data, error } = await deps.admin.rpc('throttle_rank_trial', {
    player_uuid: playerId,
    call_action: action,
    now_at: nowIso(deps),
  });
  if (error) return fail(RANK_TRIAL_MESSAGES.failed, 500);
  if (!data) return null;
  return refuse(
    deps,
    data,
    action === 'start' ? RANK_TRIAL_MESSAGES.tooManyStarts : RANK_TRIAL_MESSAGES.tooManyReports,
    429,
  );
}

async function playerIdFor(deps: RankTrialDeps, userId: string): Promise<string | null> {
  const { data } = await deps.admin.from('players').select('id').eq('user_id', userId).single();
  return data?.id ?? null;
}

async function start(deps: RankTrialDeps, playerId: string): Promise<Response> {
  const limited = await throttled(deps, playerId, 'start');
  if (limited) return limited;
  const seed = deps.randomSeed() >>> 0;
  const { data, error } = await deps.admin
    .rpc('begin_rank_trial', { player_uuid: playerId, trial_seed: seed, now_at: nowIso(deps) })
    .single();
  if (error || !data) return fail(error?.message ?? RANK_TRIAL_MESSAGES.failed, 409);
  if (data.refusal !== null || !data.run_id) {
    const message = data.refusal === 'abandoned' ? RANK_TRIAL_MESSAGES.leftOpen : RANK_TRIAL_MESSAGES.cooldown;
    return refuse(deps, data.retry_at ?? nowIso(deps), message, 429);
  }
  return json({ runId: data.run_id, trialId: data.trial_id, seed, state: data.start_state }, 200);
}

async function finish(deps: RankTrialDeps, playerId: string, body: Record<string, unknown>): Promise<Response> {
  const runId = body.runId;
  if (typeof runId !== 'string' || !UUID.test(runId)) return fail(RANK_TRIAL_MESSAGES.badRequest, 400);
  // Each finish may replay a fight: counted before anything is read.
  const limited = await throttled(deps, playerId, 'finish');
  if (limited) return limited;
  const run = await deps.readRun(runId, playerId);
  if (!run) return fail(RANK_TRIAL_MESSAGES.noRun, 404);
  if (run.outcome !== 'running') return fail(RANK_TRIAL_MESSAGES.notOpen, 409);
  const verdict = deps.replay(run.start_state, run.trial_id, Number(run.seed), body.log);
  if (typeof verdict === 'string') return fail(verdict, 422);
  const foughtFor = deps.now() - Date.parse(run.started_at);
  if (verdict.outcome === 'won' && foughtFor + REPORT_EARLY_TOLERANCE_MS < verdict.elapsedMs)
    return fail(RANK_TRIAL_MESSAGES.tooSoon, 422);
  const { data, error } = await deps.admin
    .rpc('finish_rank_trial', {
      run_uuid: run.id,
      replay_won: verdict.outcome === 'won',
      replay_verdict: verdict,
      now_at: nowIso(deps),
    })
    .single();
  if (error || !data) return fail(error?.message ?? RANK_TRIAL_MESSAGES.failed, 409);
  // Reported after the run expired: it was left unfinished, whatever the replay says.
  if (data.recorded_outcome === 'abandoned')
    return refuse(deps, data.next_attempt_at ?? nowIso(deps), RANK_TRIAL_MESSAGES.expired, 409);
  const won = data.recorded_outcome === 'won';
  // After a loss the client shows when the next attempt opens.
  const next = data.next_attempt_at ? Date.parse(data.next_attempt_at) : Number.NaN;
  const retry = !won && Number.isFinite(next) ? { retryAt: new Date(next).toISOString() } : {};
  return json({ trialId: run.trial_id, completed: won, ...verdict, ...retry }, 200);
}

export async function handleRankTrial(request: Request, deps: RankTrialDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return fail('Method not allowed', 405);
  const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  const userId = token ? await deps.userIdFor(token) : null;
  if (!userId) return fail(RANK_TRIAL_MESSAGES.unauthorized, 401);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return fail(RANK_TRIAL_MESSAGES.badRequest, 400);
  }
  try {
    const playerId = await playerIdFor(deps, userId);
    if (!playerId) return fail(RANK_TRIAL_MESSAGES.noPlayer, 404);
    if (body.action === 'start') return await start(deps, playerId);
    if (body.action === 'finish') return await finish(deps, playerId, body);
    return fail(RANK_TRIAL_MESSAGES.badRequest, 400);
  } catch {
    return fail(RANK_TRIAL_MESSAGES.failed, 500);
  }
}
