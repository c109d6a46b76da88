/**
 * Time away (spec 001 §4, §9; DESIGN.md ruling 4). At least 1 minute away; at most 12 hours
 * counted; progress x0.5, and x1.5 on top when away 24 hours or more. Timed activities that end
 * inside the counted time complete; training repeats, combat keeps killing, passive gold and
 * resources accrue, and a death ends the activity (5 HP left; the first offline death is free).
 * Everything is computed event to event; `mode: 'ticks'` runs the tick-by-tick reference instead.
 */
import { DEFAULT_CONTEXT, type StepContext } from './context';
import type { GameEvent } from './events';
import { SKILL_IDS, type SkillId } from '@/content/ids';
import { buildOfflineSummary } from './offline-summary';
import { SeededRandom } from './rng';
import type { DeathRecord, GameState } from './state-types';
import { refreshCharacter, syncResourceMirrors } from './stats';
import { step, type TickResult } from './step';
import { TICK_MS } from './tick';
import { applyMultiplier, goldMultiplierFor } from './tiers';
import { FIRST_SPAWN_DELAY_MS } from './systems/combat';
import {
  completeCrafting,
  completeMining,
  runOfflineCombat,
  type OfflineCombatResult,
  type OfflineCraftingResult,
  type OfflineMiningResult,
} from './systems/offline-activities';
import { offlineTraining, type OfflineMode, type OfflineTrainingResult } from './systems/offline-training';
import { healthRegenPerSecond } from './systems/regen';

export type { OfflineCombatResult, OfflineCraftingResult, OfflineMiningResult, OfflineTrainingResult };
export { OFFLINE_KILL_GOLD, OFFLINE_KILL_XP_BASE, OFFLINE_KILL_XP_PER_LEVEL, buildOfflineCombatSetup } from './systems/offline-activities';

export const OFFLINE_MIN_MS = 60_000;
export const OFFLINE_CAP_MS = 12 * 3_600_000;
export const OFFLINE_PROGRESS_MULTIPLIER = 0.5;
export const CATCH_UP_THRESHOLD_MS = 24 * 3_600_000;
export const CATCH_UP_MULTIPLIER = 1.5;
export const PASSIVE_RESOURCE_MULTIPLIER = 0.25;
/** Below this, `catchUp` steps ticks instead of applying offline rules. */
export const CATCH_UP_TICK_LIMIT_MS = 60_000;

export interface OfflineGains {
  offlineMinutes: number;
  effectiveMinutes: number;
  /** 0.5, or 0.75 with the catch-up bonus */
  progressMultiplier: number;
  catchUpBonus: boolean;
  resources: { gold: number; passiveGold: number; mana: number; energy: number; health: number; materials: Record<string, number> };
  skillXP: Partial<Record<SkillId, number>>;
  skillLevelUps: { skill: SkillId; from: number; to: number }[];
  training: OfflineTrainingResult | null;
  combat: OfflineCombatResult | null;
  mining: OfflineMiningResult | null;
  crafting: OfflineCraftingResult | null;
  death: DeathRecord | null;
  /** Lines for toasts, 500 ms apart: a ⚠️ line is an error toast, a 💀 line a warning, others info. */
  summary: string[];
  /** Level-ups, titles, achievements earned while away. */
  events: GameEvent[];
}

export interface OfflineOptions {
  /** 'events' (default) or the tick-by-tick reference 'ticks'. */
  mode?: OfflineMode;
}

export function offlineMultiplier(awayMs: number): { multiplier: number; catchUpBonus: boolean } {
  const catchUpBonus = awayMs >= CATCH_UP_THRESHOLD_MS;
  return { multiplier: OFFLINE_PROGRESS_MULTIPLIER * (catchUpBonus ? CATCH_UP_MULTIPLIER : 1), catchUpBonus };
}

/** Passive gold per effective minute: (1 + level x 0.5), before the tier multiplier. */
export function passiveGoldPerMinute(level: number): number {
  return 1 + level * 0.5;
}

/**
 * Applies an absence of `awayMs` to the world (mutating it, advancing `sim.nowMs` by `awayMs`) and
 * returns what was gained, or null when under a minute.
 */
