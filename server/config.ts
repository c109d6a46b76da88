import { LOCAL_ANON_KEY, LOCAL_GATEWAY_URL, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '@/platform/local-dev-keys';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface RestQueueLimits {
  /**
   * A request that has not reached the database this long after it arrived is answered 503 with
   * Retry-After (at once, when the queue ahead of it already takes longer).
   */
  queueTimeoutMs: number;
  /** Requests allowed to wait for the database; beyond, 503 at once. */
  maxQueued: number;
  /** The most queued writes to the same rows sharing one transaction. */
  maxBatch: number;
  /** No write joins a shared transaction that has run this long. */
  maxBatchMs: number;
  /** Retry-After of those 503s, in seconds. */
  retryAfterSeconds: number;
}

export interface GatewayConfig {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The URL clients use; the `iss` of access tokens is `${publicUrl}/auth/v1`. */
  publicUrl: string;
  /** Sign-ups are confirmed at once (the local default); off: password sign-in waits for confirmation. */
  autoConfirm: boolean;
  accessTokenTtlSeconds: number;
  /** A used refresh token presented again within this window gets the current pair back. */
  refreshReuseWindowMs: number;
  bcryptCost: number;
  bodyLimitBytes: number;
  /** A smaller body limit for /auth and /functions: their bodies are a few small fields. */
  authBodyLimitBytes: number;
  /** The most rows one GET returns, like Supabase's max_rows. */
  maxRows: number;
  rateLimits: {
    /** Every sign-in attempt from one address. */
    signinPerIp: RateLimit;
    /** Sign-ins that did not succeed, from one address for one account. */
    signinPerIpAndEmail: RateLimit;
    /** Sign-ins that did not succeed for one account from addresses it has not signed in from. */
    signinPerEmail: RateLimit;
    signupPerIp: RateLimit;
    signupPerEmail: RateLimit;
  };
  /** The most entries the rate limiter (and its table of known sign-in addresses) keeps in memory. */
  rateLimitMaxEntries: number;
  /** Load shedding and group commit of /rest/v1 requests (server/rest/scheduler.ts). */
  restQueue: RestQueueLimits;
  logLevel: LogLevel;
  /** Where log lines go (one JSON object each); stdout by default. */
  logSink: (line: string) => void;
  /** The functions' clock (rank trials' cooldowns and runs, the time a sync may claim): the wall clock unless moved. */
  functionClock?: () => number;
  /**
   * End-to-end tests only (FUNCTION_CLOCK_CONTROL=1, refused in production): POST /functions/v1/_test/clock with the
   * service role moves the functions' clock on, so a journey can be hours away on the page's clock and the server's.
   */
  functionClockControl?: boolean;
  /** SYNC_CLOCK_TOLERANCE_MS: the slack on the time a journal may claim (the core's 5 minutes when unset). */
  syncClockToleranceMs?: number;
}

const FIVE_MINUTES = 5 * 60_000;

export function defaultConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publicUrl: LOCAL_GATEWAY_URL,
    autoConfirm: true,
    accessTokenTtlSeconds: 3600,
    refreshReuseWindowMs: 10_000,
    bcryptCost: 10,
    bodyLimitBytes: 1024 * 1024,
    authBodyLimitBytes: 64 * 1024,
    maxRows: 1000,
    rateLimits: {
      signinPerIp: { max: 30, windowMs: FIVE_MINUTES },
      signinPerIpAndEmail: { max: 10, windowMs: FIVE_MINUTES },
      signinPerEmail: { max: 10, windowMs: FIVE_MINUTES },
      signupPerIp: { max: 30, windowMs: FIVE_MINUTES },
      signupPerEmail: { max: 10, windowMs: FIVE_MINUTES },
    },
    rateLimitMaxEntries: 20_000,
    // Half a second of waiting at most: past capacity, a quick 503 beats tens of seconds in a queue
    // (the game retries with backoff), and every waiting request holds a client's connection, so a
    // longer wait only piles them up (Little's law). 500 waiting saves of 30 KB hold about 50 MB.
    restQueue: { queueTimeoutMs: 500, maxQueued: 500, maxBatch: 32, maxBatchMs: 50, retryAfterSeconds: 1 },
    logLevel: 'info',
    logSink: (line) => process.stdout.write(line + '\n'),
    ...overrides,
  };
}

