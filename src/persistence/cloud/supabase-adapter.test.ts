import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { loadAccountTier } from '@/persistence/cloud/profile-api';
import { profilesClientFromSupabase, syncTransportFromSupabase } from '@/persistence/cloud/supabase-adapter';

interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
}

/** The real supabase-js client over a scripted fetch: checks the requests it sends (see reference/supabase-wire.md). */
function clientAnswering(
  answer: (request: SeenRequest, signal: AbortSignal | null) => Response | Promise<Response>,
  timeoutMs?: number,
) {
  const seen: SeenRequest[] = [];
  const fetchStandIn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    seen.push(request);
    return answer(request, init?.signal ?? null);
  };
  // Port 54420: this worktree's gateway port; nothing listens in unit tests, the fetch stand-in answers.
  const supabase = createClient('http://127.0.0.1:54420', 'anon-key', {
    global: { fetch: fetchStandIn },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    client: profilesClientFromSupabase(supabase, timeoutMs),
    sync: syncTransportFromSupabase(supabase, timeoutMs),
    seen,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('profilesClientFromSupabase', () => {
  it('reads the tier with a single-object GET of the one column', async () => {
    const { client, seen } = clientAnswering(() => json(200, { account_tier: 'base' }));
    expect(await loadAccountTier(client, 'u1')).toBe('base');
    expect(
      seen.map((request) => [
        request.method,
        request.url.pathname,
        request.url.searchParams.get('select'),
        request.url.searchParams.get('id'),
        request.headers.get('Accept'),
      ]),
    ).toEqual([['GET', '/rest/v1/user_profiles', 'account_tier', 'eq.u1', 'application/vnd.pgrst.object+json']]);
  });

  it('reports server errors and dead connections as retryable', async () => {
    const broken = clientAnswering(() =>
      json(500, { code: 'XX000', message: 'internal error', details: null, hint: null }),
    );
    await expect(loadAccountTier(broken.client, 'u1')).rejects.toMatchObject({ status: 500, retryable: true });
  });
});

describe('syncTransportFromSupabase', () => {
  it('posts to /functions/v1/sync and hands back any answer the function gave, refusals included', async () => {
    const { sync, seen } = clientAnswering((request) =>
      JSON.parse(request.body!).action === 'base'
        ? json(200, { hash: '0123456789abcdef', state: { version: 3 } })
        : json(409, { error: 'The journal starts from a state the server no longer holds', hash: 'fedcba9876543210' }),
    );
    expect(await sync({ action: 'base' })).toEqual({
      status: 200,
      body: { hash: '0123456789abcdef', state: { version: 3 } },
    });
    expect(await sync({ action: 'push' })).toMatchObject({ status: 409, body: { hash: 'fedcba9876543210' } });
    expect(seen.map((request) => [request.method, request.url.pathname])).toEqual([
      ['POST', '/functions/v1/sync'],
      ['POST', '/functions/v1/sync'],
    ]);
  });

  it('rejects when no answer came (a dead connection), so the journal is kept for the next try', async () => {
    const dead = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(dead.sync({ action: 'base' })).rejects.toBeDefined();
  });
});
