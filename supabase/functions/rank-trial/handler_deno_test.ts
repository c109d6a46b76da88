// rank-trial under real Deno (issue 31, "Deployable as written"): the handler as the hosted runtime runs it, with an
// in-memory admin client instead of Postgres, and the game's own core replaying the run (src/core/trials/replay.ts),
// as index.ts wires it. The same function against the real gateway and database: server/functions/rank-trial.test.ts.
import { hunterForTrial } from '@/core/trials/testing';
import { REPLAY_MESSAGES, replaySavedTrial } from '@/core/trials/replay';
import { answerOf, assert, assertEquals, assertMatch, post } from '../_testing/assert.ts';
import { entryHandler } from '../_testing/entry.ts';
import {
  handleRankTrial,
  RANK_TRIAL_MESSAGES,
  type RankTrialAdminClient,
  type RankTrialDeps,
  type RunRecord,
} from './handler.ts';

const USER = '0b9a4d7e-1c2f-4a5b-8c6d-7e8f9a0b1c2d';
const PLAYER = '5f1e2d3c-4b5a-4697-8877-665544332211';
const TOKEN = 'token-of-the-player';
const SEED = 7;
const STARTED_AT = Date.UTC(2025, 0, 15, 9, 0, 0);

interface FakeDb {
  runs: Map<string, RunRecord>;
  finished: { run_uuid: string; replay_won: boolean; replay_verdict: unknown; now_at?: string }[];
  clock: { now: number };
  /** What begin_rank_trial answers instead of starting a run (the SQL rules: a run left open, a cooldown). */
  refusal?: { refusal: string; retry_at: string };
}

/** A supabase-js answer: awaited as it is, or through `.single()`. */
function answer<T>(data: T) {
  const result = Promise.resolve({ data, error: null });
  return { single: () => result, then: result.then.bind(result) };
}

/**
 * The function's deps over an in-memory database holding one player whose stored save can take trial D. The SQL
 * functions' own rules (migrations; server/functions/rank-trial.test.ts runs them) are left out: no throttle, and a
 * start always starts unless `db.refusal` is set.
 */
function fakeDeps(startState: unknown = hunterForTrial('D', 7)): { deps: RankTrialDeps; db: FakeDb } {
  const db: FakeDb = { runs: new Map(), finished: [], clock: { now: STARTED_AT } };
  let runs = 0;
  const admin = {
    from: (table: string) => ({
      select: () => ({
        eq: (_column: string, userId: string) => ({
          single: () =>
            Promise.resolve(
              table === 'players' && userId === USER
                ? { data: { id: PLAYER }, error: null }
                : { data: null, error: { message: 'JSON object requested, multiple (or no) rows returned' } },
            ),
        }),
      }),
    }),
    rpc: (name: string, args: Record<string, unknown>) => {
      if (name === 'throttle_rank_trial') return answer(null);
      if (name === 'begin_rank_trial') {
        if (db.refusal) return answer({ run_id: null, trial_id: null, start_state: null, ...db.refusal });
        runs += 1;
        const run: RunRecord = {
          id: `00000000-0000-4000-8000-${String(runs).padStart(12, '0')}`,
          player_id: String(args.player_uuid),
          trial_id: 'trial_d',
          seed: Number(args.trial_seed),
          // What Postgres hands back: a copy of the stored save, as JSON.
          start_state: JSON.parse(JSON.stringify(startState)),
          started_at: new Date(db.clock.now).toISOString(),
          outcome: 'running',
        };
        db.runs.set(run.id, run);
        return answer({
          run_id: run.id,
          trial_id: run.trial_id,
          start_state: run.start_state,
          refusal: null,
          retry_at: null,
        });
      }
      if (name !== 'finish_rank_trial') throw new Error(`no fake for rpc ${name}`);
      const finished = args as FakeDb['finished'][number];
      db.finished.push(finished);
      const run = db.runs.get(finished.run_uuid);
      const outcome = finished.replay_won ? 'won' : 'lost';
      if (run) run.outcome = outcome;
      const nextAttempt = outcome === 'won' ? null : new Date(db.clock.now + 600_000).toISOString();
      return answer({ recorded_outcome: outcome, next_attempt_at: nextAttempt });
    },
  } as unknown as RankTrialAdminClient;
  const deps: RankTrialDeps = {
    userIdFor: (token) => Promise.resolve(token === TOKEN ? USER : null),
    admin,
    readRun: (runId, playerId) => {
      const run = db.runs.get(runId);
      return Promise.resolve(run && run.player_id === playerId ? run : null);
    },
    replay: replaySavedTrial,
    randomSeed: () => SEED,
    now: () => db.clock.now,
  };
  return { deps, db };
}

