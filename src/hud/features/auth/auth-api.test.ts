import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorLog } from '@/platform/error-log/error-log';
import { checkIsAdmin, readAccountTier, signInWithPassword, signUpWithTerms } from './auth-api';
import { signUpFailureMessage, validateLogin, validateSignup } from './auth-messages';

/** A stand-in for the parts of supabase-js these functions call. */
function fakeClient(parts: {
  invoke?: unknown;
  signIn?: unknown;
  adminQuery?: () => Promise<unknown>;
  profile?: unknown;
}) {
  const signInWithPasswordFn = vi.fn(async () => parts.signIn ?? { data: {}, error: null });
  const client = {
    functions: { invoke: vi.fn(async () => parts.invoke) },
    auth: { signInWithPassword: signInWithPasswordFn },
    from: (table: string) => ({
      select: () => ({
        eq: () => ({
          limit: () =>
            table === 'admin_users' && parts.adminQuery
              ? parts.adminQuery()
              : Promise.resolve({ data: [], error: null }),
          single: async () => parts.profile,
        }),
      }),
    }),
  };
  return {
    client: client as unknown as SupabaseClient,
    invoke: client.functions.invoke,
    signInWithPassword: signInWithPasswordFn,
  };
}

afterEach(() => vi.useRealTimers());

describe('form validation', () => {
  it('follows spec 000 §5 and §8', () => {
    expect(validateLogin('', 'x')).toBe('Please enter both email and password');
    expect(validateLogin('a@b.c', '')).toBe('Please enter both email and password');
    expect(validateLogin('a@b.c', 'x')).toBeNull();
    expect(validateSignup('  ', 'secret1', true)).toBe('Please enter both email and password');
    expect(validateSignup('a@b.c', '12345', true)).toBe('Password must be at least 6 characters');
    expect(validateSignup('a@b.c', '123456', false)).toBe('You must accept the Terms of Service to create an account');
    expect(validateSignup('a@b.c', '123456', true)).toBeNull();
  });

  it('maps sign-up failures', () => {
    expect(signUpFailureMessage('User already registered')).toBe('Email already exists. Try logging in instead.');
    expect(signUpFailureMessage('Password is too weak')).toBe('Password is too weak');
    expect(signUpFailureMessage('')).toBe('Failed to create account');
  });
});

describe('signUpWithTerms', () => {
  const input = { email: ' hunter@example.com ', password: 'secret123', tosAccepted: true, emailOptIn: false };

  it('calls signup-with-tos as a demo account, then signs in', async () => {
    const fake = fakeClient({ invoke: { data: { user: { id: 'u1' }, confirmation_pending: false }, error: null } });
    expect(await signUpWithTerms(fake.client, input)).toEqual({ confirmationPending: false });
    expect(fake.invoke).toHaveBeenCalledWith('signup-with-tos', {
      body: {
        email: 'hunter@example.com',
        password: 'secret123',
        tos_accepted: true,
        email_opt_in: false,
        account_tier: 'demo',
      },
    });
    expect(fake.signInWithPassword).toHaveBeenCalledWith({ email: 'hunter@example.com', password: 'secret123' });
  });

  it('does not sign in when the address must be confirmed first: the e-mail is on its way', async () => {
    const fake = fakeClient({ invoke: { data: { user: { id: 'u1' }, confirmation_pending: true }, error: null } });
    expect(await signUpWithTerms(fake.client, input)).toEqual({ confirmationPending: true });
    expect(fake.signInWithPassword).not.toHaveBeenCalled();
  });

  it('reads the error body of a non-2xx answer', async () => {
    const httpError = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      context: new Response(JSON.stringify({ error: 'A user with this email address has already been registered' }), {
        status: 400,
      }),
    });
    const fake = fakeClient({ invoke: { data: null, error: httpError } });
    await expect(signUpWithTerms(fake.client, input)).rejects.toThrow('Email already exists. Try logging in instead.');
    expect(fake.signInWithPassword).not.toHaveBeenCalled();
  });

  it('fails when no user comes back', async () => {
    const fake = fakeClient({ invoke: { data: {}, error: null } });
    await expect(signUpWithTerms(fake.client, input)).rejects.toThrow('Signup failed - no user returned');
  });

  it('passes on other messages', async () => {
    const fake = fakeClient({ invoke: { data: { error: 'Terms of Service must be accepted' }, error: null } });
    await expect(signUpWithTerms(fake.client, input)).rejects.toThrow('Terms of Service must be accepted');
  });
});

describe('signInWithPassword', () => {
  it('throws the returned message, or "Failed to sign in"', async () => {
    await expect(
      signInWithPassword(
        fakeClient({ signIn: { error: { message: 'Invalid login credentials' } } }).client,
        'a@b.c',
        'x',
      ),
    ).rejects.toThrow('Invalid login credentials');
    await expect(
      signInWithPassword(fakeClient({ signIn: { error: { message: '' } } }).client, 'a@b.c', 'x'),
    ).rejects.toThrow('Failed to sign in');
  });
});

describe('checkIsAdmin', () => {
  it('is true with a row, false without', async () => {
    const log = new ErrorLog();
    expect(
      await checkIsAdmin(
        fakeClient({ adminQuery: async () => ({ data: [{ id: 'x', role: 'admin' }], error: null }) }).client,
        'u1',
        log,
      ),
    ).toBe(true);
    expect(
      await checkIsAdmin(fakeClient({ adminQuery: async () => ({ data: [], error: null }) }).client, 'u1', log),
    ).toBe(false);
  });

  it('treats an error or a 10-second timeout as non-admin and logs it', async () => {
    vi.useFakeTimers();
    const log = new ErrorLog();
    expect(
      await checkIsAdmin(
        fakeClient({ adminQuery: async () => ({ data: null, error: { message: 'permission denied' } }) }).client,
        'u1',
        log,
      ),
    ).toBe(false);
    const pending = checkIsAdmin(fakeClient({ adminQuery: () => new Promise(() => undefined) }).client, 'u1', log);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(false);
    expect(log.getEntries().map((entry) => entry.message)).toEqual([
      'admin_users.checkAdmin failed: permission denied',
      'Admin check timed out after 10 seconds',
    ]);
  });
});

describe('readAccountTier', () => {
  it('reads and normalizes the tier, or gives null on error', async () => {
    const log = new ErrorLog();
    expect(
      await readAccountTier(fakeClient({ profile: { data: { account_tier: 'paid' }, error: null } }).client, 'u1', log),
    ).toBe('base');
    expect(
      await readAccountTier(fakeClient({ profile: { data: null, error: { message: 'boom' } } }).client, 'u1', log),
    ).toBeNull();
    expect(log.getEntries()).toHaveLength(1);
  });
});
