// Attacks an outside tester found on the auth and function routes: null bytes answered with 500,
// a rate limiter that kept every attacker-chosen e-mail (of any length) in memory, and a per-e-mail
// limit that let anyone lock a known account out. Requests come from real sockets bound to other
// loopback addresses (127.0.0.x), since the gateway takes the client IP from the TCP peer.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimit } from '../config';
import { randomEmail, serviceClient, startTestGateway, type TestGateway } from '../test-support/gateway';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** POSTs JSON with the anon key from a chosen local address (any 127.0.0.x reaches the gateway). */
function postFrom(
  gateway: TestGateway,
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      `${gateway.url}${path}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: gateway.config.anonKey,
          Authorization: `Bearer ${gateway.config.anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown>;
          try {
            parsed = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const signIn = (gateway: TestGateway, from: string, email: string, password: string, headers = {}) =>
  postFrom(gateway, from, '/auth/v1/token?grant_type=password', { email, password }, headers);

/** A GoTrue error: the 2024-01-01 body and the API version header. */
function expectGoTrueError(answer: Answer, status: number, code?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers['x-supabase-api-version']).toBe('2024-01-01');
  expect(answer.body.code).toEqual(answer.body.error_code);
  expect(typeof answer.body.code).toBe('string');
  expect(answer.body.msg).toEqual(expect.any(String));
  expect(answer.body.message).toBe(answer.body.msg);
  if (code) expect(answer.body.code).toBe(code);
}

describe('null bytes are refused with 400, never 500', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  async function noAccount(email: string): Promise<void> {
    const found = await serviceClient(gateway).rpc('admin_find_user', { email: email.replace(/\0/g, '') });
    expect(found.data).toEqual([]);
  }

  it('on /auth/v1/signup: in the e-mail, the password and the user metadata (values and keys)', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['e-mail', { email: `nul\u0000${randomEmail()}`, password: 'secret-1' }],
      ['password', { email: randomEmail('nulpw'), password: 'secret\u0000-1' }],
      ['metadata value', { email: randomEmail('nulmeta'), password: 'secret-1', data: { name: 'Ash\u0000' } }],
      ['metadata key', { email: randomEmail('nulkey'), password: 'secret-1', data: { ['na\u0000me']: 'Ash' } }],
      [
        'nested metadata',
        { email: randomEmail('nulnest'), password: 'secret-1', data: { a: [{ b: { c: ['\u0000'] } }] } },
      ],
    ];
    for (const [name, body] of cases) {
      const answer = await postFrom(gateway, '127.0.0.1', '/auth/v1/signup', body);
      expectGoTrueError(answer, 400, 'validation_failed');
      expect(answer.body.msg, name).not.toMatch(/unexpected/i);
      await noAccount(body.email as string);
    }
    // The same sign-up without the null byte works: nothing else was wrong with it.
    const clean = await postFrom(gateway, '127.0.0.1', '/auth/v1/signup', {
      email: randomEmail('clean'),
      password: 'secret-1',
      data: { name: 'Ash' },
    });
    expect(clean.status).toBe(200);
  });

  it('on /auth/v1/token?grant_type=password: in the e-mail and the password', async () => {
    const email = randomEmail('nulsignin');
    expect((await postFrom(gateway, '127.0.0.1', '/auth/v1/signup', { email, password: 'secret-1' })).status).toBe(200);
    expectGoTrueError(await signIn(gateway, '127.0.0.1', `${email}\u0000`, 'secret-1'), 400, 'validation_failed');
    expectGoTrueError(await signIn(gateway, '127.0.0.1', email, 'secret-1\u0000'), 400, 'invalid_credentials');
    expect((await signIn(gateway, '127.0.0.1', email, 'secret-1')).status).toBe(200);
  });

  it('on /functions/v1/signup-with-tos: in the e-mail and the password, in the function own 400 shape', async () => {
    const valid = { password: 'secret-1', tos_accepted: true, email_opt_in: true };
    for (const body of [
      { ...valid, email: `tos\u0000${randomEmail()}` },
      { ...valid, email: randomEmail('tosnul'), password: 'secret\u0000-1' },
    ]) {
      const answer = await postFrom(gateway, '127.0.0.1', '/functions/v1/signup-with-tos', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.body.error).not.toMatch(/unexpected/i);
      await noAccount(body.email);
    }
  });
});

