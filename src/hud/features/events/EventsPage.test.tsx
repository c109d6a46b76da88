import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { TIMED_EVENTS } from '@/content/timed-events';
import { createTestWorld, FIXTURE_START_MS } from '@/core/testing/fixtures';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { EventsPage } from './EventsPage';

describe('the events page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what runs now with its end, and the coming week soonest first', async () => {
    // The page reads the local offset from the browser: pin it to UTC.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    const world = createTestWorld('base', 1, FIXTURE_START_MS);
    const { play } = renderGamePage(world, <EventsPage />, '/game/events');
    const running = screen.getAllByTestId('running-event');
    expect(running).toHaveLength(1);
    expect(within(running[0]!).getByRole('heading')).toHaveTextContent('The Wraith Tide');
    expect(running[0]).toHaveTextContent('Wraith tokens drop twice as often');
    expect(within(running[0]!).getByTestId('event-ends')).toHaveTextContent('Ends in 15h 0m');

    const upcoming = screen.getAllByTestId('upcoming-event');
    expect(upcoming[0]).toHaveTextContent('Today 18:00–20:00');
    expect(upcoming[0]).toHaveTextContent('Happy Hour');
    expect(upcoming[0]).toHaveTextContent('Starts in 9h 0m');
    expect(upcoming[0]).toHaveTextContent('+20% training XP');
    const weekend = upcoming.find((row) => row.textContent?.includes('The Weekend Bounty'))!;
    expect(weekend).toHaveTextContent('Saturday – Sunday, all day');
    expect(weekend).toHaveTextContent('Starts in 2d 15h');
    for (const def of TIMED_EVENTS) expect(upcoming.some((row) => row.textContent?.includes(def.name))).toBe(true);

    // The countdown ticks with the simulation's clock.
    await play(20);
    expect(within(screen.getAllByTestId('running-event')[0]!).getByTestId('event-ends')).toHaveTextContent(
      'Ends in 14h 59m',
    );
  });
});
