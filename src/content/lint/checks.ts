/**
 * The content linter's checks. Each is one named function over all the tables that answers with the
 * rows breaking its rule. A new table brings its checks as new entries of CONTENT_CHECKS; a table that
 * gives or uses items adds an entry to ITEM_SOURCES or ITEM_USES, and every item check sees it.
 */
import { GEAR_BAND_LEVELS } from '../gear-bands';
import { HUNTER_RANKS } from '../ids';
import { ENEMY_PALETTES, ENEMY_SILHOUETTES, TRAINING_MOTIONS, TRAINING_STATIONS } from '../looks';
import type { EnemyLook, ItemDef, ItemType, LootTable, WeaponClass } from '../types';
import type { ContentTables, TableName } from './tables';

/** One row that breaks a check's rule. `id` is the row's id (or its key: a rank, a tier, a slot). */
export interface Finding {
  readonly table: TableName;
  readonly id: string;
  readonly message: string;
}

export interface ContentCheck {
  /** Kebab-case, shown with each problem. */
  readonly name: string;
  /** What the check asks of the content, as a sentence. */
  readonly rule: string;
  readonly run: (content: ContentTables) => Finding[];
}

/** A row with the table it sits in, for tables read together (items, activities, enemies and bosses). */
interface Located<Row> {
  readonly table: TableName;
  readonly row: Row;
}

function located<Name extends TableName>(
  content: ContentTables,
  ...tables: Name[]
): Located<ContentTables[Name][number]>[] {
  return tables.flatMap((table) => content[table].map((row) => ({ table, row })));
}

const items = (content: ContentTables) => located(content, 'GEAR_ITEMS', 'HIGH_GEAR_ITEMS', 'SUPPLY_ITEMS');
const activities = (content: ContentTables) => located(content, 'COMBAT_ACTIVITIES', 'CRAFT_ACTIVITIES');
const fighters = (content: ContentTables) => located(content, 'ENEMIES', 'BOSSES');

function idSet(rows: readonly { readonly id: string }[]): ReadonlySet<string> {
  return new Set(rows.map((row) => row.id));
}

function itemsById(content: ContentTables): ReadonlyMap<string, ItemDef> {
  return new Map(items(content).map(({ row }) => [row.id, row]));
}

function isOneOf(value: unknown, names: readonly string[]): boolean {
  return typeof value === 'string' && names.includes(value);
}

function lootItemIds(loot: LootTable): string[] {
  return [...(loot.materials ?? []), ...(loot.items ?? [])].map((drop) => drop.itemId);
}

// ---------------------------------------------------------------- where items come from and go

/** A way the game hands out items. `itemIds` lists every item it can give. */
export interface ItemFlow {
  /** How a designer would say it: "an enemy drops it". */
  readonly name: string;
  readonly itemIds: (content: ContentTables) => Iterable<string>;
}

/** Every way an item enters the game; later tables (recipes, shops, quest rewards) add theirs here. */
export const ITEM_SOURCES: readonly ItemFlow[] = [
  {
    name: 'an enemy or boss drops it',
    itemIds: (content) => fighters(content).flatMap(({ row }) => lootItemIds(row.loot)),
  },
  {
    name: 'a training activity makes it',
    itemIds: (content) =>
      activities(content).flatMap(({ row }) => (row.products ?? []).map((product) => product.itemId)),
  },
  { name: 'a new character starts with it', itemIds: (content) => content.STARTING_ITEMS.map((row) => row.itemId) },
  {
    name: 'a mining node yields it',
    itemIds: (content) => content.MINING_NODES.flatMap((row) => row.loot.map((line) => line.itemId)),
  },
  { name: 'a recipe makes it', itemIds: (content) => content.RECIPES.map((row) => row.outputItemId) },
  { name: 'a raid’s chest holds it', itemIds: (content) => content.RAIDS.flatMap((row) => row.chest) },
  {
    name: 'the store sells it',
    itemIds: (content) => [
      ...content.STORE_OFFERS.map((row) => row.itemId),
      ...content.DAILY_OFFERS.flatMap((row) => row.items.map((item) => item.itemId)),
    ],
  },
];

