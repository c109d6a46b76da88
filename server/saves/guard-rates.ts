/**
 * The game's fastest possible progress, recomputed from the core's rules and content tables, for the
 * server-side save guard (supabase/migrations/0005_player_state_guard.sql, 0006_first_save_guard.sql;
 * the attribute and pool bounds of 0007_player_stats_guard.sql at the end). Every bonus is stacked
 * at its cap, the best tier multiplier (1.25) applies, combat kills come as fast as the spawn timers
 * allow in the best area the rank opens. Offline progress runs at most x0.75 of online progress
 * (x0.5, x1.5 catch-up), so online rates bound it. The guard's SQL tables repeat these numbers
 * rounded up; guard-rates.test.ts fails when a balance change makes them too low.
 *
 * `npx tsx server/saves/guard-rates.ts` prints the SQL rows to paste into a migration.
 */
import {
  ACTIVITIES_BY_SKILL,
  ALL_AREAS,
  ALL_ITEMS,
  ALL_SETS,
  ALL_TIERS,
  BOSSES_BY_ID,
  ENEMIES_BY_ID,
  ITEMS,
  TRAINING_XP_ITEMS,
} from '@/core/content-index';
import type { EnemyDef, ItemStats } from '@/content/types';
import { GEAR_SLOTS, HUNTER_RANKS, rankIndex, SKILL_IDS, type HunterRank, type SkillId } from '@/content/ids';
import { createNewGameState } from '@/core/state';
import { HEALTH_PER_LEVEL, HEALTH_PER_STAMINA, MANA_PER_INTELLIGENCE, MANA_PER_LEVEL } from '@/core/stats';
import { ATTRIBUTE_POINTS_PER_LEVEL } from '@/core/systems/progression';
import { CATCH_UP_MULTIPLIER, OFFLINE_PROGRESS_MULTIPLIER } from '@/core/offline';
import { passiveGoldPerMinute } from '@/core/systems/character';
import { playerLevelFromTotal } from '@/core/player-level';
import { TRAINING_SPEED_CAP } from '@/core/stats';
import { FIRST_SPAWN_DELAY_MS, KILL_XP_WEAPON_SHARE, RESPAWN_DELAY_MS } from '@/core/systems/combat';
import { SLOTS_FOR_TYPE } from '@/core/systems/equipment';
import {
  COMBO_CAP_PERCENT,
  HAPPY_HOUR_PERCENT,
  MASTERY_CAP_PERCENT,
  PERFECT_PERCENT,
  sessionXp,
  STREAK_CAP_PERCENT,
  SYNERGY_PERCENT,
  trainingDurationMs,
} from '@/core/systems/training';
import { applyMultiplier } from '@/core/tiers';
import { MAX_SKILL_LEVEL, xpForLevel } from '@/core/xp';
import { fileURLToPath } from 'node:url';

/** The best XP and gold multiplier of any tier (supporter: 1.25). */
export const BEST_TIER_MULTIPLIER = Math.max(
  ...ALL_TIERS.map((tier) => Math.max(tier.xpMultiplier, tier.goldMultiplier)),
);

/** Offline progress relative to online: x0.5, x1.5 on top after 24 h away. Below 1, so online bounds it. */
export const BEST_OFFLINE_MULTIPLIER = OFFLINE_PROGRESS_MULTIPLIER * CATCH_UP_MULTIPLIER;

/** The shortest time between two kills: restarting combat spawns the next enemy after 1 s, a kill after 1.5 s. */
export const SHORTEST_KILL_CYCLE_MS = Math.min(FIRST_SPAWN_DELAY_MS, RESPAWN_DELAY_MS);

/** An upper bound of a gear stat: the best item for each gear slot plus every set bonus of every set. */
export function gearStatBound(stat: keyof ItemStats): number {
  let total = 0;
  for (const slot of GEAR_SLOTS) {
    let best = 0;
    for (const item of ALL_ITEMS)
      if (SLOTS_FOR_TYPE[item.type].includes(slot)) best = Math.max(best, item.stats?.[stat] ?? 0);
    total += best;
  }
  for (const set of ALL_SETS) for (const tier of set.tiers) total += tier.stats[stat] ?? 0;
  return total;
}

