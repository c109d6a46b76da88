/**
 * The server calls of the arena (issue 15): the `arena` function (publish a card, fight a duel: the
 * server decides both) and plain REST reads of `arena_cards` (the ladder, my card) and `arena_duels`
 * (my duels, as attacker or defender; RLS shows only a fighter their own). Every card that comes from
 * the server is a stranger's data: it goes through the core's `parseArenaCard`, and a card that fails
 * is skipped (a ladder row without it, a duel with a null card), never a crash.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ArenaCard } from '@/core/arena/arena-types';
import { parseArenaCard } from '@/core/arena/card';
import { functionError } from '../rank-trials/rank-trial-backend';

/** A published card with its standing. */
export interface ArenaStanding {
  playerId: string;
  card: ArenaCard;
  rating: number;
  wins: number;
  losses: number;
  /** ISO time of the last publish. */
  publishedAt: string;
}

/** The function's answer to a publish. */
export interface PublishedCard {
  card: ArenaCard;
  rating: number;
  wins: number;
  losses: number;
}

export interface DuelFighter {
  playerId: string;
  /** Null when the card could not be read (the duel still stands: the server decided it). */
  card: ArenaCard | null;
  ratingBefore: number;
  ratingAfter: number;
}

/** The function's answer to a duel: the attacker is the caller. */
export interface DuelOutcome {
  duelId: string;
  seed: number;
  attacker: DuelFighter;
  defender: DuelFighter;
  won: boolean;
  result: { winner: 'attacker' | 'defender'; endedBy: 'knockout' | 'time'; durationMs: number };
}

/** One row of arena_duels. */
export interface DuelRecord {
  id: string;
  attacker: string | null;
  defender: string | null;
  seed: number;
  winner: 'attacker' | 'defender';
  attackerRatingBefore: number;
  attackerRatingAfter: number;
  defenderRatingBefore: number;
  defenderRatingAfter: number;
  attackerCard: ArenaCard | null;
  defenderCard: ArenaCard | null;
  /** ISO time. */
  createdAt: string;
}

export const ARENA_LADDER_SIZE = 50;
export const ARENA_RECENT_DUELS = 20;

export interface ArenaBackend {
  /** The caller's players.id (read once, kept). */
  playerId(): Promise<string>;
  publish(): Promise<PublishedCard>;
  duel(opponentId: string): Promise<DuelOutcome>;
  /** The top cards by rating, then the earliest published. */
  readLadder(): Promise<ArenaStanding[]>;
  readMyCard(playerId: string): Promise<ArenaStanding | null>;
  /** The latest duels the player fought on either side, newest first. */
  readMyDuels(playerId: string): Promise<DuelRecord[]>;
}

type Row = Record<string, unknown>;
type ReadResult = { data: unknown; error: { message: string } | null };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function rowsOf(result: ReadResult): Row[] {
  if (result.error) throw new Error(result.error.message);
  return Array.isArray(result.data) ? (result.data.filter((row) => typeof row === 'object' && row) as Row[]) : [];
}

/** A card row as a standing, or null when its card does not pass the core's check. */
export function standingFromRow(row: Row): ArenaStanding | null {
  const card = parseArenaCard(row.card);
  if (!card || typeof row.player_id !== 'string') return null;
  return {
    playerId: row.player_id,
    card,
    rating: num(row.rating),
    wins: num(row.wins),
    losses: num(row.losses),
    publishedAt: text(row.published_at),
  };
}

/** A duel row, its cards checked (an unreadable card is null), or null when the row itself is malformed. */
export function duelFromRow(row: Row): DuelRecord | null {
  if (typeof row.id !== 'string' || (row.winner !== 'attacker' && row.winner !== 'defender')) return null;
  return {
    id: row.id,
    attacker: typeof row.attacker === 'string' ? row.attacker : null,
    defender: typeof row.defender === 'string' ? row.defender : null,
    seed: num(row.seed),
    winner: row.winner,
    attackerRatingBefore: num(row.attacker_rating_before),
    attackerRatingAfter: num(row.attacker_rating_after),
    defenderRatingBefore: num(row.defender_rating_before),
    defenderRatingAfter: num(row.defender_rating_after),
    attackerCard: parseArenaCard(row.attacker_card),
    defenderCard: parseArenaCard(row.defender_card),
    createdAt: text(row.created_at),
  };
}

