/**
 * The combat page (/game/combat): the fight (enemy, boss counter, the hunter's pools), the area
 * picker with each area's lock reason and the area it suggests, and the potion belt.
 */
import type { AreaDef } from '@/content/types';
import { COMBAT_SKILL_IDS, type HunterRank } from '@/content/ids';
import { ALL_AREAS, AREAS_BY_ID, BOSSES_BY_ID, enemyOrBoss } from '@/core/content-index';
import type { StepContext } from '@/core/context';
import type { DeepReadonly, ReadonlyWorld } from '@/core/readonly';
import type { CombatTrackingRecord } from '@/core/state';
import { bossCadenceEvent, bossEvery } from '@/core/systems/boss-cadence';
import { combatRefusal } from '@/core/systems/combat';
import { raidOfBoss } from '@/core/systems/raid-bosses';
import { isRunArea, riftRunProgress, riftWaveSizes, type RiftRunProgress } from '@/core/systems/rift-runs';
import { localContextOf } from './local-time';

export interface CombatView {
  areaId: string;
  areaName: string;
  areaKind: string;
  enemy: {
    id: string;
    name: string;
    level: number;
    isBoss: boolean;
    title: string | null;
    health: number;
    maxHealth: number;
    percent: number;
    /** A raid boss's phase and enrage clock; null for every other enemy. */
    raid: RaidBossView | null;
  } | null;
  player: {
    health: number;
    maxHealth: number;
    healthPercent: number;
    mana: number;
    maxMana: number;
    energy: number;
    maxEnergy: number;
    comboPoints: number;
  };
  killsThisVisit: number;
  /** Kills of the visit before the boss steps out now: a zone's events may bring it sooner (boss-cadence.ts). */
  killsForBoss: number;
  bossName: string;
  /** The event bringing the zone's boss sooner right now ("The Weekend Bounty"), or null. */
  bossEventName: string | null;
  nextSpawnInMs: number;
  session: DeepReadonly<CombatTrackingRecord> | null;
  /** The rift or raid run under way, with the area's record; null in a zone (or between runs). */
  run: RiftRunView | null;
}

export interface RaidBossView {
  /** 0: the opening; n: the raid's n-th phase. */
  phase: number;
  phases: number;
  phaseName: string | null;
  enraged: boolean;
  /** Time left before the enrage (0 once enraged). */
  enrageInMs: number;
}

function selectRaidBoss(world: ReadonlyWorld): RaidBossView | null {
  const enemy = world.combat.enemy;
  const raid = enemy ? raidOfBoss(world.combat.currentAreaId, enemy) : null;
  if (!enemy || !raid) return null;
  const phase = enemy.raidPhase ?? 0;
  return {
    phase,
    phases: raid.phases.length,
    phaseName: phase > 0 ? (raid.phases[phase - 1]?.name ?? null) : null,
    enraged: enemy.enraged === true,
    enrageInMs: Math.max(0, enemy.spawnedAt + raid.enrage.afterMs - world.sim.nowMs),
  };
}

export interface RiftRunView extends RiftRunProgress {
  /** The run's time so far. */
  elapsedMs: number;
  record: RiftRecordView;
}

export interface RiftRecordView {
  attempts: number;
  clears: number;
  deaths: number;
  bestTimeMs: number | null;
}

function riftRecordView(world: ReadonlyWorld, areaId: string): RiftRecordView {
  const record = world.combatStats.rifts?.[areaId];
  return {
    attempts: record?.attempts ?? 0,
    clears: record?.clears ?? 0,
    deaths: record?.deaths ?? 0,
    bestTimeMs: record?.bestTimeMs ?? null,
  };
}

function selectRun(world: ReadonlyWorld): RiftRunView | null {
  const progress = riftRunProgress(world);
  if (!progress) return null;
  return {
    ...progress,
    elapsedMs: Math.max(0, world.sim.nowMs - progress.startedAt),
    record: riftRecordView(world, progress.areaId),
  };
}

