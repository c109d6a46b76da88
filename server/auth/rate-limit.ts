import type { RateLimit } from '../config';

/** Fixed-window attempt counters kept in memory, keyed by e.g. `signin:ip:127.0.0.1`. */
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Counts one attempt; false when the key is over its limit for the current window. */
  attempt(key: string, limit: RateLimit): boolean {
    const now = this.#now();
    if (this.#windows.size > 50_000) this.#prune(now);
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.set(key, { count: 1, resetAt: now + limit.windowMs });
      return limit.max > 0;
    }
    window.count += 1;
    return window.count <= limit.max;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
