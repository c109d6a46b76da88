import { AREAS_BY_ID, BOSSES_BY_ID, itemName } from '@/core/content-index';
import { SKILL_IDS, type SkillId } from '@/content/ids';
import { countOwned } from '@/core/inventory';
import { selectActivities, selectLevelTitles, type LevelTitleView } from '@/core/selectors';
import type { GameState, SkillTrainingStats } from '@/core/state';

/** One training activity as the skill page lists it: names resolved, owned counts beside each need. */
export interface ActivityRow {
  id: string;
  name: string;
  description: string;
  requiredLevel: number;
  /** After the training-speed bonus. */
  durationMs: number;
  /** Base XP of one session, before bonuses and the tier multiplier. */
  xp: number;
  /** Items a session needs: `consumed` ones are used up at the start, the others only checked (tools). */
  needs: { itemId: string; name: string; quantity: number; owned: number; consumed: boolean }[];
  products: { itemId: string; name: string; quantity: number; chance: number }[];
  /** The core's refusal if started now (a session already running aside), or null. */
  lockReason: string | null;
}

export type SkillStatsView = Omit<SkillTrainingStats, 'lastActivityType'>;

export interface SkillDetail {
  activities: ActivityRow[];
  stats: SkillStatsView;
  titles: LevelTitleView[];
}

function activityRows(world: GameState, skill: SkillId): ActivityRow[] {
  return selectActivities(world, skill).map(({ activity, durationMs, lockReason }) => ({
    id: activity.id,
    name: activity.name,
    description: activity.description,
    requiredLevel: activity.requiredLevel,
    durationMs,
    xp: activity.xp,
    needs: [
      ...(activity.requiredItems ?? []).map((need) => ({ itemId: need.itemId, name: itemName(need.itemId), quantity: need.quantity, owned: countOwned(world, need.itemId), consumed: true })),
      ...(activity.resources ?? []).map((need) => ({ itemId: need.itemId, name: itemName(need.itemId), quantity: need.quantity, owned: countOwned(world, need.itemId), consumed: need.consumed })),
    ],
    products: (activity.products ?? []).map((product) => ({ itemId: product.itemId, name: itemName(product.itemId), quantity: product.quantity, chance: product.chance })),
    lockReason,
  }));
}

/** Per skill: the listed activities, the training stats and the level titles. */
export function selectSkillDetails(world: GameState): Record<SkillId, SkillDetail> {
  const details = {} as Record<SkillId, SkillDetail>;
  for (const skill of SKILL_IDS) {
    const stats = world.skillTraining.stats[skill];
    details[skill] = {
      activities: activityRows(world, skill),
      stats: {
        totalSessions: stats.totalSessions,
        perfectCompletions: stats.perfectCompletions,
        currentStreak: stats.currentStreak,
        bestStreak: stats.bestStreak,
        comboCount: stats.comboCount,
        masteryLevel: stats.masteryLevel,
        lastCompletionTime: stats.lastCompletionTime,
      },
      titles: selectLevelTitles(world, skill),
    };
  }
  return details;
}

export interface TrainingTotals {
  /** ms spent in completed sessions, all skills */
  totalTrainingTimeMs: number;
  comboChain: number;
}

export function selectTrainingTotals(world: GameState): TrainingTotals {
  return { totalTrainingTimeMs: world.skillTraining.totalTrainingTime, comboChain: world.skillTraining.combo.chain };
}

export interface CombatStatsView {
  overall: GameState['combatStats']['overall'];
  enemiesKilled: number;
  playtimeMs: number;
  bosses: { bossId: string; name: string; kills: number; fastestKillMs: number | null; noDamageKills: number }[];
  sessions: {
    combatId: string;
    areaName: string;
    startTime: number;
    endTime: number | null;
    damageDealt: number;
    damageTaken: number;
    criticalHits: number;
    enemiesKilled: number;
    bossName: string | null;
  }[];
  daily: { day: string; kills: number; damageDealt: number; deaths: number }[];
}

/** Combat statistics (plain copies: the world mutates in place, the snapshot must not share it). */
export function selectCombatStatsView(world: GameState): CombatStatsView {
  const stats = world.combatStats;
  return {
    overall: { ...stats.overall },
    enemiesKilled: world.stats.enemiesKilled,
    playtimeMs: world.stats.totalPlaytime,
    bosses: Object.entries(stats.bosses).map(([bossId, boss]) => ({
      bossId,
      name: BOSSES_BY_ID[bossId]?.name ?? bossId,
      kills: boss.kills,
      fastestKillMs: boss.fastestKillMs,
      noDamageKills: boss.noDamageKills,
    })),
    sessions: stats.sessions.map((session) => ({
      combatId: session.combatId,
      areaName: AREAS_BY_ID[session.areaId]?.name ?? session.areaId,
      startTime: session.startTime,
      endTime: session.endTime,
      damageDealt: session.damageDealt,
      damageTaken: session.damageTaken,
      criticalHits: session.criticalHits,
      enemiesKilled: session.enemiesKilled,
      bossName: session.bossId ? (BOSSES_BY_ID[session.bossId]?.name ?? session.bossId) : null,
    })),
    daily: Object.entries(stats.daily)
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([day, entry]) => ({ day, kills: entry.kills, damageDealt: entry.damageDealt, deaths: entry.deaths })),
  };
}
