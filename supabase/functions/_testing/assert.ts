// The few checks the functions' Deno tests (supabase/functions/*/*_deno_test.ts, run by scripts/deno-test.mjs) need,
// with no import: no `jsr:` or `npm:` assertion library has to be fetched, so the tests run offline.
// Also what each test shares: a request to a handler and its JSON answer.

export class AssertionError extends Error {
  override name = 'AssertionError';
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Where `actual` first differs from `expected` (a path such as `.body.user.id`), or null when they are equal. */
function difference(actual: unknown, expected: unknown, path: string, subset: boolean): string | null {
  if (Object.is(actual, expected)) return null;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null)
    return `${path || 'value'}: ${show(actual)} is not ${show(expected)}`;
  if (Array.isArray(actual) !== Array.isArray(expected)) return `${path || 'value'}: array and object`;
  if (Array.isArray(actual) && Array.isArray(expected) && actual.length !== expected.length)
    return `${path || 'value'}: ${actual.length} entries, not ${expected.length}`;
  const actualRecord = actual as Record<string, unknown>;
  const expectedRecord = expected as Record<string, unknown>;
  const keys = new Set(Object.keys(expectedRecord));
  if (!subset) for (const key of Object.keys(actualRecord)) keys.add(key);
  for (const key of keys) {
    if (!subset && !(key in expectedRecord)) return `${path}.${key}: not expected (${show(actualRecord[key])})`;
    if (!(key in actualRecord)) return `${path}.${key}: missing (expected ${show(expectedRecord[key])})`;
    const found = difference(actualRecord[key], expectedRecord[key], `${path}.${key}`, subset);
    if (found) return found;
  }
  return null;
}

export function assert(condition: unknown, message = 'expected a true condition'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

/** Deep equality of JSON-like values (plain objects, arrays, primitives). */
export function assertEquals(actual: unknown, expected: unknown, message = ''): void {
  const found = difference(actual, expected, '', false);
  if (found) throw new AssertionError(`${message ? `${message}: ` : ''}${found}\n  actual:   ${show(actual)}`);
}

/** `actual` holds every field of `expected` (recursively, for objects; arrays compare whole). */
export function assertMatch(actual: unknown, expected: unknown, message = ''): void {
  const found = difference(actual, expected, '', true);
  if (found) throw new AssertionError(`${message ? `${message}: ` : ''}${found}\n  actual:   ${show(actual)}`);
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A POST to a function as supabase-js sends it: JSON body (a string is sent as is), bearer token if given. */
export function post(body: unknown, token?: string): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  return new Request('http://functions.test/v1/fn', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The function's answer, its body read as JSON. */
export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}