/** Every training bonus at its cap at once (percent points), including the perfect completion. */
export function maxTrainingBonusPercent(): number {
  const fixed =
    STREAK_CAP_PERCENT +
    COMBO_CAP_PERCENT +
    MASTERY_CAP_PERCENT +
    HAPPY_HOUR_PERCENT +
    SYNERGY_PERCENT +
    PERFECT_PERCENT;
  const items = TRAINING_XP_ITEMS.reduce((sum, item) => sum + item.trainingXpPercent, 0);
  return fixed + items + gearStatBound('trainingXp');
}

export function maxTrainingSpeedPercent(): number {
  return Math.min(TRAINING_SPEED_CAP, gearStatBound('trainingSpeed'));
}

export interface TrainingRate {
  skill: SkillId;
  /** The band starts at this skill level (an activity's requirement). */
  minLevel: number;
  xpPerSecond: number;
}

/** Per skill and level band: the best activity open at that level, every bonus stacked. */
export function trainingRates(): TrainingRate[] {
  const bonus = maxTrainingBonusPercent();
  const speed = maxTrainingSpeedPercent();
  const rates: TrainingRate[] = [];
  for (const skill of SKILL_IDS) {
    const activities = ACTIVITIES_BY_SKILL[skill];
    const bands = [...new Set([1, ...activities.map((activity) => activity.requiredLevel)])].sort((a, b) => a - b);
    for (const minLevel of bands) {
      let best = 0;
      for (const activity of activities) {
        if (activity.requiredLevel > minLevel) continue;
        const xp = applyMultiplier(sessionXp(activity.xp, [{ id: 'streak', percent: bonus }]), BEST_TIER_MULTIPLIER);
        best = Math.max(best, xp / (trainingDurationMs(activity.durationMs, speed) / 1000));
      }
      rates.push({ skill, minLevel, xpPerSecond: best });
    }
  }
  return rates;
}

export interface CombatRate {
  rank: HunterRank;
  /** Kill XP per second to the weapon's skill (Bladework, Marksmanship or Witchcraft). */
  weaponXpPerSecond: number;
  /** Kill XP per second to Defense. */
  defenseXpPerSecond: number;
  /** Kill gold, the drops' sale value and offline passive gold per second. */
  goldPerSecond: number;
}

interface KillShare {
  weapon: number;
  defense: number;
  gold: number;
}

/** What a kill's drops sell for on average (the store buys any unlocked item at its value). */
function lootSaleValue(enemy: EnemyDef): number {
  let value = 0;
  for (const drop of enemy.loot.materials ?? [])
    value += drop.chance * ((drop.min + drop.max) / 2) * (ITEMS[drop.itemId]?.value ?? 0);
  for (const drop of enemy.loot.items ?? []) value += drop.chance * (ITEMS[drop.itemId]?.value ?? 0);
  return value;
}

function killShare(enemy: EnemyDef): KillShare {
  const weapon = Math.round(enemy.xp * KILL_XP_WEAPON_SHARE);
  return {
    weapon: applyMultiplier(weapon, BEST_TIER_MULTIPLIER),
    defense: applyMultiplier(enemy.xp - weapon, BEST_TIER_MULTIPLIER),
    // Kill gold, plus what the drops fetch when sold (issue 11: selling is a gold source).
    gold: applyMultiplier(enemy.loot.gold[1], BEST_TIER_MULTIPLIER) + lootSaleValue(enemy),
  };
}

/**
 * Per kill in an area, the larger of its best regular enemy and the average over a boss cycle
 * (killsForBoss regulars at their best plus the boss): a bound on what any run of kills averages.
 */
function areaKillBound(areaId: string): KillShare {
  const area = ALL_AREAS.find((candidate) => candidate.id === areaId)!;
  const regulars = area.enemies.map((id) => killShare(ENEMIES_BY_ID[id]!));
  const best = (key: keyof KillShare) => Math.max(...regulars.map((share) => share[key]));
  const boss = killShare(BOSSES_BY_ID[area.bossId]!);
  const cycle = (key: keyof KillShare) =>
    Math.max(best(key), (area.killsForBoss * best(key) + boss[key]) / (area.killsForBoss + 1));
  return { weapon: cycle('weapon'), defense: cycle('defense'), gold: cycle('gold') };
}

