// arena: the server's half of the arena (issue 15; DESIGN.md "Server-decided facts"). POST
// {action: 'publish'} builds the caller's public card with the game's own core from the state the sync
// function verified (players write no save) and the server's rank, and publishes it (publish_arena_card).
// POST {action: 'duel', opponentId} draws a seed, simulates the duel with the core from the two
// published cards, computes both new ratings with the core's Elo rule and records all of it
// (record_arena_duel); the answer carries the cards and the seed, so the client replays the same duel.
// The client's word on a card, a result or a rating is never asked. Reading cards (the caller's own and
// the ladder) is a plain REST select on arena_cards, not this function.
// Pure Web API (Request -> Response), as rank-trial: Deno on hosted Supabase, the gateway here.
// Import-free, as rank-trial: Deno needs '.ts' on relative imports and tsc here refuses them, so the
// core comes in through `deps.core`.

const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

interface ClientError {
  message: string;
}

type Result<T> = PromiseLike<{ data: T | null; error: ClientError | null }>;

export interface CardRow {
  player_id: string;
  card: unknown;
  rating: number;
  wins: number;
  losses: number;
}

/** The part of a service-role supabase-js client this function uses. */
export interface ArenaAdminClient {
  from(table: 'players'): {
    select(columns: 'id'): { eq(column: 'user_id', value: string): { maybeSingle(): Result<{ id: string }> } };
  };
  from(table: 'player_hunter_rank'): {
    select(columns: 'current_rank'): {
      eq(column: 'player_id', value: string): { maybeSingle(): Result<{ current_rank: string }> };
    };
  };
  from(table: 'user_profiles'): {
    select(columns: 'player_state, verified_hash'): {
      eq(
        column: 'id',
        value: string,
      ): {
        maybeSingle(): Result<{ player_state: unknown; verified_hash: string | null }>;
      };
    };
  };
  from(table: 'arena_cards'): {
    select(columns: 'player_id, card, rating, wins, losses'): {
      in(column: 'player_id', values: string[]): Result<CardRow[]>;
    };
  };
  rpc(name: 'publish_arena_card', args: { player_uuid: string; card: unknown }): Result<CardRow>;
  rpc(
    name: 'record_arena_duel',
    args: {
      attacker_uuid: string;
      defender_uuid: string;
      duel_seed: number;
      attacker_won: boolean;
      attacker_before: number;
      defender_before: number;
      attacker_after: number;
      defender_after: number;
      attacker_card: unknown;
      defender_card: unknown;
    },
  ): Result<string>;
}

/** What the function needs of a duel's result (the core's DuelResult). */
export interface DuelResultLike {
  winner: 'a' | 'b';
  endedBy: string;
  durationMs: number;
}

/** The game's core (src/core/arena), as the function uses it. `Card` is the core's ArenaCard. */
export interface ArenaCore<Card> {
  /** The card of a stored save (parsed and checked as a world of this version) at the server's rank; or why not. */
  cardFromSave(playerState: unknown, serverRank: string): Card | string;
  /** A card read back from the table, checked field by field; null for anything else. */
  parseCard(value: unknown): Card | null;
  /** Deterministic: the same cards and seed give the same duel. Side 'a' is the attacker. */
  simulateDuel(a: Card, b: Card, seed: number): DuelResultLike;
  eloUpdate(rating: number, opponentRating: number, score: 0 | 1): number;
  /** Why a hunter of this rank may not enter the arena, or null. */
  lockReason(rank: string): string | null;
}

export interface ArenaDeps<Card> {
  /** The signed-in user behind the request's bearer token, or null. */
  userIdFor(token: string): Promise<string | null>;
  admin: ArenaAdminClient;
  core: ArenaCore<Card>;
  randomSeed(): number;
}

export const ARENA_MESSAGES = {
  unauthorized: 'Sign in to enter the arena',
  badRequest: 'Invalid request body',
  noPlayer: 'Failed to fetch player data: no hunter for this account',
  noSave: 'Your progress has not reached the server yet; try again once it is synced',
  // The core's refusals of a stored save (index.ts and the gateway's route build the card).
  noCard: 'Publish your card first',
  noOpponentCard: 'That hunter has no arena card',
  self: 'You cannot duel yourself',
  unreadableCard: 'That arena card could not be read',
  ownCardUnreadable: 'Your arena card could not be read; publish it again',
  // publish_arena_card and record_arena_duel raise these (supabase/migrations/0015_arena.sql).
  rankLocked: 'The arena opens at Hunter Rank A',
  tooManyDuels: 'Too many duels: at most 30 an hour. Try again later.',
  busy: 'The arena is busy; please try again',
  failed: 'The arena could not be reached; please try again',
} as const;

/** Times a duel is computed again when another duel moved a rating in between (record_arena_duel). */
export const DUEL_RECORD_ATTEMPTS = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

const fail = (message: string, status: number): Response => json({ error: message }, status);

/** A refusal raised by the SQL functions, with its status; anything else is a 409 with its message. */
function sqlRefusal(error: ClientError): Response {
  if (error.message === ARENA_MESSAGES.tooManyDuels) return fail(error.message, 429);
  if (error.message === ARENA_MESSAGES.rankLocked) return fail(error.message, 403);
  if (error.message === ARENA_MESSAGES.noOpponentCard) return fail(error.message, 404);
  return fail(error.message, 409);
}

