import { describe, expect, it } from 'vitest';
import { AREAS_BY_ID, ITEMS } from '@/core/content-index';
import { RARITIES, type HunterRank, type Rarity } from './ids';
import { MINING_NODES } from './mining-nodes';
import type { MiningNodeDef, NodeCategory, NodeWork } from './types';

const NODES: readonly MiningNodeDef[] = MINING_NODES;

/** The categories, easiest first, with the level requirements of their three nodes (spec 001 §9). */
const LAYOUT: readonly (readonly [NodeCategory, readonly [number, number, number]])[] = [
  ['mana_mining', [1, 3, 5]],
  ['aether_harvesting', [5, 7, 9]],
  ['soul_foraging', [10, 12, 14]],
  ['relic_scavenging', [15, 17, 19]],
  ['ore_veins', [20, 22, 24]],
  ['bone_pits', [25, 27, 29]],
  ['crystal_geodes', [30, 32, 34]],
  ['rift_fissures', [40, 42, 44]],
  ['void_seams', [50, 52, 75]],
];

const WORK: Readonly<Record<NodeCategory, NodeWork>> = {
  mana_mining: 'channel',
  aether_harvesting: 'channel',
  soul_foraging: 'channel',
  relic_scavenging: 'pick',
  ore_veins: 'pick',
  bone_pits: 'pick',
  crystal_geodes: 'pick',
  rift_fissures: 'pick',
  void_seams: 'channel',
};

/** The materials a node of each category is about: its common line gives one of them. */
const THEMES: Readonly<Record<NodeCategory, readonly string[]>> = {
  mana_mining: ['mana_shard'],
  aether_harvesting: ['aether_wisp'],
  soul_foraging: ['soul_ember'],
  relic_scavenging: ['relic_fragment'],
  ore_veins: ['iron_ore', 'starmetal_ore', 'shadow_ingot'],
  bone_pits: ['bone_dust', 'ghoul_sinew'],
  crystal_geodes: ['azure_crystal', 'azure_fragment', 'echoheart_gem', 'obsidian_glass'],
  rift_fissures: ['rift_chunks', 'echo_shards', 'chrono_dust'],
  void_seams: ['void_silk', 'eclipse_essence', 'eternium_shard', 'wraithbone_core'],
};

/** The rank bands whose areas may hold a node of this level requirement. */
function bandsForLevel(level: number): readonly HunterRank[] {
  if (level <= 9) return ['E'];
  if (level <= 17) return ['D'];
  if (level <= 29) return ['C'];
  if (level <= 44) return ['B'];
  if (level <= 59) return ['A'];
  return ['S', 'SS', 'SSS'];
}

/** The lowest level requirement a loot line of this rarity may appear at. */
const RARITY_MIN_LEVEL: Readonly<Record<Rarity, number>> = {
  common: 1,
  uncommon: 1,
  rare: 1,
  epic: 20,
  legendary: 40,
};

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

function expectUnique(values: readonly string[], what: string) {
  const seen = new Set<string>();
  const duplicates = values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  expect(duplicates, what).toEqual([]);
}

