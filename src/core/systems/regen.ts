/** Once per simulated second: mana +1, energy +5 (spec 000 §9) and health regeneration. */
import type { GameState } from '../state-types';

export const TICKS_PER_SECOND = 10;
/** Share of max health regained per second in combat and out of it (docs/decisions.md, Core). */
export const HEALTH_REGEN_IN_COMBAT = 0.015;
export const HEALTH_REGEN_OUT_OF_COMBAT = 0.05;

export function healthRegenPerSecond(maxHealth: number, inCombat: boolean): number {
  return Math.max(1, Math.floor(maxHealth * (inCombat ? HEALTH_REGEN_IN_COMBAT : HEALTH_REGEN_OUT_OF_COMBAT)));
}

export function regenSystem(world: GameState): void {
  if (world.sim.tick % TICKS_PER_SECOND !== 0) return;
  const pools = world.resourcePools;
  pools.mana.current = Math.min(pools.mana.max, pools.mana.current + pools.mana.regenPerSecond);
  pools.energy.current = Math.min(pools.energy.max, pools.energy.current + pools.energy.regenPerSecond);
  const player = world.player;
  if (player.health > 0 && player.health < player.maxHealth) {
    player.health = Math.min(player.maxHealth, player.health + healthRegenPerSecond(player.maxHealth, world.combat.currentAreaId !== null));
  }
}
