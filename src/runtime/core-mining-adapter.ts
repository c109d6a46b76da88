import { MINING_NODES } from '@/content/mining-nodes';
import type { MiningNodeDef } from '@/content/types';
import { ITEMS, MINING_NODES_BY_ID, itemName } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import type { ReadonlyWorld } from '@/core/readonly';
import { isDepleted, respawnAt } from '@/core/systems/mining-rules';
import type { Rarity } from '@/scenes/art/palette';
import type { MiningDrop, MiningSceneAdapter, MiningSceneEvent } from '@/scenes/mining/mining-model';
import { createHunterGearReader } from './core-combat-adapter';

/** The node the scene falls back on when none is asked for, none runs and none was ever mined. */
const FIRST_NODE: MiningNodeDef = MINING_NODES[0]!;

/** The node mined most recently (nothing mined: the first node). Scans the records; not for steady frames. */
function lastMinedNode(world: ReadonlyWorld): MiningNodeDef {
  let latest: MiningNodeDef = FIRST_NODE;
  let latestAt = Number.NEGATIVE_INFINITY;
  const records = world.mining.nodeProgress;
  for (const nodeId in records) {
    const minedAt = records[nodeId]?.lastMinedAt ?? null;
    const node = MINING_NODES_BY_ID[nodeId];
    if (node && minedAt !== null && minedAt > latestAt) {
      latest = node;
      latestAt = minedAt;
    }
  }
  return latest;
}

/**
 * A drop's rarity as the node's loot table gives it (the band that set its drop chance: a 15 % "rare"
 * line is the moment worth a glint, even for an item common elsewhere); an item the table does not
 * list takes its own rarity.
 */
export function dropRarity(node: MiningNodeDef | undefined, itemId: string): Rarity {
  const line = node?.loot.find((entry) => entry.itemId === itemId);
  return line?.rarity ?? ITEMS[itemId]?.rarity ?? 'common';
}

/**
 * The core seen by the mining scene: the node asked for (else the one under way, else the last one
 * shown or mined), its wear and the harvest running there. Steady frames allocate nothing: the node's
 * strings come from content, the hunter's look is looked up again only when the gear changes.
 */
export function createCoreMiningAdapter(): MiningSceneAdapter<ReadonlyWorld, GameEvent> {
  const readHunterGear = createHunterGearReader();
  let seen: ReadonlyWorld | null = null;
  /** The node shown last when following: kept while nothing is mined, so the scene does not jump. */
  let followed: MiningNodeDef | null = null;
  return {
    readModel(world, nodeId, into) {
      if (world !== seen) {
        seen = world;
        followed = null;
      }
      const harvest = world.mining.currentActivity;
      let node: MiningNodeDef;
      if (nodeId !== null) node = MINING_NODES_BY_ID[nodeId] ?? FIRST_NODE;
      else {
        const running = harvest ? MINING_NODES_BY_ID[harvest.nodeId] : undefined;
        node = running ?? followed ?? lastMinedNode(world);
        followed = node;
      }
      into.nodeId = node.id;
      into.nodeName = node.name;
      // The scene's names: a content category it cannot draw does not compile.
      into.category = node.category;
      into.work = node.work;
      const record = world.mining.nodeProgress[node.id];
      // A depleted node whose respawn time has passed is whole again, though the core only resets its
      // record when the node is next worked.
      const returned = record !== undefined && isDepleted(record) && world.sim.nowMs >= (respawnAt(node, record) ?? 0);
      const wear = record === undefined || returned ? 0 : record.personalDepletion;
      into.personalDepletion = Math.min(1, Math.max(0, wear));
      into.depleted = wear >= 1;
      if (harvest !== null && harvest.nodeId === node.id) {
        const span = Math.max(1, harvest.endTime - harvest.startTime);
        into.harvestProgress = Math.min(1, Math.max(0, (world.sim.nowMs - harvest.startTime) / span));
        into.harvestStartedAt = harvest.startTime;
      } else {
        into.harvestProgress = null;
        into.harvestStartedAt = -1;
      }
      readHunterGear(world, into);
    },
    toSceneEvent(event, nodeId): MiningSceneEvent | null {
      switch (event.type) {
        case 'miningStarted':
          return nodeId === null || event.nodeId === nodeId ? { type: 'started', nodeId: event.nodeId } : null;
        case 'harvestCompleted': {
          if (nodeId !== null && event.nodeId !== nodeId) return null;
          const node = MINING_NODES_BY_ID[event.nodeId];
          const drops: MiningDrop[] = event.loot.map((loot) => ({
            itemId: loot.itemId,
            name: itemName(loot.itemId),
            rarity: dropRarity(node, loot.itemId),
            quantity: loot.quantity,
          }));
          return { type: 'harvest', nodeId: event.nodeId, drops, xp: event.xp, depleted: event.depleted };
        }
        case 'miningStopped':
          if (nodeId !== null && event.nodeId !== nodeId) return null;
          return { type: 'stopped', nodeId: event.nodeId, depleted: event.reason === 'depleted' };
        default:
          return null;
      }
    },
  };
}
