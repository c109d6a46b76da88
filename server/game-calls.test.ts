// Every backend call of spec 000 §7 and 001 §7, made the way the game makes them: through the
// unmodified supabase-js client against the gateway. The save is the one exception: the game no longer writes it
// (issue 31: the sync function stores the server's replay, 0019 refuses players' writes), so a save a test needs is
// written with the service role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RANK_CHECKPOINTS } from '@/content/ranks';
import { PLAYER_WRITE_REFUSED, writeSaveAsService } from './saves/guard-support';
import {
  clientFor,
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from './test-support/gateway';

let gateway: TestGateway;

/** A row of rank_checkpoint (supabase/migrations/0002, seeded by 0004) as PostgREST serves it. */
const CHECKPOINT_ROW = z
  .object({
    rank: z.string(),
    rank_order: z.number().int(),
    flagship_rift_id: z.string().nullable(),
    skill_req_lvl: z.number().int(),
    total_xp_req: z.number().int(),
    trial_id: z.string().nullable(),
    base_hp_mult: z.number(),
    dmg_mult: z.number(),
  })
  .strict();

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

async function makeAdmin(player: TestPlayer): Promise<void> {
  const { error } = await serviceClient(gateway).from('admin_users').insert({ user_id: player.user.id, role: 'admin' });
  expect(error).toBeNull();
}

/** A save whose numbers meet rank D: tutorial rift cleared, two combat skills at 10, 5000 XP in total. */
function saveReadyFor(rift: string, level: number, experience: number) {
  return {
    version: 1,
    player: { level: 10, experience: 1200, health: 90, maxHealth: 120, mana: 40, maxMana: 60 },
    combat: { clearedRifts: [rift], discoveredAreas: [] },
    skills: {
      bladework: { level, experience, isTraining: false },
      defense: { level, experience, isTraining: false },
      survival: { level: 3, experience: 210, isTraining: false },
    },
  };
}

describe('platform calls (spec 000 §7)', () => {
  it('reads admin_users for the current user with limit 1: empty for players, the row for admins', async () => {
    const player = await signUpPlayer(gateway);
    const none = await player.client.from('admin_users').select('id, role').eq('user_id', player.user.id).limit(1);
    expect(none.error).toBeNull();
    expect(none.data).toEqual([]);

    await makeAdmin(player);
    const admin = await player.client.from('admin_users').select('id, role').eq('user_id', player.user.id).limit(1);
    expect(admin.data).toEqual([{ id: expect.any(String), role: 'admin' }]);
  });

  it('reads the tier and the cloud save of the profile as single rows', async () => {
    const player = await signUpPlayer(gateway);
    const tier = await player.client.from('user_profiles').select('account_tier').eq('id', player.user.id).single();
    expect(tier).toMatchObject({ error: null, status: 200, data: { account_tier: 'demo' } });
    const state = await player.client.from('user_profiles').select('player_state').eq('id', player.user.id).single();
    expect(state.data).toEqual({ player_state: null });
  });

  it('refuses the player’s own write of player_state, and reads back the save the server stored', async () => {
    const player = await signUpPlayer(gateway);
    const save = {
      version: 1,
      playerId: player.playerId,
      timestamp: 1_700_000_000_000,
      lastSaved: 1_700_000_000_000,
      player: { level: 1, username: 'Ash' },
      nested: { list: [1, 2, { deep: 'ünïcode ✓' }] },
    };
    const updatedAt = new Date('2025-01-02T03:04:05.678Z').toISOString();
    const own = await player.client
      .from('user_profiles')
      .update({ player_state: save, updated_at: updatedAt })
      .eq('id', player.user.id);
    expect(own.status).toBe(PLAYER_WRITE_REFUSED.status);
    expect(own.error).toMatchObject({ code: PLAYER_WRITE_REFUSED.code, message: PLAYER_WRITE_REFUSED.message });
    const update = await serviceClient(gateway)
      .from('user_profiles')
      .update({ player_state: save, updated_at: updatedAt })
      .eq('id', player.user.id);
    expect(update.error).toBeNull();
    expect(update.status).toBe(204);

    const back = await player.client
      .from('user_profiles')
      .select('player_state, updated_at')
      .eq('id', player.user.id)
      .single();
    expect((back.data as { player_state: unknown }).player_state).toEqual(save);
    expect(new Date((back.data as { updated_at: string }).updated_at).toISOString()).toBe(updatedAt);
  });

  it('returns the written rows for update().select()', async () => {
    const player = await signUpPlayer(gateway);
    const result = await serviceClient(gateway)
      .from('user_profiles')
      .update({ player_state: { version: 1 } })
      .eq('id', player.user.id)
      .select();
    expect(result.status).toBe(200);
    expect(result.data).toEqual([
      expect.objectContaining({ id: player.user.id, account_tier: 'demo', player_state: { version: 1 } }),
    ]);
  });

  it('answers single() on no rows with 406 PGRST116 and the exact body, maybeSingle() with null', async () => {
    const player = await signUpPlayer(gateway);
    const missing = await player.client
      .from('user_profiles')
      .select('account_tier')
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .single();
    expect(missing.status).toBe(406);
    expect(missing.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });

    const maybe = await player.client
      .from('user_profiles')
      .select('account_tier')
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe('gameplay calls (spec 001 §7)', () => {
  it('reads the player by user_id and the current rank by player_id', async () => {
    const player = await signUpPlayer(gateway);
    const hero = await player.client.from('players').select('*').eq('user_id', player.user.id).single();
    expect(hero.data).toMatchObject({
      id: player.playerId,
      user_id: player.user.id,
      level: 1,
      experience: 0,
      health: 100,
      max_health: 100,
      mana: 50,
      max_mana: 50,
    });
    const rank = await player.client
      .from('player_hunter_rank')
      .select('current_rank')
      .eq('player_id', player.playerId)
      .single();
    expect(rank.data).toEqual({ current_rank: 'E' });
  });

  it('serves the seed rank checkpoints to anon, equal field by field to the content table', async () => {
    const anon = clientFor(gateway);
    const byRank = await anon.from('rank_checkpoint').select('rank').order('rank', { ascending: true });
    expect(byRank.error).toBeNull();
    // Text order, as PostgREST sorts a text column: A, B, C, D, E, S, SS, SSS.
    expect((byRank.data as { rank: string }[]).map((row) => row.rank)).toEqual(
      RANK_CHECKPOINTS.map((checkpoint) => checkpoint.rank).sort(),
    );

    const served = await anon.from('rank_checkpoint').select('*').order('rank_order');
    expect(served.error).toBeNull();
    // Strict: a column added to the table fails here until it is compared with the content too.
    const rows = z.array(CHECKPOINT_ROW).parse(served.data);
    const fromDatabase = rows.map((row) => ({
      rank: row.rank,
      order: row.rank_order,
      flagshipRiftId: row.flagship_rift_id,
      skillReqLevel: row.skill_req_lvl,
      totalXpReq: row.total_xp_req,
      trialId: row.trial_id,
      baseHpMult: row.base_hp_mult,
      dmgMult: row.dmg_mult,
    }));
    const fromContent = [...RANK_CHECKPOINTS]
      .sort((a, b) => a.order - b.order)
      .map(({ rank, order, flagshipRiftId, skillReqLevel, totalXpReq, trialId, baseHpMult, dmgMult }) => ({
        rank,
        order,
        flagshipRiftId,
        skillReqLevel,
        totalXpReq,
        trialId,
        baseHpMult,
        dmgMult,
      }));
    expect(fromDatabase).toHaveLength(fromContent.length);
    fromContent.forEach((checkpoint, index) =>
      expect(fromDatabase[index], `rank ${checkpoint.rank}`).toEqual(checkpoint),
    );
  });

  it('reads player_skills with the joined skill name and category, ordered by category', async () => {
    const player = await signUpPlayer(gateway);
    const result = await player.client
      .from('player_skills')
      .select('id, skill_id, level, experience, skill:skills(name, category)')
      .eq('player_id', player.playerId)
      .order('skill(category)', { ascending: true });
    expect(result.error).toBeNull();
    const rows = result.data as unknown as { skill_id: string; skill: { name: string; category: string } }[];
    expect(rows).toHaveLength(10);
    const categories = rows.map((row) => row.skill.category);
    expect(categories).toEqual([...categories].sort());
    expect(rows.find((row) => row.skill_id === 'witchcraft')?.skill).toEqual({ name: 'Witchcraft', category: 'magic' });
  });

  it('embeds one-to-many resources as arrays, with their own order and limit', async () => {
    const player = await signUpPlayer(gateway);
    const result = await player.client
      .from('players')
      .select('username, skills:player_skills(skill_id, level), rank:player_hunter_rank(current_rank)')
      .eq('id', player.playerId)
      .order('skill_id', { referencedTable: 'skills', ascending: false })
      .limit(2, { referencedTable: 'skills' })
      .single();
    expect(result.error).toBeNull();
    expect(result.data).toEqual({
      username: expect.any(String),
      skills: [
        { skill_id: 'witchcraft', level: 1 },
        { skill_id: 'survival', level: 1 },
      ],
      rank: { current_rank: 'E' },
    });
  });

  it('upserts trial attempts and updates trial_in_progress', async () => {
    const player = await signUpPlayer(gateway);
    const start = { player_id: player.playerId, trial_id: 'trial_d', attempts: 1, completed: false };
    const started = await player.client.from('player_trial_state').upsert(start, { onConflict: 'player_id,trial_id' });
    expect(started.error).toBeNull();
    expect(started.status).toBe(201);
    const again = await player.client
      .from('player_trial_state')
      .upsert({ ...start, attempts: 2 }, { onConflict: 'player_id,trial_id' })
      .select()
      .single();
    expect(again.data).toMatchObject({ attempts: 2, completed: false });

    const flag = await player.client
      .from('player_hunter_rank')
      .update({ trial_in_progress: true })
      .eq('player_id', player.playerId);
    expect(flag.error).toBeNull();
    const rank = await player.client
      .from('player_hunter_rank')
      .select('trial_in_progress')
      .eq('player_id', player.playerId)
      .single();
    expect(rank.data).toEqual({ trial_in_progress: true });
  });

  const rankUp =
    'evaluate_rank_up: false while requirements are missing, true and promoted when all hold, demo capped at D';
  it(rankUp, async () => {
    const player = await signUpPlayer(gateway);
    const evaluate = () => player.client.rpc('evaluate_rank_up', { player_uuid: player.playerId });
    const first = await evaluate();
    expect(first).toMatchObject({ error: null, data: false, status: 200 });

    // Everything but the trial: still false.
    await writeSaveAsService(gateway, player.user.id, saveReadyFor('tutorial_rift', 12, 2600));
    expect((await evaluate()).data).toBe(false);

    // The service role records the completed trial; now the player is promoted.
    const service = serviceClient(gateway);
    expect(
      (
        await service
          .from('player_trial_state')
          .upsert({ player_id: player.playerId, trial_id: 'trial_d', attempts: 1, completed: true })
      ).error,
    ).toBeNull();
    await player.client.from('player_hunter_rank').update({ trial_in_progress: true }).eq('player_id', player.playerId);
    expect((await evaluate()).data).toBe(true);
    const rank = await player.client
      .from('player_hunter_rank')
      .select('current_rank, last_promo_dt, trial_in_progress')
      .eq('player_id', player.playerId)
      .single();
    expect(rank.data).toMatchObject({ current_rank: 'D', trial_in_progress: false, last_promo_dt: expect.any(String) });

    // Demo is capped at D even with every requirement for C met.
    await service
      .from('player_trial_state')
      .upsert({ player_id: player.playerId, trial_id: 'trial_c', attempts: 1, completed: true });
    await writeSaveAsService(gateway, player.user.id, saveReadyFor('hollow_crypt_rift', 25, 25_000));
    expect((await evaluate()).data).toBe(false);

    // On a paid tier the same state promotes to C (skills above 15 now count).
    expect((await service.rpc('set_account_tier', { user_id: player.user.id, tier: 'base' })).error).toBeNull();
    await writeSaveAsService(gateway, player.user.id, saveReadyFor('hollow_crypt_rift', 25, 25_001));
    expect((await evaluate()).data).toBe(true);
    const promoted = await player.client
      .from('player_hunter_rank')
      .select('current_rank')
      .eq('player_id', player.playerId)
      .single();
    expect(promoted.data).toEqual({ current_rank: 'C' });
  });

  it('keeps players and player_skills in step with the stored save, capped by the tier', async () => {
    const player = await signUpPlayer(gateway);
    await writeSaveAsService(gateway, player.user.id, saveReadyFor('tutorial_rift', 25, 9000));
    const hero = await player.client
      .from('players')
      .select('level, experience, health, max_health, mana, max_mana')
      .eq('id', player.playerId)
      .single();
    expect(hero.data).toEqual({ level: 10, experience: 1200, health: 90, max_health: 120, mana: 40, max_mana: 60 });
    const skills = await player.client
      .from('player_skills')
      .select('skill_id, level, experience')
      .eq('player_id', player.playerId)
      .in('skill_id', ['bladework', 'survival'])
      .order('skill_id');
    expect(skills.data).toEqual([
      { skill_id: 'bladework', level: 15, experience: 9000 },
      { skill_id: 'survival', level: 3, experience: 210 },
    ]);

    // A malformed save (the server stores what its writer gives it) is stored as it is and leaves the
    // mirrored numbers alone.
    const malformed = {
      player: { level: 'high' },
      skills: {
        bladework: { level: 'high', experience: 9000 },
        defense: { level: 25, experience: 9000 },
        survival: { level: 3, experience: 210 },
        nonsense: { level: 1 },
      },
    };
    await writeSaveAsService(gateway, player.user.id, malformed);
    const unchanged = await player.client.from('players').select('level').eq('id', player.playerId).single();
    expect(unchanged.data).toEqual({ level: 10 });
    expect(
      (
        await player.client
          .from('player_skills')
          .select('level')
          .eq('player_id', player.playerId)
          .eq('skill_id', 'bladework')
          .single()
      ).data,
    ).toEqual({ level: 15 });
  });
});

describe('upgrade codes and admin functions (ruling 8)', () => {
  it('lets an admin create a code that a player redeems once', async () => {
    const admin = await signUpPlayer(gateway, 'admin');
    await makeAdmin(admin);
    const player = await signUpPlayer(gateway);

    const created = await admin.client.rpc('create_upgrade_code', { tier: 'expansion_1' });
    expect(created.error).toBeNull();
    expect(created.data).toMatch(/^SH-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

    const redeemed = await player.client.rpc('redeem_upgrade_code', { code: (created.data as string).toLowerCase() });
    expect(redeemed).toMatchObject({ error: null, data: { tier: 'expansion_1' } });
    const tier = await player.client.from('user_profiles').select('account_tier').eq('id', player.user.id).single();
    expect(tier.data).toEqual({ account_tier: 'expansion_1' });

    const reused = await (
      await signUpPlayer(gateway)
    ).client.rpc('redeem_upgrade_code', { code: created.data as string });
    expect(reused.status).toBe(400);
    expect(reused.error).toMatchObject({ code: 'P0001', message: 'This upgrade code has already been used' });

    const unknown = await player.client.rpc('redeem_upgrade_code', { code: 'SH-0000-0000-0000-0000' });
    expect(unknown.error).toMatchObject({ code: 'P0001', message: 'This upgrade code is not valid' });

    const lower = await admin.client.rpc('create_upgrade_code', { tier: 'base' });
    const downgrade = await player.client.rpc('redeem_upgrade_code', { code: lower.data as string });
    expect(downgrade.error?.message).toBe('Your account already has this tier or a higher one');
  });

  it('runs set_account_tier and admin_find_user for admins', async () => {
    const admin = await signUpPlayer(gateway, 'admin');
    await makeAdmin(admin);
    const player = await signUpPlayer(gateway, 'findme');

    const set = await admin.client.rpc('set_account_tier', { user_id: player.user.id, tier: 'supporter' });
    expect(set.error).toBeNull();
    expect(set.status).toBe(204);
    const found = await admin.client.rpc('admin_find_user', { email: player.email.toUpperCase() });
    expect(found.error).toBeNull();
    expect(found.data).toEqual([
      {
        user_id: player.user.id,
        email: player.email,
        account_tier: 'supporter',
        username: expect.stringMatching(/^findme/),
        created_at: expect.any(String),
      },
    ]);

    const badTier = await admin.client.rpc('set_account_tier', { user_id: player.user.id, tier: 'platinum' });
    expect(badTier.status).toBe(400);
  });

  it('refuses the admin functions to players with 42501 / 403 and to anon with 401', async () => {
    const player = await signUpPlayer(gateway);
    for (const [name, args] of [
      ['create_upgrade_code', { tier: 'supporter' }],
      ['set_account_tier', { user_id: player.user.id, tier: 'supporter' }],
      ['admin_find_user', { email: 'example.com' }],
    ] as const) {
      const result = await player.client.rpc(name, args);
      expect(result.status, name).toBe(403);
      expect(result.error?.code, name).toBe('42501');
      const anon = await clientFor(gateway).rpc(name, args);
      expect(anon.status, name).toBe(401);
    }
    const tier = await player.client.from('user_profiles').select('account_tier').eq('id', player.user.id).single();
    expect(tier.data).toEqual({ account_tier: 'demo' });
  });

  it('answers an unknown function with 404 PGRST202', async () => {
    const player = await signUpPlayer(gateway);
    const result = await player.client.rpc('no_such_function', { x: 1 });
    expect(result.status).toBe(404);
    expect(result.error?.code).toBe('PGRST202');
    const wrongArgs = await rawFetch(gateway, '/rest/v1/rpc/evaluate_rank_up', {
      method: 'POST',
      token: player.session.access_token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ player: 'x' }),
    });
    expect(wrongArgs.status).toBe(404);
  });
});
