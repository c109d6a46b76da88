/**
 * Where an item comes from and what it is for (issue 12: "item details say where an item comes from
 * and what it makes"), read from the content tables once: enemy and boss drops, mining nodes, recipes,
 * training products, the store; and the recipes, stations, catalysts and training that use it.
 */
import { DAILY_OFFERS, STORE_OFFERS } from '@/content/store';
import {
  ALL_ACTIVITIES,
  ALL_BOSSES,
  ALL_CATALYSTS,
  ALL_ENEMIES,
  ALL_MINING_NODES,
  ALL_RECIPES,
  ALL_STATIONS,
  STATIONS_BY_ID,
} from '@/core/content-index';

export interface ItemOrigins {
  /** "Dropped by Rift Ghoul, Bone Archer and 3 more", "Mined at Rift-Edge Mana Seep", ... */
  sources: string[];
  /** "Used to craft Sewn Cloth Armor", "Unlocks the Alchemy Laboratory", ... */
  uses: string[];
}

/** How many names a line lists before "and N more". */
const NAMES_SHOWN = 3;

function listNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  // "and 1 more" would take as much room as the name itself.
  if (unique.length <= NAMES_SHOWN + 1) {
    if (unique.length === 1) return unique[0]!;
    return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)!}`;
  }
  return `${unique.slice(0, NAMES_SHOWN).join(', ')} and ${unique.length - NAMES_SHOWN} more`;
}

type Lines = Map<string, Map<string, string[]>>;

function add(into: Lines, itemId: string, verb: string, name: string): void {
  const byVerb = into.get(itemId) ?? new Map<string, string[]>();
  into.set(itemId, byVerb);
  const names = byVerb.get(verb) ?? [];
  byVerb.set(verb, names);
  names.push(name);
}

function build(): { sources: Lines; uses: Lines } {
  const sources: Lines = new Map();
  const uses: Lines = new Map();
  for (const enemy of [...ALL_ENEMIES, ...ALL_BOSSES])
    for (const drop of [...(enemy.loot.materials ?? []), ...(enemy.loot.items ?? [])])
      add(sources, drop.itemId, 'Dropped by', enemy.name);
  for (const node of ALL_MINING_NODES) for (const line of node.loot) add(sources, line.itemId, 'Mined at', node.name);
  for (const recipe of ALL_RECIPES) {
    const station = STATIONS_BY_ID[recipe.stationId]?.name ?? recipe.stationId;
    add(sources, recipe.outputItemId, 'Crafted at', station);
    for (const line of recipe.materials) add(uses, line.itemId, 'Used to craft', recipe.name);
  }
  for (const activity of ALL_ACTIVITIES) {
    for (const product of activity.products ?? []) add(sources, product.itemId, 'Made by training', activity.name);
    for (const need of [...(activity.requiredItems ?? []), ...(activity.resources ?? [])])
      add(uses, need.itemId, 'Needed to train', activity.name);
  }
  for (const offer of STORE_OFFERS) add(sources, offer.itemId, 'Sold in', 'the store');
  for (const offer of DAILY_OFFERS)
    for (const item of offer.items) add(sources, item.itemId, 'Sold in', 'the daily offers');
  for (const station of ALL_STATIONS)
    for (const line of station.unlockCost.items) add(uses, line.itemId, 'Unlocks', `the ${station.name}`);
  for (const catalyst of ALL_CATALYSTS) add(uses, catalyst.itemId, 'A catalyst:', catalyst.description);
  return { sources, uses };
}

let index: { sources: Lines; uses: Lines } | null = null;

function lines(byVerb: Map<string, string[]> | undefined): string[] {
  if (!byVerb) return [];
  return [...byVerb].map(([verb, names]) => `${verb} ${listNames(names)}`);
}

export function itemOrigins(itemId: string): ItemOrigins {
  index ??= build();
  return { sources: lines(index.sources.get(itemId)), uses: lines(index.uses.get(itemId)) };
}