/** Every way materials and tools are put to use: recipes, station costs, catalysts and training activities. */
export const ITEM_USES: readonly ItemFlow[] = [
  {
    name: 'a recipe needs it',
    itemIds: (content) => content.RECIPES.flatMap((row) => row.materials.map((line) => line.itemId)),
  },
  {
    name: 'a station costs it',
    itemIds: (content) => content.STATIONS.flatMap((row) => row.unlockCost.items.map((line) => line.itemId)),
  },
  { name: 'a catalyst', itemIds: (content) => content.CATALYSTS.map((row) => row.itemId) },
  {
    name: 'a training activity needs it',
    itemIds: (content) =>
      activities(content).flatMap(({ row }) =>
        [...(row.requiredItems ?? []), ...(row.resources ?? [])].map((need) => need.itemId),
      ),
  },
];

/** Item types never worn in an equipment slot: good only for what uses them (gear and potions are equipped). */
const UNWORN_TYPES: readonly ItemType[] = ['material', 'tool'];

function flowIds(flows: readonly ItemFlow[], content: ContentTables): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const flow of flows) for (const id of flow.itemIds(content)) ids.add(id);
  return ids;
}

// ---------------------------------------------------------------- the checks

const uniqueIds: ContentCheck = {
  name: 'unique-ids',
  rule: 'Every row has its own id (items, activities, and enemies with bosses each share one namespace).',
  run: (content) => {
    const groups: Located<{ readonly key: string }>[][] = [
      items(content).map(({ table, row }) => ({ table, row: { key: row.id } })),
      activities(content).map(({ table, row }) => ({ table, row: { key: row.id } })),
      fighters(content).map(({ table, row }) => ({ table, row: { key: row.id } })),
      ...(['SKILLS', 'SETS', 'ABILITIES', 'AREAS', 'WRAITHS', 'TRAINING_ACHIEVEMENTS', 'DAILY_OFFERS'] as const).map(
        (table) => content[table].map((row) => ({ table, row: { key: row.id } })),
      ),
      content.RANK_CHECKPOINTS.map((row) => ({ table: 'RANK_CHECKPOINTS' as const, row: { key: row.rank } })),
      content.TIERS.map((row) => ({ table: 'TIERS' as const, row: { key: row.tier } })),
      content.STARTING_ITEMS.map((row) => ({ table: 'STARTING_ITEMS' as const, row: { key: row.slot } })),
    ];
    const findings: Finding[] = [];
    for (const group of groups) {
      const seen = new Map<string, TableName>();
      for (const { table, row } of group) {
        const first = seen.get(row.key);
        if (first) findings.push({ table, id: row.key, message: `"${row.key}" is used twice (first in ${first})` });
        else seen.set(row.key, table);
      }
    }
    return findings;
  },
};

const areaReferences: ContentCheck = {
  name: 'area-references',
  rule: 'Every area has enemies, each in ENEMIES, and a boss in BOSSES.',
  run: (content) => {
    const enemyIds = idSet(content.ENEMIES);
    const bossIds = idSet(content.BOSSES);
    const findings: Finding[] = [];
    for (const area of content.AREAS) {
      const found = (message: string) => findings.push({ table: 'AREAS', id: area.id, message });
      if (area.enemies.length === 0) found('has no enemies to fight');
      for (const enemyId of area.enemies) {
        if (enemyIds.has(enemyId)) continue;
        found(
          bossIds.has(enemyId)
            ? `lists the boss "${enemyId}" as an enemy (bosses step out through bossId)`
            : `lists enemy "${enemyId}", which is not in ENEMIES`,
        );
      }
      if (!bossIds.has(area.bossId)) found(`has boss "${area.bossId}", which is not in BOSSES`);
    }
    return findings;
  },
};

const enemiesPlaced: ContentCheck = {
  name: 'enemies-placed',
  rule: 'Every enemy appears in an area and every boss guards one, so its loot can be won.',
  run: (content) => {
    const listed = new Set(content.AREAS.flatMap((area) => area.enemies));
    const guarded = new Set(content.AREAS.map((area) => area.bossId));
    return [
      ...content.ENEMIES.filter((enemy) => !listed.has(enemy.id)).map((enemy) => ({
        table: 'ENEMIES' as const,
        id: enemy.id,
        message: 'appears in no area',
      })),
      ...content.BOSSES.filter((boss) => !guarded.has(boss.id)).map((boss) => ({
        table: 'BOSSES' as const,
        id: boss.id,
        message: 'is the boss of no area',
      })),
    ];
  },
};

