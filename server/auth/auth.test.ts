import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import {
  clientFor,
  randomEmail,
  rawFetch,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
} from '../test-support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ refreshReuseWindowMs: 300 });
});
afterAll(async () => {
  await gateway.close();
});

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with auto-confirm, returning a session and the GoTrue user shape', async () => {
    const client = clientFor(gateway);
    const email = randomEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-1',
      options: { emailRedirectTo: 'http://localhost:5173/game' },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.aud).toBe('authenticated');
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);

    const claims = decodeClaims(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.iss).toBe(`${gateway.url}/auth/v1`);
    expect(claims.exp as number).toBe((claims.iat as number) + 3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('creates the profile, player, rank E and ten skills for every new user', async () => {
    const player = await signUpPlayer(gateway);
    const profile = await player.client.from('user_profiles').select('account_tier').eq('id', player.user.id).single();
    expect(profile.data).toEqual({ account_tier: 'demo' });
    const hero = await player.client.from('players').select('username, level').eq('user_id', player.user.id).single();
    expect((hero.data as { username: string }).username).toMatch(new RegExp(`^${player.email.split('@')[0]}\\d{5}$`));
    const rank = await player.client
      .from('player_hunter_rank')
      .select('current_rank')
      .eq('player_id', player.playerId)
      .single();
    expect(rank.data).toEqual({ current_rank: 'E' });
    const skills = await player.client.from('player_skills').select('skill_id').eq('player_id', player.playerId);
    expect(skills.data).toHaveLength(10);
  });

  it('refuses a duplicate e-mail, a short password and a malformed e-mail with GoTrue codes', async () => {
    const player = await signUpPlayer(gateway);
    const client = clientFor(gateway);
    const duplicate = await client.auth.signUp({ email: player.email.toUpperCase(), password: 'secret-1' });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('user_already_exists');
    expect(duplicate.error?.message).toContain('already registered');

    const weak = await client.auth.signUp({ email: randomEmail(), password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');

    const malformed = await client.auth.signUp({ email: 'not-an-email', password: 'secret-1' });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.code).toBe('validation_failed');
  });

  it('signs in with the password, and refuses a wrong one with invalid_credentials', async () => {
    const player = await signUpPlayer(gateway);
    const client = clientFor(gateway);
    const ok = await client.auth.signInWithPassword({ email: player.email, password: player.password });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(player.user.id);
    expect(ok.data.user?.last_sign_in_at).toEqual(expect.any(String));

    const wrong = await client.auth.signInWithPassword({ email: player.email, password: 'wrong-password' });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');

    const unknown = await client.auth.signInWithPassword({ email: randomEmail('nobody'), password: 'whatever1' });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('answers errors in the 2024-01-01 shape with the API version header', async () => {
    const response = await rawFetch(gateway, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: randomEmail(), password: 'nope-nope' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });

  it('keeps the session for getSession and getUser, and reports auth events', async () => {
    const player = await signUpPlayer(gateway);
    const client = clientFor(gateway);
    const events: AuthChangeEvent[] = [];
    const { data: subscription } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword({ email: player.email, password: player.password });
    const session = await client.auth.getSession();
    expect(session.data.session?.user.id).toBe(player.user.id);
    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe(player.email);
    await client.auth.signOut();
    expect((await client.auth.getSession()).data.session).toBeNull();
    subscription.subscription.unsubscribe();
    expect(events).toEqual(expect.arrayContaining(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']));
    expect(events.indexOf('SIGNED_IN')).toBeLessThan(events.indexOf('SIGNED_OUT'));
  });
});

describe('sessions and refresh tokens', () => {
  it('signs out globally: every session of the user stops working', async () => {
    const player = await signUpPlayer(gateway);
    const other = clientFor(gateway);
    const second = await other.auth.signInWithPassword({ email: player.email, password: player.password });
    expect(second.error).toBeNull();

    const { error } = await player.client.auth.signOut({ scope: 'global' });
    expect(error).toBeNull();
    const refreshed = await other.auth.refreshSession();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const user = await rawFetch(gateway, '/auth/v1/user', { token: second.data.session!.access_token });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  });

  it('signs out locally: only this session ends', async () => {
    const player = await signUpPlayer(gateway);
    const other = clientFor(gateway);
    await other.auth.signInWithPassword({ email: player.email, password: player.password });

    const { error } = await player.client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    const kept = await other.auth.refreshSession();
    expect(kept.error).toBeNull();
    expect(kept.data.session?.user.id).toBe(player.user.id);
    const ended = await rawFetch(gateway, '/auth/v1/user', { token: player.session.access_token });
    expect(ended.status).toBe(403);
  });

  it('signs out the other sessions only with scope=others', async () => {
    const player = await signUpPlayer(gateway);
    const other = clientFor(gateway);
    await other.auth.signInWithPassword({ email: player.email, password: player.password });

    expect((await player.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await other.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    const kept = await rawFetch(gateway, '/auth/v1/user', { token: player.session.access_token });
    expect(kept.status).toBe(200);
  });

  it('rotates refresh tokens, tolerates reuse inside the window and revokes the session after it', async () => {
    const player = await signUpPlayer(gateway);
    const refresh = (token: string) =>
      rawFetch(gateway, '/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });

    const first = await refresh(player.session.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string; access_token: string };
    expect(rotated.refresh_token).not.toBe(player.session.refresh_token);
    expect(decodeClaims(rotated.access_token).session_id).toBe(decodeClaims(player.session.access_token).session_id);

    // Within the reuse window (300 ms in this gateway): tolerated, like two tabs refreshing at once.
    const concurrent = await refresh(player.session.refresh_token);
    expect(concurrent.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 400));
    const replay = await refresh(player.session.refresh_token);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('refresh_token_already_used');

    // The whole session is gone: even the legitimately rotated token no longer works.
    const after = await refresh(rotated.refresh_token);
    expect(after.status).toBe(400);
    expect(((await after.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('answers an unknown refresh token with refresh_token_not_found', async () => {
    const client = clientFor(gateway);
    const result = await client.auth.refreshSession({ refresh_token: 'made-up-token' });
    expect(result.error?.code).toBe('refresh_token_not_found');
    expect(result.error?.status).toBe(400);
  });

  it('refuses GET /user without a token (401) and with a forged one (403 bad_jwt)', async () => {
    const missing = await fetch(`${gateway.url}/auth/v1/user`, { headers: { apikey: gateway.config.anonKey } });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { code: string }).code).toBe('no_authorization');
    const forged = await rawFetch(gateway, '/auth/v1/user', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe('bad_jwt');
  });
});

describe('admin users endpoint', () => {
  it('creates confirmed users for the service role only', async () => {
    const email = randomEmail('admin-made');
    const refused = await clientFor(gateway).auth.admin.createUser({
      email,
      password: 'secret-1',
      email_confirm: true,
    });
    expect(refused.error?.status).toBe(403);

    const service = clientFor(gateway, gateway.config.serviceRoleKey);
    const created = await service.auth.admin.createUser({
      email,
      password: 'secret-1',
      email_confirm: true,
      user_metadata: { email_opt_in: true },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    expect(created.data.user?.user_metadata).toEqual({ email_opt_in: true });
    const again = await service.auth.admin.createUser({ email, password: 'secret-1', email_confirm: true });
    expect(again.error?.code).toBe('email_exists');

    const signIn = await clientFor(gateway).auth.signInWithPassword({ email, password: 'secret-1' });
    expect(signIn.error).toBeNull();
  });
});

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit past the per-e-mail sign-in limit, and keeps serving others', async () => {
    const limited = await startTestGateway({
      rateLimits: {
        signinPerIp: { max: 100, windowMs: 60_000 },
        signinPerIpAndEmail: { max: 100, windowMs: 60_000 },
        signinPerEmail: { max: 3, windowMs: 60_000 },
        signupPerIp: { max: 2, windowMs: 60_000 },
        signupPerEmail: { max: 100, windowMs: 60_000 },
      },
    });
    try {
      const client = clientFor(limited);
      const email = randomEmail('limited');
      const statuses: (number | undefined)[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await client.auth.signInWithPassword({ email, password: 'wrong-pass' })).error?.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const error = (await client.auth.signInWithPassword({ email, password: 'wrong-pass' })).error;
      expect(error?.code).toBe('over_request_rate_limit');

      // Sign-ups per IP: the third within the window is refused.
      expect((await client.auth.signUp({ email: randomEmail(), password: 'secret-1' })).error).toBeNull();
      expect((await client.auth.signUp({ email: randomEmail(), password: 'secret-1' })).error).toBeNull();
      expect((await client.auth.signUp({ email: randomEmail(), password: 'secret-1' })).error?.status).toBe(429);

      const health = await fetch(`${limited.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
