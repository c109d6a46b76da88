// The server-side save guard (0005_player_state_guard.sql, 0006_first_save_guard.sql,
// 0007_player_stats_guard.sql) against the real gateway: honest worlds the
// core stepped are accepted, every kind of cheat is refused with its reason. Saves go through the
// player's own unmodified supabase-js client, as the game pushes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOfflineProgress } from '@/core/offline';
import { createNewGameState, type GameState } from '@/core/state';
import { step } from '@/core/step';
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
  ageAccount,
  bestGearHunter,
  edited,
  expectAccepted,
  expectRejected,
  passServerTime,
  pushState,
  readGuardRow,
  readMirroredHero,
  setAccountTier,
  setServerRank,
} from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

const SECOND_TICKS = 10;

/** Steps a world for `seconds` of simulated time; commands go in on the first tick. */
function play(world: GameState, seconds: number, commands: object[] = []): GameState {
  step(world, commands);
  for (let tick = 1; tick < seconds * SECOND_TICKS; tick += 1) step(world, []);
  world.lastSaved = Date.now();
  return world;
}

function newWorld(player: TestPlayer, tier: GameState['player']['accountTier'] = 'demo'): GameState {
  const world = createNewGameState({
    userId: player.user.id,
    email: player.email,
    tier,
    nowMs: Date.now(),
    seed: player.user.id,
  });
  return world;
}

async function mirroredSkill(player: TestPlayer, skill: string): Promise<{ level: number; experience: number }> {
  const { data } = await player.client
    .from('player_skills')
    .select('level, experience')
    .eq('player_id', player.playerId)
    .eq('skill_id', skill)
    .single();
  return data as { level: number; experience: number };
}

describe('the save guard accepts honest progress', () => {
  it('a new hunter who trained and fought for 30 minutes, pushed 30 minutes later', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    await expectAccepted(player, world);
    play(world, 1_800, [
      { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
      { type: 'startCombat', areaId: 'tutorial_rift' },
    ]);
    expect(world.skills.bladework.experience).toBeGreaterThan(100);
    expect(world.stats.enemiesKilled).toBeGreaterThan(5);
    await passServerTime(gateway, player.user.id, 1_800);
    await expectAccepted(player, world);
    // The mirror trigger still runs after the guard.
    expect(await mirroredSkill(player, 'bladework')).toEqual({
      level: world.skills.bladework.level,
      experience: world.skills.bladework.experience,
    });
  });

  it('a day away: offline progress pushed a day of server time later', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    play(world, 60, [
      { type: 'startTraining', skill: 'survival', activityId: 'soul_foraging' },
      { type: 'startCombat', areaId: 'tutorial_rift' },
    ]);
    await expectAccepted(player, world);
    const gains = applyOfflineProgress(world, 24 * 3_600_000);
    expect(gains?.catchUpBonus).toBe(true);
    expect(gains?.skillXP.survival).toBeGreaterThan(0);
    world.lastSaved = Date.now();
    await passServerTime(gateway, player.user.id, 24 * 3_600);
    await expectAccepted(player, world);
  });

  it('the late-game hunter fighting in the Abyssal Crown while training, ten minutes later', async () => {
    const player = await signUpPlayer(gateway);
    await setAccountTier(gateway, player, 'supporter');
    await setServerRank(gateway, player, 'SSS');
    // A long-standing account: its first save is judged against a week of play.
    await ageAccount(gateway, player.user.id, 7 * 86_400);
    const world = createLateGameWorld(player.user.id);
    world.lastSaved = Date.now();
    await expectAccepted(player, world);
    const before = world.skills.witchcraft.experience + world.skills.defense.experience;
    play(world, 600);
    expect(world.skills.witchcraft.experience + world.skills.defense.experience).toBeGreaterThan(before);
    await passServerTime(gateway, player.user.id, 600);
    await expectAccepted(player, world);
  });

  it('merges another device: a skill the server did not see move keeps its own time', async () => {
    const player = await signUpPlayer(gateway);
    const start = newWorld(player, 'base');
    await setAccountTier(gateway, player, 'base');
    await expectAccepted(player, start);
    // Device B trains Witchcraft for an hour and pushes; device A trained Bladework meanwhile, offline.
    const deviceB = play(structuredClone(start), 3_600, [
      { type: 'startTraining', skill: 'witchcraft', activityId: 'divination_readings' },
    ]);
    const deviceA = play(structuredClone(start), 3_600, [
      { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
    ]);
    await passServerTime(gateway, player.user.id, 3_600);
    await expectAccepted(player, deviceB);
    // A minute later device A syncs: the merge keeps both skills. Bladework's hour is still available.
    const merged = edited(deviceB, (state) => {
      state.skills.bladework = deviceA.skills.bladework;
      state.player.experience += deviceA.skills.bladework.experience;
      state.lastSaved = Date.now();
    });
    await passServerTime(gateway, player.user.id, 60);
    await expectAccepted(player, merged);
    const row = await readGuardRow(gateway, player.user.id);
    expect(row.player_state_credit.bladework).toBeGreaterThan(0);
  });

  it('accepts a stale lower tier or rank (the client has not caught up yet)', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    await expectAccepted(player, world);
    await setAccountTier(gateway, player, 'supporter');
    await setServerRank(gateway, player, 'C');
    world.lastSaved = Date.now();
    world.stats.totalPlaytime += 1_000;
    await expectAccepted(player, world);
  });

  it('leaves service-role writes alone and restarts the clock from them', async () => {
    const player = await signUpPlayer(gateway);
    await expectAccepted(player, newWorld(player));
    const restored = edited(newWorld(player), (state) => {
      state.resources.gold = 50_000_000;
    });
    const { error } = await serviceClient(gateway)
      .from('user_profiles')
      .update({ player_state: restored })
      .eq('id', player.user.id);
    expect(error).toBeNull();
    const row = await readGuardRow(gateway, player.user.id);
    expect(row.player_state).toMatchObject({ resources: { gold: 50_000_000 } });
    expect(Date.now() - Date.parse(row.player_state_accepted_at!)).toBeLessThan(60_000);
  });
});

