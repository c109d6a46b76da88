import type { User } from '@supabase/supabase-js';

/** How long after its first sign-in an account that has not signed in again is still greeted as new. */
export const NEW_ACCOUNT_WINDOW_MS = 60 * 60_000;
/**
 * A sign-up signs in at once (or the confirmation link does), in the same request: a sign-in this close to it is that
 * one; any later sign-in (even a minute later) is a player coming back.
 */
const FIRST_SIGN_IN_SLACK_MS = 5_000;

export const GREETINGS = { newAccount: 'Welcome, hunter', returning: 'Welcome back, hunter' } as const;

const time = (value: string | undefined | null): number | null => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * An account is new while its only sign-in is the one its sign-up (or its confirmation) made, within the hour;
 * anything else (a sign-in since, an older account, dates the server did not send) is a returning player.
 */
export function isNewAccount(user: Pick<User, 'created_at' | 'last_sign_in_at' | 'email_confirmed_at'>, nowMs: number) {
  const created = time(user.created_at);
  if (created === null) return false;
  const firstSignIn = Math.max(created, time(user.email_confirmed_at) ?? created);
  const lastSignIn = time(user.last_sign_in_at) ?? firstSignIn;
  return lastSignIn - firstSignIn <= FIRST_SIGN_IN_SLACK_MS && nowMs - firstSignIn <= NEW_ACCOUNT_WINDOW_MS;
}

/** The signed-in card's title: a new player is welcomed, a returning one welcomed back. */
export function greetingFor(user: Pick<User, 'created_at' | 'last_sign_in_at' | 'email_confirmed_at'>, nowMs: number) {
  return isNewAccount(user, nowMs) ? GREETINGS.newAccount : GREETINGS.returning;
}
