import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { DeathRecordView } from '@/runtime/view-models/death-recap';

export interface DeathRecapState {
  /** The death to recap, or null while the dialog is closed. */
  recap: DeathRecordView | null;
  /** A death while away: "You Died While Offline", resurrected with 5 HP. */
  offline: boolean;
}

/** UI state of the death recap dialog: one per page, outside React so non-React code can open it. */
export const deathRecapStore = createStore<DeathRecapState>(() => ({ recap: null, offline: false }));

/**
 * Opens the death recap with the core's record. The game shell calls it on `playerDied`; the save
 * pipeline calls it with `{ offline: true }` after offline progress ended in a death.
 */
export function showDeathRecap(recap: DeathRecordView, { offline = recap.offline }: { offline?: boolean } = {}): void {
  deathRecapStore.setState({ recap, offline }, true);
}

export function dismissDeathRecap(): void {
  deathRecapStore.setState({ recap: null, offline: false }, true);
}

export function useDeathRecapState(): DeathRecapState {
  return useStore(deathRecapStore);
}
