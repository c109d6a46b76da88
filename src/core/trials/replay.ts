/**
 * Replaying a trial (the server's check, issue 13) and playing one by itself (tests, the balance
 * simulator). A replay takes the world the server recorded at the start, the seed it chose and the
 * player's command log, and steps the same pure core: the verdict is the replay's, never the client's.
 */
import type { ReadonlyWorld } from '../readonly';
import { SAVE_VERSION } from '../state';
import { validateGameState } from '../validate';
import { createTrialRun, stepTrialRun, trialDef, trialTickLimit } from './rank-trial';
import type { TrialCommand, TrialEndReason, TrialLogEntry, TrialOutcome } from './trial-types';

/** At most one command per tick of the longest trial: a longer log is not a real one. */
export const MAX_LOG_ENTRIES = 4_000;

export interface TrialVerdict {
  outcome: Exclude<TrialOutcome, 'running'>;
  reason: TrialEndReason;
  ticks: number;
  elapsedMs: number;
}

export const REPLAY_MESSAGES = {
  badLog: 'The trial log is not valid',
  tooLong: 'The trial log is too long',
  outOfOrder: 'The trial log is out of order',
  afterEnd: 'The trial log goes on after the trial ended',
} as const;

function isTrialCommand(value: unknown): value is TrialCommand {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (type === 'drinkDraught' || type === 'forfeit') && Object.keys(value).length === 1;
}

/** The log as sent, checked entry by entry (a hostile client sends anything); the refusal, or the entries. */
export function parseTrialLog(value: unknown): TrialLogEntry[] | string {
  if (!Array.isArray(value)) return REPLAY_MESSAGES.badLog;
  if (value.length > MAX_LOG_ENTRIES) return REPLAY_MESSAGES.tooLong;
  const entries: TrialLogEntry[] = [];
  let previousTick = -1;
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return REPLAY_MESSAGES.badLog;
    const { tick, command } = raw as { tick?: unknown; command?: unknown };
    if (typeof tick !== 'number' || !Number.isSafeInteger(tick) || tick < 0 || !isTrialCommand(command))
      return REPLAY_MESSAGES.badLog;
    if (tick < previousTick) return REPLAY_MESSAGES.outOfOrder;
    previousTick = tick;
    entries.push({ tick, command: { type: command.type } });
  }
  return entries;
}

/** Steps the trial from `world` with `seed`, giving each logged command at its tick, to its end. */
export function replayTrial(
  world: ReadonlyWorld,
  trialId: string,
  seed: number,
  log: readonly TrialLogEntry[],
): TrialVerdict | string {
  const run = createTrialRun(world, trialId, seed);
  if (typeof run === 'string') return run;
  const limit = trialTickLimit(trialDef(trialId)!);
  let next = 0;
  while (run.outcome === 'running' && run.tick <= limit) {
    const commands: TrialCommand[] = [];
    while (next < log.length && log[next]!.tick === run.tick) commands.push(log[next++]!.command);
    if (next < log.length && log[next]!.tick < run.tick) return REPLAY_MESSAGES.outOfOrder;
    stepTrialRun(run, commands);
  }
  if (next < log.length) return REPLAY_MESSAGES.afterEnd;
  return {
    outcome: run.outcome === 'won' ? 'won' : 'lost',
    reason: run.endReason ?? 'timeUp',
    ticks: run.tick,
    elapsedMs: run.elapsedMs,
  };
}

/** A trial left to play itself (draughts drunk when health runs low): tests and the balance simulator. */
export function autoPlayTrial(
  world: ReadonlyWorld,
  trialId: string,
  seed: number,
): { outcome: 'won' | 'lost'; durationMs: number } {
  const verdict = replayTrial(world, trialId, seed, []);
  if (typeof verdict === 'string') throw new Error(verdict);
  return { outcome: verdict.outcome, durationMs: verdict.elapsedMs };
}

/** The rank-trial function's answer to a win reported before the fight could have lasted (its handler repeats it). */
export const TRIAL_REPORTED_TOO_SOON = 'The trial was reported before it could have been fought';

export const TRIAL_START_UNREADABLE = 'The trial’s recorded start could not be read';
export const TRIAL_START_OLD_FORMAT =
  'The trial’s recorded start is from an older save format; save again and start the trial again';

/**
 * The server's replay (supabase/functions/rank-trial): the recorded save (it passed the save guard
 * when it was stored) as the world, the recorded seed, the player's log checked entry by entry.
 * Anything that does not read as a world of this version is refused with why, never thrown.
 */
export function replaySavedTrial(
  startState: unknown,
  trialId: string,
  seed: number,
  log: unknown,
): TrialVerdict | string {
  const entries = parseTrialLog(log);
  if (typeof entries === 'string') return entries;
  if (typeof startState !== 'object' || startState === null) return TRIAL_START_UNREADABLE;
  if ((startState as { version?: unknown }).version !== SAVE_VERSION) return TRIAL_START_OLD_FORMAT;
  if (!validateGameState(startState).valid) return TRIAL_START_UNREADABLE;
  try {
    return replayTrial(startState as ReadonlyWorld, trialId, seed, entries);
  } catch {
    return TRIAL_START_UNREADABLE;
  }
}
