import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/hud/game/auth-context';
import { FeaturePage } from './FeaturePage';

const player: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  isAdmin: false,
  adminChecked: true,
  accountTier: 'demo',
  refreshAccountTier: async () => undefined,
  signIn: async () => undefined,
  signUp: async () => undefined,
  signOut: async () => undefined,
};

function renderPage(page: Parameters<typeof FeaturePage>[0]['page']) {
  render(
    <AuthContext.Provider value={player}>
      <MemoryRouter>
        <FeaturePage page={page} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('feature pages', () => {
  it('a keeper page in a development build (tests run as one) says the build is open to all', () => {
    expect(import.meta.env.DEV).toBe(true);
    renderPage('debug-activity');
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toContainEqual(expect.stringContaining('Development build: keeper pages are open to everyone here.'));
    expect(screen.queryByText('Keepers only')).toBeNull();
    expect(screen.getByText('Development build')).toBeInTheDocument();
  });

  it('a page whose system is still to come says it opens in a coming update, and no keeper banner', () => {
    renderPage('audio-settings');
    expect(screen.getAllByRole('note')).toEqual([screen.getByTestId('coming-update')]);
    expect(screen.getByTestId('coming-update')).toHaveTextContent('This page opens in a coming update.');
    expect(screen.queryByText(/Development build/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Planned', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Custom sounds', level: 2 })).toBeInTheDocument();
  });
});
