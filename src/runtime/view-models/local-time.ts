/**
 * The player's local time for the pages that show it (quests' daily reset, timed events): the local
 * UTC offset at the world's time, and day and clock labels computed without a Date (pure).
 */
import { localDayIndex, localMinuteOfDay, type StepContext } from '@/core/context';
import type { ReadonlyWorld } from '@/core/readonly';
import { localWeekday } from '@/core/timed-events';
import { utcOffsetAt } from '../core-simulation';

/** The context the core steps with, at the world's time. */
export function localContextOf(world: ReadonlyWorld): StepContext {
  return localContextAt(world.sim.nowMs);
}

/** The context at an epoch time (the offset moves with daylight saving). */
export function localContextAt(epochMs: number): StepContext {
  return { utcOffsetMinutes: utcOffsetAt(epochMs) };
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "18:00" in local time. */
export function localClock(epochMs: number, context: StepContext): string {
  const minute = localMinuteOfDay(epochMs, context.utcOffsetMinutes);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The weekday's name ("Saturday") of `epochMs` in local time. */
export function localWeekdayName(epochMs: number, context: StepContext): string {
  return WEEKDAYS[localWeekday(epochMs, context.utcOffsetMinutes)]!;
}

/** Whether two times fall on the same local day. */
export function sameLocalDay(a: number, b: number, context: StepContext): boolean {
  return localDayIndex(a, context.utcOffsetMinutes) === localDayIndex(b, context.utcOffsetMinutes);
}

/** "Today", "Tomorrow" or the weekday ("Saturday") of `epochMs`, seen from `nowMs`. */
export function localDayName(epochMs: number, nowMs: number, context: StepContext): string {
  const offset = context.utcOffsetMinutes;
  const days = localDayIndex(epochMs, offset) - localDayIndex(nowMs, offset);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return localWeekdayName(epochMs, context);
}

/** "2d 4h", "5h 12m", "12m 05s", "40s": a countdown (seconds only in the last hour). */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
}
