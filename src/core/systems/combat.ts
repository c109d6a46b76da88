/**
 * Automatic combat on the fixed tick. Per tick, in this order: spawn the next enemy when due (the
 * area boss after killsForBoss kills), the player's action (an ability from the hook or a basic
 * blow), a kill (XP split, loot, rift clear), the enemy's blow, potions, and death.
 */
import { AREAS_BY_ID, BOSSES_BY_ID, enemyOrBoss } from '../content-index';
import { localDayKey, type StepContext } from '../context';
import { eventMultiplier } from '../timed-events';
import type { CombatStopReason, GameEvent } from '../events';
import { rankIndex } from '@/content/ids';
import { nextId } from '../inventory';
import type { ReadonlyWorld } from '../readonly';
import type { SeededRandom } from '../rng';
import { defineSystem, type TickContext } from '../system';
import type { CombatGoal, GameState } from '../state-types';
import { computeDerivedStats, type DerivedStats } from '../stats';
import { rankCapMessage, TIER_MESSAGES, tierRules } from '../tiers';
import { chooseAbility, takeQueuedCast, useAbility, type AbilityContext } from './abilities';
import {
  absorbIncoming,
  buffedStats,
  clearEnemyEffects,
  exposedMultiplier,
  tickEffects,
  weakenedMultiplier,
} from './ability-effects';
import { resetWraithClocks, wraithsAct } from './wraith-combat';
import { creditWraithKills, withPassive, wraithPassivePercent } from './wraith-rules';
import { announceDeath, applyDeathPenalty, type DeathCause } from './death';
import { spawnEnemy } from './enemy-stats';
import { rollEnemyBlow, rollPlayerBlow, type Blow } from './hits';
import { rollLoot } from './loot';
import { autoPotions, drinkEntry, drinkPotion, POTION_MESSAGES, POTION_SLOTS, type PotionSlot } from './potions';
import { bossEvery } from './boss-cadence';
import { combatOffline, type CombatSlice } from './combat-offline';
import { grantSkillXp, PROGRESSION_EVENTS } from './progression';
import { isGoalCount, queueOwns } from './activity-queue-rules';
import { openRaidChest, startRaidBoss, updateRaidBoss } from './raid-bosses';
import { announceWave, beginRiftRun, clearRiftRun, endRiftRun, isRunArea } from './rift-runs';

export const FIRST_SPAWN_DELAY_MS = 1_000;
export const RESPAWN_DELAY_MS = 1_500;
/** Kill XP goes 70% to the weapon's skill and 30% to Defense (docs/decisions.md, Core). */
export const KILL_XP_WEAPON_SHARE = 0.7;
export const SESSION_HISTORY_LIMIT = 20;
export const DAILY_HISTORY_DAYS = 7;

/** Why the player may not fight in an area, or null. */
export function combatRefusal(world: ReadonlyWorld, areaId: unknown): string | null {
  const area = typeof areaId === 'string' ? AREAS_BY_ID[areaId] : undefined;
  if (!area) return `Unknown area: ${String(areaId)}`;
  const tier = world.player.accountTier;
  if (area.paidOnly && !tierRules(tier).paid) return TIER_MESSAGES.paidContent;
  if (rankIndex(world.player.hunterRank) < rankIndex(area.band)) {
    if (rankIndex(area.band) > rankIndex(tierRules(tier).maxRank)) return rankCapMessage(tier);
    return `Requires Hunter Rank ${area.band}`;
  }
  if (world.player.health <= 0) return 'You are too wounded to fight';
  return null;
}

function closeSession(world: GameState): void {
  const session = world.combat.session;
  if (!session) return;
  session.endTime = world.sim.nowMs;
  session.endingMana = world.resourcePools.mana.current;
  session.endingEnergy = world.resourcePools.energy.current;
  const sessions = world.combatStats.sessions;
  sessions.unshift(session);
  if (sessions.length > SESSION_HISTORY_LIMIT) sessions.length = SESSION_HISTORY_LIMIT;
  world.combat.session = null;
}

export function stopCombat(world: GameState, reason: CombatStopReason, events: GameEvent[]): void {
  const combat = world.combat;
  const areaId = combat.currentAreaId;
  if (areaId === null) return;
  endRiftRun(world, reason, events);
  closeSession(world);
  combat.currentAreaId = null;
  combat.currentEnemyId = null;
  combat.combatStartTime = null;
  combat.enemy = null;
  combat.enemyHealth = 0;
  combat.nextSpawnAt = 0;
  combat.killsThisVisit = 0;
  combat.goal = null;
  combat.effects = [];
  resetWraithClocks(world);
  world.abilities.queuedCast = null;
  if (world.activity.current?.type === 'combat') world.activity.current = null;
  world.resourcePools.comboPoints.current = 0;
  events.push({ type: 'combatStopped', areaId, reason });
}