Deno.test(
  'rank-trial: a start hands out the stored save and a seed; the core replays the log; a win completes',
  async () => {
    const { deps, db } = fakeDeps();
    const started = await answerOf(await handleRankTrial(post({ action: 'start' }, TOKEN), deps));
    assertEquals(started.status, 200, JSON.stringify(started.body));
    assertMatch(started.body, { trialId: 'trial_d', seed: SEED });
    assertEquals(started.headers.get('Access-Control-Allow-Origin'), '*');
    const runId = started.body.runId as string;
    // The verdict the client's own play of that run would reach: the same pure core, the same world and seed.
    const expected = replaySavedTrial(started.body.state, 'trial_d', SEED, []);
    assert(typeof expected !== 'string', String(expected));
    assertEquals(expected.outcome, 'won');

    db.clock.now += expected.elapsedMs + 1_000;
    const finished = await answerOf(await handleRankTrial(post({ action: 'finish', runId, log: [] }, TOKEN), deps));
    assertEquals(finished, {
      status: 200,
      body: { trialId: 'trial_d', completed: true, ...expected },
      headers: finished.headers,
    });
    assertEquals(db.finished.length, 1);
    assertMatch(db.finished[0], { run_uuid: runId, replay_won: true, replay_verdict: expected });
    // A run is finished once.
    const again = await answerOf(await handleRankTrial(post({ action: 'finish', runId, log: [] }, TOKEN), deps));
    assertEquals(again.status, 409);
    assertEquals(db.finished.length, 1);
  },
);

Deno.test(
  'rank-trial: the replay decides, not the client: a forfeit loses, a win too soon or a bad log is refused',
  async () => {
    const { deps, db } = fakeDeps();
    const start = async () => (await answerOf(await handleRankTrial(post({ action: 'start' }, TOKEN), deps))).body;
    const finish = async (runId: unknown, log: unknown) =>
      answerOf(await handleRankTrial(post({ action: 'finish', runId, log }, TOKEN), deps));

    const forfeited = await start();
    db.clock.now += 3_600_000;
    const lost = await finish(forfeited.runId, [{ tick: 0, command: { type: 'forfeit' } }]);
    assertMatch(lost, { status: 200, body: { completed: false, outcome: 'lost', reason: 'forfeit' } });
    assertMatch(db.finished.at(-1), { run_uuid: forfeited.runId, replay_won: false });

    const hurried = await start();
    const tooSoon = await finish(hurried.runId, []);
    assertMatch(tooSoon, { status: 422, body: { error: RANK_TRIAL_MESSAGES.tooSoon } });

    const garbled = await start();
    db.clock.now += 3_600_000;
    const refused = await finish(garbled.runId, [{ tick: 'soon', command: { type: 'win' } }]);
    assertMatch(refused, { status: 422, body: { error: REPLAY_MESSAGES.badLog } });
    assertEquals(db.finished.length, 1, 'only the forfeit was recorded');
  },
);

Deno.test('rank-trial: a weaker hunter’s stored save loses the replay whatever the client claims', async () => {
  const { deps, db } = fakeDeps(hunterForTrial('D', 7, 0.3));
  const started = await answerOf(await handleRankTrial(post({ action: 'start' }, TOKEN), deps));
  db.clock.now += 3_600_000;
  const finished = await answerOf(
    await handleRankTrial(post({ action: 'finish', runId: started.body.runId, log: [] }, TOKEN), deps),
  );
  assertMatch(finished, { status: 200, body: { completed: false, outcome: 'lost', reason: 'hunterFell' } });
});

