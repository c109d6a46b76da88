/**
 * How likely a fight away is to kill (issue 32). Time away fights at the blows' expected damage, so
 * one run either dies or not; a real fight's blows miss, crit and roll, and a close fight can go
 * either way. Each fight's chance of a fall is the normal tail of the damage it takes: its margin
 * (the lowest health of the expected fight) over the spread of that damage (blows counted and
 * sized at random, and the fight's length varying with the hunter's own rolls). The forecast
 * multiplies the fights' chances of surviving into the risk of the absence.
 */
import { detExp } from '../det-math';
import type { ActiveEnemy } from '../state-types';
import type { DerivedStats } from '../stats';
import { armorMitigation } from './enemy-stats';
import {
  BASE_MISS_PERCENT,
  BLOCK_REDUCTION,
  ENEMY_CRIT_MULTIPLIER,
  ENEMY_CRIT_PERCENT,
  playerMissPercent,
} from './hits';

/** E[U²] for U uniform on [0.9, 1.1]: every blow's roll. */
const ROLL_SQUARE = 1 + (0.2 * 0.2) / 12;
/** Past this many spreads the tail is below 1e-15: no chance worth a number. */
const TAIL_LIMIT = 8;
const INV_SQRT_2PI = 0.3989422804014327;

/** P(Z > z) for a standard normal Z (Abramowitz and Stegun 26.2.17, error under 1e-7). */
export function normalTail(z: number): number {
  if (Number.isNaN(z)) return 0;
  if (z < 0) return 1 - normalTail(-z);
  if (z > TAIL_LIMIT) return 0;
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return INV_SQRT_2PI * detExp((-z * z) / 2) * poly;
}

/**
 * The chance a fight kills, from the lowest health of its expected course (`marginCenti`, at or
 * below 0 when the expected fight itself kills) and the spread of the damage it deals.
 */
export function deathChance(marginCenti: number, spreadCenti: number): number {
  if (!(spreadCenti > 0)) return marginCenti <= 0 ? 1 : 0;
  return normalTail(marginCenti / spreadCenti);
}

/** Mean and variance of one enemy blow against the hunter, as `rollEnemyBlow` rolls it. */
function enemyBlowMoments(derived: DerivedStats, enemy: ActiveEnemy): { mean: number; variance: number } {
  const landed = (1 - BASE_MISS_PERCENT / 100) * (1 - derived.dodge / 100) * (1 - derived.parry / 100);
  const block = derived.block / 100;
  const crit = ENEMY_CRIT_PERCENT / 100;
  const size = enemy.attack * (1 - armorMitigation(derived.defense, enemy.level));
  const meanFactor = block * BLOCK_REDUCTION + (1 - block) * (1 - crit + crit * ENEMY_CRIT_MULTIPLIER);
  const squareFactor =
    block * BLOCK_REDUCTION * BLOCK_REDUCTION +
    (1 - block) * (1 - crit + crit * ENEMY_CRIT_MULTIPLIER * ENEMY_CRIT_MULTIPLIER);
  const mean = size * landed * meanFactor;
  const square = size * size * landed * ROLL_SQUARE * squareFactor;
  return { mean, variance: Math.max(0, square - mean * mean) };
}

/** Mean and variance of one basic blow of the hunter's, as `rollPlayerBlow` rolls it. */
function playerBlowMoments(derived: DerivedStats, enemy: ActiveEnemy): { mean: number; variance: number } {
  const hit = 1 - playerMissPercent(derived, enemy) / 100;
  const crit = derived.critChance / 100;
  const size = derived.hitDamage;
  const mean = size * hit * (1 - crit + crit * derived.critDamage);
  const square = size * size * hit * ROLL_SQUARE * (1 - crit + crit * derived.critDamage * derived.critDamage);
  return { mean, variance: Math.max(0, square - mean * mean) };
}

/**
 * The spread (standard deviation, in HP) of the damage an enemy deals over a whole fight: each blow
 * varies, and so does how many land before it falls. `blowShare` is the part of the hunter's damage
 * that comes from its own blows (summoned wraiths' strikes, steady in this model, do the rest).
 */
export function fightDamageSpread(derived: DerivedStats, enemy: ActiveEnemy, blowShare = 1): number {
  const player = playerBlowMoments(derived, enemy);
  const foe = enemyBlowMoments(derived, enemy);
  if (!(player.mean > 0) || !(foe.mean > 0)) return 0;
  const share = Math.min(1, Math.max(0, blowShare));
  const fightMs = (enemy.maxHealth * derived.attackIntervalMs) / (player.mean / Math.max(share, 1e-9));
  // Blows the hunter needs (a renewal count): mean H/m, variance H·v/m³ for H of health its blows take.
  const byBlows = enemy.maxHealth * share;
  const blowsVariance = (byBlows * player.variance) / (player.mean * player.mean * player.mean);
  const lengthVariance = derived.attackIntervalMs * derived.attackIntervalMs * blowsVariance;
  const enemyBlows = fightMs / enemy.attackIntervalMs;
  const enemyBlowsVariance = lengthVariance / (enemy.attackIntervalMs * enemy.attackIntervalMs);
  return Math.sqrt(enemyBlows * foe.variance + foe.mean * foe.mean * enemyBlowsVariance);
}
