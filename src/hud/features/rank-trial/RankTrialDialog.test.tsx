import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HunterRank } from '@/content/ids';
import type { RankTrialState } from '@/runtime/rank-trials/rank-trial-controller';
import { RankTrialDialog } from './RankTrialDialog';

const finished = (promotedTo: HunterRank | null, won = true): RankTrialState => ({
  serverRank: promotedTo,
  trialInProgress: false,
  trialCompleted: false,
  phase: 'finished',
  view: null,
  result: {
    won,
    promotedTo,
    message: won ? 'Congratulations! You have been promoted!' : 'Trial failed. Try again when you’re ready.',
  },
});

function renderDialog(state: RankTrialState, onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/game']}>
      <Routes>
        <Route
          path="/game"
          element={<RankTrialDialog state={state} onDrink={vi.fn()} onForfeit={vi.fn()} onClose={onClose} />}
        />
        <Route path="/game/combat" element={<h1>The combat page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

describe('the rank trial dialog', () => {
  it('shows the promotion moment: the new rank, what it gives, the areas it opens and the way to them', async () => {
    const onClose = renderDialog(finished('D'));
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
    renderDialog(finished(null, false));
    expect(screen.getByText('Trial failed. Try again when you’re ready.')).toBeInTheDocument();
    expect(screen.queryByTestId('promotion-card')).toBeNull();
  });
});
