// arena under real Deno (issue 31, "Deployable as written"): the handler as the hosted runtime runs it, with an
// in-memory admin client instead of Postgres, and the core's arena rules (src/core/arena/function-core.ts) building
// the card and fighting the duel, as index.ts wires it. Against the real gateway: server/functions/arena.test.ts.
import { ARENA_FUNCTION_CORE } from '@/core/arena/function-core';
import type { ArenaCard } from '@/core/arena/arena-types';
import { hunterForTrial } from '@/core/trials/testing';
import { answerOf, assert, assertEquals, assertMatch, post } from '../_testing/assert.ts';
import { entryHandler } from '../_testing/entry.ts';
import { ARENA_MESSAGES, handleArena, type ArenaAdminClient, type ArenaDeps, type CardRow } from './handler.ts';

const USER = '0b9a4d7e-1c2f-4a5b-8c6d-7e8f9a0b1c2d';
const PLAYER = '5f1e2d3c-4b5a-4697-8877-665544332211';
const RIVAL = '9d8c7b6a-5f4e-4d3c-8b2a-190817161514';
const TOKEN = 'token-of-the-player';
const SEED = 424_242;

interface FakeDb {
  /** The server's rank of each player (player_hunter_rank). */
  ranks: Map<string, string>;
  /** user_profiles.player_state by account. */
  saves: Map<string, unknown>;
  cards: Map<string, CardRow>;
  duels: Record<string, unknown>[];
  /** How many times record_arena_duel answers null (a rating moved meanwhile) before it records. */
  racesLeft: number;
}

/** A geared rank-A hunter's save (hunterForTrial: ready for S), as Postgres hands it back: JSON. */
function gearedSave(seed: number, name: string): unknown {
  const world = hunterForTrial('S', seed);
  world.player.username = name;
  return JSON.parse(JSON.stringify(world));
}

function fakeDeps(): { deps: ArenaDeps<ArenaCard>; db: FakeDb } {
  const db: FakeDb = { ranks: new Map([[PLAYER, 'A']]), saves: new Map(), cards: new Map(), duels: [], racesLeft: 0 };
  const found = (data: unknown) => Promise.resolve({ data: data ?? null, error: null });
  const admin = {
    from: (table: string) => ({
      select: () => ({
        eq: (_column: string, key: string) => ({
          maybeSingle: () => {
            if (table === 'players') return found(key === USER ? { id: PLAYER } : null);
            if (table === 'player_hunter_rank')
              return found(db.ranks.has(key) ? { current_rank: db.ranks.get(key) } : null);
            return found(
              db.saves.has(key) ? { player_state: db.saves.get(key), verified_hash: 'a1b2c3d4e5f60718' } : null,
            );
          },
        }),
        in: (_column: string, ids: string[]) => found(ids.flatMap((id) => db.cards.get(id) ?? [])),
      }),
    }),
    rpc: (name: string, args: Record<string, unknown>) => {
      if (name === 'publish_arena_card') {
        const id = String(args.player_uuid);
        const row: CardRow = { player_id: id, card: args.card, rating: 1200, wins: 0, losses: 0, ...db.cards.get(id) };
        row.card = args.card;
        db.cards.set(id, row);
        return found(row);
      }
      if (db.racesLeft > 0) {
        db.racesLeft -= 1;
        return found(null);
      }
      db.duels.push(args);
      return found(`duel-${db.duels.length}`);
    },
  } as unknown as ArenaAdminClient;
  const deps: ArenaDeps<ArenaCard> = {
    userIdFor: (token) => Promise.resolve(token === TOKEN ? USER : null),
    admin,
    core: ARENA_FUNCTION_CORE,
    randomSeed: () => SEED,
  };
  return { deps, db };
}

/** A call to the handler; `token` null sends no Authorization header. */
const call = async (deps: ArenaDeps<ArenaCard>, body: unknown, token: string | null = TOKEN) =>
  answerOf(await handleArena(post(body, token ?? undefined), deps));

Deno.test('arena: publish builds the card of the stored save with the core, at the server’s rank', async () => {
  const { deps, db } = fakeDeps();
  const save = gearedSave(11, 'Vesper Nightfall');
  db.saves.set(USER, save);
  const answer = await call(deps, { action: 'publish' });
  assertEquals(answer.status, 200, JSON.stringify(answer.body));
  const expected = ARENA_FUNCTION_CORE.parseCard(ARENA_FUNCTION_CORE.cardFromSave(save, 'A'));
  assert(expected, 'the core builds a card of that save');
  assertEquals(answer.body, { card: expected, rating: 1200, wins: 0, losses: 0 });
  assertMatch(expected, { name: 'Vesper Nightfall', rank: 'A' });
  assertEquals(db.cards.get(PLAYER)?.card, expected);
});

