import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HunterRank } from '@/content/ids';
import type { RankTrialState } from '@/runtime/rank-trials/rank-trial-controller';
import type { TrialView } from '@/runtime/rank-trials/trial-view';
import { TrialPanel } from './TrialPanel';

const finished = (promotedTo: HunterRank | null, won = true, nextAttemptAt: number | null = null): RankTrialState => ({
  serverRank: promotedTo,
  trialInProgress: false,
  trialCompleted: false,
  phase: 'finished',
  view: null,
  nextAttemptAt,
  result: {
    won,
    promotedTo,
    message: won ? 'Congratulations! You have been promoted!' : 'Trial failed. Try again when you’re ready.',
  },
});

function renderPanel(state: RankTrialState, onClose = vi.fn(), onDrink = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/game']}>
      <Routes>
        <Route
          path="/game"
          element={<TrialPanel state={state} onDrink={onDrink} onForfeit={vi.fn()} onClose={onClose} />}
        />
        <Route path="/game/combat" element={<h1>The combat page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('the rank trial panel', () => {
  it('shows the promotion moment: the new rank, what it gives, the areas it opens and the way to them', async () => {
    const onClose = renderPanel(finished('D'));
    const card = screen.getByRole('region', { name: 'Promoted to Hunter Rank D' });
    expect(within(card).getByText(/Hunter Rank D/)).toBeInTheDocument();
    expect(within(card).getByText('+10% health and damage')).toBeInTheDocument();
    const areas = within(card).getByLabelText('Areas now open');
    expect(within(areas).getByText('The Hollow Crypt')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: /To the new areas/ }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'The combat page' })).toBeInTheDocument();
  });

  it('shows no promotion for a failed trial', () => {
    renderPanel(finished(null, false));
    expect(screen.getByText('Trial failed. Try again when you’re ready.')).toBeInTheDocument();
    expect(screen.queryByTestId('promotion-card')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts down to the next attempt after a lost trial', () => {
    vi.useFakeTimers({
      now: Date.UTC(2025, 0, 15, 9, 0, 0),
      toFake: ['Date', 'setInterval', 'setTimeout', 'clearInterval', 'clearTimeout'],
    });
    try {
      renderPanel(finished(null, false, Date.UTC(2025, 0, 15, 9, 9, 59)));
      expect(screen.getByRole('timer')).toHaveTextContent('Next attempt in 9:59');
      act(() => void vi.advanceTimersByTime(2_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Next attempt in 9:57');
      act(() => void vi.advanceTimersByTime(600_000));
      expect(screen.queryByRole('timer')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the fight: the wave, the clock, the rule, and a draught button that drinks', async () => {
    const view: TrialView = {
      trialId: 'trial_d',
      name: 'The Gatekeeper’s Exam',
      description: 'The Guild’s oldest test.',
      ruleName: 'Three draughts, three minutes',
      ruleText: 'The Guild gives you three draughts.',
      wardenName: 'Examiner Hask',
      wardenTitle: 'Proctor of the Tutorial Rift',
      wardenDescription: 'A retired hunter.',
      elapsedMs: 0,
      timeLimitMs: 180_000,
      wave: 1,
      waves: 3,
      foeName: 'Rift Rat',
      foeIsWarden: false,
      foeHealth: 40,
      foeMaxHealth: 40,
      wardenPhase: 0,
      enraged: false,
      hunterHealth: 120,
      hunterMaxHealth: 240,
      draughtsLeft: 3,
      draughtsAllowed: true,
      draughtHealPercent: 35,
      autoDraughtBelowPercent: 30,
      draughtReady: true,
      blows: [],
      outcome: 'running',
    };
    const onDrink = vi.fn();
    renderPanel({ ...finished(null), phase: 'fighting', result: null, view }, vi.fn(), onDrink);
    const panel = screen.getByRole('region', { name: 'Rank trial' });
    expect(within(panel).getByRole('heading', { name: 'The Gatekeeper’s Exam' })).toBeInTheDocument();
    expect(within(panel).getByText(`Wave 1 of 3`)).toBeInTheDocument();
    expect(within(panel).getByText('3:00 left')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'You health' })).toHaveAttribute('aria-valuenow', '120');
    await userEvent.click(within(panel).getByRole('button', { name: /Drink draught \(3\)/ }));
    expect(onDrink).toHaveBeenCalledTimes(1);
    expect(within(panel).queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
