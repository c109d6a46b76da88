/**
 * The ability hook: each ability id maps to a handler. Handlers for the content's effect kinds are
 * generic (damage, finisher, heal, dot, shield, buff, debuff); `ABILITY_OVERRIDES` lets later content
 * give an id its own code without touching combat. On each player action combat fires the player's
 * queued cast, else asks `chooseAbility` (priorities, then slot order, each under its condition)
 * unless in manual mode; `useAbility` runs it. The rank trial uses the same two.
 */
import type { AbilityDef, AbilityEffectDef } from '@/content/types';
import { ABILITIES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import type { ReadonlyWorld } from '../readonly';
import type { SeededRandom } from '../rng';
import type { AbilityCondition, ActiveEffect, ActiveEnemy, GameState } from '../state-types';
import type { DerivedStats } from '../stats';
import { applyEffect, exposedMultiplier } from './ability-effects';
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
  /** What lingers after it (already added to `world.combat.effects` by useAbility). */
  effect: ActiveEffect | null;
}

export interface AbilityHandler {
  /** Whether using it now makes sense (beyond cost and cooldown, which combat checks). */
  canUse(context: AbilityContext): boolean;
  use(context: AbilityContext): AbilityResult;
}

const NO_RESULT: AbilityResult = {
  blow: null,
  healing: 0,
  comboPointsGained: 0,
  comboPointsSpent: 0,
  chillMs: 0,
  effect: null,
};

/** A ranked value: its rank-1 base plus perRank for each rank above 1. */
export function ranked(base: number, perRank: number, rank: number): number {
  return base + perRank * (rank - 1);
}

/** A blow of `multiplier` basic hits, made stronger by what exposes the enemy. */
function abilityBlow(context: AbilityContext, school: 'physical' | 'spell', multiplier: number): Blow {
  const exposed = exposedMultiplier(context.world.combat.effects);
  return rollPlayerBlow(context.random, context.derived, context.enemy, school, multiplier * exposed);
}

function hitOf(derived: DerivedStats, school: 'physical' | 'spell'): number {
  return school === 'spell' ? derived.spellHit : derived.physicalHit;
}

type EffectOf<K extends AbilityEffectDef['kind']> = Extract<AbilityEffectDef, { kind: K }>;

const KIND_HANDLERS: { readonly [K in AbilityEffectDef['kind']]: AbilityHandler } = {
  damage: {
    canUse: () => true,
    use(context) {
      const effect = context.ability.effect as EffectOf<'damage'>;
      const multiplier = ranked(effect.multiplier, effect.perRank, context.rank);
      const blow = abilityBlow(context, effect.school, multiplier);
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
      const blow = abilityBlow(context, effect.school, multiplier);
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
      const percent = ranked(effect.percent, effect.perRank, context.rank);
      return { ...NO_RESULT, healing: Math.round((context.world.player.maxHealth * percent) / 100) };
    },
  },
  dot: {
    canUse: (context) => !context.world.combat.effects.some((entry) => entry.sourceId === context.ability.id),
    use(context) {
      const effect = context.ability.effect as EffectOf<'dot'>;
      const blow = effect.multiplier > 0 ? abilityBlow(context, effect.school, effect.multiplier) : null;
      if (blow?.outcome === 'miss') return { ...NO_RESULT, blow };
      const perTick =
        hitOf(context.derived, effect.school) * ranked(effect.tickMultiplier, effect.perRank, context.rank);
      return {
        ...NO_RESULT,
        blow,
        effect: {
          sourceId: context.ability.id,
          kind: 'dot',
          target: 'enemy',
          amount: Math.max(1, Math.round(perTick)),
          endsAt: context.nowMs + effect.ticks * effect.intervalMs + 1,
          nextTickAt: context.nowMs + effect.intervalMs,
          intervalMs: effect.intervalMs,
          ticksLeft: effect.ticks,
        },
      };
    },
  },
  shield: {
    canUse: (context) => !context.world.combat.effects.some((entry) => entry.sourceId === context.ability.id),
    use(context) {
      const effect = context.ability.effect as EffectOf<'shield'>;
      const percent = ranked(effect.percent, effect.perRank, context.rank);
      return {
        ...NO_RESULT,
        effect: {
          sourceId: context.ability.id,
          kind: 'shield',
          target: 'player',
          amount: Math.max(1, Math.round((context.world.player.maxHealth * percent) / 100)),
          endsAt: context.nowMs + effect.durationMs,
        },
      };
    },
  },
  buff: {
    canUse: (context) => !context.world.combat.effects.some((entry) => entry.sourceId === context.ability.id),
    use(context) {
      const effect = context.ability.effect as EffectOf<'buff'>;
      return {
        ...NO_RESULT,
        effect: {
          sourceId: context.ability.id,
          kind: 'buff',
          target: 'player',
          stat: effect.stat,
          amount: ranked(effect.percent, effect.perRank, context.rank),
          endsAt: context.nowMs + effect.durationMs,
        },
      };
    },
  },
  debuff: {
    canUse: (context) => !context.world.combat.effects.some((entry) => entry.sourceId === context.ability.id),
    use(context) {
      const effect = context.ability.effect as EffectOf<'debuff'>;
      const blow = effect.multiplier > 0 ? abilityBlow(context, effect.school, effect.multiplier) : null;
      if (blow?.outcome === 'miss') return { ...NO_RESULT, blow };
      return {
        ...NO_RESULT,
        blow,
        effect: {
          sourceId: context.ability.id,
          kind: 'debuff',
          target: 'enemy',
          stat: effect.stat,
          amount: ranked(effect.percent, effect.perRank, context.rank),
          endsAt: context.nowMs + effect.durationMs,
        },
      };
    },
  },
};

