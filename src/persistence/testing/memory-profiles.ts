/**
 * An in-memory stand-in for the `user_profiles` reads of ProfilesClient (the account tier), for unit tests.
 * Failures can be scripted per call; every call is recorded.
 */
import type { CloudResponse, ProfilesClient } from '@/persistence/cloud/profile-api';
import type { JsonValue } from '@/persistence/save-shape';

export interface ProfileRow {
  player_state: JsonValue | null;
  account_tier: string;
  updated_at: string;
}

export interface ScriptedFailure {
  status: number;
  message: string;
  code?: string;
}

export class MemoryProfiles {
  readonly rows = new Map<string, ProfileRow>();
  readonly calls: string[] = [];
  /** Failures answered to the next calls, in order. */
  failures: ScriptedFailure[] = [];
  /** While set, calls never answer (a hung connection). */
  hang = false;
  constructor(userId: string, row: Partial<ProfileRow> = {}) {
    this.rows.set(userId, { player_state: null, account_tier: 'demo', updated_at: new Date(0).toISOString(), ...row });
  }

  stateOf(userId: string): JsonValue | null {
    return this.rows.get(userId)?.player_state ?? null;
  }

  readonly client: ProfilesClient = {
    from: () => ({
      select: (columns) => ({
        eq: (_column, userId) => ({
          single: () =>
            this.answer(`select ${columns}`, null, () => {
              const row = this.rows.get(userId);
              if (!row) return undefined;
              return { [columns]: structuredClone(row[columns as keyof ProfileRow]) };
            }),
        }),
      }),
    }),
  };

  private answer(call: string, refusal: ScriptedFailure | null, run: () => unknown): Promise<CloudResponse<unknown>> {
    this.calls.push(call);
    if (this.hang) return new Promise(() => undefined);
    const failure = this.failures.shift() ?? refusal ?? undefined;
    if (failure)
      return Promise.resolve({
        data: null,
        error: { message: failure.message, code: failure.code ?? '' },
        status: failure.status,
      });
    const data = run();
    if (data === undefined)
      return Promise.resolve({
        data: null,
        error: { message: 'Cannot coerce the result to a single JSON object', code: 'PGRST116' },
        status: 406,
      });
    return Promise.resolve({ data, error: null, status: data === null ? 204 : 200 });
  }
}
