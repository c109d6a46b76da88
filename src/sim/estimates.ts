/**
 * What the scripted player reckons before it fights: expected damage each way per second from the
 * derived stats (the same expectation the core's away combat uses: basic blows, misses, crits, dodge,
 * parry, block, armour), an area's XP per hour and whether it is safe to grind there unattended, and
 * the odds against an area's boss. Estimates guide choices only; every fight itself is the core's.
 */
import { AREAS_BY_ID, BOSSES_BY_ID, enemyOrBoss, ITEMS } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import type { ActiveEnemy } from '@/core/state-types';
import type { DerivedStats } from '@/core/stats';
import { RESPAWN_DELAY_MS } from '@/core/systems/combat';
import { OFFLINE_KILL_XP_BASE, OFFLINE_KILL_XP_PER_LEVEL } from '@/core/systems/combat-offline';
import { armorMitigation, spawnEnemy } from '@/core/systems/enemy-stats';
import { ENEMY_CRIT_MULTIPLIER, expectedEnemyBlow, expectedPlayerBlow } from '@/core/systems/hits';
import { POTION_COOLDOWN_MS, POTION_SLOTS } from '@/core/systems/potions';
import { HEALTH_REGEN_IN_COMBAT } from '@/core/systems/regen';

export interface Exchange {
  /** Expected damage per second the hunter deals with basic blows. */
  playerDps: number;
  /** Expected damage per second the enemy deals to the hunter. */
  enemyDps: number;
}

export function expectedExchange(derived: DerivedStats, enemy: ActiveEnemy): Exchange {
  const enemyBlow = expectedEnemyBlow(derived, enemy);
  return {
    playerDps: (expectedPlayerBlow(derived, enemy) * 1000) / derived.attackIntervalMs,
    enemyDps: (enemyBlow * 1000) / enemy.attackIntervalMs,
  };
}

/** The largest single blow an enemy can land on this hunter (a crit at the top of its roll). */
export function largestBlow(enemy: ActiveEnemy, armor: number): number {
  return Math.ceil(enemy.attack * 1.1 * ENEMY_CRIT_MULTIPLIER * (1 - armorMitigation(armor, enemy.level)));
}

export interface AreaRating {
  areaId: string;
  /** Kill XP per hour of grinding in closed form (kill XP capped as away; a zone's boss fights in its turn). */
  xpPerHour: number;
  /** Average seconds from one enemy's spawn to the next's. */
  secondsPerKill: number;
  /** The worst enemy's expected damage over one fight, as a share of max health. */
  worstFightShare: number;
  /** Health lost per kill beyond what combat regeneration gives back (<= 0: the grind sustains itself). */
  netLossPerKill: number;
}

const IN_COMBAT_REGEN_SHARE = HEALTH_REGEN_IN_COMBAT;

