// The save guard's numbers (0005_player_state_guard.sql) against the core: the fastest rates are
// recomputed from the content tables and rules, and the SQL must never be below them, so a balance
// change cannot silently make honest players' saves look like cheating. The XP curve and the player
// level table must match the core exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACTIVITIES } from '@/core/content-index';
import { HUNTER_RANKS, SKILL_IDS, type SkillId } from '@/content/ids';
import { playerLevelFromTotal } from '@/core/player-level';
import { step } from '@/core/step';
import { createLateGameWorld, createTestWorld } from '@/core/testing/fixtures';
import { levelForXp, MAX_SKILL_LEVEL, xpForLevel } from '@/core/xp';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import {
  combatRates,
  maxTrainingBonusPercent,
  maxTrainingSpeedPercent,
  playerLevelThresholds,
  tierStarts,
  trainingRates,
} from './guard-rates';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

async function rows<Row>(sql: string): Promise<Row[]> {
  return (await gateway.db.query<Row>(sql)).rows;
}

/** A rate table by level band: the row of the highest band at or below the level. */
function rateAt(
  bands: { skill: string; minLevel: number; xpPerSecond: number }[],
  skill: SkillId,
  level: number,
): number {
  const band = bands
    .filter((row) => row.skill === skill && row.minLevel <= level)
    .sort((a, b) => b.minLevel - a.minLevel)[0];
  return band?.xpPerSecond ?? 0;
}

describe("the save guard numbers are never below the core's fastest rates", () => {
  it('training: every skill at every level', async () => {
    const sql = (
      await rows<{ skill_id: string; min_level: number; xp_per_second: number }>(
        'select skill_id, min_level, xp_per_second from private.save_guard_training_rates',
      )
    ).map((row) => ({ skill: row.skill_id, minLevel: row.min_level, xpPerSecond: Number(row.xp_per_second) }));
    const core = trainingRates();
    for (const skill of SKILL_IDS) {
      for (let level = 1; level <= MAX_SKILL_LEVEL; level += 1) {
        expect(rateAt(sql, skill, level), `${skill} at level ${level}`).toBeGreaterThanOrEqual(
          rateAt(core, skill, level),
        );
      }
    }
    // Every bonus at its cap was counted: the content's own numbers, not a guess.
    expect(maxTrainingBonusPercent()).toBeGreaterThanOrEqual(225);
    expect(maxTrainingSpeedPercent()).toBeGreaterThanOrEqual(15);
    expect(core.length).toBeGreaterThanOrEqual(SKILL_IDS.length * 6);
    expect(new Set(ALL_ACTIVITIES.map((activity) => activity.skill)).size).toBe(SKILL_IDS.length);
  });

  it('combat XP and gold: every hunter rank', async () => {
    const sql = await rows<{
      rank: string;
      weapon_xp_per_second: number;
      defense_xp_per_second: number;
      gold_per_second: number;
    }>('select * from private.save_guard_combat_rates');
    for (const rate of combatRates()) {
      const row = sql.find((candidate) => candidate.rank === rate.rank);
      expect(row, rate.rank).toBeDefined();
      expect(Number(row!.weapon_xp_per_second), rate.rank).toBeGreaterThanOrEqual(rate.weaponXpPerSecond);
      expect(Number(row!.defense_xp_per_second), rate.rank).toBeGreaterThanOrEqual(rate.defenseXpPerSecond);
      expect(Number(row!.gold_per_second), rate.rank).toBeGreaterThanOrEqual(rate.goldPerSecond);
    }
    expect(sql.map((row) => row.rank).sort()).toEqual([...HUNTER_RANKS].sort());
  });

  it('the XP curve and the player level table match the core exactly', async () => {
    const levels = await rows<{ level: number; xp_at: string }>(
      'select level, xp_at from private.save_guard_skill_levels order by level',
    );
    expect(levels.map((row) => [row.level, Number(row.xp_at)])).toEqual(
      Array.from({ length: MAX_SKILL_LEVEL }, (_, index) => [index + 1, xpForLevel(index + 1)]),
    );
    const players = await rows<{ level: number; min_total_skill_levels: number }>(
      'select level, min_total_skill_levels from private.save_guard_player_levels order by level',
    );
    expect(players.map((row) => ({ level: row.level, minTotalSkillLevels: row.min_total_skill_levels }))).toEqual(
      playerLevelThresholds(),
    );
    for (let total = SKILL_IDS.length; total <= SKILL_IDS.length * MAX_SKILL_LEVEL; total += 1) {
      const [{ level }] = (
        await gateway.db.query<{ level: number }>(
          'select max(level) as level from private.save_guard_player_levels where min_total_skill_levels <= $1',
          [total],
        )
      ).rows as [{ level: number }];
      if (level !== playerLevelFromTotal(total))
        expect({ total, level }).toEqual({ total, level: playerLevelFromTotal(total) });
    }
  });

  it("a first save starts from each tier's new character exactly as the core makes it", async () => {
    const sql = await rows<{ tier: string; gold: number; skill_xp: Record<string, number> }>(
      'select tier, gold, skill_xp from private.save_guard_tier_start order by tier',
    );
    const core = tierStarts().sort((a, b) => a.tier.localeCompare(b.tier));
    expect(sql.map((row) => ({ tier: row.tier, gold: Number(row.gold), skillXp: row.skill_xp }))).toEqual(core);
    expect(core.find((row) => row.tier === 'supporter')?.gold).toBe(2_500);
  });

  it('level_for_xp in SQL agrees with the core around every threshold', async () => {
    for (let level = 1; level <= MAX_SKILL_LEVEL; level += 1) {
      for (const xp of [xpForLevel(level) - 1, xpForLevel(level), xpForLevel(level) + 1]) {
        if (xp < 0) continue;
        const {
          rows: [row],
        } = await gateway.db.query<{ level: number }>('select private.save_guard_level_for_xp($1) as level', [xp]);
        expect(row!.level, `${xp} XP`).toBe(levelForXp(xp));
      }
    }
  });
});

