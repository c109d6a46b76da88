// The verified sync (issue 31), against the real gateway and Postgres (PGlite): the cloud save is the server's
// replay of the player's journal from the state it verified, read back with the service role after every call.
// Each attack class is refused with nothing stored: a stale or foreign base, a journal sent again, time claimed
// beyond the server's clock, server decisions the server did not make, another version, malformed and oversized
// bodies, bursts (rate-limited in SQL, 0020).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '@/core/context';
import type { Command } from '@/core/commands';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT, type JournalEntry } from '@/core/journal/journal-types';
import { firstVerifiedState, VERIFY_MESSAGES } from '@/core/journal/verify';
import { hashWorld } from '@/core/journal/world-hash';
import { catchUp } from '@/core/offline';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { SYNC_FUNCTION_CORE } from '@/core/journal/function-core';
import {
  handleSync,
  MAX_SYNC_BODY_BYTES,
  rpcSyncAllow,
  rpcSyncStorage,
  SYNC_MESSAGES,
  SYNCS_PER_MINUTE,
  type SyncRpcClient,
} from '../../supabase/functions/sync/handler';
import {
  callFunction,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type FunctionAnswer,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

const sync = (player: TestPlayer, body: unknown): Promise<FunctionAnswer> =>
  callFunction(gateway, player, 'sync', body);

interface StoredRow {
  player_state: GameState | null;
  verified_hash: string | null;
  last_journal_id: string | null;
}

async function stored(player: TestPlayer): Promise<StoredRow> {
  const { data, error } = await serviceClient(gateway)
    .from('user_profiles')
    .select('player_state, verified_hash, last_journal_id')
    .eq('id', player.user.id)
    .single();
  if (error) throw new Error(error.message);
  return data as StoredRow;
}

/** A player with the server's first state, as the client holds it after `base`. */
async function newHunter(): Promise<{ player: TestPlayer; world: GameState }> {
  const player = await signUpPlayer(gateway, 'sync');
  const answer = await sync(player, { action: 'base' });
  expect(answer.status).toBe(200);
  return { player, world: answer.body.state as GameState };
}

/** Plays `world` in place as the client does, recording what it gives the core. */
function play(world: GameState, plan: readonly (Command[] | { away: number })[]): JournalEntry[] {
  const writer = new JournalWriter();
  for (const part of plan) {
    if ('away' in part) {
      writer.recordAway(part.away, DEFAULT_CONTEXT);
      catchUp(world, part.away, DEFAULT_CONTEXT);
    } else {
      writer.recordTick(part, DEFAULT_CONTEXT);
      step(world, part, DEFAULT_CONTEXT);
    }
  }
  return writer.copy();
}

const pushBody = (baseHash: string, entries: JournalEntry[], clientHash: string, extra: object = {}) => ({
  action: 'push',
  journalId: randomUUID(),
  journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries, ...extra },
  clientHash,
});

/** A new hunter's world for `player` whose clock says `nowMs`, as an old stored save would be. */
function firstVerifiedLike(player: TestPlayer, nowMs: number): GameState {
  return firstVerifiedState({ userId: player.user.id, email: player.email, nowMs });
}

const training: Command = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' };
const idle = (ticks: number): Command[][] => Array.from({ length: ticks }, () => []);

