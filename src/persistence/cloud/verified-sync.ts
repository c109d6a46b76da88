/**
 * The device's half of a verified sync (issue 31): sends the journal written since the last state the server
 * verified, and follows the answer. Accepted: that state becomes the new base. Accepted with another state (the
 * replay differed: another engine's maths, a bug): the server's state, with what was played since the push
 * replayed on it, replaces the world, and the first differing field is logged. Refused (another device synced
 * first, a forged or impossible journal): the server's state replaces the world and the refused part is lost,
 * which the outcome says. Another version: the journal is kept for after the update. No answer: kept to retry.
 */
import { CORE_VERSION } from '@/core/journal/core-version';
import { journalGameMs, replayJournal, type JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT, type JournalEntry } from '@/core/journal/journal-types';
import { JOURNAL_LIMITS } from '@/core/journal/parse-journal';
import { hashWorld } from '@/core/journal/world-hash';
import type { ReadonlyWorld } from '@/core/readonly';
import type { GameState } from '@/core/state-types';
import { cloneWorld } from '@/core/world';
import type { Logger } from '@/persistence/deps';

/** One call to the sync function (`POST /functions/v1/sync`); a network failure rejects. */
export type SyncTransport = (
  body: Record<string, unknown>,
) => Promise<{ status: number; body: Record<string, unknown> }>;

export interface VerifiedSyncDeps {
  transport: SyncTransport;
  /** The live journal: everything stepped since the base. */
  journal: JournalWriter;
  /** The live world, read between ticks. */
  world(): ReadonlyWorld;
  /** Replaces the live world (the server's state, with anything played since replayed on it). */
  adopt(world: GameState): void;
  /** The last verified hash this device knows (null: none yet), and where the new one is kept. */
  readBase(): string | null;
  writeBase(hash: string): void;
  newId(): string;
  logger: Logger;
}

export type VerifiedSyncOutcome =
  | { kind: 'accepted'; hash: string }
  /** The server's replay differed from this device's world; its state was adopted. */
  | { kind: 'diverged'; hash: string; firstDifference: string | null }
  /** This device's journal was refused (`message`); the server's state was adopted and `lostMs` of play undone. */
  | { kind: 'refused'; hash: string; message: string; lostMs: number }
  /** The server runs newer rules: the journal is kept until this device updates. */
  | { kind: 'update'; message: string }
  /** No answer, a server error or a rate limit: the journal is kept for the next try. */
  | { kind: 'retry'; message: string };

/** At most this many bytes of entries per request (the function's bound is 512 KB). */
const PART_BYTES = 384 * 1024;

/** The journal cut into parts each request may carry. */
export function journalParts(entries: readonly JournalEntry[]): JournalEntry[][] {
  const parts: JournalEntry[][] = [[]];
  let bytes = 0;
  let commands = 0;
  for (const entry of entries) {
    const size = JSON.stringify(entry).length;
    const entryCommands = entry.kind === 'ticks' ? entry.commands.length : 0;
    const current = parts[parts.length - 1]!;
    const full =
      current.length >= JOURNAL_LIMITS.entries ||
      bytes + size > PART_BYTES ||
      commands + entryCommands > JOURNAL_LIMITS.commands;
    if (full && current.length > 0) {
      parts.push([entry]);
      bytes = size;
      commands = entryCommands;
    } else {
      current.push(entry);
      bytes += size;
      commands += entryCommands;
    }
  }
  return parts[0]!.length === 0 ? [] : parts;
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

export class VerifiedSync {
  constructor(private readonly deps: VerifiedSyncDeps) {}

  /** Sends everything journaled so far and follows the answer. */
  async push(): Promise<VerifiedSyncOutcome> {
    const base = this.deps.readBase();
    if (base === null) return this.fetchBase();
    // Taken together, between ticks: the entries sent and the world they end on.
    const sent = this.deps.journal.take();
    const clientHash = hashWorld(this.deps.world());
    const parts = journalParts(sent);
    if (parts.length === 0) return { kind: 'accepted', hash: base };
    let baseHash = base;
    for (let index = 0; index < parts.length; index++) {
      const last = index === parts.length - 1;
      let answer: Awaited<ReturnType<SyncTransport>>;
      try {
        answer = await this.deps.transport({
          action: 'push',
          journalId: this.deps.newId(),
          journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries: parts[index] },
          ...(last ? { clientHash } : {}),
        });
      } catch (error) {
        return this.keep(parts.slice(index).flat(), `The cloud could not be reached: ${String(error)}`);
      }
      const { status, body } = answer;
      const message = typeof body.error === 'string' ? body.error : `The sync failed (${status})`;
      if (status === 200 && typeof body.hash === 'string') {
        baseHash = body.hash;
        this.deps.writeBase(baseHash);
        if (!last) continue;
        if (body.state === undefined) return { kind: 'accepted', hash: baseHash };
        return this.adoptDiverged(body.state as GameState, baseHash);
      }
      if ((status === 409 || status === 422) && typeof body.hash === 'string' && body.state !== undefined) {
        const lostMs = journalGameMs(parts.slice(index).flat());
        this.adoptRefused(body.state as GameState, body.hash);
        this.deps.logger.warn('The server refused this device’s journal', { status, message, lostMs });
        return { kind: 'refused', hash: body.hash, message, lostMs };
      }
      if (status === 426) return this.keep(parts.slice(index).flat(), message, 'update');
      return this.keep(parts.slice(index).flat(), message);
    }
    return { kind: 'accepted', hash: baseHash };
  }

  /** No base yet (a new device, a save from before verified syncs): the server's state is the start. */
  private async fetchBase(): Promise<VerifiedSyncOutcome> {
    let answer: Awaited<ReturnType<SyncTransport>>;
    try {
      answer = await this.deps.transport({ action: 'base' });
    } catch (error) {
      return { kind: 'retry', message: `The cloud could not be reached: ${String(error)}` };
    }
    const { status, body } = answer;
    if (status !== 200 || typeof body.hash !== 'string' || body.state === undefined)
      return { kind: 'retry', message: typeof body.error === 'string' ? body.error : `The sync failed (${status})` };
    if (hashWorld(this.deps.world()) === body.hash) {
      this.deps.journal.take();
      this.deps.writeBase(body.hash);
      return { kind: 'accepted', hash: body.hash };
    }
    const lostMs = journalGameMs(this.deps.journal.entries);
    this.adoptRefused(body.state as GameState, body.hash);
    return { kind: 'refused', hash: body.hash, message: 'This device’s progress was not verified yet', lostMs };
  }

  private keep(entries: JournalEntry[], message: string, kind: 'retry' | 'update' = 'retry'): VerifiedSyncOutcome {
    this.deps.journal.restore(entries);
    return { kind, message };
  }

  /** The server's replay, then what this device played while the answer was on its way. */
  private adoptDiverged(state: GameState, hash: string): VerifiedSyncOutcome {
    const rebased = cloneWorld(state);
    replayJournal(rebased, this.deps.journal.entries);
    const difference = firstDifference(this.deps.world(), rebased);
    this.deps.logger.warn('The server’s replay differed from this device; its state was adopted', { difference });
    this.deps.adopt(rebased);
    return { kind: 'diverged', hash, firstDifference: difference };
  }

  /** The server's state as it is: everything journaled on top of the refused part is dropped with it. */
  private adoptRefused(state: GameState, hash: string): void {
    this.deps.journal.take();
    this.deps.writeBase(hash);
    this.deps.adopt(cloneWorld(state));
  }
}
