import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createLoggedFetch } from './error-log/api-logger';
import type { ErrorLog } from './error-log/error-log';
import { LOCAL_ANON_KEY, LOCAL_GATEWAY_URL } from './local-dev-keys';

/** The project URL and anon key (README "Configuration"); defaults reach the local gateway. */
export const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_GATEWAY_URL;
export const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

let apiLog: ErrorLog | null = null;

/**
 * Sends this app's API call records (duration, status; no passwords, tokens or secrets) to `log`.
 * The error log is an instance owned by hud/app, so the client looks it up at call time.
 */
export function attachApiLog(log: ErrorLog | null): void {
  apiLog = log;
}

/** The one supabase-js client of the app. */
export const supabase: SupabaseClient = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  global: {
    fetch: createLoggedFetch(
      (input, init) => fetch(input, init),
      () => apiLog,
    ),
  },
});
