// The save path under load and the mirror into players / player_skills (0009_save_path_speed.sql,
// server/rest/scheduler.ts), through the real gateway: a flood of writes to one save past capacity is answered 503
// with Retry-After within the queue timeout and loses no accepted write; the mirror writes only what changed and
// still follows every change. Saves are the server's to write (0019): the writes here are the service role's, as the
// sync function's and an admin's are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '@/core/state';
import { createLateGameWorld } from '@/core/testing/fixtures';
import {
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';
import {
  bestGearHunter,
  edited,
  readMirroredHero,
  readSaveRow,
  setAccountTier,
  setServerRank,
  writeSaveAsService,
} from './guard-support';

const QUEUE_TIMEOUT_MS = 1000;
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    restQueue: { queueTimeoutMs: QUEUE_TIMEOUT_MS, maxQueued: 8, maxBatch: 32, maxBatchMs: 50, retryAfterSeconds: 1 },
  });
});
afterAll(async () => {
  await gateway.close();
});

/** As the service role: the account's tier, its server rank and this save. */
async function establish(player: TestPlayer, world: GameState): Promise<void> {
  const service = serviceClient(gateway);
  const rank = await service
    .from('player_hunter_rank')
    .update({ current_rank: world.player.hunterRank })
    .eq('player_id', player.playerId);
  expect(rank.error).toBeNull();
  const profile = await service
    .from('user_profiles')
    .update({ account_tier: world.player.accountTier, player_state: world })
    .eq('id', player.user.id);
  expect(profile.error).toBeNull();
}

/** A service-role PATCH of the player's save (body prepared), raw so the answer's headers can be read. */
function pushRaw(player: TestPlayer, body: string): Promise<Response> {
  return rawFetch(gateway, `/rest/v1/user_profiles?id=eq.${player.user.id}`, {
    method: 'PATCH',
    token: gateway.config.serviceRoleKey,
    headers: {
      apikey: gateway.config.serviceRoleKey,
      'Content-Type': 'application/json',
      'Content-Profile': 'public',
      Prefer: 'return=minimal',
    },
    body,
  });
}

async function mirroredSkills(player: TestPlayer): Promise<Record<string, { level: number; experience: number }>> {
  const { data, error } = await player.client
    .from('player_skills')
    .select('skill_id, level, experience')
    .eq('player_id', player.playerId);
  if (error) throw new Error(error.message);
  const rows = data as { skill_id: string; level: number; experience: number }[];
  return Object.fromEntries(rows.map((row) => [row.skill_id, { level: row.level, experience: row.experience }]));
}

