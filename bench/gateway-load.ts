// Load generator for bench/suites/gateway.ts, run as a separate process so the gateway and the
// client do not share an event loop. Sends what supabase-js sends for
// `from('user_profiles').update({player_state, updated_at}).eq('id', userId)` and prints one JSON line.
//   node --import tsx bench/gateway-load.ts '<json: {url, anonKey, email, password, ...}>'
// HTTP goes through node:http with a keep-alive agent capped at 64 sockets: beyond that, requests
// wait on the client side (and that wait counts in their latency), as many players' browsers would
// each hold their own few connections rather than open thousands at once.
import { Agent, request } from 'node:http';
import type { GameState } from '@/core/state';
import { createFullSupporterWorld } from '@/persistence/testing/full-supporter';

interface LoadInput {
  url: string;
  anonKey: string;
  /** Seeds the account as an established late-game one (tier, rank, first save), as the service role. */
  serviceRoleKey: string;
  email: string;
  password: string;
  closedLoopMs: number;
  concurrency: number;
  openLoopRps: number;
  openLoopMs: number;
  signIns: number;
}

export interface LoadOutput {
  saveBytes: number;
  /** Workers back to back; requests and rps count stored saves only. */
  closedLoop: { requests: number; refused: number; errors: number; seconds: number; rps: number };
  /**
   * Requests on a fixed schedule. p50/p95 cover every answer (a quick 503 is an answer: the client
   * retries later); acceptedP95Ms only the saves stored; achievedRps counts stored saves per second.
   */
  openLoop: {
    planned: number;
    completed: number;
    accepted: number;
    /** 503 with Retry-After: the gateway shed the request past its capacity. */
    refused: number;
    errors: number;
    p50Ms: number;
    p95Ms: number;
    acceptedP95Ms: number;
    achievedRps: number;
  };
  failures: Record<string, number>;
  signIn: { count: number; p50Ms: number; p95Ms: number };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * A real late-game save: the core's own fixture of a supporter hunter with a full bag, a full bank and a full
 * satchel (the save the items guard test accepts), owned by the bench account. Only its save time changes with
 * `seq`, so every update passes the save guard (which still runs in full on each: the save differs from the stored
 * one) however the concurrent requests land. An invented save would be refused: since migration 0011 the guard
 * knows the items, and the old one's `iron_sword` had 794 of 798 updates answered 400.
 */
function playerStates(userId: string): (seq: number) => GameState {
  const world = createFullSupporterWorld(1, userId);
  const savedAt = Date.now();
  return (seq) => ({ ...world, lastSaved: savedAt + seq });
}

/** As the service role (trusted by the save guard): a week-old supporter account at rank SSS with this save stored. */
async function seedEstablishedAccount(input: LoadInput, userId: string, state: GameState): Promise<void> {
  const headers = {
    apikey: input.serviceRoleKey,
    Authorization: `Bearer ${input.serviceRoleKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const call = async (path: string, method: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${input.url}/rest/v1/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`bench seeding ${method} ${path} failed: ${response.status} ${await response.text()}`);
    // An RPC that returns nothing answers with an empty body.
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const [player] = (await call(`players?user_id=eq.${userId}&select=id`, 'GET')) as { id: string }[];
  if (!player) throw new Error('bench seeding: the account has no player row');
  await call('rpc/set_account_tier', 'POST', { user_id: userId, tier: 'supporter' });
  await call(`player_hunter_rank?player_id=eq.${player.id}`, 'PATCH', { current_rank: 'SSS' });
  // The first save is judged against the account's age: a week of play makes a late-game hunter plausible.
  await call(`user_profiles?id=eq.${userId}`, 'PATCH', {
    created_at: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    player_state: state,
    updated_at: new Date().toISOString(),
  });
}

async function main(): Promise<void> {
  const input = JSON.parse(process.argv[2] ?? '{}') as LoadInput;
  const auth = (body: unknown) =>
    fetch(`${input.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: input.anonKey,
        Authorization: `Bearer ${input.anonKey}`,
        'Content-Type': 'application/json',
        'X-Client-Info': 'supabase-js-node/2.119.1',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify(body),
    });

  const session = (await (await auth({ email: input.email, password: input.password })).json()) as {
    access_token: string;
    user: { id: string };
  };
  const playerState = playerStates(session.user.id);
  await seedEstablishedAccount(input, session.user.id, playerState(0));
  const headers = {
    apikey: input.anonKey,
    Authorization: `Bearer ${session.access_token}`,
    'Content-Type': 'application/json',
    'Content-Profile': 'public',
    Prefer: 'return=minimal',
    'X-Client-Info': 'supabase-js-node/2.119.1',
  };
  const target = `${input.url}/rest/v1/user_profiles?id=eq.${session.user.id}`;
  let seq = 0;
  const bodies = Array.from({ length: 64 }, (_, index) =>
    JSON.stringify({ player_state: playerState(index), updated_at: new Date().toISOString() }),
  );
  const failures = new Map<string, number>();
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const send = (body: string): Promise<{ status: number; text: string; retryAfter: string | undefined }> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        target,
        { method: 'PATCH', agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            text += chunk;
          });
          incoming.on('end', () => {
            const retryAfter = incoming.headers['retry-after'];
            resolve({ status: incoming.statusCode ?? 0, text, retryAfter });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  /** 'stored' (204), 'refused' (503 with Retry-After: shed) or 'failed' (anything else, counted in failures). */
  const update = async (): Promise<'stored' | 'refused' | 'failed'> => {
    seq += 1;
    try {
      const response = await send(bodies[seq % bodies.length]!);
      if (response.status === 204) return 'stored';
      if (response.status === 503 && response.retryAfter !== undefined) return 'refused';
      fail(`${response.status} ${response.text.slice(0, 120)}`);
      return 'failed';
    } catch (error) {
      fail(`request: ${(error as { code?: string }).code ?? String(error)}`);
      return 'failed';
    }
  };

  for (let index = 0; index < 40; index += 1) await update();

  // Closed loop: `concurrency` workers back to back for closedLoopMs; rps counts stored saves.
  let requests = 0;
  let refusedClosed = 0;
  let errors = 0;
  const closedStart = performance.now();
  const closedEnd = closedStart + input.closedLoopMs;
  await Promise.all(
    Array.from({ length: input.concurrency }, async () => {
      while (performance.now() < closedEnd) {
        const outcome = await update();
        if (outcome === 'stored') requests += 1;
        else if (outcome === 'refused') refusedClosed += 1;
        else errors += 1;
      }
    }),
  );
  const closedSeconds = (performance.now() - closedStart) / 1000;

  // Open loop: requests fired on a fixed schedule; latency counted from the scheduled time, so a
  // slow server cannot hide its queue (no coordinated omission).
  const planned = Math.round((input.openLoopRps * input.openLoopMs) / 1000);
  const interval = 1000 / input.openLoopRps;
  const latencies: number[] = [];
  const acceptedLatencies: number[] = [];
  let openRefused = 0;
  let openErrors = 0;
  const openStart = performance.now();
  let lastDone = openStart;
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < planned; index += 1) {
    const scheduled = openStart + index * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      update().then((outcome) => {
        lastDone = performance.now();
        latencies.push(lastDone - scheduled);
        if (outcome === 'stored') acceptedLatencies.push(lastDone - scheduled);
        else if (outcome === 'refused') openRefused += 1;
        else openErrors += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  acceptedLatencies.sort((a, b) => a - b);

  // Sign-in latency: sequential password grants (bcrypt cost 10 on the server).
  const signIns: number[] = [];
  for (let index = 0; index < input.signIns; index += 1) {
    const started = performance.now();
    const response = await auth({ email: input.email, password: input.password });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
    signIns.push(performance.now() - started);
  }
  signIns.sort((a, b) => a - b);

  const output: LoadOutput = {
    saveBytes: Buffer.byteLength(bodies[0]!),
    closedLoop: { requests, refused: refusedClosed, errors, seconds: closedSeconds, rps: requests / closedSeconds },
    openLoop: {
      planned,
      completed: latencies.length,
      accepted: acceptedLatencies.length,
      refused: openRefused,
      errors: openErrors,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      acceptedP95Ms: percentile(acceptedLatencies, 0.95),
      achievedRps: acceptedLatencies.length / ((lastDone - openStart) / 1000),
    },
    signIn: { count: signIns.length, p50Ms: percentile(signIns, 0.5), p95Ms: percentile(signIns, 0.95) },
    failures: Object.fromEntries(failures),
  };
  console.log(JSON.stringify(output));
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
