/**
 * Request logging strips password, token and secret fields (spec 000 §5); the Authorization header carries a token
 * too.
 */
const SENSITIVE_KEY = /password|token|secret|authorization/i;
export const REDACTED = '[REDACTED]';
const MAX_DEPTH = 8;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** A deep copy of `value` with every sensitive field replaced by "[REDACTED]"; cycles and deep nesting are cut. */
export function redact(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet());
}

/** Like `redact`, for the record-shaped fields of a log entry. */
export function redactRecord(value: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  return redactValue(value, 0, new WeakSet()) as Record<string, unknown>;
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) ? REDACTED : redactValue(inner, depth + 1, seen);
  }
  return copy;
}

/** A URL with the values of sensitive query parameters (access_token, ...) replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (isSensitiveKey(key)) params.set(key, REDACTED);
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}
