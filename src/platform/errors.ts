/**
 * A readable one-line message for any thrown value: an Error's message (its name when the message is
 * empty), a string as it is, the `message` of an error-shaped object (Supabase and PostgREST errors),
 * else the value as JSON. Every layer but core (which imports nothing outside core and content) uses it.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
