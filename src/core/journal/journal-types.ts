/**
 * The journal (issue 31): every input that changed the world since a state the server verified, in order,
 * with what the core needs to replay it exactly. Replaying it from that state with the same core gives the
 * same world (journal.test.ts proves it for random play), so the server can make the cloud save itself.
 */
import type { Command } from '../commands';

/** Bumped when an entry's shape or meaning changes; a server refuses formats it does not know. */
export const JOURNAL_FORMAT = 1;

/** A command given at the start of the `at`-th tick of a span (0-based), as `step` received it. */
export interface JournalCommand {
  at: number;
  command: Command;
}

/**
 * `count` ticks stepped one after another at one UTC offset, with the commands given during them. A long online
 * stretch is one entry: the ticks without commands cost a number, not a row each.
 */
export interface JournalTicks {
  kind: 'ticks';
  count: number;
  utcOffsetMinutes: number;
  commands: JournalCommand[];
}

/** One catch-up (`core/offline.ts` `catchUp`) of `ms`: a gap while the game ran, or the time away before a load. */
export interface JournalAway {
  kind: 'away';
  ms: number;
  utcOffsetMinutes: number;
}

export type JournalEntry = JournalTicks | JournalAway;

/**
 * What a client sends: the format, the rules it played by (`CORE_VERSION`), the state it started from (its hash)
 * and the entries since.
 */
export interface Journal {
  format: typeof JOURNAL_FORMAT;
  coreVersion: string;
  baseHash: string;
  entries: JournalEntry[];
}
