/**
 * Brings a loaded world up to the present: the time since its simulation clock (`world.sim.nowMs`,
 * the moment it was saved) is handed to the core's catch-up: under a minute stepped tick by tick,
 * longer as offline progress (spec 001 §4). A failure keeps the world as it was and says so.
 */
import { catchUp, type CatchUpResult, type OfflineGains } from '@/core/offline';
import type { GameState } from '@/core/state';
import { cloneWorld } from '@/core/world';
import { errorMessage, type Logger, type Notifier } from '@/persistence/deps';
import { utcOffsetAt, type CoreSimulation } from '@/runtime/core-simulation';
import { timelineOf, type CatchUpWithTimeline } from './last-absence';

export const OFFLINE_FAILED_MESSAGE = 'Failed to process offline progress';

export interface CaughtUp {
  world: GameState;
  /** Set when the gap counted as time away (a minute or more). */
  gains: OfflineGains | null;
  /** The core's result (null when nothing was stepped): a short gap's ticks carry their events. */
  result: CatchUpResult | null;
  /** The catch-up as the journal records it (null when nothing was stepped). */
  away: { ms: number; utcOffsetMinutes: number } | null;
}

/** A world ready to run, as a session's loader hands it to the game. */
export interface LoadedWorld {
  world: GameState;
  /** A new character was made (none was saved). */
  created: boolean;
  /**
   * The catch-up done at load, if any. A reload within a minute of the last save steps the gap tick by
   * tick before the game runs; the HUD shows that catch-up's news (a level reached) once it is up.
   */
  catchUp?: CatchUpResult | null;
  /** How the runtime steps this world (the save pipeline's journals every input; the core's own by default). */
  simulation?: CoreSimulation;
}

export function catchUpToNow(world: GameState, nowMs: number, notifier: Notifier, logger: Logger): CaughtUp {
  const awayMs = nowMs - world.sim.nowMs;
  if (awayMs <= 0) return { world, gains: null, result: null, away: null };
  // Work on a copy: a failure half-way must not leave a half-updated world.
  const working = cloneWorld(world);
  try {
    const context = { utcOffsetMinutes: utcOffsetAt(nowMs) };
    const result: CatchUpWithTimeline = catchUp(working, awayMs, context);
    // The untouched `world` is the world as the player left it: the absence measured hour by hour.
    if (result.mode === 'offline' && result.gains) result.timeline = timelineOf(world, awayMs, context);
    return {
      world: working,
      gains: result.mode === 'offline' ? result.gains : null,
      result,
      away: { ms: awayMs, utcOffsetMinutes: context.utcOffsetMinutes },
    };
  } catch (error) {
    logger.error(OFFLINE_FAILED_MESSAGE, { awayMs, error: errorMessage(error) });
    notifier.error(OFFLINE_FAILED_MESSAGE);
    return { world, gains: null, result: null, away: null };
  }
}