function fighterFrom(value: unknown): DuelFighter {
  const side = (typeof value === 'object' && value ? value : {}) as Row;
  return {
    playerId: text(side.playerId),
    card: parseArenaCard(side.card),
    ratingBefore: num(side.ratingBefore),
    ratingAfter: num(side.ratingAfter),
  };
}

/** The function's duel answer, checked; a malformed one is an error (the verdict could not be read). */
export function duelOutcomeFrom(value: unknown): DuelOutcome {
  const body = (typeof value === 'object' && value ? value : {}) as Row;
  const result = (typeof body.result === 'object' && body.result ? body.result : {}) as Row;
  if (typeof body.duelId !== 'string' || (result.winner !== 'attacker' && result.winner !== 'defender'))
    throw new Error('The arena answered with a duel it could not describe');
  return {
    duelId: body.duelId,
    seed: num(body.seed),
    attacker: fighterFrom(body.attacker),
    defender: fighterFrom(body.defender),
    won: result.winner === 'attacker',
    result: {
      winner: result.winner,
      endedBy: result.endedBy === 'time' ? 'time' : 'knockout',
      durationMs: num(result.durationMs),
    },
  };
}

const CARD_COLUMNS = 'player_id, card, rating, wins, losses, published_at';
const DUEL_COLUMNS =
  'id, attacker, defender, seed, winner, attacker_rating_before, attacker_rating_after, ' +
  'defender_rating_before, defender_rating_after, attacker_card, defender_card, created_at';

export function supabaseArenaBackend(client: SupabaseClient, userId: string): ArenaBackend {
  let playerId: Promise<string> | null = null;
  const invoke = async (body: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await client.functions.invoke('arena', { body });
    if (error) throw await functionError(error as { message: string; context?: unknown });
    return data as unknown;
  };
  /** The duels with the player on one side (the gateway, as PostgREST, reads `or=` only on hosted). */
  const duelsAs = async (column: 'attacker' | 'defender', player: string): Promise<DuelRecord[]> =>
    rowsOf(
      (await client
        .from('arena_duels')
        .select(DUEL_COLUMNS)
        .eq(column, player)
        .order('created_at', { ascending: false })
        .limit(ARENA_RECENT_DUELS)) as ReadResult,
    )
      .map(duelFromRow)
      .filter((duel): duel is DuelRecord => duel !== null);

  return {
    playerId() {
      const load = async (): Promise<string> => {
        const { data, error } = (await client.from('players').select('id').eq('user_id', userId).single()) as {
          data: { id?: unknown } | null;
          error: { message: string } | null;
        };
        if (error) throw new Error(error.message);
        if (typeof data?.id !== 'string') throw new Error('No hunter for this account');
        return data.id;
      };
      const pending = playerId ?? load();
      playerId = pending;
      // A failed read is not kept: the next call asks again.
      pending.catch(() => {
        if (playerId === pending) playerId = null;
      });
      return pending;
    },
    async publish() {
      const body = (await invoke({ action: 'publish' })) as Row | null;
      const card = parseArenaCard(body?.card);
      if (!card) throw new Error('The arena returned a card that could not be read');
      return { card, rating: num(body?.rating), wins: num(body?.wins), losses: num(body?.losses) };
    },
    async duel(opponentId) {
      return duelOutcomeFrom(await invoke({ action: 'duel', opponentId }));
    },
    async readLadder() {
      const rows = rowsOf(
        (await client
          .from('arena_cards')
          .select(CARD_COLUMNS)
          .order('rating', { ascending: false })
          .order('published_at', { ascending: true })
          .limit(ARENA_LADDER_SIZE)) as ReadResult,
      );
      return rows.map(standingFromRow).filter((entry): entry is ArenaStanding => entry !== null);
    },
    async readMyCard(player) {
      const rows = rowsOf(
        (await client.from('arena_cards').select(CARD_COLUMNS).eq('player_id', player)) as ReadResult,
      );
      return rows.length > 0 ? standingFromRow(rows[0]!) : null;
    },
    async readMyDuels(player) {
      const [attacked, defended] = await Promise.all([duelsAs('attacker', player), duelsAs('defender', player)]);
      const byId = new Map<string, DuelRecord>();
      for (const duel of [...attacked, ...defended]) byId.set(duel.id, duel);
      return [...byId.values()]
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
        .slice(0, ARENA_RECENT_DUELS);
    },
  };
}
