/**
 * Plugs a real supabase-js client into ProfilesClient. Each call is made on the client exactly as
 * written here, so the compiler checks them against supabase-js itself. (Assigning the client to the
 * interface directly also works at runtime, but TypeScript cannot check that: supabase-js's filter
 * types are too deep for a structural comparison.)
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CloudResponse, ProfilesClient } from '@/persistence/cloud/profile-api';

export function profilesClientFromSupabase(supabase: SupabaseClient): ProfilesClient {
  return {
    from: (table) => ({
      update: (values) => ({
        eq: (column, value): PromiseLike<CloudResponse<unknown>> => supabase.from(table).update(values).eq(column, value),
      }),
      select: (columns) => ({
        eq: (column, value) => ({
          single: (): PromiseLike<CloudResponse<unknown>> => supabase.from(table).select(columns).eq(column, value).single(),
        }),
      }),
    }),
  };
}