describe("the limiter's memory stays bounded whatever e-mails an attacker sends", () => {
  let gateway: TestGateway;
  const MAX_ENTRIES = 64;
  beforeAll(async () => {
    gateway = await startTestGateway({ rateLimitMaxEntries: MAX_ENTRIES });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('refuses 60 sign-ins with a new ~900 KB e-mail each with 413 before keying anything', async () => {
    const before = gateway.throttle.entries;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const email = `${String(attempt).padStart(4, '0')}${'x'.repeat(900_000)}@example.com`;
      const answer = await signIn(gateway, '127.0.0.1', email, 'wrong-password');
      expectGoTrueError(answer, 413, 'request_too_large');
    }
    const signup = await postFrom(gateway, '127.0.0.1', '/auth/v1/signup', {
      email: `${'y'.repeat(900_000)}@example.com`,
      password: 'secret-1',
    });
    expectGoTrueError(signup, 413, 'request_too_large');
    const tos = await postFrom(gateway, '127.0.0.1', '/functions/v1/signup-with-tos', {
      email: `${'z'.repeat(900_000)}@example.com`,
      password: 'secret-1',
      tos_accepted: true,
      email_opt_in: true,
    });
    expect(tos.status).toBe(413);
    expect(gateway.throttle.entries).toBe(before);
  });

  it('refuses e-mails over 255 characters with 400 without keying them', async () => {
    const before = gateway.throttle.limiter.size;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const email = `${String(attempt).padStart(4, '0')}${'x'.repeat(20_000)}@example.com`;
      const answer = await signIn(gateway, '127.0.0.2', email, 'wrong-password');
      expectGoTrueError(answer, 400, 'validation_failed');
      expect(answer.body.msg).toBe('An email address is too long');
    }
    const signup = await postFrom(gateway, '127.0.0.2', '/auth/v1/signup', {
      email: `${'y'.repeat(300)}@example.com`,
      password: 'secret-1',
    });
    expectGoTrueError(signup, 400, 'validation_failed');
    // Only this address's own counter was added: no key per e-mail.
    expect(gateway.throttle.limiter.size).toBeLessThanOrEqual(before + 2);
  });

  it('never holds more than its cap, however many e-mails and addresses are tried', async () => {
    for (let attempt = 0; attempt < 4 * MAX_ENTRIES; attempt += 1) {
      const from = `127.0.${1 + (attempt % 3)}.${10 + (attempt % 200)}`;
      await signIn(gateway, from, randomEmail(`flood${attempt}`), 'wrong-password');
      expect(gateway.throttle.limiter.size).toBeLessThanOrEqual(MAX_ENTRIES);
    }
    expect(gateway.throttle.limiter.size).toBe(MAX_ENTRIES);
    expect(gateway.throttle.knownOrigins.size).toBeLessThanOrEqual(MAX_ENTRIES);
  });
});

describe('wrong passwords from elsewhere do not lock the owner out', () => {
  let gateway: TestGateway;
  const minute = (max: number): RateLimit => ({ max, windowMs: 60_000 });
  beforeAll(async () => {
    gateway = await startTestGateway({
      rateLimits: {
        signinPerIp: minute(30),
        signinPerIpAndEmail: minute(5),
        signinPerEmail: minute(10),
        signupPerIp: minute(30),
        signupPerEmail: minute(10),
      },
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  async function account(from: string): Promise<{ email: string; password: string }> {
    const email = randomEmail('owner');
    const password = 'the-right-password';
    const signup = await postFrom(gateway, from, '/auth/v1/signup', { email, password });
    expect(signup.status).toBe(200);
    return { email, password };
  }

  it('the owner still signs in from their own address after 16 wrong passwords from four others', async () => {
    const owner = await account('127.0.0.1');
    const statuses: number[] = [];
    for (const attacker of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
      for (let attempt = 0; attempt < 4; attempt += 1)
        statuses.push((await signIn(gateway, attacker, owner.email, 'guess-' + attempt)).status);
    // Ten guesses are answered, then the account is closed to addresses it was never used from.
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429, 429]);

    // Even the right password from a new address waits: guessing stays as slow as before ...
    expectGoTrueError(await signIn(gateway, '127.0.0.6', owner.email, owner.password), 429, 'over_request_rate_limit');
    // ... and a forged X-Forwarded-For does not pass for the owner's address (the TCP peer counts).
    const spoofed = await signIn(gateway, '127.0.0.7', owner.email, owner.password, {
      'X-Forwarded-For': '127.0.0.1',
    });
    expect(spoofed.status).toBe(429);

    // The owner, from the address they signed up from, gets in.
    const own = await signIn(gateway, '127.0.0.1', owner.email, owner.password);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.access_token).toEqual(expect.any(String));
  });

  it('successful sign-ins never count against the owner', async () => {
    const owner = await account('127.0.1.1');
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect((await signIn(gateway, '127.0.1.1', owner.email, owner.password)).status).toBe(200);
  });

  it('one address hammering one account is stopped with 429, right password or not', async () => {
    const victim = await account('127.0.2.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await signIn(gateway, '127.0.2.9', victim.email, `guess-${attempt}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expectGoTrueError(
      await signIn(gateway, '127.0.2.9', victim.email, victim.password),
      429,
      'over_request_rate_limit',
    );
    // The owner's own address is limited the same way for guesses (the pair limit knows no owners).
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(gateway, '127.0.2.1', victim.email, `typo-${attempt}`)).status).toBe(400);
    expect((await signIn(gateway, '127.0.2.1', victim.email, victim.password)).status).toBe(429);
  });

  it('one address trying many accounts is stopped by its own limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1)
      statuses.push((await signIn(gateway, '127.0.3.9', randomEmail('spray'), 'password-1')).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
