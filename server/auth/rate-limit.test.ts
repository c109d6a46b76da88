// The in-memory limiter and the sign-in policy on a test clock: fixed windows, refunds, the size
// cap with least-recently-used eviction, and the owner's known addresses.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { digestKey, RateLimiter, RecentKeys } from './rate-limit';
import { AuthThrottle, KNOWN_ORIGIN_TTL_MS } from './throttle';

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => (time += ms) };
}

const threePerSecond = { max: 3, windowMs: 1_000 };

describe('RateLimiter', () => {
  it('allows max attempts per fixed window, then refuses until the window ends', () => {
    const time = clock();
    const limiter = new RateLimiter({ now: time.now });
    expect([1, 2, 3, 4].map(() => limiter.attempt('k', threePerSecond))).toEqual([true, true, true, false]);
    time.advance(999);
    expect(limiter.attempt('k', threePerSecond)).toBe(false);
    time.advance(1);
    expect(limiter.attempt('k', threePerSecond)).toBe(true);
  });

  it('takes a refunded attempt back', () => {
    const limiter = new RateLimiter({ now: clock().now });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(limiter.attempt('k', threePerSecond)).toBe(true);
      limiter.refund('k');
    }
  });

  it('never holds more than maxEntries keys, evicting the least recently used first', () => {
    const time = clock();
    const limiter = new RateLimiter({ now: time.now, maxEntries: 100 });
    limiter.attempt('kept', threePerSecond);
    limiter.attempt('kept', threePerSecond);
    for (let key = 0; key < 10_000; key += 1) {
      limiter.attempt(`flood-${key}`, { max: 3, windowMs: 3_600_000 });
      // The key under attack stays in use, so the flood evicts the flood.
      if (key % 50 === 0) expect(limiter.attempt('kept', { max: 1_000, windowMs: 3_600_000 })).toBe(true);
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
    expect(limiter.size).toBe(100);
    // 'kept' kept its count: 2 + 200 touches.
    for (let attempt = 0; attempt < 798; attempt += 1) limiter.attempt('kept', { max: 1_000, windowMs: 3_600_000 });
    expect(limiter.attempt('kept', { max: 1_000, windowMs: 3_600_000 })).toBe(false);
  });

  it('sweeps expired windows out as time passes', () => {
    const time = clock();
    const limiter = new RateLimiter({ now: time.now });
    for (let key = 0; key < 500; key += 1) limiter.attempt(`k${key}`, threePerSecond);
    expect(limiter.size).toBe(500);
    time.advance(120_000);
    limiter.attempt('fresh', threePerSecond);
    expect(limiter.size).toBe(1);
  });
});

describe('RecentKeys', () => {
  it('forgets keys after their time and past its cap', () => {
    const time = clock();
    const keys = new RecentKeys({ now: time.now, maxEntries: 3, ttlMs: 1_000 });
    keys.add('a');
    keys.add('b');
    keys.add('c');
    expect(keys.has('a')).toBe(true);
    keys.add('d');
    // 'a' was used last-but-one: 'b' is the least recently used and goes.
    expect([keys.has('a'), keys.has('b'), keys.has('c'), keys.has('d')]).toEqual([true, false, true, true]);
    expect(keys.size).toBe(3);
    time.advance(1_000);
    expect(keys.has('a')).toBe(false);
  });
});

describe('digestKey', () => {
  it('is short and fixed-length whatever it is given', () => {
    expect(digestKey('a@example.com')).toHaveLength(22);
    expect(digestKey('x'.repeat(900_000))).toHaveLength(22);
    expect(digestKey('a@example.com')).not.toBe(digestKey('b@example.com'));
  });
});

describe('AuthThrottle', () => {
  const limits = {
    ...defaultConfig().rateLimits,
    signinPerIp: { max: 100, windowMs: 60_000 },
    signinPerIpAndEmail: { max: 3, windowMs: 60_000 },
    signinPerEmail: { max: 5, windowMs: 60_000 },
  };

  function guess(throttle: AuthThrottle, ip: string, email = 'owner@example.com'): boolean {
    return throttle.beginSignIn(ip, email) !== null;
  }

  it('lets a known address through past the account limit, and nobody else', () => {
    const time = clock();
    const throttle = new AuthThrottle({ rateLimits: limits, rateLimitMaxEntries: 1_000 }, time.now);
    throttle.beginSignIn('10.0.0.1', 'owner@example.com')!.succeeded();
    const answers = ['10.0.0.2', '10.0.0.3', '10.0.0.4'].flatMap((ip) => [1, 2].map(() => guess(throttle, ip)));
    expect(answers).toEqual([true, true, true, true, true, false]);
    expect(guess(throttle, '10.0.0.5')).toBe(false);
    expect(guess(throttle, '10.0.0.1')).toBe(true);
    // The account's window ends: new addresses may try again.
    time.advance(60_000);
    expect(guess(throttle, '10.0.0.5')).toBe(true);
  });

  it('holds one address to its per-account limit, known or not', () => {
    const throttle = new AuthThrottle({ rateLimits: limits, rateLimitMaxEntries: 1_000 }, clock().now);
    throttle.rememberOrigin('10.0.0.1', 'owner@example.com');
    expect([1, 2, 3, 4].map(() => guess(throttle, '10.0.0.1'))).toEqual([true, true, true, false]);
  });

  it('forgets known addresses after their time', () => {
    const time = clock();
    const throttle = new AuthThrottle({ rateLimits: limits, rateLimitMaxEntries: 1_000 }, time.now);
    throttle.rememberOrigin('10.0.0.1', 'owner@example.com');
    time.advance(KNOWN_ORIGIN_TTL_MS);
    for (let attempt = 0; attempt < 5; attempt += 1) guess(throttle, `10.0.1.${attempt}`);
    expect(guess(throttle, '10.0.0.1')).toBe(false);
  });
});
