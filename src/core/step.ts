/**
 * One fixed tick of the simulation. `step` mutates the world in place and returns what happened.
 *
 * Order within a tick (documented contract):
 *   1. commands, in the given order, at the current time (each gets a reply from the system that
 *      owns its type);
 *   2. the clock advances by TICK_MS (`sim.tick`, `sim.nowMs`);
 *   3. every system's tick, in the order of GAME_SYSTEMS (game-systems.ts, where each position's
 *      reason is written).
 */
import { applyCommand } from './apply-command';
import type { CommandReply } from './commands';
import { DEFAULT_CONTEXT, type StepContext } from './context';
import type { GameEvent } from './events';
import { GAME_REGISTRY } from './game-systems';
import type { SystemRegistry } from './registry';
import { SeededRandom } from './rng';
import type { GameState } from './state-types';
import type { TickContext } from './system';
import { TICK_MS } from './tick';

export { TICK_MS };

export interface TickResult {
  events: GameEvent[];
  replies: CommandReply[];
}

const NO_COMMANDS: readonly unknown[] = [];

/** One tick of the systems of `registry` (tests pass their own; the game uses `step`). */
export function stepSystems(
  registry: SystemRegistry,
  world: GameState,
  commands: readonly unknown[],
  context: StepContext,
): TickResult {
  const events: GameEvent[] = [];
  const replies: CommandReply[] = [];
  const tick: TickContext = { context, events, random: new SeededRandom(world.sim.rng) };
  for (let index = 0; index < commands.length; index++)
    replies.push(applyCommand(registry, world, commands[index], tick));
  world.sim.tick += 1;
  world.sim.nowMs += TICK_MS;
  const tickers = registry.tickers;
  for (let index = 0; index < tickers.length; index++) tickers[index]!(world, tick);
  return { events, replies };
}

export function step(
  world: GameState,
  commands: readonly unknown[] = NO_COMMANDS,
  context: StepContext = DEFAULT_CONTEXT,
): TickResult {
  return stepSystems(GAME_REGISTRY, world, commands, context);
}

/** Steps `ticks` ticks with no commands; returns all events (tests, short catch-ups). */
export function stepMany(world: GameState, ticks: number, context: StepContext = DEFAULT_CONTEXT): GameEvent[] {
  const events: GameEvent[] = [];
  for (let index = 0; index < ticks; index++) {
    const result = step(world, NO_COMMANDS, context);
    if (result.events.length > 0) events.push(...result.events);
  }
  return events;
}