const lootReferences: ContentCheck = {
  name: 'loot-references',
  rule: 'Loot names known items (materials among the materials) and known wraiths.',
  run: (content) => {
    const known = itemsById(content);
    const wraithIds = idSet(content.WRAITHS);
    const findings: Finding[] = [];
    for (const { table, row } of fighters(content)) {
      const found = (message: string) => findings.push({ table, id: row.id, message });
      for (const drop of row.loot.materials ?? []) {
        const item = known.get(drop.itemId);
        if (!item) found(`drops material "${drop.itemId}", which is not an item`);
        else if (item.type !== 'material')
          found(`drops "${drop.itemId}" as a material, but it is a ${item.type} (list it under items)`);
      }
      for (const drop of row.loot.items ?? [])
        if (!known.has(drop.itemId)) found(`drops item "${drop.itemId}", which is not an item`);
      for (const drop of row.loot.tokens ?? [])
        if (!wraithIds.has(drop.wraithId)) found(`drops tokens of wraith "${drop.wraithId}", which is not in WRAITHS`);
    }
    return findings;
  },
};

const activityReferences: ContentCheck = {
  name: 'activity-references',
  rule: 'Every activity trains a known skill and needs and makes known items.',
  run: (content) => {
    const skillIds = idSet(content.SKILLS);
    const known = itemsById(content);
    const findings: Finding[] = [];
    for (const { table, row } of activities(content)) {
      const found = (message: string) => findings.push({ table, id: row.id, message });
      if (!skillIds.has(row.skill)) found(`trains skill "${row.skill}", which is not in SKILLS`);
      const needs = [...(row.requiredItems ?? []), ...(row.resources ?? [])];
      for (const need of needs) if (!known.has(need.itemId)) found(`needs "${need.itemId}", which is not an item`);
      for (const product of row.products ?? [])
        if (!known.has(product.itemId)) found(`makes "${product.itemId}", which is not an item`);
    }
    return findings;
  },
};

const setReferences: ContentCheck = {
  name: 'set-references',
  rule: 'Every set piece names a set in SETS, and every set has enough pieces for its largest bonus.',
  run: (content) => {
    const setIds = idSet(content.SETS);
    const findings: Finding[] = [];
    const pieces = new Map<string, number>();
    for (const { table, row } of items(content)) {
      if (row.setId === undefined) continue;
      if (!setIds.has(row.setId))
        findings.push({ table, id: row.id, message: `belongs to set "${row.setId}", which is not in SETS` });
      pieces.set(row.setId, (pieces.get(row.setId) ?? 0) + 1);
    }
    for (const set of content.SETS) {
      const needed = Math.max(set.requiredPieces, ...set.tiers.map((tier) => tier.pieces));
      const owned = pieces.get(set.id) ?? 0;
      if (owned < needed)
        findings.push({ table: 'SETS', id: set.id, message: `has ${owned} piece(s) but its bonuses need ${needed}` });
    }
    return findings;
  },
};

const skillReferences: ContentCheck = {
  name: 'skill-references',
  rule: 'Abilities come from known skills, and skill synergies name other known skills.',
  run: (content) => {
    const skillIds = idSet(content.SKILLS);
    const findings: Finding[] = [];
    for (const ability of content.ABILITIES) {
      if (!skillIds.has(ability.skillSource))
        findings.push({
          table: 'ABILITIES',
          id: ability.id,
          message: `comes from skill "${ability.skillSource}", which is not in SKILLS`,
        });
    }
    for (const skill of content.SKILLS) {
      for (const related of skill.synergies) {
        if (related === skill.id)
          findings.push({ table: 'SKILLS', id: skill.id, message: 'lists itself as a synergy' });
        else if (!skillIds.has(related))
          findings.push({ table: 'SKILLS', id: skill.id, message: `has synergy "${related}", which is not in SKILLS` });
      }
    }
    return findings;
  },
};

const rankReferences: ContentCheck = {
  name: 'rank-references',
  // Trial ids are checked once trials are a table.
  rule: 'Every rank checkpoint’s flagship rift is an area of kind rift.',
  run: (content) => {
    const areas = new Map(content.AREAS.map((area) => [area.id, area]));
    const findings: Finding[] = [];
    for (const checkpoint of content.RANK_CHECKPOINTS) {
      if (checkpoint.flagshipRiftId === null) continue;
      const area = areas.get(checkpoint.flagshipRiftId);
      const found = (message: string) => findings.push({ table: 'RANK_CHECKPOINTS', id: checkpoint.rank, message });
      if (!area) found(`needs flagship rift "${checkpoint.flagshipRiftId}", which is not in AREAS`);
      else if (area.kind !== 'rift') found(`needs flagship rift "${area.id}", which is a ${area.kind}, not a rift`);
    }
    return findings;
  },
};

