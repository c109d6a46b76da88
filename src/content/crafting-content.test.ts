import { describe, expect, it } from 'vitest';
import { ITEMS } from '@/core/content-index';
import { CATALYSTS } from './catalysts';
import { HUNTER_RANKS, RARITIES, SKILL_IDS, type SkillId } from './ids';
import { SUPPLY_ITEMS } from './items-supplies';
import { MINING_NODES } from './mining-nodes';
import { RECIPES } from './recipes';
import { STATIONS } from './stations';
import type { CatalystDef, ItemType, RecipeDef, RecipeTier, StationDef } from './types';

const STATION_ROWS: readonly StationDef[] = STATIONS;
const CATALYST_ROWS: readonly CatalystDef[] = CATALYSTS;
const RECIPE_ROWS: readonly RecipeDef[] = RECIPES;

const TIERS: readonly RecipeTier[] = ['basic', 'advanced', 'master', 'legendary'];

/** The spec's station table (spec 001 §9) and the free workbench of ruling 5, in table order. */
const STATION_COSTS: readonly (readonly [string, number, number, readonly [string, number][]])[] = [
  ['basic_workbench', 1, 0, []],
  ['basic_forge', 1, 100, []],
  ['alchemy_lab', 5, 500, [['azure_fragment', 10]]],
  ['enchanting_table', 10, 1000, [['echo_shards', 5]]],
  ['artifice_workshop', 15, 2500, [['rift_chunks', 8]]],
  ['master_forge', 25, 5000, [['wraithbone_core', 3]]],
  ['dimensional_crucible', 50, 25000, [['eternium_shard', 1]]],
];

/** The spec's catalyst table; the stacks of the last two are our choice (the spec leaves them open). */
const CATALYST_TABLE: readonly (readonly [string, CatalystDef['kind'], number, number])[] = [
  ['azure_crystal', 'success_rate', 0.1, 2],
  ['echoheart_gem', 'success_rate', 0.15, 1],
  ['eternium_shard', 'success_rate', 0.25, 1],
  ['voltrite_conductor', 'time_reduction', 0.2, 3],
  ['chrono_dust', 'time_reduction', 0.3, 2],
  ['aetherial_crest', 'resource_efficiency', 0.15, 2],
  ['living_essence', 'resource_efficiency', 0.2, 1],
];

/** Per tier: base seconds, base success, skill levels, XP per craft, catalyst slots, and the rarest material's rank. */
const TIER_RANGES: Readonly<
  Record<
    RecipeTier,
    {
      seconds: [number, number];
      success: [number, number];
      level: [number, number];
      xp: [number, number];
      slots: [number, number];
      rarest: [number, number];
    }
  >
> = {
  basic: { seconds: [20, 60], success: [0.85, 0.95], level: [1, 10], xp: [10, 40], slots: [0, 1], rarest: [0, 1] },
  advanced: {
    seconds: [60, 240],
    success: [0.65, 0.85],
    level: [10, 30],
    xp: [40, 150],
    slots: [1, 2],
    rarest: [1, 2],
  },
  master: {
    seconds: [240, 600],
    success: [0.45, 0.65],
    level: [30, 60],
    xp: [150, 500],
    slots: [2, 3],
    rarest: [2, 3],
  },
  legendary: {
    seconds: [600, 900],
    success: [0.3, 0.4],
    level: [70, 90],
    xp: [800, 1500],
    slots: [3, 3],
    rarest: [3, 4],
  },
};

/** The production skill that leads each station's recipes. */
const STATION_SKILL: Readonly<Record<string, SkillId>> = {
  basic_workbench: 'artifice',
  basic_forge: 'smithing',
  alchemy_lab: 'alchemy',
  enchanting_table: 'artifice',
  artifice_workshop: 'artifice',
  master_forge: 'smithing',
  dimensional_crucible: 'smithing',
};

const WORN_ARMOUR: readonly ItemType[] = ['armor', 'helmet', 'legs', 'boots', 'gloves'];

