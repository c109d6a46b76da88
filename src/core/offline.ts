/**
 * Time away (spec 001 §4, §9; DESIGN.md ruling 4). At least 1 minute away; at most 12 hours
 * counted; progress x0.5, and x1.5 on top when away 24 hours or more. Timed activities that end
 * inside the counted time complete; training repeats, combat keeps killing, passive gold and
 * resources accrue, and a death ends the activity (5 HP left; the first offline death is free).
 * Everything is computed event to event; `mode: 'ticks'` runs the tick-by-tick reference instead.
 */
import { AREAS_BY_ID, enemyOrBoss, ITEMS } from './content-index';
import { DEFAULT_CONTEXT, type StepContext } from './context';
import type { GameEvent } from './events';
import { SKILL_IDS, type SkillId } from './ids';
import { addItem, findInventoryItem, removeInventoryEntry } from './inventory';
import { SeededRandom } from './rng';
import type { DeathRecord, GameState } from './state-types';
import { computeDerivedStats, refreshCharacter, syncResourceMirrors, type DerivedStats } from './stats';
import { step, type TickResult } from './step';
import { KILL_XP_WEAPON_SHARE, FIRST_SPAWN_DELAY_MS, RESPAWN_DELAY_MS, stopCombat } from './systems/combat';
import { applyDeathPenalty } from './systems/death';
import { armorMitigation, spawnEnemy } from './systems/enemy-stats';
import { BASE_MISS_PERCENT, BLOCK_REDUCTION, ENEMY_CRIT_MULTIPLIER, ENEMY_CRIT_PERCENT, playerMissPercent } from './systems/hits';
import { simulateByEvents, simulateByTicks, type OfflineCombatSetup, type OfflinePotionStack } from './systems/offline-combat';
import { offlineTraining, type OfflineMode, type OfflineTrainingResult } from './systems/offline-training';
import { HEALTH_POTION_THRESHOLD, POTION_COOLDOWN_MS, POTION_SLOTS } from './systems/potions';
import { grantSkillXp } from './systems/progression';
import { healthRegenPerSecond } from './systems/regen';
import { buildOfflineSummary } from './offline-summary';
import { TICK_MS } from './tick';
import { goldMultiplierFor } from './tiers';

export const OFFLINE_MIN_MS = 60_000;
export const OFFLINE_CAP_MS = 12 * 3_600_000;
export const OFFLINE_PROGRESS_MULTIPLIER = 0.5;
export const CATCH_UP_THRESHOLD_MS = 24 * 3_600_000;
export const CATCH_UP_MULTIPLIER = 1.5;
export const PASSIVE_RESOURCE_MULTIPLIER = 0.25;
export const OFFLINE_KILL_GOLD = [10, 25] as const;
export const OFFLINE_KILL_XP_BASE = 50;
export const OFFLINE_KILL_XP_PER_LEVEL = 5;
/** Below this, `catchUp` steps ticks instead of applying offline rules. */
export const CATCH_UP_TICK_LIMIT_MS = 60_000;

export interface OfflineCombatResult {
  areaId: string;
  areaName: string;
  kills: number;
  xp: number;
  gold: number;
  potionsUsed: number;
  died: boolean;
  foughtMs: number;
}

export interface OfflineMiningResult {
  nodeId: string;
  loot: { itemId: string; quantity: number }[];
  xp: number;
}

export interface OfflineCraftingResult {
  recipeId: string;
  success: boolean;
  outputs: { itemId: string; quantity: number }[];
  xp: number;
}

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

/** Expected damage per tick, in hundredths of HP, of basic blows at the given interval. */
function perTickCenti(expectedBlow: number, intervalMs: number): number {
  return Math.floor((expectedBlow * 100 * TICK_MS) / intervalMs);
}

export function buildOfflineCombatSetup(world: GameState, areaId: string, derived: DerivedStats): OfflineCombatSetup | null {
  const area = AREAS_BY_ID[areaId];
  if (!area) return null;
  const xpCap = OFFLINE_KILL_XP_BASE + OFFLINE_KILL_XP_PER_LEVEL * world.player.level;
  const foes = area.enemies.flatMap((id) => {
    const definition = enemyOrBoss(id);
    if (!definition) return [];
    const enemy = spawnEnemy(definition, 0);
    const hitShare = 1 - playerMissPercent(derived, enemy) / 100;
    const critFactor = 1 + (derived.critChance / 100) * (derived.critDamage - 1);
    const playerBlow = derived.hitDamage * hitShare * critFactor;
    const block = derived.block / 100;
    const enemyBlow =
      enemy.attack *
      (1 - BASE_MISS_PERCENT / 100) *
      (1 - derived.dodge / 100) *
      (1 - derived.parry / 100) *
      (1 - block * (1 - BLOCK_REDUCTION)) *
      (1 + (1 - block) * (ENEMY_CRIT_PERCENT / 100) * (ENEMY_CRIT_MULTIPLIER - 1)) *
      (1 - armorMitigation(derived.defense, enemy.level));
    return [
      {
        id: definition.id,
        xp: Math.min(xpCap, definition.xp),
        goldCap: definition.loot.gold[1],
        maxHpCenti: enemy.maxHealth * 100,
        playerDamagePerTick: Math.max(1, perTickCenti(playerBlow, derived.attackIntervalMs)),
        enemyDamagePerTick: perTickCenti(enemyBlow, enemy.attackIntervalMs),
      },
    ];
  });
  if (foes.length === 0) return null;
  const potions: OfflinePotionStack[] = [];
  for (const slot of POTION_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? findInventoryItem(world, entryId) : undefined;
    const potion = entry ? ITEMS[entry.itemId]?.potion : undefined;
    if (entry && potion?.restores === 'health') potions.push({ entryId: entry.id, count: entry.quantity, healCenti: potion.amount * 100 });
  }
  const maxHpCenti = world.player.maxHealth * 100;
  return {
    foes,
    maxHpCenti,
    hpCenti: Math.max(1, world.player.health) * 100,
    regenPerTick: Math.floor((healthRegenPerSecond(world.player.maxHealth, true) * 100 * TICK_MS) / 1000),
    thresholdCenti: Math.floor(maxHpCenti * HEALTH_POTION_THRESHOLD),
    potions,
    potionCooldownTicks: Math.round(POTION_COOLDOWN_MS / TICK_MS),
    respawnTicks: Math.round(RESPAWN_DELAY_MS / TICK_MS),
    killGold: OFFLINE_KILL_GOLD,
  };
}

