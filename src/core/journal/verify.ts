/**
 * The server's half of a sync (issue 31): from the state it verified last and a journal a client sent, the next
 * verified state, or why not. Pure: the sync function (supabase/functions/sync) loads what it stores and its own
 * records (the facts), calls this, and stores the result. Nothing the client says about its world is read; only
 * its inputs, replayed with the same core.
 */
import { rankIndex, isHunterRank, type AccountTier, type HunterRank } from '@/content/ids';
import { createNewGameState } from '../state';
import type { GameState } from '../state-types';
import { SAVE_VERSION } from '../state';
import { validateGameState } from '../validate';
import { cloneWorld } from '../world';
import { CORE_VERSION } from './core-version';
import { journalGameMs, replayJournal } from './journal';
import type { Journal, JournalEntry } from './journal-types';
import { parseJournal } from './parse-journal';
import { hashText, hashWorld } from './world-hash';

/** What the server decided for this hunter, from its own tables: the journal's server commands must agree. */
export interface ServerFacts {
  /** user_profiles.account_tier. */
  tier: AccountTier;
  /** player_hunter_rank.current_rank: the rank the server granted (trials, evaluate_rank_up). */
  rank: HunterRank;
  /** The arena duels this hunter fought, by id: whether this hunter won. */
  duels: ReadonlyMap<string, boolean>;
}

/**
 * How far a verified world's clock may run ahead of the server's: devices' clocks differ a little, and a push
 * leaves a moment after its last tick. Game time cannot otherwise outrun real time, push after push.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

export const VERIFY_MESSAGES = {
  staleBase: 'This device started from progress the server has since moved past; the server copy is kept',
  version: 'This game was updated: reload to play the new version, and your progress will sync after',
  serverDecision: 'The journal claims a server decision the server did not make',
  tooMuchTime: 'The journal claims more time than has passed; check this device’s clock',
  unreadableBase: 'The verified save could not be read; please contact support',
} as const;

export type VerifyRefusal = {
  ok: false;
  /** HTTP status for the function: 409 stale base, 426 another version, 422 refused, 400 malformed, 500 server. */
  status: 400 | 409 | 422 | 426 | 500;
  message: string;
};

export type VerifyResult = { ok: true; world: GameState; hash: string; gameMs: number } | VerifyRefusal;

const refuse = (status: VerifyRefusal['status'], message: string): VerifyRefusal => ({ ok: false, status, message });

/** The stored verified state read back as a world of this version, or null. */
export function readVerifiedState(stored: unknown): GameState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  if ((stored as { version?: unknown }).version !== SAVE_VERSION) return null;
  return validateGameState(stored).valid ? cloneWorld(stored as GameState) : null;
}

/** The first refused server command in the journal, or null when every one agrees with the server's records. */
export function serverCommandProblem(entries: readonly JournalEntry[], facts: ServerFacts): string | null {
  for (const entry of entries) {
    if (entry.kind !== 'ticks') continue;
    for (const { command } of entry.commands) {
      const given = command as { type: string; tier?: unknown; rank?: unknown; duelId?: unknown; won?: unknown };
      if (given.type === 'setAccountTier' && given.tier !== facts.tier) return VERIFY_MESSAGES.serverDecision;
      if (
        given.type === 'setHunterRank' &&
        (!isHunterRank(given.rank) || rankIndex(given.rank) > rankIndex(facts.rank))
      )
        return VERIFY_MESSAGES.serverDecision;
      if (
        given.type === 'recordArenaDuel' &&
        (typeof given.duelId !== 'string' || facts.duels.get(given.duelId) !== given.won)
      )
        return VERIFY_MESSAGES.serverDecision;
    }
  }
  return null;
}

/**
 * Replays `sent` (unchecked JSON) on `base` (the last verified world, not changed) and returns the next verified
 * world: refused when the journal is malformed, from another base or another version of the rules, claims a server
 * decision the server did not make, or would take the world's clock past the server's (`serverNowMs`).
 */
export function verifyJournal(base: GameState, sent: unknown, facts: ServerFacts, serverNowMs: number): VerifyResult {
  const journal: Journal | string = parseJournal(sent);
  if (typeof journal === 'string') return refuse(400, journal);
  if (journal.coreVersion !== CORE_VERSION) return refuse(426, VERIFY_MESSAGES.version);
  if (journal.baseHash !== hashWorld(base)) return refuse(409, VERIFY_MESSAGES.staleBase);
  const problem = serverCommandProblem(journal.entries, facts);
  if (problem) return refuse(422, problem);
  const gameMs = journalGameMs(journal.entries);
  if (base.sim.nowMs + gameMs > serverNowMs + CLOCK_TOLERANCE_MS) return refuse(422, VERIFY_MESSAGES.tooMuchTime);
  const world = cloneWorld(base);
  replayJournal(world, journal.entries);
  return { ok: true, world, hash: hashWorld(world), gameMs };
}

/** What the server needs to make a hunter's first state itself. */
export interface FirstStateOptions {
  userId: string;
  email: string;
  /** When the account was made (auth.users.created_at): the world starts then, so a client can make the same one. */
  createdAtMs: number;
}

/**
 * A new hunter's first state, the same on the server and on the device that signed up: every input is the
 * server's record of the account (its id, address and creation time), the seed derived from the id. It starts on
 * the demo tier; the account's real tier comes in as the journal's `setAccountTier`, which the server checks.
 */
export function firstVerifiedState(options: FirstStateOptions): GameState {
  return createNewGameState({
    userId: options.userId,
    email: options.email,
    tier: 'demo',
    nowMs: options.createdAtMs,
    seed: Number.parseInt(hashText(`first-state:${options.userId}`).slice(0, 8), 16) >>> 0,
  });
}
