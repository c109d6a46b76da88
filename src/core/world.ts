/** The world is the save: helpers to serialize it with a stable key order and to copy it. */
import type { ReadonlyWorld } from './readonly';
import type { GameState } from './state-types';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/** JSON with keys sorted at every level, so equal worlds give equal strings. */
export function serializeWorld(world: ReadonlyWorld): string {
  return JSON.stringify(sortKeys(world));
}

export function parseWorld(json: string): GameState {
  return JSON.parse(json) as GameState;
}

/** A deep copy through JSON (the world is plain JSON by design). */
export function cloneWorld(world: ReadonlyWorld): GameState {
  return JSON.parse(JSON.stringify(world)) as GameState;
}