describe('the sync function', () => {
  it('makes a new hunter’s first state itself, the one the account’s own records give', async () => {
    const player = await signUpPlayer(gateway, 'sync');
    expect((await stored(player)).verified_hash).toBeNull();
    const before = Date.now();
    const answer = await sync(player, { action: 'base' });
    expect(answer.status).toBe(200);
    const world = answer.body.state as GameState;
    expect(world.playerId).toBe(player.user.id);
    // It starts at the server's clock, not the account's creation: no time before it can be claimed.
    expect(world.sim.nowMs).toBeGreaterThanOrEqual(before);
    expect(world.sim.nowMs).toBeLessThanOrEqual(Date.now());
    const row = await stored(player);
    expect(row.verified_hash).toBe(answer.body.hash);
    expect(hashWorld(row.player_state!)).toBe(answer.body.hash);
    // Asked again, the same state: it is made once.
    expect((await sync(player, { action: 'base' })).body.hash).toBe(answer.body.hash);
  });

  it('stores the replay of an honest journal, and answers without a state when the client agrees', async () => {
    const { player, world } = await newHunter();
    const baseHash = hashWorld(world);
    const entries = play(world, [[training], ...idle(200)]);
    const body = pushBody(baseHash, entries, hashWorld(world));
    const answer = await sync(player, body);
    expect(answer).toEqual({ status: 200, body: { hash: hashWorld(world) } });
    const row = await stored(player);
    expect(row.verified_hash).toBe(hashWorld(world));
    expect(row.player_state!.skills.bladework.experience).toBeGreaterThan(0);
    expect(row.last_journal_id).toBe(body.journalId);

    // Its answer lost, the same journal comes again: acknowledged again, not replayed twice.
    const again = await sync(player, body);
    expect(again).toEqual({ status: 200, body: { hash: hashWorld(world), repeated: true } });
    expect((await stored(player)).player_state).toEqual(row.player_state);
  });

  it('answers the server’s state when the client’s world differs, and stores only the replay', async () => {
    const { player, world } = await newHunter();
    const baseHash = hashWorld(world);
    const entries = play(world, [[training], ...idle(50)]);
    // The client says its world holds a fortune: it is not asked, only told what its inputs gave.
    const forged = cloneWorld(world);
    forged.resources.gold = 10 ** 12;
    const answer = await sync(player, pushBody(baseHash, entries, hashWorld(forged)));
    expect(answer.status).toBe(200);
    expect(answer.body.hash).toBe(hashWorld(world));
    expect((answer.body.state as GameState).resources.gold).toBe(world.resources.gold);
    expect((await stored(player)).player_state!.resources.gold).toBe(world.resources.gold);
  });

  it('keeps the first device’s journal and tells the second, from the same base, what the server holds', async () => {
    const { player, world } = await newHunter();
    const baseHash = hashWorld(world);
    const first = cloneWorld(world);
    const second = cloneWorld(world);
    const firstEntries = play(first, [[training], ...idle(20)]);
    const secondEntries = play(second, [[{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]]);
    expect((await sync(player, pushBody(baseHash, firstEntries, hashWorld(first)))).status).toBe(200);
    const late = await sync(player, pushBody(baseHash, secondEntries, hashWorld(second)));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: VERIFY_MESSAGES.staleBase, hash: hashWorld(first) });
    expect(hashWorld(late.body.state as GameState)).toBe(hashWorld(first));
    expect((await stored(player)).verified_hash).toBe(hashWorld(first));
  });

  it('refuses another player’s journal: it names a base this account never had', async () => {
    const mine = await newHunter();
    const theirs = await newHunter();
    const entries = play(theirs.world, [[training]]);
    const before = await stored(mine.player);
    const answer = await sync(
      mine.player,
      pushBody(hashWorld((await stored(theirs.player)).player_state!), entries, 'a'.repeat(16)),
    );
    expect(answer.status).toBe(409);
    expect(await stored(mine.player)).toEqual(before);
  });

  it('refuses game time beyond the server clock, and server decisions it did not make, storing nothing', async () => {
    const { player, world } = await newHunter();
    const baseHash = hashWorld(world);
    const before = await stored(player);
    const cases: [JournalEntry[], string][] = [
      // Signed up a moment ago, back from "six hours away": the device's clock was moved.
      [play(cloneWorld(world), [{ away: 6 * 3_600_000 }]), VERIFY_MESSAGES.tooMuchTime],
      [play(cloneWorld(world), [[{ type: 'setAccountTier', tier: 'supporter' }]]), VERIFY_MESSAGES.serverDecision],
      [play(cloneWorld(world), [[{ type: 'setHunterRank', rank: 'D' }]]), VERIFY_MESSAGES.serverDecision],
      [
        play(cloneWorld(world), [[{ type: 'recordArenaDuel', duelId: 'never-fought', won: true }]]),
        VERIFY_MESSAGES.serverDecision,
      ],
    ];
    for (const [entries, message] of cases) {
      const answer = await sync(player, pushBody(baseHash, entries, 'b'.repeat(16)));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ error: message, hash: before.verified_hash });
    }
    expect(await stored(player)).toEqual(before);
  });

  it('holds a verified save against the player’s own writes: the save, its hash and the sync’s functions', async () => {
    const { player, world } = await newHunter();
    const before = await stored(player);
    const forged = cloneWorld(world);
    forged.resources.gold = 10 ** 12;
    const own = player.client.from('user_profiles');
    const patch = await own
      .update({ player_state: forged, updated_at: new Date().toISOString() })
      .eq('id', player.user.id);
    // Players hold no write on their profile at all (0019): PostgreSQL refuses before anything runs.
    expect(patch).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'permission denied for table user_profiles' },
    });
    // Even the smallest plausible edit (the verified state itself, one kill more).
    const plausible = cloneWorld(world);
    plausible.stats.enemiesKilled += 1;
    const small = await own.update({ player_state: plausible }).eq('id', player.user.id);
    expect(small.error?.code).toBe('42501');
    const columns = await own.update({ verified_hash: hashWorld(forged) }).eq('id', player.user.id);
    expect(columns.error).not.toBeNull();
    const store = await player.client.rpc('store_verified_save', {
      user_uuid: player.user.id,
      expected_hash: before.verified_hash,
      new_state: forged,
      new_hash: hashWorld(forged),
      journal_uuid: randomUUID(),
      base_hash: before.verified_hash,
      now_at: new Date().toISOString(),
    });
    expect(store.error).not.toBeNull();
    expect((await player.client.rpc('verified_save_for', { user_uuid: player.user.id })).error).not.toBeNull();
    expect(await stored(player)).toEqual(before);
  });

  it('refuses time from before the server verified the save, even when the save’s clock is old', async () => {
    // A save stored before verified syncs, its clock a year back (an old account, a back-dated save): taken as
    // the base at the first sync, it leaves room for a year on its own clock, but none has passed since.
    const player = await signUpPlayer(gateway, 'sync');
    const old = firstVerifiedLike(player, Date.now() - 365 * 86_400_000);
    const put = await serviceClient(gateway)
      .from('user_profiles')
      .update({ player_state: old })
      .eq('id', player.user.id);
    if (put.error) throw new Error(put.error.message);
    const base = await sync(player, { action: 'base' });
    expect(base.body.hash).toBe(hashWorld(old));
    const before = await stored(player);
    const split = play(cloneWorld(old), [{ away: 12 * 3_600_000 }, [], { away: 12 * 3_600_000 }]);
    const answer = await sync(player, pushBody(hashWorld(old), split, 'c'.repeat(16)));
    expect(answer).toMatchObject({ status: 422, body: { error: VERIFY_MESSAGES.tooMuchTime } });
    expect(await stored(player)).toEqual(before);
  });

  it('refuses malformed, oversized and other-version bodies, storing nothing', async () => {
    const { player, world } = await newHunter();
    const baseHash = hashWorld(world);
    const before = await stored(player);
    const entries = play(cloneWorld(world), [[training]]);
    const version = await sync(player, pushBody(baseHash, entries, baseHash, { coreVersion: '0123456789abcdef' }));
    expect(version).toMatchObject({ status: 426, body: { error: VERIFY_MESSAGES.version } });
    expect((await sync(player, { action: 'push', journalId: 'nope', journal: {}, clientHash: baseHash })).status).toBe(
      400,
    );
    expect((await sync(player, pushBody(baseHash, [{ kind: 'ticks' } as never], baseHash))).status).toBe(400);
    const huge = pushBody(baseHash, entries, baseHash, { padding: 'x'.repeat(MAX_SYNC_BODY_BYTES) });
    expect(await sync(player, huge)).toMatchObject({ status: 413, body: { error: SYNC_MESSAGES.tooLarge } });
    expect(await stored(player)).toEqual(before);
  });

  it('answers a burst with 429 after a minute’s share, counted in SQL, and nothing is read or stored', async () => {
    const player = await signUpPlayer(gateway, 'sync');
    const answers = [];
    for (let call = 0; call < SYNCS_PER_MINUTE + 3; call++) answers.push(await sync(player, { action: 'base' }));
    expect(answers.slice(0, SYNCS_PER_MINUTE).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.slice(SYNCS_PER_MINUTE)).toEqual(
      Array.from({ length: 3 }, () => ({ status: 429, body: { error: SYNC_MESSAGES.tooMany } })),
    );
    // A refused push stores nothing, however honest.
    const before = await stored(player);
    const world = before.player_state!;
    const entries = play(cloneWorld(world), [[training]]);
    const refused = await sync(player, pushBody(hashWorld(world), entries, 'd'.repeat(16)));
    expect(refused.status).toBe(429);
    expect(await stored(player)).toEqual(before);
    // The count is the database's, not the gateway process's: what any instance of the function reads.
    const { data } = await serviceClient(gateway)
      .from('sync_calls')
      .select('calls')
      .eq('user_id', player.user.id)
      .single();
    expect(data).toEqual({ calls: SYNCS_PER_MINUTE + 4 });
  });

  it('opens a new window a minute on, and prunes the counts of players who stopped syncing', async () => {
    const player = await signUpPlayer(gateway, 'sync');
    const idle = await signUpPlayer(gateway, 'sync');
    const service = serviceClient(gateway);
    const allowed = async (user: TestPlayer, at: number): Promise<boolean> => {
      const { data, error } = await service.rpc('sync_allowed', {
        user_uuid: user.user.id,
        now_at: new Date(at).toISOString(),
      });
      if (error) throw new Error(error.message);
      return data as boolean;
    };
    const start = Date.now() + 10 * 60_000;
    expect(await allowed(idle, start)).toBe(true);
    const minute: boolean[] = [];
    for (let call = 0; call <= SYNCS_PER_MINUTE; call++) minute.push(await allowed(player, start + call * 1000));
    expect(minute.filter(Boolean)).toHaveLength(SYNCS_PER_MINUTE);
    expect(minute.at(-1)).toBe(false);
    // Still within the window that opened at `start`, then a new one.
    expect(await allowed(player, start + 59_999)).toBe(false);
    expect(await allowed(player, start + 60_000)).toBe(true);
    // An hour after its last call the idle player's row goes, at anyone's call.
    expect(await allowed(player, start + 3_600_000 + 1)).toBe(true);
    const { data } = await service.from('sync_calls').select('user_id').in('user_id', [player.user.id, idle.user.id]);
    expect(data).toEqual([{ user_id: player.user.id }]);
    // Players may neither call the counter nor read it.
    expect((await player.client.rpc('sync_allowed', { user_uuid: player.user.id, now_at: null })).error).not.toBeNull();
    expect((await player.client.from('sync_calls').select('*')).error).not.toBeNull();
  });

  it('answers 503 with Retry-After when the database sheds a call (PGRST003), 500 on any other failure', async () => {
    // A service-role client whose every call PostgREST answers as the gateway's scheduler (or a hosted project's
    // pool) does past capacity, or with another error.
    const failing = (error: { code: string; message: string }): SyncRpcClient => ({
      rpc: () => {
        const answer = Promise.resolve({ data: null, error });
        return Object.assign(answer, { maybeSingle: () => answer });
      },
    });
    const logged: string[] = [];
    const call = (admin: SyncRpcClient, allowFromDatabase: boolean) =>
      handleSync(
        new Request('http://gateway/functions/v1/sync', {
          method: 'POST',
          headers: { Authorization: 'Bearer token' },
          body: JSON.stringify({ action: 'base' }),
        }),
        {
          userIdFor: () => Promise.resolve(randomUUID()),
          ...rpcSyncStorage(admin),
          core: SYNC_FUNCTION_CORE,
          allow: allowFromDatabase ? rpcSyncAllow(admin, () => Date.now()) : () => Promise.resolve(true),
          now: () => Date.now(),
          log: (message) => logged.push(message),
        },
      );
    const shed = failing({ code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' });
    for (const allowFromDatabase of [true, false]) {
      const response = await call(shed, allowFromDatabase);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('1');
      expect(await response.json()).toEqual({ error: SYNC_MESSAGES.busy });
    }
    expect(logged).toEqual([]);
    const broken = await call(failing({ code: '42P01', message: 'relation does not exist' }), true);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: SYNC_MESSAGES.failed });
    expect(logged).toEqual(['sync failed']);
  });
});
