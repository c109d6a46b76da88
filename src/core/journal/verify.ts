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
 * Slack on both time bounds: devices' clocks differ a little, and a push leaves a moment after its last tick.
 * The bound on the world's clock keeps this from adding up push after push.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

/** The server's clock, and when it verified the base (its own time, not the world's). */
export interface VerifyClock {
  serverNowMs: number;
  verifiedAtMs: number;
  /** The slack on both bounds (CLOCK_TOLERANCE_MS unless the operator sets another). */
  toleranceMs?: number;
}

export const VERIFY_MESSAGES = {
  staleBase: 'This device started from progress the server has since moved past; the server copy is kept',
  version: 'This game was updated: reload to play the new version, and your progress will sync after',
  serverDecision: 'The journal claims a server decision the server did not make',
  tooMuchTime: 'The journal claims more time than has passed; check this device’s clock',
  zoneJumps: 'The journal changes time zone more often than a device does; check this device’s time zone',
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

/**
 * The stored verified state as a world of this version (the same object, checked), or null. The server wrote it;
 * the check is against a damaged row or one from before a save-format change.
 */
export function readVerifiedState(stored: unknown): GameState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  if ((stored as { version?: unknown }).version !== SAVE_VERSION) return null;
  return validateGameState(stored).valid ? (stored as GameState) : null;
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
 * How often one journal's UTC offset may change: once per hour of the game time it covers, plus once.
 *
 * The offset is the device's time zone (the runtime reads `getTimezoneOffset` at each tick), so each entry has one
 * and it changes only between entries, to another real offset (parseJournal holds each within UTC-12..UTC+14); it
 * moves when the device does: a daylight-saving switch, a flight landing, a zone set right. It decides no amount,
 * only where the local-time windows fall: happy hour (18:00-20:00 local) and the day key of daily quests and the
 * daily combat bonus. A player who moves their clock gains at most a happy hour at another hour or one early daily
 * reset per real change, so the rule is loose where an honest device could trip it (a journal always may carry one
 * change, and a catch-up's hours count) and refuses only what no clock does: a zone changing every few ticks to keep
 * happy hour running or a day key turning over. A refusal is a 422, as for claimed time: the device adopts the
 * verified state and goes on syncing (a 400 would leave the same journal refused at every push).
 * One journal at a time: the server keeps no offset between pushes.
 */
export const UTC_OFFSET_CHANGE_EVERY_MS = 3_600_000;

/** The refusal when the journal's offset changes more often than `UTC_OFFSET_CHANGE_EVERY_MS` allows, or null. */
export function utcOffsetProblem(entries: readonly JournalEntry[], gameMs: number): string | null {
  let changes = 0;
  for (let index = 1; index < entries.length; index++)
    if (entries[index]!.utcOffsetMinutes !== entries[index - 1]!.utcOffsetMinutes) changes += 1;
  return changes > 1 + Math.floor(gameMs / UTC_OFFSET_CHANGE_EVERY_MS) ? VERIFY_MESSAGES.zoneJumps : null;
}

/**
 * Replays `sent` (unchecked JSON) on `base` (the last verified world, not changed; `baseHash` its hash, which the
 * server stored with it) and returns the next verified world. Refused when the journal is malformed, from another
 * base or another version of the rules, claims a server decision the server did not make, claims time that did
 * not pass (more than the server's clock moved since it verified the base, or a world clock past the server's), or
 * changes its time zone more often than a device does.
 */
export function verifyJournal(
  base: GameState,
  sent: unknown,
  facts: ServerFacts,
  clock: VerifyClock,
  baseHash: string = hashWorld(base),
): VerifyResult {
  const journal: Journal | string = parseJournal(sent);
  if (typeof journal === 'string') return refuse(400, journal);
  if (journal.coreVersion !== CORE_VERSION) return refuse(426, VERIFY_MESSAGES.version);
  if (journal.baseHash !== baseHash) return refuse(409, VERIFY_MESSAGES.staleBase);
  const problem = serverCommandProblem(journal.entries, facts);
  if (problem) return refuse(422, problem);
  const gameMs = journalGameMs(journal.entries);
  // Both: the first stops a journal claiming time from before the server knew the world (an old account's
  // creation, a back-dated save), the second a world clock run ahead of the server's a little per push.
  const passedMs = clock.serverNowMs - clock.verifiedAtMs;
  const tolerance = clock.toleranceMs ?? CLOCK_TOLERANCE_MS;
  if (gameMs > passedMs + tolerance || base.sim.nowMs + gameMs > clock.serverNowMs + tolerance)
    return refuse(422, VERIFY_MESSAGES.tooMuchTime);
  const zones = utcOffsetProblem(journal.entries, gameMs);
  if (zones) return refuse(422, zones);
  const world = cloneWorld(base);
  replayJournal(world, journal.entries);
  return { ok: true, world, hash: hashWorld(world), gameMs };
}

/** What the server needs to make a hunter's first state itself. */
export interface FirstStateOptions {
  userId: string;
  email: string;
  /** The server's clock when it makes the state: the world starts then, so no time before it can be claimed. */
  nowMs: number;
}

/**
 * A new hunter's first state, made by the server at its first sync from its own records (the account's id and
 * address, its clock) with a seed derived from the id. It starts on the demo tier; the account's real tier comes in
 * as the journal's `setAccountTier`, which the server checks.
 */
export function firstVerifiedState(options: FirstStateOptions): GameState {
  return createNewGameState({
    userId: options.userId,
    email: options.email,
    tier: 'demo',
    nowMs: options.nowMs,
    seed: Number.parseInt(hashText(`first-state:${options.userId}`).slice(0, 8), 16) >>> 0,
  });
}
