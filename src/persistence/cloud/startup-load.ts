/**
 * Load from cloud at start (spec 000 §4): no cloud save -> the local one, pushed; the newer lastSaved
 * wins; equal times are reconciled for real (ruling 10); any error -> the local save. A character made
 * on this device before the cloud could be checked never overrides a cloud save.
 * The info toast naming the save used appears only when the two really differ in progress, and for
 * "Using local save" only when the cloud is not simply this device's own last backup: every page load
 * finds the local save a little newer than the backup, which is no choice worth telling the player.
 */
import { errorMessage, withTimeout, type KeyValueStorage, type Logger, type Notifier } from '@/persistence/deps';
import type { Clock } from '@/platform/clock';
import { clearFreshCharacter, isFreshCharacter } from '@/persistence/fresh-character';
import type { SaveState } from '@/persistence/save-shape';
import { validateSave } from '@/persistence/schema';
import { reconcileStates, type ReconcileResult } from '@/persistence/cloud/reconcile';
import { progressDifferences } from '@/persistence/cloud/progress';
import { readSyncMeta } from '@/persistence/cloud/sync-meta';
import type { SyncEngine } from '@/persistence/cloud/sync-engine';
import { SYNC_TOASTS } from '@/persistence/cloud/sync-status';

/** The cloud read at start gives up after this long and the local save is used. */
export const STARTUP_CLOUD_TIMEOUT_MS = 8_000;

export type StartupSource = 'local' | 'cloud' | 'reconciled' | 'none';

export interface StartupLoadResult {
  state: SaveState | null;
  source: StartupSource;
  reconciliation: ReconcileResult | null;
  /** The cloud could not be read (or held an unusable save); the local save was used. */
  cloudError: string | null;
}

/** What the start-up decision needs from CloudSync. */
export interface StartupContext {
  userId: string;
  engine: SyncEngine;
  storage: KeyValueStorage;
  notifier: Notifier;
  logger: Logger;
  clock: Clock;
  saveLocal(state: SaveState): Promise<void>;
  pushInBackground(state: SaveState): void;
  /** A full background sync (fetch, then push, pull or merge). */
  syncInBackground(): void;
  markSynced(state: SaveState): void;
  appendLog(reconciliation: ReconcileResult | null, success: boolean, error?: string): void;
}

export async function loadFromCloudAtStart(
  context: StartupContext,
  local: SaveState | null,
): Promise<StartupLoadResult> {
  let server: SaveState | null;
  try {
    server = await withTimeout(
      context.engine.fetchServerState(),
      STARTUP_CLOUD_TIMEOUT_MS,
      context.clock,
      `The cloud did not answer within ${STARTUP_CLOUD_TIMEOUT_MS / 1000} seconds`,
    );
  } catch (error) {
    const cloudError = errorMessage(error);
    // No push here: the cloud may hold a save this build must not overwrite (a newer format).
    context.logger.warn('Could not load the cloud save; using the local save', cloudError);
    return { state: local, source: local ? 'local' : 'none', reconciliation: null, cloudError };
  }
  if (!server) {
    if (local) context.pushInBackground(local);
    return { state: local, source: local ? 'local' : 'none', reconciliation: null, cloudError: null };
  }
  const fresh = isFreshCharacter(context.storage, context.userId);
  if (!local || fresh || server.lastSaved > local.lastSaved) {
    // A character made on this device before the cloud was reachable never overrides a cloud save.
    clearFreshCharacter(context.storage, context.userId);
    await context.saveLocal(server);
    context.markSynced(server);
    if (local && progressDifferences(server, local).length > 0)
      context.notifier.info(SYNC_TOASTS.usingCloud.title, { description: SYNC_TOASTS.usingCloud.description });
    return { state: server, source: 'cloud', reconciliation: null, cloudError: null };
  }
  if (local.lastSaved > server.lastSaved) {
    // The local save is played. If the cloud also moved since this device last synced (another
    // device played), it is merged in rather than overwritten, so that device's progress survives.
    const cloudIsOwnBackup = readSyncMeta(context.storage, context.userId).baseLastSaved === server.lastSaved;
    if (!cloudIsOwnBackup && progressDifferences(server, local).length > 0)
      context.notifier.info(SYNC_TOASTS.usingLocal.title, { description: SYNC_TOASTS.usingLocal.description });
    if (cloudIsOwnBackup) context.pushInBackground(local);
    else context.syncInBackground();
    return { state: local, source: 'local', reconciliation: null, cloudError: null };
  }
  // Equal times: reconcile for real (ruling 10).
  const reconciliation = reconcileStates(server, local, 'smart');
  let merged: SaveState;
  try {
    merged = validateSave(
      reconciliation.conflictsFound > 0
        ? context.engine.asNewSave(reconciliation.state, server, local)
        : reconciliation.state,
    );
  } catch (error) {
    context.appendLog(reconciliation, false, errorMessage(error));
    context.logger.error('Reconciled save failed validation; keeping the local save', errorMessage(error));
    return { state: local, source: 'local', reconciliation, cloudError: null };
  }
  context.appendLog(reconciliation, true);
  if (reconciliation.conflictsFound > 0) {
    await context.saveLocal(merged);
    context.notifier.info(SYNC_TOASTS.merged.title, { description: SYNC_TOASTS.merged.description });
    context.pushInBackground(merged);
  } else {
    context.markSynced(merged);
  }
  return { state: merged, source: 'reconciled', reconciliation, cloudError: null };
}
