import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RankTrialController, RankTrialState } from '@/runtime/rank-trials/rank-trial-controller';

/** The signed-in player's rank trial controller while the game runs (provided by hud/app's GameFrame). */
export const RankTrialContext = createContext<RankTrialController | null>(null);

const IDLE: RankTrialState = {
  serverRank: null,
  trialInProgress: false,
  trialCompleted: false,
  phase: 'idle',
  view: null,
  result: null,
};
// Read before the game runs (no controller): a trial that never starts.
const idleStore = createStore<RankTrialState>()(() => IDLE);

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
