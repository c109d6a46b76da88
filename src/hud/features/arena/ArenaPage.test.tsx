import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { ArenaContext } from '@/hud/game/arena';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { ManualClock } from '@/platform/clock';
import type { ArenaBackend, ArenaStanding, DuelOutcome } from '@/runtime/arena/arena-backend';
import { ArenaController } from '@/runtime/arena/arena-controller';
import { arenaCard, arenaOutcome, arenaWorld } from '@/runtime/arena/arena-testing';
import { ServerRefusal } from '@/runtime/rank-trials/rank-trial-backend';
import { ArenaPage } from './ArenaPage';

const ME = 'me-id';
const THEM = 'them-id';
const mira = arenaCard(1, 'Mira');
const dorn = arenaCard(2, 'Dorn');

const standing = (playerId: string, card = mira, rating = 1200): ArenaStanding => ({
  playerId,
  card,
  rating,
  wins: 2,
  losses: 1,
  publishedAt: '2025-01-01T00:00:00Z',
});

const outcome = (): DuelOutcome =>
  arenaOutcome('duel-5', 5, { playerId: ME, card: mira, rating: 1200 }, { playerId: THEM, card: dorn, rating: 1250 });

function renderArena(options: { rank?: 'B' | 'A'; published?: boolean; duel?: () => Promise<DuelOutcome> } = {}) {
  const world = arenaWorld(1, 'Mira');
  world.player.hunterRank = options.rank ?? 'A';
  let mine: ArenaStanding | null = options.published === false ? null : standing(ME);
  const backend: ArenaBackend = {
    playerId: () => Promise.resolve(ME),
    publish: () => {
      mine = standing(ME);
      return Promise.resolve({ card: mira, rating: 1200, wins: 0, losses: 0 });
    },
    duel: options.duel ?? (() => Promise.resolve(outcome())),
    readLadder: () => Promise.resolve([standing(THEM, dorn, 1250), ...(mine ? [mine] : [])]),
    readMyCard: () => Promise.resolve(mine),
    readMyDuels: () => Promise.resolve([]),
  };
  const sent: Command[] = [];
  let send: (command: Command) => Promise<{ ok: true } | { ok: false; message: string }> = () =>
    Promise.resolve({ ok: true });
  const clock = new ManualClock();
  const controller = new ArenaController({
    backend,
    clock,
    notifier: { success: () => 0, info: () => 0, warning: () => 0, error: (title) => errors.push(title) },
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    isOnline: () => true,
    syncForServer: () => Promise.resolve({ status: 'synced', conflictsResolved: 0 }),
    getWorld: () => page.session.runtime.world,
    send: (command) => {
      sent.push(command);
      return send(command);
    },
  });
  const errors: string[] = [];
  const page = renderGamePage(
    world,
    <ArenaContext.Provider value={controller}>
      <ArenaPage />
    </ArenaContext.Provider>,
    '/game/arena',
  );
  send = (command) => page.session.send(command);
  return { ...page, controller, sent, clock, errors };
}

describe('the arena page', () => {
  it('below rank A shows the lock and what the arena holds, and reads nothing', async () => {
    const { controller } = renderArena({ rank: 'B' });
    expect(await screen.findByText('The arena opens at Hunter Rank A: clear the rank trial to A.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What the arena holds' })).toBeVisible();
    expect(screen.getByText('No gear, gold or health is lost in the arena.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Publish my card/ })).toBeNull();
    expect(controller.store.getState().status).toBe('idle');
  });

  it('from rank A shows my card, my standing and the ladder with a Duel button on every row but mine', async () => {
    renderArena();
    expect(await screen.findByTestId('arena-card-name')).toHaveTextContent('Mira');
    expect(screen.getByRole('button', { name: /Refresh my card/ })).toBeEnabled();
    expect(screen.getByText(/Your card shows your last saved hunter/)).toBeVisible();
    expect(screen.getByTestId('arena-rating')).toHaveTextContent('1200');
    expect(screen.getByTestId('arena-record')).toHaveTextContent('2–1');
    const rows = within(screen.getByTestId('arena-ladder')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: 'Duel Dorn' })).toBeEnabled();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    for (const button of screen.getAllByRole('button')) expect(button.className).toContain('min-h-11');
  });

  it('without a card offers to publish, and the Duel buttons wait for it', async () => {
    const { user } = renderArena({ published: false });
    const publish = await screen.findByRole('button', { name: /Publish my card/ });
    expect(screen.getByRole('button', { name: 'Duel Dorn' })).toBeDisabled();
    await user.click(publish);
    expect(await screen.findByTestId('arena-card-name')).toHaveTextContent('Mira');
    expect(screen.getByRole('button', { name: 'Duel Dorn' })).toBeEnabled();
  });

  it('a duel records its outcome, plays on the canvas and ends in the verdict', async () => {
    const page = renderArena();
    const expected = outcome();
    await page.user.click(await screen.findByRole('button', { name: 'Duel Dorn' }));
    await page.play();
    expect(page.sent).toEqual([{ type: 'recordArenaDuel', duelId: 'duel-5', won: expected.won }]);
    const stage = await screen.findByTestId('duel-stage');
    expect(within(stage).getByTestId('scene-viewport')).toHaveAttribute('data-scene', 'duel');
    expect(screen.getByRole('button', { name: 'Duel Dorn' })).toBeDisabled();
    act(() => {
      page.clock.step(expected.result.durationMs + 200);
    });
    const verdict = await screen.findByTestId('duel-verdict');
    expect(verdict).toHaveTextContent(expected.won ? 'Victory' : 'Defeat');
    expect(verdict).toHaveTextContent(`1200 → ${expected.attacker.ratingAfter}`);
    expect(verdict).toHaveTextContent('No gear is lost in the arena');
    await page.user.click(within(verdict).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('duel-stage')).toBeNull();
  });

  it("shows a refusal in the server's words", async () => {
    const page = renderArena({
      duel: () => Promise.reject(new ServerRefusal('Too many duels: at most 30 an hour. Try again later.')),
    });
    await page.user.click(await screen.findByRole('button', { name: 'Duel Dorn' }));
    expect(page.errors).toEqual(['Too many duels: at most 30 an hour. Try again later.']);
    expect(screen.queryByTestId('duel-stage')).toBeNull();
  });
});
