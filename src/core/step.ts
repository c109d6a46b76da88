/**
 * One fixed tick of the simulation. `step` mutates the world in place and returns what happened.
 *
 * Order within a tick (documented contract):
 *   1. commands, in the given order, at the current time (each gets a reply);
 *   2. the clock advances by TICK_MS (`sim.tick`, `sim.nowMs`);
 *   3. regen (once per simulated second: mana, energy, health);
 *   4. training (a session whose end time has passed completes, then repeats);
 *   5. combat (spawn, player action, kill and loot, enemy blow, death, potions);
 *   6. playtime, then the mirrored pool fields of the save.
 */
import { applyCommand } from './apply-command';
import type { Command, CommandReply } from './commands';
import { DEFAULT_CONTEXT, type StepContext } from './context';
import type { GameEvent } from './events';
import { SeededRandom } from './rng';
import type { GameState } from './state-types';
import { syncResourceMirrors } from './stats';
import { combatSystem } from './systems/combat';
import { regenSystem } from './systems/regen';
import { trainingSystem } from './systems/training';

import { TICK_MS } from './tick';

export { TICK_MS };

export interface TickResult {
  events: GameEvent[];
  replies: CommandReply[];
}

const NO_COMMANDS: readonly Command[] = [];

export function step(world: GameState, commands: readonly unknown[] = NO_COMMANDS, context: StepContext = DEFAULT_CONTEXT): TickResult {
  const events: GameEvent[] = [];
  const replies: CommandReply[] = [];
  for (const command of commands) replies.push(applyCommand(world, command, context, events));
  const random = new SeededRandom(world.sim.rng);
  world.sim.tick += 1;
  world.sim.nowMs += TICK_MS;
  regenSystem(world);
  trainingSystem(world, context, events, random);
  combatSystem(world, context, events, random);
  world.stats.totalPlaytime += TICK_MS;
  syncResourceMirrors(world);
  return { events, replies };
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