/** The fight for HP bars and the boss counter, or null when not fighting. */
export function selectCombat(world: ReadonlyWorld, context: StepContext = localContextOf(world)): CombatView | null {
  const combat = world.combat;
  if (combat.currentAreaId === null) return null;
  const area = AREAS_BY_ID[combat.currentAreaId];
  const enemy = combat.enemy;
  const definition = enemy ? enemyOrBoss(enemy.id) : undefined;
  const boss = enemy ? BOSSES_BY_ID[enemy.id] : undefined;
  const player = world.player;
  const pools = world.resourcePools;
  return {
    areaId: combat.currentAreaId,
    areaName: area?.name ?? combat.currentAreaId,
    areaKind: area?.kind ?? 'zone',
    enemy: enemy
      ? {
          id: enemy.id,
          name: definition?.name ?? enemy.id,
          level: enemy.level,
          isBoss: enemy.isBoss,
          title: boss?.title ?? null,
          health: combat.enemyHealth,
          maxHealth: enemy.maxHealth,
          percent: enemy.maxHealth > 0 ? (combat.enemyHealth / enemy.maxHealth) * 100 : 0,
          raid: selectRaidBoss(world),
        }
      : null,
    player: {
      health: player.health,
      maxHealth: player.maxHealth,
      healthPercent: player.maxHealth > 0 ? (player.health / player.maxHealth) * 100 : 0,
      mana: pools.mana.current,
      maxMana: pools.mana.max,
      energy: pools.energy.current,
      maxEnergy: pools.energy.max,
      comboPoints: pools.comboPoints.current,
    },
    killsThisVisit: combat.killsThisVisit,
    killsForBoss: area ? bossEvery(area, world.sim.nowMs, context) : 0,
    bossName: area ? (BOSSES_BY_ID[area.bossId]?.name ?? area.bossId) : '',
    bossEventName: area ? (bossCadenceEvent(area, world.sim.nowMs, context)?.name ?? null) : null,
    nextSpawnInMs: enemy ? 0 : Math.max(0, combat.nextSpawnAt - world.sim.nowMs),
    session: combat.session,
    run: selectRun(world),
  };
}

export interface CombatAreaView {
  id: string;
  name: string;
  description: string;
  kind: AreaDef['kind'];
  band: HunterRank;
  bossName: string;
  killsForBoss: number;
  paidOnly: boolean;
  locked: boolean;
  /** The core's refusal to enter (rank, tier, wounds), or null. */
  lockReason: string | null;
  cleared: boolean;
  discovered: boolean;
  /** Runs in a rift or raid (null in a zone). */
  record: RiftRecordView | null;
  /** Waves of a run, the boss's included (0 in a zone). */
  waves: number;
  /** The levels of the area's own enemies (its boss not counted). */
  enemyLevels: { min: number; max: number };
}

function enemyLevels(area: AreaDef): { min: number; max: number } {
  const levels = area.enemies.map((id) => enemyOrBoss(id)?.level ?? 1);
  return { min: Math.min(...levels), max: Math.max(...levels) };
}

/** Every combat area with whether the hunter may enter, why not, and whether its rift is cleared. */
export function selectCombatAreas(
  world: ReadonlyWorld,
  context: StepContext = localContextOf(world),
): CombatAreaView[] {
  return ALL_AREAS.map((area) => {
    const lockReason = combatRefusal(world, area.id);
    return {
      id: area.id,
      name: area.name,
      description: area.description,
      kind: area.kind,
      band: area.band,
      bossName: BOSSES_BY_ID[area.bossId]?.name ?? area.bossId,
      killsForBoss: bossEvery(area, world.sim.nowMs, context),
      paidOnly: area.paidOnly === true,
      locked: lockReason !== null,
      lockReason,
      cleared: world.combat.clearedRifts.includes(area.id),
      discovered: world.combat.discoveredAreas.includes(area.id),
      record: area.kind === 'zone' ? null : riftRecordView(world, area.id),
      waves: isRunArea(area) ? riftWaveSizes(area).length + 1 : 0,
      enemyLevels: enemyLevels(area),
    };
  });
}

/** How far above the hunter's combat level an area's enemies may stand and still be suggested. */
export const SUGGESTED_AREA_LEVEL_MARGIN = 2;

/** The hunter's combat level for choosing an area: the highest of the four combat skills. */
export function hunterCombatLevel(world: ReadonlyWorld): number {
  return Math.max(...COMBAT_SKILL_IDS.map((skill) => world.skills[skill].level));
}

/**
 * The area the combat page preselects: where the hunter fights now; else where they fought last, if
 * they may still enter it; else the furthest open area whose enemies are at most the combat level +
 * SUGGESTED_AREA_LEVEL_MARGIN (a new hunter gets the Tutorial Rift, not the level-8 Thicket); else the
 * first open area. Null when every area is closed.
 */
export function selectSuggestedAreaId(world: ReadonlyWorld): string | null {
  if (world.combat.currentAreaId !== null) return world.combat.currentAreaId;
  const open = ALL_AREAS.filter((area) => combatRefusal(world, area.id) === null);
  const last = world.combatStats.sessions[0]?.areaId;
  if (last !== undefined && open.some((area) => area.id === last)) return last;
  const reach = hunterCombatLevel(world) + SUGGESTED_AREA_LEVEL_MARGIN;
  const suited = open.filter((area) => enemyLevels(area).max <= reach);
  return (suited.at(-1) ?? open[0])?.id ?? null;
}

// The belt's view lives with its rules of refilling (potion-belt.ts); the page and the snapshot read it here too.
export { selectPotionSlots, type PotionSlotView } from './potion-belt';
