/**
 * The part of the save (spec 000 §3, BRIEF_SCHEMA "Save JSON") that the save pipeline relies on.
 * The core's GameState is richer; until it is merged the pipeline codes against this structural
 * type and treats every other field as opaque JSON. The lead swaps it for the core's type later.
 * No index signatures here: an interface without one (as the core's will be) stays assignable.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export const ACCOUNT_TIERS = ['demo', 'base', 'expansion_1', 'expansion_2', 'supporter'] as const;
export type AccountTier = (typeof ACCOUNT_TIERS)[number];

export const HUNTER_RANKS = ['E', 'D', 'C', 'B', 'A', 'S', 'SS', 'SSS'] as const;
export type HunterRank = (typeof HUNTER_RANKS)[number];

export interface SavePlayer {
  id: string;
  username: string;
  level: number;
  experience: number;
  health: number;
  maxHealth: number;
  mana: number;
  maxMana: number;
  hunterRank: HunterRank;
  accountTier: AccountTier;
}

export interface SaveInventoryItem {
  id: string;
  quantity: number;
}

export interface SaveSkill {
  level: number;
  experience: number;
  isTraining: boolean;
}

export interface SaveCombat {
  currentAreaId: string | null;
  currentEnemyId: string | null;
  combatStartTime: number | null;
  enemyHealth: number | null;
  clearedRifts: string[];
  discoveredAreas: string[];
}

export interface SaveStats {
  totalPlaytime: number;
  enemiesKilled: number;
  deaths: number;
}

/** The save as the pipeline sees it. Times are epoch milliseconds. */
export interface SaveState {
  version: number;
  playerId: string;
  timestamp: number;
  createdAt: number;
  lastSaved: number;
  player: SavePlayer;
  inventory: { items: SaveInventoryItem[] };
  skills: Record<string, SaveSkill>;
  combat: SaveCombat;
  stats: SaveStats;
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
