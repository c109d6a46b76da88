// signup-with-tos: creates a confirmed demo account and records when the Terms of Service were
// accepted and the e-mail opt-in. Pure Web API (Request -> Response) so it runs unchanged under
// Supabase's Deno runtime (index.ts) and inside the local gateway (server/functions).

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

interface ClientError {
  message: string;
  status?: number;
  code?: string;
}

/** The part of a supabase-js client this function uses (the real SupabaseClient satisfies it). */
export interface SignupAdminClient {
  auth: {
    admin: {
      createUser(attributes: {
        email: string;
        password: string;
        email_confirm: boolean;
        user_metadata: Record<string, unknown>;
      }): Promise<{ data: { user: { id: string; email?: string } | null }; error: ClientError | null }>;
      deleteUser(id: string): Promise<{ error: ClientError | null }>;
    };
  };
  from(table: 'tos_acceptances'): {
    insert(row: {
      user_id: string;
      accepted_at: string;
      tos_version: string;
      email_opt_in: boolean;
    }): PromiseLike<{ error: ClientError | null }>;
  };
}

export interface SignupDeps {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The Terms of Service version recorded with the acceptance: src/platform/terms.ts, the one the dialog shows. */
  tosVersion: string;
  createClient: (
    url: string,
    key: string,
    options: { auth: { persistSession: false; autoRefreshToken: false } },
  ) => SignupAdminClient;
}

export const messages = {
  missingFields: 'Please enter both email and password',
  invalidEmail: 'Please enter a valid email address',
  shortPassword: 'Password must be at least 6 characters',
  tosRequired: 'You must accept the Terms of Service to create an account',
  optInInvalid: 'Please choose whether to receive e-mails (email_opt_in must be true or false)',
  tierInvalid: 'New accounts start on the demo tier',
  duplicate: 'User already registered',
  badRequest: 'Invalid request body',
  failed: 'Failed to create account',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters (a NUL above all) are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

function fail(message: string, status: number): Response {
  return json({ error: message }, status);
}

export async function handleSignupWithTos(request: Request, deps: SignupDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return fail('Method not allowed', 405);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(messages.badRequest, 400);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail(messages.badRequest, 400);
  const input = body as Record<string, unknown>;

  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (email === '' || password === '') return fail(messages.missingFields, 400);
  if (email.length > 255 || CONTROL_CHARACTERS.test(email) || !EMAIL_PATTERN.test(email))
    return fail(messages.invalidEmail, 400);
  if (password.length < 6) return fail(messages.shortPassword, 400);
  if (input.tos_accepted !== true) return fail(messages.tosRequired, 400);
  if (typeof input.email_opt_in !== 'boolean') return fail(messages.optInInvalid, 400);
  if (input.account_tier !== undefined && input.account_tier !== 'demo') return fail(messages.tierInvalid, 400);

  const admin = deps.createClient(deps.supabaseUrl, deps.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { email_opt_in: input.email_opt_in },
  });
  if (created.error || !created.data.user) {
    const error = created.error;
    if (
      error &&
      (error.code === 'email_exists' ||
        error.code === 'user_already_exists' ||
        /already (been )?registered/i.test(error.message))
    ) {
      return fail(messages.duplicate, 409);
    }
    if (error?.status === 429) return fail(error.message, 429);
    if (error?.status === 400 || error?.status === 422) return fail(error.message, 400);
    return fail(error?.message ?? messages.failed, 500);
  }

  const user = created.data.user;
  const recorded = await admin.from('tos_acceptances').insert({
    user_id: user.id,
    accepted_at: new Date().toISOString(),
    tos_version: deps.tosVersion,
    email_opt_in: input.email_opt_in,
  });
  if (recorded.error) {
    // Without a record of the accepted terms the account must not exist: undo it.
    await admin.auth.admin.deleteUser(user.id);
    return fail(messages.failed, 500);
  }
  return json({ user: { id: user.id, email: user.email ?? email } }, 200);
}
