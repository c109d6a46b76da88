/**
 * Plugs a real supabase-js client into ProfilesClient. Each call is made on the client exactly as
 * written here, so the compiler checks them against supabase-js itself. (Assigning the client to the
 * interface directly also works at runtime, but TypeScript cannot check that: supabase-js's filter
 * types are too deep for a structural comparison.)
 *
 * Every call is bounded by a timeout: a request that hangs (a dead connection, a stalled proxy) is
 * aborted and counts as a network failure, so the background sync retries instead of waiting forever.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CloudResponse, ProfilesClient } from '@/persistence/cloud/profile-api';

export const CLOUD_CALL_TIMEOUT_MS = 15_000;

export function profilesClientFromSupabase(
  supabase: SupabaseClient,
  timeoutMs: number = CLOUD_CALL_TIMEOUT_MS,
): ProfilesClient {
  return {
    from: (table) => ({
      update: (values) => ({
        eq: (column, value): PromiseLike<CloudResponse<unknown>> =>
          supabase.from(table).update(values).eq(column, value).abortSignal(AbortSignal.timeout(timeoutMs)),
      }),
      select: (columns) => ({
        eq: (column, value) => ({
          single: (): PromiseLike<CloudResponse<unknown>> =>
            supabase.from(table).select(columns).eq(column, value).abortSignal(AbortSignal.timeout(timeoutMs)).single(),
        }),
      }),
    }),
  };
}
