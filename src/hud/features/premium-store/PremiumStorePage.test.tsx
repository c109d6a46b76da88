import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { AuthContext, type AuthContextValue } from '@/hud/game/auth-context';
import { GameSessionContext } from '@/hud/game/game-session';
import { createTestSession } from '@/hud/game/testing/test-session';
import { PremiumStorePage } from './PremiumStorePage';

type GameState = ReturnType<typeof createTestWorld>;

const PAID_ONLY = 'This content requires a paid account. Upgrade to access all game features!';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function auth(world: GameState): AuthContextValue {
  return {
    user: { id: 'test-user', email: 'tester@example.com' } as User,
    session: null,
    loading: false,
    isAdmin: false,
    adminChecked: true,
    accountTier: world.player.accountTier,
    refreshAccountTier: async () => undefined,
    signIn: async () => undefined,
    signUp: async () => undefined,
    signOut: async () => undefined,
  };
}

function renderStore(world: GameState) {
  const test = createTestSession(world);
  cleanups.push(() => test.runtime.dispose());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={auth(world)}>
        <MemoryRouter>
          <GameSessionContext.Provider value={test.session}>
            <PremiumStorePage />
          </GameSessionContext.Provider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { tick: () => act(async () => test.frames(100)) };
}

/** The value a tier card gives for one label. */
function cardValue(tier: string, label: string): string | null {
  const card = screen.getByRole('article', { name: `${tier} tier` });
  const term = within(card).getByText(label, { selector: 'dt' });
  // Each row is its label (dt) and its value (dd).
  return term.nextElementSibling?.textContent ?? null;
}

describe('the premium store', () => {
  it('shows the five tiers with their caps, and marks the hunter’s own', () => {
    renderStore(createTestWorld('base'));
    expect(screen.getAllByRole('article', { name: / tier$/ })).toHaveLength(5);
    expect(cardValue('Demo', 'Max skill level')).toBe('15');
    expect(cardValue('Demo', 'Max rank')).toBe('D');
    expect(cardValue('Demo', 'Inventory')).toBe('50');
    expect(cardValue('Demo', 'Bank')).toBe('25');
    expect(cardValue('Base Game', 'Max skill level')).toBe('99');
    expect(cardValue('Base Game', 'Max rank')).toBe('SSS');
    expect(cardValue('Base Game', 'Inventory')).toBe('100 → 250');
    expect(cardValue('Base Game', 'Bank')).toBe('50 → 200');
    expect(cardValue('Expansion II', 'XP')).toBe('×1.15');
    expect(cardValue('Supporter', 'Gold')).toBe('×1.25');
    expect(cardValue('Supporter', 'Start gold')).toBe('2,500');
    expect(screen.getByRole('article', { name: 'Base Game tier' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Demo tier' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('article', { name: 'Base Game tier' })).getByText('Your tier')).toBeInTheDocument();
    expect(screen.getByTestId('fair-play')).toHaveTextContent('No premium currency, no pay-for-power.');
  });

  it('tells a demo account the looks need a paid account, and keeps Wear off', async () => {
    const world = createTestWorld('demo');
    renderStore(world);
    expect(screen.getByTestId('paid-only')).toHaveTextContent(PAID_ONLY);
    const cloak = screen.getByRole('article', { name: 'Ashen Grey Cloak' });
    const wear = within(cloak).getByRole('button', { name: /^Wear Ashen Grey Cloak/ });
    expect(wear).toBeDisabled();
    expect(wear).toHaveTextContent('Needs Base Game');
    expect(
      screen.queryAllByRole('button', { name: /^Wear / }).filter((button) => !button.hasAttribute('disabled')),
    ).toHaveLength(0);
    await userEvent.click(wear);
    expect(world.cosmetics.cloak).toBeNull();
  });

  it('lets a base account wear and take off a base cloak, but not an expansion one', async () => {
    const world = createTestWorld('base');
    const { tick } = renderStore(world);
    expect(screen.queryByTestId('paid-only')).toBeNull();
    const violet = screen.getByRole('article', { name: 'Rift-Violet Cloak' });
    expect(within(violet).getByRole('button', { name: /^Wear Rift-Violet Cloak/ })).toBeDisabled();
    expect(violet).toHaveTextContent('Needs Expansion I');

    const ashen = screen.getByRole('article', { name: 'Ashen Grey Cloak' });
    await userEvent.click(within(ashen).getByRole('button', { name: 'Wear Ashen Grey Cloak' }));
    await tick();
    expect(world.cosmetics.cloak).toBe('cloak_ashen_grey');
    const takeOff = await within(ashen).findByRole('button', { name: 'Take off Ashen Grey Cloak' });
    expect(ashen).toHaveTextContent('Wearing');

    await userEvent.click(takeOff);
    await tick();
    expect(world.cosmetics.cloak).toBeNull();
    await waitFor(() => expect(within(ashen).getByRole('button', { name: 'Wear Ashen Grey Cloak' })).toBeEnabled());
  });
});
