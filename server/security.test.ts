// What no player, anon caller or forged token may do, and how the gateway answers bad input.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFor,
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from './test-support/gateway';

let gateway: TestGateway;
let alice: TestPlayer;
let bob: TestPlayer;

const PRIVATE_TABLES = [
  'user_profiles',
  'admin_users',
  'players',
  'player_hunter_rank',
  'player_trial_state',
  'player_skills',
  'tos_acceptances',
  'upgrade_codes',
];

beforeAll(async () => {
  gateway = await startTestGateway();
  alice = await signUpPlayer(gateway, 'alice');
  bob = await signUpPlayer(gateway, 'bob');
  const service = serviceClient(gateway);
  await service
    .from('user_profiles')
    .update({ player_state: { secret: 'alice-save' } })
    .eq('id', alice.user.id);
  await service.from('player_trial_state').insert({ player_id: alice.playerId, trial_id: 'trial_d', attempts: 3 });
  await service.from('admin_users').insert({ user_id: alice.user.id });
  await service.from('tos_acceptances').insert({ user_id: alice.user.id, tos_version: 'test', email_opt_in: true });
});
afterAll(async () => {
  await gateway.close();
});

function sign(claims: Record<string, unknown>, secret = gateway.config.jwtSecret): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

async function pgrstBody(
  response: Response,
): Promise<{ code: string; message: string; details: unknown; hint: unknown }> {
  const body = (await response.json()) as { code: string; message: string; details: unknown; hint: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

describe('row level security: own rows only', () => {
  it("does not show Alice's rows to Bob in any table, however he filters", async () => {
    const byUser: Record<string, [string, string]> = {
      user_profiles: ['id', alice.user.id],
      admin_users: ['user_id', alice.user.id],
      players: ['user_id', alice.user.id],
      player_hunter_rank: ['player_id', alice.playerId],
      player_trial_state: ['player_id', alice.playerId],
      player_skills: ['player_id', alice.playerId],
      tos_acceptances: ['user_id', alice.user.id],
    };
    for (const [table, [column, value]] of Object.entries(byUser)) {
      const filtered = await bob.client.from(table).select('*').eq(column, value);
      expect(filtered.error, table).toBeNull();
      expect(filtered.data, table).toEqual([]);
      const all = await bob.client.from(table).select('*');
      expect(JSON.stringify(all.data), table).not.toContain(alice.user.id);
      expect(JSON.stringify(all.data), table).not.toContain(alice.playerId);
    }
    const embedded = await bob.client.from('skills').select('id, player_skills(player_id)');
    expect(JSON.stringify(embedded.data)).not.toContain(alice.playerId);
  });

  it("does not let Bob change Alice's rows", async () => {
    // No player writes any profile, their own included (0019): refused before RLS is asked.
    const save = await bob.client
      .from('user_profiles')
      .update({ player_state: { stolen: true } })
      .eq('id', alice.user.id)
      .select();
    expect(save.status).toBe(403);
    expect(save.error?.code).toBe('42501');
    const trial = await bob.client
      .from('player_hunter_rank')
      .update({ trial_in_progress: true })
      .eq('player_id', alice.playerId)
      .select();
    expect(trial.data).toEqual([]);
    const attempts = await bob.client
      .from('player_trial_state')
      .upsert({ player_id: alice.playerId, trial_id: 'trial_d', attempts: 0, completed: false });
    expect(attempts.status).toBe(403);
    const removed = await bob.client.from('player_trial_state').delete().eq('player_id', alice.playerId);
    expect(removed.status).toBe(403);

    const service = serviceClient(gateway);
    const profile = await service.from('user_profiles').select('player_state').eq('id', alice.user.id).single();
    expect(profile.data).toEqual({ player_state: { secret: 'alice-save' } });
    const rank = await service
      .from('player_hunter_rank')
      .select('trial_in_progress')
      .eq('player_id', alice.playerId)
      .single();
    expect(rank.data).toEqual({ trial_in_progress: false });
    const kept = await service.from('player_trial_state').select('attempts').eq('player_id', alice.playerId).single();
    expect(kept.data).toEqual({ attempts: 3 });
    expect((await bob.client.rpc('evaluate_rank_up', { player_uuid: alice.playerId })).status).toBe(403);
  });
});

describe('no player can raise tier, rank, trial completion or admin status', () => {
  it('refuses every direct write of a protected column or table', async () => {
    const attempts = [
      bob.client.from('user_profiles').update({ account_tier: 'supporter' }).eq('id', bob.user.id),
      bob.client
        .from('user_profiles')
        .update({ player_state: { ok: true }, account_tier: 'supporter' })
        .eq('id', bob.user.id),
      // The save and everything the sync function keeps with it are the server's (0019).
      bob.client
        .from('user_profiles')
        .update({ player_state: { ok: true } })
        .eq('id', bob.user.id),
      bob.client.from('user_profiles').update({ verified_hash: '0123456789abcdef' }).eq('id', bob.user.id),
      bob.client
        .from('user_profiles')
        .update({ verified_at: new Date(0).toISOString() })
        .eq('id', bob.user.id),
      bob.client.from('user_profiles').update({ updated_at: new Date().toISOString() }).eq('id', bob.user.id),
      bob.client.from('user_profiles').delete().eq('id', bob.user.id),
      bob.client.from('user_profiles').upsert({ id: bob.user.id, account_tier: 'supporter' }),
      bob.client.from('user_profiles').insert({ id: bob.user.id, account_tier: 'supporter' }),
      bob.client.from('player_hunter_rank').update({ current_rank: 'SSS' }).eq('player_id', bob.playerId),
      bob.client
        .from('player_hunter_rank')
        .update({ last_promo_dt: new Date().toISOString() })
        .eq('player_id', bob.playerId),
      bob.client.from('player_hunter_rank').upsert({ player_id: bob.playerId, current_rank: 'S' }),
      bob.client
        .from('player_trial_state')
        .insert({ player_id: bob.playerId, trial_id: 'trial_d', attempts: 1, completed: true }),
      bob.client
        .from('player_trial_state')
        .upsert(
          { player_id: bob.playerId, trial_id: 'trial_c', attempts: 1, completed: true },
          { onConflict: 'player_id,trial_id' },
        ),
      bob.client.from('admin_users').insert({ user_id: bob.user.id, role: 'admin' }),
      bob.client.from('upgrade_codes').insert({ code: 'SH-FREE', tier: 'supporter' }),
      bob.client.from('player_skills').update({ level: 99 }).eq('player_id', bob.playerId),
      bob.client.from('players').update({ level: 100 }).eq('id', bob.playerId),
      bob.client.from('rank_checkpoint').update({ total_xp_req: 0 }).eq('rank', 'D'),
      bob.client.from('skills').delete().eq('id', 'bladework'),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const result = await attempt;
      expect(result.status, `attempt ${index}`).toBe(403);
      expect(result.error?.code, `attempt ${index}`).toBe('42501');
    }

    // A started trial cannot be flipped to completed either.
    expect(
      (
        await bob.client
          .from('player_trial_state')
          .insert({ player_id: bob.playerId, trial_id: 'trial_d', attempts: 1 })
      ).error,
    ).toBeNull();
    const complete = await bob.client
      .from('player_trial_state')
      .update({ completed: true })
      .eq('player_id', bob.playerId);
    expect(complete.status).toBe(403);

    const service = serviceClient(gateway);
    expect((await service.from('user_profiles').select('account_tier').eq('id', bob.user.id).single()).data).toEqual({
      account_tier: 'demo',
    });
    expect(
      (await service.from('player_hunter_rank').select('current_rank').eq('player_id', bob.playerId).single()).data,
    ).toEqual({ current_rank: 'E' });
    expect((await service.from('player_trial_state').select('completed').eq('player_id', bob.playerId)).data).toEqual([
      { completed: false },
    ]);
    expect((await service.from('admin_users').select('id').eq('user_id', bob.user.id)).data).toEqual([]);
    expect((await bob.client.rpc('is_admin')).data).toBe(false);
    expect((await bob.client.rpc('evaluate_rank_up', { player_uuid: bob.playerId })).data).toBe(false);
  });

  it('does not let a player read upgrade codes', async () => {
    await serviceClient(gateway).rpc('create_upgrade_code', { tier: 'base' });
    const read = await bob.client.from('upgrade_codes').select('*');
    expect(read.status).toBe(403);
    expect(read.data).toBeNull();
  });
});

describe('anon', () => {
  it('reads nothing private, only the public content tables', async () => {
    const anon = clientFor(gateway);
    for (const table of PRIVATE_TABLES) {
      const result = await anon.from(table).select('*');
      expect(result.status, table).toBe(401);
      expect(result.data, table).toBeNull();
    }
    expect((await anon.from('skills').select('id')).data).toHaveLength(10);
    expect((await anon.rpc('evaluate_rank_up', { player_uuid: alice.playerId })).status).toBe(401);
    expect((await anon.rpc('redeem_upgrade_code', { code: 'x' })).status).toBe(401);
  });
});

describe('tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('answers an expired token with 401 PGRST303', async () => {
    const token = await sign({
      sub: alice.user.id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now() - 7200,
      exp: now() - 3600,
    });
    const response = await rawFetch(gateway, '/rest/v1/user_profiles?select=id', { token });
    expect(response.status).toBe(401);
    expect(await pgrstBody(response)).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('answers forged, wrongly signed, alg:none, malformed and foreign-role tokens with 401 PGRST301', async () => {
    const payload = { sub: alice.user.id, role: 'service_role', exp: now() + 3600 };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const validSignature = (await sign({ role: 'anon', exp: now() + 3600 })).split('.')[2];
    const tokens = {
      wrongSecret: await sign(payload, 'another-secret-that-is-also-at-least-32-characters'),
      algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`,
      forgedPayload: `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${validSignature}`,
      garbage: 'not-a-jwt',
      postgresRole: await sign({ role: 'postgres', exp: now() + 3600 }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await rawFetch(gateway, '/rest/v1/user_profiles?select=*', { token });
      expect(response.status, name).toBe(401);
      expect((await pgrstBody(response)).code, name).toBe('PGRST301');
    }
    const viaClient = await clientFor(gateway, tokens.wrongSecret).from('user_profiles').select('*');
    expect(viaClient.status).toBe(401);
    expect(viaClient.data).toBeNull();
  });

  it('refuses a request without any key', async () => {
    const response = await fetch(`${gateway.url}/rest/v1/skills?select=id`);
    expect(response.status).toBe(401);
  });
});

describe('malformed input gets 4xx in PostgREST shape and the gateway keeps serving', () => {
  const json = { 'Content-Type': 'application/json' };

  it('rejects malformed JSON with PGRST102', async () => {
    for (const body of ['{"player_state": ', 'nul', '[1,2', '"just a string"']) {
      const response = await rawFetch(gateway, `/rest/v1/user_profiles?id=eq.${bob.user.id}`, {
        method: 'PATCH',
        token: bob.session.access_token,
        headers: json,
        body,
      });
      expect(response.status, body).toBe(400);
      expect((await pgrstBody(response)).code, body).toBe('PGRST102');
    }
    const rpc = await rawFetch(gateway, '/rest/v1/rpc/evaluate_rank_up', {
      method: 'POST',
      token: bob.session.access_token,
      headers: json,
      body: '{',
    });
    expect((await pgrstBody(rpc)).code).toBe('PGRST102');
  });

  it('rejects unknown columns in select, filters, order and payloads', async () => {
    const cases: [string, RequestInit, number, string][] = [
      ['/rest/v1/user_profiles?select=id,nope', {}, 400, '42703'],
      ['/rest/v1/user_profiles?nope=eq.1', {}, 400, '42703'],
      ['/rest/v1/user_profiles?order=nope.desc', {}, 400, '42703'],
      [
        `/rest/v1/user_profiles?id=eq.${bob.user.id}`,
        { method: 'PATCH', headers: json, body: JSON.stringify({ nope: 1 }) },
        400,
        'PGRST204',
      ],
      [
        '/rest/v1/player_trial_state',
        { method: 'POST', headers: json, body: JSON.stringify({ player_id: bob.playerId, trial_id: 'x', nope: 1 }) },
        400,
        'PGRST204',
      ],
      ['/rest/v1/no_such_table?select=*', {}, 404, 'PGRST205'],
      ['/rest/v1/players?select=id,nothing_related(id)', {}, 400, 'PGRST200'],
    ];
    for (const [path, init, status, code] of cases) {
      const response = await rawFetch(gateway, path, { ...init, token: bob.session.access_token });
      expect(response.status, path).toBe(status);
      expect((await pgrstBody(response)).code, path).toBe(code);
    }
  });

  it('rejects bad filter, order, limit and select syntax with PGRST100', async () => {
    for (const query of [
      'id=eqq.5',
      'id=eq',
      'id=in.1,2',
      'account_tier=is.maybe',
      'order=id;drop',
      'limit=ten',
      'offset=-1',
      'select=id,(',
      'select=id;drop table players',
      'or=(id.eq.1,id.eq.2)',
    ]) {
      const response = await rawFetch(gateway, `/rest/v1/user_profiles?${query}`, { token: bob.session.access_token });
      expect(response.status, query).toBe(400);
      expect((await pgrstBody(response)).code, query).toBe('PGRST100');
    }
  });

  it('treats SQL in filter values and quoted column names as plain data', async () => {
    const injections = [
      "eq.'; drop table public.players; --",
      'eq.1 or 1=1',
      'in.(1,"2);drop table players")',
      "like.%' or '1'='1",
    ];
    for (const value of injections) {
      const response = await rawFetch(gateway, `/rest/v1/players?username=${encodeURIComponent(value)}`, {
        token: bob.session.access_token,
      });
      expect(response.status, value).toBe(200);
      expect(await response.json(), value).toEqual([]);
    }
    const uuid = await rawFetch(gateway, `/rest/v1/players?id=${encodeURIComponent("eq.x' or '1'='1")}`, {
      token: bob.session.access_token,
    });
    expect(uuid.status).toBe(400);
    expect((await pgrstBody(uuid)).code).toBe('22P02');
    const quoted = await rawFetch(gateway, `/rest/v1/players?select=${encodeURIComponent('"id;drop table players"')}`, {
      token: bob.session.access_token,
    });
    expect(quoted.status).toBe(400);
    expect((await pgrstBody(quoted)).code).toBe('42703');
    const rpcName = await rawFetch(
      gateway,
      `/rest/v1/rpc/${encodeURIComponent('is_admin(); drop table players; --')}`,
      { method: 'POST', token: bob.session.access_token, headers: json, body: '{}' },
    );
    expect(rpcName.status).toBe(404);
    expect((await bob.client.from('players').select('id').eq('id', bob.playerId)).data).toEqual([{ id: bob.playerId }]);
  });

  it('rejects an oversized body with 413 and a non-public schema with 406', async () => {
    const big = JSON.stringify({ player_state: { blob: 'x'.repeat(1_100_000) } });
    const response = await rawFetch(gateway, `/rest/v1/user_profiles?id=eq.${bob.user.id}`, {
      method: 'PATCH',
      token: bob.session.access_token,
      headers: json,
      body: big,
    });
    expect(response.status).toBe(413);
    expect((await pgrstBody(response)).code).toBe('PGRST413');
    const schema = await rawFetch(gateway, '/rest/v1/skills?select=id', { headers: { 'Accept-Profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect((await pgrstBody(schema)).code).toBe('PGRST106');
  });

  it('is still serving after all of the above', async () => {
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200);
    const profile = await bob.client.from('user_profiles').select('account_tier').eq('id', bob.user.id).single();
    expect(profile.data).toEqual({ account_tier: 'demo' });
  });
});
