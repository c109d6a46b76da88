// The save guard's numbers (0005_player_state_guard.sql, 0007_player_stats_guard.sql) against the
// core: the fastest rates are recomputed from the content tables and rules, and the SQL must never be
// below them, so a balance change cannot silently make honest players' saves look like cheating. The XP
// curve and the player level table must match the core exactly; the attribute and pool bounds must hold
// every hunter the core makes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ACTIVITIES, ALL_ITEMS, ALL_TIERS } from '@/core/content-index';
import { ACCOUNT_TIERS, ATTRIBUTE_IDS, GEAR_SLOTS, HUNTER_RANKS, SKILL_IDS, type SkillId } from '@/content/ids';
import { computeDerivedStats, refreshCharacter } from '@/core/stats';
import { attributeBonusFromSkills } from '@/core/systems/progression';
import { SLOTS_FOR_TYPE } from '@/core/systems/equipment';
import { giveAndEquip, setSkillLevels } from '@/core/testing/fixtures';
import { createNewGameState, type GameState } from '@/core/state';
import { playerLevelFromTotal } from '@/core/player-level';
import { step } from '@/core/step';
import { createLateGameWorld, createTestWorld } from '@/core/testing/fixtures';
import { levelForXp, MAX_SKILL_LEVEL, xpForLevel } from '@/core/xp';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { bestGearHunter } from './guard-support';
import {
  combatRates,
  gearBoundsByLevel,
  gearStatBoundAt,
  POOL_GEAR_STATS,
  statLimits,
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

  it("slot caps and stack sizes (0011) are the content's exactly", async () => {
    const tiers = await rows<{ tier: string; inventory_slots_cap: number; bank_slots_cap: number }>(
      'select tier, inventory_slots_cap, bank_slots_cap from private.save_guard_tier_slots order by tier',
    );
    expect(tiers).toEqual(
      ALL_TIERS.map((tier) => ({
        tier: tier.tier,
        inventory_slots_cap: tier.inventorySlotsCap,
        bank_slots_cap: tier.bankSlotsCap,
      })).sort((a, b) => a.tier.localeCompare(b.tier)),
    );
    const items = await rows<{ item_id: string; stack_size: number }>(
      'select item_id, stack_size from private.save_guard_items order by item_id',
    );
    expect(items).toEqual(
      ALL_ITEMS.map((item) => ({ item_id: item.id, stack_size: item.stackSize })).sort((a, b) =>
        a.item_id < b.item_id ? -1 : 1,
      ),
    );
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

describe('the attribute and pool bounds (0007) hold every hunter the core makes', () => {
  interface Caps {
    level: number;
    points: number;
    bonus: Record<string, number>;
    maxHealth: number;
    maxMana: number;
  }

  async function caps(world: GameState, rank: string): Promise<Caps> {
    const { rows } = await gateway.db.query<{ caps: Caps }>(
      'select private.save_guard_stat_caps($1::jsonb, $2) as caps',
      [JSON.stringify(world), rank],
    );
    return rows[0]!.caps;
  }

  it("the constants are the core's and the gear bounds are never below the core's at any level", async () => {
    const limits = await rows<{ name: string; value: number }>('select name, value from private.save_guard_limits');
    for (const limit of statLimits())
      expect(Number(limits.find((row) => row.name === limit.name)?.value), limit.name).toBe(limit.value);
    const bands = (
      await rows<Record<string, number>>('select * from private.save_guard_gear_bounds order by min_level')
    ).map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])));
    expect(bands.map((band) => band.min_level)).toEqual(gearBoundsByLevel().map((band) => band.minLevel));
    for (let level = 1; level <= MAX_SKILL_LEVEL; level += 1) {
      const band = bands.filter((row) => row.min_level! <= level).at(-1)!;
      for (const stat of POOL_GEAR_STATS)
        expect(band[stat], `${stat} at level ${level}`).toBeGreaterThanOrEqual(gearStatBoundAt(stat, level));
    }
    // The bound is real gear: the strongest health item is worn from level 90.
    expect(gearStatBoundAt('health', 100)).toBeGreaterThan(gearStatBoundAt('health', 89));
  });

  it('skill bonuses are exactly the core attributeBonusFromSkills', async () => {
    const world = createNewGameState({ userId: 'u', email: 'u@example.com', tier: 'supporter', nowMs: 0, seed: 1 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: MAX_SKILL_LEVEL }), { minLength: 10, maxLength: 10 }),
        async (levels) => {
          setSkillLevels(world, Object.fromEntries(SKILL_IDS.map((skill, index) => [skill, levels[index]!])));
          expect((await caps(world, 'E')).bonus).toEqual(attributeBonusFromSkills(world));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('maxHealth and maxMana of random hunters (level, rank, gear, points) stay within the bounds', async () => {
    const wearableBySlot = (level: number) =>
      GEAR_SLOTS.map((slot) => ({
        slot,
        items: ALL_ITEMS.filter(
          (item) => SLOTS_FOR_TYPE[item.type].includes(slot) && (item.levelRequirement ?? 1) <= level,
        ).map((item) => item.id),
      }));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          tier: fc.constantFrom(...ACCOUNT_TIERS),
          levels: fc.array(fc.integer({ min: 1, max: MAX_SKILL_LEVEL }), { minLength: 10, maxLength: 10 }),
          rank: fc.constantFrom(...HUNTER_RANKS),
          picks: fc.array(fc.nat(), { minLength: GEAR_SLOTS.length, maxLength: GEAR_SLOTS.length }),
          shares: fc.array(fc.nat({ max: 100 }), { minLength: 5, maxLength: 5 }),
        }),
        async ({ tier, levels, rank, picks, shares }) => {
          const world = createNewGameState({ userId: 'u', email: 'u@example.com', tier, nowMs: 0, seed: 1 });
          const startPoints = world.attributes.available - world.player.level;
          setSkillLevels(world, Object.fromEntries(SKILL_IDS.map((skill, index) => [skill, levels[index]!])));
          world.player.hunterRank = rank;
          for (const [index, { slot, items }] of wearableBySlot(world.player.level).entries()) {
            const pick = picks[index]! % (items.length + 1);
            if (pick < items.length) giveAndEquip(world, items[pick]!, slot);
          }
          // The points the levels earned, spread over the attributes in random shares.
          const earned = Math.max(0, startPoints + world.player.level);
          const total = shares.reduce((sum, share) => sum + share, 0) || 1;
          let left = earned;
          for (const [index, attribute] of ATTRIBUTE_IDS.entries()) {
            const given = index === ATTRIBUTE_IDS.length - 1 ? left : Math.floor((earned * shares[index]!) / total);
            world.attributes.allocated[attribute] = given;
            left -= given;
          }
          world.attributes.available = 0;
          refreshCharacter(world);
          const derived = computeDerivedStats(world);
          const bound = await caps(world, rank);
          expect(bound.level).toBe(world.player.level);
          expect(bound.points).toBeGreaterThanOrEqual(earned);
          expect(derived.maxHealth).toBeLessThanOrEqual(bound.maxHealth);
          expect(derived.maxMana).toBeLessThanOrEqual(bound.maxMana);
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each(['health', 'mana'] as const)(
    'the best %s hunter the core can make is within the bound, and the bound is at most 15%% above it',
    async (pool) => {
      const world = bestGearHunter(pool, `best-${pool}`);
      const bound = await caps(world, 'SSS');
      const [made, allowed] =
        pool === 'health' ? [world.player.maxHealth, bound.maxHealth] : [world.player.maxMana, bound.maxMana];
      expect(made).toBeLessThanOrEqual(allowed);
      expect(allowed).toBeLessThanOrEqual(made * 1.15);
    },
  );
});
