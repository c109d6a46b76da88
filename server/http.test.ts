// Cross-cutting HTTP behaviour: CORS for the browser, the body size limit, /health, unknown
// routes, and the request log (structured, with secrets stripped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redact } from './http/log';
import { CORS_ALLOWED_HEADERS } from './gateway';
import { clientFor, randomEmail, rawFetch, startTestGateway, type TestGateway } from './test-support/gateway';

let gateway: TestGateway;
const logLines: string[] = [];

beforeAll(async () => {
  gateway = await startTestGateway({ logLevel: 'info', logSink: (line) => logLines.push(line) });
});
afterAll(async () => {
  await gateway.close();
});

describe('CORS', () => {
  it('answers the preflight of every header supabase-js sends and exposes Content-Range', async () => {
    const requested = [
      'apikey',
      'authorization',
      'x-client-info',
      'x-supabase-api-version',
      'content-type',
      'prefer',
      'accept-profile',
      'content-profile',
      'range',
    ];
    const preflight = await fetch(`${gateway.url}/rest/v1/user_profiles?id=eq.1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': requested.join(','),
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    for (const header of requested) expect(allowed, header).toContain(header);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(CORS_ALLOWED_HEADERS).toEqual(expect.arrayContaining(requested));

    const read = await rawFetch(gateway, '/rest/v1/skills?select=id', { headers: { Origin: 'http://localhost:5173' } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-expose-headers')).toContain('content-range');
    const auth = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(auth.status).toBe(204);
  });
});

describe('limits and routes', () => {
  it('refuses oversized auth bodies with 413 in GoTrue shape', async () => {
    const response = await rawFetch(gateway, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: randomEmail(), password: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large', error_code: 'request_too_large' });
  });

  it('answers /health and unknown routes', async () => {
    expect(await (await fetch(`${gateway.url}/health`)).json()).toEqual({ status: 'ok', database: gateway.db.kind });
    expect((await fetch(`${gateway.url}/nowhere`)).status).toBe(404);
  });
});

describe('request log', () => {
  it('writes one JSON line per request with method, path, status, duration and user id, and no secrets', async () => {
    logLines.length = 0;
    const client = clientFor(gateway);
    const email = randomEmail('logged');
    const password = 'very-secret-password';
    const { data } = await client.auth.signUp({ email, password });
    await client.from('user_profiles').select('account_tier').eq('id', data.user!.id).single();
    await client.auth.refreshSession();

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'POST /auth/v1/signup 200',
      'GET /rest/v1/user_profiles 200',
      'POST /auth/v1/token 200',
    ]);
    for (const entry of requests) {
      expect(entry).toMatchObject({
        level: 'info',
        time: expect.any(String),
        duration_ms: expect.any(Number),
        user_id: data.user!.id,
      });
    }
    const everything = logLines.join('\n');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(data.session!.access_token);
    expect(everything).not.toContain(data.session!.refresh_token);
    expect(everything).not.toContain(gateway.config.anonKey);
  });

  it('redacts password, token, secret, apikey and authorization fields at any depth', () => {
    expect(
      redact({
        email: 'a@b.c',
        password: 'p',
        nested: { refresh_token: 't', list: [{ apikey: 'k', Authorization: 'Bearer x', jwt_secret: 's', ok: 1 }] },
      }),
    ).toEqual({
      email: 'a@b.c',
      password: '[redacted]',
      nested: {
        refresh_token: '[redacted]',
        list: [{ apikey: '[redacted]', Authorization: '[redacted]', jwt_secret: '[redacted]', ok: 1 }],
      },
    });
  });
});
