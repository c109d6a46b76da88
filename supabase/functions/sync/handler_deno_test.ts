// sync under real Deno (issue 31, "Deployable as written"): the handler as the hosted runtime runs it, with the two
// database calls (verified_save_for, store_verified_save) kept in memory instead of Postgres, and the game's own core
// making the first state and replaying each journal (src/core/journal/function-core.ts), as index.ts wires it. The
// same function against the real gateway and database, with the attack classes: server/functions/sync.test.ts.
import { DEFAULT_CONTEXT } from '@/core/context';
import type { Command } from '@/core/commands';
import { CORE_VERSION } from '@/core/journal/core-version';
import { SYNC_FUNCTION_CORE } from '@/core/journal/function-core';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT, type JournalEntry } from '@/core/journal/journal-types';
import { VERIFY_MESSAGES } from '@/core/journal/verify';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { answerOf, assert, assertEquals, assertMatch, post } from '../_testing/assert.ts';
import { entryHandler } from '../_testing/entry.ts';
import { handleSync, SYNC_MESSAGES, type StoreRequest, type SyncDeps, type SyncRecord } from './handler.ts';

const USER = '0b9a4d7e-1c2f-4a5b-8c6d-7e8f9a0b1c2d';
const TOKEN = 'token-of-the-player';
const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);

interface FakeDb {
  /** The account's `verified_save_for` row. */
  row: SyncRecord;
  /** Every store the handler asked for, accepted or not. */
  stores: StoreRequest[];
  logged: string[];
}

/** A signed-up account that has never synced: no state and no verified hash yet (the function makes the first). */
function fakeDeps(): { deps: SyncDeps; db: FakeDb } {
  const db: FakeDb = {
    row: {
      player_state: null,
      verified_hash: null,
      last_journal_id: null,
      last_base_hash: null,
      account_tier: 'demo',
      email: 'vesper@example.com',
      verified_at: null,
      hunter_rank: 'E',
      duels: {},
    },
    stores: [],
    logged: [],
  };
  const deps: SyncDeps = {
    userIdFor: (token) => Promise.resolve(token === TOKEN ? USER : null),
    // As PostgreSQL hands the row over: JSON, a copy.
    load: (userId) => Promise.resolve(userId === USER ? structuredClone(db.row) : null),
    // store_verified_save: only over the hash the replay started from (first come wins).
    store: (request) => {
      db.stores.push(request);
      if (request.userId !== USER || db.row.verified_hash !== request.expectedHash) return Promise.resolve(false);
      db.row = {
        ...db.row,
        player_state: structuredClone(request.state),
        verified_hash: request.hash,
        last_journal_id: request.journalId,
        last_base_hash: request.baseHash,
        verified_at: new Date(request.atMs).toISOString(),
      };
      return Promise.resolve(true);
    },
    core: SYNC_FUNCTION_CORE,
    allow: () => true,
    now: () => NOW,
    log: (message) => void db.logged.push(message),
  };
  return { deps, db };
}

/** A call to the handler; `token` null sends no Authorization header. */
const call = async (deps: SyncDeps, body: unknown, token: string | null = TOKEN) =>
  answerOf(await handleSync(post(body, token ?? undefined), deps));

/** The account's first state, as a device holds it after `base`. */
async function baseOf(deps: SyncDeps): Promise<GameState> {
  const answer = await call(deps, { action: 'base' });
  assertEquals(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.state as GameState;
}

/** Plays `world` in place as the client does, recording what it gives the core. */
function play(world: GameState, ticks: readonly Command[][]): JournalEntry[] {
  const writer = new JournalWriter();
  for (const commands of ticks) {
    writer.recordTick(commands, DEFAULT_CONTEXT);
    step(world, commands, DEFAULT_CONTEXT);
  }
  return writer.copy();
}

const training = (skill: 'bladework' | 'defense'): Command =>
  skill === 'bladework'
    ? { type: 'startTraining', skill, activityId: 'sword_drills' }
    : { type: 'startTraining', skill, activityId: 'shield_drills' };
const idle = (ticks: number): Command[][] => Array.from({ length: ticks }, () => []);

const push = (baseHash: string, entries: JournalEntry[], clientHash: string) => ({
  action: 'push',
  journalId: crypto.randomUUID(),
  journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries },
  clientHash,
});

Deno.test('sync: base makes the account’s first state with the core, stores it once and answers it', async () => {
  const { deps, db } = fakeDeps();
  const world = await baseOf(deps);
  assertMatch(world, { playerId: USER });
  // It starts at the server's clock: no time before the first sync can be claimed.
  assertEquals(world.sim.nowMs, NOW);
  assertEquals(db.row.verified_hash, hashWorld(world));
  assertEquals(db.row.player_state, world);
  assertMatch(db.stores, [{ userId: USER, expectedHash: null, journalId: null, atMs: NOW }]);
  // Asked again (another device, a reload): the same state, not a second one.
  const again = await call(deps, { action: 'base' });
  assertEquals(again.body, { hash: hashWorld(world), state: world });
  assertEquals(db.stores.length, 1);
});

