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
import type { SyncTransport } from '@/persistence/cloud/verified-sync';

export const CLOUD_CALL_TIMEOUT_MS = 15_000;

export function profilesClientFromSupabase(
  supabase: SupabaseClient,
  timeoutMs: number = CLOUD_CALL_TIMEOUT_MS,
): ProfilesClient {
  return {
    from: (table) => ({
      select: (columns) => ({
        eq: (column, value) => ({
          single: (): PromiseLike<CloudResponse<unknown>> =>
            supabase.from(table).select(columns).eq(column, value).abortSignal(AbortSignal.timeout(timeoutMs)).single(),
        }),
      }),
    }),
  };
}

/**
 * The sync function over supabase-js: any answer the function gave (its status and JSON body, refusals included)
 * resolves; no answer (a network failure, the timeout) rejects, so the journal is kept for the next try.
 */
export function syncTransportFromSupabase(
  supabase: SupabaseClient,
  timeoutMs: number = CLOUD_CALL_TIMEOUT_MS,
): SyncTransport {
  return async (body) => {
    const { data, error } = await supabase.functions.invoke('sync', { body, timeout: timeoutMs });
    if (!error) return { status: 200, body: (data ?? {}) as Record<string, unknown> };
    // The function's answer (FunctionsHttpError); anything else never reached it. Duck-typed: the client's fetch
    // may bring its own Response class.
    const context = (error as { context?: Partial<Response> }).context;
    if (typeof context?.status !== 'number' || typeof context.json !== 'function') throw error;
    let answer: unknown = null;
    try {
      answer = await context.json();
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    return { status: context.status, body: record };
  };
}
