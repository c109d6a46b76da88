// Load generator for bench/suites/gateway.ts, run as a separate process so the gateway and the client do not share
// an event loop. Sends what players send now (issue 31): verified syncs, POST /functions/v1/sync {action: 'push'}
// with a minute of late-game play journaled, each replayed by the gateway with the core and stored (players write no
// save: migration 0019). Prints one JSON line.
//   node --import tsx bench/gateway-load.ts '<json: {url, anonKey, serviceRoleKey, players, ...}>'
// Every push counted as stored is checked: 200 with the hash the journal leads to and no state (the server's replay
// agreed). A 503 with Retry-After is the gateway shedding load past its capacity; anything else is a failure.
// The sync function allows SYNCS_PER_MINUTE calls a player (counted in SQL), so the load spreads over many accounts,
// each pushing its own chain of journals in order. They all start from the same late-game world (the server checks
// each journal against the account's own verified hash, which is the same for all): one chain of journals, computed
// before the clock starts, serves every account, and the generator does no simulation while it measures.
// HTTP goes through node:http with a keep-alive agent capped at 64 sockets: beyond that, requests wait on the client
// side (and that wait counts in their latency), as many players' browsers would each hold their own few connections.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Command } from '@/core/commands';
import { DEFAULT_CONTEXT } from '@/core/context';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT, type JournalEntry } from '@/core/journal/journal-types';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { createLateGameWorld } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import { SYNCS_PER_MINUTE } from '../supabase/functions/sync/handler';

export interface LoadInput {
  url: string;
  anonKey: string;
  /** Seeds each account's verified save, as the service role (the sync function's own store). */
  serviceRoleKey: string;
  /** Accounts pushing; each makes at most SYNCS_PER_MINUTE calls (the run must fit in a minute of each window). */
  players: number;
  closedLoopMs: number;
  concurrency: number;
  openLoopRps: number;
  openLoopMs: number;
  signIns: number;
  /** Pushes before the clock starts (they spend accounts' calls too). */
  warmUp: number;
}

