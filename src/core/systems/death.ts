/**
 * Death (spec 000 §3, §9; spec 001 §4, §9). Online: rank E is the grace period (no loss; demo
 * accounts are protected the same way), from rank D all equipped gear drops; the hunter respawns
 * with half health. Offline: 5 HP left, the first offline death is free, later ones from rank D lose
 * one random equipped item. Either way the current activity ends and the recap data is recorded.
 */
import { AREAS_BY_ID, enemyOrBoss, ITEMS } from '../content-index';
import type { GameEvent } from '../events';
import { GEAR_SLOTS, rankIndex } from '@/content/ids';
import { findInventoryItem, nextId, removeInventoryEntry } from '../inventory';
import type { SeededRandom } from '../rng';
import type { DeathRecord, GameState, InventoryItem, KillingBlow, LostItem } from '../state-types';
import { refreshCharacter } from '../stats';

export const DEATH_HISTORY_LIMIT = 20;
export const OFFLINE_DEATH_HEALTH = 5;
/** Below this rank (rank E) a death costs no gear: the grace period. */
export const DEATH_PENALTY_FROM_RANK = 'D' as const;

export interface DeathCause {
  offline: boolean;
  areaId: string | null;
  killerId: string | null;
  enemiesDefeated: number;
  /** Online: the blow that killed and the health it met (the recap names them). */
  blow?: { killingBlow: KillingBlow; healthBefore: number };
}

/** Health potions left in the bag (the potion slots hold bag entries): what the recap says went unused. */
export function healthPotionsLeft(world: GameState): number {
  let count = 0;
  for (const entry of world.inventory.items)
    if (ITEMS[entry.itemId]?.potion?.restores === 'health') count += entry.quantity;
  return count;
}

function equippedGear(world: GameState): InventoryItem[] {
  const gear: InventoryItem[] = [];
  for (const slot of GEAR_SLOTS) {
    const entryId = world.equipment.slots[slot];
    const entry = entryId ? findInventoryItem(world, entryId) : undefined;
    if (entry) gear.push(entry);
  }
  return gear;
}

function loseItems(world: GameState, entries: readonly InventoryItem[]): LostItem[] {
  const lost: LostItem[] = [];
  for (const entry of entries) {
    removeInventoryEntry(world, entry.id);
    const item = ITEMS[entry.itemId];
    lost.push({
      itemId: entry.itemId,
      name: item?.name ?? entry.itemId,
      rarity: item?.rarity ?? 'common',
      value: (item?.value ?? 0) * entry.quantity,
    });
  }
  return lost;
}

/** Applies a death's penalty, statistics and history; the caller ends combat and respawns. */
export function applyDeathPenalty(world: GameState, cause: DeathCause, random: SeededRandom): DeathRecord {
  const penalty = world.deathPenalty;
  const statistics = penalty.statistics;
  const rank = world.player.hunterRank;
  const inGrace = rankIndex(rank) < rankIndex(DEATH_PENALTY_FROM_RANK);
  const potionsLeft = healthPotionsLeft(world);
  let firstOfflineDeathFree = false;
  let toLose: InventoryItem[] = [];
  if (cause.offline) {
    if (!world.player.firstOfflineDeathOccurred) {
      world.player.firstOfflineDeathOccurred = true;
      firstOfflineDeathFree = true;
    } else if (!inGrace) {
      const gear = equippedGear(world);
      if (gear.length > 0) toLose = [random.pickOne(gear)];
    }
  } else if (!inGrace) {
    toLose = equippedGear(world);
  }
  const itemsLost = loseItems(world, toLose);
  statistics.totalDeaths += 1;
  statistics.pveDeaths += 1;
  statistics.deathStreak += 1;
  statistics.totalEquipmentLost += itemsLost.length;
  for (const item of itemsLost) statistics.totalValueLost += item.value;
  if (inGrace) statistics.deathsInGracePeriod += 1;
  world.stats.deaths += 1;
  world.combatStats.overall.deaths += 1;

  const derived = refreshCharacter(world);
  world.player.health = cause.offline
    ? Math.min(OFFLINE_DEATH_HEALTH, derived.maxHealth)
    : Math.ceil(derived.maxHealth / 2);
  const area = cause.areaId ? AREAS_BY_ID[cause.areaId] : undefined;
  const killer = cause.killerId ? enemyOrBoss(cause.killerId) : undefined;
  const record: DeathRecord = {
    id: nextId(world, 'death'),
    timestamp: world.sim.nowMs,
    type: 'pve',
    offline: cause.offline,
    rank,
    location: cause.areaId,
    locationName: area?.name ?? 'Unknown location',
    killer: cause.killerId,
    killerName: killer?.name ?? 'Unknown',
    enemiesDefeated: cause.enemiesDefeated,
    itemsLost,
    gracePeriod: inGrace,
    firstOfflineDeathFree,
    healthAfter: world.player.health,
    ...(cause.blow ? { killingBlow: cause.blow.killingBlow, healthBefore: cause.blow.healthBefore } : {}),
    potionsLeft,
  };
  penalty.deathHistory.unshift(record);
  if (penalty.deathHistory.length > DEATH_HISTORY_LIMIT) penalty.deathHistory.length = DEATH_HISTORY_LIMIT;
  return record;
}

export function announceDeath(record: DeathRecord, events: GameEvent[]): void {
  events.push({ type: 'playerDied', recap: record });
  events.push({ type: 'respawned', health: record.healthAfter });
}