/** Per-id handlers that replace the generic one (empty until an ability needs bespoke rules). */
export const ABILITY_OVERRIDES: Readonly<Record<string, AbilityHandler>> = {};

export function abilityHandler(ability: AbilityDef): AbilityHandler {
  return ABILITY_OVERRIDES[ability.id] ?? KIND_HANDLERS[ability.effect.kind];
}

function affordable(world: ReadonlyWorld, ability: AbilityDef): boolean {
  const { resource, amount } = ability.cost;
  if (resource === 'none') return true;
  return world.resourcePools[resource].current >= amount;
}

const RESOURCE_NAMES = { mana: 'mana', energy: 'energy', comboPoints: 'combo points' } as const;

export const ABILITY_MESSAGES = {
  notInCombat: 'Not in combat',
  noEnemy: 'No enemy to target',
  notEquipped: 'Ability not equipped',
  notUnlocked: 'Ability not unlocked',
  alreadyQueued: 'Already casting',
} as const;

/** Whether an auto-use condition holds now. */
export function conditionHolds(
  condition: AbilityCondition,
  world: ReadonlyWorld,
  enemy: ActiveEnemy,
  enemyHealth: number,
): boolean {
  const player = world.player;
  switch (condition) {
    case 'always':
      return true;
    case 'healthBelow50':
      return player.health < player.maxHealth * 0.5;
    case 'healthBelow30':
      return player.health < player.maxHealth * 0.3;
    case 'enemyIsBoss':
      return enemy.isBoss;
    case 'enemyHealthAbove50':
      return enemyHealth > enemy.maxHealth * 0.5;
    case 'enemyHealthBelow30':
      return enemyHealth < enemy.maxHealth * 0.3;
    case 'comboPointsFull':
      return world.resourcePools.comboPoints.current >= world.resourcePools.comboPoints.max;
  }
}

/**
 * Why the ability can't be fired now (cooldown, cost, or its handler's own sense such as a heal at
 * full health), or null. Shared by auto-use, the cast command and the HUD's ability bar.
 */
export function readinessRefusal(world: GameState, ability: AbilityDef, context: AbilityContext | null): string | null {
  const readyAt = world.abilities.cooldowns[ability.id] ?? 0;
  if (readyAt > world.sim.nowMs)
    return `${ability.name} is on cooldown (${Math.ceil((readyAt - world.sim.nowMs) / 1000)} s)`;
  if (!affordable(world, ability)) {
    const { resource, amount } = ability.cost;
    return `Not enough ${RESOURCE_NAMES[resource as keyof typeof RESOURCE_NAMES]} (${amount} needed)`;
  }
  if (context && !abilityHandler(ability).canUse(context)) return `${ability.name} would do nothing now`;
  return null;
}

