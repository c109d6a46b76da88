// Gateway throughput and latency: authenticated player_state updates sent from a second process
// (bench/gateway-load.ts) to a gateway child process, plus sequential sign-ins. Always on PGlite in a
// temp folder; also on the PostgreSQL of DATABASE_URL when it is set (those names end in `_postgres`).
// Without DATABASE_URL the PostgreSQL figures are skipped and the last ones stay in results.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@/platform/local-dev-keys';
import { spawnGateway } from '../../server/test-support/child-gateway';
import type { LoadOutput } from '../gateway-load';
import type { BenchResult } from '../types';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs bench/gateway-load.ts in its own process with `input`; resolves with the line it prints. */
export function runLoad(input: Record<string, unknown>): Promise<LoadOutput> {
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
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const signUp = await fetch(`${gateway.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password }),
    });
    if (signUp.status !== 200) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);

    const load = await runLoad({
      url: gateway.url,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      email,
      password,
      closedLoopMs: 6000,
      concurrency: 16,
      openLoopRps: 200,
      openLoopMs: 10_000,
      signIns: 30,
    });
    console.log(
      `gateway bench (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): save ${load.saveBytes} bytes`,
      JSON.stringify(load),
    );
    // A 503 with Retry-After past capacity is the gateway shedding load as designed; anything else fails.
    if (load.closedLoop.errors > 0 || load.openLoop.errors > 0)
      throw new Error(`updates failed during the bench: ${JSON.stringify(load)}`);
    const round = (value: number) => Math.round(value * 10) / 10;
    return [
      { name: `gateway_update_rps_max${suffix}`, value: round(load.closedLoop.rps), unit: 'req/s' },
      // Every answer, a quick 503 included (the client was told to come back); below, stored saves only.
      { name: `gateway_update_p95_ms_at_200rps${suffix}`, value: round(load.openLoop.p95Ms), unit: 'ms' },
      {
        name: `gateway_update_accepted_p95_ms_at_200rps${suffix}`,
        value: round(load.openLoop.acceptedP95Ms),
        unit: 'ms',
      },
      {
        name: `gateway_update_achieved_rps_at_200rps${suffix}`,
        value: round(load.openLoop.achievedRps),
        unit: 'req/s',
      },
      {
        name: `gateway_update_refused_pct_at_200rps${suffix}`,
        value: round((100 * load.openLoop.refused) / load.openLoop.planned),
        unit: '%',
      },
      { name: `gateway_signin_p50_ms${suffix}`, value: round(load.signIn.p50Ms), unit: 'ms' },
    ];
  } finally {
    gateway.process.kill('SIGTERM');
    await gateway.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function gatewayBench(): Promise<BenchResult[]> {
  const results = await benchBackend(undefined);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) results.push(...(await benchBackend(databaseUrl)));
  else console.log('gateway bench: PostgreSQL skipped (set DATABASE_URL to bench it too)');
  return results;
}
