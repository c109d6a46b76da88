import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { Dock, DockProvider } from '@/hud/components/ui/dock';
import { SidebarProvider } from '@/hud/components/ui/sidebar-context';
import { formatSeconds } from '@/hud/lib/format';
import { ActivityOverlay, othersText, STRIP_SCROLLED_AWAY_PX } from './ActivityOverlay';
import { ActivityQueueStrip } from './ActivityQueueStrip';
import { skillPath } from './skill-catalog';
import { createTestSession, stepWorld } from './testing/test-session';

type World = ReturnType<typeof createTestWorld>;

const DRILLS = 'sword_drills';
const SEEP = 'rift_edge_mana_seep';
const RIFT = 'tutorial_rift';

function renderOverlay(world: World, path: string) {
  const test = createTestSession(world);
  render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarProvider defaultOpen>
        <ActivityQueueStrip session={test.session} />
        <ActivityOverlay session={test.session} />
      </SidebarProvider>
    </MemoryRouter>,
  );
  const play = async (count = 1) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, play };
}

const chip = () => screen.getByTestId('activity-overlay');
const noChip = () => expect(screen.queryByTestId('activity-overlay')).toBeNull();
const train = (world: World) => stepWorld(world, [{ type: 'startTraining', skill: 'bladework', activityId: DRILLS }]);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('the activity overlay', () => {
  it('shows nothing while the hunter is idle', () => {
    renderOverlay(createTestWorld(), '/game/bank');
    noChip();
  });

  it('shows training started by hand with its live bar, and leads to the skill’s page', async () => {
    const world = createTestWorld();
    train(world);
    const { play } = renderOverlay(world, '/game/bank');
    await play(1);
    const session = world.skillTraining.activeSession!;
    expect(chip()).toHaveAttribute('href', skillPath('bladework'));
    expect(chip()).toHaveAccessibleName(/^Training .+: open its page$/);
    const place = screen.getByRole('complementary', { name: 'Current activity' });
    expect(within(place).getByRole('progressbar')).toHaveAccessibleName(/^Training .+ progress$/);
    expect(within(place).getByTestId('activity-overlay-time-left')).toHaveTextContent(
      `${formatSeconds(session.endsAt - world.sim.nowMs)} left`,
    );
  });

  it('counts a fight’s kills live, and leads to the combat page', async () => {
    const world = createTestWorld();
    stepWorld(world, [{ type: 'startCombat', areaId: RIFT }]);
    const { play } = renderOverlay(world, '/game/bank');
    expect(chip()).toHaveAttribute('href', '/game/combat');
    expect(screen.getByTestId('activity-overlay-kills')).toHaveTextContent('0 kills this fight');
    world.combat.session!.enemiesKilled = 2;
    await play(1);
    expect(screen.getByTestId('activity-overlay-kills')).toHaveTextContent('2 kills this fight');
  });

  it('stays off admin routes, the activity’s own page and the activity page', () => {
    for (const path of ['/game/admin', '/game/admin/users', skillPath('bladework'), '/game/activity']) {
      const world = createTestWorld();
      train(world);
      const view = renderOverlay(world, path);
      noChip();
      view.runtime.dispose();
      cleanup();
    }
  });

  it('does not repeat the queue strip: it appears once the page is scrolled past the strip', async () => {
    const world = createTestWorld();
    stepWorld(world, [{ type: 'queueActivity', activityType: 'mining', targetId: SEEP, count: 3 }]);
    const { play } = renderOverlay(world, '/game/bank');
    await play(1);
    expect(screen.getByRole('region', { name: 'Activity queue' })).toBeInTheDocument();
    noChip();
    scrollTo(STRIP_SCROLLED_AWAY_PX + 100);
    expect(chip()).toHaveAttribute('href', '/game/mining');
    expect(chip()).toHaveAccessibleName(/^Mine .+ ×3: open its page$/);
    scrollTo(0);
    noChip();
  });

  it('names the other activities under way in words, not a bare count', async () => {
    const world = createTestWorld();
    train(world);
    stepWorld(world, [{ type: 'startCombat', areaId: RIFT }]);
    const { play } = renderOverlay(world, '/game/bank');
    await play(1);
    expect(chip()).toHaveAccessibleName(/^Training .+, and 1 more activity: open its page$/);
    expect(screen.getByTestId('activity-overlay-others')).toHaveTextContent('and 1 more activity');
    expect(othersText(2)).toBe('2 more activities');
  });

  it('draws itself in the dock’s activity slot, not over the page', async () => {
    const world = createTestWorld();
    train(world);
    const test = createTestSession(world);
    render(
      <MemoryRouter initialEntries={['/game/bank']}>
        <DockProvider>
          <SidebarProvider defaultOpen>
            <main data-testid="page" />
            <Dock />
            <ActivityOverlay session={test.session} />
          </SidebarProvider>
        </DockProvider>
      </MemoryRouter>,
    );
    await act(async () => {
      test.frames(100, 1);
      await Promise.resolve();
    });
    const slot = screen.getByTestId('game-dock').querySelector('[data-dock-slot="activity"]')!;
    expect(slot).toContainElement(chip());
    expect(screen.getByRole('complementary', { name: 'Current activity' }).className).not.toMatch(/\bfixed\b/);
  });
});
