/**
 * The save the pipeline stores: the core's GameState itself (the world is the save, spec 000 §3),
 * plus generic JSON types for the code that walks every field (reconciliation, migrations).
 */
import type { GameState } from '@/core/state';

export { ACCOUNT_TIERS, HUNTER_RANKS } from '@/content/ids';
export type { AccountTier, HunterRank } from '@/content/ids';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** The save as the pipeline sees it: the core's world. Times are epoch milliseconds. */
export type SaveState = GameState;

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
