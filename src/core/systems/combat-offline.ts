/**
 * Combat's part of time away: the fight set up from the hunter's stats and run by the simulators in
 * offline-combat.ts (basic blows, potions, death); afterwards combat resumes with a fresh enemy. A
 * kill away drops what it drops online (materials, items, wraith tokens: the enemy's loot table with
 * the wraiths' luck and the running events), into the bag as far as it has room (offline-loot.ts);
 * a zone's boss steps out on its cadence, events included (boss-cadence.ts), and is fought the same
 * way. Rift and raid bosses end a recorded run, so they stay online (docs/decisions.md, First hour).
 */
import { gainGold } from '../gold';
import { averageEventMultiplier, eventBoundaries, eventMultiplier } from '../timed-events';
import { AREAS_BY_ID, BOSSES_BY_ID, enemyOrBoss, ITEMS, WRAITHS_BY_ID } from '../content-index';
import type { StepContext } from '../context';
import type { AreaDef, EnemyDef } from '@/content/types';
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
import { fightDamageSpread } from './away-risk';
import { bossCadenceEvent, bossEvery } from './boss-cadence';
import { spawnEnemy } from './enemy-stats';
import { expectedEnemyBlow, expectedPlayerBlow } from './hits';
import {
  simulateByEvents,
  simulateByTicks,
  type OfflineCombatOutcome,
  type OfflineCombatSetup,
  type OfflineDrop,
  type OfflineFoe,
  type OfflinePhase,
  type OfflinePotionStack,
} from './offline-combat';
import { receiveOfflineLoot, type OfflineLoot } from './offline-loot';
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

/** The zone's boss while away: how often it came, and the event that brought it sooner. */
export interface OfflineBossResult {
  bossId: string;
  name: string;
  /** Times it stepped out (the last may have been a fall, or cut short by the end of the time). */
  fights: number;
  kills: number;
  /** The zone's own cadence, and the shortest an event made it during the absence. */
  killsForBoss: number;
  shortestEvery: number;
  /** The event that brought it sooner ("The Weekend Bounty"), or null. */
  eventName: string | null;
}

export interface OfflineCombatResult {
  areaId: string;
  areaName: string;
  /** Every kill, the boss's included. */
  kills: number;
  xp: number;
  gold: number;
  potionsUsed: number;
  died: boolean;
  foughtMs: number;
  /** Materials, items and tokens: where they went, and what did not fit. */
  loot: OfflineLoot;
  /** Null where no boss fights away (rifts, raids). */
  boss: OfflineBossResult | null;
  /** The chance a fight of this stretch ended in a fall, blows rolled as online (away-risk.ts). */
  deathChance: number;
}

/** Where the fight away sits in time, for the events that change it (wall time = start + progress / multiplier). */
export interface OfflineCombatTiming {
  startMs: number;
  countedMs: number;
  multiplier: number;
  context: StepContext;
}

/** Expected damage per tick, in hundredths of HP, of basic blows at the given interval. */
function perTickCenti(expectedBlow: number, intervalMs: number): number {
  return Math.floor((expectedBlow * 100 * TICK_MS) / intervalMs);
}

/** An enemy's loot table as a kill rolls it: materials, items (both with the wraiths' luck), tokens. */
function offlineDrops(definition: EnemyDef, luck: number): OfflineDrop[] {
  const loot = definition.loot;
  return [
    ...(loot.materials ?? []).map((drop): OfflineDrop => ({
      kind: 'material',
      itemId: drop.itemId,
      chance: Math.min(1, drop.chance * luck),
      min: drop.min,
      max: drop.max,
    })),
    ...(loot.items ?? []).map((drop): OfflineDrop => ({
      kind: 'item',
      itemId: drop.itemId,
      chance: Math.min(1, drop.chance * luck),
    })),
    ...(loot.tokens ?? []).map((drop): OfflineDrop => ({
      kind: 'token',
      wraithId: drop.wraithId,
      chance: drop.chance,
      quantity: drop.quantity,
    })),
  ];
}

/**
 * The events' effects over the fight, cut where an event that brings bosses sooner or makes tokens
 * likelier starts or ends; tick t of the progress clock is start + t x tick / multiplier of time away.
 */
function offlinePhases(area: AreaDef, timing: OfflineCombatTiming): OfflinePhase[] {
  const { startMs, countedMs, multiplier, context } = timing;
  const at = (fromTick: number, epochMs: number): OfflinePhase => ({
    fromTick,
    bossEvery: bossEvery(area, epochMs, context),
    tokenBoost: eventMultiplier('wraithTokens', epochMs, context),
  });
  const phases = [at(0, startMs)];
  for (const cut of eventBoundaries(['bossChance', 'wraithTokens'], startMs, startMs + countedMs, context))
    phases.push(at(Math.ceil(((cut - startMs) * multiplier) / TICK_MS), cut));
  return phases;
}