const raidReferences: ContentCheck = {
  name: 'raid-references',
  rule: 'Every raid is a raid area, once; its phases begin in falling health order; its chest holds gear found nowhere else.',
  run: (content) => {
    const areas = new Map(content.AREAS.map((area) => [area.id, area]));
    const known = itemsById(content);
    // Elsewhere: every item source but the raids' own chests.
    const elsewhere = flowIds(
      ITEM_SOURCES.filter((source) => source.name !== 'a raid’s chest holds it'),
      content,
    );
    const seen = new Set<string>();
    const findings: Finding[] = [];
    for (const raid of content.RAIDS) {
      const found = (message: string) => findings.push({ table: 'RAIDS', id: raid.areaId, message });
      if (seen.has(raid.areaId)) found(`"${raid.areaId}" is used twice`);
      seen.add(raid.areaId);
      const area = areas.get(raid.areaId);
      if (!area) found(`names area "${raid.areaId}", which is not in AREAS`);
      else if (area.kind !== 'raid') found(`names "${raid.areaId}", a ${area.kind}, not a raid`);
      let above = 1;
      for (const phase of raid.phases) {
        if (!(phase.belowHealth > 0 && phase.belowHealth < above))
          found(`has phase "${phase.name}" at ${phase.belowHealth}, not below the one before it`);
        above = phase.belowHealth;
      }
      if (raid.enrage.afterMs <= 0 || raid.enrage.damageMultiplier <= 1) found('has an enrage that changes nothing');
      if (raid.chest.length === 0) found('has an empty chest');
      for (const itemId of raid.chest) {
        if (!known.has(itemId)) found(`has "${itemId}" in its chest, which is not an item`);
        else if (elsewhere.has(itemId)) found(`has "${itemId}" in its chest, which is also found elsewhere`);
      }
    }
    for (const area of content.AREAS)
      if (area.kind === 'raid' && !seen.has(area.id))
        findings.push({ table: 'AREAS', id: area.id, message: 'is a raid with no row in RAIDS' });
    return findings;
  },
};

const startingItemReferences: ContentCheck = {
  name: 'starting-item-references',
  rule: 'A new character’s kit holds known items.',
  run: (content) => {
    const known = itemsById(content);
    return content.STARTING_ITEMS.filter((row) => !known.has(row.itemId)).map((row) => ({
      table: 'STARTING_ITEMS' as const,
      id: row.slot,
      message: `holds "${row.itemId}", which is not an item`,
    }));
  },
};

const itemSources: ContentCheck = {
  name: 'item-sources',
  rule: `Every item has a source: ${ITEM_SOURCES.map((source) => source.name).join(', or ')}.`,
  run: (content) => {
    const given = flowIds(ITEM_SOURCES, content);
    return items(content)
      .filter(({ row }) => !given.has(row.id))
      .map(({ table, row }) => ({
        table,
        id: row.id,
        message: 'has no source: nothing in the game gives it',
      }));
  },
};

const materialUses: ContentCheck = {
  name: 'material-uses',
  rule: `Every material and tool has a use: ${ITEM_USES.map((use) => use.name).join(', or ')}.`,
  run: (content) => {
    const used = flowIds(ITEM_USES, content);
    return items(content)
      .filter(({ row }) => UNWORN_TYPES.includes(row.type) && !used.has(row.id))
      .map(({ table, row }) => ({ table, id: row.id, message: `is a ${row.type} nothing uses` }));
  },
};

const wraithSources: ContentCheck = {
  name: 'wraith-sources',
  rule: 'Every wraith’s tokens drop somewhere, so it can be bonded.',
  run: (content) => {
    const dropped = new Set(
      fighters(content).flatMap(({ row }) => (row.loot.tokens ?? []).map((drop) => drop.wraithId)),
    );
    return content.WRAITHS.filter((wraith) => !dropped.has(wraith.id)).map((wraith) => ({
      table: 'WRAITHS' as const,
      id: wraith.id,
      message: 'has tokens no enemy drops',
    }));
  },
};

const enemyLooks: ContentCheck = {
  name: 'enemy-looks',
  rule:
    `Every enemy and boss has a look: a silhouette (${ENEMY_SILHOUETTES.join(', ')})` +
    ` and a palette (${ENEMY_PALETTES.join(', ')}).`,
  run: (content) => {
    const findings: Finding[] = [];
    for (const { table, row } of fighters(content)) {
      // Typed rows always carry a look; rows built outside the type system (or cast) may not.
      const look: Partial<EnemyLook> | undefined = row.look;
      const found = (message: string) => findings.push({ table, id: row.id, message });
      if (!look) found('has no look');
      else {
        if (!isOneOf(look.silhouette, ENEMY_SILHOUETTES))
          found(`has silhouette "${String(look.silhouette)}", which the combat scene does not draw`);
        if (!isOneOf(look.palette, ENEMY_PALETTES))
          found(`has palette "${String(look.palette)}", which the combat scene does not know`);
      }
    }
    return findings;
  },
};

