/**
 * The server's rules for trial attempts (issue 31; supabase/migrations/0017_trial_runs_once.sql enforces them,
 * the rank-trial function's RANK_TRIAL_RULES repeats them in its messages), as the client shows them: a trial
 * left unfinished counts as a lost attempt, and after a lost attempt the next one waits. Nothing here decides
 * anything; the server's `retryAt` does.
 */

/** A run still open this long after its start was left unfinished: a lost attempt. */
export const TRIAL_RUN_EXPIRY_MS = 30 * 60_000;

/** After a lost or abandoned attempt the next start waits this long. */
export const TRIAL_RETRY_COOLDOWN_MS = 10 * 60_000;

/**
 * What the rank dialog and the trial's brief say. A tab closed mid-fight is not yet a loss: its report goes
 * out when the game opens again, and the server plays the rest of the fight as the hunter would.
 */
export const TRIAL_ATTEMPT_RULE_TEXT =
  'Leaving a trial counts as a lost attempt: starting another, or not coming back within ' +
  `${TRIAL_RUN_EXPIRY_MS / 60_000} minutes to finish it. After a lost attempt the next one opens ` +
  `${TRIAL_RETRY_COOLDOWN_MS / 60_000} minutes later.`;

/** A wait as the dialog counts it down: 7:32, or 1:02:05 past an hour. */
export function formatAttemptWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
