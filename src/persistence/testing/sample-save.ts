/** A small valid save for unit tests: a fresh character made by the core (spec 000 §9). */
import { createNewGameState } from '@/core/state';
import type { AccountTier } from '@/content/ids';
import type { SaveState } from '@/persistence/save-shape';

export interface SampleSaveOptions {
  playerId?: string;
  lastSaved?: number;
  tier?: AccountTier;
  /** When the character was made; by default a fixed time, so samples differ only in lastSaved. */
  createdAt?: number;
}

const DEFAULT_CREATED_AT = 1_699_999_940_000;

export function createSampleSave(options: SampleSaveOptions = {}): SaveState {
  const playerId = options.playerId ?? 'user-1';
  const lastSaved = options.lastSaved ?? 1_700_000_000_000;
  const state = createNewGameState({
    userId: playerId,
    email: 'hunter@example.com',
    tier: options.tier ?? 'demo',
    nowMs: options.createdAt ?? Math.min(DEFAULT_CREATED_AT, lastSaved),
    seed: playerId,
  });
  return { ...state, timestamp: lastSaved, lastSaved };
}
