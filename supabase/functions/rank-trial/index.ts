// Deno entry for hosted Supabase (`supabase functions deploy rank-trial`). The logic is in handler.ts,
// which the local gateway runs too; the replay is the game's own core (src/core/trials), whose imports
// without an extension this function's deno.jsonc maps to their files.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handleRankTrial, type RankTrialAdminClient } from './handler.ts';
import { replaySavedTrial } from '../../../src/core/trials/replay.ts';

const admin = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve((request: Request) =>
  handleRankTrial(request, {
    userIdFor: async (token) => (await admin.auth.getUser(token)).data.user?.id ?? null,
    // Deno's type check gives up on the whole client's types against the interface (TS2589); arena's entry casts too.
    admin: admin as unknown as RankTrialAdminClient,
    readRun: async (runId, playerId) =>
      (await admin.from('rank_trial_runs').select('*').eq('id', runId).eq('player_id', playerId).maybeSingle()).data,
    replay: replaySavedTrial,
    randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0]!,
    now: () => Date.now(),
  }),
);
