import { describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '@/platform/local-dev-keys';
import { backoffDelay } from '@/persistence/cloud/backoff';
import { isRetryableStatus } from '@/persistence/cloud/profile-api';
import { ConfigError, defaultConfig, settingsFromEnv } from './config';
import { spawnGateway } from './test-support/child-gateway';

describe('gateway settings from the environment', () => {
  it('defaults to PGlite in .data/pglite on 127.0.0.1:54321 with the local keys', () => {
    const settings = settingsFromEnv({});
    expect(settings).toMatchObject({
      port: 54321,
      hostname: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data/pglite',
    });
    expect(settings.config.jwtSecret).toBe(LOCAL_JWT_SECRET);
    expect(settings.config.publicUrl).toBe('http://127.0.0.1:54321');
    expect(settings.config.autoConfirm).toBe(true);
    expect(settings.config.bcryptCost).toBe(10);
    expect(settings.config.rateLimits.signinPerIp).toEqual({ max: 30, windowMs: 300_000 });
    expect(settings.config.rateLimits.signinPerEmail).toEqual({ max: 10, windowMs: 300_000 });
    expect(settings.config.rateLimits.signinPerIpAndEmail).toEqual({ max: 10, windowMs: 300_000 });
    expect(settings.config.rateLimitMaxEntries).toBe(20_000);
    expect(settings.config.authBodyLimitBytes).toBe(64 * 1024);
  });

  it('reads the port, database, keys and rate limits', () => {
    const settings = settingsFromEnv({
      GATEWAY_PORT: '54401',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      JWT_SECRET: 'a-production-secret-with-more-than-32-characters',
      RATE_LIMIT_SIGNIN_PER_IP: '1000',
      RATE_LIMIT_SIGNUP_PER_EMAIL: '3',
      RATE_LIMIT_SIGNIN_PER_IP_EMAIL: '7',
      RATE_LIMIT_MAX_ENTRIES: '5000',
      AUTO_CONFIRM: 'false',
      LOG_LEVEL: 'WARN',
    });
    expect(settings.port).toBe(54401);
    expect(settings.databaseUrl).toBe('postgres://u:p@localhost/db');
    expect(settings.config.jwtSecret).toBe('a-production-secret-with-more-than-32-characters');
    expect(settings.config.rateLimits.signinPerIp.max).toBe(1000);
    expect(settings.config.rateLimits.signupPerEmail.max).toBe(3);
    expect(settings.config.rateLimits.signinPerIpAndEmail.max).toBe(7);
    expect(settings.config.rateLimitMaxEntries).toBe(5_000);
    expect(settings.config.autoConfirm).toBe(false);
    expect(settings.config.logLevel).toBe('warn');
  });

  it('refuses the public secret in production, short secrets and bad numbers', () => {
    expect(() => settingsFromEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => settingsFromEnv({ NODE_ENV: 'production', JWT_SECRET: LOCAL_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(settingsFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).config.jwtSecret).toBe(
      'x'.repeat(40),
    );
    expect(() => settingsFromEnv({ JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => settingsFromEnv({ GATEWAY_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => settingsFromEnv({ RATE_LIMIT_SIGNIN_PER_IP: '-3' })).toThrow(ConfigError);
    expect(() => settingsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => settingsFromEnv({ RATE_LIMIT_MAX_ENTRIES: '0' })).toThrow(ConfigError);
    expect(() => settingsFromEnv({ REST_QUEUE_TIMEOUT_MS: '0' })).toThrow(/REST_QUEUE_TIMEOUT_MS must be/);
    expect(() => settingsFromEnv({ REST_BATCH_MAX: '0' })).toThrow(/REST_BATCH_MAX must be/);
  });

  it('reads the load-shedding limits of /rest/v1, half a second of waiting by default', () => {
    expect(settingsFromEnv({}).config.restQueue).toEqual({
      queueTimeoutMs: 500,
      maxQueued: 500,
      maxBatch: 32,
      maxBatchMs: 50,
      retryAfterSeconds: 1,
    });
    const settings = settingsFromEnv({
      REST_QUEUE_TIMEOUT_MS: '1000',
      REST_QUEUE_MAX: '64',
      REST_BATCH_MAX: '1',
      REST_RETRY_AFTER_SECONDS: '3',
    });
    expect(settings.config.restQueue).toMatchObject({
      queueTimeoutMs: 1000,
      maxQueued: 64,
      maxBatch: 1,
      retryAfterSeconds: 3,
    });
  });

  it('asks the game for no longer a pause than its own backoff waits before retrying a 503', () => {
    // The game cannot read Retry-After (supabase-js keeps response headers to itself); its first
    // retry of a failed background save must therefore come no sooner than the gateway asks.
    expect(isRetryableStatus(503)).toBe(true);
    expect(backoffDelay(0)! / 1000).toBeGreaterThanOrEqual(defaultConfig().restQueue.retryAfterSeconds);
  });

  it('makes `npm run gateway` exit non-zero with a clear message in production with the default secret', async () => {
    await expect(spawnGateway({ NODE_ENV: 'production', DATA_DIR: 'memory://' }, 30_000)).rejects.toThrow(
      /exited with 1[\s\S]*Refusing to start: NODE_ENV=production/,
    );
  });
});
