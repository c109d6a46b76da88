// The signup-with-tos Edge Function, run by the gateway and called the way the game calls it:
// supabase.functions.invoke('signup-with-tos', { body }), then a password sign-in. The gateway confirms new
// addresses at once (AUTO_CONFIRM, as `supabase start`); with AUTO_CONFIRM=false it stands for a hosted project
// with "Confirm email" on: the account waits for its confirmation and the answer says so.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, randomEmail, serviceClient, startTestGateway, type TestGateway } from '../test-support/gateway';
import { messages } from '../../supabase/functions/signup-with-tos/handler';
import { TERMS_VERSION } from '@/platform/terms';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

interface SignupBody {
  email?: unknown;
  password?: unknown;
  tos_accepted?: unknown;
  email_opt_in?: unknown;
  account_tier?: unknown;
}

async function invoke(
  body: SignupBody,
  on: TestGateway = gateway,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await clientFor(on).functions.invoke('signup-with-tos', { body });
  if (error) {
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: 200, body: data as Record<string, unknown> };
}

const valid = () => ({
  email: randomEmail('tos'),
  password: 'secret-1',
  tos_accepted: true,
  email_opt_in: true,
  account_tier: 'demo',
});

describe('signup-with-tos', () => {
  it('creates a confirmed demo account, records the terms acceptance, and the user can sign in', async () => {
    const input = valid();
    const before = Date.now();
    const result = await invoke(input);
    expect(result).toEqual({
      status: 200,
      body: { user: { id: expect.any(String), email: input.email }, confirmation_pending: false },
    });
    const userId = (result.body.user as { id: string }).id;

    const client = clientFor(gateway);
    const signIn = await client.auth.signInWithPassword({ email: input.email, password: input.password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(userId);
    expect(signIn.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const profile = await client.from('user_profiles').select('account_tier').eq('id', userId).single();
    expect(profile.data).toEqual({ account_tier: 'demo' });

    const record = await client.from('tos_acceptances').select('*').eq('user_id', userId).single();
    expect(record.data).toMatchObject({ user_id: userId, tos_version: TERMS_VERSION, email_opt_in: true });
    const acceptedAt = new Date((record.data as { accepted_at: string }).accepted_at).getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records an opt-out too', async () => {
    const input = { ...valid(), email_opt_in: false };
    const result = await invoke(input);
    const userId = (result.body.user as { id: string }).id;
    const record = await serviceClient(gateway)
      .from('tos_acceptances')
      .select('email_opt_in')
      .eq('user_id', userId)
      .single();
    expect(record.data).toEqual({ email_opt_in: false });
  });

  it("answers each invalid input with the spec's message and creates nothing", async () => {
    const cases: [SignupBody, string][] = [
      [{ ...valid(), email: '' }, messages.missingFields],
      [{ ...valid(), password: undefined }, messages.missingFields],
      [{ ...valid(), email: 'not-an-address' }, messages.invalidEmail],
      [{ ...valid(), password: '12345' }, messages.shortPassword],
      [{ ...valid(), tos_accepted: false }, messages.tosRequired],
      [{ ...valid(), tos_accepted: 'yes' }, messages.tosRequired],
      [{ ...valid(), email_opt_in: 'sure' }, messages.optInInvalid],
      [{ ...valid(), account_tier: 'supporter' }, messages.tierInvalid],
    ];
    for (const [body, message] of cases) {
      const result = await invoke(body);
      expect(result, message).toEqual({ status: 400, body: { error: message } });
      if (typeof body.email === 'string' && body.email.includes('@')) {
        const created = await serviceClient(gateway).rpc('admin_find_user', { email: body.email });
        expect(created.data, message).toEqual([]);
      }
    }
    expect(messages).toMatchObject({
      missingFields: 'Please enter both email and password',
      shortPassword: 'Password must be at least 6 characters',
      tosRequired: 'You must accept the Terms of Service to create an account',
    });
  });

  it('answers a duplicate e-mail with 409 "User already registered"', async () => {
    const input = valid();
    expect((await invoke(input)).status).toBe(200);
    const again = await invoke({ ...input, email: input.email.toUpperCase() });
    expect(again).toEqual({ status: 409, body: { error: 'User already registered' } });
    expect(String(again.body.error)).toContain('already registered');
  });

  it('answers the CORS preflight and refuses calls without a valid JWT', async () => {
    const preflight = await fetch(`${gateway.url}/functions/v1/signup-with-tos`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-client-info');

    const anonymous = await fetch(`${gateway.url}/functions/v1/signup-with-tos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(valid()),
    });
    expect(anonymous.status).toBe(401);
    const unknown = await fetch(`${gateway.url}/functions/v1/nope`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${gateway.config.anonKey}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('applies the sign-up rate limit', async () => {
    const limited = await startTestGateway({
      rateLimits: { ...gateway.config.rateLimits, signupPerEmail: { max: 1, windowMs: 60_000 } },
    });
    try {
      const input = valid();
      const client = clientFor(limited);
      expect((await client.functions.invoke('signup-with-tos', { body: input })).error).toBeNull();
      const second = await client.functions.invoke('signup-with-tos', { body: input });
      expect(((second.error as FunctionsHttpError).context as Response).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('signup-with-tos where addresses must be confirmed (AUTO_CONFIRM=false)', () => {
  let confirming: TestGateway;
  beforeAll(async () => {
    confirming = await startTestGateway({ autoConfirm: false });
  });
  afterAll(async () => {
    await confirming.close();
  });

  it('makes the account unconfirmed through the auth sign-up, records the terms, answers it pending', async () => {
    const input = valid();
    const result = await invoke(input, confirming);
    expect(result).toEqual({
      status: 200,
      body: { user: { id: expect.any(String), email: input.email }, confirmation_pending: true },
    });
    const userId = (result.body.user as { id: string }).id;
    const admin = serviceClient(confirming);
    const user = await admin.auth.admin.getUserById(userId);
    expect(user.data.user?.email_confirmed_at).toBeUndefined();
    expect(user.data.user?.user_metadata).toMatchObject({ email_opt_in: true });
    const record = await admin.from('tos_acceptances').select('*').eq('user_id', userId).single();
    expect(record.data).toMatchObject({ user_id: userId, tos_version: TERMS_VERSION, email_opt_in: true });

    // No sign-in before the address is confirmed: the game tells the player to check their e-mail instead.
    const signIn = await clientFor(confirming).auth.signInWithPassword({
      email: input.email,
      password: input.password,
    });
    expect(signIn.error?.message).toBe('Email not confirmed');
  });

  it('answers a duplicate e-mail with 409 and creates nothing more', async () => {
    const input = valid();
    expect((await invoke(input, confirming)).status).toBe(200);
    expect(await invoke(input, confirming)).toEqual({ status: 409, body: { error: 'User already registered' } });
    const found = await serviceClient(confirming).rpc('admin_find_user', { email: input.email });
    expect(found.data).toHaveLength(1);
  });
});
