/**
 * Handles on the save pipeline for end-to-end tests, in development and e2e builds only (`__TEST_HOOKS__`): force a
 * save, read what was acknowledged, drive commands and syncs without clicking through pages that other work owns.
 * A production build compiles them out.
 */
import type { Command, CommandReply } from '@/core/commands';
import type { GameState } from '@/core/state';
import type { ManualSyncResult } from '@/persistence/cloud/cloud-sync';
import type { SyncPhase } from '@/persistence/cloud/sync-status';
import type { WriterRole } from '@/persistence/writer-lock';
import type { SaveSession } from './save-session';

export interface SaveAck {
  sequence: number;
  lastSaved: number;
  slotNumber: number;
}

export interface SaveTestHooks {
  role(): WriterRole;
  world(): GameState | null;
  send(command: Command): Promise<CommandReply>;
  /** Saves now; null when this tab may not write or nothing was written. */
  saveNow(): Promise<SaveAck | null>;
  /** Every local save of the live world since the page loaded, oldest first. */
  acks: SaveAck[];
  syncNow(): Promise<ManualSyncResult>;
  cloudIdle(): Promise<void>;
  /**
   * Stops the sync's schedule: a journey whose setup changes the world by hand (a shortcut no player has) would
   * otherwise see the server's replay undo it at the next push.
   */
  pauseSync(): void;
  sync(): { phase: SyncPhase; online: boolean; lastSyncAt: number | null; lastError: string | null; label: string };
  activeSlot(): number;
  /**
   * Stops every local write (auto-save, exit snapshot): the last acknowledged save stays the slot's newest.
   * The rescue copies' files are let go (their worker holds them open between saves).
   */
  holdSaving(): void;
  /** The state of the last acknowledged save. */
  lastSavedState(): GameState | null;
}

declare global {
  interface Window {
    __shadowHunterSaves?: SaveTestHooks;
  }
}

/** `send` queues a command on the running game (the game session's send). */
export function installSaveTestHooks(
  saves: SaveSession,
  send: (command: Command) => Promise<CommandReply>,
): () => void {
  if (!__TEST_HOOKS__) return () => undefined;
  const acks: SaveAck[] = [];
  let lastState: GameState | null = null;
  const stop = saves.onSaved((result) => {
    lastState = result.state;
    acks.push({
      sequence: result.write.sequence,
      lastSaved: result.state.lastSaved,
      slotNumber: result.write.slotNumber,
    });
  });
  const hooks: SaveTestHooks = {
    role: () => saves.ui.getState().role,
    // End-to-end tests backdate the live world through this hook, standing in for the simulation.
    world: () => saves.world as GameState | null,
    send,
    saveNow: async () => {
      const result = await saves.saveNow();
      return result
        ? { sequence: result.write.sequence, lastSaved: result.state.lastSaved, slotNumber: result.write.slotNumber }
        : null;
    },
    acks,
    syncNow: () => saves.cloud.syncNow(),
    cloudIdle: () => saves.cloud.idle(),
    pauseSync: () => saves.cloud.stop(),
    sync: () => {
      const state = saves.syncStore.getState();
      return {
        phase: state.phase,
        online: state.online,
        lastSyncAt: state.lastSyncAt,
        lastError: state.lastError,
        label: state.status.label,
      };
    },
    activeSlot: () => saves.activeSlot,
    holdSaving: () => saves.holdSavingForTests(),
    lastSavedState: () => lastState,
  };
  window.__shadowHunterSaves = hooks;
  return () => {
    stop();
    if (window.__shadowHunterSaves === hooks) delete window.__shadowHunterSaves;
  };
}