/** Thrown for settings the gateway must not start with; main prints the message and exits 1. */
export class ConfigError extends Error {}

export interface ServerSettings {
  config: GatewayConfig;
  port: number;
  hostname: string;
  /** Set: any PostgreSQL through a pool. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be a whole number >= ${min} (got "${raw}")`);
  return value;
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function functionClockControl(env: NodeJS.ProcessEnv): boolean {
  if (env.FUNCTION_CLOCK_CONTROL !== '1') return false;
  if (env.NODE_ENV === 'production')
    throw new ConfigError('Refusing to start: FUNCTION_CLOCK_CONTROL lets a test move the server clock.');
  return true;
}

/** Reads the gateway's settings from the environment (see README, "The gateway reads"). */
export function settingsFromEnv(env: NodeJS.ProcessEnv): ServerSettings {
  const base = defaultConfig();
  const jwtSecret = env.JWT_SECRET || base.jwtSecret;
  if (env.NODE_ENV === 'production' && jwtSecret === LOCAL_JWT_SECRET) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production with the public local-development JWT secret. ' +
        'Set JWT_SECRET (at least 32 characters) and ANON_KEY / SERVICE_ROLE_KEY signed with it.',
    );
  }
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const port = positiveInt(env, 'GATEWAY_PORT', 54321);
  const hostname = env.GATEWAY_HOST || '127.0.0.1';
  const rateLimitMaxEntries = positiveInt(env, 'RATE_LIMIT_MAX_ENTRIES', base.rateLimitMaxEntries);
  if (rateLimitMaxEntries < 1) throw new ConfigError('RATE_LIMIT_MAX_ENTRIES must be at least 1');
  const limit = (name: string, fallback: { max: number; windowMs: number }) => ({
    max: positiveInt(env, name, fallback.max),
    windowMs: fallback.windowMs,
  });

  return {
    port,
    hostname,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || '.data/pglite',
    config: {
      ...base,
      jwtSecret,
      anonKey: env.ANON_KEY || base.anonKey,
      serviceRoleKey: env.SERVICE_ROLE_KEY || base.serviceRoleKey,
      publicUrl: env.PUBLIC_URL || `http://${hostname}:${port}`,
      autoConfirm: env.AUTO_CONFIRM === undefined ? true : env.AUTO_CONFIRM !== 'false',
      functionClockControl: functionClockControl(env),
      ...(env.SYNC_CLOCK_TOLERANCE_MS ? { syncClockToleranceMs: positiveInt(env, 'SYNC_CLOCK_TOLERANCE_MS', 0) } : {}),
      logLevel,
      restQueue: {
        queueTimeoutMs: positiveInt(env, 'REST_QUEUE_TIMEOUT_MS', base.restQueue.queueTimeoutMs, 1),
        maxQueued: positiveInt(env, 'REST_QUEUE_MAX', base.restQueue.maxQueued, 1),
        maxBatch: positiveInt(env, 'REST_BATCH_MAX', base.restQueue.maxBatch, 1),
        maxBatchMs: base.restQueue.maxBatchMs,
        retryAfterSeconds: positiveInt(env, 'REST_RETRY_AFTER_SECONDS', base.restQueue.retryAfterSeconds),
      },
      rateLimits: {
        signinPerIp: limit('RATE_LIMIT_SIGNIN_PER_IP', base.rateLimits.signinPerIp),
        signinPerIpAndEmail: limit('RATE_LIMIT_SIGNIN_PER_IP_EMAIL', base.rateLimits.signinPerIpAndEmail),
        signinPerEmail: limit('RATE_LIMIT_SIGNIN_PER_EMAIL', base.rateLimits.signinPerEmail),
        signupPerIp: limit('RATE_LIMIT_SIGNUP_PER_IP', base.rateLimits.signupPerIp),
        signupPerEmail: limit('RATE_LIMIT_SIGNUP_PER_EMAIL', base.rateLimits.signupPerEmail),
      },
      rateLimitMaxEntries,
    },
  };
}
