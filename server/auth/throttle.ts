import type { GatewayConfig } from '../config';
import { digestKey, RateLimiter, RecentKeys } from './rate-limit';

/** How long an address an account signed in from stays known to that account (in memory only). */
export const KNOWN_ORIGIN_TTL_MS = 30 * 24 * 3_600_000;

export type AuthKind = 'signin' | 'signup';

/** A sign-in attempt let through to the password check. */
export interface SignInTicket {
  /** The password matched: the attempt is taken back from the counters and the address becomes known. */
  succeeded(): void;
}

/**
 * The sign-in and sign-up limits (docs/decisions.md, Gateway):
 * - per address, every attempt counts (sign-in, sign-up);
 * - per address and account, sign-ins that did not succeed (the strict limit on one address
 *   guessing one account's password);
 * - per account, sign-ins that did not succeed from addresses the account has not signed in from:
 *   over this limit those addresses wait, while the owner's known addresses keep signing in, so
 *   guesses from elsewhere cannot lock the owner out;
 * - per e-mail, sign-ups.
 * E-mail addresses are keyed by a digest only after they were validated; both tables are capped.
 */
export class AuthThrottle {
  readonly limiter: RateLimiter;
  readonly knownOrigins: RecentKeys;
  readonly #limits: GatewayConfig['rateLimits'];

  constructor(config: Pick<GatewayConfig, 'rateLimits' | 'rateLimitMaxEntries'>, now: () => number = Date.now) {
    this.#limits = config.rateLimits;
    this.limiter = new RateLimiter({ now, maxEntries: config.rateLimitMaxEntries });
    this.knownOrigins = new RecentKeys({ now, maxEntries: config.rateLimitMaxEntries, ttlMs: KNOWN_ORIGIN_TTL_MS });
  }

  /** Everything the throttle holds in memory. */
  get entries(): number {
    return this.limiter.size + this.knownOrigins.size;
  }

  /** Counts one attempt from an address; false when the address is over its limit. */
  allowAddress(kind: AuthKind, ip: string): boolean {
    const limit = kind === 'signin' ? this.#limits.signinPerIp : this.#limits.signupPerIp;
    return this.limiter.attempt(`${kind}:ip:${ip}`, limit);
  }

  /** Counts one sign-up for a validated, normalised e-mail; false when over the limit. */
  allowSignUpEmail(email: string): boolean {
    return this.limiter.attempt(`signup:email:${digestKey(email)}`, this.#limits.signupPerEmail);
  }

  /**
   * Before the password of a validated, normalised e-mail is checked: the address-and-account limit,
   * then (from an address the account has not signed in from) the account's limit. Null: answer 429.
   * Attempts count up front (so parallel guesses cannot slip past) and a success takes them back.
   */
  beginSignIn(ip: string, email: string): SignInTicket | null {
    const account = digestKey(email);
    const pairKey = `signin:pair:${ip}:${account}`;
    if (!this.limiter.attempt(pairKey, this.#limits.signinPerIpAndEmail)) return null;
    const known = this.knownOrigins.has(`${account}:${ip}`);
    const accountKey = `signin:email:${account}`;
    if (!known && !this.limiter.attempt(accountKey, this.#limits.signinPerEmail)) return null;
    return {
      succeeded: () => {
        this.limiter.refund(pairKey);
        if (!known) this.limiter.refund(accountKey);
        this.knownOrigins.add(`${account}:${ip}`);
      },
    };
  }

  /** A sign-up that signed the new user in: its address is known to the account from now on. */
  rememberOrigin(ip: string, email: string): void {
    this.knownOrigins.add(`${digestKey(email)}:${ip}`);
  }
}