/** What each station makes: potions at the laboratory, weapons and armour at the forges, and so on. */
const STATION_OUTPUTS: Readonly<Record<string, readonly ItemType[]>> = {
  basic_workbench: [...WORN_ARMOUR, 'cape', 'material', 'tool'],
  basic_forge: ['weapon', ...WORN_ARMOUR],
  alchemy_lab: ['potion'],
  enchanting_table: ['ring', 'amulet', 'material'],
  artifice_workshop: ['tool', 'shield', 'material'],
  master_forge: ['weapon', ...WORN_ARMOUR],
  dimensional_crucible: ['weapon', ...WORN_ARMOUR],
};

const BASIC_STATIONS = ['basic_workbench', 'basic_forge', 'alchemy_lab'];

const GEAR_TYPES: readonly ItemType[] = [
  'weapon',
  'shield',
  'helmet',
  'armor',
  'legs',
  'boots',
  'gloves',
  'cape',
  'amulet',
  'ring',
  'accessory',
];

/** How far a crafted gear item's level requirement may sit from the recipe's highest skill requirement. */
const GEAR_LEVEL_SLACK = 15;

const MINED: ReadonlySet<string> = new Set(MINING_NODES.flatMap((node) => node.loot.map((line) => line.itemId)));
const CATALYST_ITEMS = new Set(CATALYST_ROWS.map((row) => row.itemId));
const STATION_COST_ITEMS = new Set(STATION_ROWS.flatMap((row) => row.unlockCost.items.map((line) => line.itemId)));
const STATION_IDS = STATION_ROWS.map((row) => row.id);

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

function expectUnique(values: readonly string[], what: string) {
  const seen = new Set<string>();
  const duplicates = values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  expect(duplicates, what).toEqual([]);
}

/** A player-facing description: one sentence, capitalised, within the length bounds. */
function expectOneSentence(text: string, where: string, min: number, max: number) {
  expect(text.length, where).toBeGreaterThanOrEqual(min);
  expect(text.length, where).toBeLessThanOrEqual(max);
  expect(text, where).toMatch(/^[A-Z].*[.!?]$/);
  expect(text.slice(0, -1), where).not.toMatch(/[.!?]\s/);
}

function expectWithin(value: number, [min, max]: readonly [number, number], where: string) {
  expect(value, where).toBeGreaterThanOrEqual(min);
  expect(value, where).toBeLessThanOrEqual(max);
}

function rarityRank(itemId: string): number {
  const rarity = ITEMS[itemId]?.rarity;
  return rarity ? RARITIES.indexOf(rarity) : -1;
}

describe('crafting stations', () => {
  it('has the workbench and the spec’s six stations, with their exact levels and costs, in order', () => {
    expect(STATION_ROWS).toHaveLength(7);
    expect(
      STATION_ROWS.map((row) => [
        row.id,
        row.requiredLevel,
        row.unlockCost.gold,
        row.unlockCost.items.map((line) => [line.itemId, line.quantity]),
      ]),
    ).toEqual(STATION_COSTS);
  });

  it('asks only for existing materials', () => {
    for (const station of STATION_ROWS)
      for (const line of station.unlockCost.items)
        expect(ITEMS[line.itemId]?.type, `${station.id}: ${line.itemId}`).toBe('material');
  });

  it('names each station in 2-3 words and describes it in one sentence, all distinct', () => {
    for (const station of STATION_ROWS) {
      expect(wordCount(station.name), station.id).toBeGreaterThanOrEqual(2);
      expect(wordCount(station.name), station.id).toBeLessThanOrEqual(3);
      expectOneSentence(station.description, station.id, 60, 180);
    }
    expectUnique(STATION_IDS, 'ids');
    expectUnique(
      STATION_ROWS.map((row) => row.name.toLowerCase()),
      'names',
    );
    expectUnique(
      STATION_ROWS.map((row) => row.description.toLowerCase()),
      'descriptions',
    );
  });
});

