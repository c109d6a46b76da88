import type { Command, CommandReply } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import type { GameState } from '@/core/state';
import { coreSimulation } from './core-simulation';
import { GameRuntime, type GameRuntimeOptions } from './game-runtime';
import { isImportantHudEvent, selectHudSnapshot, type HudSnapshot } from './hud-snapshot';

/** The game's runtime: the core's world stepped by the core, published to the HUD as `HudSnapshot`. */
export type CoreRuntime = GameRuntime<GameState, Command, GameEvent, CommandReply, HudSnapshot>;

type FullOptions = GameRuntimeOptions<GameState, Command, GameEvent, CommandReply, HudSnapshot>;

/** The options of a core runtime; the simulation defaults to the core's, the snapshot is always the HUD's. */
export type CoreRuntimeOptions = Omit<FullOptions, 'simulation' | 'snapshot' | 'isImportantEvent'> & {
  simulation?: FullOptions['simulation'];
};

export function createCoreRuntime(options: CoreRuntimeOptions): CoreRuntime {
  return new GameRuntime({
    simulation: coreSimulation,
    ...options,
    snapshot: selectHudSnapshot,
    isImportantEvent: isImportantHudEvent,
  });
}
