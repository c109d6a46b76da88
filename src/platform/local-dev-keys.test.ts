import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './local-dev-keys';

function decodeVerified(token: string, secret: string): Record<string, unknown> {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('local development keys', () => {
  it('are signed with the documented secret and carry the anon and service_role roles', () => {
    expect(decodeVerified(LOCAL_ANON_KEY, LOCAL_JWT_SECRET).role).toBe('anon');
    expect(decodeVerified(LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET).role).toBe('service_role');
  });

  it('do not verify under another secret', () => {
    expect(() => decodeVerified(LOCAL_ANON_KEY, 'another-secret-that-is-long-enough-to-be-real')).toThrow();
  });
});