const skillStations: ContentCheck = {
  name: 'skill-stations',
  rule:
    `Every skill names a training station (${TRAINING_STATIONS.join(', ')})` +
    ` and a motion (${TRAINING_MOTIONS.join(', ')}).`,
  run: (content) => {
    const findings: Finding[] = [];
    for (const skill of content.SKILLS) {
      const station: string | undefined = skill.station;
      const motion: string | undefined = skill.stationMotion;
      if (!isOneOf(station, TRAINING_STATIONS))
        findings.push({
          table: 'SKILLS',
          id: skill.id,
          message: `has station "${String(station)}", which the training scene does not draw`,
        });
      if (!isOneOf(motion, TRAINING_MOTIONS))
        findings.push({
          table: 'SKILLS',
          id: skill.id,
          message: `has motion "${String(motion)}", which the training scene does not know`,
        });
    }
    return findings;
  },
};

/** "Training XP +10%" in an item's description. */
const TRAINING_XP_TEXT = /Training XP \+(\d+)%/;

const trainingItemBonuses: ContentCheck = {
  name: 'training-item-bonuses',
  rule: 'An item’s training XP bonus is above 0, on an item worn in a slot, and the number its description gives.',
  run: (content) => {
    const findings: Finding[] = [];
    for (const { table, row } of items(content)) {
      const found = (message: string) => findings.push({ table, id: row.id, message });
      const percent = row.trainingXpPercent;
      const stated = TRAINING_XP_TEXT.exec(row.description)?.[1];
      if (percent === undefined) {
        if (stated !== undefined) found(`says "Training XP +${stated}%" but has no trainingXpPercent`);
        continue;
      }
      if (!(percent > 0)) found(`has trainingXpPercent ${percent}; a bonus must be above 0`);
      if (UNWORN_TYPES.includes(row.type))
        found(`has a training XP bonus but is a ${row.type}, which is never equipped`);
      if (stated !== undefined && Number(stated) !== percent)
        found(`says "Training XP +${stated}%" but its trainingXpPercent is ${percent}`);
    }
    return findings;
  },
};

/** A kind of gear every rank band offers: a worn item type, or a weapon of one combat style. */
interface GearKind {
  readonly name: string;
  readonly matches: (item: ItemDef) => boolean;
}

function weaponOf(style: string, classes: readonly WeaponClass[]): GearKind {
  return {
    name: `${style} weapon (${classes.join(', ')})`,
    matches: (item) => item.type === 'weapon' && isOneOf(item.weaponClass, classes),
  };
}

/** The worn slots of spec 001 §3 by item type (ring covers both ring slots), and the three combat styles. */
const GEAR_KINDS: readonly GearKind[] = [
  ...(['helmet', 'armor', 'legs', 'boots', 'gloves', 'cape', 'amulet', 'ring', 'shield'] as const).map((type) => ({
    name: type,
    matches: (item: ItemDef) => item.type === type,
  })),
  weaponOf('melee', ['sword', 'axe', 'dagger']),
  weaponOf('ranged', ['bow', 'crossbow']),
  weaponOf('magic', ['staff', 'wand']),
];

const gearCoverage: ContentCheck = {
  name: 'gear-coverage',
  rule:
    'Every rank band with an area has, within its levels (gear-bands.ts), a helmet, armor, legs, boots, gloves,' +
    ' cape, amulet, ring and shield, and a melee, a ranged and a magic weapon.',
  run: (content) => {
    const gear = items(content).map(({ row }) => row);
    const bands = HUNTER_RANKS.filter((rank) => content.AREAS.some((area) => area.band === rank));
    const findings: Finding[] = [];
    for (const rank of bands) {
      const { min, max } = GEAR_BAND_LEVELS[rank];
      const inBand = gear.filter((item) => {
        const level = item.levelRequirement ?? 1;
        return level >= min && level <= max;
      });
      for (const kind of GEAR_KINDS)
        if (!inBand.some(kind.matches))
          findings.push({ table: 'GEAR_ITEMS', id: rank, message: `has no ${kind.name} for levels ${min}-${max}` });
    }
    return findings;
  },
};

