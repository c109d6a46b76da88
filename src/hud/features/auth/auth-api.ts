import type { SupabaseClient } from '@supabase/supabase-js';
import type { AccountTier } from '@/content/ids';
import type { SignUpInput, SignUpResult } from '@/hud/game/auth-context';
import { normalizeTier } from '@/hud/game/tiers';
import type { ErrorLog } from '@/platform/error-log/error-log';
import { logServiceError } from '@/platform/error-log/log-helpers';
import { AUTH_MESSAGES, signInFailureMessage, signUpFailureMessage } from './auth-messages';

/** Spec 000 §9: the admin check gives up after 10 seconds. */
export const ADMIN_CHECK_TIMEOUT_MS = 10_000;

export async function signInWithPassword(client: SupabaseClient, email: string, password: string): Promise<void> {
  let message: string | null;
  try {
    const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    if (!error) return;
    message = error.message;
  } catch (error) {
    throw new Error(signInFailureMessage(error instanceof Error ? error.message : null), { cause: error });
  }
  throw new Error(signInFailureMessage(message));
}

/** Reads the message out of a failed function call: the `{error}` body when there is one. */
async function functionErrorMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown }).context;
  if (context && typeof (context as Response).json === 'function') {
    try {
      const body: unknown = await (context as Response).json();
      if (body && typeof body === 'object') {
        const { error: bodyError, message, msg } = body as Record<string, unknown>;
        const text = [bodyError, message, msg].find((value) => typeof value === 'string');
        if (typeof text === 'string') return text;
      }
    } catch {
      // Not JSON: fall back to the client's own message.
    }
  }
  return error instanceof Error ? error.message : null;
}

/**
 * `signup-with-tos` (always as a demo account), then a password sign-in; none when the function says the address
 * must be confirmed first (the project's e-mail confirmation is on: the e-mail is on its way, and the auth service
 * would refuse the sign-in until its link is opened).
 */
export async function signUpWithTerms(client: SupabaseClient, input: SignUpInput): Promise<SignUpResult> {
  const email = input.email.trim();
  let result: { data: unknown; error: unknown };
  try {
    result = await client.functions.invoke('signup-with-tos', {
      body: {
        email,
        password: input.password,
        tos_accepted: input.tosAccepted,
        email_opt_in: input.emailOptIn,
        account_tier: 'demo',
      },
    });
  } catch (error) {
    throw new Error(signUpFailureMessage(error instanceof Error ? error.message : null), { cause: error });
  }
  if (result.error) throw new Error(signUpFailureMessage(await functionErrorMessage(result.error)));
  const data = result.data;
  const body = (data && typeof data === 'object' ? data : {}) as {
    user?: unknown;
    error?: unknown;
    confirmation_pending?: unknown;
  };
  if (typeof body.error === 'string' && body.error) throw new Error(signUpFailureMessage(body.error));
  if (!body.user) throw new Error(AUTH_MESSAGES.noUserReturned);
  if (body.confirmation_pending === true) return { confirmationPending: true };
  await signInWithPassword(client, email, input.password);
  return { confirmationPending: false };
}

/** True when the user has an admin_users row; a timeout (10 s) or an error means non-admin and is logged. */
export async function checkIsAdmin(
  client: SupabaseClient,
  userId: string,
  log: ErrorLog,
  timeoutMs: number = ADMIN_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const query = client.from('admin_users').select('id, role').eq('user_id', userId).limit(1);
    const result = await Promise.race([Promise.resolve(query), timeout]);
    if (result === 'timeout') {
      log.log({
        type: 'api',
        severity: 'low',
        message: `Admin check timed out after ${timeoutMs / 1000} seconds`,
        details: { userId },
      });
      return false;
    }
    if (result.error) {
      logServiceError(log, 'admin_users', 'checkAdmin', result.error.message);
      return false;
    }
    return (result.data?.length ?? 0) > 0;
  } catch (error) {
    logServiceError(log, 'admin_users', 'checkAdmin', error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The tier of the user's cloud profile; null (and logged) on a read error so the caller keeps what it had. */
export async function readAccountTier(
  client: SupabaseClient,
  userId: string,
  log: ErrorLog,
): Promise<AccountTier | null> {
  try {
    const { data, error } = await client.from('user_profiles').select('account_tier').eq('id', userId).single();
    if (error) {
      logServiceError(log, 'user_profiles', 'readAccountTier', error.message);
      return null;
    }
    return normalizeTier((data as { account_tier?: unknown } | null)?.account_tier);
  } catch (error) {
    logServiceError(log, 'user_profiles', 'readAccountTier', error);
    return null;
  }
}
