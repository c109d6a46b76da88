/**
 * The scripted player's kit: the best gear it owns (and the store's, when that is better and
 * affordable), health potions on the belt, attribute points where they add the most, and gear it has
 * outgrown sold. "Best" is one number, fighting power: expected damage per second times the health it
 * can lose to a reference enemy of the level it is heading for, from the core's own derived stats.
 */
import { ATTRIBUTE_IDS, GEAR_SLOTS, rankIndex, type EquipmentSlot } from '@/content/ids';
import { STORE_OFFERS } from '@/content/store';
import type { StoreOfferDef } from '@/content/types';
import type { Command } from '@/core/commands';
import { ITEMS } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import type { ActiveEnemy, InventoryItem } from '@/core/state-types';
import { computeDerivedStats } from '@/core/stats';
import { ARCHETYPES, enemyBaseDamage, enemyBaseHealth } from '@/core/systems/enemy-stats';
import { SLOTS_FOR_TYPE } from '@/core/systems/equipment';
import { countOwned } from '@/core/inventory';
import { expectedExchange } from './estimates';

type GearPlan = Record<EquipmentSlot, string | null>;

const GEAR_SLOT_SET: ReadonlySet<EquipmentSlot> = new Set(GEAR_SLOTS);
/** A change of gear must add at least this share of power (no swapping back and forth over noise). */
const UPGRADE_MARGIN = 1.01;
/** Health potions kept on the belt, and the share of gold they may take at one visit to the store. */
export const POTION_STOCK = 20;
const POTION_BUDGET_SHARE = 0.5;
const GEAR_BUDGET_SHARE = 0.4;

/** A brute of the given level (enemy-stats.ts scaling): the yardstick power is measured against. */
function referenceEnemy(level: number): ActiveEnemy {
  const brute = ARCHETYPES.brute;
  return {
    id: 'yardstick',
    isBoss: false,
    level,
    maxHealth: Math.round(enemyBaseHealth(level) * brute.hp),
    attack: Math.round(enemyBaseDamage(level) * brute.damage),
    attackIntervalMs: brute.intervalMs,
    evasion: brute.evasion,
    spawnedAt: 0,
    damageTakenByPlayer: 0,
  };
}

/** Fighting power of a (possibly hypothetical) world against enemies of `enemyLevel`. */
export function fightingPower(world: ReadonlyWorld, enemyLevel: number): number {
  const derived = computeDerivedStats(world);
  const exchange = expectedExchange(derived, referenceEnemy(enemyLevel));
  return (exchange.playerDps * derived.maxHealth) / Math.max(1e-6, exchange.enemyDps);
}

function currentPlan(world: ReadonlyWorld): GearPlan {
  return { ...world.equipment.slots };
}

/** The world as it would be wearing `plan` (plus an item not yet bought, when given). */
function wearing(world: ReadonlyWorld, plan: GearPlan, extra: InventoryItem | null = null): ReadonlyWorld {
  const assigned = new Map<string, EquipmentSlot>();
  for (const slot of GEAR_SLOTS) {
    const entryId = plan[slot];
    if (entryId) assigned.set(entryId, slot);
  }
  const items = world.inventory.items.map((entry) => {
    const slot = assigned.get(entry.id);
    if (slot) return { ...entry, equipped: true, slot };
    if (entry.equipped && entry.slot && GEAR_SLOT_SET.has(entry.slot))
      return { ...entry, equipped: false, slot: undefined };
    return entry;
  });
  if (extra) {
    const slot = assigned.get(extra.id);
    items.push(slot ? { ...extra, equipped: true, slot } : extra);
  }
  return { ...world, inventory: { ...world.inventory, items } };
}

function fits(itemId: string, slot: EquipmentSlot, level: number): boolean {
  const item = ITEMS[itemId];
  return !!item && SLOTS_FOR_TYPE[item.type].includes(slot) && (item.levelRequirement ?? 1) <= level;
}

/** Equip commands for the strongest combination of owned gear (greedy, slot by slot, twice over). */
export function planEquipment(world: ReadonlyWorld, enemyLevel: number): Command[] {
  const plan = currentPlan(world);
  const level = world.player.level;
  let power = fightingPower(wearing(world, plan), enemyLevel);
  for (let pass = 0; pass < 2; pass++) {
    for (const slot of GEAR_SLOTS) {
      const taken = new Set(GEAR_SLOTS.filter((other) => other !== slot).map((other) => plan[other]));
      const seen = new Set<string>();
      for (const entry of world.inventory.items) {
        if (taken.has(entry.id) || entry.id === plan[slot] || seen.has(entry.itemId)) continue;
        if (!fits(entry.itemId, slot, level)) continue;
        seen.add(entry.itemId);
        const trial = { ...plan, [slot]: entry.id };
        const trialPower = fightingPower(wearing(world, trial), enemyLevel);
        if (trialPower > power * UPGRADE_MARGIN) {
          plan[slot] = entry.id;
          power = trialPower;
        }
      }
    }
  }
  const commands: Command[] = [];
  for (const slot of GEAR_SLOTS) {
    const entryId = plan[slot];
    if (entryId && entryId !== world.equipment.slots[slot])
      commands.push({ type: 'equip', inventoryItemId: entryId, slot });
  }
  return commands;
}

function storeAllows(world: ReadonlyWorld, offer: StoreOfferDef): boolean {
  return offer.rank === undefined || rankIndex(world.player.hunterRank) >= rankIndex(offer.rank);
}

