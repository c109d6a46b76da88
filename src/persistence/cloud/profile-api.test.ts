import { describe, expect, it } from 'vitest';
import {
  CloudRequestError,
  isRetryableStatus,
  loadAccountTier,
  loadPlayerState,
  savePlayerState,
  type CloudResponse,
  type ProfilesClient,
} from '@/persistence/cloud/profile-api';

/** Records the calls made and answers with a canned response: stands in for supabase-js in decision tests. */
function scriptedClient(answer: CloudResponse<unknown> | Error) {
  const calls: unknown[][] = [];
  const respond = () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer));
  const client: ProfilesClient = {
    from: (table) => ({
      update: (values) => ({
        eq: (column, value) => {
          calls.push(['update', table, values, column, value]);
          return respond();
        },
      }),
      select: (columns) => ({
        eq: (column, value) => ({
          single: () => {
            calls.push(['select', table, columns, column, value]);
            return respond();
          },
        }),
      }),
    }),
  };
  return { client, calls };
}

describe('savePlayerState', () => {
  it("updates player_state and updated_at (ISO) on the user's row", async () => {
    const { client, calls } = scriptedClient({ data: null, error: null, status: 204 });
    await savePlayerState(client, 'u1', { level: 1 }, Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(calls).toEqual([
      ['update', 'user_profiles', { player_state: { level: 1 }, updated_at: '2025-01-02T03:04:05.000Z' }, 'id', 'u1'],
    ]);
  });

  it('throws "Failed to save player state: {message}"', async () => {
    const refused = scriptedClient({
      data: null,
      error: { message: 'Implausible progress: 9000 XP in 10 s', code: 'P0001' },
      status: 400,
    });
    const error = (await savePlayerState(refused.client, 'u1', {}, 0).catch(
      (caught: unknown) => caught,
    )) as CloudRequestError;
    expect(error).toBeInstanceOf(CloudRequestError);
    expect(error.message).toBe('Failed to save player state: Implausible progress: 9000 XP in 10 s');
    expect(error).toMatchObject({ status: 400, code: 'P0001', retryable: false });

    const down = scriptedClient({ data: null, error: { message: 'TypeError: Failed to fetch' }, status: 0 });
    await expect(savePlayerState(down.client, 'u1', {}, 0)).rejects.toMatchObject({
      message: 'Failed to save player state: TypeError: Failed to fetch',
      retryable: true,
    });
    const thrown = scriptedClient(new Error('socket hang up'));
    await expect(savePlayerState(thrown.client, 'u1', {}, 0)).rejects.toMatchObject({
      message: 'Failed to save player state: socket hang up',
      retryable: true,
    });
  });
});

describe('loadPlayerState / loadAccountTier', () => {
  it('select the column by id as a single row', async () => {
    const { client, calls } = scriptedClient({ data: { player_state: { version: 1 } }, error: null, status: 200 });
    expect(await loadPlayerState(client, 'u1')).toEqual({ version: 1 });
    expect(calls).toEqual([['select', 'user_profiles', 'player_state', 'id', 'u1']]);
    const empty = scriptedClient({ data: { player_state: null }, error: null, status: 200 });
    expect(await loadPlayerState(empty.client, 'u1')).toBeNull();
    const tier = scriptedClient({ data: { account_tier: 'base' }, error: null, status: 200 });
    expect(await loadAccountTier(tier.client, 'u1')).toBe('base');
    expect(tier.calls).toEqual([['select', 'user_profiles', 'account_tier', 'id', 'u1']]);
  });

  it('turn errors into CloudRequestError', async () => {
    const missing = scriptedClient({
      data: null,
      error: { message: 'Cannot coerce the result to a single JSON object', code: 'PGRST116' },
      status: 406,
    });
    await expect(loadPlayerState(missing.client, 'u1')).rejects.toMatchObject({
      message: 'Failed to load player state: Cannot coerce the result to a single JSON object',
      retryable: false,
    });
    await expect(loadAccountTier(scriptedClient({ data: {}, error: null, status: 200 }).client, 'u1')).rejects.toThrow(
      'the profile has no tier',
    );
  });
});

describe('isRetryableStatus', () => {
  it('retries network faults, timeouts, rate limits, expired tokens and 5xx only', () => {
    expect([undefined, 0, 401, 408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 403, 404, 406, 409, 422].some(isRetryableStatus)).toBe(false);
  });
});
