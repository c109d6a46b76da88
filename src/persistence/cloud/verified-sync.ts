/**
 * The device's half of a verified sync (issue 31): sends the journal written since the last state the server
 * verified, and follows the answer. Accepted: that state becomes the new base. Accepted with another state (the
 * replay differed: another engine's maths, a bug): the server's state, with what was played since the push
 * replayed on it, replaces the world, and the first differing field is logged. Refused (another device synced
 * first, a forged or impossible journal): the server's state replaces the world and the refused part is lost,
 * which the outcome says. Another version: the journal is kept for after the update. No answer: kept, and the part
 * in flight is sent again under the same id, so an answer lost on the way is acknowledged instead of refused.
 */
import { CORE_VERSION } from '@/core/journal/core-version';
import { journalGameMs, replayJournal } from '@/core/journal/journal';
import { JOURNAL_FORMAT, type JournalEntry } from '@/core/journal/journal-types';
import { JOURNAL_LIMITS } from '@/core/journal/parse-journal';
import { hashWorld } from '@/core/journal/world-hash';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameState } from '@/core/state-types';
import { cloneWorld } from '@/core/world';
import type { Logger } from '@/persistence/deps';
import type { SyncLedger } from '@/persistence/cloud/sync-ledger';

/** One call to the sync function (`POST /functions/v1/sync`); a network failure rejects. */
export type SyncTransport = (
  body: Record<string, unknown>,
) => Promise<{ status: number; body: Record<string, unknown> }>;

/** The world a sync reads and replaces: the live one, or the one being loaded at start. */
export interface SyncTarget {
  world(): ReadonlyWorld;
  /** Replaces the world (the server's state, with anything played since replayed on it). */
  adopt(world: GameState): void;
}

export interface VerifiedSyncDeps {
  transport: SyncTransport;
  ledger: SyncLedger;
  newId(): string;
  logger: Logger;
}

export type VerifiedSyncOutcome =
  /** The server holds this device's progress (`pulled`: it held more, another device's, which was adopted). */
  | { kind: 'accepted'; hash: string; pulled: boolean }
  /** The server's replay differed from this device's world; its state was adopted. */
  | { kind: 'diverged'; hash: string; firstDifference: string | null }
  /** This device's journal was refused (`message`); the server's state was adopted and `lostMs` of play undone. */
  | { kind: 'refused'; hash: string; message: string; lostMs: number; status: 409 | 422 }
  /** The world plays on this device only (loaded by hand): nothing is sent. */
  | { kind: 'local' }
  /** The server runs newer rules: the journal is kept until this device updates. */
  | { kind: 'update'; message: string }
  /** No answer, a server error or a rate limit: the journal is kept for the next try. */
  | { kind: 'retry'; message: string; status: number | null };

/** At most this many bytes of entries per request (the function's bound is 512 KB). */
const PART_BYTES = 384 * 1024;

/** How many of `entries`, from the first, one request may carry. */
export function firstPartLength(entries: readonly JournalEntry[]): number {
  let bytes = 0;
  let commands = 0;
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    bytes += JSON.stringify(entry).length;
    commands += entry.kind === 'ticks' ? entry.commands.length : 0;
    const full = index + 1 > JOURNAL_LIMITS.entries || bytes > PART_BYTES || commands > JOURNAL_LIMITS.commands;
    if (full) return Math.max(1, index);
  }
  return entries.length;
}