/** Enters an area (the caller checked `combatRefusal`). */
export function startCombat(world: GameState, areaId: string, events: GameEvent[]): void {
  const combat = world.combat;
  if (combat.currentAreaId !== null) stopCombat(world, 'areaChanged', events);
  const nowMs = world.sim.nowMs;
  combat.currentAreaId = areaId;
  combat.combatStartTime = nowMs;
  combat.killsThisVisit = 0;
  combat.nextSpawnAt = nowMs + FIRST_SPAWN_DELAY_MS;
  combat.nextPlayerActionAt = 0;
  combat.session = {
    combatId: nextId(world, 'combat'),
    areaId,
    startTime: nowMs,
    endTime: null,
    abilitiesUsed: {},
    damageDealt: 0,
    damageTaken: 0,
    criticalHits: 0,
    perfectDodges: 0,
    enemiesKilled: 0,
    startingMana: world.resourcePools.mana.current,
    endingMana: world.resourcePools.mana.current,
    startingEnergy: world.resourcePools.energy.current,
    endingEnergy: world.resourcePools.energy.current,
    bossId: null,
  };
  world.activity.current = { type: 'combat', targetId: areaId };
  events.push({ type: 'combatStarted', areaId });
  if (!combat.discoveredAreas.includes(areaId)) {
    combat.discoveredAreas.push(areaId);
    events.push({ type: 'areaDiscovered', areaId });
  }
  beginRiftRun(world, areaId, events);
}

function daily(world: GameState, context: StepContext) {
  const key = localDayKey(world.sim.nowMs, context.utcOffsetMinutes);
  const days = world.combatStats.daily;
  let entry = days[key];
  if (!entry) {
    entry = { kills: 0, damageDealt: 0, deaths: 0 };
    days[key] = entry;
    const keys = Object.keys(days).sort();
    for (let index = 0; index < keys.length - DAILY_HISTORY_DAYS; index++) Reflect.deleteProperty(days, keys[index]!);
  }
  return entry;
}

function spawnNext(world: GameState, events: GameEvent[], random: SeededRandom, context: StepContext): void {
  const combat = world.combat;
  const area = AREAS_BY_ID[combat.currentAreaId!];
  if (!area) return;
  // After a clear (or time away), the rift opens again for the next attempt.
  if (isRunArea(area) && !combat.run) beginRiftRun(world, area.id, events);
  announceWave(world, events);
  // A bounty event brings a zone's boss sooner; a rift's waves stay as they are (boss-cadence.ts).
  const boss =
    combat.killsThisVisit >= bossEvery(area, world.sim.nowMs, context) ? BOSSES_BY_ID[area.bossId] : undefined;
  const definition = boss ?? enemyOrBoss(random.pickOne(area.enemies));
  if (!definition) return;
  const nowMs = world.sim.nowMs;
  const enemy = spawnEnemy(definition, nowMs);
  combat.enemy = enemy;
  combat.currentEnemyId = enemy.id;
  combat.enemyHealth = enemy.maxHealth;
  combat.nextSpawnAt = 0;
  combat.nextEnemyAttackAt = nowMs + enemy.attackIntervalMs;
  if (combat.nextPlayerActionAt < nowMs) combat.nextPlayerActionAt = nowMs;
  if (enemy.isBoss && combat.session) combat.session.bossId = enemy.id;
  startRaidBoss(world);
  events.push({
    type: 'enemySpawned',
    enemyId: enemy.id,
    isBoss: enemy.isBoss,
    level: enemy.level,
    maxHealth: enemy.maxHealth,
  });
}

/** Damage that reached the enemy's health, from any hand (blow, lingering effect, wraith). */
function bookDamageDealt(world: GameState, dealt: number, context: StepContext): void {
  world.combatStats.overall.totalDamageDealt += dealt;
  if (world.combat.session) world.combat.session.damageDealt += dealt;
  daily(world, context).damageDealt += dealt;
}

