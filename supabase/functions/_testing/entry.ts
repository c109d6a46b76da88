// Loads a function's Deno entry (supabase/functions/<name>/index.ts) as the hosted runtime does, but without
// serving: `Deno.serve` is swapped for a stub that keeps the request handler, so a test calls it directly. The
// entry's module scope runs for real (its supabase-js client is built from SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY, which scripts/deno-test.mjs sets to a loopback address); the tests run without
// network permission, so any request it tried to send would fail the test.

type Handler = (request: Request) => Response | Promise<Response>;

/** The entry's request handler; `load` imports it (a literal `import('./index.ts')`, so Deno type-checks it). */
export async function entryHandler(load: () => Promise<unknown>): Promise<Handler> {
  const serve = Deno.serve;
  let handler: Handler | undefined;
  const stub = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function') handler = last as Handler;
    else if (typeof last === 'object' && last !== null && 'handler' in last)
      handler = (last as { handler: Handler }).handler;
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {} };
  };
  (Deno as { serve: unknown }).serve = stub;
  try {
    await load();
  } finally {
    (Deno as { serve: unknown }).serve = serve;
  }
  if (!handler) throw new Error('the entry did not call Deno.serve with a handler');
  return handler;
}
