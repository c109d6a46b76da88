/**
 * The mining page (issue 12): every node by category with what a hunter weighs before working it
 * (level, depletion, respawn, the hour's harvests, loot with its chances, time and XP per hour) and
 * the harvest under way. Read from the world with the same formulas the core applies
 * (core/systems/mining-rules.ts), at `nowMs` (respawns and hourly resets shown as of now).
 */
import type { Rarity } from '@/content/ids';
import type { MiningNodeDef, NodeCategory, NodeWork } from '@/content/types';
import { ALL_AREAS, ALL_MINING_NODES, ITEMS } from '@/core/content-index';
import { computeDerivedStats } from '@/core/stats';
import type { ReadonlyWorld } from '@/core/readonly';
import {
  dropChance,
  harvestDurationMs,
  harvestXp,
  MINING,
  miningStartRefusal,
  newNodeProgress,
  refreshNode,
  respawnAt,
} from '@/core/systems/mining-rules';
import type { NodeProgress } from '@/core/state-types';

export const CATEGORY_LABELS: Record<NodeCategory, string> = {
  mana_mining: 'Mana Mining',
  aether_harvesting: 'Aether Harvesting',
  soul_foraging: 'Soul Foraging',
  relic_scavenging: 'Relic Scavenging',
  ore_veins: 'Ore Veins',
  bone_pits: 'Bone Pits',
  crystal_geodes: 'Crystal Geodes',
  rift_fissures: 'Rift Fissures',
  void_seams: 'Void Seams',
};

export interface NodeLootView {
  itemId: string;
  name: string;
  rarity: Rarity;
  min: number;
  max: number;
  /** The chance this harvest rolls it (0..1), with the level bonus and global depletion. */
  chance: number;
}

export interface NodeView {
  id: string;
  name: string;
  description: string;
  category: NodeCategory;
  areaName: string;
  work: NodeWork;
  levelRequirement: number;
  /** The hunter's level is below the node's. */
  locked: boolean;
  personalDepletion: number;
  globalDepletion: number;
  depleted: boolean;
  /** When a depleted node returns (epoch ms), else null. */
  returnsAt: number | null;
  harvestsThisHour: number;
  maxHarvestsPerHour: number;
  /** When the hour's count restarts (epoch ms), or null when no harvest counts this hour. */
  hourResetsAt: number | null;
  harvestMs: number;
  xpPerHarvest: number;
  /** Survival XP an hour of steady work gives, within the hourly cap. */
  xpPerHour: number;
  loot: NodeLootView[];
  /** Why it cannot be started now (the core's message), or null. */
  refusal: string | null;
  /** The node being worked now. */
  active: boolean;
}

export interface MiningPageView {
  survivalLevel: number;
  playerLevel: number;
  fighting: boolean;
  /** A craft under way keeps the hunter at the station: no harvest can start. */
  crafting: boolean;
  /** Percent off every harvest's time, from gear and Endurance (already in each node's time). */
  speedBonusPercent: number;
  categories: { id: NodeCategory; label: string; nodes: NodeView[] }[];
  current: {
    nodeId: string;
    name: string;
    startedAt: number;
    endsAt: number;
    expectedLoot: { itemId: string; name: string; quantity: number }[];
    xp: number;
  } | null;
}

const areaNames = new Map(ALL_AREAS.map((area) => [area.id, area.name]));

/** Harvests an hour of steady work gives: as many as fit, within the node's cap. */
function harvestsPerHour(node: MiningNodeDef, harvestMs: number): number {
  return Math.min(node.maxHarvestsPerHour, Math.floor(MINING.hourMs / harvestMs));
}

function nodeView(world: ReadonlyWorld, node: MiningNodeDef, nowMs: number, miningSpeedBonus: number): NodeView {
  // A copy brought up to now: the world is read, never changed.
  const progress: NodeProgress = { ...(world.mining.nodeProgress[node.id] ?? newNodeProgress(node.id)) };
  refreshNode(node, progress, nowMs);
  const survival = world.skills.survival.level;
  const harvestMs = harvestDurationMs(node, survival, miningSpeedBonus);
  const xpPerHarvest = harvestXp(node);
  const active = world.mining.currentActivity?.nodeId === node.id;
  return {
    id: node.id,
    name: node.name,
    description: node.description,
    category: node.category,
    areaName: areaNames.get(node.areaId) ?? node.areaId,
    work: node.work,
    levelRequirement: node.levelRequirement,
    locked: world.player.level < node.levelRequirement,
    personalDepletion: progress.personalDepletion,
    globalDepletion: progress.globalDepletion,
    depleted: progress.personalDepletion >= 1,
    returnsAt: respawnAt(node, progress),
    harvestsThisHour: progress.harvestsThisHour,
    maxHarvestsPerHour: node.maxHarvestsPerHour,
    hourResetsAt: progress.harvestsThisHour > 0 ? progress.hourResetAt : null,
    harvestMs,
    xpPerHarvest,
    xpPerHour: harvestsPerHour(node, harvestMs) * xpPerHarvest,
    loot: node.loot.map((line) => ({
      itemId: line.itemId,
      name: ITEMS[line.itemId]?.name ?? line.itemId,
      rarity: line.rarity,
      min: line.min,
      max: line.max,
      chance: dropChance(line.rarity, node, survival, progress.globalDepletion),
    })),
    refusal: active ? null : miningStartRefusal(node, progress, world.player.level),
    active,
  };
}

export function selectMiningPage(world: ReadonlyWorld, nowMs: number): MiningPageView {
  const categories = new Map<NodeCategory, NodeView[]>();
  const speedBonus = computeDerivedStats(world).miningSpeedBonus;
  for (const node of ALL_MINING_NODES) {
    const list = categories.get(node.category) ?? [];
    list.push(nodeView(world, node, nowMs, speedBonus));
    categories.set(node.category, list);
  }
  const harvest = world.mining.currentActivity;
  const harvestNode = harvest ? ALL_MINING_NODES.find((node) => node.id === harvest.nodeId) : undefined;
  return {
    survivalLevel: world.skills.survival.level,
    playerLevel: world.player.level,
    fighting: world.combat.currentAreaId !== null,
    crafting: world.crafting.currentCraft !== null,
    speedBonusPercent: Math.min(MINING.maxSpeedBonusPercent, speedBonus),
    categories: [...categories].map(([id, nodes]) => ({ id, label: CATEGORY_LABELS[id], nodes })),
    current: harvest
      ? {
          nodeId: harvest.nodeId,
          name: harvestNode?.name ?? harvest.nodeId,
          startedAt: harvest.startTime,
          endsAt: harvest.endTime,
          expectedLoot: harvest.expectedLoot.map((loot) => ({
            itemId: loot.itemId,
            name: ITEMS[loot.itemId]?.name ?? loot.itemId,
            quantity: loot.quantity,
          })),
          xp: harvest.xp,
        }
      : null,
  };
}

/**
 * What changes the page: the harvest under way, each node's record, the levels and whether a fight
 * runs. The page rebuilds on a new key (and once a second for its countdowns).
 */
export function miningKey(world: ReadonlyWorld): string {
  const harvest = world.mining.currentActivity;
  return [
    harvest ? `${harvest.nodeId}@${harvest.startTime}` : '-',
    world.mining.totalHarvests,
    world.player.level,
    world.skills.survival.level,
    world.combat.currentAreaId ?? '-',
  ].join('|');
}
