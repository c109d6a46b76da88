/**
 * What the sync function (supabase/functions/sync) takes from the core, for both of its entries (the gateway's route
 * and the Deno entry): reading a stored verified state, making a hunter's first state, and verifying a journal.
 * States cross as plain JSON: the handler stores and returns them without reading them.
 */
import { hashWorld } from './world-hash';
import {
  firstVerifiedState,
  readVerifiedState,
  verifyJournal,
  type FirstStateOptions,
  type ServerFacts,
  type VerifyClock,
} from './verify';
import type { GameState } from '../state-types';
import { isAccountTier, isHunterRank, type AccountTier, type HunterRank } from '@/content/ids';

export interface VerifiedJson {
  state: unknown;
  hash: string;
}

export interface SyncFactsJson {
  tier: string;
  rank: string;
  /** duel id -> whether this hunter won. */
  duels: Record<string, boolean>;
}

export type SyncVerdict =
  | { ok: true; state: unknown; hash: string; gameMs: number }
  | { ok: false; status: 400 | 409 | 422 | 426 | 500; message: string };

function factsFrom(json: SyncFactsJson): ServerFacts {
  const tier: AccountTier = isAccountTier(json.tier) ? json.tier : 'demo';
  const rank: HunterRank = isHunterRank(json.rank) ? json.rank : 'E';
  return { tier, rank, duels: new Map(Object.entries(json.duels).filter(([, won]) => typeof won === 'boolean')) };
}

export const SYNC_FUNCTION_CORE = {
  /**
   * The stored state with its hash, or null when it is not a readable world of this version. `storedHash`: the
   * hash the server stored with it, so a request does not hash the world again (absent for a save from before).
   */
  readVerified(stored: unknown, storedHash?: string): VerifiedJson | null {
    const world = readVerifiedState(stored);
    return world ? { state: world, hash: storedHash ?? hashWorld(world) } : null;
  },
  first(options: FirstStateOptions): VerifiedJson {
    const world = firstVerifiedState(options);
    return { state: world, hash: hashWorld(world) };
  },
  /**
   * `base` as `readVerified` or `first` returned it: already read, checked and hashed once for this request, so
   * the replay neither checks nor hashes it again.
   */
  verify(base: VerifiedJson, journal: unknown, facts: SyncFactsJson, clock: VerifyClock): SyncVerdict {
    const result = verifyJournal(base.state as GameState, journal, factsFrom(facts), clock, base.hash);
    return result.ok ? { ok: true, state: result.world, hash: result.hash, gameMs: result.gameMs } : result;
  },
};

export type SyncFunctionCore = typeof SYNC_FUNCTION_CORE;
