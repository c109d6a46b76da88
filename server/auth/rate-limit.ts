import { createHash } from 'node:crypto';
import type { RateLimit } from '../config';

/** How often expired entries are swept out (besides the eviction at the cap). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A short fixed-length key for attacker-chosen text (e-mail addresses): 128 bits of SHA-256, so a
 * table entry costs the same whatever was sent.
 */
export function digestKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

export interface BoundedTableOptions {
  now?: () => number;
  /** The most entries kept; past it the least recently used go first. */
  maxEntries?: number;
}

/**
 * A Map with a size cap and least-recently-used eviction (a Map iterates in insertion order, so
 * re-inserting a touched entry keeps the least recently used first), swept of expired entries now
 * and then. Shared by the attempt counters and the known sign-in origins.
 */
class BoundedTable<Value extends { expiresAt: number }> {
  readonly #entries = new Map<string, Value>();
  readonly #now: () => number;
  readonly #maxEntries: number;
  #lastSweep: number;

  constructor({ now = Date.now, maxEntries = 20_000 }: BoundedTableOptions) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error('maxEntries must be a whole number >= 1');
    this.#now = now;
    this.#maxEntries = maxEntries;
    this.#lastSweep = now();
  }

  get size(): number {
    return this.#entries.size;
  }

  now(): number {
    return this.#now();
  }

  /** The live entry under key (expired ones are dropped), marked as just used. */
  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  /** Only reads: no eviction, no change of order. */
  peek(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expiresAt > this.#now() ? entry : undefined;
  }

  set(key: string, value: Value): void {
    const now = this.#now();
    this.#entries.delete(key);
    if (now - this.#lastSweep >= SWEEP_INTERVAL_MS) this.#sweep(now);
    while (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  #sweep(now: number): void {
    this.#lastSweep = now;
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}

/**
 * Fixed-window attempt counters kept in memory, keyed by e.g. `signin:ip:127.0.0.1`. The table is
 * capped (least recently used evicted first), so its memory is bounded whatever keys callers make;
 * callers key attacker-chosen text through `digestKey`.
 */
export class RateLimiter {
  readonly #table: BoundedTable<{ count: number; expiresAt: number }>;

  constructor(options: BoundedTableOptions = {}) {
    this.#table = new BoundedTable(options);
  }

  get size(): number {
    return this.#table.size;
  }

  /** Counts one attempt; false when the key is over its limit for the current window. */
  attempt(key: string, limit: RateLimit): boolean {
    const window = this.#table.get(key);
    if (!window) {
      this.#table.set(key, { count: 1, expiresAt: this.#table.now() + limit.windowMs });
      return limit.max > 0;
    }
    window.count += 1;
    return window.count <= limit.max;
  }

  /** Takes back one counted attempt (one that turned out to be a successful sign-in). */
  refund(key: string): void {
    const window = this.#table.peek(key);
    if (window && window.count > 0) window.count -= 1;
  }
}

/** Keys remembered for a while (e.g. "this account signed in from this address"), in a capped table. */
export class RecentKeys {
  readonly #table: BoundedTable<{ expiresAt: number }>;
  readonly #ttlMs: number;

  constructor(options: BoundedTableOptions & { ttlMs: number }) {
    this.#table = new BoundedTable(options);
    this.#ttlMs = options.ttlMs;
  }

  get size(): number {
    return this.#table.size;
  }

  add(key: string): void {
    this.#table.set(key, { expiresAt: this.#table.now() + this.#ttlMs });
  }

  has(key: string): boolean {
    return this.#table.get(key) !== undefined;
  }
}