export interface LoadOutput {
  /** The stored state (JSON) and one push's request body. */
  saveBytes: number;
  pushBytes: number;
  players: number;
  /** Workers back to back; requests and rps count stored pushes only. */
  closedLoop: { requests: number; refused: number; errors: number; seconds: number; rps: number };
  /**
   * Pushes on a fixed schedule. p50/p95 cover every answer (a quick 503 is an answer: the device retries later);
   * acceptedP95Ms only the pushes stored; achievedRps counts stored pushes per second.
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

const MINUTE_TICKS = 600;

/** One link of the chain: the journal from the state hashed `baseHash` and the hash it leads to. */
interface Link {
  baseHash: string;
  entries: JournalEntry[];
  hash: string;
}

/**
 * The late-game world every account starts from (its clock an hour back, so a chain of minutes stays behind the
 * server's clock) and SYNCS_PER_MINUTE minutes of play on it, journaled as the game does: fighting and training on,
 * an ability cast every 10 s.
 */
function makeChain(): { start: GameState; links: Link[] } {
  const start = createLateGameWorld(7);
  start.sim.nowMs = Date.now() - 3_600_000;
  const world = cloneWorld(start);
  const ability = world.abilities.equipped.find((id) => id !== null) ?? null;
  const links: Link[] = [];
  for (let minute = 0; minute < SYNCS_PER_MINUTE; minute++) {
    const baseHash = hashWorld(world);
    const writer = new JournalWriter();
    for (let tick = 0; tick < MINUTE_TICKS; tick++) {
      const commands: Command[] = ability && tick % 100 === 0 ? [{ type: 'castAbility', abilityId: ability }] : [];
      writer.recordTick(commands, DEFAULT_CONTEXT);
      step(world, commands, DEFAULT_CONTEXT);
    }
    links.push({ baseHash, entries: writer.copy(), hash: hashWorld(world) });
  }
  return { start: JSON.parse(JSON.stringify(start)) as GameState, links };
}

interface Account {
  userId: string;
  email: string;
  token: string;
  /** The next link to push (the ones before are stored). */
  next: number;
  /** Calls made (each counts against the function's limit, shed or not). */
  calls: number;
  busy: boolean;
  /** The journal id of the link being pushed: a push shed after its store would be answered `repeated`. */
  journalId: string;
}

const PASSWORD = 'bench-password-1';

async function main(): Promise<void> {
  const input = JSON.parse(process.argv[2] ?? '{}') as LoadInput;
  const json = { 'Content-Type': 'application/json' };
  const anon = { apikey: input.anonKey, Authorization: `Bearer ${input.anonKey}`, ...json };
  const service = { apikey: input.serviceRoleKey, Authorization: `Bearer ${input.serviceRoleKey}`, ...json };
  const must = async (response: Response, what: string): Promise<unknown> => {
    const text = await response.text();
    if (!response.ok) throw new Error(`bench ${what} failed: ${response.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };

  const { start, links } = makeChain();
  const startHash = hashWorld(start);
  const tag = randomUUID().slice(0, 8);
  const accounts: Account[] = [];
  for (let index = 0; index < input.players; index++) {
    const email = `bench-${tag}-${index}@example.com`;
    const session = (await must(
      await fetch(`${input.url}/auth/v1/signup`, {
        method: 'POST',
        headers: anon,
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
      'sign-up',
    )) as { access_token: string; user: { id: string } };
    const userId = session.user.id;
    await must(
      await fetch(`${input.url}/rest/v1/rpc/set_account_tier`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ user_id: userId, tier: start.player.accountTier }),
      }),
      'tier',
    );
    const stored = await must(
      await fetch(`${input.url}/rest/v1/rpc/store_verified_save`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({
          user_uuid: userId,
          expected_hash: null,
          new_state: start,
          new_hash: startHash,
          journal_uuid: null,
          base_hash: null,
          now_at: new Date().toISOString(),
        }),
      }),
      'seeding the verified save',
    );
    if (stored !== true) throw new Error('bench seeding: the verified save was not stored');
    accounts.push({ userId, email, token: session.access_token, next: 0, calls: 0, busy: false, journalId: '' });
  }

  const failures = new Map<string, number>();
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const send = (account: Account, body: string): Promise<{ status: number; text: string; retryAfter?: string }> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        `${input.url}/functions/v1/sync`,
        {
          method: 'POST',
          agent,
          headers: {
            apikey: input.anonKey,
            Authorization: `Bearer ${account.token}`,
            ...json,
            'Content-Length': Buffer.byteLength(body),
            'X-Client-Info': 'supabase-js-node/2.119.1',
          },
        },
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
  const bodyFor = (account: Account): string => {
    const link = links[account.next]!;
    if (!account.journalId) account.journalId = randomUUID();
    return JSON.stringify({
      action: 'push',
      journalId: account.journalId,
      journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash: link.baseHash, entries: link.entries },
      clientHash: link.hash,
    });
  };
  const pushBytes = Buffer.byteLength(bodyFor(accounts[0]!));
  accounts[0]!.journalId = '';

  /** An account free to push, with calls and links left; null when every one is spent or busy. */
  let cursor = 0;
  const nextAccount = (): Account | null => {
    for (let tried = 0; tried < accounts.length; tried++) {
      const account = accounts[(cursor + tried) % accounts.length]!;
      if (!account.busy && account.calls < SYNCS_PER_MINUTE && account.next < links.length) {
        cursor = (cursor + tried + 1) % accounts.length;
        return account;
      }
    }
    return null;
  };

  /** 'stored' (checked), 'refused' (503 with Retry-After: shed) or 'failed' (anything else, counted in failures). */
  const push = async (): Promise<'stored' | 'refused' | 'failed'> => {
    const account = nextAccount();
    if (!account) {
      fail('no account left to push: raise `players`');
      return 'failed';
    }
    account.busy = true;
    account.calls += 1;
    try {
      const link = links[account.next]!;
      const response = await send(account, bodyFor(account));
      if (response.status === 200) {
        const body = JSON.parse(response.text) as { hash?: unknown; state?: unknown };
        if (body.hash !== link.hash || body.state !== undefined) {
          fail(`200 with another state: ${response.text.slice(0, 120)}`);
          return 'failed';
        }
        account.next += 1;
        account.journalId = '';
        return 'stored';
      }
      if (response.status === 503 && response.retryAfter !== undefined) return 'refused';
      fail(`${response.status} ${response.text.slice(0, 120)}`);
      return 'failed';
    } catch (error) {
      fail(`request: ${(error as { code?: string }).code ?? String(error)}`);
      return 'failed';
    } finally {
      account.busy = false;
    }
  };

  // Warm-up, not counted: the gateway's first replays and stores run before its code is optimised.
  for (let index = 0; index < input.warmUp; index += 1)
    if ((await push()) === 'failed') throw new Error(`the warm-up push failed: ${JSON.stringify([...failures])}`);

  // Closed loop: `concurrency` workers back to back for closedLoopMs; rps counts stored pushes.
  let requests = 0;
  let refusedClosed = 0;
  let errors = 0;
  const closedStart = performance.now();
  const closedEnd = closedStart + input.closedLoopMs;
  await Promise.all(
    Array.from({ length: input.concurrency }, async () => {
      while (performance.now() < closedEnd) {
        const outcome = await push();
        if (outcome === 'stored') requests += 1;
        else if (outcome === 'refused') refusedClosed += 1;
        else errors += 1;
        if (outcome === 'failed' && failures.has('no account left to push: raise `players`')) return;
      }
    }),
  );
  const closedSeconds = (performance.now() - closedStart) / 1000;

  // Open loop: pushes fired on a fixed schedule; latency counted from the scheduled time, so a slow server cannot
  // hide its queue (no coordinated omission).
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
      push().then((outcome) => {
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

  // Sign-in latency: sequential password grants (bcrypt at the gateway's cost).
  const signIns: number[] = [];
  for (let index = 0; index < input.signIns; index += 1) {
    const started = performance.now();
    const response = await fetch(`${input.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: anon,
      body: JSON.stringify({ email: accounts[0]!.email, password: PASSWORD }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
    signIns.push(performance.now() - started);
  }
  signIns.sort((a, b) => a - b);

  const output: LoadOutput = {
    saveBytes: Buffer.byteLength(JSON.stringify(start)),
    pushBytes,
    players: accounts.length,
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
