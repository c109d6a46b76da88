import { step, TICK_MS } from '@/core/step';
import type { StepContext } from '@/core/context';
import type { GameEvent } from '@/core/events';
import type { GameState } from '@/core/state';
import type { Command, CommandReply } from '@/core/commands';
import { journalCommand, type JournalWriter } from '@/core/journal/journal';
import type { SimulationPort, TickContext } from './simulation-port';
import { catchUpMeasured } from './saves/last-absence';

/** The core seen through the runtime's port: the loop steps it, long gaps go to its catch-up. */
export type CoreSimulation = SimulationPort<GameState, Command, GameEvent, CommandReply>;

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
  // A long gap is time away: measured hour by hour for the activity page (saves/last-absence.ts).
  catchUp: (world, elapsedMs, context) => catchUpMeasured(world, elapsedMs, stepContext(context)),
};

/**
 * The core's simulation with every input written to `journal` first (issue 31): each tick with its commands and
 * local offset, each catch-up with its length. The core receives the commands in their journal form (plain JSON),
 * so the server's replay of the journal reads exactly what this world was given.
 */
export function journaledCoreSimulation(journal: JournalWriter): CoreSimulation {
  return {
    tickMs: TICK_MS,
    step: (world, commands, context) => {
      const given = commands.length === 0 ? commands : commands.map(journalCommand);
      const stepAt = stepContext(context);
      journal.recordTick(given, stepAt);
      return step(world, given, stepAt);
    },
    catchUp: (world, elapsedMs, context) => {
      const stepAt = stepContext(context);
      journal.recordAway(elapsedMs, stepAt);
      return catchUpMeasured(world, elapsedMs, stepAt);
    },
  };
}