function runOfflineCombat(world: GameState, effectiveMs: number, random: SeededRandom, events: GameEvent[], mode: OfflineMode, gains: OfflineGains): DeathRecord | null {
  const areaId = world.combat.currentAreaId;
  if (areaId === null) return null;
  const derived = computeDerivedStats(world);
  const setup = buildOfflineCombatSetup(world, areaId, derived);
  if (!setup) return null;
  const budget = Math.floor(effectiveMs / TICK_MS);
  const outcome = (mode === 'ticks' ? simulateByTicks : simulateByEvents)(setup, budget, random);
  // Potions drunk come out of the potion-slot stacks.
  let potionsUsed = 0;
  for (const [entryId, count] of Object.entries(outcome.potionsUsed)) {
    const entry = findInventoryItem(world, entryId);
    if (!entry) continue;
    potionsUsed += count;
    entry.quantity -= count;
    if (entry.quantity <= 0) removeInventoryEntry(world, entryId);
  }
  const weaponXp = Math.round(outcome.xp * KILL_XP_WEAPON_SHARE);
  grantSkillXp(world, derived.weaponSkill, weaponXp, 'offline', events);
  grantSkillXp(world, 'defense', outcome.xp - weaponXp, 'offline', events);
  const gold = Math.floor(outcome.gold * goldMultiplierFor(world.player.accountTier));
  world.resources.gold += gold;
  world.stats.enemiesKilled += outcome.kills;
  world.combatStats.overall.totalKills += outcome.kills;
  if (outcome.kills > 0) world.deathPenalty.statistics.deathStreak = 0;
  gains.combat = {
    areaId,
    areaName: AREAS_BY_ID[areaId]?.name ?? areaId,
    kills: outcome.kills,
    xp: outcome.xp,
    gold,
    potionsUsed,
    died: outcome.died,
    foughtMs: outcome.ticksUsed * TICK_MS,
  };
  if (!outcome.died) {
    world.player.health = Math.max(1, Math.min(world.player.maxHealth, Math.ceil(outcome.hpCenti / 100)));
    return null;
  }
  const record = applyDeathPenalty(world, { offline: true, areaId, killerId: outcome.killerId, enemiesDefeated: outcome.kills }, random);
  stopCombat(world, 'offline', events);
  return record;
}

function completeMining(world: GameState, endMs: number, events: GameEvent[]): OfflineMiningResult | null {
  const mining = world.mining.currentActivity;
  if (!mining || mining.endTime > endMs) return null;
  for (const loot of mining.expectedLoot) addItem(world, loot.itemId, loot.quantity);
  const xp = grantSkillXp(world, 'survival', mining.xp, 'mining', events);
  world.mining.totalHarvests += 1;
  const progress = world.mining.nodeProgress[mining.nodeId];
  if (progress) {
    progress.totalHarvests += 1;
    progress.lastMinedAt = mining.endTime;
  }
  world.mining.currentActivity = null;
  if (world.activity.current?.type === 'mining') world.activity.current = null;
  return { nodeId: mining.nodeId, loot: mining.expectedLoot.map((loot) => ({ ...loot })), xp };
}

function completeCrafting(world: GameState, endMs: number, events: GameEvent[]): OfflineCraftingResult | null {
  const craft = world.crafting.currentCraft;
  if (!craft || craft.endTime > endMs) return null;
  const result = craft.expectedResult;
  for (const output of result.outputs) addItem(world, output.itemId, output.quantity);
  for (const back of result.returnedMaterials) addItem(world, back.itemId, back.quantity);
  let xp = 0;
  for (const skill of SKILL_IDS) xp += grantSkillXp(world, skill, result.xp[skill] ?? 0, 'crafting', events);
  const stats = world.crafting.stats;
  stats.totalCrafts += 1;
  if (result.success) stats.successes += 1;
  else stats.failures += 1;
  const progress = (world.crafting.recipeProgress[craft.recipeId] ??= { timesCrafted: 0, totalSuccesses: 0 });
  progress.timesCrafted += 1;
  if (result.success) progress.totalSuccesses += 1;
  world.crafting.currentCraft = null;
  if (world.activity.current?.type === 'crafting') world.activity.current = null;
  return { recipeId: craft.recipeId, success: result.success, outputs: result.outputs.map((output) => ({ ...output })), xp };
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
  gains.death = runOfflineCombat(world, effectiveMs, random, events, mode, gains);

  // Passive gold on the progress clock; passive resources at a quarter of their regeneration.
  const passiveGold = Math.floor(passiveGoldPerMinute(world.player.level) * (effectiveMs / 60_000) * goldMultiplierFor(world.player.accountTier));
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

