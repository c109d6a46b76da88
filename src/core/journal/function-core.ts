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
} from './verify';
import type { HunterRank, AccountTier } from '@/content/ids';
import { isAccountTier, isHunterRank } from '@/content/ids';

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
  { ok: true; state: unknown; hash: string } | { ok: false; status: 400 | 409 | 422 | 426 | 500; message: string };

function factsFrom(json: SyncFactsJson): ServerFacts {
  const tier: AccountTier = isAccountTier(json.tier) ? json.tier : 'demo';
  const rank: HunterRank = isHunterRank(json.rank) ? json.rank : 'E';
  return { tier, rank, duels: new Map(Object.entries(json.duels).filter(([, won]) => typeof won === 'boolean')) };
}

export const SYNC_FUNCTION_CORE = {
  /** The stored state with its hash, or null when it is not a readable world of this version. */
  readVerified(stored: unknown): VerifiedJson | null {
    const world = readVerifiedState(stored);
    return world ? { state: world, hash: hashWorld(world) } : null;
  },
  first(options: FirstStateOptions): VerifiedJson {
    const world = firstVerifiedState(options);
    return { state: world, hash: hashWorld(world) };
  },
  /** `base` must come from `readVerified` or `first`. */
  verify(base: unknown, journal: unknown, facts: SyncFactsJson, serverNowMs: number): SyncVerdict {
    const world = readVerifiedState(base);
    if (!world) return { ok: false, status: 500, message: 'The verified save could not be read' };
    const result = verifyJournal(world, journal, factsFrom(facts), serverNowMs);
    return result.ok ? { ok: true, state: result.world, hash: result.hash } : result;
  },
};

export type SyncFunctionCore = typeof SYNC_FUNCTION_CORE;
