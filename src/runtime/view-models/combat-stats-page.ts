/** The combat statistics page (/game/combat-stats): totals, bosses, recent sessions and days. */
import { AREAS_BY_ID, BOSSES_BY_ID } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import type { CombatStatsState } from '@/core/state';

export interface CombatStatsView {
  overall: CombatStatsState['overall'];
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
export function selectCombatStatsView(world: ReadonlyWorld): CombatStatsView {
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