/** Offline passive gold at the top player level, per real second (x0.75 progress, best tier). */
export function maxPassiveGoldPerSecond(): number {
  return (passiveGoldPerMinute(MAX_SKILL_LEVEL) * BEST_TIER_MULTIPLIER * BEST_OFFLINE_MULTIPLIER) / 60;
}

/** Per hunter rank: the best area it opens (its band or lower), kills back to back. */
export function combatRates(): CombatRate[] {
  const perSecond = 1000 / SHORTEST_KILL_CYCLE_MS;
  return HUNTER_RANKS.map((rank) => {
    const open = ALL_AREAS.filter((area) => rankIndex(area.band) <= rankIndex(rank)).map((area) =>
      areaKillBound(area.id),
    );
    const best = (key: keyof KillShare) => Math.max(...open.map((share) => share[key]));
    return {
      rank,
      weaponXpPerSecond: best('weapon') * perSecond,
      defenseXpPerSecond: best('defense') * perSecond,
      goldPerSecond: best('gold') * perSecond + maxPassiveGoldPerSecond(),
    };
  });
}

/** Cumulative XP at which each skill level starts (the core's one curve). */
export function skillLevelThresholds(): { level: number; xpAt: number }[] {
  return Array.from({ length: MAX_SKILL_LEVEL }, (_, index) => ({ level: index + 1, xpAt: xpForLevel(index + 1) }));
}

/** The smallest total of the ten skill levels that gives each player level. */
export function playerLevelThresholds(): { level: number; minTotalSkillLevels: number }[] {
  const rows: { level: number; minTotalSkillLevels: number }[] = [];
  for (let total = SKILL_IDS.length; total <= SKILL_IDS.length * MAX_SKILL_LEVEL; total += 1) {
    const level = playerLevelFromTotal(total);
    if (!rows.some((row) => row.level === level)) rows.push({ level, minTotalSkillLevels: total });
  }
  return rows;
}

/** What a new character of each tier starts with (spec 000 §9): the first save's point of departure. */
export function tierStarts(): { tier: string; gold: number; skillXp: Record<string, number> }[] {
  return ALL_TIERS.map((tier) => ({ tier: tier.tier, gold: tier.start.gold, skillXp: { ...tier.start.skillXp } }));
}

// Attributes and pools (0007) -----------------------------------------------------------------------

/** The gear stats the maxHealth / maxMana bounds need. */
export const POOL_GEAR_STATS = ['stamina', 'health', 'intelligence', 'mana'] as const;
export type PoolGearStat = (typeof POOL_GEAR_STATS)[number];

/**
 * An upper bound of a gear stat for a hunter of player level `level`: per gear slot the best item it
 * may equip (equipItem refuses items whose levelRequirement is above the player level, and the level
 * never falls), plus every bonus tier of every set with at least that many pieces wearable at the level.
 */
export function gearStatBoundAt(stat: PoolGearStat, level: number): number {
  const wearable = ALL_ITEMS.filter((item) => (item.levelRequirement ?? 1) <= level);
  let total = 0;
  for (const slot of GEAR_SLOTS) {
    let best = 0;
    for (const item of wearable)
      if (SLOTS_FOR_TYPE[item.type].includes(slot)) best = Math.max(best, item.stats?.[stat] ?? 0);
    total += best;
  }
  for (const set of ALL_SETS) {
    const pieces = wearable.filter((item) => item.setId === set.id).length;
    if (pieces < set.requiredPieces) continue;
    for (const tier of set.tiers) if (pieces >= tier.pieces) total += tier.stats[stat] ?? 0;
  }
  return total;
}

export interface GearBound extends Record<PoolGearStat, number> {
  /** The band starts at this player level (an item's levelRequirement). */
  minLevel: number;
}

