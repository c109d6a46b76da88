/** Character commands: attribute points, ability slots, rank and tier changes from the server, tutorial. */
import { ABILITIES_BY_ID } from '../content-index';
import type { GameEvent } from '../events';
import { ABILITY_SLOT_COUNT, isAccountTier, isAttributeId, isHunterRank, rankIndex } from '@/content/ids';
import type { GameState } from '../state-types';
import { refreshCharacter } from '../stats';
import { isRankAllowed, rankCapMessage, tierRules } from '../tiers';

export const GRACE_MESSAGES = {
  graceEnded: 'Your grace period is over. From Hunter Rank D, dying drops all the gear you have equipped.',
  rankC: 'The rifts grow deadlier from Rank C. Death still drops all equipped gear: keep a spare set in your bank.',
} as const;

export function allocateAttribute(world: GameState, attribute: unknown, points: unknown, events: GameEvent[]): string | null {
  if (!isAttributeId(attribute)) return `Unknown attribute: ${String(attribute)}`;
  const amount = points === undefined ? 1 : points;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return 'Points must be a positive whole number';
  if (world.attributes.available < amount) return 'Not enough attribute points';
  world.attributes.available -= amount;
  world.attributes.allocated[attribute] += amount;
  refreshCharacter(world);
  events.push({ type: 'attributeAllocated', attribute, points: amount });
  return null;
}

export function equipAbility(world: GameState, abilityId: unknown, slotIndex: unknown): string | null {
  if (typeof slotIndex !== 'number' || !Number.isInteger(slotIndex) || slotIndex < 0 || slotIndex >= ABILITY_SLOT_COUNT) {
    return `Ability slot must be 0 to ${ABILITY_SLOT_COUNT - 1}`;
  }
  const abilities = world.abilities;
  if (abilityId !== null) {
    if (typeof abilityId !== 'string' || !ABILITIES_BY_ID[abilityId]) return `Unknown ability: ${String(abilityId)}`;
    if (!abilities.unlocked[abilityId]) return 'Ability not unlocked';
    const current = abilities.equipped.indexOf(abilityId);
    if (current >= 0) abilities.equipped[current] = null;
  }
  abilities.equipped[slotIndex] = abilityId;
  const loadout = abilities.loadouts.find((entry) => entry.name === abilities.activeLoadout);
  if (loadout) loadout.slots = abilities.equipped.slice();
  return null;
}

export function setHunterRank(world: GameState, rank: unknown, events: GameEvent[]): string | null {
  if (!isHunterRank(rank)) return `Unknown hunter rank: ${String(rank)}`;
  const tier = world.player.accountTier;
  if (!isRankAllowed(tier, rank)) return rankCapMessage(tier);
  const previousRank = world.player.hunterRank;
  if (previousRank === rank) return null;
  world.player.hunterRank = rank;
  refreshCharacter(world);
  events.push({ type: 'rankChanged', rank, previousRank });
  const warnings = world.deathPenalty.gracePeriodWarnings;
  if (rankIndex(previousRank) < rankIndex('D') && rankIndex(rank) >= rankIndex('D') && !warnings.finalWarningShown) {
    warnings.finalWarningShown = true;
    events.push({ type: 'graceWarning', kind: 'graceEnded', message: GRACE_MESSAGES.graceEnded });
  }
  if (rankIndex(rank) >= rankIndex('C') && !warnings.warnedAtC) {
    warnings.warnedAtC = true;
    events.push({ type: 'graceWarning', kind: 'rankC', message: GRACE_MESSAGES.rankC });
  }
  return null;
}

/** Account tier sync: the server's tier replaces the local one; start slots rise to the new tier's. */
export function setAccountTier(world: GameState, tier: unknown, events: GameEvent[]): string | null {
  if (!isAccountTier(tier)) return `Unknown account tier: ${String(tier)}`;
  const previousTier = world.player.accountTier;
  if (previousTier === tier) return null;
  world.player.accountTier = tier;
  const start = tierRules(tier).start;
  world.inventory.maxSlots = Math.max(world.inventory.maxSlots, start.inventorySlots);
  world.banking.upgrades.totalSlots = Math.max(world.banking.upgrades.totalSlots, start.bankSlots);
  events.push({ type: 'tierChanged', tier, previousTier });
  return null;
}

export function setTutorialCompleted(world: GameState, completedAt: unknown): string | null {
  if (typeof completedAt !== 'number' || !Number.isFinite(completedAt)) return 'completedAt must be a timestamp in milliseconds';
  world.tutorial.completed = true;
  world.tutorial.completedAt = completedAt;
  return null;
}
