/**
 * The save the pipeline stores: the core's GameState itself (the world is the save, spec 000 §3),
 * plus generic JSON types for the code that walks every field (reconciliation, migrations).
 */
import type { JournalEntry } from '@/core/journal/journal-types';
import type { GameState } from '@/core/state';

export { ACCOUNT_TIERS, HUNTER_RANKS } from '@/content/ids';
export type { AccountTier, HunterRank } from '@/content/ids';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/**
 * The journal kept beside the world in every save (issue 31): the verified state it starts from and the entries
 * since. `baseHash` null: this world plays on this device only (loaded by hand from a slot or a file the server
 * cannot vouch for). `inFlight`: the first `count` entries were sent as journal `id`, answer not yet known (resent
 * with the same id, so a lost answer is acknowledged again instead of refused).
 */
export interface SavedJournal {
  baseHash: string | null;
  entries: JournalEntry[];
  inFlight: { id: string; count: number } | null;
}

/**
 * The save as the pipeline sees it: the core's world, and beside it the journal since the last verified state
 * (absent in saves from before verified syncs). The journal is never part of the running world. Times are epoch
 * milliseconds.
 */
export type SaveState = GameState & { journal?: SavedJournal };

/** The world of a save, without its journal (what the runtime runs and what a world hash covers). */
export function worldOf(state: SaveState): GameState {
  if (state.journal === undefined) return state;
  const { journal: _journal, ...world } = state;
  return world;
}

/** The summary kept beside each slot (spec 000 §3 save slot metadata). */
export interface SaveSummary {
  level: number;
  hunterRank: string;
  playtime: number;
  lastModified: number;
}

export function summarizeSave(state: SaveState): SaveSummary {
  return {
    level: state.player.level,
    hunterRank: state.player.hunterRank,
    playtime: state.stats.totalPlaytime,
    lastModified: state.lastSaved,
  };
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The save as generic JSON, for code that walks every field (reconciliation, migrations). */
export function saveAsJson(state: SaveState): JsonObject {
  return state as unknown as JsonObject;
}