async function playerIdFor<Card>(deps: ArenaDeps<Card>, userId: string): Promise<string | null> {
  const { data, error } = await deps.admin.from('players').select('id').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(error.message);
  return data?.id ?? null;
}

/** The rank the server granted (evaluate_rank_up); a save's own rank is never asked. */
async function serverRank<Card>(deps: ArenaDeps<Card>, playerId: string): Promise<string> {
  const { data, error } = await deps.admin
    .from('player_hunter_rank')
    .select('current_rank')
    .eq('player_id', playerId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.current_rank ?? 'E';
}

async function publish<Card>(deps: ArenaDeps<Card>, userId: string, playerId: string, rank: string): Promise<Response> {
  const { data: profile, error } = await deps.admin
    .from('user_profiles')
    .select('player_state, verified_hash')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  // A card is built only from a state the server verified (issue 31): a save from before verification began waits
  // for the account's first sync.
  if (!profile || profile.player_state == null || profile.verified_hash == null)
    return fail(ARENA_MESSAGES.noSave, 409);
  const built = deps.core.cardFromSave(profile.player_state, rank);
  if (typeof built === 'string') return fail(built, 422);
  // Only the card's own fields go out, whatever the builder returned.
  const card = deps.core.parseCard(built);
  if (!card) return fail(ARENA_MESSAGES.unreadableCard, 422);
  const { data: row, error: refused } = await deps.admin.rpc('publish_arena_card', { player_uuid: playerId, card });
  if (refused || !row) return sqlRefusal(refused ?? { message: ARENA_MESSAGES.failed });
  return json({ card: row.card, rating: row.rating, wins: row.wins, losses: row.losses }, 200);
}

async function duel<Card>(deps: ArenaDeps<Card>, playerId: string, opponentId: unknown): Promise<Response> {
  if (typeof opponentId !== 'string' || !UUID.test(opponentId)) return fail(ARENA_MESSAGES.badRequest, 400);
  const opponent = opponentId.toLowerCase();
  if (opponent === playerId.toLowerCase()) return fail(ARENA_MESSAGES.self, 409);
  const seed = deps.randomSeed() >>> 0;
  for (let attempt = 0; attempt < DUEL_RECORD_ATTEMPTS; attempt += 1) {
    const { data: rows, error } = await deps.admin
      .from('arena_cards')
      .select('player_id, card, rating, wins, losses')
      .in('player_id', [playerId, opponent]);
    if (error) throw new Error(error.message);
    const mine = rows?.find((row) => row.player_id === playerId);
    const theirs = rows?.find((row) => row.player_id === opponent);
    if (!mine) return fail(ARENA_MESSAGES.noCard, 409);
    if (!theirs) return fail(ARENA_MESSAGES.noOpponentCard, 404);
    const myCard = deps.core.parseCard(mine.card);
    if (!myCard) return fail(ARENA_MESSAGES.ownCardUnreadable, 409);
    const theirCard = deps.core.parseCard(theirs.card);
    if (!theirCard) return fail(ARENA_MESSAGES.unreadableCard, 409);
    const result = deps.core.simulateDuel(myCard, theirCard, seed);
    const won = result.winner === 'a';
    const attackerAfter = Math.round(deps.core.eloUpdate(mine.rating, theirs.rating, won ? 1 : 0));
    const defenderAfter = Math.round(deps.core.eloUpdate(theirs.rating, mine.rating, won ? 0 : 1));
    const { data: duelId, error: refused } = await deps.admin.rpc('record_arena_duel', {
      attacker_uuid: playerId,
      defender_uuid: opponent,
      duel_seed: seed,
      attacker_won: won,
      attacker_before: mine.rating,
      defender_before: theirs.rating,
      attacker_after: attackerAfter,
      defender_after: defenderAfter,
      attacker_card: myCard,
      defender_card: theirCard,
    });
    if (refused) return sqlRefusal(refused);
    // null: another duel moved a rating since it was read; fight the same seed on the new numbers.
    if (!duelId) continue;
    return json(
      {
        duelId,
        seed,
        attacker: { playerId, card: myCard, ratingBefore: mine.rating, ratingAfter: attackerAfter },
        defender: { playerId: opponent, card: theirCard, ratingBefore: theirs.rating, ratingAfter: defenderAfter },
        won,
        result: { winner: won ? 'attacker' : 'defender', endedBy: result.endedBy, durationMs: result.durationMs },
      },
      200,
    );
  }
  return fail(ARENA_MESSAGES.busy, 503);
}

export async function handleArena<Card>(request: Request, deps: ArenaDeps<Card>): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return fail('Method not allowed', 405);
  const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  const userId = token ? await deps.userIdFor(token) : null;
  if (!userId) return fail(ARENA_MESSAGES.unauthorized, 401);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return fail(ARENA_MESSAGES.badRequest, 400);
  }
  if (body.action !== 'publish' && body.action !== 'duel') return fail(ARENA_MESSAGES.badRequest, 400);
  try {
    const playerId = await playerIdFor(deps, userId);
    if (!playerId) return fail(ARENA_MESSAGES.noPlayer, 404);
    const rank = await serverRank(deps, playerId);
    const locked = deps.core.lockReason(rank);
    if (locked) return fail(locked, 403);
    if (body.action === 'publish') return await publish(deps, userId, playerId, rank);
    return await duel(deps, playerId, body.opponentId);
  } catch {
    return fail(ARENA_MESSAGES.failed, 500);
  }
}
