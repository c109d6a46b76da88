/**
 * The cloud-sync state the HUD shows (status button, tooltip, details dialog), as a zustand vanilla
 * store. CloudSync writes it; the UI subscribes. `status` is derived and kept current on every write.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ReconciliationLogEntry } from '@/persistence/cloud/reconciliation-log';
import { describeSyncStatus, type SyncPhase, type SyncStatusView } from '@/persistence/cloud/sync-status';

export interface SyncStoreState {
  phase: SyncPhase;
  online: boolean;
  /** Another tab is the writer: this tab does not save or sync. */
  readOnly: boolean;
  /** The world was loaded by hand from a slot or a file the server cannot vouch for: it is not synced. */
  localOnly: boolean;
  lastSyncAt: number | null;
  lastError: string | null;
  /** Refreshed every 30 s so relative times and "Sync overdue" stay current. */
  now: number;
  deviceId: string;
  /** Reconciliation events, newest first. */
  log: ReconciliationLogEntry[];
  status: SyncStatusView;
}

export type SyncStoreInput = Omit<SyncStoreState, 'status'>;
export type SyncStore = StoreApi<SyncStoreState>;

function withStatus(state: SyncStoreInput): SyncStoreState {
  return {
    ...state,
    status: describeSyncStatus({
      online: state.online,
      phase: state.phase,
      lastSyncAt: state.lastSyncAt,
      now: state.now,
      readOnly: state.readOnly,
      localOnly: state.localOnly,
    }),
  };
}

export function createSyncStore(
  initial: Pick<SyncStoreInput, 'deviceId' | 'now'> & Partial<SyncStoreInput>,
): SyncStore {
  return createStore<SyncStoreState>()(() =>
    withStatus({
      phase: 'idle',
      online: true,
      readOnly: false,
      localOnly: false,
      lastSyncAt: null,
      lastError: null,
      log: [],
      ...initial,
    }),
  );
}

/** Applies a change and recomputes the status. */
export function patchSyncStore(store: SyncStore, patch: Partial<SyncStoreInput>): void {
  const { status: _status, ...current } = store.getState();
  store.setState(withStatus({ ...current, ...patch }), true);
}
