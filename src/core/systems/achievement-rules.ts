/**
 * Achievement progress (spec 001 §3-§5, §9), read from the world: each requirement type is one
 * counter of the save, so progress is never stored twice. Only what a fight shows once and then
 * forgets (different abilities in one fight, mana left at a boss's fall) is kept, as the best seen,
 * in `achievements.progress`. Titles: skill titles (progression.ts) and achievement titles.
 */
import { ACHIEVEMENTS, ACHIEVEMENT_TIER_POINTS } from '@/content/achievements';
import { rankIndex, SKILL_IDS } from '@/content/ids';
import { ACHIEVEMENT_TITLES } from '@/content/titles';
import type { AchievementDef, TitleDef } from '@/content/types';
import { AREAS_BY_ID } from '../content-index';
import type { ReadonlyWorld } from '../readonly';
import { skillTitleName } from './progression';

export const ACHIEVEMENTS_BY_ID: Readonly<Record<string, AchievementDef>> = Object.fromEntries(
  ACHIEVEMENTS.map((def) => [def.id, def]),
);

const HOUR_MS = 3_600_000;

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The raw counter an achievement reads (before it is capped at its count). */
export function achievementValue(world: ReadonlyWorld, def: AchievementDef): number {
  const { requirement } = def;
  const stats = world.combatStats;
  // Read only by the cases that need them: every achievement is checked once a second.
  const bosses = () => Object.values(stats.bosses);
  const rifts = () => stats.rifts ?? {};
  switch (def.requirementType) {
    case 'kills':
      return world.stats.enemiesKilled;
    case 'bossKills':
      return stats.overall.bossKills;
    case 'bossTypes':
      return bosses().filter((boss) => boss.kills > 0).length;
    case 'bossKill':
      return stats.bosses[requirement.bossId ?? '']?.kills ?? 0;
    case 'abilitiesUsed':
      return stats.overall.abilitiesUsed;
    case 'abilityUses':
      return stats.abilities[requirement.abilityId ?? '']?.uses ?? 0;
    case 'criticalHits':
      return stats.overall.criticalHits;
    case 'deaths':
      return world.deathPenalty.statistics.totalDeaths;
    case 'bossSpeed':
      return bosses().filter(
        (boss) => boss.fastestKillMs !== null && boss.fastestKillMs <= (requirement.durationMs ?? 0),
      ).length;
    case 'bossNoDamage':
      return sum(bosses().map((boss) => boss.noDamageKills));
    case 'comboAbilities':
    case 'manaEfficiency':
      return world.achievements.progress[def.id] ?? 0;
    case 'skillLevel':
      return requirement.skillType
        ? world.skills[requirement.skillType].level
        : Math.max(...SKILL_IDS.map((skill) => world.skills[skill].level));
    case 'allSkills':
      return Math.min(...SKILL_IDS.map((skill) => world.skills[skill].level));
    case 'playerLevel':
      return world.player.level;
    case 'rank':
      return rankIndex(world.player.hunterRank);
    case 'totalXp':
      return world.player.experience;
    case 'riftClears':
      return requirement.areaId
        ? (rifts()[requirement.areaId]?.clears ?? 0)
        : sum(Object.values(rifts()).map((record) => record.clears));
    case 'riftsCleared':
      return world.combat.clearedRifts.filter((areaId) => AREAS_BY_ID[areaId]?.kind === 'rift').length;
    case 'areasDiscovered':
      return world.combat.discoveredAreas.length;
    case 'harvests':
      return world.mining.totalHarvests;
    case 'crafts':
      return world.crafting.stats.successes;
    case 'trainingSessions':
      return sum(SKILL_IDS.map((skill) => world.skillTraining.stats[skill].totalSessions));
    case 'questsCompleted':
      return world.quests.statistics.totalCompleted;
    case 'wraithsBonded':
      return world.wraiths.bonded.length;
    case 'wraithLevel':
      return Math.max(0, ...world.wraiths.bonded.map((bond) => bond.level));
    case 'goldEarned':
      return sum(Object.values(world.ledger.earned).map((value) => value ?? 0));
    case 'playtimeHours':
      return Math.floor(world.stats.totalPlaytime / HOUR_MS);
  }
}

/** Progress 0..count, as the page and the sidebar show it. */
export function achievementProgress(world: ReadonlyWorld, def: AchievementDef): number {
  if (world.achievements.unlocked[def.id]) return def.requirement.count;
  return Math.max(0, Math.min(def.requirement.count, achievementValue(world, def)));
}

export function achievementPoints(def: AchievementDef): number {
  return ACHIEVEMENT_TIER_POINTS[def.tier];
}

/** Rift Keeper's reward: Ascension (see docs/decisions.md, issue 15). */
export function hasAscension(world: ReadonlyWorld): boolean {
  return ACHIEVEMENTS.some(
    (def) =>
      world.achievements.unlocked[def.id] !== undefined &&
      def.rewards.some((reward) => reward.type === 'unlock' && reward.value === 'ascension'),
  );
}

export const ACHIEVEMENT_TITLES_BY_ID: Readonly<Record<string, TitleDef>> = Object.fromEntries(
  ACHIEVEMENT_TITLES.map((title) => [title.id, title]),
);

/** Any title's name: an achievement's, or a skill's ("Adept of Bladework"). */
export function titleName(titleId: string): string {
  return ACHIEVEMENT_TITLES_BY_ID[titleId]?.name ?? skillTitleName(titleId);
}

export const ACHIEVEMENT_MESSAGES = {
  unknownTitle: 'You have not earned that title',
} as const;
