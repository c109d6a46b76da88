/**
 * The systems a simulation runs, indexed for dispatch. Built once from an ordered list (the game's
 * list is in game-systems.ts; tests build their own with extra systems).
 */
import type { AnyGameSystem, CommandHandler } from './system';

export interface SystemRegistry {
  /** In list order: the order of ticks and of time away. */
  readonly systems: readonly AnyGameSystem[];
  /** Command type -> the one handler that owns it. */
  readonly handlers: ReadonlyMap<string, CommandHandler<never>>;
  /** The per-tick updates, in list order: a plain array of functions, so a quiet tick costs a few calls. */
  readonly tickers: readonly NonNullable<AnyGameSystem['tick']>[];
}

export function createRegistry(systems: readonly AnyGameSystem[]): SystemRegistry {
  const handlers = new Map<string, CommandHandler<never>>();
  const owners = new Map<string, string>();
  const ids = new Set<string>();
  for (const system of systems) {
    if (ids.has(system.id)) throw new Error(`System ${system.id} is listed twice`);
    ids.add(system.id);
    for (const type of Object.keys(system.commands)) {
      const handler = system.commands[type]!;
      const owner = owners.get(type);
      if (owner !== undefined) throw new Error(`Command ${type} is handled by both ${owner} and ${system.id}`);
      owners.set(type, system.id);
      handlers.set(type, handler);
    }
  }
  const tickers = systems.flatMap((system) => (system.tick === undefined ? [] : [system.tick]));
  return { systems, handlers, tickers };
}
