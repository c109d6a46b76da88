// Deno entry for hosted Supabase (`supabase functions deploy arena`). The logic is in handler.ts, which
// the local gateway runs too (server/functions/routes.ts); both take the core's part (the card of a
// stored save, the duel, the ratings) from src/core/arena/function-core.ts, reached as rank-trial's
// entry reaches its replay.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handleArena, type ArenaAdminClient } from './handler.ts';
import { ARENA_FUNCTION_CORE } from '../../../src/core/arena/function-core.ts';

const admin = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve((request: Request) =>
  handleArena(request, {
    userIdFor: async (token) => (await admin.auth.getUser(token)).data.user?.id ?? null,
    admin: admin as unknown as ArenaAdminClient,
    core: ARENA_FUNCTION_CORE,
    randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0]!,
  }),
);