export function buildOfflineCombatSetup(
  world: GameState,
  areaId: string,
  derived: DerivedStats,
  timing?: OfflineCombatTiming,
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
  const luck = 1 + wraithPassivePercent(world, 'loot') / 100;
  const foeOf = (definition: EnemyDef): OfflineFoe => {
    const enemy = spawnEnemy(definition, 0);
    const playerBlow = expectedPlayerBlow(derived, enemy);
    const enemyBlow = expectedEnemyBlow(derived, enemy);
    const blowsPerTick = perTickCenti(playerBlow, derived.attackIntervalMs);
    const blowShare = blowsPerTick + wraithDamagePerTick > 0 ? blowsPerTick / (blowsPerTick + wraithDamagePerTick) : 1;
    return {
      id: definition.id,
      xp: withPassive(Math.min(xpCap, definition.xp), xpPercent),
      goldCap: definition.loot.gold[1],
      maxHpCenti: enemy.maxHealth * 100,
      playerDamagePerTick: Math.max(1, blowsPerTick + wraithDamagePerTick),
      enemyDamagePerTick: Math.max(0, perTickCenti(enemyBlow, enemy.attackIntervalMs) - wardPerTick),
      drops: offlineDrops(definition, luck),
      spreadCenti: Math.round(fightDamageSpread(derived, enemy, blowShare) * 100),
    };
  };
  const foes = area.enemies.flatMap((id) => {
    const definition = enemyOrBoss(id);
    return definition ? [foeOf(definition)] : [];
  });
  if (foes.length === 0) return null;
  // A zone's boss steps out away as online; a rift's or raid's ends a recorded run, fought online only.
  const bossDef = area.kind === 'zone' ? BOSSES_BY_ID[area.bossId] : undefined;
  // The belt's health potions in the order it drinks them, the pack's refills included (belt-rules.ts).
  const potions: OfflinePotionStack[] = beltDrinkOrder(world, 'health').map((draw) => ({
    entryId: draw.entryId,
    count: draw.count,
    healCenti: (ITEMS[draw.itemId]?.potion?.amount ?? 0) * 100,
  }));
  const maxHpCenti = world.player.maxHealth * 100;
  const timed = timing ?? { startMs: world.sim.nowMs, countedMs: 0, multiplier: 1, context: { utcOffsetMinutes: 0 } };
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
    boss: bossDef ? foeOf(bossDef) : null,
    killsTowardBoss: bossDef ? world.combat.killsThisVisit : 0,
    phases: offlinePhases(area, timed),
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
  /** Where the fight sits in time, for the events' boss cadence and token chance; none: no event. */
  timing?: OfflineCombatTiming,
  /** Gathers the fights' chances of a fall (the forecast's risk). */
  perils?: OfflineSpan['perils'],
): CombatSlice {
  const areaId = world.combat.currentAreaId;
  if (areaId === null) return { combat: null, death: null };
  const derived = computeDerivedStats(world);
  const setup = buildOfflineCombatSetup(world, areaId, derived, timing);
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
  // What the kills dropped, after the potions left the bag (a stack drunk dry frees its slot).
  const loot = receiveOfflineLoot(world, outcome.drops, outcome.tokens);
  const foughtMs = outcome.ticksUsed * TICK_MS;
  const boss = setup.boss ? recordBossKills(world, setup, outcome, foughtMs, timing) : null;
  if (setup.boss) world.combat.killsThisVisit = outcome.killsTowardBoss;
  if (perils) {
    // Shares of the first fall: this stretch's, for a hunter who came through the stretches before it.
    for (const [foeId, chance] of Object.entries(outcome.perils))
      perils.byFoe[foeId] = (perils.byFoe[foeId] ?? 0) + perils.survival * chance;
    perils.survival *= outcome.survival;
  }
  const combat: OfflineCombatResult = {
    areaId,
    areaName: AREAS_BY_ID[areaId]?.name ?? areaId,
    kills: outcome.kills,
    xp: outcome.xp,
    gold,
    potionsUsed,
    died: outcome.died,
    foughtMs,
    loot,
    boss,
    deathChance: 1 - outcome.survival,
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

/** The boss kills away go to the boss's record (not its fastest time: those are fights watched). */
function recordBossKills(
  world: GameState,
  setup: OfflineCombatSetup,
  outcome: OfflineCombatOutcome,
  foughtMs: number,
  timing: OfflineCombatTiming | undefined,
): OfflineBossResult {
  const bossId = setup.boss!.id;
  const kills = outcome.bossKills;
  const area = AREAS_BY_ID[world.combat.currentAreaId!]!;
  if (kills > 0) {
    const record = (world.combatStats.bosses[bossId] ??= {
      kills: 0,
      fastestKillMs: null,
      noDamageKills: 0,
      lastKilledAt: 0,
    });
    record.kills += kills;
    // The fight's end as time away, near enough for "last killed".
    record.lastKilledAt = (timing?.startMs ?? world.sim.nowMs) + Math.round(foughtMs / (timing?.multiplier ?? 1));
    world.combatStats.overall.bossKills += kills;
  }
  const phases = setup.phases ?? [];
  const shortestEvery = Math.min(area.killsForBoss, ...phases.map((phase) => phase.bossEvery));
  let eventName: string | null = null;
  if (timing && shortestEvery < area.killsForBoss) {
    const quick = phases.find((phase) => phase.bossEvery === shortestEvery)!;
    const atMs = timing.startMs + (quick.fromTick * TICK_MS) / timing.multiplier;
    eventName = bossCadenceEvent(area, Math.ceil(atMs), timing.context)?.name ?? null;
  }
  return {
    bossId,
    name: BOSSES_BY_ID[bossId]?.name ?? bossId,
    fights: outcome.bossFights,
    kills,
    killsForBoss: area.killsForBoss,
    shortestEvery,
    eventName,
  };
}

export interface CombatSlice {
  combat: OfflineCombatResult | null;
  death: DeathRecord | null;
  /** Where the fight ended on the progress clock (a death, or its kills or minutes reached); null: fighting on. */
  endedAt?: number | null;
}

/** Names shown in one loot line before "and N more". */
const LOOT_LINE_NAMES = 4;

/** "Bone Dust ×40, Worn Boots ×2 and 3 more" */
function lootList(rows: readonly string[]): string {
  const shown = rows.slice(0, LOOT_LINE_NAMES).join(', ');
  return rows.length > LOOT_LINE_NAMES ? `${shown} and ${rows.length - LOOT_LINE_NAMES} more` : shown;
}

const itemRows = (rows: readonly { itemId: string; quantity: number }[]) =>
  rows.map((row) => `${ITEMS[row.itemId]?.name ?? row.itemId} ×${formatNumber(row.quantity)}`);

/** The loot lines: what came, what waits in the pouch, what was lost. */
export function lootSummary(loot: OfflineLoot): string[] {
  const lines: string[] = [];
  const tokens = loot.tokens.map(
    (row) =>
      `${formatNumber(row.quantity)} ${WRAITHS_BY_ID[row.wraithId]?.name ?? row.wraithId} ` +
      `${row.quantity === 1 ? 'token' : 'tokens'}`,
  );
  // Tokens first, then gear, then materials: the rarer news before the piles.
  const isMaterial = (row: { itemId: string }) => ITEMS[row.itemId]?.type === 'material';
  const gained = [
    ...tokens,
    ...itemRows(loot.items.filter((row) => !isMaterial(row))),
    ...itemRows(loot.items.filter(isMaterial)),
  ];
  if (gained.length > 0) lines.push(`🎁 Loot: ${lootList(gained)}.`);
  if (loot.pouched.length > 0)
    lines.push(`🎒 No room in your bag, kept in the loot pouch: ${lootList(itemRows(loot.pouched))}.`);
  if (loot.lost.length > 0) lines.push(`⚠️ Lost to a full loot pouch: ${lootList(itemRows(loot.lost))}.`);
  return lines;
}

function combatSummary({ combat, death }: CombatSlice): string[] {
  const lines: string[] = [];
  const enemies = (count: number) => `${formatNumber(count)} ${count === 1 ? 'enemy' : 'enemies'}`;
  if (combat && combat.kills > 0) {
    const boss = combat.boss;
    const bosses =
      boss && boss.kills > 0
        ? `, ${boss.name} ${formatNumber(boss.kills)} ${boss.kills === 1 ? 'time' : 'times'} among them`
        : '';
    lines.push(
      `⚔️ Defeated ${enemies(combat.kills)} in ${combat.areaName}${bosses} ` +
        `(+${formatNumber(combat.xp)} XP, +${formatNumber(combat.gold)} gold).`,
    );
    if (boss && boss.kills > 0 && boss.eventName)
      lines.push(
        `📅 ${boss.eventName} brought ${boss.name} out after ${boss.shortestEvery} kills ` +
          `instead of ${boss.killsForBoss}.`,
      );
  }
  if (combat && combat.potionsUsed > 0)
    lines.push(
      `🧪 Drank ${formatNumber(combat.potionsUsed)} health ${combat.potionsUsed === 1 ? 'potion' : 'potions'}.`,
    );
  if (combat) lines.push(...lootSummary(combat.loot));
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
  const timing: OfflineCombatTiming = {
    startMs: span.startMs,
    countedMs: span.countedMs,
    multiplier: span.multiplier,
    context: span.context,
  };
  const slice = runOfflineCombat(
    world,
    Math.max(0, effectiveMs),
    span.random,
    span.events,
    span.mode,
    goldEvents,
    timing,
    span.perils,
  );
  const combat = world.combat;
  if (slice.combat && !slice.death) {
    const atMs = span.startMs + slice.combat.foughtMs;
    if (combatGoalReached(combat.goal, atMs)) stopCombat(world, 'goal', span.events);
  }
  slice.endedAt = slice.combat && combat.currentAreaId === null ? span.startMs + slice.combat.foughtMs : null;
  if (combat.currentAreaId !== null) {
    // Rift and raid bosses fight only online: a run under way starts over when the hunter is back.
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
