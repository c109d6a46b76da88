/**
 * Combat's part of time away: the fight set up from the hunter's stats and run by the simulators in
 * offline-combat.ts (basic blows, potions, death); afterwards combat resumes with a fresh enemy.
 */
import { gainGold } from '../gold';
import { averageEventMultiplier } from '../timed-events';
import { AREAS_BY_ID, enemyOrBoss, ITEMS } from '../content-index';
import type { GameEvent } from '../events';
import type { SeededRandom } from '../rng';
import type { DeathRecord, GameState } from '../state-types';
import { computeDerivedStats, type DerivedStats } from '../stats';
import { formatNumber } from '../offline-summary';
import type { OfflineMode, OfflineReport, OfflineSpan } from '../system';
import { TICK_MS } from '../tick';
import { applyMultiplier, goldMultiplierFor } from '../tiers';
import { combatGoalReached, FIRST_SPAWN_DELAY_MS, KILL_XP_WEAPON_SHARE, RESPAWN_DELAY_MS, stopCombat } from './combat';
import { applyDeathPenalty } from './death';
import { spawnEnemy } from './enemy-stats';
import { expectedEnemyBlow, expectedPlayerBlow } from './hits';
import { simulateByEvents, simulateByTicks, type OfflineCombatSetup, type OfflinePotionStack } from './offline-combat';
import { beltDrinkOrder, drinkFromStack } from './belt-rules';
import { HEALTH_POTION_THRESHOLD, POTION_COOLDOWN_MS } from './potions';
import { grantSkillXp } from './progression';
import { healthRegenPerSecond } from './regen';
import { endRiftRun } from './rift-runs';
import { wraithRates } from './wraith-combat';
import { creditWraithKills, withPassive, wraithPassivePercent } from './wraith-rules';

export const OFFLINE_KILL_GOLD = [10, 25] as const;
export const OFFLINE_KILL_XP_BASE = 50;
export const OFFLINE_KILL_XP_PER_LEVEL = 5;

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

/** Expected damage per tick, in hundredths of HP, of basic blows at the given interval. */
function perTickCenti(expectedBlow: number, intervalMs: number): number {
  return Math.floor((expectedBlow * 100 * TICK_MS) / intervalMs);
}

export function buildOfflineCombatSetup(
  world: GameState,
  areaId: string,
  derived: DerivedStats,
): OfflineCombatSetup | null {
  const area = AREAS_BY_ID[areaId];
  if (!area) return null;
  const xpCap = OFFLINE_KILL_XP_BASE + OFFLINE_KILL_XP_PER_LEVEL * world.player.level;
  // Summoned wraiths fight away too, at their expected rates: strikes add to the hunter's damage,
  // wards take from the enemy's, mending adds to regeneration (abilities stay online: spec 001 §9).
  const wraiths = wraithRates(world, derived);
  const wraithDamagePerTick = Math.floor((wraiths.damagePerSecond * 100 * TICK_MS) / 1000);
  const wardPerTick = Math.floor((wraiths.wardPerSecond * 100 * TICK_MS) / 1000);
  const mendPerTick = Math.floor((wraiths.healPerSecond * 100 * TICK_MS) / 1000);
  const xpPercent = wraithPassivePercent(world, 'xp');
  const regenPercent = wraithPassivePercent(world, 'regen');
  const foes = area.enemies.flatMap((id) => {
    const definition = enemyOrBoss(id);
    if (!definition) return [];
    const enemy = spawnEnemy(definition, 0);
    const playerBlow = expectedPlayerBlow(derived, enemy);
    const enemyBlow = expectedEnemyBlow(derived, enemy);
    return [
      {
        id: definition.id,
        xp: withPassive(Math.min(xpCap, definition.xp), xpPercent),
        goldCap: definition.loot.gold[1],
        maxHpCenti: enemy.maxHealth * 100,
        playerDamagePerTick: Math.max(1, perTickCenti(playerBlow, derived.attackIntervalMs) + wraithDamagePerTick),
        enemyDamagePerTick: Math.max(0, perTickCenti(enemyBlow, enemy.attackIntervalMs) - wardPerTick),
      },
    ];
  });
  if (foes.length === 0) return null;
  // The belt's health potions in the order it drinks them, the pack's refills included (belt-rules.ts).
  const potions: OfflinePotionStack[] = beltDrinkOrder(world, 'health').map((draw) => ({
    entryId: draw.entryId,
    count: draw.count,
    healCenti: (ITEMS[draw.itemId]?.potion?.amount ?? 0) * 100,
  }));
  const maxHpCenti = world.player.maxHealth * 100;
  return {
    foes,
    maxHpCenti,
    hpCenti: Math.max(1, world.player.health) * 100,
    regenPerTick:
      Math.floor(
        (withPassive(healthRegenPerSecond(world.player.maxHealth, true), regenPercent) * 100 * TICK_MS) / 1000,
      ) + mendPerTick,
    thresholdCenti: Math.floor(maxHpCenti * HEALTH_POTION_THRESHOLD),
    potions,
    potionCooldownTicks: Math.round(POTION_COOLDOWN_MS / TICK_MS),
    respawnTicks: Math.round(RESPAWN_DELAY_MS / TICK_MS),
    killGold: OFFLINE_KILL_GOLD,
  };
}