describe('the computed rates are above what honest play reaches', () => {
  /** XP per skill gained over `seconds` of play. */
  function gained(
    world: ReturnType<typeof createTestWorld>,
    seconds: number,
    commands: object[],
  ): Record<SkillId, number> {
    const before = Object.fromEntries(SKILL_IDS.map((skill) => [skill, world.skills[skill].experience])) as Record<
      SkillId,
      number
    >;
    step(world, commands);
    for (let tick = 1; tick < seconds * 10; tick += 1) step(world, []);
    return Object.fromEntries(
      SKILL_IDS.map((skill) => [skill, world.skills[skill].experience - before[skill]]),
    ) as Record<SkillId, number>;
  }

  it('the late-game hunter in the Abyssal Crown while training, over ten minutes', () => {
    const world = createLateGameWorld(11);
    const seconds = 600;
    const xp = gained(world, seconds, []);
    const training = trainingRates();
    const combat = combatRates().find((rate) => rate.rank === 'SSS')!;
    for (const skill of SKILL_IDS) {
      const combatShare =
        skill === 'defense'
          ? combat.defenseXpPerSecond
          : ['bladework', 'marksmanship', 'witchcraft'].includes(skill)
            ? combat.weaponXpPerSecond
            : 0;
      const bound = (rateAt(training, skill, world.skills[skill].level) + combatShare) * seconds;
      expect(xp[skill], skill).toBeLessThanOrEqual(bound);
    }
    expect(xp.witchcraft + xp.defense).toBeGreaterThan(0);
  });

  it('a new hunter training and fighting at rank E, over ten minutes', () => {
    const world = createTestWorld('supporter', 5);
    const xp = gained(world, 600, [
      { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
      { type: 'startCombat', areaId: 'tutorial_rift' },
    ]);
    const combat = combatRates().find((rate) => rate.rank === 'E')!;
    expect(xp.bladework).toBeGreaterThan(0);
    expect(xp.bladework).toBeLessThanOrEqual(
      (rateAt(trainingRates(), 'bladework', world.skills.bladework.level) + combat.weaponXpPerSecond) * 600,
    );
    expect(xp.defense).toBeLessThanOrEqual(
      combat.defenseXpPerSecond * 600 + rateAt(trainingRates(), 'defense', world.skills.defense.level) * 600,
    );
  });
});
