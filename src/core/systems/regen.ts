/**
 * Regeneration (spec 000 §9): once per simulated second mana +1, energy +5 and health; away from the
 * game, the pools refill at a quarter of that rate over the counted time (spec 001 §9).
 */
import type { GameState } from '../state-types';
import { defineSystem } from '../system';
import { withPassive, wraithPassivePercent } from './wraith-rules';

export const TICKS_PER_SECOND = 10;
/** Share of max health regained per second in combat and out of it (docs/decisions.md, Core). */
export const HEALTH_REGEN_IN_COMBAT = 0.015;
export const HEALTH_REGEN_OUT_OF_COMBAT = 0.05;
/** Passive resources while away come in at a quarter of their regeneration. */
export const PASSIVE_RESOURCE_MULTIPLIER = 0.25;

export function healthRegenPerSecond(maxHealth: number, inCombat: boolean): number {
  return Math.max(1, Math.floor(maxHealth * (inCombat ? HEALTH_REGEN_IN_COMBAT : HEALTH_REGEN_OUT_OF_COMBAT)));
}

function regenTick(world: GameState): void {
  if (world.sim.tick % TICKS_PER_SECOND !== 0) return;
  const pools = world.resourcePools;
  pools.mana.current = Math.min(pools.mana.max, pools.mana.current + pools.mana.regenPerSecond);
  pools.energy.current = Math.min(pools.energy.max, pools.energy.current + pools.energy.regenPerSecond);
  const player = world.player;
  if (player.health > 0 && player.health < player.maxHealth) {
    const regen = healthRegenPerSecond(player.maxHealth, world.combat.currentAreaId !== null);
    player.health = Math.min(
      player.maxHealth,
      player.health + withPassive(regen, wraithPassivePercent(world, 'regen')),
    );
  }
}

/**
 * Mana and energy over the counted seconds at a quarter rate. Health only for a hunter idle from the
 * start: a fighting one heals inside the combat catch-up, which knows when the blows land.
 */
function regenOffline(world: GameState, countedMs: number, idle: boolean): void {
  const seconds = Math.floor(countedMs / 1000);
  const pools = world.resourcePools;
  pools.mana.current = Math.min(
    pools.mana.max,
    pools.mana.current + Math.floor(seconds * pools.mana.regenPerSecond * PASSIVE_RESOURCE_MULTIPLIER),
  );
  pools.energy.current = Math.min(
    pools.energy.max,
    pools.energy.current + Math.floor(seconds * pools.energy.regenPerSecond * PASSIVE_RESOURCE_MULTIPLIER),
  );
  if (!idle) return;
  const player = world.player;
  const perSecond = withPassive(healthRegenPerSecond(player.maxHealth, false), wraithPassivePercent(world, 'regen'));
  const regen = Math.floor(seconds * perSecond * PASSIVE_RESOURCE_MULTIPLIER);
  player.health = Math.min(player.maxHealth, player.health + regen);
}

export const regenSystem = defineSystem({
  id: 'regen',
  commands: {},
  emits: [],
  tick: regenTick,
  offline: (world, span) => {
    const idle = world.combat.currentAreaId === null;
    // Settled after the activities: the pools fill up to the maxima the levels gained away allow.
    return { gains: {}, summary: [], settle: () => regenOffline(world, span.countedMs, idle) };
  },
});
