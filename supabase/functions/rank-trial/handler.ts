// rank-trial: the server's half of a rank trial (issue 13). POST {action: 'start'} records, through
// begin_rank_trial, the player's stored (save-guarded) state and a seed chosen here, and returns both
// so the client fights exactly that run. POST {action: 'finish', runId, log} replays the run with the
// game's own core from the recorded state and seed and the player's command log; only a replay that
// wins completes the trial (finish_rank_trial). The client's word on the outcome is never asked.
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
  rpc(
    name: 'begin_rank_trial',
    args: { player_uuid: string; trial_seed: number },
  ): { single(): Single<{ run_id: string; trial_id: string; start_state: unknown }> };
  rpc(
    name: 'finish_rank_trial',
    args: { run_uuid: string; replay_won: boolean; replay_verdict: unknown },
  ): Single<boolean>;
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

export const RANK_TRIAL_MESSAGES = {
  unauthorized: 'Sign in to take a rank trial',
  badRequest: 'Invalid request body',
  noPlayer: 'Failed to fetch player data: no hunter for this account',
  noRun: 'This trial run was not found',
  tooSoon: 'The trial was reported before it could have been fought',
  failed: 'The trial could not be checked; please try again',
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

async function playerIdFor(deps: RankTrialDeps, userId: string): Promise<string | null> {
  const { data } = await deps.admin.from('players').select('id').eq('user_id', userId).single();
  return data?.id ?? null;
}

async function start(deps: RankTrialDeps, playerId: string): Promise<Response> {
  const seed = deps.randomSeed() >>> 0;
  const { data, error } = await deps.admin
    .rpc('begin_rank_trial', { player_uuid: playerId, trial_seed: seed })
    .single();
  if (error || !data) return fail(error?.message ?? RANK_TRIAL_MESSAGES.failed, 409);
  return json({ runId: data.run_id, trialId: data.trial_id, seed, state: data.start_state }, 200);
}

async function finish(deps: RankTrialDeps, playerId: string, body: Record<string, unknown>): Promise<Response> {
  const runId = body.runId;
  if (typeof runId !== 'string' || !UUID.test(runId)) return fail(RANK_TRIAL_MESSAGES.badRequest, 400);
  const run = await deps.readRun(runId, playerId);
  if (!run) return fail(RANK_TRIAL_MESSAGES.noRun, 404);
  if (run.outcome !== 'running') return fail('This trial run is not open', 409);
  const verdict = deps.replay(run.start_state, run.trial_id, Number(run.seed), body.log);
  if (typeof verdict === 'string') return fail(verdict, 422);
  const foughtFor = deps.now() - Date.parse(run.started_at);
  if (verdict.outcome === 'won' && foughtFor + REPORT_EARLY_TOLERANCE_MS < verdict.elapsedMs)
    return fail(RANK_TRIAL_MESSAGES.tooSoon, 422);
  const won = verdict.outcome === 'won';
  const { error } = await deps.admin.rpc('finish_rank_trial', {
    run_uuid: run.id,
    replay_won: won,
    replay_verdict: verdict,
  });
  if (error) return fail(error.message, 409);
  return json({ trialId: run.trial_id, completed: won, ...verdict }, 200);
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