export function runOfflineCombat(
  world: GameState,
  effectiveMs: number,
  random: SeededRandom,
  events: GameEvent[],
  mode: OfflineMode,
  /** The timed events' kill-gold multiplier averaged over the absence (timed-events.ts). */
  goldEventMultiplier = 1,
): CombatSlice {
  const areaId = world.combat.currentAreaId;
  if (areaId === null) return { combat: null, death: null };
  const derived = computeDerivedStats(world);
  const setup = buildOfflineCombatSetup(world, areaId, derived);
  if (!setup) return { combat: null, death: null };
  const budget = Math.floor(effectiveMs / TICK_MS);
  const maxKills = world.combat.goal?.killsLeft ?? Number.POSITIVE_INFINITY;
  const outcome = (mode === 'ticks' ? simulateByTicks : simulateByEvents)(setup, budget, random, maxKills);
  if (world.combat.goal?.killsLeft !== undefined) world.combat.goal.killsLeft -= outcome.kills;
  // Potions drunk come out of the stacks in the order drunk: a belt slot run dry refills as online.
  let potionsUsed = 0;
  for (const stack of setup.potions)
    potionsUsed += drinkFromStack(world, stack.entryId, outcome.potionsUsed[stack.entryId] ?? 0);
  const weaponXp = Math.round(outcome.xp * KILL_XP_WEAPON_SHARE);
  grantSkillXp(world, derived.weaponSkill, weaponXp, 'offline', events);
  grantSkillXp(world, 'defense', outcome.xp - weaponXp, 'offline', events);
  const gold = applyMultiplier(
    Math.round(withPassive(outcome.gold, wraithPassivePercent(world, 'gold')) * goldEventMultiplier),
    goldMultiplierFor(world.player.accountTier),
  );
  creditWraithKills(world, outcome.kills, events);
  gainGold(world, gold, 'offlineCombat');
  world.stats.enemiesKilled += outcome.kills;
  world.combatStats.overall.totalKills += outcome.kills;
  if (outcome.kills > 0) world.deathPenalty.statistics.deathStreak = 0;
  const combat: OfflineCombatResult = {
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
    return { combat, death: null };
  }
  const death = applyDeathPenalty(
    world,
    { offline: true, areaId, killerId: outcome.killerId, enemiesDefeated: outcome.kills },
    random,
  );
  // As online, the fall ends the fight only: training goes on (docs/decisions.md, First hour).
  stopCombat(world, 'offline', events);
  return { combat, death };
}

export interface CombatSlice {
  combat: OfflineCombatResult | null;
  death: DeathRecord | null;
  /** Where the fight ended on the progress clock (a death, or its kills or minutes reached); null: fighting on. */
  endedAt?: number | null;
}

function combatSummary({ combat, death }: CombatSlice): string[] {
  const lines: string[] = [];
  const enemies = (count: number) => `${formatNumber(count)} ${count === 1 ? 'enemy' : 'enemies'}`;
  if (combat && combat.kills > 0) {
    lines.push(
      `⚔️ Defeated ${enemies(combat.kills)} in ${combat.areaName} ` +
        `(+${formatNumber(combat.xp)} XP, +${formatNumber(combat.gold)} gold).`,
    );
  }
  if (combat && combat.potionsUsed > 0)
    lines.push(
      `🧪 Drank ${formatNumber(combat.potionsUsed)} health ${combat.potionsUsed === 1 ? 'potion' : 'potions'}.`,
    );
  if (death) {
    lines.push(
      `💀 You died while offline in ${death.locationName}, slain by ${death.killerName} ` +
        `after defeating ${enemies(death.enemiesDefeated)}. ` +
        `You were resurrected with ${death.healthAfter} HP.`,
    );
    if (death.firstOfflineDeathFree) {
      lines.push('🛡️ Your first death while offline is forgiven: nothing was lost.');
    } else if (death.gracePeriod) {
      lines.push('🛡️ Grace period: until Hunter Rank D, death costs you nothing.');
    }
    for (const item of death.itemsLost) lines.push(`⚠️ Item lost: ${item.name} (${item.rarity}).`);
  }
  return lines;
}

/**
 * Fights on the progress clock (up to the minutes a fight was asked for), then stands combat at the
 * end of the absence with a fresh enemy due, or ends it where its kills or minutes were reached.
 */
export function combatOffline(world: GameState, span: OfflineSpan): OfflineReport<CombatSlice> {
  const untilMs = world.combat.goal?.untilMs;
  const effectiveMs = untilMs === undefined ? span.effectiveMs : Math.min(span.effectiveMs, untilMs - span.startMs);
  const goldEvents = averageEventMultiplier('killGold', span.startMs, span.startMs + span.countedMs, span.context);
  const slice = runOfflineCombat(world, Math.max(0, effectiveMs), span.random, span.events, span.mode, goldEvents);
  const combat = world.combat;
  if (slice.combat && !slice.death) {
    const atMs = span.startMs + slice.combat.foughtMs;
    if (combatGoalReached(combat.goal, atMs)) stopCombat(world, 'goal', span.events);
  }
  slice.endedAt = slice.combat && combat.currentAreaId === null ? span.startMs + slice.combat.foughtMs : null;
  if (combat.currentAreaId !== null) {
    // Bosses fight only online: a rift run under way starts over when the hunter is back.
    if (combat.run) {
      endRiftRun(world, 'offline', span.events);
      combat.killsThisVisit = 0;
    }
    combat.enemy = null;
    combat.currentEnemyId = null;
    combat.enemyHealth = 0;
    combat.nextSpawnAt = span.endMs + FIRST_SPAWN_DELAY_MS;
    combat.nextPlayerActionAt = 0;
  }
  combat.potionReadyAt = 0;
  // Lingering effects and a queued cast belong to the moment the hunter left.
  combat.effects = [];
  combat.wraithNextActAt = [0, 0, 0];
  world.abilities.queuedCast = null;
  const cooldowns = world.abilities.cooldowns;
  for (const id of Object.keys(cooldowns)) if (cooldowns[id]! < span.endMs) Reflect.deleteProperty(cooldowns, id);
  return { gains: slice, summary: combatSummary(slice) };
}
