import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { formatSeconds } from '@/hud/lib/format';
import { ActivityQueueStrip } from './ActivityQueueStrip';
import { createTestSession, stepWorld } from './testing/test-session';

type World = ReturnType<typeof createTestWorld>;

const SEEP = 'rift_edge_mana_seep';
const DRILLS = 'sword_drills';

function renderStrip(world: World, path = '/game/mining') {
  const test = createTestSession(world);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ActivityQueueStrip session={test.session} />
    </MemoryRouter>,
  );
  const play = async (count = 1) => {
    await act(async () => {
      test.frames(100, count);
      await Promise.resolve();
    });
  };
  return { ...test, play, user: userEvent.setup() };
}

const strip = () => screen.getByRole('region', { name: 'Activity queue' });
const queue = (world: World, activityType: 'mining' | 'training', targetId: string, count: number) =>
  stepWorld(world, [{ type: 'queueActivity', activityType, targetId, count }]);

describe('the activity queue strip', () => {
  it('is hidden while nothing is queued', () => {
    renderStrip(createTestWorld());
    expect(screen.queryByRole('region', { name: 'Activity queue' })).toBeNull();
  });

  it('shows the entry under way with its live bar, the entries waiting and a link to the page', async () => {
    const world = createTestWorld();
    queue(world, 'mining', SEEP, 3);
    queue(world, 'training', DRILLS, 2);
    queue(world, 'training', 'shield_drills', 1);
    const { play } = renderStrip(world);
    await play(1);
    const harvest = world.mining.currentActivity!;
    expect(strip()).toHaveTextContent(/^Mine .+ ×3/);
    expect(within(strip()).getByTestId('queue-strip-left')).toHaveTextContent('3 harvests left');
    expect(within(strip()).getByRole('progressbar')).toHaveAccessibleName(/harvest progress$/);
    expect(within(strip()).getByTestId('queue-strip-time-left')).toHaveTextContent(
      `${formatSeconds(harvest.endTime - world.sim.nowMs)} left`,
    );
    expect(within(strip()).getByTestId('queue-strip-next')).toHaveTextContent('+2 next');
    expect(within(strip()).getByRole('link', { name: 'Open the activity queue' })).toHaveAttribute(
      'href',
      '/game/activity',
    );
    expect(within(strip()).queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('offers Resume after the player stopped the queue’s activity, and resumes', async () => {
    const world = createTestWorld();
    queue(world, 'mining', SEEP, 3);
    queue(world, 'training', DRILLS, 1);
    stepWorld(world, [{ type: 'stopMining' }]);
    const { play, user } = renderStrip(world);
    expect(strip()).toHaveTextContent(/Queue paused: you stopped Mine .+ ×3/);
    expect(within(strip()).getByTestId('queue-strip-next')).toHaveTextContent('+1 next');
    await user.click(within(strip()).getByRole('button', { name: 'Resume' }));
    await play(1);
    expect(world.skillTraining.activeSession?.activityId).toBe(DRILLS);
    expect(strip()).toHaveTextContent(/^Train .+ ×1/);
    expect(within(strip()).queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('names the next entry while it waits behind the player’s own activity (issue 32)', async () => {
    const world = createTestWorld();
    stepWorld(world, [{ type: 'startCombat', areaId: 'tutorial_rift', kills: 2 }]);
    queue(world, 'mining', SEEP, 2);
    queue(world, 'mining', SEEP, 1);
    const { play } = renderStrip(world);
    await play(1);
    expect(strip()).toHaveTextContent(/^Next: Mine .+ ×2, after your fight/);
    expect(strip()).not.toHaveTextContent('Queue paused');
    expect(within(strip()).getByTestId('queue-strip-next')).toHaveTextContent('+1 next');
  });

  it('stays away from the activity page, which shows the queue in full', () => {
    const world = createTestWorld();
    queue(world, 'mining', SEEP, 3);
    renderStrip(world, '/game/activity');
    expect(screen.queryByRole('region', { name: 'Activity queue' })).toBeNull();
  });
});
