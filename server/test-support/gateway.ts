// Test helpers: an in-process gateway on an ephemeral port over PGlite in memory, or over the
// PostgreSQL of DATABASE_URL when set (then every test file shares that database: users are unique).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { defaultConfig, type GatewayConfig } from '../config';
import type { Database } from '../db/database';
import { applyMigrations, readMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { MIGRATIONS_DIR, startGateway, type RunningGateway } from '../start';

export interface TestGateway extends RunningGateway {
  config: GatewayConfig;
}

const GENEROUS = { max: 100_000, windowMs: 60_000 };

/**
 * A migrated in-memory PGlite. initdb and the migrations run once per migration set: the result is
 * kept as a tarball in the OS temp folder (keyed by the migrations' content) and loaded by later
 * test files, which cuts several seconds from each gateway start on this small machine.
 */
async function migratedPglite(): Promise<Database> {
  const migrations = readMigrations(MIGRATIONS_DIR);
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const templatePath = join(tmpdir(), `shadow-gateway-template-${key}.tar`);
  if (existsSync(templatePath)) {
    const db = await openPglite('memory://', new Blob([readFileSync(templatePath)]));
    await applyMigrations(db, migrations);
    return db;
  }
  const db = await openPglite('memory://');
  await applyMigrations(db, migrations);
  const partial = `${templatePath}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
  renameSync(partial, templatePath);
  // Templates of earlier migration sets are of no further use.
  for (const file of readdirSync(tmpdir())) {
    if (/^shadow-gateway-template-[0-9a-f]{16}\.tar$/.test(file) && join(tmpdir(), file) !== templatePath)
      rmSync(join(tmpdir(), file), { force: true });
  }
  return db;
}

export async function startTestGateway(overrides: Partial<GatewayConfig> = {}): Promise<TestGateway> {
  const config = defaultConfig({
    bcryptCost: 4,
    logLevel: 'silent',
    rateLimits: {
      signinPerIp: GENEROUS,
      signinPerIpAndEmail: GENEROUS,
      signinPerEmail: GENEROUS,
      signupPerIp: GENEROUS,
      signupPerEmail: GENEROUS,
    },
    ...overrides,
  });
  const databaseUrl = process.env.DATABASE_URL;
  const db = databaseUrl ? undefined : await migratedPglite();
  const running = await startGateway({ config, port: 0, hostname: '127.0.0.1', databaseUrl, dataDir: 'memory://', db });
  return { ...running, config };
}

export function randomEmail(prefix = 'hunter'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

/** An unmodified supabase-js client, as the game makes it (ws transport on Node, no storage). */
export function clientFor(gateway: TestGateway, key = gateway.config.anonKey): SupabaseClient {
  return createClient(gateway.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export function serviceClient(gateway: TestGateway): SupabaseClient {
  return clientFor(gateway, gateway.config.serviceRoleKey);
}

export interface TestPlayer {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
  playerId: string;
}

/** Signs up a fresh user through supabase-js and returns its signed-in client and player id. */
export async function signUpPlayer(gateway: TestGateway, prefix = 'hunter'): Promise<TestPlayer> {
  const client = clientFor(gateway);
  const email = randomEmail(prefix);
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  const player = await client.from('players').select('id').eq('user_id', data.user.id).single();
  if (player.error) throw new Error(`player row missing: ${player.error.message}`);
  return {
    client,
    user: data.user,
    session: data.session,
    email,
    password,
    playerId: (player.data as { id: string }).id,
  };
}

/** Raw HTTP against the gateway with the anon key (for what supabase-js will not send). */
export function rawFetch(
  gateway: TestGateway,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', gateway.config.anonKey);
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${init.token ?? gateway.config.anonKey}`);
  return fetch(`${gateway.url}${path}`, { ...init, headers });
}

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs `body` to the edge function `name` as `player`'s client does (its access token, the anon key). */
export async function callFunction(
  gateway: TestGateway,
  player: TestPlayer,
  name: string,
  body: unknown,
): Promise<FunctionAnswer> {
  const response = await rawFetch(gateway, `/functions/v1/${name}`, {
    method: 'POST',
    token: player.session.access_token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
