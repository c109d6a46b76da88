/**
 * Summoned wraiths in a fight: each acts on its own clock, its kind's interval from the fight's
 * first enemy (one due between foes acts as the next steps out). An attacker strikes for a share of
 * the hunter's basic hit, a warden renews a ward, a healer mends the hunter; a buffer's aura is in
 * the derived stats instead (stats.ts). Time away uses the same numbers as rates (`wraithRates`).
 */
import type { WraithEffectDef } from '@/content/types';
import type { GameEvent } from '../events';
import type { SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import type { DerivedStats } from '../stats';
import { applyEffect, exposedMultiplier } from './ability-effects';
import { summonedWraiths, type SummonedWraith } from './wraith-rules';

type EffectOf<K extends WraithEffectDef['kind']> = Extract<WraithEffectDef, { kind: K }>;

function intervalOf(effect: WraithEffectDef): number {
  return effect.kind === 'buff' ? 0 : effect.intervalMs;
}

export function wraithStrike(derived: DerivedStats, wraith: SummonedWraith): number {
  const effect = wraith.def.effect as EffectOf<'attack'>;
  const hit = effect.school === 'spell' ? derived.spellHit : derived.physicalHit;
  return hit * effect.hitShare * wraith.power;
}

export function wraithWard(maxHealth: number, wraith: SummonedWraith): number {
  const effect = wraith.def.effect as EffectOf<'shield'>;
  return Math.max(1, Math.round((maxHealth * effect.percent * wraith.power) / 100));
}

export function wraithMend(maxHealth: number, wraith: SummonedWraith): number {
  const effect = wraith.def.effect as EffectOf<'heal'>;
  return Math.max(1, Math.round((maxHealth * effect.percent * wraith.power) / 100));
}

/**
 * The wraiths whose time has come act against the current enemy. Returns the damage they dealt
 * (already taken off the enemy's health) for combat to book.
 */
export function wraithsAct(
  world: GameState,
  derived: () => DerivedStats,
  random: SeededRandom,
  events: GameEvent[],
): number {
  const combat = world.combat;
  const nowMs = world.sim.nowMs;
  let dealt = 0;
  for (const wraith of summonedWraiths(world)) {
    const interval = intervalOf(wraith.def.effect);
    if (interval === 0) continue;
    const due = combat.wraithNextActAt[wraith.slot] ?? 0;
    if (due === 0 || due > nowMs + interval) {
      // First sight of this enemy (or a clock from another time): act one interval from now.
      combat.wraithNextActAt[wraith.slot] = nowMs + interval;
      continue;
    }
    if (nowMs < due) continue;
    combat.wraithNextActAt[wraith.slot] = nowMs + interval;
    const base = { type: 'wraithActed', slot: wraith.slot, wraithId: wraith.def.id } as const;
    switch (wraith.def.effect.kind) {
      case 'attack': {
        if (combat.enemyHealth <= 0) break;
        const raw = wraithStrike(derived(), wraith) * exposedMultiplier(combat.effects) * random.randomFloat(0.9, 1.1);
        const damage = Math.max(1, Math.round(raw));
        const taken = Math.min(damage, combat.enemyHealth);
        combat.enemyHealth -= taken;
        dealt += taken;
        events.push({ ...base, action: 'attack', amount: damage });
        break;
      }
      case 'shield': {
        const amount = wraithWard(world.player.maxHealth, wraith);
        applyEffect(combat.effects, {
          sourceId: `wraith:${wraith.def.id}`,
          kind: 'shield',
          target: 'player',
          amount,
          endsAt: nowMs + interval,
        });
        events.push({ ...base, action: 'shield', amount });
        break;
      }
      case 'heal': {
        const player = world.player;
        if (player.health <= 0 || player.health >= player.maxHealth) break;
        const amount = Math.min(player.maxHealth - player.health, wraithMend(player.maxHealth, wraith));
        player.health += amount;
        events.push({ ...base, action: 'heal', amount });
        break;
      }
      case 'buff':
        break;
    }
  }
  return dealt;
}

/** Wraiths' clocks start again with the next fight. */
export function resetWraithClocks(world: GameState): void {
  world.combat.wraithNextActAt = [0, 0, 0];
}

/** Per second, what the summoned wraiths add to a fight away (expected values). */
export function wraithRates(
  world: GameState,
  derived: DerivedStats,
): { damagePerSecond: number; wardPerSecond: number; healPerSecond: number } {
  const rates = { damagePerSecond: 0, wardPerSecond: 0, healPerSecond: 0 };
  for (const wraith of summonedWraiths(world)) {
    const effect = wraith.def.effect;
    if (effect.kind === 'attack') rates.damagePerSecond += (wraithStrike(derived, wraith) * 1000) / effect.intervalMs;
    if (effect.kind === 'shield')
      rates.wardPerSecond += (wraithWard(world.player.maxHealth, wraith) * 1000) / effect.intervalMs;
    if (effect.kind === 'heal')
      rates.healPerSecond += (wraithMend(world.player.maxHealth, wraith) * 1000) / effect.intervalMs;
  }
  return rates;
}
