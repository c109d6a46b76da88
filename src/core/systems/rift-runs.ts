/**
 * Rift and raid runs (issue 13): in a rift or raid, the area's killsForBoss enemies come in waves and
 * the boss is the last wave. A run is one attempt from the first enemy to the boss's fall: clearing
 * it records riftCleared, its time and best time; a death or leaving ends it. Then the rift opens
 * again for the next attempt, so a hunter can farm it as a zone. Bosses fight only online, so time
 * away does not advance a run: the one under way starts over (docs/decisions.md, Rift runs).
 */
import { AREAS_BY_ID } from '../content-index';
import type { CombatStopReason, GameEvent } from '../events';
import type { ReadonlyWorld } from '../readonly';
import type { GameState } from '../state-types';
import type { RiftRecord } from '../state-types-systems';
import type { AreaDef } from '@/content/types';

/** Waves of enemies before the boss's wave: rifts three, raids four. */
export const RIFT_ENEMY_WAVES = 3;
export const RAID_ENEMY_WAVES = 4;

export function isRunArea(area: AreaDef | undefined): area is AreaDef {
  return area !== undefined && area.kind !== 'zone';
}

/** The enemies of each wave before the boss, summing to killsForBoss; later waves take the remainder. */
export function riftWaveSizes(area: AreaDef): number[] {
  const waves = Math.min(area.kind === 'raid' ? RAID_ENEMY_WAVES : RIFT_ENEMY_WAVES, area.killsForBoss);
  const base = Math.floor(area.killsForBoss / waves);
  const remainder = area.killsForBoss - base * waves;
  return Array.from({ length: waves }, (_, index) => base + (index >= waves - remainder ? 1 : 0));
}

export interface RiftRunProgress {
  areaId: string;
  attempt: number;
  startedAt: number;
  /** 1-based; the boss's wave is the last. */
  wave: number;
  waves: number;
  isBossWave: boolean;
  /** Enemies of this wave beaten, and its size (the boss's wave: 0 of 1). */
  killsInWave: number;
  waveSize: number;
  /** Each wave's size, the boss's wave last (1). */
  waveSizes: number[];
}

/** Where the run under way stands, or null outside a run. */
export function riftRunProgress(world: Pick<ReadonlyWorld, 'combat'>): RiftRunProgress | null {
  const run = world.combat.run;
  if (!run) return null;
  const area = AREAS_BY_ID[run.areaId];
  if (!isRunArea(area)) return null;
  const sizes = [...riftWaveSizes(area), 1];
  let before = 0;
  let index = 0;
  const kills = Math.min(world.combat.killsThisVisit, area.killsForBoss);
  while (index < sizes.length - 1 && kills >= before + sizes[index]!) before += sizes[index++]!;
  return {
    areaId: run.areaId,
    attempt: run.attempt,
    startedAt: run.startedAt,
    wave: index + 1,
    waves: sizes.length,
    isBossWave: index === sizes.length - 1,
    killsInWave: kills - before,
    waveSize: sizes[index]!,
    waveSizes: sizes,
  };
}

export function riftRecord(world: GameState, areaId: string): RiftRecord {
  const records = (world.combatStats.rifts ??= {});
  return (records[areaId] ??= { attempts: 0, clears: 0, deaths: 0, bestTimeMs: null, lastClearAt: null });
}

/** Opens a new attempt in a rift or raid (nothing in a zone). */
export function beginRiftRun(world: GameState, areaId: string, events: GameEvent[]): void {
  const area = AREAS_BY_ID[areaId];
  if (!isRunArea(area)) {
    world.combat.run = null;
    return;
  }
  const record = riftRecord(world, areaId);
  record.attempts += 1;
  world.combat.run = { areaId, attempt: record.attempts, startedAt: world.sim.nowMs };
  world.combat.killsThisVisit = 0;
  events.push({ type: 'riftRunStarted', areaId, attempt: record.attempts, waves: riftWaveSizes(area).length + 1 });
}

/** Called as an enemy steps out: the first of a wave announces the wave. */
export function announceWave(world: GameState, events: GameEvent[]): void {
  const progress = riftRunProgress(world);
  if (!progress || progress.killsInWave !== 0) return;
  events.push({
    type: 'riftWaveStarted',
    areaId: progress.areaId,
    wave: progress.wave,
    waves: progress.waves,
    isBoss: progress.isBossWave,
  });
}

/** The boss of a run fell: records the clear and its time; the run is over (the next one opens on the next spawn). */
export function clearRiftRun(world: GameState, areaId: string, bossId: string, events: GameEvent[]): void {
  const combat = world.combat;
  const nowMs = world.sim.nowMs;
  const record = riftRecord(world, areaId);
  const run = combat.run?.areaId === areaId ? combat.run : null;
  const timeMs = run ? nowMs - run.startedAt : 0;
  const newBest = run !== null && (record.bestTimeMs === null || timeMs < record.bestTimeMs);
  if (newBest) record.bestTimeMs = timeMs;
  record.clears += 1;
  record.lastClearAt = nowMs;
  const firstClear = !combat.clearedRifts.includes(areaId);
  if (firstClear) combat.clearedRifts.push(areaId);
  combat.run = null;
  events.push({
    type: 'riftCleared',
    areaId,
    bossId,
    firstClear,
    timeMs,
    bestTimeMs: record.bestTimeMs ?? timeMs,
    newBest,
    attempt: run?.attempt ?? record.attempts,
  });
}

/** The fight stopped with a run under way: a death counts against the rift; the attempt is over either way. */
export function endRiftRun(world: GameState, reason: CombatStopReason, events: GameEvent[]): void {
  const progress = riftRunProgress(world);
  world.combat.run = null;
  if (!progress) return;
  if (reason === 'death') riftRecord(world, progress.areaId).deaths += 1;
  events.push({
    type: 'riftRunEnded',
    areaId: progress.areaId,
    attempt: progress.attempt,
    wave: progress.wave,
    reason,
  });
}
