/**
 * Lingering effects in a fight (abilities' damage over time, wards, buffs and debuffs; wraiths'
 * wards): stored in `combat.effects`, so a fight saves and resumes with them. Combat and the rank
 * trial share these rules: blows pass through `outgoingMultiplier` and `absorbIncoming`, the clock
 * through `tickEffects`.
 */
import type { BuffStat, DebuffStat } from '@/content/types';
import type { GameEvent } from '../events';
import type { ActiveEffect, CombatState } from '../state-types';
import type { DerivedStats } from '../stats';

/** The hunter's buffs of a stat, summed (percent). */
export function buffPercent(effects: readonly ActiveEffect[], stat: BuffStat): number {
  let total = 0;
  for (const effect of effects) if (effect.kind === 'buff' && effect.stat === stat) total += effect.amount;
  return total;
}

/** The enemy's debuffs of a stat, summed (percent). */
export function debuffPercent(effects: readonly ActiveEffect[], stat: DebuffStat): number {
  let total = 0;
  for (const effect of effects) if (effect.kind === 'debuff' && effect.stat === stat) total += effect.amount;
  return total;
}

/** Derived stats under the hunter's buffs: damage raises both hits, crit adds points, haste shortens the swing. */
export function buffedStats(derived: DerivedStats, effects: readonly ActiveEffect[]): DerivedStats {
  if (effects.length === 0) return derived;
  const damage = buffPercent(effects, 'damage');
  const crit = buffPercent(effects, 'crit');
  const haste = Math.min(50, buffPercent(effects, 'haste'));
  if (damage === 0 && crit === 0 && haste === 0) return derived;
  const scale = 1 + damage / 100;
  return {
    ...derived,
    hitDamage: derived.hitDamage * scale,
    physicalHit: derived.physicalHit * scale,
    spellHit: derived.spellHit * scale,
    critChance: Math.min(100, derived.critChance + crit),
    attackIntervalMs: Math.round(derived.attackIntervalMs * (1 - haste / 100)),
  };
}

/** What the enemy's debuffs do to the hunter's blows (expose) and to its own (weaken). */
export function exposedMultiplier(effects: readonly ActiveEffect[]): number {
  return 1 + debuffPercent(effects, 'expose') / 100;
}

export function weakenedMultiplier(effects: readonly ActiveEffect[]): number {
  return Math.max(0.2, 1 - debuffPercent(effects, 'weaken') / 100);
}

/**
 * Adds an effect; the same source's effect on the same target is refreshed, not stacked, so a buff
 * cast twice lasts longer but is not twice as strong.
 */
export function applyEffect(effects: ActiveEffect[], effect: ActiveEffect): void {
  const index = effects.findIndex((entry) => entry.sourceId === effect.sourceId && entry.target === effect.target);
  if (index >= 0) effects[index] = effect;
  else effects.push(effect);
}

/** A ward's absorb points left, over every ward. */
export function shieldLeft(effects: readonly ActiveEffect[]): number {
  let total = 0;
  for (const effect of effects) if (effect.kind === 'shield') total += effect.amount;
  return total;
}

/** Wards take an incoming blow, oldest first; returns what is left for the hunter's health. */
export function absorbIncoming(effects: ActiveEffect[], damage: number, events: GameEvent[]): number {
  let left = damage;
  for (const effect of effects) {
    if (left <= 0) break;
    if (effect.kind !== 'shield' || effect.amount <= 0) continue;
    const absorbed = Math.min(effect.amount, left);
    effect.amount -= absorbed;
    left -= absorbed;
    events.push({ type: 'shieldAbsorbed', sourceId: effect.sourceId, absorbed });
  }
  if (left !== damage) removeWhere(effects, (effect) => effect.kind === 'shield' && effect.amount <= 0);
  return left;
}

function removeWhere(effects: ActiveEffect[], drop: (effect: ActiveEffect) => boolean): void {
  let write = 0;
  for (const effect of effects) if (!drop(effect)) effects[write++] = effect;
  effects.length = write;
}

/**
 * Advances the effects to `nowMs`: each damage over time bites when due (at most once per tick:
 * intervals are whole seconds), expired effects fall away. Returns the damage dealt to the enemy,
 * by source, for the caller to book (it owns the enemy's health and the statistics).
 */
export function tickEffects(effects: ActiveEffect[], nowMs: number): { sourceId: string; damage: number }[] {
  if (effects.length === 0) return [];
  const bites: { sourceId: string; damage: number }[] = [];
  for (const effect of effects) {
    if (effect.kind !== 'dot' || effect.nextTickAt === undefined || nowMs < effect.nextTickAt) continue;
    bites.push({ sourceId: effect.sourceId, damage: effect.amount });
    effect.ticksLeft = (effect.ticksLeft ?? 1) - 1;
    effect.nextTickAt = effect.ticksLeft > 0 ? effect.nextTickAt + Math.max(100, effect.intervalMs ?? 1000) : undefined;
  }
  removeWhere(effects, (effect) => effect.endsAt <= nowMs || (effect.kind === 'dot' && (effect.ticksLeft ?? 0) <= 0));
  return bites;
}

/** The enemy fell or left: what was on it goes with it; the hunter's own effects stay. */
export function clearEnemyEffects(combat: Pick<CombatState, 'effects'>): void {
  removeWhere(combat.effects, (effect) => effect.target === 'enemy');
}