/** An ability's lingering damage bit the enemy: booked to the ability as its own damage. */
function effectBite(world: GameState, sourceId: string, damage: number, events: GameEvent[], context: StepContext) {
  const combat = world.combat;
  const dealt = Math.min(damage, combat.enemyHealth);
  combat.enemyHealth -= dealt;
  bookDamageDealt(world, dealt, context);
  const stats = world.abilities.statistics[sourceId];
  if (stats) stats.damage += dealt;
  const combatAbility = world.combatStats.abilities[sourceId];
  if (combatAbility) combatAbility.damage += dealt;
  events.push({ type: 'effectDamage', sourceId, damage });
}

function recordPlayerBlow(
  world: GameState,
  blow: Blow,
  abilityId: string | null,
  events: GameEvent[],
  context: StepContext,
): void {
  const combat = world.combat;
  const enemy = combat.enemy!;
  const dealt = Math.min(blow.damage, combat.enemyHealth);
  combat.enemyHealth -= dealt;
  bookDamageDealt(world, dealt, context);
  const overall = world.combatStats.overall;
  if (blow.damage > overall.highestHit) overall.highestHit = blow.damage;
  if (blow.outcome === 'crit') {
    overall.criticalHits += 1;
    if (combat.session) combat.session.criticalHits += 1;
  }
  events.push({
    type: 'attack',
    attacker: 'player',
    targetId: enemy.id,
    damage: blow.damage,
    outcome: blow.outcome,
    abilityId,
  });
}

function playerAction(
  world: GameState,
  derived: DerivedStats,
  events: GameEvent[],
  random: SeededRandom,
  context: StepContext,
): void {
  const combat = world.combat;
  const enemy = combat.enemy!;
  const queued: AbilityContext | null = takeQueuedCast(world, derived, enemy, random);
  const chosen = queued ?? chooseAbility(world, derived, enemy, random, combat.enemyHealth);
  if (chosen) {
    const result = useAbility(chosen, events, queued !== null);
    const id = chosen.ability.id;
    if (combat.session) combat.session.abilitiesUsed[id] = (combat.session.abilitiesUsed[id] ?? 0) + 1;
    const abilityStats = (world.combatStats.abilities[id] ??= { uses: 0, damage: 0 });
    abilityStats.uses += 1;
    abilityStats.damage += result.blow?.damage ?? 0;
    world.combatStats.overall.abilitiesUsed += 1;
    if (result.healing > 0)
      world.player.health = Math.min(world.player.maxHealth, world.player.health + result.healing);
    if (result.chillMs > 0) combat.nextEnemyAttackAt += result.chillMs;
    if (result.blow) recordPlayerBlow(world, result.blow, id, events, context);
  } else {
    const multiplier = exposedMultiplier(combat.effects);
    recordPlayerBlow(
      world,
      rollPlayerBlow(random, derived, enemy, derived.damageSchool, multiplier),
      null,
      events,
      context,
    );
  }
  combat.nextPlayerActionAt = world.sim.nowMs + derived.attackIntervalMs;
}

function killEnemy(
  world: GameState,
  derived: DerivedStats,
  events: GameEvent[],
  random: SeededRandom,
  context: StepContext,
): void {
  const combat = world.combat;
  const enemy = combat.enemy!;
  const definition = enemyOrBoss(enemy.id);
  const nowMs = world.sim.nowMs;
  const fightMs = nowMs - enemy.spawnedAt;
  const xp = withPassive(definition?.xp ?? 0, wraithPassivePercent(world, 'xp'));
  const weaponXp = Math.round(xp * KILL_XP_WEAPON_SHARE);
  grantSkillXp(world, derived.weaponSkill, weaponXp, 'combat', events);
  grantSkillXp(world, 'defense', xp - weaponXp, 'combat', events);
  events.push({
    type: 'enemyKilled',
    enemyId: enemy.id,
    isBoss: enemy.isBoss,
    xp,
    fightMs,
    areaId: combat.currentAreaId,
  });
  if (definition) {
    const loot = rollLoot(world, definition, random, {
      gold: eventMultiplier('killGold', nowMs, context),
      tokenChance: eventMultiplier('wraithTokens', nowMs, context),
    });
    // A raid boss's kill may open its raid's chest too: one loot line for the HUD.
    openRaidChest(world, enemy, random, loot, events);
    events.push({ type: 'lootDropped', enemyId: enemy.id, loot });
  }
  world.stats.enemiesKilled += 1;
  world.combatStats.overall.totalKills += 1;
  world.deathPenalty.statistics.deathStreak = 0;
  daily(world, context).kills += 1;
  if (combat.session) combat.session.enemiesKilled += 1;
  combat.killsThisVisit += 1;
  creditWraithKills(world, 1, events);
  if (combat.goal?.killsLeft !== undefined) combat.goal.killsLeft -= 1;
  if (enemy.isBoss) {
    const area = AREAS_BY_ID[combat.currentAreaId!];
    const record = (world.combatStats.bosses[enemy.id] ??= {
      kills: 0,
      fastestKillMs: null,
      noDamageKills: 0,
      lastKilledAt: 0,
    });
    record.kills += 1;
    record.fastestKillMs = record.fastestKillMs === null ? fightMs : Math.min(record.fastestKillMs, fightMs);
    if (enemy.damageTakenByPlayer === 0) record.noDamageKills += 1;
    record.lastKilledAt = nowMs;
    world.combatStats.overall.bossKills += 1;
    combat.killsThisVisit = 0;
    if (isRunArea(area)) clearRiftRun(world, area.id, enemy.id, events);
  }
  combat.enemy = null;
  combat.currentEnemyId = null;
  combat.enemyHealth = 0;
  combat.nextSpawnAt = nowMs + RESPAWN_DELAY_MS;
  // The wraiths' clocks run on: a wraith due between foes acts as the next one steps out.
  clearEnemyEffects(combat);
}

