/**
 * Fights stepped tick by tick through the real core: a visit to an area until its boss falls (the
 * flagship rift clears then), with the care a player takes at the screen: when the next enemy blow
 * could kill, the hunter drinks a potion by hand (usePotion) or, with none ready, leaves the fight
 * (stopCombat), because from rank D an online death drops every piece of equipped gear.
 */
import type { Command } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import { step } from '@/core/step';
import type { GameState } from '@/core/state-types';
import { ITEMS } from '@/core/content-index';
import { POTION_SLOTS, type PotionSlot } from '@/core/systems/potions';
import { SIM_CONTEXT } from './catch-up';
import { largestBlow } from './estimates';
import type { SimLedger } from './ledger';

export type FightOutcome = 'bossKilled' | 'retreated' | 'died' | 'timeUp' | 'refused';

export interface FightResult {
  outcome: FightOutcome;
  elapsedMs: number;
  /** The boss's health left when the visit ended without its fall (0..1), null when it never stepped out. */
  bossHealthLeft: number | null;
  riftCleared: boolean;
}

/** Out of combat, health comes back at 5% a second: at most this long to stand up again after a retreat. */
const RECOVER_LIMIT_MS = 30_000;

/** The health potion on the belt and what it heals, when one may be drunk now (potions.ts rules). */
function drinkableHealing(world: GameState): { slot: PotionSlot; amount: number } | null {
  if (world.combat.potionReadyAt > world.sim.nowMs || world.player.health >= world.player.maxHealth) return null;
  for (const slot of POTION_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? world.inventory.items.find((candidate) => candidate.id === entryId) : undefined;
    const potion = entry && entry.quantity > 0 ? ITEMS[entry.itemId]?.potion : undefined;
    if (potion?.restores === 'health') return { slot, amount: potion.amount };
  }
  return null;
}

/** Steps one tick and hands its events to the ledger; returns them. */
export function tick(world: GameState, ledger: SimLedger, commands: readonly Command[] = []): GameEvent[] {
  const result = step(world, commands, SIM_CONTEXT);
  ledger.ticked(world, result.events);
  return result.events;
}

/** Fights in `areaId` until its boss falls, the hunter retreats or dies, or `maxMs` passes. */
export function fightUntilBoss(world: GameState, ledger: SimLedger, areaId: string, maxMs: number): FightResult {
  const startMs = world.sim.nowMs;
  const result = (outcome: FightOutcome, bossHealthLeft: number | null, riftCleared = false): FightResult => ({
    outcome,
    elapsedMs: world.sim.nowMs - startMs,
    bossHealthLeft,
    riftCleared,
  });
  if (world.combat.currentAreaId !== areaId) {
    const reply = step(world, [{ type: 'startCombat', areaId }], SIM_CONTEXT);
    ledger.ticked(world, reply.events);
    const answer = reply.replies[0];
    if (!answer?.ok) return result('refused', null);
  }
  let bossHealthLeft: number | null = null;
  let commands: Command[] = [];
  while (world.sim.nowMs - startMs < maxMs) {
    const events = tick(world, ledger, commands);
    commands = [];
    for (const event of events) {
      if (event.type === 'enemyKilled' && event.isBoss) {
        const cleared = events.some((other) => other.type === 'riftCleared' && other.areaId === areaId);
        return result('bossKilled', 0, cleared);
      }
      if (event.type === 'playerDied') return result('died', bossHealthLeft);
    }
    const combat = world.combat;
    if (combat.currentAreaId === null) return result('retreated', bossHealthLeft);
    const enemy = combat.enemy;
    if (!enemy) continue;
    if (enemy.isBoss) bossHealthLeft = combat.enemyHealth / enemy.maxHealth;
    // One blow from death: drink a potion by hand if it lifts the hunter clear of the next blow, else leave.
    const blow = largestBlow(enemy, world.player.defense);
    if (world.player.health > blow) continue;
    const potion = drinkableHealing(world);
    if (potion && world.player.health + potion.amount > blow) {
      commands = [{ type: 'usePotion', slot: potion.slot }];
      continue;
    }
    ledger.ticked(world, step(world, [{ type: 'stopCombat' }], SIM_CONTEXT).events);
    return result('retreated', bossHealthLeft);
  }
  return result('timeUp', bossHealthLeft);
}

/**
 * Fights in `areaId` tick by tick until `untilMs` (the exact counterpart of a closed-form grind):
 * boss after boss, standing up again after a retreat or a fall.
 */
export function fightUntil(world: GameState, ledger: SimLedger, areaId: string, untilMs: number): void {
  while (world.sim.nowMs < untilMs) {
    const visit = fightUntilBoss(world, ledger, areaId, untilMs - world.sim.nowMs);
    if (visit.outcome === 'refused') break;
    if (visit.outcome === 'retreated' || visit.outcome === 'died') recover(world, ledger, untilMs);
  }
  while (world.sim.nowMs < untilMs) tick(world, ledger);
}

/** Out of combat after a retreat or a fall: steps until health is full again (regeneration is fast). */
export function recover(world: GameState, ledger: SimLedger, untilMs = Number.POSITIVE_INFINITY): void {
  const limit = Math.min(untilMs, world.sim.nowMs + RECOVER_LIMIT_MS);
  while (world.player.health < world.player.maxHealth && world.sim.nowMs < limit) tick(world, ledger);
}
