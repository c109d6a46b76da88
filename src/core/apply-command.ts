/** Validates and applies one command through the registry; always answers, never throws. */
import type { CommandReply } from './commands';
import type { SystemRegistry } from './registry';
import type { GameState } from './state-types';
import type { TickContext } from './system';

function commandIdOf(command: unknown): string | undefined {
  if (typeof command !== 'object' || command === null) return undefined;
  const commandId = (command as { commandId?: unknown }).commandId;
  return typeof commandId === 'string' ? commandId : undefined;
}

export function applyCommand(
  registry: SystemRegistry,
  world: GameState,
  command: unknown,
  tick: TickContext,
): CommandReply {
  const commandId = commandIdOf(command);
  const reply = (message: string | null): CommandReply => {
    const answer: CommandReply = message === null ? { ok: true } : { ok: false, message };
    return commandId === undefined ? answer : { ...answer, commandId };
  };
  const type = typeof command === 'object' && command !== null ? (command as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return reply('Invalid command');
  const handler = registry.handlers.get(type);
  if (handler === undefined) return reply(`Unknown command: ${type}`);
  try {
    // The handler owns this type and validates every field itself (commands arrive from outside).
    return reply(handler(world, command as never, tick));
  } catch (error) {
    // A malformed command must not take the game down; rules validate before they change anything.
    return reply(`Command failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
