/**
 * Potions from the potion_1 / potion_2 slots: automatic below a threshold in combat, or on command. A
 * slot that runs out takes its next stack from the pack (belt-rules.ts).
 */
import { ITEMS } from '../content-index';
import type { GameEvent } from '../events';
import { findInventoryItem } from '../inventory';
import type { GameState } from '../state-types';
import { drinkFromStack, POTION_SLOTS, type PotionSlot } from './belt-rules';

export { POTION_SLOTS, type PotionSlot };
/** Drink a health potion below 40% health, a mana potion below 25% mana (docs/decisions.md, Core). */
export const HEALTH_POTION_THRESHOLD = 0.4;
export const MANA_POTION_THRESHOLD = 0.25;
export const POTION_COOLDOWN_MS = 10_000;

export const POTION_MESSAGES = {
  empty: 'No item equipped in this slot',
  notFound: 'Item not found in inventory',
  notPotion: 'That item is not a potion',
  cooldown: 'Potions are on cooldown',
  level: (level: number, name: string) => `Level ${level} required to drink ${name}`,
  full: (what: 'health' | 'mana') => (what === 'health' ? 'Health is already full' : 'Mana is already full'),
  badSlot: 'Potions are used from potion_1 or potion_2',
} as const;

function potionIn(world: GameState, slot: PotionSlot) {
  const entryId = world.equipment.slots[slot];
  const entry = entryId ? findInventoryItem(world, entryId) : undefined;
  const item = entry ? ITEMS[entry.itemId] : undefined;
  return entry && item?.potion ? { entry, item, potion: item.potion } : null;
}

/** Drinks from a slot; returns a refusal message or null. */
export function drinkPotion(world: GameState, slot: PotionSlot, events: GameEvent[]): string | null {
  const entryId = world.equipment.slots[slot];
  if (!entryId || !findInventoryItem(world, entryId)) return POTION_MESSAGES.empty;
  return drinkEntry(world, entryId, slot, events);
}

/**
 * Drinks one potion of an inventory stack (the belt's, or any other: the inventory's Drink, in or
 * out of combat). Same cooldown and refusals as the belt.
 */
export function drinkEntry(
  world: GameState,
  entryId: string,
  slot: PotionSlot | null,
  events: GameEvent[],
): string | null {
  const entry = findInventoryItem(world, entryId);
  if (!entry) return POTION_MESSAGES.notFound;
  const item = ITEMS[entry.itemId];
  const potion = item?.potion;
  if (!item || !potion) return POTION_MESSAGES.notPotion;
  // The belt already asked for the level when the potion was put on it (equip's rule).
  const level = item.levelRequirement ?? 1;
  if (world.player.level < level) return POTION_MESSAGES.level(level, item.name);
  const nowMs = world.sim.nowMs;
  if (world.combat.potionReadyAt > nowMs) return POTION_MESSAGES.cooldown;
  let restored: number;
  if (potion.restores === 'health') {
    const player = world.player;
    if (player.health >= player.maxHealth) return POTION_MESSAGES.full('health');
    restored = Math.min(potion.amount, player.maxHealth - player.health);
    player.health += restored;
  } else {
    const mana = world.resourcePools.mana;
    if (mana.current >= mana.max) return POTION_MESSAGES.full('mana');
    restored = Math.min(potion.amount, mana.max - mana.current);
    mana.current += restored;
  }
  // The last of a belt stack: the slot takes its next stack from the pack.
  drinkFromStack(world, entry.id, 1);
  world.combat.potionReadyAt = nowMs + POTION_COOLDOWN_MS;
  events.push({
    type: 'potionUsed',
    slot,
    itemId: item.id,
    restores: potion.restores,
    amount: restored,
    remaining: Math.max(0, entry.quantity),
  });
  return null;
}

/** In combat: a health potion below 40% health, else a mana potion below 25% mana. */
export function autoPotions(world: GameState, events: GameEvent[]): void {
  if (world.combat.potionReadyAt > world.sim.nowMs) return;
  const player = world.player;
  const mana = world.resourcePools.mana;
  const wants: ('health' | 'mana')[] = [];
  if (player.health < player.maxHealth * HEALTH_POTION_THRESHOLD) wants.push('health');
  if (mana.current < mana.max * MANA_POTION_THRESHOLD) wants.push('mana');
  for (const want of wants) {
    for (const slot of POTION_SLOTS) {
      const found = potionIn(world, slot);
      if (found && found.potion.restores === want && drinkPotion(world, slot, events) === null) return;
    }
  }
}
