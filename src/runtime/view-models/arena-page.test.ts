import { describe, expect, it } from 'vitest';
import { ARENA_START_RATING } from '@/core/arena/rating';
import type { ArenaStanding, DuelRecord } from '../arena/arena-backend';
import { IDLE_ARENA_STATE, type ArenaState } from '../arena/arena-controller';
import { arenaCard, arenaWorld } from '../arena/arena-testing';
import { ARENA_PAGE_TEXT, ratingChange, selectArenaPage, timeAgo } from './arena-page';

const ME = 'me';
const mira = arenaCard(1, 'Mira');
const dorn = arenaCard(2, 'Dorn');
const NOW = Date.parse('2025-01-02T12:00:00Z');

const standing = (playerId: string, card = mira, rating = 1200, wins = 0, losses = 0): ArenaStanding => ({
  playerId,
  card,
  rating,
  wins,
  losses,
  publishedAt: '2025-01-01T00:00:00Z',
});

const duel = (id: string, attacker: string, defender: string, winner: 'attacker' | 'defender'): DuelRecord => ({
  id,
  attacker,
  defender,
  seed: 1,
  winner,
  attackerRatingBefore: 1200,
  attackerRatingAfter: winner === 'attacker' ? 1216 : 1184,
  defenderRatingBefore: 1200,
  defenderRatingAfter: winner === 'attacker' ? 1184 : 1216,
  attackerCard: attacker === ME ? mira : dorn,
  defenderCard: defender === ME ? mira : dorn,
  createdAt: '2025-01-02T11:55:00Z',
});

const ready = (patch: Partial<ArenaState> = {}): ArenaState => ({
  ...IDLE_ARENA_STATE,
  status: 'ready',
  playerId: ME,
  ...patch,
});

describe('selectArenaPage', () => {
  it('below rank A: the lock and what the arena holds', () => {
    const world = arenaWorld(1);
    world.player.hunterRank = 'B';
    const view = selectArenaPage(world, ready(), NOW);
    expect(view.locked).toBe('The arena opens at Hunter Rank A: clear the rank trial to A.');
    expect(view.holds).toContain('No gear, gold or health is lost in the arena.');
    expect(view.holds.join(' ')).toContain(String(ARENA_START_RATING));
  });

  it('from rank A without a card: publish, and every ladder row says why it cannot be fought yet', () => {
    const view = selectArenaPage(arenaWorld(1), ready({ ladder: [standing('them', dorn, 1300)] }), NOW);
    expect(view.locked).toBeNull();
    expect(view.card).toBeNull();
    expect(view.publishLabel).toBe('Publish my card');
    expect(view.publishNote).toBe(ARENA_PAGE_TEXT.noCard);
    expect(view.ladder[0]).toMatchObject({
      position: 1,
      name: 'Dorn',
      isMe: false,
      duelBlockedBy: ARENA_PAGE_TEXT.duelNeedsCard,
    });
  });

  it('with a card: the card, the standing, the ladder and my duels', () => {
    const mine = standing(ME, mira, 1216, 4, 2);
    const state = ready({
      mine,
      ladder: [standing('them', dorn, 1300, 9, 1), mine],
      duels: [duel('d2', 'them', ME, 'defender'), duel('d1', ME, 'them', 'defender')],
    });
    const view = selectArenaPage(arenaWorld(1), state, NOW);
    expect(view.publishLabel).toBe('Refresh my card');
    expect(view.publishNote).toBe(ARENA_PAGE_TEXT.cardNote);
    expect(view.standing).toEqual({ rating: 1216, record: '4–2' });
    expect(view.card).toMatchObject({ name: 'Mira', rank: 'A', level: mira.level });
    expect(view.card!.stats.map((stat) => stat.label)).toEqual([
      'Health',
      'Attack',
      'Armour',
      'Crit chance',
      'Crit damage',
      'Attack every',
      'Evasion',
    ]);
    expect(view.card!.gear).toHaveLength(mira.gear.length);
    expect(view.card!.gear.find((piece) => piece.slot === 'Weapon')?.name).toBeTruthy();
    expect(view.card!.abilities).toHaveLength(mira.abilities.length);
    expect(view.card!.wraiths[0]).toMatchObject({ level: mira.wraiths[0]!.level });
    expect(view.ladder.map((row) => [row.position, row.name, row.record, row.isMe, row.duelBlockedBy])).toEqual([
      [1, 'Dorn', '9–1', false, null],
      [2, 'Mira', '4–2', true, null],
    ]);
    expect(view.duels).toEqual([
      expect.objectContaining({
        id: 'd2',
        opponent: 'Dorn',
        side: 'Challenged you',
        won: true,
        change: '+16',
        when: '5 min ago',
      }),
      expect.objectContaining({ id: 'd1', opponent: 'Dorn', side: 'You challenged', won: false, change: '−16' }),
    ]);
  });

  it('while a duel runs the rows cannot be fought; then the verdict', () => {
    const base = ready({ mine: standing(ME), ladder: [standing('them', dorn)] });
    const duelView = {
      duelId: 'x',
      opponentId: 'them',
      opponentName: 'Dorn',
      won: true,
      endedBy: 'knockout' as const,
      durationMs: 31_240,
      ratingBefore: 1200,
      ratingAfter: 1216,
      verified: true,
    };
    const fighting = selectArenaPage(arenaWorld(1), { ...base, duel: { ...duelView, phase: 'fighting' } }, NOW);
    expect(fighting.dueling).toBe(true);
    expect(fighting.fighting).toEqual({ opponentName: 'Dorn', duelId: 'x' });
    expect(fighting.ladder[0]!.duelBlockedBy).toBe('A duel is under way');
    expect(fighting.verdict).toBeNull();

    const done = selectArenaPage(arenaWorld(1), { ...base, duel: { ...duelView, phase: 'verdict' } }, NOW);
    expect(done.verdict).toEqual({
      title: 'Victory',
      won: true,
      opponentName: 'Dorn',
      rating: '1200 → 1216',
      change: '+16',
      ending: 'Dorn fell after 31.2 s.',
      note: 'No gear is lost in the arena',
    });
    const lost = selectArenaPage(
      arenaWorld(1),
      { ...base, duel: { ...duelView, won: false, endedBy: 'time', ratingAfter: 1184, phase: 'verdict' } },
      NOW,
    );
    expect(lost.verdict).toMatchObject({ title: 'Defeat', rating: '1200 → 1184', change: '−16' });
    expect(lost.verdict!.ending).toContain('Time ran out at 90 s');
  });

  it('formats rating changes and times', () => {
    expect(ratingChange(1200, 1200)).toBe('±0');
    expect(timeAgo('2025-01-02T11:59:40Z', NOW)).toBe('just now');
    expect(timeAgo('2025-01-02T09:00:00Z', NOW)).toBe('3 h ago');
    expect(timeAgo('2024-12-30T12:00:00Z', NOW)).toBe('3 d ago');
    expect(timeAgo('nonsense', NOW)).toBe('');
  });
});