/** The path of the first field where two worlds differ ("skills.bladework.experience"), or null. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '(root)';
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (found) return found;
  }
  return null;
}

type Answer = Awaited<ReturnType<SyncTransport>>;

const messageOf = (answer: Answer): string =>
  typeof answer.body.error === 'string' ? answer.body.error : `The sync failed (${answer.status})`;

export class VerifiedSync {
  constructor(private readonly deps: VerifiedSyncDeps) {}

  /**
   * Sends everything journaled so far (in parts when long) and follows the answers. With nothing journaled it asks
   * for the verified state instead, so progress another device synced is found.
   */
  async push(target: SyncTarget): Promise<VerifiedSyncOutcome> {
    const { ledger } = this.deps;
    if (ledger.status === 'local') return { kind: 'local' };
    // What is sent ends here: ticks stepped while the requests travel open new entries, sent next time.
    ledger.writer.seal();
    let remaining = ledger.writer.entries.length;
    if (remaining === 0) return this.compareBase(target);
    const clientHash = hashWorld(target.world());
    while (remaining > 0) {
      const baseHash = ledger.baseHash!;
      const resent = ledger.inFlight;
      const count = resent
        ? Math.min(resent.count, remaining)
        : firstPartLength(ledger.writer.entries.slice(0, remaining));
      const id = resent?.id ?? this.deps.newId();
      const last = count === remaining;
      ledger.sent(id, count);
      let answer: Answer;
      try {
        answer = await this.deps.transport({
          action: 'push',
          journalId: id,
          journal: {
            format: JOURNAL_FORMAT,
            coreVersion: CORE_VERSION,
            baseHash,
            entries: ledger.writer.entries.slice(0, count),
          },
          ...(last ? { clientHash } : {}),
        });
      } catch (error) {
        return { kind: 'retry', message: `The cloud could not be reached: ${String(error)}`, status: null };
      }
      const { status, body } = answer;
      if (status === 200 && typeof body.hash === 'string') {
        ledger.acknowledged(body.hash);
        remaining -= count;
        if (!last) continue;
        if (body.state === undefined) return { kind: 'accepted', hash: body.hash, pulled: false };
        return this.adoptDiverged(target, body.state as GameState, body.hash);
      }
      if ((status === 409 || status === 422) && typeof body.hash === 'string' && body.state !== undefined) {
        const lostMs = journalGameMs(ledger.writer.entries);
        const message = messageOf(answer);
        ledger.rebase(body.hash);
        target.adopt(cloneWorld(body.state as GameState));
        this.deps.logger.warn('The server refused this device’s journal', { status, message, lostMs });
        return { kind: 'refused', hash: body.hash, message, lostMs, status };
      }
      if (status === 426) return { kind: 'update', message: messageOf(answer) };
      if (status === 400)
        this.deps.logger.error('The sync function refused the journal as malformed', messageOf(answer));
      return { kind: 'retry', message: messageOf(answer), status };
    }
    return { kind: 'accepted', hash: ledger.baseHash!, pulled: false };
  }

  /**
   * The verified state and its hash, as the server has it (a new hunter's first state is made by the server now).
   * Throws when there is no answer.
   */
  async fetchBase(): Promise<{ state: GameState; hash: string }> {
    const answer = await this.deps.transport({ action: 'base' });
    const { status, body } = answer;
    if (status !== 200 || typeof body.hash !== 'string' || typeof body.state !== 'object' || body.state === null)
      throw new Error(messageOf(answer));
    return { state: body.state as GameState, hash: body.hash };
  }

  /** Nothing to send: the server's state is adopted when another device moved it on. */
  private async compareBase(target: SyncTarget): Promise<VerifiedSyncOutcome> {
    let base: { state: GameState; hash: string };
    try {
      base = await this.fetchBase();
    } catch (error) {
      return { kind: 'retry', message: `The cloud could not be reached: ${String(error)}`, status: null };
    }
    const { ledger } = this.deps;
    if (base.hash === ledger.baseHash) return { kind: 'accepted', hash: base.hash, pulled: false };
    // Played since the question went out: that part starts from a state the server no longer holds.
    const lostMs = journalGameMs(ledger.writer.entries);
    ledger.rebase(base.hash);
    target.adopt(cloneWorld(base.state));
    if (lostMs > 0)
      return {
        kind: 'refused',
        hash: base.hash,
        message: 'Another device synced first; the server copy is kept',
        lostMs,
        status: 409,
      };
    return { kind: 'accepted', hash: base.hash, pulled: true };
  }

  /** The server's replay, then what this device played while the answer was on its way. */
  private adoptDiverged(target: SyncTarget, state: GameState, hash: string): VerifiedSyncOutcome {
    const rebased = cloneWorld(state);
    replayJournal(rebased, this.deps.ledger.writer.entries);
    const difference = firstDifference(target.world(), rebased);
    this.deps.logger.warn('The server’s replay differed from this device; its state was adopted', { difference });
    target.adopt(rebased);
    return { kind: 'diverged', hash, firstDifference: difference };
  }
}
