// `npm run admin:grant -- <email>`: makes an existing account an administrator (a row in admin_users).
// Local gateway by default (GATEWAY_PORT, SERVICE_ROLE_KEY as the gateway reads them, else the published local
// keys); hosted Supabase with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (Project Settings > API: service_role).
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_SERVICE_ROLE_KEY } from '@/platform/local-dev-keys';
import { grantAdmin, GrantAdminError } from './admin/grant-admin';

const email = process.argv[2];
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}
const url = process.env.SUPABASE_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}`;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SERVICE_ROLE_KEY ?? LOCAL_SERVICE_ROLE_KEY;
if (process.env.SUPABASE_URL && !process.env.SUPABASE_SERVICE_ROLE_KEY) {
  console.error('SUPABASE_URL is set: set SUPABASE_SERVICE_ROLE_KEY to that project’s service_role key too.');
  process.exit(2);
}
const service = createClient(url, key, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
});
try {
  const result = await grantAdmin(service, email);
  console.log(
    result.alreadyAdmin
      ? `${result.email} (${result.userId}) is already an administrator.`
      : `${result.email} (${result.userId}) is now an administrator. Sign in again (or reload) and open /game/admin.`,
  );
} catch (error) {
  console.error(error instanceof GrantAdminError ? error.message : `Failed against ${url}: ${String(error)}`);
  process.exit(1);
}