/** The gear bounds by player-level band: a band starts wherever an item becomes wearable. */
export function gearBoundsByLevel(): GearBound[] {
  const starts = [...new Set([1, ...ALL_ITEMS.map((item) => item.levelRequirement ?? 1)])]
    .filter((level) => level >= 1 && level <= MAX_SKILL_LEVEL)
    .sort((a, b) => a - b);
  return starts.map((minLevel) => ({
    minLevel,
    stamina: gearStatBoundAt('stamina', minLevel),
    health: gearStatBoundAt('health', minLevel),
    intelligence: gearStatBoundAt('intelligence', minLevel),
    mana: gearStatBoundAt('mana', minLevel),
  }));
}

/**
 * Attribute points a hunter holds (allocated plus available) are a new character's points plus
 * ATTRIBUTE_POINTS_PER_LEVEL per level gained; this is the most any tier's new character holds beyond
 * ATTRIBUTE_POINTS_PER_LEVEL x its start level (supporter: 10 points at level 10, so 0), so points at
 * level L are at most offset + per level x L.
 */
export function attributePointsOffset(): number {
  return Math.max(
    ...ALL_TIERS.map((tier) => {
      const world = createNewGameState({
        userId: 'bound',
        email: 'bound@example.com',
        tier: tier.tier,
        nowMs: 0,
        seed: 1,
      });
      return world.attributes.available - ATTRIBUTE_POINTS_PER_LEVEL * world.player.level;
    }),
  );
}

/** The limits rows of 0007: the core's constants the bounds are computed with. */
export function statLimits(): { name: string; value: number }[] {
  return [
    { name: 'attribute_points_per_level', value: ATTRIBUTE_POINTS_PER_LEVEL },
    { name: 'attribute_points_offset', value: attributePointsOffset() },
    { name: 'health_per_stamina', value: HEALTH_PER_STAMINA },
    { name: 'health_per_level', value: HEALTH_PER_LEVEL },
    { name: 'mana_per_intelligence', value: MANA_PER_INTELLIGENCE },
    { name: 'mana_per_level', value: MANA_PER_LEVEL },
  ];
}

/** Rounded up to hundredths, as the SQL tables store them. */
export function roundUp(value: number): number {
  return Math.ceil(value * 100 - 1e-9) / 100;
}

function printSql(): void {
  const lines: string[] = [];
  lines.push('-- training rates (skill, min_level, xp_per_second)');
  lines.push(
    trainingRates()
      .map((rate) => `  ('${rate.skill}', ${rate.minLevel}, ${roundUp(rate.xpPerSecond)})`)
      .join(',\n'),
  );
  lines.push('-- combat rates (rank, weapon_xp_per_second, defense_xp_per_second, gold_per_second)');
  lines.push(
    combatRates()
      .map(
        (rate) =>
          `  ('${rate.rank}', ${roundUp(rate.weaponXpPerSecond)}, ` +
          `${roundUp(rate.defenseXpPerSecond)}, ${roundUp(rate.goldPerSecond)})`,
      )
      .join(',\n'),
  );
  lines.push('-- skill levels (level, xp_at)');
  lines.push(
    skillLevelThresholds()
      .map((row) => `(${row.level}, ${row.xpAt})`)
      .join(', '),
  );
  lines.push('-- player levels (level, min_total_skill_levels)');
  lines.push(
    playerLevelThresholds()
      .map((row) => `(${row.level}, ${row.minTotalSkillLevels})`)
      .join(', '),
  );
  lines.push('-- stat limits (name, value)');
  lines.push(
    statLimits()
      .map((row) => `  ('${row.name}', ${row.value})`)
      .join(',\n'),
  );
  lines.push('-- gear bounds (min_level, stamina, health, intelligence, mana)');
  lines.push(
    gearBoundsByLevel()
      .map((row) => `  (${row.minLevel}, ${row.stamina}, ${row.health}, ${row.intelligence}, ${row.mana})`)
      .join(',\n'),
  );
  lines.push('-- tier starts (tier, gold, skill_xp)');
  lines.push(
    tierStarts()
      .map((row) => `  ('${row.tier}', ${row.gold}, '${JSON.stringify(row.skillXp)}')`)
      .join(',\n'),
  );
  console.log(lines.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printSql();
