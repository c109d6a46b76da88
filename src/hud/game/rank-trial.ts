import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  IDLE_TRIAL_STATE,
  type RankTrialController,
  type RankTrialState,
} from '@/runtime/rank-trials/rank-trial-controller';

/** The signed-in player's rank trial controller while the game runs (provided by hud/app's GameFrame). */
export const RankTrialContext = createContext<RankTrialController | null>(null);

// Read before the game runs (no controller): a trial that never starts.
const idleStore = createStore<RankTrialState>()(() => IDLE_TRIAL_STATE);

export function useRankTrialController(): RankTrialController | null {
  return useContext(RankTrialContext);
}

/** A narrow read of the trial's state; idle while there is no controller. */
export function useRankTrialState<T>(
  controller: RankTrialController | null,
  selector: (state: RankTrialState) => T,
): T {
  return useStore(controller?.store ?? idleStore, selector);
}
