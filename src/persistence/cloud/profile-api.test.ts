import { describe, expect, it } from 'vitest';
import {
  CloudRequestError,
  isRetryableStatus,
  loadAccountTier,
  type CloudResponse,
  type ProfilesClient,
} from '@/persistence/cloud/profile-api';

/** Records the calls made and answers with a canned response: stands in for supabase-js in decision tests. */
function scriptedClient(answer: CloudResponse<unknown> | Error) {
  const calls: unknown[][] = [];
  const respond = () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer));
  const client: ProfilesClient = {
    from: (table) => ({
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

describe('loadAccountTier', () => {
  it('selects the column by id as a single row', async () => {
    const tier = scriptedClient({ data: { account_tier: 'base' }, error: null, status: 200 });
    expect(await loadAccountTier(tier.client, 'u1')).toBe('base');
    expect(tier.calls).toEqual([['select', 'user_profiles', 'account_tier', 'id', 'u1']]);
  });

  it('turns errors into CloudRequestError', async () => {
    const missing = scriptedClient({
      data: null,
      error: { message: 'Cannot coerce the result to a single JSON object', code: 'PGRST116' },
      status: 406,
    });
    await expect(loadAccountTier(missing.client, 'u1')).rejects.toMatchObject({
      message: 'Failed to load account tier: Cannot coerce the result to a single JSON object',
      retryable: false,
    });
    expect(new CloudRequestError('x', 500, undefined, true).retryable).toBe(true);
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