describe('catalysts', () => {
  it('has the spec’s seven catalysts with their kinds, effects and stacks, in order', () => {
    expect(CATALYST_ROWS).toHaveLength(7);
    expect(CATALYST_ROWS.map((row) => [row.itemId, row.kind, row.effectValue, row.maxStack])).toEqual(CATALYST_TABLE);
    expectUnique(
      CATALYST_ROWS.map((row) => row.itemId),
      'items',
    );
  });

  it('is made of materials of the supply table', () => {
    const supplies = new Map<string, string>(SUPPLY_ITEMS.map((item) => [item.id, item.type]));
    for (const row of CATALYST_ROWS) expect(supplies.get(row.itemId), row.itemId).toBe('material');
  });

  it('works everywhere except eternium (master and legendary) and living essence (the two great forges)', () => {
    const restricted = CATALYST_ROWS.filter((row) => row.stations.length > 0 || row.tiers.length > 0).map((row) => [
      row.itemId,
      row.stations,
      row.tiers,
    ]);
    expect(restricted).toEqual([
      ['eternium_shard', [], ['master', 'legendary']],
      ['living_essence', ['master_forge', 'dimensional_crucible'], []],
    ]);
    for (const row of CATALYST_ROWS) {
      for (const station of row.stations) expect(STATION_IDS, row.itemId).toContain(station);
      for (const tier of row.tiers) expect(TIERS, row.itemId).toContain(tier);
    }
  });

  it('describes each catalyst in one sentence that gives its effect as a percentage', () => {
    for (const row of CATALYST_ROWS) {
      expectOneSentence(row.description, row.itemId, 50, 140);
      expect(row.description, row.itemId).toContain(`${Math.round(row.effectValue * 100)}%`);
    }
    expectUnique(
      CATALYST_ROWS.map((row) => row.description.toLowerCase()),
      'descriptions',
    );
  });
});