function candidateEntry(world: ReadonlyWorld, itemId: string): InventoryItem {
  return { id: 'sim_candidate', playerId: world.playerId, itemId, quantity: 1, equipped: false };
}

/** How much more power (a share) wearing one `itemId` would give, in its best slot; 0 if none or no better. */
export function gearGain(world: ReadonlyWorld, itemId: string, enemyLevel: number, basePower: number): number {
  const item = ITEMS[itemId];
  if (!item) return 0;
  const plan = currentPlan(world);
  const extra = candidateEntry(world, itemId);
  let gain = 0;
  for (const slot of SLOTS_FOR_TYPE[item.type]) {
    if (!GEAR_SLOT_SET.has(slot) || !fits(itemId, slot, world.player.level)) continue;
    const power = fightingPower(wearing(world, { ...plan, [slot]: extra.id }, extra), enemyLevel);
    gain = Math.max(gain, power / basePower - 1);
  }
  return gain;
}

/** Store gear that beats what is worn in its slot, cheapest first, within a share of the gold. */
export function planGearPurchases(world: ReadonlyWorld, enemyLevel: number): Command[] {
  const power = fightingPower(world, enemyLevel);
  let budget = Math.floor(world.resources.gold * GEAR_BUDGET_SHARE);
  const commands: Command[] = [];
  for (const offer of STORE_OFFERS) {
    const item = ITEMS[offer.itemId];
    if (!item || offer.price > budget || !storeAllows(world, offer) || countOwned(world, item.id) > 0) continue;
    if (gearGain(world, item.id, enemyLevel, power) < UPGRADE_MARGIN - 1) continue;
    budget -= offer.price;
    commands.push({ type: 'buyItem', itemId: item.id, quantity: 1 });
  }
  return commands;
}

/** The best health potion the store sells this hunter (rank and level). */
function bestStorePotion(world: ReadonlyWorld): StoreOfferDef | null {
  let best: StoreOfferDef | null = null;
  for (const offer of STORE_OFFERS) {
    const potion = ITEMS[offer.itemId]?.potion;
    if (potion?.restores !== 'health' || !storeAllows(world, offer)) continue;
    if ((ITEMS[offer.itemId]?.levelRequirement ?? 1) > world.player.level) continue;
    if (!best || potion.amount > (ITEMS[best.itemId]?.potion?.amount ?? 0)) best = offer;
  }
  return best;
}

/** Health potions up to the stock, within half the gold. */
export function planPotionPurchase(world: ReadonlyWorld): Command[] {
  const offer = bestStorePotion(world);
  if (!offer) return [];
  const wanted = POTION_STOCK - countOwned(world, offer.itemId);
  const affordable = Math.floor((world.resources.gold * POTION_BUDGET_SHARE) / offer.price);
  const quantity = Math.min(wanted, affordable);
  return quantity > 0 ? [{ type: 'buyItem', itemId: offer.itemId, quantity }] : [];
}

/** The strongest health potion the hunter may drink, on the first belt slot. */
export function planPotionBelt(world: ReadonlyWorld): Command[] {
  let best: { entryId: string; amount: number } | null = null;
  for (const entry of world.inventory.items) {
    const item = ITEMS[entry.itemId];
    if (item?.potion?.restores !== 'health' || (item.levelRequirement ?? 1) > world.player.level) continue;
    if (!best || item.potion.amount > best.amount) best = { entryId: entry.id, amount: item.potion.amount };
  }
  if (!best || world.equipment.slots.potion_1 === best.entryId) return [];
  const worn = world.inventory.items.find((entry) => entry.id === best.entryId);
  return worn?.equipped ? [] : [{ type: 'equip', inventoryItemId: best.entryId, slot: 'potion_1' }];
}

/** Every point where it adds the most power. */
export function planAttributes(world: ReadonlyWorld, enemyLevel: number): Command[] {
  const points = world.attributes.available;
  if (points <= 0) return [];
  let best: { attribute: (typeof ATTRIBUTE_IDS)[number]; power: number } | null = null;
  for (const attribute of ATTRIBUTE_IDS) {
    const allocated = { ...world.attributes.allocated, [attribute]: world.attributes.allocated[attribute] + points };
    const power = fightingPower({ ...world, attributes: { ...world.attributes, allocated } }, enemyLevel);
    if (!best || power > best.power) best = { attribute, power };
  }
  return best ? [{ type: 'allocateAttribute', attribute: best.attribute, points }] : [];
}

/**
 * Unworn gear the hunter can already wear is worse than what it wears (planEquipment ran): sold, as
 * are spare tools (one of each does the work). Inventory slots are few; drops that find it full are lost.
 */
export function planSales(world: ReadonlyWorld): Command[] {
  const counts = new Map<string, number>();
  const toolsKept = new Set<string>();
  for (const entry of world.inventory.items) {
    const item = ITEMS[entry.itemId];
    if (entry.equipped || !item || world.inventory.lockedItemIds.includes(item.id)) continue;
    if (item.type === 'tool' && !toolsKept.has(item.id)) {
      toolsKept.add(item.id);
      continue;
    }
    const gear = SLOTS_FOR_TYPE[item.type].some((slot) => GEAR_SLOT_SET.has(slot));
    if (item.type !== 'tool' && (!gear || (item.levelRequirement ?? 1) > world.player.level)) continue;
    counts.set(item.id, (counts.get(item.id) ?? 0) + entry.quantity);
  }
  const lines = [...counts].map(([itemId, quantity]) => ({ itemId, quantity }));
  return lines.length > 0 ? [{ type: 'sellItems', lines }] : [];
}