describe('a flood of saves past capacity', () => {
  it('is answered 503 with Retry-After within the queue timeout, and loses no accepted write', async () => {
    const player = await signUpPlayer(gateway, 'flood');
    const world = createLateGameWorld(player.user.id);
    world.lastSaved = Date.now();
    await establish(player, world);
    const base = world.stats.enemiesKilled;

    const bodies = Array.from({ length: 40 }, (_, index) =>
      JSON.stringify({
        player_state: edited(world, (copy) => {
          copy.stats.enemiesKilled = base + index + 1;
          copy.lastSaved = Date.now();
        }),
        updated_at: new Date().toISOString(),
      }),
    );
    // The database is busy (a long transaction holds the player's row) until the gateway has refused
    // a save: the first save waits for it, 8 queue behind it, the rest find the queue full.
    let firstRefusal!: () => void;
    const refusedOnce = new Promise<void>((resolve) => (firstRefusal = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let releasedAt = 0;
    const sent = performance.now();
    const hold = gateway.db.transaction(async (tx) => {
      await tx.query('select 1 from public.user_profiles where id = $1 for update', [player.user.id]);
      holding();
      await Promise.race([refusedOnce, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      releasedAt = performance.now() - sent;
    });
    await held;

    const answers = await Promise.all(
      bodies.map(async (body, index) => {
        const seq = index + 1;
        const response = await pushRaw(player, body);
        if (response.status === 503) firstRefusal();
        return {
          seq,
          status: response.status,
          ms: performance.now() - sent,
          retryAfter: response.headers.get('Retry-After'),
          exposed: response.headers.get('Access-Control-Expose-Headers'),
          body: response.status === 204 ? null : ((await response.json()) as { code: string; message: string }),
        };
      }),
    );
    await hold;

    const refused = answers.filter((answer) => answer.status === 503);
    const accepted = answers.filter((answer) => answer.status === 204);
    expect(refused.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    // Stored or shed: nothing else.
    expect(refused.length + accepted.length).toBe(answers.length);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.exposed?.toLowerCase()).toContain('retry-after');
      expect(answer.body).toEqual({
        code: 'PGRST003',
        details: null,
        hint: null,
        message: 'Timed out acquiring connection from connection pool.',
      });
      // Refused on arrival or after at most the queue timeout (a margin for sending 40 saves on a
      // busy machine), where an unbounded queue kept saves waiting for tens of seconds.
      expect(answer.ms).toBeLessThan(QUEUE_TIMEOUT_MS + 2500);
    }
    // Accepted saves waited for the held row and at most the queue timeout for their turn.
    for (const answer of accepted) expect(answer.ms).toBeLessThan(releasedAt + QUEUE_TIMEOUT_MS + 3000);

    // No accepted write lost: the stored save is one that was answered 204 (the last of them to run: writes to one
    // row take turns), never one that was shed, and the mirror follows it.
    const stored = (await readSaveRow(gateway, player.user.id)).player_state as GameState;
    expect(accepted.map((answer) => base + answer.seq)).toContain(stored.stats.enemiesKilled);
    expect(stored.skills).toEqual(world.skills);
    const hero = await readMirroredHero(player);
    expect(hero.level).toBe(world.player.level);
    expect(hero.experience).toBe(Math.round(world.player.experience));
  });
});

describe('the mirror into players and player_skills', () => {
  it('writes nothing for a save that leaves the mirrored numbers alone, and follows every change', async () => {
    const player = await signUpPlayer(gateway, 'mirror');
    const world = createLateGameWorld(player.user.id);
    world.lastSaved = Date.now();
    await establish(player, world);
    const first = await readMirroredHero(player);
    expect(first).toMatchObject({
      level: world.player.level,
      health: Math.round(world.player.health),
      max_health: Math.round(world.player.maxHealth),
      mana: Math.round(world.player.mana),
    });
    const skillsBefore = await mirroredSkills(player);
    expect(skillsBefore.bladework).toEqual({
      level: world.skills.bladework.level,
      experience: Math.round(world.skills.bladework.experience),
    });

    // Only counters and the time move: the mirrored rows are not written at all.
    await writeSaveAsService(
      gateway,
      player.user.id,
      edited(world, (copy) => {
        copy.stats.enemiesKilled += 5;
        copy.lastSaved = Date.now();
      }),
    );
    expect(await readMirroredHero(player)).toEqual(first);
    expect(await mirroredSkills(player)).toEqual(skillsBefore);

    // Health, mana and one skill's XP change: exactly those follow.
    const changed = edited(world, (copy) => {
      copy.player.health = Math.max(1, copy.player.health - 50);
      copy.player.mana = Math.max(0, copy.player.mana - 10);
      copy.skills.survival.experience += 500;
      copy.stats.enemiesKilled += 5;
      copy.lastSaved = Date.now();
    });
    await writeSaveAsService(gateway, player.user.id, changed);
    const hero = await readMirroredHero(player);
    expect(hero).toMatchObject({
      level: first.level,
      experience: first.experience,
      health: Math.round(changed.player.health),
      mana: Math.round(changed.player.mana),
      max_health: first.max_health,
    });
    expect(Date.parse(hero.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
    const skillsAfter = await mirroredSkills(player);
    expect(skillsAfter.survival).toEqual({
      level: changed.skills.survival.level,
      experience: Math.round(changed.skills.survival.experience),
    });
    expect({ ...skillsAfter, survival: null }).toEqual({ ...skillsBefore, survival: null });
  });

  it("clamps levels to the tier's cap and lifts the clamp with the next save after an upgrade", async () => {
    const player = await signUpPlayer(gateway, 'capped');
    const world = createLateGameWorld(player.user.id);
    world.lastSaved = Date.now();
    await establish(
      player,
      edited(world, (copy) => {
        copy.player.accountTier = 'base';
      }),
    );
    // base caps skills at 99; the late-game hunter's Bladework is 99 already, so raise one to 100 and
    // check it is held at 99.
    const hundred = edited(world, (copy) => {
      copy.player.accountTier = 'base';
      copy.skills.bladework.level = 100;
      copy.skills.bladework.experience = 12_600_000;
    });
    await establish(player, hundred);
    expect((await mirroredSkills(player)).bladework).toEqual({ level: 99, experience: 12_600_000 });

    await setAccountTier(gateway, player, 'supporter');
    await writeSaveAsService(
      gateway,
      player.user.id,
      edited(hundred, (copy) => {
        copy.player.accountTier = 'supporter';
        copy.lastSaved = Date.now();
      }),
    );
    expect((await mirroredSkills(player)).bladework).toEqual({ level: 100, experience: 12_600_000 });
  });

  it.each(['health', 'mana'] as const)(
    'follows the core hunter at level 100, rank SSS, with the best gear for %s and every point in it',
    async (pool) => {
      const player = await signUpPlayer(gateway, 'best-gear');
      await setAccountTier(gateway, player, 'supporter');
      await setServerRank(gateway, player, 'SSS');
      const world = bestGearHunter(pool, player.user.id);
      expect(world.attributes.allocated[pool === 'health' ? 'endurance' : 'intelligence']).toBe(100);
      await writeSaveAsService(gateway, player.user.id, world);
      expect(await readMirroredHero(player)).toMatchObject({
        level: 100,
        max_health: world.player.maxHealth,
        health: world.player.maxHealth,
        max_mana: world.player.maxMana,
        mana: world.player.maxMana,
      });
    },
  );
});
