/**
 * A journal as a client sent it, checked before anything is replayed: a hostile client sends anything, so every
 * field is read from `unknown`, bounded, and refused with a clear message. The commands themselves are the
 * systems' to judge (a junk command gets a refusal reply and changes nothing, as online).
 */
import type { Command } from '../commands';
import { JOURNAL_FORMAT, type Journal, type JournalCommand, type JournalEntry } from './journal-types';

/** Bounds per request; a longer journal is sent in chunks. */
export const JOURNAL_LIMITS = {
  entries: 2_000,
  commands: 5_000,
  /** Ticks in one entry: a day of online play (the cadence pushes far more often). */
  ticksPerEntry: 864_000,
  /** One catch-up: a week (time away counts at most 12 h, but a closed game may stay closed longer). */
  awayMs: 7 * 86_400_000,
  /** Real time zones lie within UTC-12 (Baker Island) and UTC+14 (Kiribati's Line Islands), in whole minutes. */
  utcOffsetMinutes: { min: -12 * 60, max: 14 * 60 },
} as const;

export const JOURNAL_MESSAGES = {
  notJournal: 'The journal is not valid',
  format: 'The journal was written by another version of the game; please update',
  coreVersion: 'This game was updated: reload to play the new version, and your progress will sync after',
  tooLong: 'The journal is too long; send it in parts',
  badEntry: 'The journal has an entry that is not valid',
  outOfOrder: 'The journal has commands out of order',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;

/** A UTC offset a device's clock can report (the runtime's getTimezoneOffset): whole minutes in a real time zone. */
export function isUtcOffset(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= JOURNAL_LIMITS.utcOffsetMinutes.min &&
    value <= JOURNAL_LIMITS.utcOffsetMinutes.max
  );
}

function parseCommands(value: unknown, count: number): JournalCommand[] | string {
  if (!Array.isArray(value)) return JOURNAL_MESSAGES.badEntry;
  const commands: JournalCommand[] = [];
  let previous = 0;
  for (const raw of value as unknown[]) {
    if (!isObject(raw) || !isCount(raw.at, count - 1) || !isObject(raw.command)) return JOURNAL_MESSAGES.badEntry;
    if (typeof raw.command.type !== 'string') return JOURNAL_MESSAGES.badEntry;
    if (raw.at < previous) return JOURNAL_MESSAGES.outOfOrder;
    previous = raw.at;
    // Only its shape is checked here: the owning system refuses a junk command as it would online.
    commands.push({ at: raw.at, command: raw.command as unknown as Command });
  }
  return commands;
}

function parseEntry(raw: unknown): JournalEntry | string {
  if (!isObject(raw) || !isUtcOffset(raw.utcOffsetMinutes)) return JOURNAL_MESSAGES.badEntry;
  if (raw.kind === 'away') {
    if (!isCount(raw.ms, JOURNAL_LIMITS.awayMs) || raw.ms === 0) return JOURNAL_MESSAGES.badEntry;
    return { kind: 'away', ms: raw.ms, utcOffsetMinutes: raw.utcOffsetMinutes };
  }
  if (raw.kind !== 'ticks' || !isCount(raw.count, JOURNAL_LIMITS.ticksPerEntry) || raw.count === 0)
    return JOURNAL_MESSAGES.badEntry;
  const commands = parseCommands(raw.commands, raw.count);
  if (typeof commands === 'string') return commands;
  return { kind: 'ticks', count: raw.count, utcOffsetMinutes: raw.utcOffsetMinutes, commands };
}

/** The journal, or the refusal. */
export function parseJournal(value: unknown): Journal | string {
  if (!isObject(value) || typeof value.baseHash !== 'string' || !/^[0-9a-f]{16}$/.test(value.baseHash))
    return JOURNAL_MESSAGES.notJournal;
  if (value.format !== JOURNAL_FORMAT) return JOURNAL_MESSAGES.format;
  if (typeof value.coreVersion !== 'string' || !/^[0-9a-f]{16}$/.test(value.coreVersion))
    return JOURNAL_MESSAGES.notJournal;
  if (!Array.isArray(value.entries)) return JOURNAL_MESSAGES.notJournal;
  if (value.entries.length > JOURNAL_LIMITS.entries) return JOURNAL_MESSAGES.tooLong;
  const entries: JournalEntry[] = [];
  let commands = 0;
  for (const raw of value.entries as unknown[]) {
    const entry = parseEntry(raw);
    if (typeof entry === 'string') return entry;
    if (entry.kind === 'ticks') commands += entry.commands.length;
    if (commands > JOURNAL_LIMITS.commands) return JOURNAL_MESSAGES.tooLong;
    entries.push(entry);
  }
  return { format: JOURNAL_FORMAT, coreVersion: value.coreVersion, baseHash: value.baseHash, entries };
}
