// SIGKILL the gateway (PGlite on disk) in the middle of a burst of writes: after a restart on the
// same folder, every write that was answered 2xx is there and the database opens cleanly. The saves are stored as
// the sync function stores them (store_verified_save, the service role: players write no save, 0019); the trial
// attempts are the player's own writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '@/platform/local-dev-keys';
import { spawnGateway, type ChildGateway } from './test-support/child-gateway';

const dataDir = mkdtempSync(join(tmpdir(), 'shadow-gateway-durability-'));
const children: ChildGateway[] = [];
const GENEROUS_LIMITS = {
  RATE_LIMIT_SIGNIN_PER_IP: '1000',
  RATE_LIMIT_SIGNIN_PER_EMAIL: '1000',
  RATE_LIMIT_SIGNUP_PER_IP: '1000',
};

afterAll(() => {
  for (const child of children)
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ChildGateway> {
  const child = await spawnGateway({ DATA_DIR: dataDir, ...GENEROUS_LIMITS });
  children.push(child);
  return child;
}

function call(
  url: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; prefer?: string; key?: string } = {},
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: init.key ?? LOCAL_ANON_KEY,
      Authorization: `Bearer ${init.token ?? LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      ...(init.prefer ? { Prefer: init.prefer } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function signIn(url: string, email: string, password: string): Promise<{ token: string; userId: string }> {
  const response = await call(url, '/auth/v1/token?grant_type=password', { method: 'POST', body: { email, password } });
  expect(response.status).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { token: session.access_token, userId: session.user.id };
}

describe('durability of acknowledged writes (PGlite)', () => {
  it('keeps every 2xx write across a SIGKILL mid-burst', async () => {
    const email = `durable-${Date.now()}@example.com`;
    const password = 'durable-password';
    const first = await start();
    expect((await call(first.url, '/auth/v1/signup', { method: 'POST', body: { email, password } })).status).toBe(200);
    const { token, userId } = await signIn(first.url, email, password);
    const player = (await (
      await call(first.url, `/rest/v1/players?select=id&user_id=eq.${userId}`, { token })
    ).json()) as { id: string }[];
    const playerId = player[0]!.id;

    const acknowledgedTrials: string[] = [];
    let lastAcknowledgedSave = 0;
    let killed = false;
    // Each store names the hash it replaces, as the sync function's do: one after another, each on the last.
    const hashOf = (seq: number): string | null => (seq === 0 ? null : seq.toString(16).padStart(16, '0'));
    const saveWriter = (async () => {
      for (let seq = 1; !killed; seq += 1) {
        try {
          const response = await call(first.url, '/rest/v1/rpc/store_verified_save', {
            method: 'POST',
            key: LOCAL_SERVICE_ROLE_KEY,
            token: LOCAL_SERVICE_ROLE_KEY,
            body: {
              user_uuid: userId,
              expected_hash: hashOf(seq - 1),
              new_state: { seq, padding: 'x'.repeat(2000) },
              new_hash: hashOf(seq),
              journal_uuid: null,
              base_hash: null,
              now_at: new Date().toISOString(),
            },
          });
          if (response.status !== 200 || (await response.json()) !== true) return;
          lastAcknowledgedSave = seq;
        } catch {
          return;
        }
      }
    })();
    const insertWorkers = Array.from({ length: 6 }, (_, worker) =>
      (async () => {
        for (let index = 0; !killed; index += 1) {
          const trialId = `burst-${worker}-${index}`;
          try {
            const response = await call(first.url, '/rest/v1/player_trial_state', {
              method: 'POST',
              token,
              body: { player_id: playerId, trial_id: trialId, attempts: index },
            });
            if (response.status === 201) acknowledgedTrials.push(trialId);
          } catch {
            return;
          }
        }
      })(),
    );

    while (acknowledgedTrials.length < 80) await new Promise((resolve) => setTimeout(resolve, 5));
    first.process.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toBeNull();
    await Promise.all([saveWriter, ...insertWorkers]);
    expect(acknowledgedTrials.length).toBeGreaterThanOrEqual(80);
    expect(lastAcknowledgedSave).toBeGreaterThan(0);

    const second = await start();
    const again = await signIn(second.url, email, password);
    const stored = (await (
      await call(
        second.url,
        `/rest/v1/player_trial_state?select=trial_id&player_id=eq.${playerId}&trial_id=like.burst-*`,
        { token: again.token },
      )
    ).json()) as { trial_id: string }[];
    const storedIds = new Set(stored.map((row) => row.trial_id));
    const lost = acknowledgedTrials.filter((trialId) => !storedIds.has(trialId));
    expect(lost).toEqual([]);
    const profile = (await (
      await call(second.url, `/rest/v1/user_profiles?select=player_state,verified_hash&id=eq.${userId}`, {
        token: again.token,
      })
    ).json()) as { player_state: { seq: number }; verified_hash: string }[];
    expect(profile[0]!.player_state.seq).toBeGreaterThanOrEqual(lastAcknowledgedSave);
    expect(profile[0]!.verified_hash).toBe(hashOf(profile[0]!.player_state.seq));

    // The reopened database takes new writes, and SIGTERM shuts it down cleanly.
    const write = await call(second.url, '/rest/v1/player_trial_state', {
      method: 'POST',
      token: again.token,
      body: { player_id: playerId, trial_id: 'after-restart' },
    });
    expect(write.status).toBe(201);
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const third = await start();
    const last = await signIn(third.url, email, password);
    const after = (await (
      await call(third.url, `/rest/v1/player_trial_state?select=trial_id&trial_id=eq.after-restart`, {
        token: last.token,
      })
    ).json()) as unknown[];
    expect(after).toHaveLength(1);
    third.process.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 180_000);
});