/** Why the player can't cast this equipped ability now, or null (the cast command's checks). */
export function castRefusal(world: GameState, abilityId: unknown): string | null {
  const ability = typeof abilityId === 'string' ? ABILITIES_BY_ID[abilityId] : undefined;
  if (!ability) return `Unknown ability: ${String(abilityId)}`;
  const unlocked = world.abilities.unlocked[ability.id];
  if (!unlocked) return ABILITY_MESSAGES.notUnlocked;
  if (!world.abilities.equipped.includes(ability.id)) return ABILITY_MESSAGES.notEquipped;
  if (world.combat.currentAreaId === null) return ABILITY_MESSAGES.notInCombat;
  if (world.abilities.queuedCast !== null) return ABILITY_MESSAGES.alreadyQueued;
  return readinessRefusal(world, ability, null);
}

function contextFor(
  world: GameState,
  id: string,
  derived: DerivedStats,
  enemy: ActiveEnemy,
  random: SeededRandom,
): AbilityContext | null {
  const unlocked = world.abilities.unlocked[id];
  const ability = ABILITIES_BY_ID[id];
  if (!unlocked || !ability || !world.abilities.equipped.includes(id)) return null;
  return { world, ability, rank: unlocked.currentRank, derived, enemy, random, nowMs: world.sim.nowMs };
}

/** The player's queued cast, if it can still be fired; the queue is emptied either way. */
export function takeQueuedCast(
  world: GameState,
  derived: DerivedStats,
  enemy: ActiveEnemy,
  random: SeededRandom,
): AbilityContext | null {
  const id = world.abilities.queuedCast;
  if (id === null) return null;
  world.abilities.queuedCast = null;
  const context = contextFor(world, id, derived, enemy, random);
  if (!context || readinessRefusal(world, context.ability, context) !== null) return null;
  return context;
}

/** Auto-use order: the priority list, then equipped abilities missing from it in slot order. */
export function autoUseOrder(world: ReadonlyWorld): string[] {
  const abilities = world.abilities;
  const order: string[] = [];
  for (const id of abilities.autoUsePriorities)
    if (abilities.equipped.includes(id) && !order.includes(id)) order.push(id);
  for (const id of abilities.equipped) if (id !== null && !order.includes(id)) order.push(id);
  return order;
}

/** The first ability in auto-use order that is ready, affordable, useful and whose condition holds. */
export function chooseAbility(
  world: GameState,
  derived: DerivedStats,
  enemy: ActiveEnemy,
  random: SeededRandom,
  enemyHealth: number = enemy.maxHealth,
): AbilityContext | null {
  const abilities = world.abilities;
  if (abilities.manualMode) return null;
  for (const id of autoUseOrder(world)) {
    const context = contextFor(world, id, derived, enemy, random);
    if (!context) continue;
    if (!conditionHolds(abilities.conditions[id] ?? 'always', world, enemy, enemyHealth)) continue;
    if (readinessRefusal(world, context.ability, context) === null) return context;
  }
  return null;
}

/** Pays the cost, starts the cooldown, runs the handler, keeps what lingers and books the statistics. */
export function useAbility(context: AbilityContext, events: GameEvent[], manual = false): AbilityResult {
  const { world, ability, nowMs } = context;
  const pools = world.resourcePools;
  if (ability.cost.resource !== 'none') pools[ability.cost.resource].current -= ability.cost.amount;
  world.abilities.cooldowns[ability.id] = nowMs + ability.cooldownMs;
  const result = abilityHandler(ability).use(context);
  const combo = pools.comboPoints;
  combo.current = Math.min(combo.max, Math.max(0, combo.current - result.comboPointsSpent + result.comboPointsGained));
  if (result.effect) applyEffect(world.combat.effects, result.effect);
  const damage = result.blow?.damage ?? 0;
  const stats = (world.abilities.statistics[ability.id] ??= { uses: 0, damage: 0, healing: 0 });
  stats.uses += 1;
  stats.damage += damage;
  stats.healing += result.healing;
  const shield = result.effect?.kind === 'shield' ? result.effect.amount : undefined;
  events.push({
    type: 'abilityUsed',
    abilityId: ability.id,
    rank: context.rank,
    damage,
    healing: result.healing,
    manual,
    ...(shield === undefined ? {} : { shield }),
  });
  return result;
}
