/**
 * The server calls of a rank trial: the spec's reads and writes (spec 001 §7: players by user_id,
 * player_hunter_rank, the player_trial_state upsert, the trial_in_progress update, evaluate_rank_up)
 * and the rank-trial function that records the start and replays the finish (issue 13); when the next
 * attempt opens after a lost one (rank_trial_next_attempt, issue 31).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { HunterRank } from '@/content/ids';
import { isHunterRank } from '@/content/ids';
import type { TrialLogEntry } from '@/core/trials/trial-types';

export interface StartedRun {
  runId: string;
  trialId: string;
  seed: number;
  /** The save the server recorded: the trial is fought from exactly this hunter. */
  state: unknown;
}

export interface FinishedRun {
  completed: boolean;
  outcome: 'won' | 'lost';
  reason: string;
  elapsedMs: number;
  /** After a loss: when the next attempt opens (ISO time). */
  retryAt?: string;
}

export interface ServerRank {
  rank: HunterRank;
  trialInProgress: boolean;
}

export interface RankTrialBackend {
  playerId(): Promise<string>;
  readRank(playerId: string): Promise<ServerRank>;
  readTrialCompleted(playerId: string, trialId: string): Promise<boolean>;
  startRun(): Promise<StartedRun>;
  finishRun(runId: string, log: readonly TrialLogEntry[]): Promise<FinishedRun>;
  recordTrialState(playerId: string, trialId: string, completed: boolean): Promise<void>;
  setTrialInProgress(playerId: string, inProgress: boolean): Promise<void>;
  evaluateRankUp(playerId: string): Promise<boolean>;
  /** When the next start is allowed after a lost or abandoned attempt (epoch ms), or null. */
  readNextAttempt(playerId: string): Promise<number | null>;
}

/** A refusal the server explained (its own words), as opposed to a failed connection. */
export class ServerRefusal extends Error {
  override readonly name = 'ServerRefusal';
  constructor(
    message: string,
    /** When the server will hear this again (epoch ms; a cooldown or a rate limit), or null. */
    readonly retryAt: number | null = null,
    /** The HTTP status, when the refusal came over HTTP. */
    readonly status: number | null = null,
  ) {
    super(message);
  }

  /** A limit on how often: the same request is heard again at `retryAt`. */
  get isRateLimit(): boolean {
    return this.status === 429;
  }
}

/** An ISO time (or anything) as epoch ms, or null. */
export function epochOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** An Edge Function's failure as an Error: the server's own words (ServerRefusal) when it gave them. */
export async function functionError(error: { message: string; context?: unknown }): Promise<Error> {
  const response = error.context;
  if (response instanceof Response) {
    try {
      const body = (await response.json()) as { error?: unknown; retryAt?: unknown };
      if (typeof body.error === 'string') return new ServerRefusal(body.error, epochOf(body.retryAt), response.status);
    } catch {
      // Not JSON: fall back to the client's message.
    }
  }
  return new Error(error.message);
}

function check<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null) throw new Error('No data');
  return result.data;
}

export function supabaseRankTrialBackend(client: SupabaseClient, userId: string): RankTrialBackend {
  let playerId: Promise<string> | null = null;
  const invoke = async <T>(body: Record<string, unknown>): Promise<T> => {
    const { data, error } = await client.functions.invoke('rank-trial', { body });
    if (error) throw await functionError(error as { message: string; context?: unknown });
    return data as T;
  };
  return {
    playerId() {
      const load = async (): Promise<string> => {
        const result = await client.from('players').select('id').eq('user_id', userId).single();
        return check(result as { data: { id: string } | null; error: { message: string } | null }).id;
      };
      const pending = playerId ?? load();
      playerId = pending;
      // A failed read is not kept: the next call asks again.
      pending.catch(() => {
        if (playerId === pending) playerId = null;
      });
      return pending;
    },
    async readRank(player) {
      const row = check(
        (await client
          .from('player_hunter_rank')
          .select('current_rank, trial_in_progress')
          .eq('player_id', player)
          .single()) as {
          data: { current_rank: unknown; trial_in_progress: unknown } | null;
          error: { message: string } | null;
        },
      );
      if (!isHunterRank(row.current_rank)) throw new Error(`Unknown rank from the server: ${String(row.current_rank)}`);
      return { rank: row.current_rank, trialInProgress: row.trial_in_progress === true };
    },
    async readTrialCompleted(player, trialId) {
      const { data, error } = await client
        .from('player_trial_state')
        .select('completed')
        .eq('player_id', player)
        .eq('trial_id', trialId)
        .maybeSingle();
      if (error) throw new Error(error.message);
      return (data as { completed?: unknown } | null)?.completed === true;
    },
    startRun: () => invoke<StartedRun>({ action: 'start' }),
    finishRun: (runId, log) => invoke<FinishedRun>({ action: 'finish', runId, log }),
    async recordTrialState(player, trialId, completed) {
      const { error } = await client
        .from('player_trial_state')
        .upsert({ player_id: player, trial_id: trialId, attempts: 1, completed });
      if (error) throw new Error(error.message);
    },
    async setTrialInProgress(player, inProgress) {
      const { error } = await client
        .from('player_hunter_rank')
        .update({ trial_in_progress: inProgress })
        .eq('player_id', player);
      if (error) throw new Error(error.message);
    },
    async evaluateRankUp(player) {
      const { data, error } = await client.rpc('evaluate_rank_up', { player_uuid: player });
      if (error) throw new Error(error.message);
      return data === true;
    },
    async readNextAttempt(player) {
      const { data, error } = await client.rpc('rank_trial_next_attempt', { player_uuid: player });
      if (error) throw new Error(error.message);
      return epochOf(data);
    },
  };
}