Deno.test('sync: an honest journal is replayed by the core, stored, and acknowledged without a state', async () => {
  const { deps, db } = fakeDeps();
  const world = await baseOf(deps);
  const baseHash = hashWorld(world);
  const entries = play(world, [[training('bladework')], ...idle(120)]);
  const body = push(baseHash, entries, hashWorld(world));
  const answer = await call(deps, body);
  assertEquals({ status: answer.status, body: answer.body }, { status: 200, body: { hash: hashWorld(world) } });
  // What is stored is the server's replay, and it is the device's world.
  assertEquals(db.row.verified_hash, hashWorld(world));
  assertEquals(db.row.player_state, JSON.parse(JSON.stringify(world)));
  assert((db.row.player_state as GameState).skills.bladework.experience > 0, 'the training was replayed');
  assertMatch(db.row, { last_journal_id: body.journalId, last_base_hash: baseHash });
  // The same journal again (its answer was lost): acknowledged, not replayed twice.
  const stores = db.stores.length;
  const repeated = await call(deps, body);
  assertEquals(repeated.body, { hash: hashWorld(world), repeated: true });
  assertEquals(db.stores.length, stores);
});

Deno.test('sync: a journal from a stale base is refused with 409 and the state the server holds', async () => {
  const { deps, db } = fakeDeps();
  const world = await baseOf(deps);
  const baseHash = hashWorld(world);
  const first = cloneWorld(world);
  const second = cloneWorld(world);
  const firstEntries = play(first, [[training('bladework')], ...idle(20)]);
  const secondEntries = play(second, [[training('defense')], ...idle(5)]);
  assertEquals((await call(deps, push(baseHash, firstEntries, hashWorld(first)))).status, 200);
  const kept = structuredClone(db.row);
  // The second device started from the same base, which the server has since moved past.
  const late = await call(deps, push(baseHash, secondEntries, hashWorld(second)));
  assertEquals(late.status, 409, JSON.stringify(late.body));
  assertMatch(late.body, { error: VERIFY_MESSAGES.staleBase, hash: hashWorld(first) });
  assertEquals(hashWorld(late.body.state as GameState), hashWorld(first));
  assertEquals(db.row, kept);
});

Deno.test('sync: a malformed journal or body is refused with 400, storing nothing', async () => {
  const { deps, db } = fakeDeps();
  const world = await baseOf(deps);
  const baseHash = hashWorld(world);
  const kept = structuredClone(db.row);
  const stores = db.stores.length;
  const entries = play(cloneWorld(world), [[training('bladework')]]);
  const journalId = crypto.randomUUID();
  const malformed: unknown[] = [
    // The journal itself: not one, entries of the wrong shape, an unknown format.
    { action: 'push', journalId, journal: 'a journal', clientHash: baseHash },
    { action: 'push', journalId, journal: { ...push(baseHash, entries, baseHash).journal, entries: 'many' } },
    { action: 'push', journalId, journal: { ...push(baseHash, entries, baseHash).journal, format: -1 } },
    // The request around it: no journal id, a bad client hash, an unknown action, not an object, not JSON.
    { ...push(baseHash, entries, baseHash), journalId: 'journal-1' },
    { ...push(baseHash, entries, baseHash), clientHash: 'not-a-hash' },
    { action: 'win' },
    '["push"]',
    '{not json',
  ];
  for (const body of malformed) {
    const answer = await call(deps, body);
    assertEquals(answer.status, 400, `body ${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
    assertEquals(typeof answer.body.error, 'string');
    assertEquals('state' in answer.body, false, 'nothing to adopt');
  }
  assertEquals(db.row, kept);
  assertEquals(db.stores.length, stores);
});

Deno.test('sync: refuses a caller without a valid token before reading anything', async () => {
  const { deps, db } = fakeDeps();
  for (const token of [null, 'forged-token']) {
    const answer = await call(deps, { action: 'base' }, token);
    assertEquals(
      { status: answer.status, body: answer.body },
      { status: 401, body: { error: SYNC_MESSAGES.unauthorized } },
    );
  }
  assertEquals(db.stores.length, 0);
});

Deno.test('sync: index.ts loads under Deno and serves the handler', async () => {
  const handler = await entryHandler(() => import('./index.ts'));
  const preflight = await handler(new Request('http://functions.test/v1/sync', { method: 'OPTIONS' }));
  assertEquals(await preflight.text(), 'ok');
  const signedOut = await answerOf(await handler(post({ action: 'base' })));
  assertMatch(signedOut, { status: 401, body: { error: SYNC_MESSAGES.unauthorized } });
});
