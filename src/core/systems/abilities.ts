/**
 * The ability hook: each ability id maps to a handler. Handlers for the content's effect kinds are
 * generic (damage, finisher, heal); `ABILITY_OVERRIDES` lets later content give an id its own code
 * without touching combat. Combat asks `chooseAbility` on each player action and `useAbility` runs it.
 */
import type { AbilityDef, AbilityEffectDef } from '@/content/types';
import { ABILITIES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import type { SeededRandom } from '../rng';
import type { ActiveEnemy, GameState } from '../state-types';
import type { DerivedStats } from '../stats';
import { rollPlayerBlow, type Blow } from './hits';

export interface AbilityContext {
  world: GameState;
  ability: AbilityDef;
  rank: number;
  derived: DerivedStats;
  enemy: ActiveEnemy;
  random: SeededRandom;
  nowMs: number;
}

export interface AbilityResult {
  blow: Blow | null;
  healing: number;
  comboPointsGained: number;
  comboPointsSpent: number;
  chillMs: number;
}

export interface AbilityHandler {
  /** Whether using it now makes sense (beyond cost and cooldown, which combat checks). */
  canUse(context: AbilityContext): boolean;
  use(context: AbilityContext): AbilityResult;
}

const NO_RESULT: AbilityResult = { blow: null, healing: 0, comboPointsGained: 0, comboPointsSpent: 0, chillMs: 0 };

type EffectOf<K extends AbilityEffectDef['kind']> = Extract<AbilityEffectDef, { kind: K }>;

const KIND_HANDLERS: { readonly [K in AbilityEffectDef['kind']]: AbilityHandler } = {
  damage: {
    canUse: () => true,
    use(context) {
      const effect = context.ability.effect as EffectOf<'damage'>;
      const multiplier = effect.multiplier + effect.perRank * (context.rank - 1);
      const blow = rollPlayerBlow(context.random, context.derived, context.enemy, effect.school, multiplier);
      const landed = blow.outcome !== 'miss';
      return {
        ...NO_RESULT,
        blow,
        comboPointsGained: landed ? (effect.comboPointsGained ?? 0) : 0,
        chillMs: landed ? (effect.chillMs ?? 0) : 0,
      };
    },
  },
  finisher: {
    canUse(context) {
      const effect = context.ability.effect as EffectOf<'finisher'>;
      return context.world.resourcePools.comboPoints.current >= effect.minPoints;
    },
    use(context) {
      const effect = context.ability.effect as EffectOf<'finisher'>;
      const points = context.world.resourcePools.comboPoints.current;
      const multiplier = points * (effect.multiplierPerPoint + effect.perRank * (context.rank - 1));
      const blow = rollPlayerBlow(context.random, context.derived, context.enemy, effect.school, multiplier);
      return { ...NO_RESULT, blow, comboPointsSpent: points };
    },
  },
  heal: {
    canUse(context) {
      const effect = context.ability.effect as EffectOf<'heal'>;
      const player = context.world.player;
      return player.health < player.maxHealth * effect.belowHealthShare;
    },
    use(context) {
      const effect = context.ability.effect as EffectOf<'heal'>;
      const percent = effect.percent + effect.perRank * (context.rank - 1);
      return { ...NO_RESULT, healing: Math.round((context.world.player.maxHealth * percent) / 100) };
    },
  },
};

/** Per-id handlers that replace the generic one (empty until an ability needs bespoke rules). */
export const ABILITY_OVERRIDES: Readonly<Record<string, AbilityHandler>> = {};

export function abilityHandler(ability: AbilityDef): AbilityHandler {
  return ABILITY_OVERRIDES[ability.id] ?? KIND_HANDLERS[ability.effect.kind];
}

function affordable(world: GameState, ability: AbilityDef): boolean {
  const { resource, amount } = ability.cost;
  if (resource === 'none') return true;
  return world.resourcePools[resource].current >= amount;
}

/** The first equipped ability (priority list, else slot order) that is ready, affordable and useful. */
export function chooseAbility(
  world: GameState,
  derived: DerivedStats,
  enemy: ActiveEnemy,
  random: SeededRandom,
): AbilityContext | null {
  const abilities = world.abilities;
  if (abilities.manualMode) return null;
  const order = abilities.autoUsePriorities.length > 0 ? abilities.autoUsePriorities : abilities.equipped;
  const nowMs = world.sim.nowMs;
  for (const id of order) {
    if (id === null || !abilities.equipped.includes(id)) continue;
    const unlocked = abilities.unlocked[id];
    const ability = ABILITIES_BY_ID[id];
    if (!unlocked || !ability) continue;
    if ((abilities.cooldowns[id] ?? 0) > nowMs || !affordable(world, ability)) continue;
    const context: AbilityContext = { world, ability, rank: unlocked.currentRank, derived, enemy, random, nowMs };
    if (abilityHandler(ability).canUse(context)) return context;
  }
  return null;
}

/** Pays the cost, starts the cooldown, runs the handler and books the statistics. */
export function useAbility(context: AbilityContext, events: GameEvent[]): AbilityResult {
  const { world, ability, nowMs } = context;
  const pools = world.resourcePools;
  if (ability.cost.resource !== 'none') pools[ability.cost.resource].current -= ability.cost.amount;
  world.abilities.cooldowns[ability.id] = nowMs + ability.cooldownMs;
  const result = abilityHandler(ability).use(context);
  const combo = pools.comboPoints;
  combo.current = Math.min(combo.max, Math.max(0, combo.current - result.comboPointsSpent + result.comboPointsGained));
  const damage = result.blow?.damage ?? 0;
  const stats = (world.abilities.statistics[ability.id] ??= { uses: 0, damage: 0, healing: 0 });
  stats.uses += 1;
  stats.damage += damage;
  stats.healing += result.healing;
  events.push({ type: 'abilityUsed', abilityId: ability.id, rank: context.rank, damage, healing: result.healing });
  return result;
}
