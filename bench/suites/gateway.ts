// Gateway throughput and latency of what players send (issue 31): verified syncs, a minute of late-game play each,
// replayed by the sync function and stored (players write no save since migration 0019, so the old
// `gateway_update_*` figures of player_state PATCHes are retired), sent from a second process (bench/gateway-load.ts)
// to a gateway child process, plus sequential sign-ins. Always on PGlite in a temp folder; also on the PostgreSQL of
// DATABASE_URL when it is set (those names end in `_postgres`). Without DATABASE_URL the PostgreSQL figures are
// skipped and the last ones stay in results.json. Every push counted as stored was checked (the hash its journal
// leads to); anything but that or a 503 with Retry-After fails the suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@/platform/local-dev-keys';
import { spawnGateway } from '../../server/test-support/child-gateway';
import { startTestGateway } from '../../server/test-support/gateway';
import type { LoadInput, LoadOutput } from '../gateway-load';
import type { BenchOptions, BenchResult } from '../types';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs bench/gateway-load.ts in its own process with `input`; resolves with the line it prints. */
export function runLoad(input: LoadInput): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/gateway-load.ts', JSON.stringify(input)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Generous: an overloaded gateway that queues instead of shedding takes minutes to drain the open loop.
    const timeout = setTimeout(() => child.kill('SIGKILL'), 600_000);
    child.on('exit', (code) => {
      clearTimeout(timeout);
      const line = output.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as LoadOutput);
      else reject(new Error(`load generator exited with ${code}: ${output}`));
    });
  });
}

/**
 * The load of a full run, and of a smoke run (a few pushes, to prove every path still works). The open loop offers
 * about twice what the gateway stores (a push a minute per player: 3,000 players), to show its shedding; each
 * account has one push in flight at a time and SYNCS_PER_MINUTE in all, so there are enough accounts for both.
 */
const FULL = {
  players: 200,
  warmUp: 24,
  closedLoopMs: 6000,
  concurrency: 16,
  openLoopRps: 50,
  openLoopMs: 6000,
  signIns: 30,
};
const SMOKE = {
  players: 4,
  warmUp: 1,
  closedLoopMs: 300,
  concurrency: 2,
  openLoopRps: 10,
  openLoopMs: 300,
  signIns: 2,
};

/** Checks a load's outcome: stored pushes only or shed ones, and some stored in each loop. */
export function checkLoad(load: LoadOutput): void {
  // A 503 with Retry-After past capacity is the gateway shedding load as designed; anything else fails.
  if (load.closedLoop.errors > 0 || load.openLoop.errors > 0 || Object.keys(load.failures).length > 0)
    throw new Error(`syncs failed during the bench: ${JSON.stringify(load)}`);
  if (load.closedLoop.requests === 0 || load.openLoop.accepted === 0)
    throw new Error(`no sync was stored: ${JSON.stringify(load)}`);
}

/** Runs the load against the gateway at `url` and turns it into figures. */
async function measure(
  url: string,
  anonKey: string,
  serviceRoleKey: string,
  shape: typeof FULL,
  backend: string,
  suffix: string,
): Promise<BenchResult[]> {
  const load = await runLoad({ url, anonKey, serviceRoleKey, ...shape });
  console.log(
    `gateway bench (${backend}): save ${load.saveBytes} bytes, push ` +
      `${load.pushBytes} bytes, ${load.players} accounts`,
    JSON.stringify(load),
  );
  checkLoad(load);
  const round = (value: number) => Math.round(value * 10) / 10;
  const offered = `${shape.openLoopRps} offered/s`;
  const at = `at_${shape.openLoopRps}rps`;
  return [
    {
      name: `gateway_sync_rps_max${suffix}`,
      value: round(load.closedLoop.rps),
      unit: `verified syncs/s stored (a minute of late-game play each; ${shape.concurrency} at once)`,
    },
    {
      // One push a minute per player while playing (the declared cadence); the gateway is one Node process.
      name: `gateway_sync_players_at_1_per_min${suffix}`,
      value: Math.floor(load.closedLoop.rps * 60),
      unit: 'players syncing once a minute, one gateway process',
    },
    // Every answer, a quick 503 included (the device was told to come back); below, stored pushes only.
    { name: `gateway_sync_p95_ms_${at}${suffix}`, value: round(load.openLoop.p95Ms), unit: `ms (${offered})` },
    {
      name: `gateway_sync_accepted_p95_ms_${at}${suffix}`,
      value: round(load.openLoop.acceptedP95Ms),
      unit: `ms, stored pushes (${offered})`,
    },
    {
      name: `gateway_sync_achieved_rps_${at}${suffix}`,
      value: round(load.openLoop.achievedRps),
      unit: `syncs/s stored (${offered})`,
    },
    {
      name: `gateway_sync_refused_pct_${at}${suffix}`,
      value: round((100 * load.openLoop.refused) / load.openLoop.planned),
      unit: `% shed with 503 and Retry-After (${offered})`,
    },
    { name: `gateway_signin_p50_ms${suffix}`, value: round(load.signIn.p50Ms), unit: 'ms' },
  ];
}

async function benchBackend(databaseUrl: string | undefined): Promise<BenchResult[]> {
  const suffix = databaseUrl ? '_postgres' : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'shadow-gateway-bench-'));
  const gateway = await spawnGateway({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNIN_PER_IP: '100000',
    RATE_LIMIT_SIGNIN_PER_EMAIL: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_SIGNUP_PER_EMAIL: '100000',
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const backend = databaseUrl ? 'PostgreSQL' : 'PGlite';
    return await measure(gateway.url, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, FULL, backend, suffix);
  } finally {
    gateway.process.kill('SIGTERM');
    await gateway.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The smoke run: the same load generator in its own process against an in-process test gateway (migrated from the
 * tests' cached template, bcrypt at the tests' cost), a few pushes: every path, in seconds.
 */
async function smokeBackend(): Promise<BenchResult[]> {
  const gateway = await startTestGateway();
  try {
    const { anonKey, serviceRoleKey } = gateway.config;
    return await measure(gateway.url, anonKey, serviceRoleKey, SMOKE, 'test gateway', '');
  } finally {
    await gateway.close();
  }
}

export default async function gatewayBench(options: BenchOptions): Promise<BenchResult[]> {
  if (options.smoke) return smokeBackend();
  const results = await benchBackend(undefined);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) results.push(...(await benchBackend(databaseUrl)));
  else console.log('gateway bench: PostgreSQL skipped (set DATABASE_URL to bench it too)');
  return results;
}
