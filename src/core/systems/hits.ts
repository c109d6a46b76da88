/** Rolling blows: hit, miss, crit and the enemy's blows against dodge, parry, block and armour. */
import type { AttackOutcome } from '../events';
import type { SeededRandom } from '../rng';
import type { ActiveEnemy } from '../state-types';
import type { DamageSchool, DerivedStats } from '../stats';
import { armorMitigation } from './enemy-stats';

export const BASE_MISS_PERCENT = 5;
export const ENEMY_CRIT_PERCENT = 5;
export const ENEMY_CRIT_MULTIPLIER = 1.5;
export const BLOCK_REDUCTION = 0.5;
/** Each perception point trims the miss chance by 0.02 points (docs/decisions.md, Core). */
export const PERCEPTION_ACCURACY = 0.02;

export interface Blow {
  damage: number;
  outcome: AttackOutcome;
}

export function playerMissPercent(derived: DerivedStats, enemy: ActiveEnemy): number {
  return Math.max(1, Math.min(60, BASE_MISS_PERCENT + enemy.evasion - derived.perception * PERCEPTION_ACCURACY));
}

/** A player blow of `multiplier` basic hits of the given school. */
export function rollPlayerBlow(
  random: SeededRandom,
  derived: DerivedStats,
  enemy: ActiveEnemy,
  school: DamageSchool,
  multiplier: number,
): Blow {
  if (random.chancePercent(playerMissPercent(derived, enemy))) return { damage: 0, outcome: 'miss' };
  const base =
    (school === 'spell' ? derived.spellHit : derived.physicalHit) * multiplier * random.randomFloat(0.9, 1.1);
  const crit = random.chancePercent(derived.critChance);
  const damage = Math.max(1, Math.round(crit ? base * derived.critDamage : base));
  return { damage, outcome: crit ? 'crit' : 'hit' };
}

/** An enemy blow against the player's avoidance and armour. */
export function rollEnemyBlow(random: SeededRandom, derived: DerivedStats, enemy: ActiveEnemy): Blow {
  if (random.chancePercent(BASE_MISS_PERCENT)) return { damage: 0, outcome: 'miss' };
  if (random.chancePercent(derived.dodge)) return { damage: 0, outcome: 'dodge' };
  if (random.chancePercent(derived.parry)) return { damage: 0, outcome: 'parry' };
  const blocked = random.chancePercent(derived.block);
  const crit = !blocked && random.chancePercent(ENEMY_CRIT_PERCENT);
  let raw = enemy.attack * random.randomFloat(0.9, 1.1);
  if (blocked) raw *= BLOCK_REDUCTION;
  if (crit) raw *= ENEMY_CRIT_MULTIPLIER;
  const damage = Math.max(1, Math.round(raw * (1 - armorMitigation(derived.defense, enemy.level))));
  return { damage, outcome: blocked ? 'block' : crit ? 'crit' : 'hit' };
}

/** A basic player blow's expected damage against `enemy` (misses and crits averaged in): the closed-form fights. */
export function expectedPlayerBlow(derived: DerivedStats, enemy: ActiveEnemy): number {
  const hitShare = 1 - playerMissPercent(derived, enemy) / 100;
  const critFactor = 1 + (derived.critChance / 100) * (derived.critDamage - 1);
  return derived.hitDamage * hitShare * critFactor;
}

/** An enemy blow's expected damage against the player's avoidance, blocks and armour, crits averaged in. */
export function expectedEnemyBlow(derived: DerivedStats, enemy: ActiveEnemy): number {
  const block = derived.block / 100;
  return (
    enemy.attack *
    (1 - BASE_MISS_PERCENT / 100) *
    (1 - derived.dodge / 100) *
    (1 - derived.parry / 100) *
    (1 - block * (1 - BLOCK_REDUCTION)) *
    (1 + (1 - block) * (ENEMY_CRIT_PERCENT / 100) * (ENEMY_CRIT_MULTIPLIER - 1)) *
    (1 - armorMitigation(derived.defense, enemy.level))
  );
}
