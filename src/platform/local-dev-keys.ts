/**
 * The Supabase CLI's published local-development secret and the anon and service_role keys signed
 * with it. Public by design (every `supabase start` uses them), so any checkout runs with no set-up;
 * production overrides them (JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY / VITE_SUPABASE_ANON_KEY) and the
 * gateway refuses to start with this secret when NODE_ENV=production.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
// Each key is written as its three JWT parts (header, payload, signature), joined at the dots.
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
  '.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9' +
  '.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
  '.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0' +
  '.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const LOCAL_GATEWAY_URL = 'http://127.0.0.1:54321';
