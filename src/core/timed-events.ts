/**
 * Timed events (issue 15): computed from the date alone, so no server is needed and every device
 * agrees. The daily Happy Hour and the weekly events of `content/timed-events.ts` each multiply one
 * number of the rules while they run, in the player's local time (`StepContext.utcOffsetMinutes`).
 * Online a rule reads the multiplier at the tick's time; time away reads its average over the span.
 */
import { TIMED_EVENTS } from '@/content/timed-events';
import type { TimedEventDef, TimedEventEffectKind } from '@/content/types';
import { localDayIndex, localMinuteOfDay, type StepContext } from './context';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** 1970-01-01 was a Thursday: weekday 4 with 0 = Sunday. */
export function localWeekday(epochMs: number, utcOffsetMinutes: number): number {
  return (((localDayIndex(epochMs, utcOffsetMinutes) + 4) % 7) + 7) % 7;
}

export function isEventRunning(def: TimedEventDef, epochMs: number, context: StepContext): boolean {
  const { schedule } = def;
  if (schedule.kind === 'daily') {
    const minute = localMinuteOfDay(epochMs, context.utcOffsetMinutes);
    return minute >= schedule.startMinute && minute < schedule.endMinute;
  }
  return schedule.days.includes(localWeekday(epochMs, context.utcOffsetMinutes));
}

export function runningEvents(epochMs: number, context: StepContext): TimedEventDef[] {
  return TIMED_EVENTS.filter((def) => isEventRunning(def, epochMs, context));
}

/** The product of the running events' multipliers for one kind of number (1 when none runs). */
export function eventMultiplier(kind: TimedEventEffectKind, epochMs: number, context: StepContext): number {
  let multiplier = 1;
  for (const def of TIMED_EVENTS) {
    if (!isEventRunning(def, epochMs, context)) continue;
    for (const effect of def.effects) if (effect.kind === kind) multiplier *= effect.multiplier;
  }
  return multiplier;
}

export interface EventWindow {
  readonly eventId: string;
  /** Epoch ms. */
  readonly startsAt: number;
  readonly endsAt: number;
}

/** Start of the local day holding `epochMs`, as epoch ms. */
function localDayStart(epochMs: number, utcOffsetMinutes: number): number {
  return localDayIndex(epochMs, utcOffsetMinutes) * DAY_MS - utcOffsetMinutes * MINUTE_MS;
}

/**
 * The windows of one event that overlap [fromMs, fromMs + horizonMs), in order; a weekly event's
 * consecutive days are one window (Saturday and Sunday: one weekend).
 */
export function eventWindows(
  def: TimedEventDef,
  fromMs: number,
  horizonMs: number,
  context: StepContext,
): EventWindow[] {
  const windows: EventWindow[] = [];
  const offset = context.utcOffsetMinutes;
  const until = fromMs + horizonMs;
  // Start a day early so a window already running at fromMs is found whole.
  for (let day = localDayStart(fromMs, offset) - DAY_MS; day < until; day += DAY_MS) {
    let startsAt: number;
    let endsAt: number;
    if (def.schedule.kind === 'daily') {
      startsAt = day + def.schedule.startMinute * MINUTE_MS;
      endsAt = day + def.schedule.endMinute * MINUTE_MS;
    } else {
      if (!def.schedule.days.includes(localWeekday(day, offset))) continue;
      startsAt = day;
      endsAt = day + DAY_MS;
    }
    const last = windows[windows.length - 1];
    if (last && last.endsAt === startsAt) windows[windows.length - 1] = { ...last, endsAt };
    else windows.push({ eventId: def.id, startsAt, endsAt });
  }
  return windows.filter((slot) => slot.endsAt > fromMs && slot.startsAt < until);
}

/**
 * The moments strictly inside (startMs, endMs) where an event changing one of `kinds` starts or ends,
 * in order: between two of them, every multiplier of those kinds holds still.
 */
export function eventBoundaries(
  kinds: readonly TimedEventEffectKind[],
  startMs: number,
  endMs: number,
  context: StepContext,
): number[] {
  const cuts = new Set<number>();
  if (!(endMs > startMs)) return [];
  for (const def of TIMED_EVENTS) {
    if (!def.effects.some((effect) => kinds.includes(effect.kind))) continue;
    for (const slot of eventWindows(def, startMs, endMs - startMs, context)) {
      if (slot.startsAt > startMs && slot.startsAt < endMs) cuts.add(slot.startsAt);
      if (slot.endsAt > startMs && slot.endsAt < endMs) cuts.add(slot.endsAt);
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

/** The running event that changes one kind of number at a moment (the first listed), or null. */
export function eventChanging(kind: TimedEventEffectKind, epochMs: number, context: StepContext): TimedEventDef | null {
  for (const def of TIMED_EVENTS)
    if (def.effects.some((effect) => effect.kind === kind) && isEventRunning(def, epochMs, context)) return def;
  return null;
}

/**
 * The time-weighted average multiplier of one kind over [startMs, endMs): what a closed-form
 * catch-up applies to a rate that ran evenly over the span. 1 for an empty span.
 */
export function averageEventMultiplier(
  kind: TimedEventEffectKind,
  startMs: number,
  endMs: number,
  context: StepContext,
): number {
  const span = endMs - startMs;
  if (!(span > 0)) return 1;
  // Events only start and end on minute boundaries, so the running set is constant between them:
  // sum each boundary-to-boundary piece (a 12 h absence is at most a few dozen pieces).
  const points = [startMs, ...eventBoundaries([kind], startMs, endMs, context), endMs];
  let weighted = 0;
  for (let index = 0; index < points.length - 1; index += 1) {
    const from = points[index]!;
    const to = points[index + 1]!;
    weighted += (to - from) * eventMultiplier(kind, from, context);
  }
  return weighted / span;
}
