/**
 * The cloud profile calls of the save pipeline over the app's supabase-js client, each bounded by a
 * timeout: a request that hangs (a dead connection, a stalled proxy) is aborted and counts as a
 * network failure, so the background sync retries instead of waiting forever.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CloudResponse, ProfilesClient } from '@/persistence/cloud/profile-api';

export const CLOUD_CALL_TIMEOUT_MS = 15_000;

export function timedProfilesClient(supabase: SupabaseClient, timeoutMs: number = CLOUD_CALL_TIMEOUT_MS): ProfilesClient {
  return {
    from: (table) => ({
      update: (values) => ({
        eq: (column, value): PromiseLike<CloudResponse<unknown>> => supabase.from(table).update(values).eq(column, value).abortSignal(AbortSignal.timeout(timeoutMs)),
      }),
      select: (columns) => ({
        eq: (column, value) => ({
          single: (): PromiseLike<CloudResponse<unknown>> => supabase.from(table).select(columns).eq(column, value).abortSignal(AbortSignal.timeout(timeoutMs)).single(),
        }),
      }),
    }),
  };
}
