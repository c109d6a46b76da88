// Deno entry for hosted Supabase (`supabase functions deploy signup-with-tos`). The logic is in
// handler.ts, which the local gateway runs too. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided to every hosted function. New accounts follow the project's "Confirm email" setting, read from
// its auth service at each sign-up (a changed setting applies at once).
import { createClient } from 'npm:@supabase/supabase-js@2';
import { authConfirmsAtOnce, handleSignupWithTos } from './handler.ts';
// Outside supabase/, with its extension: the CLI's deploy follows it and uploads the file with the function.
import { TERMS_VERSION } from '../../../src/platform/terms.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';

Deno.serve((request: Request) =>
  handleSignupWithTos(request, {
    supabaseUrl,
    serviceRoleKey,
    tosVersion: TERMS_VERSION,
    createClient: (url, key, options) => createClient(url, key, options),
    confirmsAtOnce: () => authConfirmsAtOnce(supabaseUrl, serviceRoleKey),
  }),
);
