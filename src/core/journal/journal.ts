/**
 * Writing a journal as the game runs, and replaying one (issue 31). The writer sits where the runtime steps the
 * core: each tick's commands and each catch-up go in as the core received them, so a replay from the same base
 * steps the same ticks with the same commands and catches up the same spans, and ends on the same world.
 */
import type { Command } from '../commands';
import { DEFAULT_CONTEXT, type StepContext } from '../context';
import { catchUp } from '../offline';
import type { GameState } from '../state-types';
import { step } from '../step';
import { TICK_MS } from '../tick';
import type { JournalEntry, JournalTicks } from './journal-types';
import { JOURNAL_LIMITS } from './parse-journal';

/** A busy span is cut into entries of at most this many commands, so a long journal can always be sent in parts. */
const COMMANDS_PER_ENTRY = 500;

/** A command as the journal keeps it and the core then receives it: plain JSON, so a replay reads the same value. */
export function journalCommand(command: unknown): Command {
  return JSON.parse(JSON.stringify(command)) as Command;
}

/**
 * Collects the entries since the last verified state. Consecutive ticks at one UTC offset share an entry; every
 * catch-up is its own. A push sends a prefix of the entries and `seal`s it, so ticks stepped while the answer is on
 * its way open a new entry instead of growing one already sent; `drop` forgets the prefix once the server has it.
 */
export class JournalWriter {
  private list: JournalEntry[] = [];
  private sealed = false;

  /** One tick about to be stepped with `commands` (already in their journal form, see `journalCommand`). */
  recordTick(commands: readonly Command[], context: StepContext): void {
    const last = this.list[this.list.length - 1];
    let span: JournalTicks;
    const grows =
      !this.sealed &&
      last?.kind === 'ticks' &&
      last.utcOffsetMinutes === context.utcOffsetMinutes &&
      last.count < JOURNAL_LIMITS.ticksPerEntry &&
      last.commands.length + commands.length <= COMMANDS_PER_ENTRY;
    if (grows) span = last;
    else {
      span = { kind: 'ticks', count: 0, utcOffsetMinutes: context.utcOffsetMinutes, commands: [] };
      this.list.push(span);
      this.sealed = false;
    }
    for (const command of commands) span.commands.push({ at: span.count, command });
    span.count += 1;
  }

  /** One catch-up of `ms` about to run. */
  recordAway(ms: number, context: StepContext): void {
    this.list.push({ kind: 'away', ms, utcOffsetMinutes: context.utcOffsetMinutes });
    this.sealed = false;
  }

  get entries(): readonly JournalEntry[] {
    return this.list;
  }

  /** The entries as plain copies (what a save or a request holds while ticks go on appending). */
  copy(): JournalEntry[] {
    return structuredClone(this.list);
  }

  /** No entry written so far grows any more: the next tick opens a new one. */
  seal(): void {
    this.sealed = true;
  }

  /** Forgets the first `count` entries (the server verified them: they are the new base). */
  drop(count: number): void {
    this.list.splice(0, count);
  }

  /** Starts again from `entries` (a loaded save's journal, or none for a new base), sealed. */
  reset(entries: readonly JournalEntry[] = []): void {
    this.list = structuredClone([...entries]);
    this.sealed = true;
  }
}

/** The game time a journal claims: its ticks and its catch-ups. */
export function journalGameMs(entries: readonly JournalEntry[]): number {
  let total = 0;
  for (const entry of entries) total += entry.kind === 'ticks' ? entry.count * TICK_MS : entry.ms;
  return total;
}

/** Steps `world` through `entries`, in place, exactly as the client did. Entries must be checked (`parseJournal`). */
export function replayJournal(world: GameState, entries: readonly JournalEntry[]): void {
  for (const entry of entries) {
    const context: StepContext = { ...DEFAULT_CONTEXT, utcOffsetMinutes: entry.utcOffsetMinutes };
    if (entry.kind === 'away') {
      catchUp(world, entry.ms, context);
      continue;
    }
    let next = 0;
    const commands = entry.commands;
    for (let tick = 0; tick < entry.count; tick++) {
      const given: Command[] = [];
      while (next < commands.length && commands[next]!.at === tick) given.push(commands[next++]!.command);
      step(world, given, context);
    }
  }
}
