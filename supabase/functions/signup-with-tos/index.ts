// Deno entry for hosted Supabase (`supabase functions deploy signup-with-tos`). The logic is in
// handler.ts, which the local gateway runs too. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided to every hosted function.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { handleSignupWithTos } from './handler.ts';
// Outside supabase/: deploy with a CLI that bundles files from the whole project (`--use-api`, the default in 2.x).
import { TERMS_VERSION } from '../../../src/platform/terms.ts';

Deno.serve((request: Request) =>
  handleSignupWithTos(request, {
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    tosVersion: TERMS_VERSION,
    createClient: (url, key, options) => createClient(url, key, options),
  }),
);
