// signup-with-tos: creates a demo account and records when the Terms of Service were accepted and the e-mail
// opt-in. The account follows the auth service's e-mail confirmation setting: where it confirms addresses at once
// (the local gateway, a hosted project with "Confirm email" off) the account is made confirmed; otherwise it is
// made through the auth service's own sign-up, which sends the confirmation e-mail (its link leads to /game on the
// caller's site, spec 000), and the answer says the confirmation is pending. Pure Web API (Request -> Response) so
// it runs unchanged under Supabase's Deno runtime (index.ts) and inside the local gateway (server/functions).

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

/** The user the auth service's sign-up answers (GoTrue's user object, as supabase-js hands it over). */
export interface SignedUpUser {
  id: string;
  email?: string;
  /** Set once the address is confirmed (at once where the service confirms at once). */
  email_confirmed_at?: string;
  /** Empty for an address that already has a confirmed account: the service answers a stand-in user then. */
  identities?: unknown[];
}

/** The part of a supabase-js client this function uses (the real SupabaseClient satisfies it). */
export interface SignupAdminClient {
  auth: {
    signUp(credentials: {
      email: string;
      password: string;
      options: { data: Record<string, unknown>; emailRedirectTo?: string };
    }): Promise<{ data: { user: SignedUpUser | null; session: unknown }; error: ClientError | null }>;
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
  /**
   * Whether the auth service confirms new addresses at once: the gateway's AUTO_CONFIRM; on hosted Supabase the
   * project's setting, read by `authConfirmsAtOnce`. False (or unknown) makes the account through the service's
   * own sign-up, which applies the setting itself and sends the confirmation e-mail when it is on.
   */
  confirmsAtOnce: () => Promise<boolean>;
}

/** What the function answers for a created account. */
export interface SignupAnswer {
  user: { id: string; email: string };
  /** True when the address must be confirmed (through the e-mail just sent) before the player can sign in. */
  confirmation_pending: boolean;
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

/** PostgreSQL's unique_violation: the account's terms are already on record. */
const UNIQUE_VIOLATION = '23505';

/**
 * The auth service's confirmation setting as it publishes it (GET /auth/v1/settings, `mailer_autoconfirm`), for the
 * hosted entry. Unreadable counts as "not at once": the sign-up then goes through the service, which decides.
 */
export async function authConfirmsAtOnce(
  supabaseUrl: string,
  apiKey: string,
  fetcher: (input: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<boolean> {
  try {
    const response = await fetcher(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: apiKey } });
    if (!response.ok) return false;
    const settings = (await response.json()) as { mailer_autoconfirm?: unknown } | null;
    return settings?.mailer_autoconfirm === true;
  } catch {
    return false;
  }
}

/**
 * Where the confirmation link leads: /game on the origin of the page that called (spec 000). The auth service
 * accepts it only when it is among the project's redirect URLs, and uses the project's site URL otherwise.
 */
export function confirmationRedirect(request: Request): string | undefined {
  const origin = request.headers.get('Origin');
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}/game` : undefined;
  } catch {
    return undefined;
  }
}

/** The auth service's refusal of a new account, as this function answers it. */
function refusal(error: ClientError | null): Response {
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

  const options = { auth: { persistSession: false, autoRefreshToken: false } } as const;
  const admin = deps.createClient(deps.supabaseUrl, deps.serviceRoleKey, options);
  const metadata = { email_opt_in: input.email_opt_in };
  let user: { id: string; email?: string };
  let pending: boolean;
  if (await deps.confirmsAtOnce()) {
    const created = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: metadata,
    });
    if (created.error || !created.data.user) return refusal(created.error);
    user = created.data.user;
    pending = false;
  } else {
    // The service's sign-up, on a client of its own: were a session to come back (the setting changed meanwhile),
    // it would replace the service key of that client's database calls. The service-role key skips a captcha.
    const signUp = deps.createClient(deps.supabaseUrl, deps.serviceRoleKey, options);
    const redirect = confirmationRedirect(request);
    const signedUp = await signUp.auth.signUp({
      email,
      password,
      options: { data: metadata, ...(redirect ? { emailRedirectTo: redirect } : {}) },
    });
    if (signedUp.error || !signedUp.data.user) return refusal(signedUp.error);
    // An address with a confirmed account gets a stand-in user without identities (and nothing is sent or made).
    if (Array.isArray(signedUp.data.user.identities) && signedUp.data.user.identities.length === 0)
      return fail(messages.duplicate, 409);
    user = signedUp.data.user;
    pending = !signedUp.data.user.email_confirmed_at;
  }

  const recorded = await admin.from('tos_acceptances').insert({
    user_id: user.id,
    accepted_at: new Date().toISOString(),
    tos_version: deps.tosVersion,
    email_opt_in: input.email_opt_in,
  });
  if (recorded.error) {
    // An address signing up again before confirming: the service sent the confirmation once more, and the account
    // (made by the first sign-up, its terms on record) is not this request's to undo.
    if (pending && recorded.error.code === UNIQUE_VIOLATION) return answer(user, email, true);
    // Without a record of the accepted terms the account must not exist: undo it.
    await admin.auth.admin.deleteUser(user.id);
    return fail(messages.failed, 500);
  }
  return answer(user, email, pending);
}

function answer(user: { id: string; email?: string }, email: string, pending: boolean): Response {
  const body: SignupAnswer = { user: { id: user.id, email: user.email ?? email }, confirmation_pending: pending };
  return json(body, 200);
}
