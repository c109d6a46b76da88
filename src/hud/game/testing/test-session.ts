import type { Command } from '@/core/commands';
import { ManualClock } from '@/platform/clock';
import { catchUpOutcome } from '@/runtime/catch-up-events';
import { createCoreRuntime, type CoreRuntime, type CoreRuntimeOptions } from '@/runtime/core-runtime';
import { coreSimulation } from '@/runtime/core-simulation';
import { advanceFrames, ManualFrameScheduler } from '@/runtime/testing/manual-frames';
import type { GameSession } from '../game-session';

/**
 * A real game session for component tests: the core world on a real GameRuntime whose frames run
 * only when the test calls `frames` (a manual clock and frame scheduler, no wall time).
 */
export function createTestSession(world: CoreRuntimeOptions['world']) {
  const clock = new ManualClock();
  const wall = new ManualClock(world.sim.nowMs);
  const scheduler = new ManualFrameScheduler();
  const runtime: CoreRuntime = createCoreRuntime({
    world,
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

type TestWorld = CoreRuntimeOptions['world'];

const tickContext = (world: TestWorld) => ({ wallTimeMs: world.sim.nowMs, tick: 0, timeScale: 1 });

/** One tick of `world` with `commands`, outside any runtime: sets a world up before a test shows it. */
export function stepWorld(world: TestWorld, commands: readonly Command[] = []) {
  return coreSimulation.step(world, commands, tickContext(world));
}

/** Time away for `world` as the runtime's catch-up hands it over, read as the HUD reads it. */
export function catchUpWorld(world: TestWorld, elapsedMs: number) {
  return catchUpOutcome(coreSimulation.catchUp(world, elapsedMs, tickContext(world)));
}

/** A reload's gap stepped before the game runs (the save session's load), as the loader hands it over. */
export function catchUpAtLoad(world: TestWorld, elapsedMs: number): unknown {
  return coreSimulation.catchUp(world, elapsedMs, tickContext(world));
}
