import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { IDLE_ARENA_STATE, type ArenaController, type ArenaState } from '@/runtime/arena/arena-controller';

/** The signed-in player's arena controller while the game runs (provided by hud/app's GameFrame). */
export const ArenaContext = createContext<ArenaController | null>(null);

// Read before the game runs (no controller): an arena never read.
const idleStore = createStore<ArenaState>()(() => IDLE_ARENA_STATE);

export function useArenaController(): ArenaController | null {
  return useContext(ArenaContext);
}

/** A narrow read of the arena's state; idle while there is no controller. */
export function useArenaState<T>(controller: ArenaController | null, selector: (state: ArenaState) => T): T {
  return useStore(controller?.store ?? idleStore, selector);
}