/** How grinding an area's enemies goes for this hunter, or null for an unknown area. */
export function rateArea(world: ReadonlyWorld, derived: DerivedStats, areaId: string): AreaRating | null {
  const area = AREAS_BY_ID[areaId];
  if (!area) return null;
  const xpCap = OFFLINE_KILL_XP_BASE + OFFLINE_KILL_XP_PER_LEVEL * world.player.level;
  const regenPerSecond = Math.max(1, Math.floor(derived.maxHealth * IN_COMBAT_REGEN_SHARE));
  let seconds = 0;
  let xp = 0;
  let loss = 0;
  let worst = 0;
  for (const enemyId of area.enemies) {
    const definition = enemyOrBoss(enemyId);
    if (!definition) continue;
    const enemy = spawnEnemy(definition, 0);
    const exchange = expectedExchange(derived, enemy);
    const fightSeconds = enemy.maxHealth / Math.max(0.01, exchange.playerDps);
    const taken = exchange.enemyDps * fightSeconds;
    worst = Math.max(worst, taken / derived.maxHealth);
    seconds += fightSeconds + RESPAWN_DELAY_MS / 1000;
    xp += Math.min(xpCap, definition.xp);
    loss += taken - regenPerSecond * (fightSeconds + RESPAWN_DELAY_MS / 1000);
  }
  const count = area.enemies.length;
  // A zone's boss steps out in closed form too, after killsForBoss kills (rifts and raids keep theirs online).
  const boss = area.kind === 'zone' ? BOSSES_BY_ID[area.bossId] : undefined;
  let cycleSeconds = count > 0 ? (seconds / count) * area.killsForBoss : 0;
  let cycleXp = count > 0 ? (xp / count) * area.killsForBoss : 0;
  if (boss) {
    const enemy = spawnEnemy(boss, 0);
    cycleSeconds += enemy.maxHealth / Math.max(0.01, expectedExchange(derived, enemy).playerDps);
    cycleSeconds += RESPAWN_DELAY_MS / 1000;
    cycleXp += Math.min(xpCap, boss.xp);
  }
  return {
    areaId,
    xpPerHour: cycleSeconds > 0 ? (cycleXp / cycleSeconds) * 3600 : 0,
    secondsPerKill: count > 0 ? seconds / count : 0,
    worstFightShare: worst,
    netLossPerKill: count > 0 ? loss / count : 0,
  };
}

/** The belt's health potion: how much one heals (at most 60% of max health counts) and how many are left. */
function beltPotion(world: ReadonlyWorld, maxHealth: number): { heal: number; count: number } {
  for (const slot of POTION_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? world.inventory.items.find((candidate) => candidate.id === entryId) : undefined;
    const potion = entry ? ITEMS[entry.itemId]?.potion : undefined;
    if (entry && potion?.restores === 'health')
      return { heal: Math.min(potion.amount, maxHealth * 0.6), count: entry.quantity };
  }
  return { heal: 0, count: 0 };
}

export interface BossOdds {
  bossId: string;
  /** Seconds the hunter's basic blows need to bring the boss down. */
  fightSeconds: number;
  /** How long the hunter lasts over how long the fight takes: >= 1 wins (capped at 10). */
  ratio: number;
}

const MAX_ODDS = 10;

/**
 * The hunter's odds against an area's boss with basic blows (abilities only improve them): it spends
 * the health above one blow (then it leaves, fight.ts), healed by combat regeneration and a potion
 * every cooldown while the belt lasts; the boss's expected damage per second wears that down.
 */
export function bossOdds(world: ReadonlyWorld, derived: DerivedStats, areaId: string): BossOdds | null {
  const area = AREAS_BY_ID[areaId];
  const boss = area ? BOSSES_BY_ID[area.bossId] : undefined;
  if (!area || !boss) return null;
  const enemy = spawnEnemy(boss, 0);
  const exchange = expectedExchange(derived, enemy);
  const fightSeconds = enemy.maxHealth / Math.max(0.01, exchange.playerDps);
  const regen = Math.max(1, Math.floor(derived.maxHealth * IN_COMBAT_REGEN_SHARE));
  const spendable = Math.max(0, derived.maxHealth - largestBlow(enemy, derived.defense));
  const potion = beltPotion(world, derived.maxHealth);
  const potionSeconds = (potion.count * POTION_COOLDOWN_MS) / 1000;
  const lossWithPotions = exchange.enemyDps - regen - (potion.heal * 1000) / POTION_COOLDOWN_MS;
  const lossWithout = exchange.enemyDps - regen;
  let lasts: number;
  if (lossWithPotions > 0 && spendable <= lossWithPotions * potionSeconds) lasts = spendable / lossWithPotions;
  else {
    const left = spendable - Math.max(0, lossWithPotions) * potionSeconds;
    lasts = lossWithout > 0 ? potionSeconds + left / lossWithout : Number.POSITIVE_INFINITY;
  }
  return { bossId: boss.id, fightSeconds, ratio: Math.min(MAX_ODDS, lasts / fightSeconds) };
}
