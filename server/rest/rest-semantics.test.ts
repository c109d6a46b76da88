// PostgREST semantics beyond the game's own calls, as supabase-js emits them: bulk inserts with
// `columns`, upsert variants, counts, HEAD, negated and list filters, ranges, deletes with
// representation, and GET rpc.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';

let gateway: TestGateway;
let player: TestPlayer;

beforeAll(async () => {
  gateway = await startTestGateway();
  player = await signUpPlayer(gateway);
});
afterAll(async () => {
  await gateway.close();
});

describe('writes', () => {
  it('inserts arrays (with the columns parameter supabase-js adds) and returns them with select()', async () => {
    const rows = [
      { player_id: player.playerId, trial_id: 'bulk_a', attempts: 1 },
      { player_id: player.playerId, trial_id: 'bulk_b' },
    ];
    const inserted = await player.client
      .from('player_trial_state')
      .insert(rows)
      .select('trial_id, attempts, completed')
      .order('trial_id');
    // PostgREST semantics: a key missing from one row of a bulk insert is NULL, which the column refuses.
    expect(inserted.status).toBe(400);
    expect(inserted.error?.code).toBe('23502');

    const complete = await player.client
      .from('player_trial_state')
      .insert([
        { player_id: player.playerId, trial_id: 'bulk_a', attempts: 1 },
        { player_id: player.playerId, trial_id: 'bulk_b', attempts: 2 },
      ])
      .select('trial_id, attempts, completed');
    expect(complete.status).toBe(201);
    expect(complete.data).toEqual([
      { trial_id: 'bulk_a', attempts: 1, completed: false },
      { trial_id: 'bulk_b', attempts: 2, completed: false },
    ]);
  });

  it('answers a duplicate insert with 409 23505, ignores it with ignoreDuplicates, merges it by default', async () => {
    const row = { player_id: player.playerId, trial_id: 'dup', attempts: 1 };
    expect((await player.client.from('player_trial_state').insert(row)).status).toBe(201);
    const duplicate = await player.client.from('player_trial_state').insert(row);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const ignored = await player.client
      .from('player_trial_state')
      .upsert({ ...row, attempts: 9 }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const merged = await player.client
      .from('player_trial_state')
      .upsert({ ...row, attempts: 5 })
      .select('attempts')
      .single();
    expect(merged.data).toEqual({ attempts: 5 });
  });

  it('deletes with representation and reports how many rows changed', async () => {
    const service = serviceClient(gateway);
    await service.from('player_trial_state').insert({ player_id: player.playerId, trial_id: 'to_delete' });
    const removed = await service
      .from('player_trial_state')
      .delete()
      .eq('player_id', player.playerId)
      .eq('trial_id', 'to_delete')
      .select('trial_id');
    expect(removed).toMatchObject({ status: 200, data: [{ trial_id: 'to_delete' }] });
    const none = await service.from('player_trial_state').delete().eq('trial_id', 'to_delete');
    expect(none.status).toBe(204);
  });

  it('rolls a single-object write back when it does not touch exactly one row', async () => {
    const service = serviceClient(gateway);
    await service.from('player_trial_state').insert([
      { player_id: player.playerId, trial_id: 'pair_1', attempts: 1 },
      { player_id: player.playerId, trial_id: 'pair_2', attempts: 1 },
    ]);
    const both = await service
      .from('player_trial_state')
      .update({ attempts: 7 })
      .eq('player_id', player.playerId)
      .like('trial_id', 'pair_*')
      .select()
      .single();
    expect(both.status).toBe(406);
    expect(both.error?.code).toBe('PGRST116');
    const after = await service.from('player_trial_state').select('attempts').like('trial_id', 'pair_*');
    expect(after.data).toEqual([{ attempts: 1 }, { attempts: 1 }]);
  });
});

describe('reads', () => {
  it('counts exactly, answers HEAD, and pages with range()', async () => {
    const counted = await player.client
      .from('player_skills')
      .select('skill_id', { count: 'exact' })
      .eq('player_id', player.playerId)
      .order('skill_id')
      .range(2, 4);
    expect(counted.count).toBe(10);
    expect(counted.data).toEqual([{ skill_id: 'athleticism' }, { skill_id: 'bladework' }, { skill_id: 'command' }]);
    const head = await player.client
      .from('player_skills')
      .select('*', { count: 'exact', head: true })
      .eq('player_id', player.playerId);
    expect(head).toMatchObject({ status: 200, count: 10, data: null });
  });

  it('filters with in, not, is, like, ilike, neq and comparisons', async () => {
    const skills = player.client.from('skills');
    const ids = async (query: PromiseLike<{ data: unknown }>) =>
      ((await query).data as { id: string }[]).map((row) => row.id);
    expect(await ids(skills.select('id').in('id', ['command', 'defense']).order('id'))).toEqual(['command', 'defense']);
    expect(await ids(skills.select('id').not('category', 'in', '(combat,production,gathering)').order('id'))).toEqual([
      'command',
      'witchcraft',
    ]);
    expect(await ids(skills.select('id').neq('category', 'combat').gte('sort_order', 9).order('sort_order'))).toEqual([
      'artifice',
      'command',
    ]);
    expect(await ids(skills.select('id').like('name', '*mith*'))).toEqual(['smithing']);
    expect(await ids(skills.select('id').like('name', '%Smith%'))).toEqual(['smithing']);
    expect(await ids(skills.select('id').ilike('name', 'WITCH*'))).toEqual(['witchcraft']);
    expect(await ids(skills.select('id').lt('sort_order', 3).order('sort_order', { ascending: false }))).toEqual([
      'marksmanship',
      'bladework',
    ]);
    const flagship = await player.client.from('rank_checkpoint').select('rank').is('flagship_rift_id', null);
    expect(flagship.data).toEqual([{ rank: 'E' }]);
    const nullsFirst = await player.client
      .from('rank_checkpoint')
      .select('rank')
      .order('trial_id', { ascending: true, nullsFirst: true })
      .limit(1);
    expect(nullsFirst.data).toEqual([{ rank: 'E' }]);
  });

  it('filters embedded resources and keeps only parents with matches for !inner', async () => {
    const embedded = await player.client
      .from('player_skills')
      .select('skill_id, skill:skills!inner(category)')
      .eq('player_id', player.playerId)
      .eq('skill.category', 'production')
      .order('skill_id');
    expect(embedded.error).toBeNull();
    expect((embedded.data as unknown as { skill_id: string }[]).map((row) => row.skill_id)).toEqual([
      'alchemy',
      'artifice',
      'smithing',
    ]);
  });

  it('calls stable functions over GET', async () => {
    const viaGet = await player.client.rpc('is_admin', {}, { get: true });
    expect(viaGet).toMatchObject({ error: null, data: false });
    const refused = await rawFetch(gateway, `/rest/v1/rpc/evaluate_rank_up?player_uuid=${player.playerId}`, {
      token: player.session.access_token,
    });
    expect(refused.status).toBe(405);
  });
});
