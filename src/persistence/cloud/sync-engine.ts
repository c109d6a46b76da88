/**
 * One cloud sync, without scheduling or UI: fetch the server save, then push (only this device changed
 * since the last sync), pull (only the server changed) or reconcile with the smart rules (both changed).
 * "Changed" compares each side's lastSaved with the one both agreed on at the last sync (sync-meta):
 * reconciling an unchanged, older server copy would let its "server wins" fields undo new progress.
 */
import { errorMessage, type KeyValueStorage, type Logger } from '@/persistence/deps';
import type { Clock } from '@/platform/clock';
import { clearFreshCharacter, isFreshCharacter } from '@/persistence/fresh-character';
import { SaveMigrationError, type SaveMigration } from '@/persistence/migrations';
import { saveAsJson, type SaveState } from '@/persistence/save-shape';
import { parseSaveData, validateSave } from '@/persistence/schema';
import { loadPlayerState, savePlayerState, type ProfilesClient } from '@/persistence/cloud/profile-api';
import { reconcileStates, type ReconcileResult } from '@/persistence/cloud/reconcile';
import { readSyncMeta, writeSyncMeta } from '@/persistence/cloud/sync-meta';

export interface SyncEngineDeps {
  userId: string;
  client: ProfilesClient;
  getLocalState: () => Promise<SaveState>;
  saveLocal: (state: SaveState) => Promise<void>;
  applyState: (state: SaveState) => void | Promise<void>;
  storage: KeyValueStorage;
  clock: Clock;
  logger: Logger;
  migrations?: readonly SaveMigration[] | undefined;
}

export type SyncDirection = 'push' | 'pull' | 'merge' | 'none';

export interface SyncRun {
  direction: SyncDirection;
  reconciliation: ReconcileResult | null;
}

export class SyncEngine {
  constructor(private readonly deps: SyncEngineDeps) {}

  get lastSyncAt(): number | null {
    return readSyncMeta(this.deps.storage, this.deps.userId).lastSyncAt;
  }

  /** @param forcePush manual sync: push even when nothing changed. */
  async performSync(forcePush: boolean): Promise<SyncRun> {
    const local = await this.deps.getLocalState();
    const server = await this.fetchServerState();
    const { baseLastSaved } = readSyncMeta(this.deps.storage, this.deps.userId);
    if (!server) return this.finishPush(local);
    if (isFreshCharacter(this.deps.storage, this.deps.userId)) {
      clearFreshCharacter(this.deps.storage, this.deps.userId);
      return this.finishPull(server, forcePush);
    }
    const serverChanged = server.lastSaved !== baseLastSaved;
    const localChanged = local.lastSaved !== baseLastSaved;
    if (!serverChanged) {
      if (localChanged || forcePush) return this.finishPush(local);
      this.markSynced(local);
      return { direction: 'none', reconciliation: null };
    }
    if (!localChanged) return this.finishPull(server, forcePush);
    const reconciliation = reconcileStates(server, local, 'smart');
    const merged = validateSave(this.asNewSave(reconciliation.state, server, local));
    await this.deps.saveLocal(merged);
    await this.deps.applyState(merged);
    await this.push(merged);
    this.markSynced(merged);
    return { direction: 'merge', reconciliation };
  }

  /** The server's save, migrated and validated; null when there is none or it is unusable (logged). */
  async fetchServerState(): Promise<SaveState | null> {
    const raw = await loadPlayerState(this.deps.client, this.deps.userId);
    if (raw === null || raw === undefined) return null;
    if (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0) return null;
    try {
      return parseSaveData(raw, this.deps.migrations ?? undefined, this.deps.logger);
    } catch (error) {
      // A save from a newer game must never be overwritten by an older build: that stops the sync.
      if (error instanceof SaveMigrationError && error.reason === 'from-the-future') throw error;
      this.deps.logger.error(
        "The cloud save is unusable and will be replaced by this device's save",
        errorMessage(error),
      );
      return null;
    }
  }

  push(state: SaveState): Promise<void> {
    return savePlayerState(this.deps.client, this.deps.userId, saveAsJson(state), this.deps.clock.now());
  }

  /** Both sides now hold `state` (so the character is no longer a fresh, unchecked one). */
  markSynced(state: SaveState): void {
    writeSyncMeta(this.deps.storage, this.deps.userId, {
      lastSyncAt: this.deps.clock.now(),
      baseLastSaved: state.lastSaved,
    });
    clearFreshCharacter(this.deps.storage, this.deps.userId);
  }

  /** A merge is a new save: stamped later than both sides so every device sees that it changed. */
  asNewSave(merged: SaveState, server: SaveState, local: SaveState): SaveState {
    return { ...merged, lastSaved: Math.max(this.deps.clock.now(), server.lastSaved + 1, local.lastSaved + 1) };
  }

  private async finishPush(local: SaveState): Promise<SyncRun> {
    await this.push(local);
    this.markSynced(local);
    return { direction: 'push', reconciliation: null };
  }

  private async finishPull(server: SaveState, forcePush: boolean): Promise<SyncRun> {
    await this.deps.saveLocal(server);
    await this.deps.applyState(server);
    if (forcePush) await this.push(server);
    this.markSynced(server);
    return { direction: 'pull', reconciliation: null };
  }
}