describe('mining nodes', () => {
  it('has 27 nodes, 3 per category, in the order and at the levels of the layout', () => {
    expect(NODES).toHaveLength(27);
    const expected = LAYOUT.flatMap(([category, levels]) => levels.map((level) => [category, level]));
    expect(NODES.map((node) => [node.category, node.levelRequirement])).toEqual(expected);
    const levels = new Set(NODES.map((node) => node.levelRequirement));
    for (const level of [1, 5, 10, 15, 20, 25, 30, 40, 50, 75]) expect(levels.has(level), `level ${level}`).toBe(true);
  });

  it('has unique snake_case ids and unique names', () => {
    for (const node of NODES) expect(node.id, node.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expectUnique(
      NODES.map((node) => node.id),
      'ids',
    );
    expectUnique(
      NODES.map((node) => node.name.toLowerCase()),
      'names',
    );
  });

  it('names each node in 2-4 words and describes it in one distinct sentence of 60-160 characters', () => {
    for (const node of NODES) {
      const words = wordCount(node.name);
      expect(words, node.id).toBeGreaterThanOrEqual(2);
      expect(words, node.id).toBeLessThanOrEqual(4);
      expect(node.description.length, node.id).toBeGreaterThanOrEqual(60);
      expect(node.description.length, node.id).toBeLessThanOrEqual(160);
      expect(node.description, node.id).toMatch(/^[A-Z].*[.!?]$/);
      // One sentence: no sentence end (., ! or ?) followed by more text.
      expect(node.description.slice(0, -1), node.id).not.toMatch(/[.!?]\s/);
    }
    expectUnique(
      NODES.map((node) => node.description.toLowerCase()),
      'descriptions',
    );
    expectUnique(
      NODES.map((node) => node.description.toLowerCase().split(/\s+/).slice(0, 4).join(' ')),
      'description openings',
    );
  });

  it('places every node in an existing area of the rank band of its level, using both areas of a band', () => {
    const areasByBand = new Map<HunterRank, Set<string>>();
    for (const node of NODES) {
      const area = AREAS_BY_ID[node.areaId];
      expect(area, `${node.id}: area ${node.areaId}`).toBeDefined();
      if (!area) continue;
      expect(bandsForLevel(node.levelRequirement), `${node.id} in ${area.id} (${area.band})`).toContain(area.band);
      const band = bandsForLevel(node.levelRequirement)[0]!;
      areasByBand.set(band, (areasByBand.get(band) ?? new Set()).add(area.id));
    }
    for (const band of ['E', 'D', 'C', 'B', 'A'] as const) expect(areasByBand.get(band)?.size, band).toBe(2);
  });

  it('keeps the numbers in the spec ranges', () => {
    for (const node of NODES) {
      expect(node.depletionRate, node.id).toBeGreaterThanOrEqual(0.1);
      expect(node.depletionRate, node.id).toBeLessThanOrEqual(0.8);
      for (const [value, min, max] of [
        [node.respawnMinutes, 20, 360],
        [node.maxHarvestsPerHour, 1, 12],
        [node.baseSeconds, 45, 420],
      ] as const) {
        expect(Number.isInteger(value), node.id).toBe(true);
        expect(value, node.id).toBeGreaterThanOrEqual(min);
        expect(value, node.id).toBeLessThanOrEqual(max);
      }
    }
  });

  it('makes harder nodes slower, rarer, slower to respawn and quicker to deplete', () => {
    const first = NODES[0]!;
    expect([first.depletionRate, first.respawnMinutes, first.maxHarvestsPerHour, first.baseSeconds]).toEqual([
      0.1, 20, 12, 45,
    ]);
    expect(NODES.at(-1)!.baseSeconds).toBeGreaterThanOrEqual(400);
    for (const [index, node] of NODES.entries()) {
      if (index === 0) continue;
      const before = NODES[index - 1]!;
      expect(node.baseSeconds, node.id).toBeGreaterThan(before.baseSeconds);
      expect(node.respawnMinutes, node.id).toBeGreaterThan(before.respawnMinutes);
      expect(node.depletionRate, node.id).toBeGreaterThan(before.depletionRate);
      expect(node.maxHarvestsPerHour, node.id).toBeLessThanOrEqual(before.maxHarvestsPerHour);
    }
    expect(NODES.at(-1)!.maxHarvestsPerHour).toBeLessThan(first.maxHarvestsPerHour);
  });

  it('keeps the hourly cap consistent with the harvest time', () => {
    for (const node of NODES) {
      const busySeconds = node.maxHarvestsPerHour * node.baseSeconds;
      expect(busySeconds, node.id).toBeLessThanOrEqual(3600 * 1.05);
      // At least 40% of the hour, unless the cap is already at the top of its range (the fastest nodes).
      if (node.maxHarvestsPerHour < 12) expect(busySeconds, node.id).toBeGreaterThanOrEqual(3600 * 0.4);
    }
  });

  it('works channel nodes and pick nodes by category', () => {
    for (const node of NODES) expect(node.work, node.id).toBe(WORK[node.category]);
  });

  it('gives 2-4 loot lines of known materials, exactly one common, rarer lines only at higher levels', () => {
    for (const node of NODES) {
      expect(node.loot.length, node.id).toBeGreaterThanOrEqual(2);
      expect(node.loot.length, node.id).toBeLessThanOrEqual(4);
      expect(
        node.loot.filter((line) => line.rarity === 'common'),
        node.id,
      ).toHaveLength(1);
      expectUnique(
        node.loot.map((line) => line.itemId),
        `${node.id} loot`,
      );
      for (const line of node.loot) {
        const where = `${node.id}: ${line.itemId}`;
        expect(ITEMS[line.itemId]?.type, where).toBe('material');
        expect(RARITIES, where).toContain(line.rarity);
        expect(node.levelRequirement, `${where} (${line.rarity})`).toBeGreaterThanOrEqual(
          RARITY_MIN_LEVEL[line.rarity],
        );
        expect(Number.isInteger(line.min) && Number.isInteger(line.max), where).toBe(true);
        expect(line.min, where).toBeGreaterThanOrEqual(1);
        expect(line.max, where).toBeGreaterThanOrEqual(line.min);
        expect(line.max, where).toBeLessThanOrEqual(5);
      }
    }
  });

  it('gives each node its category’s material as the common line', () => {
    for (const node of NODES) {
      const common = node.loot.find((line) => line.rarity === 'common');
      expect(THEMES[node.category], node.id).toContain(common?.itemId);
    }
  });

  it('uses at least 14 distinct materials over all the nodes', () => {
    const materials = new Set(NODES.flatMap((node) => node.loot.map((line) => line.itemId)));
    expect(materials.size).toBeGreaterThanOrEqual(14);
  });
});
