import { describe, expect, it } from 'vitest';
import { TIMED_EVENTS } from '@/content/timed-events';
import { FIXTURE_START_MS } from '@/core/testing/fixtures';
import { formatTimeLeft } from './local-time';
import { scheduleText, selectEventsPage, UPCOMING_HORIZON_MS } from './events-page';

const HOUR = 3_600_000;
/** Wednesday 2025-01-15, 09:00 UTC. */
const WEDNESDAY_9AM_UTC = FIXTURE_START_MS;

describe('the events page view', () => {
  it('at 09:00 on a Wednesday (UTC): the Wraith Tide runs until midnight; Happy Hour comes at 18:00', () => {
    const view = selectEventsPage(WEDNESDAY_9AM_UTC, { utcOffsetMinutes: 0 });
    expect(view.running).toEqual([
      expect.objectContaining({
        eventId: 'wraith_tide',
        name: 'The Wraith Tide',
        effects: ['Wraith tokens drop twice as often'],
        schedule: 'Every Wednesday',
        endsInMs: 15 * HOUR,
      }),
    ]);
    expect(formatTimeLeft(view.running[0]!.endsInMs)).toBe('15h 0m');
    const first = view.upcoming[0]!;
    expect(first).toMatchObject({
      eventId: 'happy_hour',
      when: 'Today 18:00–20:00',
      startsInMs: 9 * HOUR,
      effects: ['+20% training XP'],
    });
    expect(view.upcoming[1]).toMatchObject({ eventId: 'happy_hour', when: 'Tomorrow 18:00–20:00' });
  });

  it('lists every event’s windows over the next 7 days, soonest first, a weekend as one window', () => {
    const now = WEDNESDAY_9AM_UTC;
    const view = selectEventsPage(now, { utcOffsetMinutes: 0 });
    const starts = view.upcoming.map((row) => row.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((at) => at > now && at < now + UPCOMING_HORIZON_MS)).toBe(true);
    expect(view.upcoming.filter((row) => row.eventId === 'happy_hour')).toHaveLength(7);
    const weekend = view.upcoming.filter((row) => row.eventId === 'weekend_bounty');
    expect(weekend).toHaveLength(1);
    expect(weekend[0]).toMatchObject({ when: 'Saturday – Sunday, all day', startsInMs: 2 * 24 * HOUR + 15 * HOUR });
    expect(formatTimeLeft(weekend[0]!.startsInMs)).toBe('2d 15h');
    expect(weekend[0]!.endsAt - weekend[0]!.startsAt).toBe(48 * HOUR);
    expect(view.upcoming.find((row) => row.eventId === 'deepvein_monday')?.when).toBe('Monday, all day');
    // Next Wednesday's tide starts before the week is out.
    expect(view.upcoming.find((row) => row.eventId === 'wraith_tide')?.startsInMs).toBe(6 * 24 * HOUR + 15 * HOUR);
    for (const def of TIMED_EVENTS)
      expect(
        view.upcoming.some((row) => row.eventId === def.id),
        def.id,
      ).toBe(true);
    expect(view.events.map((row) => row.eventId)).toEqual(TIMED_EVENTS.map((def) => def.id));
  });

  it('reads the player’s local time: ten hours east it is Happy Hour; ten hours west still Tuesday', () => {
    const east = selectEventsPage(WEDNESDAY_9AM_UTC, { utcOffsetMinutes: 600 });
    expect(east.running.map((row) => [row.eventId, row.endsInMs])).toEqual([
      ['happy_hour', 1 * HOUR],
      ['wraith_tide', 5 * HOUR],
    ]);
    const west = selectEventsPage(WEDNESDAY_9AM_UTC, { utcOffsetMinutes: -600 });
    expect(west.running).toEqual([]);
    expect(west.upcoming[0]).toMatchObject({ eventId: 'wraith_tide', when: 'Tomorrow, all day', startsInMs: HOUR });
  });

  it('describes each schedule', () => {
    const text = Object.fromEntries(TIMED_EVENTS.map((def) => [def.id, scheduleText(def)]));
    expect(text).toEqual({
      happy_hour: 'Every day, 18:00–20:00',
      weekend_bounty: 'Every Saturday and Sunday',
      deepvein_monday: 'Every Monday',
      wraith_tide: 'Every Wednesday',
    });
  });
});
