/**
 * Mining's formulas (spec 001 §4, §5, §9), pure: how long a harvest takes, what it pays, what it may
 * drop, and what a node's depletion, respawn and hourly counter read at a moment. The mining system
 * (mining.ts) applies them to the world.
 */
import type { Rarity } from '@/content/ids';
import type { ItemQuantity, MiningNodeDef } from '@/content/types';
import type { SeededRandom } from '../rng';
import type { NodeProgress } from '../state-types';

export const MINING = {
  /** A harvest never takes less than this, before the speed bonus (spec: "minimum 10 s"). */
  minSeconds: 10,
  /** The speed bonus shortens a harvest by at most this share. */
  maxSpeedBonusPercent: 50,
  /** Time away: one harvest per 60 s (spec 001 §9). */
  offlineSecondsPerHarvest: 60,
  hourMs: 3_600_000,
  /** Global depletion falls by this much when a node respawns. */
  respawnRecovery: 0.5,
  /** The spec's drop chances by rarity. */
  dropChance: { common: 0.8, uncommon: 0.4, rare: 0.15, epic: 0.05, legendary: 0.01 } satisfies Record<Rarity, number>,
  /** The level bonus: +0.5 percentage points per survival level above the node's requirement, at most +10. */
  levelBonusPerLevel: 0.005,
  maxLevelBonus: 0.1,
} as const;

/** Milliseconds per harvest: base minus the survival level (at least 10 s), less the speed bonus (capped). */
export function harvestDurationMs(node: MiningNodeDef, survivalLevel: number, speedBonusPercent: number): number {
  const seconds = Math.max(MINING.minSeconds, node.baseSeconds - survivalLevel);
  const bonus = Math.min(MINING.maxSpeedBonusPercent, Math.max(0, speedBonusPercent));
  return Math.round(seconds * 1000 * (1 - bonus / 100));
}

/** Survival XP per harvest: 25 plus 5 per full 10 node levels. */
export function harvestXp(node: MiningNodeDef): number {
  return 25 + 5 * Math.floor(node.levelRequirement / 10);
}

/**
 * The chance a loot line drops: the rarity's chance plus the level bonus. Global depletion (the
 * node worked hard by everyone, ruling recorded in docs/decisions.md) thins the rare and better
 * lines: their chance is multiplied by 1 - global/2, so a fully worked node gives half as many.
 */
export function dropChance(
  rarity: Rarity,
  node: MiningNodeDef,
  survivalLevel: number,
  globalDepletion: number,
): number {
  const above = Math.max(0, survivalLevel - node.levelRequirement);
  const chance = MINING.dropChance[rarity] + Math.min(MINING.maxLevelBonus, above * MINING.levelBonusPerLevel);
  const thinned = rarity === 'common' || rarity === 'uncommon' ? 1 : 1 - clamp01(globalDepletion) / 2;
  return Math.min(1, chance * thinned);
}

/** Rolls a harvest's loot, line by line in table order (one chance draw each, a quantity draw on a drop). */
export function rollHarvestLoot(
  node: MiningNodeDef,
  survivalLevel: number,
  globalDepletion: number,
  random: SeededRandom,
): ItemQuantity[] {
  const loot: ItemQuantity[] = [];
  for (const line of node.loot) {
    if (!random.chanceFraction(dropChance(line.rarity, node, survivalLevel, globalDepletion))) continue;
    loot.push({ itemId: line.itemId, quantity: random.randomRange(line.min, line.max) });
  }
  return loot;
}

export function newNodeProgress(nodeId: string): NodeProgress {
  return {
    nodeId,
    personalDepletion: 0,
    globalDepletion: 0,
    totalHarvests: 0,
    harvestsThisHour: 0,
    hourResetAt: 0,
    lastMinedAt: null,
  };
}

export const isDepleted = (progress: NodeProgress): boolean => progress.personalDepletion >= 1;

/** When a depleted node returns (the depleting harvest's time plus its respawn), or null when it is not depleted. */
export function respawnAt(node: MiningNodeDef, progress: NodeProgress): number | null {
  if (!isDepleted(progress)) return null;
  return (progress.lastMinedAt ?? 0) + node.respawnMinutes * 60_000;
}

/**
 * Brings a node's record up to `nowMs`: a depleted node whose respawn time has passed returns
 * (personal depletion 0, global lowered by 0.5), and an hourly counter whose hour is over restarts.
 */
export function refreshNode(node: MiningNodeDef, progress: NodeProgress, nowMs: number): void {
  const returns = respawnAt(node, progress);
  if (returns !== null && nowMs >= returns) {
    progress.personalDepletion = 0;
    progress.globalDepletion = Math.max(0, progress.globalDepletion - MINING.respawnRecovery);
  }
  if (progress.harvestsThisHour > 0 && nowMs >= progress.hourResetAt) progress.harvestsThisHour = 0;
}

/** A finished harvest on the node's record: depletion rises (global by half), the hour's count and totals. */
export function recordHarvest(node: MiningNodeDef, progress: NodeProgress, atMs: number): void {
  progress.personalDepletion = round4(Math.min(1, progress.personalDepletion + node.depletionRate));
  progress.globalDepletion = round4(Math.min(1, progress.globalDepletion + node.depletionRate / 2));
  // The counter's hour starts with its first harvest (spec: "resets one hour after its start").
  if (progress.harvestsThisHour === 0) progress.hourResetAt = atMs + MINING.hourMs;
  progress.harvestsThisHour += 1;
  progress.totalHarvests += 1;
  progress.lastMinedAt = atMs;
}

/** Harvests left before the node is depleted (at least 1 while it is not). */
export function harvestsUntilDepleted(node: MiningNodeDef, progress: NodeProgress): number {
  if (isDepleted(progress)) return 0;
  return Math.max(1, Math.ceil(round4((1 - progress.personalDepletion) / node.depletionRate)));
}

export const MINING_MESSAGES = {
  unknownNode: (nodeId: string) => `Unknown mining node: ${nodeId}`,
  level: (level: number, name: string) => `Level ${level} required to mine ${name}`,
  depleted: (name: string) => `${name} is depleted; it returns after its respawn time`,
  hourlyCap: (name: string, cap: number) => `${name} allows ${cap} harvests an hour; come back when the hour is up`,
  full: 'Your inventory is full: the last harvest went to the loot pouch',
} as const;

/** The three start checks of spec 001 §5, in its order; null when the node may be worked. */
export function miningStartRefusal(node: MiningNodeDef, progress: NodeProgress, playerLevel: number): string | null {
  if (playerLevel < node.levelRequirement) return MINING_MESSAGES.level(node.levelRequirement, node.name);
  if (isDepleted(progress)) return MINING_MESSAGES.depleted(node.name);
  if (progress.harvestsThisHour >= node.maxHarvestsPerHour)
    return MINING_MESSAGES.hourlyCap(node.name, node.maxHarvestsPerHour);
  return null;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
/** Depletion steps of 0.1 and the like stay exact: 0.1 + 0.2 must reach 0.3, ten steps of 0.1 must reach 1. */
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;