Deno.test(
  'arena: a duel is the core’s, from both published cards and the server’s seed, with Elo ratings',
  async () => {
    const { deps, db } = fakeDeps();
    const mine = ARENA_FUNCTION_CORE.parseCard(ARENA_FUNCTION_CORE.cardFromSave(gearedSave(11, 'Vesper'), 'A'));
    const theirs = ARENA_FUNCTION_CORE.parseCard(ARENA_FUNCTION_CORE.cardFromSave(gearedSave(12, 'Corvin'), 'S'));
    assert(mine && theirs, 'both cards build');
    db.cards.set(PLAYER, { player_id: PLAYER, card: mine, rating: 1200, wins: 0, losses: 0 });
    db.cards.set(RIVAL, { player_id: RIVAL, card: theirs, rating: 1260, wins: 3, losses: 1 });
    db.racesLeft = 1;
    const answer = await call(deps, { action: 'duel', opponentId: RIVAL.toUpperCase() });
    assertEquals(answer.status, 200, JSON.stringify(answer.body));
    const result = ARENA_FUNCTION_CORE.simulateDuel(mine, theirs, SEED);
    const won = result.winner === 'a';
    const attackerAfter = Math.round(ARENA_FUNCTION_CORE.eloUpdate(1200, 1260, won ? 1 : 0));
    const defenderAfter = Math.round(ARENA_FUNCTION_CORE.eloUpdate(1260, 1200, won ? 0 : 1));
    assertMatch(answer.body, {
      duelId: 'duel-1',
      seed: SEED,
      won,
      attacker: { playerId: PLAYER, ratingBefore: 1200, ratingAfter: attackerAfter },
      defender: { playerId: RIVAL, ratingBefore: 1260, ratingAfter: defenderAfter },
      result: { winner: won ? 'attacker' : 'defender', endedBy: result.endedBy, durationMs: result.durationMs },
    });
    // Recorded once, after the race, with the cards the duel was fought with.
    assertEquals(db.duels.length, 1);
    assertMatch(db.duels[0], {
      attacker_uuid: PLAYER,
      defender_uuid: RIVAL,
      duel_seed: SEED,
      attacker_won: won,
      attacker_after: attackerAfter,
      defender_after: defenderAfter,
    });
    assertEquals(db.duels[0]!.attacker_card, mine);
  },
);

Deno.test('arena: the server’s rank and save decide: below A is locked, no save yet is refused', async () => {
  const { deps, db } = fakeDeps();
  db.saves.set(USER, gearedSave(11, 'Vesper'));
  db.ranks.set(PLAYER, 'B');
  const locked = await call(deps, { action: 'publish' });
  assertMatch(locked, { status: 403, body: { error: ARENA_FUNCTION_CORE.lockReason('B') } });
  db.ranks.set(PLAYER, 'A');
  db.saves.delete(USER);
  const noSave = await call(deps, { action: 'publish' });
  assertMatch(noSave, { status: 409, body: { error: ARENA_MESSAGES.noSave } });
  assertEquals(db.cards.size, 0);
});

Deno.test('arena: refuses a caller without a valid token before touching the database', async () => {
  const { deps, db } = fakeDeps();
  db.saves.set(USER, gearedSave(11, 'Vesper'));
  for (const token of [null, 'forged-token']) {
    const answer = await call(deps, { action: 'publish' }, token);
    assertEquals(
      { status: answer.status, body: answer.body },
      {
        status: 401,
        body: { error: ARENA_MESSAGES.unauthorized },
      },
    );
  }
  assertEquals(db.cards.size, 0);
});

Deno.test('arena: refuses a bad body, an unknown action, a malformed opponent and a duel with oneself', async () => {
  const { deps, db } = fakeDeps();
  const badRequest = { status: 400, body: { error: ARENA_MESSAGES.badRequest } };
  for (const body of ['{not json', '"publish"', { action: 'win' }, { action: 'duel', opponentId: 'rival' }, {}]) {
    const answer = await call(deps, body);
    assertEquals({ status: answer.status, body: answer.body }, badRequest, `body ${JSON.stringify(body)}`);
  }
  const self = await call(deps, { action: 'duel', opponentId: PLAYER });
  assertMatch(self, { status: 409, body: { error: ARENA_MESSAGES.self } });
  assertEquals(db.duels.length, 0);
});

Deno.test('arena: index.ts loads under Deno and serves the handler', async () => {
  const handler = await entryHandler(() => import('./index.ts'));
  const preflight = await handler(new Request('http://functions.test/v1/arena', { method: 'OPTIONS' }));
  assertEquals(await preflight.text(), 'ok');
  const signedOut = await answerOf(await handler(post({ action: 'publish' })));
  assertMatch(signedOut, { status: 401, body: { error: ARENA_MESSAGES.unauthorized } });
});
