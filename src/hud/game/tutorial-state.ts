import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * A request to show the tutorial again (Game Help's Replay Tutorial). The tutorial and help are
 * separate features, so the request lives here: help calls `openTutorial()`, the tutorial host
 * reads `useTutorialRequest()` and calls `closeTutorialRequest()` when the overlay closes.
 */
interface TutorialRequestState {
  /** Forced open, whatever the save says. */
  requested: boolean;
}

export const tutorialRequestStore = createStore<TutorialRequestState>(() => ({ requested: false }));

export function openTutorial(): void {
  tutorialRequestStore.setState({ requested: true });
}

export function closeTutorialRequest(): void {
  tutorialRequestStore.setState({ requested: false });
}

export function useTutorialRequest(): boolean {
  return useStore(tutorialRequestStore, (state) => state.requested);
}
