/**
 * Shared by the arena's tests: real cards built by the core, and a fake supabase-js client that records
 * the queries it is asked and answers each table with fixed rows.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ArenaCard } from '@/core/arena/arena-types';
import { buildArenaCard } from '@/core/arena/card';
import { simulateDuel } from '@/core/arena/duel';
import type { GameState } from '@/core/state-types';
import { refreshCharacter } from '@/core/stats';
import { createLateGameWorld } from '@/core/testing/fixtures';
import type { DuelOutcome } from './arena-backend';

/** A late-game hunter at rank A (the arena open), its name given. */
export function arenaWorld(seed: number, name = `Hunter ${seed}`): GameState {
  const world = createLateGameWorld(seed);
  world.player.hunterRank = 'A';
  world.player.username = name;
  refreshCharacter(world);
  return world;
}

export function arenaCard(seed: number, name = `Hunter ${seed}`): ArenaCard {
  return buildArenaCard(arenaWorld(seed, name));
}

export interface FakeQuery {
  table: string;
  calls: [string, ...unknown[]][];
}

export interface FakeClient {
  client: SupabaseClient;
  queries: FakeQuery[];
  invocations: { name: string; body: unknown }[];
}

/**
 * `tables[name]` answers every read of that table (a function gets the query's calls); `invoke` answers the
 * function (throw a `{message, context: Response}` to play a refusal).
 */
export function fakeSupabase(options: {
  tables?: Record<string, unknown[] | ((query: FakeQuery) => unknown[])>;
  invoke?: (name: string, body: unknown) => { data: unknown; error: unknown };
}): FakeClient {
  const queries: FakeQuery[] = [];
  const invocations: { name: string; body: unknown }[] = [];
  const from = (table: string) => {
    const query: FakeQuery = { table, calls: [] };
    queries.push(query);
    const answer = () => {
      const rows = options.tables?.[table] ?? [];
      const data = typeof rows === 'function' ? rows(query) : rows;
      return { data, error: null };
    };
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'order', 'limit', 'in'])
      builder[method] = (...args: unknown[]) => {
        query.calls.push([method, ...args]);
        return builder;
      };
    builder.single = () => {
      query.calls.push(['single']);
      const { data } = answer();
      return Promise.resolve({ data: (data as unknown[])[0] ?? null, error: null });
    };
    builder.then = (resolve: (value: unknown) => unknown, reject?: (error: unknown) => unknown) =>
      Promise.resolve(answer()).then(resolve, reject);
    return builder;
  };
  const client = {
    from,
    functions: {
      invoke: (name: string, init: { body: unknown }) => {
        invocations.push({ name, body: init.body });
        return Promise.resolve(options.invoke?.(name, init.body) ?? { data: null, error: { message: 'no function' } });
      },
    },
  } as unknown as SupabaseClient;
  return { client, queries, invocations };
}

/** A function refusal as supabase-js reports it: a FunctionsHttpError whose context is the response. */
export function refusal(message: string, status: number): { data: null; error: unknown } {
  return {
    data: null,
    error: {
      message: 'Edge Function returned a non-2xx status code',
      context: new Response(JSON.stringify({ error: message }), { status }),
    },
  };
}

/** The function's answer to `attacker` challenging `defender` with `seed`, decided by the core as the server does. */
export function arenaOutcome(
  duelId: string,
  seed: number,
  attacker: { playerId: string; card: ArenaCard; rating: number },
  defender: { playerId: string; card: ArenaCard; rating: number },
): DuelOutcome {
  const result = simulateDuel(attacker.card, defender.card, seed);
  const won = result.winner === 'a';
  return {
    duelId,
    seed,
    attacker: {
      playerId: attacker.playerId,
      card: attacker.card,
      ratingBefore: attacker.rating,
      ratingAfter: attacker.rating + (won ? 16 : -16),
    },
    defender: {
      playerId: defender.playerId,
      card: defender.card,
      ratingBefore: defender.rating,
      ratingAfter: defender.rating + (won ? -16 : 16),
    },
    won,
    result: { winner: won ? 'attacker' : 'defender', endedBy: result.endedBy, durationMs: result.durationMs },
  };
}
