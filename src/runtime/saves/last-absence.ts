/**
 * The last time away of this game session, hour by hour (core/absence.ts): measured from a copy of
 * the world taken before the catch-up, kept in memory only (never saved), for the activity page's
 * "Your last time away". Every catch-up of a minute or more (at load, or a long gap while the game
 * runs) replaces it; a new save session starts with none.
 */
import { createStore } from 'zustand/vanilla';
import { absenceTimeline, type AbsenceTimeline } from '@/core/absence';
import type { StepContext } from '@/core/context';
import { catchUp, CATCH_UP_TICK_LIMIT_MS, type CatchUpResult } from '@/core/offline';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameState } from '@/core/state';
import { cloneWorld } from '@/core/world';

export interface LastAbsenceState {
  timeline: AbsenceTimeline | null;
}

export const lastAbsenceStore = createStore<LastAbsenceState>(() => ({ timeline: null }));

export function recordLastAbsence(timeline: AbsenceTimeline | null): void {
  if (timeline) lastAbsenceStore.setState({ timeline });
}

export function clearLastAbsence(): void {
  lastAbsenceStore.setState({ timeline: null });
}

/** A catch-up's result, with the timeline of the absence when it counted as time away. */
export type CatchUpWithTimeline = CatchUpResult & { timeline?: AbsenceTimeline | null };

/**
 * The timeline of an absence from the world as it was before it; null when it could not be measured
 * (the catch-up itself is never held up by it).
 */
export function timelineOf(before: ReadonlyWorld, awayMs: number, context: StepContext): AbsenceTimeline | null {
  try {
    return absenceTimeline(before, awayMs, context);
  } catch {
    return null;
  }
}

/** The core's catch-up, measuring the absence hour by hour when it is time away (a minute or more). */
export function catchUpMeasured(world: GameState, elapsedMs: number, context: StepContext): CatchUpWithTimeline {
  if (elapsedMs < CATCH_UP_TICK_LIMIT_MS) return catchUp(world, elapsedMs, context);
  const before = cloneWorld(world);
  const result = catchUp(world, elapsedMs, context);
  if (result.mode !== 'offline' || !result.gains) return result;
  return { ...result, timeline: timelineOf(before, elapsedMs, context) };
}

/** The timeline a catch-up result carries, if any (results reach listeners untyped). */
export function timelineFromResult(result: unknown): AbsenceTimeline | null {
  if (typeof result !== 'object' || result === null || !('timeline' in result)) return null;
  return (result as CatchUpWithTimeline).timeline ?? null;
}
