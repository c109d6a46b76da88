import { describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { loadAccountTier, loadPlayerState, savePlayerState } from '@/persistence/cloud/profile-api';
import { profilesClientFromSupabase } from '@/persistence/cloud/supabase-adapter';

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
  return { client: profilesClientFromSupabase(supabase, timeoutMs), seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('profilesClientFromSupabase', () => {
  it('saves with PATCH /rest/v1/user_profiles?id=eq.<user> and the two columns', async () => {
    const { client, seen } = clientAnswering(() => new Response(null, { status: 204 }));
    await savePlayerState(client, 'u1', { version: 1 }, Date.UTC(2025, 0, 1));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('PATCH');
    expect(seen[0]!.url.pathname).toBe('/rest/v1/user_profiles');
    expect(seen[0]!.url.searchParams.get('id')).toBe('eq.u1');
    expect(JSON.parse(seen[0]!.body!)).toEqual({
      player_state: { version: 1 },
      updated_at: '2025-01-01T00:00:00.000Z',
    });
  });

  it('loads with a single-object GET of the one column', async () => {
    const { client, seen } = clientAnswering((request) =>
      json(
        200,
        request.url.searchParams.get('select') === 'player_state'
          ? { player_state: { version: 1 } }
          : { account_tier: 'base' },
      ),
    );
    expect(await loadPlayerState(client, 'u1')).toEqual({ version: 1 });
    expect(await loadAccountTier(client, 'u1')).toBe('base');
    expect(
      seen.map((request) => [
        request.method,
        request.url.searchParams.get('select'),
        request.url.searchParams.get('id'),
        request.headers.get('Accept'),
      ]),
    ).toEqual([
      ['GET', 'player_state', 'eq.u1', 'application/vnd.pgrst.object+json'],
      ['GET', 'account_tier', 'eq.u1', 'application/vnd.pgrst.object+json'],
    ]);
  });

  it('reports a refusal as a non-retryable error with the server message', async () => {
    const { client } = clientAnswering(() =>
      json(400, { code: 'P0001', message: 'Implausible progress since the last save', details: null, hint: null }),
    );
    await expect(savePlayerState(client, 'u1', {}, 0)).rejects.toMatchObject({
      message: 'Failed to save player state: Implausible progress since the last save',
      status: 400,
      retryable: false,
    });
  });

  it('reports server errors and dead connections as retryable', async () => {
    // (supabase-js itself retries GETs on 503/520 and network errors; PATCH it never retries.)
    const { client } = clientAnswering(() =>
      json(503, { code: '08000', message: 'connection failure', details: null, hint: null }),
    );
    await expect(savePlayerState(client, 'u1', {}, 0)).rejects.toMatchObject({ status: 503, retryable: true });
    const broken = clientAnswering(() =>
      json(500, { code: 'XX000', message: 'internal error', details: null, hint: null }),
    );
    await expect(loadPlayerState(broken.client, 'u1')).rejects.toMatchObject({ status: 500, retryable: true });
    const dead = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(savePlayerState(dead.client, 'u1', {}, 0)).rejects.toMatchObject({ retryable: true });
  });

  it('aborts a call the server never answers, as a retryable failure', async () => {
    const hanging = (_request: SeenRequest, signal: AbortSignal | null) =>
      new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    const { client } = clientAnswering(hanging, 50);
    await expect(savePlayerState(client, 'u1', {}, 0)).rejects.toMatchObject({ retryable: true });
  });
});
