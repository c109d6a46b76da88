import type { HunterLook } from '../art/hunter';
import { DEFAULT_GEAR_TINT } from '../art/kinds';
import type { Rarity } from '../art/palette';

/** The node shapes the scene can draw, one per content category (NodeCategory; the adapter maps them). */
export const MINING_NODE_CATEGORIES = [
  'mana_mining',
  'aether_harvesting',
  'soul_foraging',
  'relic_scavenging',
  'ore_veins',
  'bone_pits',
  'crystal_geodes',
  'rift_fissures',
  'void_seams',
] as const;
export type MiningNodeCategory = (typeof MINING_NODE_CATEGORIES)[number];

/** How the hunter works the node: a pick's strike cycle, or a channelling stance with a beam. */
export type MiningWork = 'pick' | 'channel';

/**
 * What the mining scene reads from the world every frame, filled in place by the adapter: the node
 * shown (the one under way, or the one the page asked for), how worn it is, and the harvest running
 * there. The hunter looks as in combat (HunterLook), a pick replacing the weapon at pick nodes.
 */
export interface MiningSceneModel extends HunterLook {
  /** '' when no node is known (nothing mined yet and none asked for). */
  nodeId: string;
  nodeName: string;
  category: MiningNodeCategory;
  work: MiningWork;
  /** The hunter's own wear on the node, 0..1 (1: depleted); 0 again once its respawn time has passed. */
  personalDepletion: number;
  /** Depleted and not yet respawned: the scene draws rubble. */
  depleted: boolean;
  /** Share of the harvest under way at this node, 0..1, or null when none runs here. */
  harvestProgress: number | null;
  /** Simulated start of that harvest (a new value is a new harvest), or -1. */
  harvestStartedAt: number;
  /** The gear's rarity colour: warms the coat (and the cloak unless a cloak cosmetic is worn). */
  gearTint: number;
}

/** Shown with the scene: a node to show, or none to follow the node under way. */
export interface MiningSceneData {
  nodeId?: string;
  seed?: number;
}

/** One item a harvest paid, with its drop rarity on this node (which decides the glint). */
export interface MiningDrop {
  itemId: string;
  name: string;
  rarity: Rarity;
  quantity: number;
}

export type MiningSceneEvent =
  | { type: 'started'; nodeId: string }
  | { type: 'harvest'; nodeId: string; drops: readonly MiningDrop[]; xp: number; depleted: boolean }
  | { type: 'stopped'; nodeId: string; depleted: boolean };

/** How the scene reads a world and its events. Supplied by the runtime. */
export interface MiningSceneAdapter<World, Event> {
  /** `nodeId` is the scene's data; null follows the node under way (else the last one mined). */
  readModel(world: World, nodeId: string | null, into: MiningSceneModel): void;
  /** Zero or one scene event per core event, for node `nodeId` (null: any node). */
  toSceneEvent(event: Event, nodeId: string | null): MiningSceneEvent | null;
}

export function createMiningSceneModel(): MiningSceneModel {
  return {
    nodeId: '',
    nodeName: '',
    category: 'ore_veins',
    work: 'pick',
    personalDepletion: 0,
    depleted: false,
    harvestProgress: null,
    harvestStartedAt: -1,
    gearTint: DEFAULT_GEAR_TINT,
    weaponClass: 'sword',
    weaponRarity: 'common',
    offHand: null,
    cloakColor: DEFAULT_GEAR_TINT,
    cloakAccent: null,
  };
}

/** Crack stages: none below 25 % depletion, then one more set of cracks at 25, 50 and 75 %. */
export function crackStage(personalDepletion: number): 0 | 1 | 2 | 3 {
  if (personalDepletion >= 0.75) return 3;
  if (personalDepletion >= 0.5) return 2;
  if (personalDepletion >= 0.25) return 1;
  return 0;
}

/** Rare and better drops glint and float their name up; common and uncommon ones only throw chunks. */
export function dropGlints(rarity: Rarity): boolean {
  return rarity === 'rare' || rarity === 'epic' || rarity === 'legendary';
}
