import { catchUp } from '@/core/offline';
import { step, TICK_MS } from '@/core/step';
import type { StepContext } from '@/core/context';
import type { GameEvent } from '@/core/events';
import type { GameState } from '@/core/state';
import type { Command, CommandReply } from '@/core/commands';
import type { GameRuntime } from './game-runtime';
import type { HudSnapshot } from './hud-snapshot';
import type { SimulationPort, TickContext } from './simulation-port';

/** The core seen through the runtime's port: the loop steps it, long gaps go to its catch-up. */
export type CoreSimulation = SimulationPort<GameState, Command, GameEvent, CommandReply>;

/** The running game: one GameRuntime stepping the core's world and publishing the HUD snapshot. */
export type CoreRuntime = GameRuntime<GameState, Command, GameEvent, CommandReply, HudSnapshot>;

/** The player's local UTC offset at a wall time (happy hour and daily streaks are local time). */
export function utcOffsetAt(wallTimeMs: number): number {
  return -new Date(wallTimeMs).getTimezoneOffset();
}

function stepContext(context: TickContext): StepContext {
  return { utcOffsetMinutes: utcOffsetAt(context.wallTimeMs) };
}

export const coreSimulation: CoreSimulation = {
  tickMs: TICK_MS,
  step: (world, commands, context) => step(world, commands, stepContext(context)),
  catchUp: (world, elapsedMs, context) => catchUp(world, elapsedMs, stepContext(context)),
};
