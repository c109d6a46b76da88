/**
 * The profile reads the game makes (spec 000 §7: the account tier), behind a small typed interface so the real
 * client plugs in unchanged. The save itself is never read or written here: the cloud copy is the sync
 * function's (issue 31; cloud-sync.ts), and players may not write it.
 */
import { errorMessage } from '@/persistence/deps';

export const PROFILES_TABLE = 'user_profiles';

/** A PostgREST error as supabase-js returns it. */
export interface CloudErrorShape {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

export interface CloudResponse<T> {
  data: T | null;
  error: CloudErrorShape | null;
  /** HTTP status; 0 when the request never got an answer. */
  status?: number;
}

interface SingleRowQuery {
  single(): PromiseLike<CloudResponse<unknown>>;
}

/** `supabase.from('user_profiles')` with the call used. */
export interface ProfilesTable {
  select(columns: string): { eq(column: string, value: string): SingleRowQuery };
}

export interface ProfilesClient {
  from(table: string): ProfilesTable;
}

/** A failed cloud call. `retryable` is false when the server refused the data itself. */
export class CloudRequestError extends Error {
  override readonly name = 'CloudRequestError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/**
 * Network failures, timeouts, rate limits, server errors and expired tokens are worth retrying;
 * a 4xx refusal of the data (a check, a permission, the plausibility trigger) is not.
 */
export function isRetryableStatus(status: number | undefined): boolean {
  if (status === undefined || status === 0) return true;
  if (status === 401 || status === 408 || status === 429) return true;
  return status >= 500;
}

function toError(prefix: string, response: CloudResponse<unknown>): CloudRequestError {
  const message = response.error?.message ?? 'Unknown error';
  return new CloudRequestError(
    `${prefix}${message}`,
    response.status,
    response.error?.code,
    isRetryableStatus(response.status),
  );
}

export async function loadAccountTier(client: ProfilesClient, userId: string): Promise<string> {
  const response = await request(
    () => client.from(PROFILES_TABLE).select('account_tier').eq('id', userId).single(),
    'Failed to load account tier: ',
  );
  const tier = (response.data as { account_tier?: unknown } | null)?.account_tier;
  if (typeof tier !== 'string')
    throw new CloudRequestError(
      'Failed to load account tier: the profile has no tier',
      response.status,
      undefined,
      false,
    );
  return tier;
}

async function request(
  call: () => PromiseLike<CloudResponse<unknown>>,
  prefix: string,
): Promise<CloudResponse<unknown>> {
  let response: CloudResponse<unknown>;
  try {
    response = await call();
  } catch (error) {
    throw new CloudRequestError(`${prefix}${errorMessage(error)}`, undefined, undefined, true);
  }
  if (response.error) throw toError(prefix, response);
  return response;
}
