/**
 * The events page: the timed events running now (with when they end and what they change) and every
 * event's windows over the coming week, in the player's local time, soonest first. Pure: the time
 * and the local offset come in.
 */
import { TIMED_EVENTS } from '@/content/timed-events';
import type { TimedEventDef } from '@/content/types';
import type { StepContext } from '@/core/context';
import { eventWindows, isEventRunning, type EventWindow } from '@/core/timed-events';
import { localClock, localDayName, localWeekdayName, sameLocalDay, WEEKDAYS } from './local-time';

export { formatTimeLeft, localContextAt } from './local-time';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const UPCOMING_HORIZON_MS = 7 * DAY_MS;

export interface EventInfoView {
  eventId: string;
  name: string;
  description: string;
  /** "+20% training XP" */
  effects: string[];
  /** "Every day, 18:00–20:00", "Every Saturday and Sunday" */
  schedule: string;
}

export interface RunningEventView extends EventInfoView {
  /** Epoch ms. */
  endsAt: number;
  endsInMs: number;
}

export interface EventWindowView extends EventInfoView {
  startsAt: number;
  endsAt: number;
  startsInMs: number;
  /** "Today 18:00–20:00", "Saturday – Sunday, all day" (local time). */
  when: string;
}

export interface EventsPageView {
  running: RunningEventView[];
  /** Windows starting within the next 7 days, soonest first. */
  upcoming: EventWindowView[];
  /** Every event, in the table's order. */
  events: EventInfoView[];
  nowMs: number;
}

function listText(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function clockOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export function scheduleText(def: TimedEventDef): string {
  const { schedule } = def;
  if (schedule.kind === 'daily')
    return `Every day, ${clockOfMinute(schedule.startMinute)}–${clockOfMinute(schedule.endMinute)}`;
  // Monday first, so a weekend reads "Saturday and Sunday".
  const mondayFirst = (day: number) => (day + 6) % 7;
  const days = [...schedule.days].sort((a, b) => mondayFirst(a) - mondayFirst(b));
  return `Every ${listText(days.map((day) => WEEKDAYS[day]!))}`;
}

function infoOf(def: TimedEventDef): EventInfoView {
  return {
    eventId: def.id,
    name: def.name,
    description: def.description,
    effects: def.effects.map((effect) => effect.label),
    schedule: scheduleText(def),
  };
}

/** When a window runs, in words, seen from `nowMs`. */
export function windowText(window: EventWindow, nowMs: number, context: StepContext): string {
  const { startsAt, endsAt } = window;
  const startClock = localClock(startsAt, context);
  const endClock = localClock(endsAt, context);
  const wholeDays = startClock === '00:00' && endClock === '00:00' && (endsAt - startsAt) % DAY_MS === 0;
  if (wholeDays) {
    const days = Math.round((endsAt - startsAt) / DAY_MS);
    if (days === 1) return `${localDayName(startsAt, nowMs, context)}, all day`;
    return `${localWeekdayName(startsAt, context)} – ${localWeekdayName(endsAt - MINUTE_MS, context)}, all day`;
  }
  if (sameLocalDay(startsAt, endsAt - MINUTE_MS, context))
    return `${localDayName(startsAt, nowMs, context)} ${startClock}–${endClock}`;
  const startDay = localDayName(startsAt, nowMs, context);
  return `${startDay} ${startClock} – ${localDayName(endsAt, nowMs, context)} ${endClock}`;
}

export function selectEventsPage(nowMs: number, context: StepContext): EventsPageView {
  const running: RunningEventView[] = [];
  const upcoming: EventWindowView[] = [];
  for (const def of TIMED_EVENTS) {
    const info = infoOf(def);
    const windows = eventWindows(def, nowMs, UPCOMING_HORIZON_MS, context);
    if (isEventRunning(def, nowMs, context)) {
      const current = windows.find((window) => window.startsAt <= nowMs && window.endsAt > nowMs);
      if (current) running.push({ ...info, endsAt: current.endsAt, endsInMs: current.endsAt - nowMs });
    }
    for (const window of windows) {
      if (window.startsAt <= nowMs) continue;
      upcoming.push({
        ...info,
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        startsInMs: window.startsAt - nowMs,
        when: windowText(window, nowMs, context),
      });
    }
  }
  running.sort((a, b) => a.endsAt - b.endsAt);
  upcoming.sort((a, b) => a.startsAt - b.startsAt || a.name.localeCompare(b.name));
  return { running, upcoming, events: TIMED_EVENTS.map(infoOf), nowMs };
}