describe('the save guard refuses cheats with the reason', () => {
  /** An account with an accepted save of a hunter with some history, and a minute of server time since. */
  async function established(): Promise<{ player: TestPlayer; world: GameState }> {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    world.skills.bladework.experience = 1_000;
    world.skills.bladework.level = 8;
    world.player.experience = 1_000;
    world.stats = { ...world.stats, enemiesKilled: 40, deaths: 3, totalPlaytime: 3_600_000 };
    world.deathPenalty.statistics.totalDeaths = 3;
    world.resources.gold = 500;
    await expectAccepted(player, world);
    await passServerTime(gateway, player.user.id, 60);
    world.lastSaved = Date.now();
    return { player, world };
  }

  it('XP gained faster than the fastest rate allows', async () => {
    const { player, world } = await established();
    const message = await expectRejected(
      player,
      edited(world, (state) => {
        state.skills.bladework.experience = 501_000;
        state.skills.bladework.level = 40;
        state.player.experience = 501_000;
      }),
      new RegExp(
        /^Save rejected: bladework XP rose by 500000 \(1000 -> 501000\); /.source +
          /that takes at least \d+ s of play at the game's fastest rate, and only \d+ s are available$/.source,
      ),
    );
    const [needed, available] = (message.match(/\d+(?= s)/g) ?? []).map(Number);
    expect(needed).toBeGreaterThan(available!);
    expect(available).toBeGreaterThanOrEqual(360);
    expect(available).toBeLessThan(400);
  });

  it('gold gained faster than possible', async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.resources.gold = 10_000_500;
      }),
      /^Save rejected: gold rose by 10000000 \(500 -> 10000500\); that takes at least \d+ s/,
    );
  });

  it('a skill level beyond what its XP reaches', async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.skills.bladework.level = 50;
      }),
      /^Save rejected: skills\.bladework\.level 50 is above what its 1000 XP reaches \(level 8\)$/,
    );
  });

  it('a player level beyond what the skills give', async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.player.level = 60;
      }),
      /^Save rejected: player\.level 60 is above what the skill levels give \(level 3\)$/,
    );
  });

  it("player experience above the skills' total", async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.player.experience = 1_000_000;
      }),
      /^Save rejected: player\.experience 1000000 is above the skills' total XP \(1000\)$/,
    );
  });

  it.each([
    [
      'stats.enemiesKilled',
      (state: GameState) => {
        state.stats.enemiesKilled = 39;
      },
      /stats\.enemiesKilled went backwards \(40 -> 39\)/,
    ],
    [
      'stats.deaths',
      (state: GameState) => {
        state.stats.deaths = 0;
      },
      /stats\.deaths went backwards \(3 -> 0\)/,
    ],
    [
      'stats.totalPlaytime',
      (state: GameState) => {
        state.stats.totalPlaytime = 1_000;
      },
      /stats\.totalPlaytime went backwards \(3600000 -> 1000\)/,
    ],
    [
      'deathPenalty.statistics.totalDeaths',
      (state: GameState) => {
        state.deathPenalty.statistics.totalDeaths = 1;
      },
      /deathPenalty\.statistics\.totalDeaths went backwards \(3 -> 1\)/,
    ],
    [
      'skills.bladework.experience',
      (state: GameState) => {
        state.skills.bladework.experience = 900;
        state.skills.bladework.level = 7;
        state.player.experience = 900;
      },
      /skills\.bladework\.experience went backwards \(1000 -> 900\)/,
    ],
    [
      'a dropped counter',
      (state: GameState) => {
        Reflect.deleteProperty(state.stats, 'deaths');
      },
      /stats\.deaths is missing \(it was 3\)/,
    ],
  ])('a counter going backwards: %s', async (_name, edit, message) => {
    const { player, world } = await established();
    await expectRejected(player, edited(world, edit), message);
  });

  it('an account tier the account does not have', async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.player.accountTier = 'supporter';
      }),
      /^Save rejected: player\.accountTier "supporter" is above the account's tier "demo"$/,
    );
    await expectRejected(
      player,
      edited(world, (state) => {
        (state.player as { accountTier: string }).accountTier = 'platinum';
      }),
      /^Save rejected: player\.accountTier "platinum" is not a tier of the game$/,
    );
  });

  it('a hunter rank the server has not granted', async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.player.hunterRank = 'S';
      }),
      /^Save rejected: player\.hunterRank "S" is above the rank the server granted \("E"\)$/,
    );
    await setServerRank(gateway, player, 'S');
    await expectAccepted(
      player,
      edited(world, (state) => {
        state.player.hunterRank = 'S';
      }),
    );
  });

  it('lastSaved far ahead of the server clock', async () => {
    const { player, world } = await established();
    await expectRejected(
      player,
      edited(world, (state) => {
        state.lastSaved = Date.now() + 3_600_000;
      }),
      /^Save rejected: lastSaved is 3[56]\d\d s ahead of the server clock \(at most 900 s allowed\)$/,
    );
    await expectAccepted(
      player,
      edited(world, (state) => {
        state.lastSaved = Date.now() + 60_000;
      }),
    );
  });

  it("judges a first save from its tier's new character at the account's creation", async () => {
    const player = await signUpPlayer(gateway);
    await setAccountTier(gateway, player, 'supporter');
    await setServerRank(gateway, player, 'SSS');
    // A maxed-out world uploaded by a brand-new account.
    await expectRejected(
      player,
      createLateGameWorld(player.user.id),
      new RegExp(
        /^Save rejected: first save: \w+ XP is [\d.]+ \(a new hunter starts with [\d.]+\); /.source +
          /that takes at least \d+ s of play at the game's fastest rate, and the account is \d+ s old$/.source,
      ),
    );
    // The tier's own start values are free: a supporter hunter starts with 2,500 Bladework XP and 2,500 gold.
    const fresh = newWorld(player, 'supporter');
    expect(fresh.skills.bladework.experience).toBe(2_500);
    await expectAccepted(player, fresh);
  });

  it('a first save is accepted once the account is old enough for its progress', async () => {
    const honest = await signUpPlayer(gateway);
    const played = play(newWorld(honest), 1_800, [
      { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
      { type: 'startCombat', areaId: 'tutorial_rift' },
    ]);
    expect(played.skills.bladework.experience).toBeGreaterThan(100);
    await ageAccount(gateway, honest.user.id, 1_800);
    await expectAccepted(honest, played);

    // 20,000 Bladework XP is more than the grace covers on a new account, but fits in two hours.
    const eager = await signUpPlayer(gateway);
    const ahead = edited(newWorld(eager), (state) => {
      state.skills.bladework.experience = 20_000;
      state.skills.bladework.level = 23;
    });
    await expectRejected(
      eager,
      ahead,
      new RegExp(
        /^Save rejected: first save: bladework XP is 20000 \(a new hunter starts with 0\); /.source +
          /that takes at least \d+ s of play at the game's fastest rate, and the account is \d+ s old$/.source,
      ),
    );
    await ageAccount(gateway, eager.user.id, 2 * 3_600);
    await expectAccepted(eager, ahead);
  });

  it('gold on a first save is judged the same way', async () => {
    const player = await signUpPlayer(gateway);
    await expectRejected(
      player,
      edited(newWorld(player), (state) => {
        state.resources.gold = 1_000_000;
      }),
      /^Save rejected: first save: gold is 1000000 \(a new hunter starts with 100\); /,
    );
  });

  it('checks the first save for tier, rank and levels too', async () => {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    await expectRejected(
      player,
      edited(world, (state) => {
        state.player.accountTier = 'supporter';
      }),
      /^Save rejected: player\.accountTier "supporter" is above the account's tier "demo"$/,
    );
    await expectRejected(
      player,
      edited(world, (state) => {
        state.player.hunterRank = 'SSS';
      }),
      /^Save rejected: player\.hunterRank "SSS" is above the rank the server granted \("E"\)$/,
    );
    await expectRejected(
      player,
      edited(world, (state) => {
        state.skills.bladework.level = 50;
      }),
      /^Save rejected: skills\.bladework\.level 50 is above what its 0 XP reaches \(level 1\)$/,
    );
    await expectAccepted(player, world);
  });

  it('a save stored before the guard existed is trusted once and starts the clock', async () => {
    const player = await signUpPlayer(gateway);
    const late = createLateGameWorld(player.user.id);
    await setAccountTier(gateway, player, 'supporter');
    await setServerRank(gateway, player, 'SSS');
    // As the service role: a stored save with no accepted time, as rows from before 0005 have.
    const { error } = await serviceClient(gateway)
      .from('user_profiles')
      .update({ player_state: late })
      .eq('id', player.user.id);
    expect(error).toBeNull();
    const { error: clear } = await serviceClient(gateway)
      .from('user_profiles')
      .update({ player_state_accepted_at: null })
      .eq('id', player.user.id);
    expect(clear).toBeNull();
    await expectAccepted(
      player,
      edited(late, (state) => {
        state.lastSaved += 1;
      }),
    );
    expect((await readGuardRow(gateway, player.user.id)).player_state_accepted_at).not.toBeNull();
  });

  it('a refused save changes nothing: the stored save, the mirror and the clock stay as they were', async () => {
    const { player, world } = await established();
    const before = await readGuardRow(gateway, player.user.id);
    const hero = await player.client.from('players').select('level, experience').eq('id', player.playerId).single();
    const result = await pushState(
      player,
      edited(world, (state) => {
        state.skills.bladework.experience = 9_000_000;
        state.player.experience = 9_000_000;
      }),
    );
    expect(result.status).toBe(400);
    expect(await readGuardRow(gateway, player.user.id)).toEqual(before);
    expect(
      (await player.client.from('players').select('level, experience').eq('id', player.playerId).single()).data,
    ).toEqual(hero.data);
    expect(await mirroredSkill(player, 'bladework')).toEqual({ level: 8, experience: 1_000 });
  });

  it("players cannot move the guard's clock or credit themselves", async () => {
    const { player } = await established();
    const attempt = await player.client
      .from('user_profiles')
      .update({ player_state_accepted_at: new Date(0).toISOString() })
      .eq('id', player.user.id);
    expect(attempt.status).toBe(403);
    const credit = await player.client
      .from('user_profiles')
      .update({ player_state_credit: { bladework: 1e9 } })
      .eq('id', player.user.id);
    expect(credit.status).toBe(403);
  });
});