/** The enemy's blow; returns it with the health it met (the death recap names a killing blow). */
function enemyAction(
  world: GameState,
  derived: DerivedStats,
  events: GameEvent[],
  random: SeededRandom,
): NonNullable<DeathCause['blow']> {
  const combat = world.combat;
  const enemy = combat.enemy!;
  const healthBefore = world.player.health;
  const blow = rollEnemyBlow(random, derived, enemy);
  // Weakening debuffs soften the blow; wards take what they can before health does.
  const softened = blow.damage > 0 ? Math.max(1, Math.round(blow.damage * weakenedMultiplier(combat.effects))) : 0;
  blow.damage = softened;
  const through = absorbIncoming(combat.effects, softened, events);
  const taken = Math.min(through, world.player.health);
  world.player.health -= taken;
  enemy.damageTakenByPlayer += taken;
  world.combatStats.overall.totalDamageTaken += taken;
  if (combat.session) combat.session.damageTaken += taken;
  if (blow.outcome === 'dodge') {
    world.combatStats.overall.perfectDodges += 1;
    if (combat.session) combat.session.perfectDodges += 1;
  }
  events.push({
    type: 'attack',
    attacker: 'enemy',
    targetId: 'player',
    damage: blow.damage,
    outcome: blow.outcome,
    abilityId: null,
  });
  combat.nextEnemyAttackAt = world.sim.nowMs + enemy.attackIntervalMs;
  return { killingBlow: { damage: blow.damage, outcome: blow.outcome, abilityName: null }, healthBefore };
}

function die(
  world: GameState,
  events: GameEvent[],
  random: SeededRandom,
  context: StepContext,
  blow: DeathCause['blow'],
): void {
  const combat = world.combat;
  const record = applyDeathPenalty(
    world,
    {
      offline: false,
      areaId: combat.currentAreaId,
      killerId: combat.currentEnemyId,
      enemiesDefeated: combat.session?.enemiesKilled ?? 0,
      ...(blow ? { blow } : {}),
    },
    random,
  );
  daily(world, context).deaths += 1;
  // A fall ends the fight only: training goes on (docs/decisions.md, First hour: a death pauses only the fight).
  stopCombat(world, 'death', events);
  announceDeath(record, events);
}

export const COMBAT_GOAL_MESSAGES = {
  badKills: 'Kills must be a whole number from 1 to 999',
  badMinutes: 'Minutes must be a whole number from 1 to 999',
} as const;

/** The end a fight was asked for, checked; null for none, or the refusal. */
export function combatGoal(nowMs: number, kills: unknown, minutes: unknown): CombatGoal | null | string {
  if (kills !== undefined && !isGoalCount(kills)) return COMBAT_GOAL_MESSAGES.badKills;
  if (minutes !== undefined && !isGoalCount(minutes)) return COMBAT_GOAL_MESSAGES.badMinutes;
  if (kills === undefined && minutes === undefined) return null;
  return {
    ...(kills === undefined ? {} : { killsLeft: kills }),
    ...(minutes === undefined ? {} : { untilMs: nowMs + minutes * 60_000 }),
  };
}

/** A fight asked for a number of kills or minutes has had them (checked between blows, so a kill lands first). */
export function combatGoalReached(goal: CombatGoal | null | undefined, nowMs: number): boolean {
  if (!goal) return false;
  return (goal.killsLeft !== undefined && goal.killsLeft <= 0) || (goal.untilMs !== undefined && nowMs >= goal.untilMs);
}