/** The most units of an item one inventory slot holds: materials and potions stack, the rest do not. */
const STACK_SIZES: Partial<Record<ItemType, number>> = { material: 999, potion: 999 };

const stackSizes: ContentCheck = {
  name: 'stack-sizes',
  rule: 'Materials and potions stack to 999; gear, tools and everything else to 1.',
  run: (content) =>
    items(content)
      .filter(({ row }) => row.stackSize !== (STACK_SIZES[row.type] ?? 1))
      .map(({ table, row }) => ({
        table,
        id: row.id,
        message: `has stack size ${row.stackSize}; a ${row.type} stacks to ${STACK_SIZES[row.type] ?? 1}`,
      })),
};

/** What a daily offer counts an item the store does not sell at: this many times its value. */
const UNSOLD_ITEM_VALUE_MULTIPLE = 3;

const storePrices: ContentCheck = {
  name: 'store-prices',
  rule:
    'The store sells known items, each on one row, above their value (selling back never profits); a daily' +
    ` offer holds known items and costs less than they do in the store (${UNSOLD_ITEM_VALUE_MULTIPLE}x value where` +
    ' the store does not sell one) and more than they sell for.',
  run: (content) => {
    const known = itemsById(content);
    const storePrice = new Map<string, number>();
    const findings: Finding[] = [];
    for (const offer of content.STORE_OFFERS) {
      const found = (message: string) => findings.push({ table: 'STORE_OFFERS', id: offer.itemId, message });
      const item = known.get(offer.itemId);
      if (storePrice.has(offer.itemId)) found('is sold on two rows');
      else storePrice.set(offer.itemId, offer.price);
      if (!item) found(`sells "${offer.itemId}", which is not an item`);
      else if (!(offer.price > item.value))
        found(`costs ${offer.price}, not above the item’s value ${item.value}: buying to sell back would profit`);
    }
    for (const offer of content.DAILY_OFFERS) {
      const found = (message: string) => findings.push({ table: 'DAILY_OFFERS', id: offer.id, message });
      if (offer.items.length === 0) found('holds no items');
      let storeWorth = 0;
      let sellWorth = 0;
      let complete = true;
      for (const { itemId, quantity } of offer.items) {
        const item = known.get(itemId);
        if (!(quantity > 0)) found(`holds ${quantity} of "${itemId}"; a quantity is at least 1`);
        if (!item) {
          found(`holds "${itemId}", which is not an item`);
          complete = false;
          continue;
        }
        storeWorth += quantity * (storePrice.get(itemId) ?? UNSOLD_ITEM_VALUE_MULTIPLE * item.value);
        sellWorth += quantity * item.value;
      }
      if (!complete || offer.items.length === 0) continue;
      if (!(offer.price < storeWorth)) found(`costs ${offer.price}, not below its items’ ${storeWorth} in the store`);
      if (!(offer.price > sellWorth))
        found(`costs ${offer.price}, not above the ${sellWorth} its items sell for: buying to sell would profit`);
    }
    return findings;
  },
};

/** '#rrggbb' */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const cosmeticColours: ContentCheck = {
  name: 'cosmetic-colours',
  rule: 'Every cosmetic has its own id, and a colour and an accent written #rrggbb.',
  run: (content) => {
    const seen = new Set<string>();
    const findings: Finding[] = [];
    for (const cosmetic of content.COSMETICS) {
      const found = (message: string) => findings.push({ table: 'COSMETICS', id: cosmetic.id, message });
      if (seen.has(cosmetic.id)) found(`"${cosmetic.id}" is used twice`);
      seen.add(cosmetic.id);
      if (!HEX_COLOUR.test(cosmetic.color)) found(`has colour "${cosmetic.color}", not #rrggbb`);
      if (!HEX_COLOUR.test(cosmetic.accent)) found(`has accent "${cosmetic.accent}", not #rrggbb`);
    }
    return findings;
  },
};

/** Every check, in the order the report lists them. */
export const CONTENT_CHECKS: readonly ContentCheck[] = [
  uniqueIds,
  areaReferences,
  enemiesPlaced,
  lootReferences,
  activityReferences,
  setReferences,
  skillReferences,
  rankReferences,
  raidReferences,
  startingItemReferences,
  itemSources,
  materialUses,
  wraithSources,
  enemyLooks,
  skillStations,
  trainingItemBonuses,
  gearCoverage,
  stackSizes,
  storePrices,
  cosmeticColours,
];
