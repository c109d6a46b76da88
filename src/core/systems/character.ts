/**
 * The character: attribute points, ability slots and manual mode, rank and tier changes from the
 * server, the tutorial flag; each tick the playtime and the mirrored pools; while away, passive gold
 * (spec 001 §9) on the level the absence reached, then the derived character settles.
 */
import { gainGold } from '../gold';
import { hunterNameProblem, normalizeHunterName } from '@/content/hunter-names';
import { COSMETICS_BY_ID } from '../content-index';
import { ACHIEVEMENTS_BY_ID } from './achievement-rules';
import type { CosmeticKind } from '@/content/types';
import { isCosmeticKind } from '@/content/ids';
import { spendGold } from '../gold';
import type { GameEvent } from '../events';
import {
  ACCOUNT_TIERS,
  ATTRIBUTE_IDS,
  isAccountTier,
  isAttributeId,
  isHunterRank,
  rankIndex,
  type AccountTier,
  type AttributeId,
  type HunterRank,
} from '@/content/ids';
import type { GameState } from '../state-types';
import { formatNumber } from '../offline-summary';
import { refreshCharacter, syncResourceMirrors } from '../stats';
import { defineSystem } from '../system';
import { TICK_MS } from '../tick';
import { applyMultiplier, goldMultiplierFor, isRankAllowed, rankCapMessage, TIER_MESSAGES, tierRules } from '../tiers';

export const GRACE_MESSAGES = {
  graceEnded: 'Your grace period is over. From Hunter Rank D, dying drops all the gear you have equipped.',
  rankC: 'The rifts grow deadlier from Rank C. Death still drops all equipped gear: keep a spare set in your bank.',
} as const;