describe('the save guard bounds attributes and the health and mana pools (0007)', () => {
  it("refuses the tester's save on a new level 1 demo account, and players keeps its numbers", async () => {
    const player = await signUpPlayer(gateway);
    const before = await readMirroredHero(player);
    const patch = (body: unknown) =>
      rawFetch(gateway, `/rest/v1/user_profiles?id=eq.${player.user.id}`, {
        method: 'PATCH',
        token: player.session.access_token,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const attack = await patch({
      player_state: {
        player: { level: 1, maxHealth: 2_000_000_000, health: 2_000_000_000 },
        attributes: { allocated: { strength: 100_000 } },
      },
    });
    expect(attack.status).toBe(400);
    expect(await attack.json()).toMatchObject({
      code: 'P0001',
      message:
        'Save rejected: attributes: 100000 points allocated and 0 available, above the 1 that player level 1 earns',
    });
    const poolsOnly = await patch({ player_state: { player: { level: 1, maxHealth: 2_000_000_000 } } });
    expect(poolsOnly.status).toBe(400);
    // A new level 1 hunter's bound is exactly its own 100 max health (no gear, no points spent).
    expect(((await poolsOnly.json()) as { message: string }).message).toBe(
      'Save rejected: player.maxHealth 2000000000 is above what player level 1, rank E, ' +
        'gear and attributes allow (at most 100)',
    );
    expect(await readMirroredHero(player)).toEqual(before);
    expect(before).toMatchObject({ max_health: 100, max_mana: 50 });
  });

  /** A demo hunter with Bladework 8 (player level 3) whose honest save was accepted a minute ago. */
  async function established(): Promise<{ player: TestPlayer; world: GameState }> {
    const player = await signUpPlayer(gateway);
    const world = newWorld(player);
    world.skills.bladework.experience = 1_000;
    world.skills.bladework.level = 8;
    world.player.experience = 1_000;
    world.attributes.bonusFromSkills.strength = 2;
    await expectAccepted(player, world);
    await passServerTime(gateway, player.user.id, 60);
    world.lastSaved = Date.now();
    return { player, world };
  }

  it.each([
    [
      'more points allocated than the levels earned',
      (state: GameState) => {
        state.attributes.allocated.strength = 5;
      },
      /^Save rejected: attributes: 5 points allocated and 0 available, above the 3 that player level 3 earns$/,
    ],
    [
      'more points available than the levels earned',
      (state: GameState) => {
        state.attributes.available = 50;
      },
      /^Save rejected: attributes: 0 points allocated and 50 available, above the 3 that player level 3 earns$/,
    ],
    [
      'a negative allocation hiding a large one',
      (state: GameState) => {
        state.attributes.allocated.strength = 50;
        state.attributes.allocated.agility = -49;
      },
      /^Save rejected: attributes: 50 points allocated and 0 available, above the 3 that player level 3 earns$/,
    ],
    [
      'a skill bonus the skill levels do not give',
      (state: GameState) => {
        state.attributes.bonusFromSkills.strength = 10;
      },
      /^Save rejected: attributes\.bonusFromSkills\.strength 10 is above what the skill levels give \(2\)$/,
    ],
    [
      'maxHealth',
      (state: GameState) => {
        state.player.maxHealth = 5_000;
      },
      /^Save rejected: player\.maxHealth 5000 is above what player level 3, rank E, gear and attributes allow \(at/,
    ],
    [
      'health',
      (state: GameState) => {
        state.player.health = 5_000;
      },
      /^Save rejected: player\.health 5000 is above what player level 3, rank E, gear and attributes allow/,
    ],
    [
      'maxMana',
      (state: GameState) => {
        state.player.maxMana = 5_000;
      },
      /^Save rejected: player\.maxMana 5000 is above what player level 3, rank E, gear and attributes allow/,
    ],
    [
      'mana',
      (state: GameState) => {
        state.player.mana = 5_000;
      },
      /^Save rejected: player\.mana 5000 is above what player level 3, rank E, gear and attributes allow/,
    ],
  ])('refuses %s with the reason', async (_name, edit, message) => {
    const { player, world } = await established();
    await expectRejected(player, edited(world, edit), message);
    // Spending the points the levels earned is fine.
    await expectAccepted(
      player,
      edited(world, (state) => {
        state.attributes.allocated.endurance = 3;
      }),
    );
  });

  it.each(['health', 'mana'] as const)(
    'accepts the core hunter at level 100, rank SSS, with the best gear for %s and every point in it',
    async (pool) => {
      const player = await signUpPlayer(gateway);
      await setAccountTier(gateway, player, 'supporter');
      await setServerRank(gateway, player, 'SSS');
      await ageAccount(gateway, player.user.id, 7 * 86_400);
      const world = bestGearHunter(pool, player.user.id);
      expect(world.attributes.allocated[pool === 'health' ? 'endurance' : 'intelligence']).toBe(100);
      await expectAccepted(player, world);
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
