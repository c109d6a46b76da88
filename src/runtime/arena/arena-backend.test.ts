import { describe, expect, it } from 'vitest';
import { ServerRefusal } from '../rank-trials/rank-trial-backend';
import { ARENA_LADDER_SIZE, ARENA_RECENT_DUELS, supabaseArenaBackend } from './arena-backend';
import { arenaCard, fakeSupabase, refusal } from './arena-testing';

const ME = '11111111-1111-4111-8111-111111111111';
const THEM = '22222222-2222-4222-8222-222222222222';
const mine = arenaCard(1, 'Mira');
const theirs = arenaCard(2, 'Dorn');

const cardRow = (playerId: string, card: unknown, rating: number) => ({
  player_id: playerId,
  card,
  rating,
  wins: 3,
  losses: 1,
  published_at: '2025-01-01T00:00:00Z',
});

const duelRow = (id: string, attacker: string, defender: string, createdAt: string, winner = 'attacker') => ({
  id,
  attacker,
  defender,
  seed: 7,
  winner,
  attacker_rating_before: 1200,
  attacker_rating_after: 1216,
  defender_rating_before: 1200,
  defender_rating_after: 1184,
  attacker_card: mine,
  defender_card: theirs,
  created_at: createdAt,
});

describe('supabaseArenaBackend', () => {
  it('reads the player id once by user id', async () => {
    const fake = fakeSupabase({ tables: { players: [{ id: ME }] } });
    const backend = supabaseArenaBackend(fake.client, 'user-1');
    expect(await backend.playerId()).toBe(ME);
    expect(await backend.playerId()).toBe(ME);
    expect(fake.queries).toHaveLength(1);
    expect(fake.queries[0]!.calls).toContainEqual(['eq', 'user_id', 'user-1']);
  });

  it('reads the top 50 by rating, then the earliest published, and skips a card that fails the check', async () => {
    const broken = { ...mine, stats: { ...mine.stats, maxHealth: -5 } };
    const fake = fakeSupabase({
      tables: {
        arena_cards: [cardRow(ME, mine, 1300), cardRow(THEM, broken, 1250), { player_id: 'x', card: 'junk' }],
      },
    });
    const ladder = await supabaseArenaBackend(fake.client, 'user-1').readLadder();
    expect(ladder.map((entry) => entry.playerId)).toEqual([ME]);
    expect(ladder[0]).toMatchObject({ rating: 1300, wins: 3, losses: 1, card: { name: 'Mira' } });
    expect(fake.queries[0]!.calls).toEqual([
      ['select', 'player_id, card, rating, wins, losses, published_at'],
      ['order', 'rating', { ascending: false }],
      ['order', 'published_at', { ascending: true }],
      ['limit', ARENA_LADDER_SIZE],
    ]);
  });

  it('reads my card, or null without one', async () => {
    const fake = fakeSupabase({
      tables: { arena_cards: (query) => (query.calls.some((c) => c[2] === ME) ? [cardRow(ME, mine, 1210)] : []) },
    });
    const backend = supabaseArenaBackend(fake.client, 'user-1');
    expect(await backend.readMyCard(ME)).toMatchObject({ playerId: ME, rating: 1210 });
    expect(await backend.readMyCard(THEM)).toBeNull();
  });

  it('reads my duels on both sides, newest first, at most 20, keeping a duel whose card is unreadable', async () => {
    const attacked = Array.from({ length: 15 }, (_, index) =>
      duelRow(`a${index}`, ME, THEM, `2025-01-01T00:${String(index).padStart(2, '0')}:00Z`),
    );
    const defended = Array.from({ length: 15 }, (_, index) => ({
      ...duelRow(`d${index}`, THEM, ME, `2025-01-01T00:${String(index).padStart(2, '0')}:30Z`, 'defender'),
      attacker_card: { nonsense: true },
    }));
    const fake = fakeSupabase({
      tables: {
        arena_duels: (query) => (query.calls.some((call) => call[1] === 'attacker') ? attacked : defended),
      },
    });
    const duels = await supabaseArenaBackend(fake.client, 'user-1').readMyDuels(ME);
    expect(duels).toHaveLength(ARENA_RECENT_DUELS);
    expect(duels[0]!.id).toBe('d14');
    expect(duels[1]!.id).toBe('a14');
    expect(duels[0]!.attackerCard).toBeNull();
    expect(duels[0]!.defenderCard?.name).toBe('Dorn');
    expect(duels[0]).toMatchObject({ winner: 'defender', defenderRatingAfter: 1184 });
    for (const query of fake.queries) expect(query.calls).toContainEqual(['order', 'created_at', { ascending: false }]);
  });

  it('publishes and duels through the arena function', async () => {
    const fake = fakeSupabase({
      invoke: (_name, body) =>
        (body as { action: string }).action === 'publish'
          ? { data: { card: mine, rating: 1200, wins: 0, losses: 0 }, error: null }
          : {
              data: {
                duelId: 'duel-1',
                seed: 99,
                attacker: { playerId: ME, card: mine, ratingBefore: 1200, ratingAfter: 1216 },
                defender: { playerId: THEM, card: { bad: 1 }, ratingBefore: 1200, ratingAfter: 1184 },
                won: true,
                result: { winner: 'attacker', endedBy: 'knockout', durationMs: 31_200 },
              },
              error: null,
            },
    });
    const backend = supabaseArenaBackend(fake.client, 'user-1');
    expect(await backend.publish()).toMatchObject({ rating: 1200, card: { name: 'Mira' } });
    const outcome = await backend.duel(THEM);
    expect(outcome).toMatchObject({ duelId: 'duel-1', seed: 99, won: true, result: { winner: 'attacker' } });
    expect(outcome.defender.card).toBeNull();
    expect(fake.invocations).toEqual([
      { name: 'arena', body: { action: 'publish' } },
      { name: 'arena', body: { action: 'duel', opponentId: THEM } },
    ]);
  });

  it("passes the server's refusal on in its own words", async () => {
    const fake = fakeSupabase({ invoke: () => refusal('Too many duels: at most 30 an hour. Try again later.', 429) });
    const failure = await supabaseArenaBackend(fake.client, 'user-1')
      .duel(THEM)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerRefusal);
    expect((failure as Error).message).toBe('Too many duels: at most 30 an hour. Try again later.');
  });
});
