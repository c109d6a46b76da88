/** Enemy numbers from level and archetype (content lists only level, archetype and boss multipliers). */
import type { BossDef, EnemyArchetype, EnemyDef } from '@/content/types';
import type { ActiveEnemy } from '../state-types';

export const ARCHETYPES: Readonly<
  Record<EnemyArchetype, { hp: number; damage: number; intervalMs: number; evasion: number }>
> = {
  brute: { hp: 1.2, damage: 1.25, intervalMs: 3_000, evasion: 0 },
  skirmisher: { hp: 0.85, damage: 0.8, intervalMs: 2_000, evasion: 8 },
  caster: { hp: 0.8, damage: 1.3, intervalMs: 2_600, evasion: 3 },
  tank: { hp: 1.6, damage: 0.8, intervalMs: 3_200, evasion: 0 },
  swarm: { hp: 0.6, damage: 0.6, intervalMs: 1_800, evasion: 5 },
};

/** Enemies scale with level, and again with the rank multipliers hunters gain (x(1 + level/40)). */
export function enemyBaseHealth(level: number): number {
  return (25 + 10 * level + 0.25 * level * level) * (1 + level / 40);
}

export function enemyBaseDamage(level: number): number {
  return (4 + 1.6 * level + 0.05 * level * level) * (1 + level / 50);
}

function isBoss(enemy: EnemyDef | BossDef): enemy is BossDef {
  return 'hpMultiplier' in enemy;
}

export function enemyStats(enemy: EnemyDef | BossDef): {
  maxHealth: number;
  attack: number;
  attackIntervalMs: number;
  evasion: number;
  isBoss: boolean;
} {
  const archetype = ARCHETYPES[enemy.archetype];
  const boss = isBoss(enemy);
  const hpMultiplier = boss ? enemy.hpMultiplier : 1;
  const damageMultiplier = boss ? enemy.damageMultiplier : 1;
  return {
    maxHealth: Math.max(1, Math.round(enemyBaseHealth(enemy.level) * archetype.hp * hpMultiplier)),
    attack: Math.max(1, Math.round(enemyBaseDamage(enemy.level) * archetype.damage * damageMultiplier)),
    attackIntervalMs: archetype.intervalMs,
    evasion: archetype.evasion,
    isBoss: boss,
  };
}

export function spawnEnemy(enemy: EnemyDef | BossDef, nowMs: number): ActiveEnemy {
  const stats = enemyStats(enemy);
  return {
    id: enemy.id,
    isBoss: stats.isBoss,
    level: enemy.level,
    maxHealth: stats.maxHealth,
    attack: stats.attack,
    attackIntervalMs: stats.attackIntervalMs,
    evasion: stats.evasion,
    spawnedAt: nowMs,
    damageTakenByPlayer: 0,
  };
}

/** Share of an enemy blow the player's armour absorbs (0..1), weaker against higher levels. */
export function armorMitigation(armor: number, enemyLevel: number): number {
  if (armor <= 0) return 0;
  return armor / (armor + 50 + 10 * enemyLevel);
}