describe('recipes', () => {
  it('has 19 recipes: 5 basic, 7 advanced, 5 master and 2 legendary (8 basic or advanced, 11 above)', () => {
    expect(RECIPE_ROWS).toHaveLength(19);
    const count = (tier: RecipeTier) => RECIPE_ROWS.filter((row) => row.tier === tier).length;
    expect(TIERS.map(count)).toEqual([5, 7, 5, 2]);
    for (const row of RECIPE_ROWS) expect(TIERS, row.id).toContain(row.tier);
  });

  it('orders the table by station, then by tier', () => {
    const key = (row: RecipeDef) => [STATION_IDS.indexOf(row.stationId), TIERS.indexOf(row.tier)];
    const sorted = [...RECIPE_ROWS].sort((a, b) => {
      const [sa, ta] = key(a);
      const [sb, tb] = key(b);
      return sa! - sb! || ta! - tb!;
    });
    expect(RECIPE_ROWS.map((row) => row.id)).toEqual(sorted.map((row) => row.id));
  });

  it('has the two legendary recipes of the spec, with their unlock requirements, at the crucible', () => {
    const legendary = RECIPE_ROWS.filter((row) => row.tier === 'legendary');
    expect(legendary.map((row) => [row.id, row.name, row.stationId, row.unlock])).toEqual([
      ['shadowbane_armor', 'Shadowbane Armor', 'dimensional_crucible', { rank: 'S' }],
      ['eternal_blade', 'Eternal Blade', 'dimensional_crucible', { rank: 'SS', achievementId: 'master_of_all_trades' }],
    ]);
    // Only these two carry unlock requirements.
    expect(RECIPE_ROWS.filter((row) => row.unlock !== undefined).map((row) => row.id)).toEqual([
      'shadowbane_armor',
      'eternal_blade',
    ]);
    for (const row of RECIPE_ROWS) if (row.unlock?.rank) expect(HUNTER_RANKS, row.id).toContain(row.unlock.rank);
  });

  it('crafts an S-band chest armour for Shadowbane Armor and an SS-band sword for the Eternal Blade', () => {
    const byId = new Map(RECIPE_ROWS.map((row) => [row.id, row]));
    const armour = ITEMS[byId.get('shadowbane_armor')!.outputItemId];
    expect(armour?.type).toBe('armor');
    expectWithin(armour?.levelRequirement ?? 0, [60, 74], 'shadowbane_armor output level');
    const blade = ITEMS[byId.get('eternal_blade')!.outputItemId];
    expect([blade?.type, blade?.weaponClass]).toEqual(['weapon', 'sword']);
    expectWithin(blade?.levelRequirement ?? 0, [75, 89], 'eternal_blade output level');
  });

  it('keeps time, success, skill levels, XP and catalyst slots in each tier’s range', () => {
    for (const row of RECIPE_ROWS) {
      const range = TIER_RANGES[row.tier];
      expect(Number.isInteger(row.baseSeconds), row.id).toBe(true);
      expectWithin(row.baseSeconds, range.seconds, `${row.id} seconds`);
      expectWithin(row.baseSuccess, range.success, `${row.id} success`);
      expectWithin(row.catalystSlots, range.slots, `${row.id} catalyst slots`);
      for (const [skill, level] of Object.entries(row.skillRequirements))
        expectWithin(level, range.level, `${row.id} ${skill} level`);
      for (const [skill, xp] of Object.entries(row.xp)) {
        expect(Number.isInteger(xp), `${row.id} ${skill} xp`).toBe(true);
        expectWithin(xp, range.xp, `${row.id} ${skill} xp`);
      }
    }
  });

  it('runs times up and success chances down from tier to tier within each station', () => {
    for (const station of STATION_IDS) {
      const rows = RECIPE_ROWS.filter((row) => row.stationId === station);
      for (const [index, row] of rows.entries()) {
        const before = rows[index - 1];
        if (!before || before.tier === row.tier) continue;
        expect(row.baseSeconds, `${row.id} after ${before.id}`).toBeGreaterThan(before.baseSeconds);
        expect(row.baseSuccess, `${row.id} after ${before.id}`).toBeLessThan(before.baseSuccess);
      }
    }
  });

  it('uses every station, makes basic recipes only at the three first stations, and legendary ones at the crucible', () => {
    const used = new Set(RECIPE_ROWS.map((row) => row.stationId));
    expect([...used].sort()).toEqual([...STATION_IDS].sort());
    for (const row of RECIPE_ROWS) {
      expect(STATION_IDS, row.id).toContain(row.stationId);
      if (row.tier === 'basic') expect(BASIC_STATIONS, row.id).toContain(row.stationId);
      if (row.tier === 'legendary') expect(row.stationId, row.id).toBe('dimensional_crucible');
    }
  });

  it('asks for known skills led by the station’s skill, and gives XP in exactly those skills', () => {
    for (const row of RECIPE_ROWS) {
      const required = Object.keys(row.skillRequirements);
      expect(required.length, row.id).toBeGreaterThanOrEqual(1);
      for (const skill of required) expect(SKILL_IDS, row.id).toContain(skill);
      const lead = STATION_SKILL[row.stationId]!;
      const levels = Object.values(row.skillRequirements);
      expect(row.skillRequirements[lead], `${row.id} ${lead}`).toBe(Math.max(...levels));
      expect(Object.keys(row.xp).sort(), row.id).toEqual([...required].sort());
    }
  });

  it('makes what the station is for: existing items, gear singly, potions and materials by 1-5', () => {
    for (const row of RECIPE_ROWS) {
      const item = ITEMS[row.outputItemId];
      expect(item, `${row.id}: ${row.outputItemId}`).toBeDefined();
      if (!item) continue;
      expect(STATION_OUTPUTS[row.stationId], `${row.id} makes a ${item.type}`).toContain(item.type);
      expect(Number.isInteger(row.outputQuantity), row.id).toBe(true);
      if (GEAR_TYPES.includes(item.type)) expect(row.outputQuantity, row.id).toBe(1);
      else expectWithin(row.outputQuantity, [1, 5], `${row.id} quantity`);
      // Crafted materials are the catalysts and the stations' unlock materials.
      if (item.type === 'material')
        expect(CATALYST_ITEMS.has(item.id) || STATION_COST_ITEMS.has(item.id), row.id).toBe(true);
    }
  });

  it('refills the potion belt: every health and mana potion has a recipe', () => {
    const made = new Set(RECIPE_ROWS.map((row) => row.outputItemId));
    const potions = SUPPLY_ITEMS.filter((item) => item.type === 'potion').map((item) => item.id);
    expect(potions.length).toBe(6);
    for (const potion of potions) expect(made.has(potion), potion).toBe(true);
  });

  it('crafts gear whose level fits the recipe’s skill level, across several rank bands', () => {
    const levels: number[] = [];
    for (const row of RECIPE_ROWS) {
      const item = ITEMS[row.outputItemId];
      if (!item || !GEAR_TYPES.includes(item.type)) continue;
      const level = item.levelRequirement ?? 1;
      levels.push(level);
      const skill = Math.max(...Object.values(row.skillRequirements));
      expect(Math.abs(level - skill), `${row.id}: ${item.id} (level ${level}) at skill ${skill}`).toBeLessThanOrEqual(
        GEAR_LEVEL_SLACK,
      );
    }
    // E, D, C, B, A, S and SS bands.
    for (const [min, max] of [
      [1, 7],
      [8, 17],
      [18, 29],
      [30, 44],
      [45, 59],
      [60, 74],
      [75, 89],
    ] as const)
      expect(
        levels.some((level) => level >= min && level <= max),
        `gear of levels ${min}-${max}`,
      ).toBe(true);
    expectUnique(
      RECIPE_ROWS.map((row) => row.outputItemId),
      'outputs',
    );
  });

  it('takes 1-4 lines of existing, mostly mined materials, never its own output or a catalyst', () => {
    let lines = 0;
    let mined = 0;
    for (const row of RECIPE_ROWS) {
      expectWithin(row.materials.length, [1, 4], `${row.id} material lines`);
      expectUnique(
        row.materials.map((line) => line.itemId),
        `${row.id} materials`,
      );
      for (const line of row.materials) {
        const where = `${row.id}: ${line.itemId}`;
        expect(ITEMS[line.itemId]?.type, where).toBe('material');
        expect(Number.isInteger(line.quantity), where).toBe(true);
        expectWithin(line.quantity, [1, 20], where);
        expect(line.itemId, where).not.toBe(row.outputItemId);
        expect(CATALYST_ITEMS.has(line.itemId), `${where} is a catalyst`).toBe(false);
        lines += 1;
        if (MINED.has(line.itemId)) mined += 1;
      }
      expect(
        row.materials.some((line) => MINED.has(line.itemId)),
        `${row.id} uses a mined material`,
      ).toBe(true);
    }
    expect(mined / lines).toBeGreaterThanOrEqual(0.85);
  });

  it('asks for rarer materials at higher tiers', () => {
    for (const row of RECIPE_ROWS) {
      const rarest = Math.max(...row.materials.map((line) => rarityRank(line.itemId)));
      expectWithin(rarest, TIER_RANGES[row.tier].rarest, `${row.id} rarest material (${RARITIES[rarest]})`);
    }
  });

  it('has unique snake_case ids apart from the item ids, unique names of 2-4 words, and one-sentence descriptions', () => {
    for (const row of RECIPE_ROWS) {
      expect(row.id, row.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(ITEMS[row.id], `${row.id} is also an item id`).toBeUndefined();
      expectWithin(wordCount(row.name), [2, 4], `${row.id} name`);
      expectOneSentence(row.description, row.id, 60, 180);
    }
    expectUnique(
      RECIPE_ROWS.map((row) => row.id),
      'ids',
    );
    expectUnique(
      RECIPE_ROWS.map((row) => row.name.toLowerCase()),
      'names',
    );
    expectUnique(
      RECIPE_ROWS.map((row) => row.description.toLowerCase()),
      'descriptions',
    );
  });
});
