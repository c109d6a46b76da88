import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarProvider } from '@/hud/components/ui/sidebar-context';
import { AuthContext, type AuthContextValue } from '@/hud/game/auth-context';
import { ErrorLogProvider } from '@/hud/game/error-log-context';
import type { SidebarData } from '@/hud/game/sidebar-data';
import { ErrorLog } from '@/platform/error-log/error-log';
import { GameSidebar } from './GameSidebar';
import { sampleSidebarData, signedInAuth } from './test-fixtures';

function renderSidebar(node: ReactNode, auth: AuthContextValue = signedInAuth()) {
  return render(
    <ErrorLogProvider log={new ErrorLog()}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={['/game']}>
          <SidebarProvider>{node}</SidebarProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </ErrorLogProvider>,
  );
}

afterEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

describe('GameSidebar states', () => {
  it('shows the Loading state', () => {
    renderSidebar(<GameSidebar data={null} loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading...');
    expect(screen.queryByText('No player data found')).not.toBeInTheDocument();
  });

  it('shows "No player data found" without data, and still the links and footer', () => {
    renderSidebar(<GameSidebar data={null} loading={false} />);
    expect(screen.getByText('No player data found')).toBeInTheDocument();
    for (const name of [
      'Battle',
      'Quests',
      'Inventory',
      'Bank',
      'Wraiths',
      'Abilities',
      'Upgrade Account',
      'Combat Statistics',
      'Settings',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the Admin link to admins only', () => {
    renderSidebar(<GameSidebar data={null} loading={false} />, signedInAuth({ isAdmin: true }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/game/admin');
  });

  it('logs out from the footer', async () => {
    const signOut = vi.fn(async () => undefined);
    renderSidebar(<GameSidebar data={null} loading={false} />, signedInAuth({ signOut }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});

describe('GameSidebar with player data', () => {
  it('shows the worn title under the name', () => {
    const data = sampleSidebarData();
    renderSidebar(
      <GameSidebar data={{ ...data, player: { ...data.player, title: 'the Rift Reaper' } }} loading={false} />,
    );
    expect(screen.getByTestId('player-title')).toHaveTextContent('the Rift Reaper');
    expect(screen.getByTestId('player-header')).toHaveTextContent('nightblade12345the Rift Reaper');
  });

  it('shows the header, the character block, the skill groups and at most 4 achievements', () => {
    renderSidebar(<GameSidebar data={sampleSidebarData()} loading={false} />);
    expect(screen.getByTestId('player-header')).toHaveTextContent('nightblade12345');
    expect(screen.getByTestId('player-header')).toHaveTextContent('Level 12');
    expect(screen.getByTestId('player-header')).toHaveTextContent('Rank E');
    // No title worn: nothing under the name.
    expect(screen.queryByTestId('player-title')).toBeNull();
    const character = screen.getByRole('region', { name: 'Character' });
    expect(character).toHaveTextContent('80 / 100');
    expect(character).toHaveTextContent('30 / 50');
    for (const stat of ['STR14', 'AGI11', 'VIT9', 'INT7', 'PER6']) expect(character).toHaveTextContent(stat);
    for (const group of ['Combat', 'Gathering', 'Production', 'Leadership'])
      expect(screen.getByRole('button', { name: new RegExp(group) })).toBeInTheDocument();
    // Combat opens first: its skills link to their pages with level and progress; the skill in training says so.
    const bladework = screen.getByRole('link', { name: 'Bladework, level 11, training' });
    expect(bladework).toHaveAttribute('href', '/game/skills/bladework');
    expect(screen.getByRole('link', { name: 'Witchcraft, level 1' })).toHaveAttribute(
      'href',
      '/game/skills/witchcraft',
    );
    // The bar is drawn for the eye; the link's name already says the level (a bar inside a link would add its value).
    expect(within(bladework).getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('First Blood')).toBeInTheDocument();
    expect(screen.getByText('Deep Pockets')).toBeInTheDocument();
    expect(screen.queryByText('Hidden Fifth')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All achievements' })).toHaveAttribute('href', '/game/achievements');
  });

  it('opens a collapsed group', async () => {
    renderSidebar(<GameSidebar data={sampleSidebarData()} loading={false} />);
    expect(screen.queryByRole('link', { name: /Smithing/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Production/ }));
    expect(screen.getByRole('link', { name: 'Smithing, level 4' })).toHaveAttribute('href', '/game/skills/smithing');
  });

  it('opens an achievement detail dialog', async () => {
    renderSidebar(<GameSidebar data={sampleSidebarData()} loading={false} />);
    await userEvent.click(screen.getByText('Rift Walker'));
    const dialog = await screen.findByRole('dialog', { name: /Rift Walker/ });
    expect(dialog).toHaveTextContent('Clear 10 rifts.');
    expect(dialog).toHaveTextContent('3 / 10');
  });
});

describe('rank dialog', () => {
  const openRankDialog = async (data: SidebarData, onStartRankTrial?: () => void) => {
    renderSidebar(<GameSidebar data={data} loading={false} onStartRankTrial={onStartRankTrial} />);
    await userEvent.click(screen.getByTestId('player-header'));
    return screen.findByRole('dialog', { name: /Hunter Rank/ });
  };

  it('lists the next rank requirements and offers the trial when the first three hold', async () => {
    const start = vi.fn();
    const dialog = await openRankDialog(sampleSidebarData(), start);
    expect(dialog).toHaveTextContent('Flagship rift cleared: The Tutorial Rift');
    expect(dialog).toHaveTextContent('Two combat skills at level 10');
    expect(dialog).toHaveTextContent('Total XP: 6,000 / 5,000');
    expect(dialog).toHaveTextContent('Rank trial completed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Rank Trial' }));
    expect(start).toHaveBeenCalledOnce();
  });

  it('keeps the trial closed while a requirement is missing', async () => {
    const data = sampleSidebarData();
    data.rank.next = { ...data.rank.next!, riftCleared: false, canStartTrial: false };
    const dialog = await openRankDialog(data, () => undefined);
    expect(within(dialog).getByRole('button', { name: 'Start Rank Trial' })).toBeDisabled();
  });

  it('says that leaving a trial counts as a lost attempt', async () => {
    const dialog = await openRankDialog(sampleSidebarData(), () => undefined);
    expect(within(dialog).getByTestId('trial-attempt-rule')).toHaveTextContent(
      'Leaving a trial counts as a lost attempt: starting another, or not coming back within 30 minutes to ' +
        'finish it. After a lost attempt the next one opens 10 minutes later.',
    );
    expect(within(dialog).queryByRole('timer')).toBeNull();
  });

  it('after a lost attempt, counts down to the next one and keeps the trial closed until then', async () => {
    const data = sampleSidebarData();
    data.rank.nextAttemptAt = Date.now() + 7 * 60_000 + 32_000;
    const start = vi.fn();
    const dialog = await openRankDialog(data, start);
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Next attempt in 7:3[12]$/);
    const button = within(dialog).getByRole('button', { name: 'Start Rank Trial' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(start).not.toHaveBeenCalled();
  });

  it('opens the trial again once the wait is over', async () => {
    const data = sampleSidebarData();
    data.rank.nextAttemptAt = Date.now() - 1_000;
    const dialog = await openRankDialog(data, () => undefined);
    expect(within(dialog).queryByRole('timer')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Start Rank Trial' })).toBeEnabled();
  });

  it('reads "Trial in Progress..." while a trial runs', async () => {
    const data = sampleSidebarData();
    data.rank.trialInProgress = true;
    const dialog = await openRankDialog(data, () => undefined);
    expect(within(dialog).getByRole('button', { name: 'Trial in Progress...' })).toBeDisabled();
  });

  it('reads "Maximum Rank Achieved" at SSS', async () => {
    const data = sampleSidebarData({
      player: { username: 'legend', level: 100, rank: 'SSS', accountTier: 'supporter' },
    });
    data.rank.next = null;
    const dialog = await openRankDialog(data, () => undefined);
    expect(within(dialog).getByRole('button', { name: 'Maximum Rank Achieved' })).toBeDisabled();
  });

  it('tells a demo account at rank D about the cap', async () => {
    const data = sampleSidebarData({ player: { username: 'capped', level: 15, rank: 'D', accountTier: 'demo' } });
    data.rank.next = {
      ...data.rank.next!,
      rank: 'C',
      canStartTrial: false,
      tierMessage:
        'Demo accounts are limited to Hunter Rank D. Upgrade to unlock higher ranks and more challenging content!',
    };
    const dialog = await openRankDialog(data, () => undefined);
    expect(dialog).toHaveTextContent(
      'Demo accounts are limited to Hunter Rank D. Upgrade to unlock higher ranks and more challenging content!',
    );
    expect(within(dialog).getByRole('button', { name: 'Start Rank Trial' })).toBeDisabled();
  });
});

describe('SidebarProvider', () => {
  it('toggles with Ctrl+B and Cmd+B and keeps the state in the sidebar_state cookie for 7 days', () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    renderSidebar(<GameSidebar data={null} loading={false} />);
    const sidebar = () => document.querySelector('[data-slot="sidebar"]');
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    act(() => void fireEvent.keyDown(window, { key: 'b', metaKey: true }));
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    act(() => void fireEvent.keyDown(window, { key: 'b' }));
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(cookieWrites).toEqual([
      'sidebar_state=false; path=/; max-age=604800; SameSite=Lax',
      'sidebar_state=true; path=/; max-age=604800; SameSite=Lax',
    ]);
    spy.mockRestore();
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar(<GameSidebar data={null} loading={false} />);
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
  });
});