export function applyOfflineProgress(world: GameState, awayMs: number, context: StepContext = DEFAULT_CONTEXT, options: OfflineOptions = {}): OfflineGains | null {
  if (!(awayMs >= OFFLINE_MIN_MS)) return null;
  const mode = options.mode ?? 'events';
  const startMs = world.sim.nowMs;
  const endMs = startMs + awayMs;
  const countedMs = Math.min(awayMs, OFFLINE_CAP_MS);
  const { multiplier, catchUpBonus } = offlineMultiplier(awayMs);
  const effectiveMs = Math.floor(countedMs * multiplier);
  const random = new SeededRandom(world.sim.rng);
  const events: GameEvent[] = [];
  const before = SKILL_IDS.map((skill) => ({ skill, level: world.skills[skill].level, xp: world.skills[skill].experience }));
  const goldBefore = world.resources.gold;
  const materialsBefore = { ...world.resources.materials };
  const gains: OfflineGains = {
    offlineMinutes: Math.floor(awayMs / 60_000),
    effectiveMinutes: Math.floor(effectiveMs / 60_000),
    progressMultiplier: multiplier,
    catchUpBonus,
    resources: { gold: 0, passiveGold: 0, mana: 0, energy: 0, health: 0, materials: {} },
    skillXP: {},
    skillLevelUps: [],
    training: null,
    combat: null,
    mining: null,
    crafting: null,
    death: null,
    summary: [],
    events,
  };

  gains.training = offlineTraining(world, startMs, countedMs, endMs, multiplier, context, random, events, mode);
  gains.mining = completeMining(world, startMs + countedMs, events);
  gains.crafting = completeCrafting(world, startMs + countedMs, events);
  const healthBefore = world.player.health;
  const wasFighting = world.combat.currentAreaId !== null;
  const fought = runOfflineCombat(world, effectiveMs, random, events, mode);
  gains.combat = fought.combat;
  gains.death = fought.death;

  // Passive gold on the progress clock; passive resources at a quarter of their regeneration.
  const passiveGold = applyMultiplier(passiveGoldPerMinute(world.player.level) * (effectiveMs / 60_000), goldMultiplierFor(world.player.accountTier));
  world.resources.gold += passiveGold;
  gains.resources.passiveGold = passiveGold;
  const countedSeconds = Math.floor(countedMs / 1000);
  const pools = world.resourcePools;
  const manaBefore = pools.mana.current;
  const energyBefore = pools.energy.current;
  pools.mana.current = Math.min(pools.mana.max, pools.mana.current + Math.floor(countedSeconds * pools.mana.regenPerSecond * PASSIVE_RESOURCE_MULTIPLIER));
  pools.energy.current = Math.min(pools.energy.max, pools.energy.current + Math.floor(countedSeconds * pools.energy.regenPerSecond * PASSIVE_RESOURCE_MULTIPLIER));
  if (!wasFighting && gains.death === null) {
    const regen = Math.floor(countedSeconds * healthRegenPerSecond(world.player.maxHealth, false) * PASSIVE_RESOURCE_MULTIPLIER);
    world.player.health = Math.min(world.player.maxHealth, world.player.health + regen);
  }
  gains.resources.mana = pools.mana.current - manaBefore;
  gains.resources.energy = pools.energy.current - energyBefore;
  gains.resources.health = world.player.health - healthBefore;
  gains.resources.gold = world.resources.gold - goldBefore;
  for (const [itemId, count] of Object.entries(world.resources.materials)) {
    const gained = count - (materialsBefore[itemId] ?? 0);
    if (gained > 0) gains.resources.materials[itemId] = gained;
  }
  for (const entry of before) {
    const state = world.skills[entry.skill];
    if (state.experience > entry.xp) gains.skillXP[entry.skill] = state.experience - entry.xp;
    if (state.level > entry.level) gains.skillLevelUps.push({ skill: entry.skill, from: entry.level, to: state.level });
  }

  // The clock moves to the end of the absence; combat resumes with a fresh enemy.
  world.sim.nowMs = endMs;
  const combat = world.combat;
  if (combat.currentAreaId !== null) {
    combat.enemy = null;
    combat.currentEnemyId = null;
    combat.enemyHealth = 0;
    combat.nextSpawnAt = endMs + FIRST_SPAWN_DELAY_MS;
    combat.nextPlayerActionAt = 0;
  }
  combat.potionReadyAt = 0;
  for (const id of Object.keys(world.abilities.cooldowns)) if (world.abilities.cooldowns[id]! < endMs) Reflect.deleteProperty(world.abilities.cooldowns, id);
  refreshCharacter(world);
  syncResourceMirrors(world);
  gains.summary = buildOfflineSummary(gains, awayMs);
  // Per-grant XP events would flood the HUD; skillXP carries the totals.
  gains.events = events.filter((event) => event.type !== 'xpGained');
  return gains;
}

export type CatchUpResult = { mode: 'ticks'; ticks: number; remainderMs: number; results: TickResult[] } | { mode: 'offline'; gains: OfflineGains | null };

/**
 * For the runtime loop's long gaps: under 60 s the ticks are stepped normally (the remainder under
 * one tick is handed back); otherwise the offline rules apply.
 */
export function catchUp(world: GameState, elapsedMs: number, context: StepContext = DEFAULT_CONTEXT): CatchUpResult {
  if (elapsedMs < CATCH_UP_TICK_LIMIT_MS) {
    const ticks = Math.max(0, Math.floor(elapsedMs / TICK_MS));
    const results: TickResult[] = [];
    for (let index = 0; index < ticks; index++) results.push(step(world, [], context));
    return { mode: 'ticks', ticks, remainderMs: Math.max(0, elapsedMs - ticks * TICK_MS), results };
  }
  return { mode: 'offline', gains: applyOfflineProgress(world, elapsedMs, context) };
}

