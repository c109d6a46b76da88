// Deno entry for hosted Supabase (`supabase functions deploy sync`). The logic is in handler.ts, which the local
// gateway runs too (server/functions/routes.ts); both take the core's part (reading a verified state, the first
// state, the journal's replay) from src/core/journal/function-core.ts, reached as the arena's entry reaches its own.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handleSync, rpcSyncAllow, rpcSyncStorage, type SyncRpcClient } from './handler.ts';
import { SYNC_FUNCTION_CORE } from '../../../src/core/journal/function-core.ts';

const admin = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve((request: Request) =>
  handleSync(request, {
    userIdFor: async (token) => (await admin.auth.getUser(token)).data.user?.id ?? null,
    ...rpcSyncStorage(admin as unknown as SyncRpcClient),
    core: SYNC_FUNCTION_CORE,
    allow: rpcSyncAllow(admin as unknown as SyncRpcClient, () => Date.now()),
    now: () => Date.now(),
    log: (message, details) => console.warn(message, JSON.stringify(details)),
  }),
);