Deno.test('rank-trial: a start the database refuses (a cooldown) is a 429 with when to try again', async () => {
  const { deps, db } = fakeDeps();
  const retryAt = new Date(STARTED_AT + 90_000).toISOString();
  db.refusal = { refusal: 'cooldown', retry_at: retryAt };
  const refused = await answerOf(await handleRankTrial(post({ action: 'start' }, TOKEN), deps));
  assertMatch(refused, { status: 429, body: { retryAt } });
  assertEquals(refused.headers.get('Retry-After'), '90');
  assertEquals(db.runs.size, 0);
});

Deno.test('rank-trial: refuses a caller without a valid token before touching the database', async () => {
  const { deps, db } = fakeDeps();
  for (const request of [post({ action: 'start' }), post({ action: 'start' }, 'forged-token')]) {
    const answer = await answerOf(await handleRankTrial(request, deps));
    assertEquals(
      { status: answer.status, body: answer.body },
      {
        status: 401,
        body: { error: RANK_TRIAL_MESSAGES.unauthorized },
      },
    );
  }
  assertEquals(db.runs.size, 0);
});

Deno.test(
  'rank-trial: refuses a bad body, an unknown action, a malformed run id and another player’s run',
  async () => {
    const { deps, db } = fakeDeps();
    const badRequest = { status: 400, body: { error: RANK_TRIAL_MESSAGES.badRequest } };
    for (const body of ['{not json', '[1, 2]', 'null', { action: 'win' }, { action: 'finish', runId: 'run-1' }]) {
      const answer = await answerOf(await handleRankTrial(post(body, TOKEN), deps));
      assertEquals({ status: answer.status, body: answer.body }, badRequest, `body ${JSON.stringify(body)}`);
    }
    const unknownRun = await answerOf(
      await handleRankTrial(
        post({ action: 'finish', runId: '00000000-0000-4000-8000-000000000099', log: [] }, TOKEN),
        deps,
      ),
    );
    assertMatch(unknownRun, { status: 404, body: { error: RANK_TRIAL_MESSAGES.noRun } });
    const theirs: RunRecord = {
      id: '00000000-0000-4000-8000-000000000077',
      player_id: '9d8c7b6a-5f4e-4d3c-8b2a-190817161514',
      trial_id: 'trial_d',
      seed: SEED,
      start_state: hunterForTrial('D', 7),
      started_at: new Date(STARTED_AT).toISOString(),
      outcome: 'running',
    };
    db.runs.set(theirs.id, theirs);
    db.clock.now += 3_600_000;
    const notMine = await answerOf(
      await handleRankTrial(post({ action: 'finish', runId: theirs.id, log: [] }, TOKEN), deps),
    );
    assertMatch(notMine, { status: 404, body: { error: RANK_TRIAL_MESSAGES.noRun } });
    assertEquals(db.finished.length, 0);
    const preflight = await handleRankTrial(new Request('http://functions.test/v1/fn', { method: 'OPTIONS' }), deps);
    assertEquals(preflight.status, 200);
    assertMatch(Object.fromEntries(preflight.headers), { 'access-control-allow-methods': 'POST, OPTIONS' });
    await preflight.body?.cancel();
  },
);

Deno.test('rank-trial: index.ts loads under Deno and serves the handler', async () => {
  const handler = await entryHandler(() => import('./index.ts'));
  const preflight = await handler(new Request('http://functions.test/v1/rank-trial', { method: 'OPTIONS' }));
  assertEquals(await preflight.text(), 'ok');
  const signedOut = await answerOf(await handler(post({ action: 'start' })));
  assertMatch(signedOut, { status: 401, body: { error: RANK_TRIAL_MESSAGES.unauthorized } });
});
