import type { GameState } from '@/core/state';
import { coreSimulation, type CoreRuntime } from '@/runtime/core-simulation';
import { GameRuntime } from '@/runtime/game-runtime';
import { isImportantHudEvent, selectHudSnapshot } from '@/runtime/hud-snapshot';
import { ManualClock } from '@/platform/clock';
import { advanceFrames, ManualFrameScheduler } from '@/runtime/testing/manual-frames';
import type { GameSession } from '../game-session';

/**
 * A real game session for component tests: the core world on a real GameRuntime whose frames run
 * only when the test calls `frames` (a manual clock and frame scheduler, no wall time).
 */
export function createTestSession(world: GameState) {
  const clock = new ManualClock();
  const wall = new ManualClock(world.sim.nowMs);
  const scheduler = new ManualFrameScheduler();
  const runtime: CoreRuntime = new GameRuntime({
    world,
    simulation: coreSimulation,
    snapshot: selectHudSnapshot,
    isImportantEvent: isImportantHudEvent,
    frameClock: clock,
    wallClock: wall,
    scheduler,
    visibility: null,
  });
  const session: GameSession = { runtime, send: (command) => runtime.enqueue(command) };
  runtime.start();
  /** Advances `count` frames of `frameMs` each (the loop steps 100 ms ticks inside). */
  const frames = (frameMs: number, count = 1) => {
    wall.step(frameMs * count);
    advanceFrames(clock, scheduler, frameMs, count);
  };
  return { session, runtime, frames };
}