function combatTick(world: GameState, { context, events, random }: TickContext): void {
  const combat = world.combat;
  if (combat.currentAreaId === null) return;
  const nowMs = world.sim.nowMs;
  if (combatGoalReached(combat.goal, nowMs)) {
    stopCombat(world, 'goal', events);
    return;
  }
  if (combat.enemy === null) {
    if (combat.nextSpawnAt !== 0 && nowMs >= combat.nextSpawnAt) spawnNext(world, events, random, context);
    return;
  }
  let derivedNow: DerivedStats | null = null;
  const derivedStats = (): DerivedStats => (derivedNow ??= buffedStats(computeDerivedStats(world), combat.effects));
  for (const bite of tickEffects(combat.effects, nowMs)) effectBite(world, bite.sourceId, bite.damage, events, context);
  const slots = world.equipment.slots;
  if (combat.enemyHealth > 0 && (slots.wraith_1 ?? slots.wraith_2 ?? slots.wraith_3) !== null) {
    const dealt = wraithsAct(world, derivedStats, random, events);
    if (dealt > 0) bookDamageDealt(world, dealt, context);
  }
  if (combat.enemyHealth <= 0) {
    killEnemy(world, derivedStats(), events, random, context);
    return;
  }
  const playerDue = nowMs >= combat.nextPlayerActionAt;
  let lastBlow: DeathCause['blow'];
  if (playerDue || nowMs >= combat.nextEnemyAttackAt) {
    const derived = derivedStats();
    if (playerDue) {
      playerAction(world, derived, events, random, context);
      if (combat.enemyHealth <= 0) {
        killEnemy(world, derived, events, random, context);
        return;
      }
    }
    // A raid boss's phase and enrage change its blow before it lands.
    updateRaidBoss(world, events);
    if (nowMs >= combat.nextEnemyAttackAt) lastBlow = enemyAction(world, derived, events, random);
  }
  if (world.player.health <= 0) die(world, events, random, context, lastBlow);
  else autoPotions(world, events);
}

export type CombatCommands = {
  /** `kills` or `minutes` (1-999) end the fight when reached; neither: until stopped. */
  readonly startCombat: { areaId: string; kills?: number; minutes?: number };
  readonly stopCombat: Record<never, never>;
  readonly usePotion: { slot: PotionSlot };
  /** Drink one potion of an inventory stack, in or out of combat (the inventory's Drink). */
  readonly drinkItem: { inventoryItemId: string };
};

export const combatSystem = defineSystem<'combat', CombatCommands, CombatSlice>({
  id: 'combat',
  commands: {
    startCombat: (world, command, tick) => {
      const refusal = combatRefusal(world, command.areaId);
      if (refusal) return refusal;
      if (world.combat.currentAreaId === command.areaId) return 'Already fighting here';
      const goal = combatGoal(world.sim.nowMs, command.kills, command.minutes);
      if (typeof goal === 'string') return goal;
      startCombat(world, command.areaId, tick.events);
      world.combat.goal = goal;
      return null;
    },
    stopCombat: (world, _command, tick) => {
      if (world.combat.currentAreaId === null) return 'Not in combat';
      stopCombat(world, 'manual', tick.events);
      return null;
    },
    usePotion: (world, command, tick) => {
      if (!(POTION_SLOTS as readonly unknown[]).includes(command.slot)) return POTION_MESSAGES.badSlot;
      return drinkPotion(world, command.slot, tick.events);
    },
    drinkItem: (world, command, tick) => {
      const slot = POTION_SLOTS.find((belt) => world.equipment.slots[belt] === command.inventoryItemId) ?? null;
      return drinkEntry(world, command.inventoryItemId, slot, tick.events);
    },
  },
  emits: [
    ...PROGRESSION_EVENTS,
    'combatStarted',
    'combatStopped',
    'areaDiscovered',
    'enemySpawned',
    'attack',
    'abilityUsed',
    'effectDamage',
    'shieldAbsorbed',
    'wraithActed',
    'wraithLevelUp',
    'enemyKilled',
    'lootDropped',
    'riftCleared',
    'riftRunStarted',
    'riftWaveStarted',
    'riftRunEnded',
    'raidPhaseChanged',
    'raidBossEnraged',
    'raidChestOpened',
    'potionUsed',
    'playerDied',
    'respawned',
  ],
  tick: combatTick,
  offline: (world, span) =>
    queueOwns(world, 'combat') ? { gains: { combat: null, death: null }, summary: [] } : combatOffline(world, span),
});
