// The end-to-end runs' function clock (FUNCTION_CLOCK_CONTROL): a player who finds the route tries to move their
// own clock on so a journal of hours away is accepted. Only the service role moves it; without the setting the
// route does not exist; and a journal claiming time the clock did not see pass stays refused, nothing stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '@/core/context';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JOURNAL_FORMAT } from '@/core/journal/journal-types';
import { hashWorld } from '@/core/journal/world-hash';
import { catchUp } from '@/core/offline';
import type { GameState } from '@/core/state-types';
import {
  callFunction,
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
} from '../test-support/gateway';

let controlled: TestGateway;
let plain: TestGateway;

beforeAll(async () => {
  controlled = await startTestGateway({ functionClockControl: true });
  plain = await startTestGateway();
});
afterAll(async () => {
  await controlled.close();
  await plain.close();
});

const THREE_HOURS = 3 * 3_600_000;

async function storedHash(gateway: TestGateway, userId: string): Promise<string | null> {
  const { data, error } = await serviceClient(gateway)
    .from('user_profiles')
    .select('verified_hash, verified_at')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return (data as { verified_hash: string | null }).verified_hash;
}

const moveClock = (gateway: TestGateway, token: string, userId: string) =>
  rawFetch(gateway, '/functions/v1/_test/clock', {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, advanceMs: THREE_HOURS }),
  });

describe('the test clock of the functions', () => {
  it('is moved by the service role only; a player’s own token cannot buy time away', async () => {
    const player = await signUpPlayer(controlled, 'clock');
    const base = await callFunction(controlled, player, 'sync', { action: 'base' });
    const world = base.body.state as GameState;
    const before = await storedHash(controlled, player.user.id);
    expect(before).toBe(base.body.hash);

    const forged = await moveClock(controlled, player.session.access_token, player.user.id);
    expect(forged.status).toBe(403);
    const anon = await moveClock(controlled, controlled.config.anonKey, player.user.id);
    expect(anon.status).toBe(403);

    // Three hours away claimed a moment after the base: still refused, nothing stored.
    const baseHash = hashWorld(world);
    catchUp(world, THREE_HOURS, DEFAULT_CONTEXT);
    const push = await callFunction(controlled, player, 'sync', {
      action: 'push',
      journalId: randomUUID(),
      journal: {
        format: JOURNAL_FORMAT,
        coreVersion: CORE_VERSION,
        baseHash,
        entries: [{ kind: 'away', ms: THREE_HOURS, utcOffsetMinutes: 0 }],
      },
      clientHash: hashWorld(world),
    });
    expect(push.status).toBe(422);
    expect(await storedHash(controlled, player.user.id)).toBe(before);

    // The operator's move is what lets the same hours through.
    const moved = await moveClock(controlled, controlled.config.serviceRoleKey, player.user.id);
    expect(moved.status).toBe(200);
  });

  it('does not exist unless the gateway is started for end-to-end runs', async () => {
    const player = await signUpPlayer(plain, 'clock');
    for (const token of [player.session.access_token, plain.config.serviceRoleKey]) {
      const answer = await moveClock(plain, token, player.user.id);
      expect(answer.status).toBe(404);
    }
  });
});