export function allocateAttribute(
  world: GameState,
  attribute: unknown,
  points: unknown,
  events: GameEvent[],
): string | null {
  if (!isAttributeId(attribute)) return `Unknown attribute: ${String(attribute)}`;
  const amount = points === undefined ? 1 : points;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    return 'Points must be a positive whole number';
  if (world.attributes.available < amount) return 'Not enough attribute points';
  world.attributes.available -= amount;
  world.attributes.allocated[attribute] += amount;
  refreshCharacter(world);
  events.push({ type: 'attributeAllocated', attribute, points: amount });
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

/** A new name for the hunter (content/hunter-names.ts rules); the server mirrors it into players.username. */
export function renameHunter(world: GameState, name: unknown, events: GameEvent[]): string | null {
  if (typeof name !== 'string') return 'name must be text';
  const username = normalizeHunterName(name);
  const problem = hunterNameProblem(username);
  if (problem !== null) return problem;
  const previousUsername = world.player.username;
  if (previousUsername === username) return null;
  world.player.username = username;
  events.push({ type: 'hunterRenamed', username, previousUsername });
  return null;
}

export function setTutorialCompleted(world: GameState, completedAt: unknown): string | null {
  if (typeof completedAt !== 'number' || !Number.isFinite(completedAt))
    return 'completedAt must be a timestamp in milliseconds';
  world.tutorial.completed = true;
  world.tutorial.completedAt = completedAt;
  return null;
}

/** Gold per allocated point to take every point back (issue 11: "reset for gold"). */
export const ATTRIBUTE_RESET_GOLD_PER_POINT = 100;

export function attributeResetCost(world: {
  readonly attributes: { readonly allocated: Readonly<Record<AttributeId, number>> };
}): number {
  let points = 0;
  for (const attribute of ATTRIBUTE_IDS) points += world.attributes.allocated[attribute];
  return points * ATTRIBUTE_RESET_GOLD_PER_POINT;
}

/** Takes back every allocated point for gold; derived stats follow. */
export function resetAttributes(world: GameState): string | null {
  const cost = attributeResetCost(world);
  if (cost === 0) return 'No attribute points are allocated';
  const refusal = spendGold(world, cost, 'attributeReset');
  if (refusal) return refusal;
  for (const attribute of ATTRIBUTE_IDS) {
    world.attributes.available += world.attributes.allocated[attribute];
    world.attributes.allocated[attribute] = 0;
  }
  refreshCharacter(world);
  return null;
}

/** Why an earned look can't be worn yet. */
export function earnedLookMessage(lookName: string, achievementId: string): string {
  return `${lookName} is earned with the ${ACHIEVEMENTS_BY_ID[achievementId]?.name ?? achievementId} achievement`;
}

/** Wears a cosmetic (or takes one kind off with null). Tier-gated: demo accounts get the spec's refusal. */
export function selectCosmetic(world: GameState, kind: unknown, cosmeticId: unknown): string | null {
  if (!isCosmeticKind(kind)) return `Unknown cosmetic kind: ${String(kind)}`;
  if (cosmeticId === null) {
    world.cosmetics[kind] = null;
    return null;
  }
  const cosmetic = typeof cosmeticId === 'string' ? COSMETICS_BY_ID[cosmeticId] : undefined;
  if (!cosmetic || cosmetic.kind !== kind) return `Unknown cosmetic: ${String(cosmeticId)}`;
  const tier = world.player.accountTier;
  if (!tierRules(tier).paid) return TIER_MESSAGES.paidContent;
  if (ACCOUNT_TIERS.indexOf(tier) < ACCOUNT_TIERS.indexOf(cosmetic.tier))
    return `${cosmetic.name} needs the ${tierRules(cosmetic.tier).name} tier`;
  if (cosmetic.achievementId && !world.achievements.unlocked[cosmetic.achievementId])
    return earnedLookMessage(cosmetic.name, cosmetic.achievementId);
  world.cosmetics[kind] = cosmetic.id;
  return null;
}

/** Passive gold per effective minute away: (1 + level x 0.5), before the tier multiplier (spec 001 §9). */
export function passiveGoldPerMinute(level: number): number {
  return 1 + level * 0.5;
}

export type CharacterCommands = {
  readonly allocateAttribute: { attribute: AttributeId; points?: number };
  readonly setTutorialCompleted: { completedAt: number };
  /** The server promoted the player (evaluate_rank_up answered true). */
  readonly setHunterRank: { rank: HunterRank };
  /** Account tier sync: the server profile's tier differs from the local one. */
  readonly setAccountTier: { tier: AccountTier };
  readonly renameHunter: { name: string };
  readonly resetAttributes: Record<never, never>;
  readonly selectCosmetic: { kind: CosmeticKind; cosmeticId: string | null };
};

export interface CharacterSlice {
  passiveGold: number;
}

export const characterSystem = defineSystem<'character', CharacterCommands, CharacterSlice>({
  id: 'character',
  commands: {
    allocateAttribute: (world, command, tick) =>
      allocateAttribute(world, command.attribute, command.points, tick.events),
    setTutorialCompleted: (world, command) => setTutorialCompleted(world, command.completedAt),
    setHunterRank: (world, command, tick) => setHunterRank(world, command.rank, tick.events),
    setAccountTier: (world, command, tick) => setAccountTier(world, command.tier, tick.events),
    renameHunter: (world, command, tick) => renameHunter(world, command.name, tick.events),
    resetAttributes: (world) => resetAttributes(world),
    selectCosmetic: (world, command) => selectCosmetic(world, command.kind, command.cosmeticId),
  },
  emits: ['attributeAllocated', 'rankChanged', 'graceWarning', 'tierChanged', 'hunterRenamed'],
  tick: (world) => {
    world.stats.totalPlaytime += TICK_MS;
    syncResourceMirrors(world);
  },
  offline: (world, span) => {
    const minutes = span.effectiveMs / 60_000;
    const passiveGold = applyMultiplier(
      passiveGoldPerMinute(world.player.level) * minutes,
      goldMultiplierFor(world.player.accountTier),
    );
    gainGold(world, passiveGold, 'passive');
    const summary = passiveGold > 0 ? [`💰 Earned ${formatNumber(passiveGold)} passive gold.`] : [];
    const settle = () => {
      refreshCharacter(world);
      syncResourceMirrors(world);
    };
    return { gains: { passiveGold }, summary, settle };
  },
});
