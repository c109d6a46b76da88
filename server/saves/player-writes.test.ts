// Only the server writes a save (issue 31, 0019_saves_server_only.sql), against the real gateway: the player's own
// supabase-js client (or a raw PATCH, as an old build or a script sends) is refused every write of user_profiles,
// forged or honest, verified or never synced, with PostgreSQL's permission error, and nothing changes: not the save,
// not its verification, not the players mirror. These were the save guard's cases (0005-0015: XP, gold, levels,
// tier, rank, attributes, pools, items, wraiths, PvP counters, names, a first save), and the attacks of the issue
// the guard let through; the sync function refuses the same progress claimed as a journal
// (server/functions/sync.test.ts). The service role and the sync function still write, and the mirror follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '@/core/context';
import type { Command } from '@/core/commands';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT } from '@/core/journal/journal-types';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state';
import { step } from '@/core/step';
import { createLateGameWorld, withForgedEquippedFlags } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import {
  callFunction,
  clientFor,
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';
import {
  edited,
  expectPlayerWriteRefused,
  PLAYER_WRITE_REFUSED,
  readMirroredHero,
  readSaveRow,
  writeSaveAsService,
} from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

/** A player whose first state the sync function made (its verified save), as the game starts every hunter. */
async function syncedHunter(prefix = 'writer'): Promise<{ player: TestPlayer; world: GameState }> {
  const player = await signUpPlayer(gateway, prefix);
  const base = await callFunction(gateway, player, 'sync', { action: 'base' });
  expect(base.status).toBe(200);
  return { player, world: base.body.state as GameState };
}

/** Everything a refused write must leave alone. */
async function snapshot(player: TestPlayer): Promise<unknown> {
  return { row: await readSaveRow(gateway, player.user.id), hero: await readMirroredHero(player) };
}

const ITEM = { equipped: false, slot: null, acquiredAt: 0 };

/** The forged saves: the guard's refusals, and what the issue found it let through. */
const FORGED: [string, (state: GameState) => void][] = [
  [
    'XP no one could gain in the time',
    (state) => {
      state.skills.bladework.experience = 9_000_000;
      state.skills.bladework.level = 80;
    },
  ],
  ['gold from nowhere', (state) => void (state.resources.gold = 10 ** 12)],
  ['a skill level its XP does not reach', (state) => void (state.skills.bladework.level = 50)],
  ['a player level its skills do not give', (state) => void (state.player.level = 60)],
  ['a tier the account does not have', (state) => void (state.player.accountTier = 'supporter')],
  ['a hunter rank the server did not grant', (state) => void (state.player.hunterRank = 'SSS')],
  ['attribute points never earned', (state) => void (state.attributes.allocated.strength = 100_000)],
  [
    'health and mana pools of two billion',
    (state) => {
      state.player.maxHealth = 2_000_000_000;
      state.player.health = 2_000_000_000;
      state.player.maxMana = 2_000_000_000;
    },
  ],
  [
    'a level-92 weapon in a level-1 bag',
    (state) =>
      void state.inventory.items.push({ ...ITEM, id: 'inv_forged_1', itemId: 'worldender', quantity: 1 } as never),
  ],
  [
    'an item the game does not know',
    (state) =>
      void state.inventory.items.push({ ...ITEM, id: 'inv_forged_2', itemId: 'god_sword', quantity: 1 } as never),
  ],
  [
    'a bank stack of 10^12 potions',
    (state) =>
      void state.banking.items.push({
        ...ITEM,
        id: 'inv_forged_3',
        itemId: 'health_potion_large',
        quantity: 10 ** 12,
      } as never),
  ],
  [
    'a million kills a minute after the last save',
    (state) => {
      state.stats.enemiesKilled = 1_000_000;
    },
  ],
  [
    'wraith tokens of 10^9 beside a bonded list that is not a list',
    (state) => {
      state.wraiths.tokens.abyssal_sovereign = 10 ** 9;
      (state.wraiths as { bonded: unknown }).bonded = 'all of them';
    },
  ],
  ['arena wins never fought', (state) => void (state.stats.pvpWins = 50)],
  ['a flagship rift never cleared', (state) => void state.combat.clearedRifts.push('abyssal_crown_rift')],
  ['a name the rules refuse', (state) => void (state.player.username = "Robert'); drop table players;--")],
  ['a save dated an hour ahead of the server', (state) => void (state.lastSaved = Date.now() + 3_600_000)],
];

describe('a player cannot write a save', () => {
  it('refuses every forged save with the permission error, changing nothing', async () => {
    const { player, world } = await syncedHunter();
    const before = await snapshot(player);
    for (const [name, edit] of FORGED) {
      const result = await player.client
        .from('user_profiles')
        .update({ player_state: edited(world, edit), updated_at: new Date().toISOString() })
        .eq('id', player.user.id);
      expect(result.status, name).toBe(PLAYER_WRITE_REFUSED.status);
      expect(result.error, name).toMatchObject({
        code: PLAYER_WRITE_REFUSED.code,
        message: PLAYER_WRITE_REFUSED.message,
      });
    }
    // Sixty weapons flagged equipped, and a late-game world uploaded by a brand-new account.
    await expectPlayerWriteRefused(player, withForgedEquippedFlags(createLateGameWorld(player.user.id), 60));
    await expectPlayerWriteRefused(player, createLateGameWorld(player.user.id));
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses an honest save too: the state the player really has, one step on', async () => {
    const { player, world } = await syncedHunter();
    const before = await snapshot(player);
    const played = cloneWorld(world);
    step(played, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    await expectPlayerWriteRefused(player, played);
    await expectPlayerWriteRefused(player, world);
    expect(await snapshot(player)).toEqual(before);
  });

  it('refuses an account never synced as well (0018 held only verified saves)', async () => {
    const player = await signUpPlayer(gateway, 'never-synced');
    const before = await snapshot(player);
    await expectPlayerWriteRefused(player, createLateGameWorld(player.user.id));
    expect(await snapshot(player)).toEqual(before);
    expect((await readSaveRow(gateway, player.user.id)).player_state).toBeNull();
  });

  it('answers the raw PATCH an old build sends with PostgREST’s 403 and the reason', async () => {
    const { player, world } = await syncedHunter();
    const response = await rawFetch(gateway, `/rest/v1/user_profiles?id=eq.${player.user.id}`, {
      method: 'PATCH',
      token: player.session.access_token,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ player_state: world, updated_at: new Date().toISOString() }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: PLAYER_WRITE_REFUSED.code,
      details: null,
      hint: null,
      message: PLAYER_WRITE_REFUSED.message,
    });
  });

  it('refuses every column the replay owns, inserts, upserts and deletes; anon even less', async () => {
    const { player, world } = await syncedHunter();
    const before = await snapshot(player);
    const own = () => player.client.from('user_profiles');
    const attempts = [
      own().update({ verified_hash: hashWorld(edited(world, (state) => void (state.resources.gold = 1e9))) }),
      own().update({ verified_at: new Date(0).toISOString() }),
      own().update({ last_journal_id: '00000000-0000-0000-0000-000000000000', last_base_hash: '0'.repeat(16) }),
      own().update({ updated_at: new Date().toISOString() }),
      own().update({ account_tier: 'supporter' }),
      own().update({ created_at: new Date(0).toISOString() }),
    ].map((query) => query.eq('id', player.user.id));
    for (const [index, attempt] of attempts.entries()) {
      const result = await attempt;
      expect(result.status, `attempt ${index}`).toBe(403);
      expect(result.error?.code, `attempt ${index}`).toBe('42501');
    }
    for (const attempt of [
      own().upsert({ id: player.user.id, player_state: world }),
      own().insert({ id: player.user.id, player_state: world }),
      own().delete().eq('id', player.user.id),
    ]) {
      const result = await attempt;
      expect(result.status).toBe(403);
      expect(result.error?.code).toBe('42501');
    }
    const anon = await clientFor(gateway)
      .from('user_profiles')
      .update({ player_state: world })
      .eq('id', player.user.id);
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    expect(await snapshot(player)).toEqual(before);
  });

  it('leaves no client role a write privilege on anything the replay owns', async () => {
    const { rows } = await gateway.db.query<{ grantee: string; table_name: string; column_name: string; kind: string }>(
      `select grantee, table_name, column_name, privilege_type as kind
       from information_schema.column_privileges
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'PUBLIC')
         and privilege_type in ('INSERT', 'UPDATE')
         and table_name in ('user_profiles', 'players', 'player_skills', 'player_hunter_rank', 'arena_cards',
                            'arena_duels', 'rank_trial_runs', 'sync_calls')
       order by 1, 2, 3, 4`,
    );
    // The trial flow's flag is the client's (spec 001 §7), not the save's; nothing else.
    expect(rows).toEqual([
      { grantee: 'authenticated', table_name: 'player_hunter_rank', column_name: 'trial_in_progress', kind: 'UPDATE' },
    ]);
    const { rows: deletes } = await gateway.db.query(
      `select grantee, table_name from information_schema.table_privileges
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'PUBLIC')
         and privilege_type in ('DELETE', 'TRUNCATE')
         and table_name in ('user_profiles', 'players', 'player_skills', 'player_hunter_rank', 'arena_cards')`,
    );
    expect(deletes).toEqual([]);
  });
});

describe('the server still writes, and derives what it derives', () => {
  it('stores the sync function’s replay and mirrors it into players and player_skills', async () => {
    const { player, world } = await syncedHunter();
    const writer = new JournalWriter();
    const training: Command[] = [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }];
    for (let tick = 0; tick < 300; tick++) {
      const commands = tick === 0 ? training : [];
      writer.recordTick(commands, DEFAULT_CONTEXT);
      step(world, commands, DEFAULT_CONTEXT);
    }
    const baseHash = (await readSaveRow(gateway, player.user.id)).verified_hash!;
    const answer = await callFunction(gateway, player, 'sync', {
      action: 'push',
      journalId: crypto.randomUUID(),
      journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries: writer.copy() },
      clientHash: hashWorld(world),
    });
    expect(answer).toEqual({ status: 200, body: { hash: hashWorld(world) } });
    const { data } = await player.client
      .from('player_skills')
      .select('level, experience')
      .eq('player_id', player.playerId)
      .eq('skill_id', 'bladework')
      .single();
    expect(data).toEqual({
      level: world.skills.bladework.level,
      experience: Math.round(world.skills.bladework.experience),
    });
    expect(world.skills.bladework.experience).toBeGreaterThan(0);
  });

  it('takes the service role’s writes as they are: the save guard no longer judges the server’s own', async () => {
    const player = await signUpPlayer(gateway, 'service');
    // A late-game world on a brand-new demo account: the guard would have refused it from a player.
    const late = createLateGameWorld(player.user.id);
    await writeSaveAsService(gateway, player.user.id, late);
    expect((await readSaveRow(gateway, player.user.id)).player_state).toEqual(JSON.parse(JSON.stringify(late)));
    // Mirrored, within the account's tier cap (demo: 15).
    expect(await readMirroredHero(player)).toMatchObject({ level: late.player.level });
    const { data } = await player.client.from('player_skills').select('level').eq('player_id', player.playerId);
    expect(Math.max(...(data as { level: number }[]).map((row) => row.level))).toBe(15);
  });

  it('has no save guard left: only the mirrors run on a store', async () => {
    const { rows: triggers } = await gateway.db.query<{ name: string }>(
      `select tgname as name from pg_trigger
       where tgrelid = 'public.user_profiles'::regclass and not tgisinternal order by 1`,
    );
    expect(triggers.map((row) => row.name)).toEqual(['user_profiles_sync_hunter_name', 'user_profiles_sync_player']);
    const { rows: leftovers } = await gateway.db.query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and (p.proname like 'save_guard%' or p.proname like 'guard_%')
       union all
       select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'private' and c.relname like 'save_guard%'
       union all
       select a.attname from pg_attribute a
       where a.attrelid = 'public.user_profiles'::regclass and a.attname like 'player_state_%' and not a.attisdropped`,
    );
    expect(leftovers).toEqual([]);
  });

  it('mirrors a name within the rules, and keeps the old one when a stored name breaks them', async () => {
    const player = await signUpPlayer(gateway, 'namer');
    const world = createLateGameWorld(player.user.id);
    const name = async () =>
      (
        (await serviceClient(gateway).from('players').select('username').eq('id', player.playerId).single()).data as {
          username: string;
        }
      ).username;
    await writeSaveAsService(
      gateway,
      player.user.id,
      edited(world, (state) => void (state.player.username = 'Ash Warden')),
    );
    expect(await name()).toBe('Ash Warden');
    await writeSaveAsService(
      gateway,
      player.user.id,
      edited(world, (state) => void (state.player.username = '-edge')),
    );
    expect(await name()).toBe('Ash Warden');
  });
});
