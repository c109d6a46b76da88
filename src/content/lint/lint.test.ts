import { describe, expect, it } from 'vitest';
import { GEAR_BAND_LEVELS } from '../gear-bands';
import { HUNTER_RANKS } from '../ids';
import type { AreaDef, BossDef, CosmeticDef, DailyOfferDef, EnemyDef, ItemDef, SkillDef } from '../types';
import { CONTENT_CHECKS, type Finding } from './checks';
import { formatReport, lintContent } from './lint';
import { CONTENT_TABLES, type ContentTables, type TableName } from './tables';

// ---------------------------------------------------------------- a small, sound world to break

function skill(id: SkillDef['id'], synergies: SkillDef['synergies']): SkillDef {
  return {
    id,
    name: id,
    description: `${id} skill`,
    category: 'combat',
    group: 'Combat',
    sortOrder: 1,
    synergies,
    station: 'dummy',
    stationMotion: 'attack',
  };
}

function item(id: string, type: ItemDef['type'], extra: Partial<ItemDef> = {}): ItemDef {
  return {
    id,
    name: id,
    description: `A ${id}.`,
    type,
    rarity: 'common',
    value: 1,
    stackSize: type === 'material' || type === 'potion' ? 999 : 1,
    ...extra,
  };
}

function enemy(id: string, extra: Partial<EnemyDef> = {}): EnemyDef {
  return {
    id,
    name: id,
    description: `A ${id}.`,
    level: 1,
    archetype: 'swarm',
    look: { silhouette: 'hound', palette: 'ember' },
    xp: 1,
    loot: { gold: [1, 2] },
    ...extra,
  };
}

function boss(id: string, extra: Partial<BossDef> = {}): BossDef {
  return { ...enemy(id), title: 'Boss', hpMultiplier: 5, damageMultiplier: 1.2, ...extra };
}

function dailyOffer(id: string, items: DailyOfferDef['items'], price: number): DailyOfferDef {
  return { id, name: id, description: `The ${id}.`, items, price };
}

function cosmetic(id: string, extra: Partial<CosmeticDef> = {}): CosmeticDef {
  return {
    id,
    name: id,
    description: `A ${id}.`,
    kind: 'cloak',
    tier: 'base',
    color: '#777777',
    accent: '#cccccc',
    ...extra,
  };
}

function area(id: string, extra: Partial<AreaDef> = {}): AreaDef {
  return {
    id,
    name: id,
    description: `The ${id}.`,
    kind: 'rift',
    band: 'E',
    enemies: ['rat'],
    bossId: 'king',
    killsForBoss: 5,
    backdrop: 'crypt',
    ...extra,
  };
}

/** The rest of a full kit for rank E, the sound world's one band (the sword, ring, cap and boots are below). */
const E_KIT: readonly (readonly [string, ItemDef['type'], Partial<ItemDef>])[] = [
  ['bow', 'weapon', { weaponClass: 'bow' }],
  ['staff', 'weapon', { weaponClass: 'staff' }],
  ['vest', 'armor', {}],
  ['greaves', 'legs', {}],
  ['gloves', 'gloves', {}],
  ['cloak', 'cape', {}],
  ['pendant', 'amulet', {}],
  ['buckler', 'shield', {}],
];

/**
 * Every table used once: an enemy drops ore and a pick that drills need, a boss drops the ring, the set
 * and the rest of rank E's kit, the store sells potions and ore.
 */
function soundContent(): ContentTables {
  return {
    SKILLS: [skill('bladework', ['defense']), skill('defense', ['bladework'])],
    LEVEL_TITLES: [{ level: 10, prefix: 'Initiate' }],
    TRAINING_ACHIEVEMENTS: [{ id: 'streak', name: 'Streak', description: 'Keep at it.', kind: 'streak', target: 7 }],
    COMBAT_ACTIVITIES: [
      {
        id: 'drills',
        name: 'Drills',
        description: 'Drill.',
        skill: 'bladework',
        requiredLevel: 1,
        durationMs: 8_000,
        xp: 7,
        resources: [
          { itemId: 'pick', quantity: 1, consumed: false },
          { itemId: 'ore', quantity: 1, consumed: true },
        ],
      },
    ],
    CRAFT_ACTIVITIES: [
      {
        id: 'digging',
        name: 'Digging',
        description: 'Dig.',
        skill: 'defense',
        requiredLevel: 1,
        durationMs: 8_000,
        xp: 7,
        products: [{ itemId: 'ore', quantity: 1, chance: 1 }],
      },
    ],
    GEAR_ITEMS: [
      item('sword', 'weapon', { weaponClass: 'sword' }),
      item('ring', 'ring', { description: 'Training XP +10%.', trainingXpPercent: 10 }),
      item('cap', 'helmet', { setId: 'kit' }),
      item('boots', 'boots', { setId: 'kit' }),
      ...E_KIT.map(([id, type, extra]) => item(id, type, extra)),
    ],
    HIGH_GEAR_ITEMS: [],
    SUPPLY_ITEMS: [item('ore', 'material'), item('pick', 'tool'), item('potion', 'potion')],
    STARTING_ITEMS: [
      { itemId: 'sword', quantity: 1, slot: 'weapon' },
      { itemId: 'potion', quantity: 2, slot: 'potion_1' },
    ],
    SETS: [
      { id: 'kit', name: 'Kit', description: 'A kit.', requiredPieces: 2, tiers: [{ pieces: 2, stats: { armor: 1 } }] },
    ],
    ABILITIES: [
      {
        id: 'cut',
        name: 'Cut',
        description: 'Cut.',
        skillSource: 'bladework',
        unlockLevel: 2,
        maxRank: 5,
        cost: { resource: 'none', amount: 0 },
        visual: 'steel',
        cooldownMs: 1_000,
        effect: { kind: 'damage', school: 'physical', multiplier: 1, perRank: 0.1 },
        sound: 'hit_normal',
      },
    ],
    AREAS: [area('cellar')],
    ENEMIES: [
      enemy('rat', {
        loot: {
          gold: [1, 2],
          materials: [{ itemId: 'ore', chance: 1, min: 1, max: 1 }],
          items: [{ itemId: 'pick', chance: 0.1 }],
          tokens: [{ wraithId: 'wisp', chance: 0.1, quantity: 1 }],
        },
      }),
    ],
    BOSSES: [
      boss('king', {
        loot: {
          gold: [5, 9],
          items: [
            { itemId: 'ring', chance: 0.1 },
            { itemId: 'cap', chance: 0.1 },
            { itemId: 'boots', chance: 0.1 },
            ...E_KIT.map(([itemId]) => ({ itemId, chance: 0.05 })),
          ],
        },
      }),
    ],
    WRAITHS: [
      {
        id: 'wisp',
        name: 'Wisp',
        description: 'A wisp.',
        rarity: 'common',
        tokensToBond: 10,
        lore: 'It drifts.',
        band: 'E',
        effect: { kind: 'attack', school: 'spell', hitShare: 0.15, intervalMs: 3000 },
        passive: { kind: 'xp', percent: 3 },
        look: { shape: 'wisp', glow: 0xff8c2a },
      },
    ],
    MINING_NODES: [],
    STATIONS: [],
    CATALYSTS: [],
    RECIPES: [],
    RANK_CHECKPOINTS: [
      {
        rank: 'E',
        order: 0,
        flagshipRiftId: null,
        skillReqLevel: 1,
        totalXpReq: 0,
        trialId: null,
        baseHpMult: 1,
        dmgMult: 1,
        emoji: '🌑',
        color: '#000',
        benefits: [],
      },
      {
        rank: 'D',
        order: 1,
        flagshipRiftId: 'cellar',
        skillReqLevel: 10,
        totalXpReq: 5_000,
        trialId: 'trial_d',
        baseHpMult: 1.1,
        dmgMult: 1.1,
        emoji: '🌒',
        color: '#111',
        benefits: [],
      },
    ],
    TRIALS: [],
    RAIDS: [],
    TIERS: [],
    STORE_OFFERS: [
      { itemId: 'potion', price: 5, shelf: 'potions' },
      { itemId: 'ore', price: 3, shelf: 'materials' },
    ],
    DAILY_OFFERS: [
      dailyOffer(
        'satchel',
        [
          { itemId: 'potion', quantity: 2 },
          { itemId: 'ore', quantity: 3 },
        ],
        12,
      ),
    ],
    COSMETICS: [cosmetic('grey_cloak')],
    // Their references are checked by src/content/goals-content.test.ts.
    QUESTS: [],
    ACHIEVEMENTS: [],
    ACHIEVEMENT_TITLES: [],
    TIMED_EVENTS: [],
  };
}

function broken(patch: Partial<ContentTables>): ContentTables {
  return { ...soundContent(), ...patch };
}

/** Values that get around the types, as a designer's typo or a bad merge would leave them. */
function untyped<Value>(value: unknown): Value {
  return value as Value;
}

const sound = soundContent();

interface BrokenCase {
  check: string;
  title: string;
  content: ContentTables;
  /** Every finding of the check, as table and id, with a word of its message. */
  findings: { table: TableName; id: string; says: string }[];
}

const CASES: BrokenCase[] = [
  {
    check: 'unique-ids',
    title:
      'an item id in both item tables, an enemy named like a boss, two items in one starting slot, two daily offers of one id',
    content: broken({
      SUPPLY_ITEMS: [...sound.SUPPLY_ITEMS, item('sword', 'material')],
      ENEMIES: [...sound.ENEMIES, enemy('king')],
      STARTING_ITEMS: [...sound.STARTING_ITEMS, { itemId: 'potion', quantity: 1, slot: 'weapon' }],
      DAILY_OFFERS: [...sound.DAILY_OFFERS, dailyOffer('satchel', [{ itemId: 'ore', quantity: 1 }], 2)],
    }),
    findings: [
      { table: 'SUPPLY_ITEMS', id: 'sword', says: 'first in GEAR_ITEMS' },
      { table: 'BOSSES', id: 'king', says: 'first in ENEMIES' },
      { table: 'STARTING_ITEMS', id: 'weapon', says: 'used twice' },
      { table: 'DAILY_OFFERS', id: 'satchel', says: 'used twice' },
    ],
  },
  {
    check: 'area-references',
    title: 'an unknown enemy, a boss listed as an enemy, an unknown boss, an empty area',
    content: broken({
      AREAS: [area('cellar', { enemies: ['rat', 'ghost', 'king'], bossId: 'queen' }), area('attic', { enemies: [] })],
    }),
    findings: [
      { table: 'AREAS', id: 'cellar', says: '"ghost", which is not in ENEMIES' },
      { table: 'AREAS', id: 'cellar', says: 'lists the boss "king"' },
      { table: 'AREAS', id: 'cellar', says: '"queen", which is not in BOSSES' },
      { table: 'AREAS', id: 'attic', says: 'no enemies' },
    ],
  },
  {
    check: 'enemies-placed',
    title: 'an enemy in no area and a boss of none',
    content: broken({ ENEMIES: [...sound.ENEMIES, enemy('bat')], BOSSES: [...sound.BOSSES, boss('queen')] }),
    findings: [
      { table: 'ENEMIES', id: 'bat', says: 'no area' },
      { table: 'BOSSES', id: 'queen', says: 'boss of no area' },
    ],
  },
  {
    check: 'loot-references',
    title: 'an unknown material, gear dropped as a material, an unknown item, tokens of an unknown wraith',
    content: broken({
      ENEMIES: [
        enemy('rat', {
          loot: {
            gold: [1, 2],
            materials: [
              { itemId: 'ore', chance: 1, min: 1, max: 1 },
              { itemId: 'dust', chance: 1, min: 1, max: 1 },
              { itemId: 'sword', chance: 1, min: 1, max: 1 },
            ],
            items: [
              { itemId: 'pick', chance: 0.1 },
              { itemId: 'axe', chance: 0.1 },
            ],
            tokens: [
              { wraithId: 'wisp', chance: 0.1, quantity: 1 },
              { wraithId: 'ghast', chance: 0.1, quantity: 1 },
            ],
          },
        }),
      ],
    }),
    findings: [
      { table: 'ENEMIES', id: 'rat', says: 'material "dust"' },
      { table: 'ENEMIES', id: 'rat', says: 'it is a weapon' },
      { table: 'ENEMIES', id: 'rat', says: 'item "axe"' },
      { table: 'ENEMIES', id: 'rat', says: 'wraith "ghast"' },
    ],
  },
  {
    check: 'activity-references',
    title: 'an unknown skill, an unknown need and an unknown product',
    content: broken({
      CRAFT_ACTIVITIES: [
        {
          ...sound.CRAFT_ACTIVITIES[0]!,
          skill: untyped<SkillDef['id']>('mining'),
          requiredItems: [{ itemId: 'coal', quantity: 1 }],
          products: [
            { itemId: 'ore', quantity: 1, chance: 1 },
            { itemId: 'gem', quantity: 1, chance: 1 },
          ],
        },
      ],
    }),
    findings: [
      { table: 'CRAFT_ACTIVITIES', id: 'digging', says: 'skill "mining"' },
      { table: 'CRAFT_ACTIVITIES', id: 'digging', says: 'needs "coal"' },
      { table: 'CRAFT_ACTIVITIES', id: 'digging', says: 'makes "gem"' },
    ],
  },
  {
    check: 'set-references',
    title: 'a piece of an unknown set and a set whose bonus needs more pieces than exist',
    content: broken({
      GEAR_ITEMS: [...sound.GEAR_ITEMS.filter((row) => row.id !== 'ring'), item('ring', 'ring', { setId: 'regalia' })],
      SETS: [
        {
          ...sound.SETS[0]!,
          tiers: [
            { pieces: 2, stats: {} },
            { pieces: 3, stats: {} },
          ],
        },
      ],
    }),
    findings: [
      { table: 'GEAR_ITEMS', id: 'ring', says: 'set "regalia"' },
      { table: 'SETS', id: 'kit', says: 'has 2 piece(s) but its bonuses need 3' },
    ],
  },
  {
    check: 'skill-references',
    title: 'an ability of an unknown skill, a skill synergising with itself and with an unknown skill',
    content: broken({
      ABILITIES: [{ ...sound.ABILITIES[0]!, skillSource: untyped<SkillDef['id']>('sorcery') }],
      SKILLS: [skill('bladework', ['bladework']), skill('defense', [untyped<SkillDef['id']>('parrying')])],
    }),
    findings: [
      { table: 'ABILITIES', id: 'cut', says: '"sorcery"' },
      { table: 'SKILLS', id: 'bladework', says: 'itself' },
      { table: 'SKILLS', id: 'defense', says: '"parrying"' },
    ],
  },
  {
    check: 'rank-references',
    title: 'a flagship rift that does not exist and one that is a zone',
    content: broken({
      AREAS: [area('cellar', { kind: 'zone' })],
      RANK_CHECKPOINTS: [{ ...sound.RANK_CHECKPOINTS[0]!, flagshipRiftId: 'crypt' }, sound.RANK_CHECKPOINTS[1]!],
    }),
    findings: [
      { table: 'RANK_CHECKPOINTS', id: 'E', says: '"crypt", which is not in AREAS' },
      { table: 'RANK_CHECKPOINTS', id: 'D', says: 'a zone, not a rift' },
    ],
  },
  {
    check: 'raid-references',
    title:
      'a raid on a rift, phases out of order, a chest with an unknown item and one found elsewhere, a raid with no row',
    content: broken({
      AREAS: [...sound.AREAS, area('vault', { kind: 'raid' })],
      RAIDS: [
        {
          areaId: 'cellar',
          phases: [
            {
              belowHealth: 0.3,
              name: 'Low',
              text: 'Low.',
              attackMultiplier: 1,
              intervalMultiplier: 1,
              evasionBonus: 0,
            },
            {
              belowHealth: 0.6,
              name: 'High',
              text: 'High.',
              attackMultiplier: 1,
              intervalMultiplier: 1,
              evasionBonus: 0,
            },
          ],
          enrage: { afterMs: 60_000, damageMultiplier: 1, text: 'Nothing.' },
          chest: ['crown', sound.STARTING_ITEMS[0]!.itemId],
        },
      ],
    }),
    findings: [
      { table: 'RAIDS', id: 'cellar', says: 'a rift, not a raid' },
      { table: 'RAIDS', id: 'cellar', says: '"High" at 0.6' },
      { table: 'RAIDS', id: 'cellar', says: 'changes nothing' },
      { table: 'RAIDS', id: 'cellar', says: '"crown" in its chest, which is not an item' },
      { table: 'RAIDS', id: 'cellar', says: 'also found elsewhere' },
      { table: 'AREAS', id: 'vault', says: 'no row in RAIDS' },
    ],
  },
  {
    check: 'starting-item-references',
    title: 'a starting item that does not exist',
    content: broken({
      STARTING_ITEMS: [...sound.STARTING_ITEMS, { itemId: 'lantern', quantity: 1, slot: 'off_hand' }],
    }),
    findings: [{ table: 'STARTING_ITEMS', id: 'off_hand', says: '"lantern"' }],
  },
  {
    check: 'item-sources',
    title: 'an amulet nothing drops, makes or starts with',
    content: broken({ GEAR_ITEMS: [...sound.GEAR_ITEMS, item('amulet', 'amulet')] }),
    findings: [{ table: 'GEAR_ITEMS', id: 'amulet', says: 'no source' }],
  },
  {
    check: 'material-uses',
    title: 'a material and a tool nothing needs (potions and gear need no use)',
    content: broken({
      SUPPLY_ITEMS: [...sound.SUPPLY_ITEMS, item('dust', 'material'), item('saw', 'tool'), item('tonic', 'potion')],
    }),
    findings: [
      { table: 'SUPPLY_ITEMS', id: 'dust', says: 'material nothing uses' },
      { table: 'SUPPLY_ITEMS', id: 'saw', says: 'tool nothing uses' },
    ],
  },
  {
    check: 'wraith-sources',
    title: 'a wraith whose tokens nothing drops',
    content: broken({
      WRAITHS: [
        ...sound.WRAITHS,
        { ...sound.WRAITHS[0]!, id: 'ghast', name: 'Ghast', description: 'A ghast.', rarity: 'rare', tokensToBond: 20 },
      ],
    }),
    findings: [{ table: 'WRAITHS', id: 'ghast', says: 'no enemy drops' }],
  },
  {
    check: 'enemy-looks',
    title: 'an enemy without a look, a boss with an unknown silhouette and palette',
    content: broken({
      ENEMIES: [untyped<EnemyDef>({ ...sound.ENEMIES[0]!, look: undefined })],
      BOSSES: [{ ...sound.BOSSES[0]!, look: untyped<EnemyDef['look']>({ silhouette: 'dragon', palette: 'plaid' }) }],
    }),
    findings: [
      { table: 'ENEMIES', id: 'rat', says: 'no look' },
      { table: 'BOSSES', id: 'king', says: 'silhouette "dragon"' },
      { table: 'BOSSES', id: 'king', says: 'palette "plaid"' },
    ],
  },
  {
    check: 'skill-stations',
    title: 'a skill at a station the scene lacks, and one without a motion',
    content: broken({
      SKILLS: [
        { ...skill('bladework', ['defense']), station: untyped<SkillDef['station']>('arena') },
        untyped<SkillDef>({ ...skill('defense', ['bladework']), stationMotion: undefined }),
      ],
    }),
    findings: [
      { table: 'SKILLS', id: 'bladework', says: 'station "arena"' },
      { table: 'SKILLS', id: 'defense', says: 'motion "undefined"' },
    ],
  },
  {
    check: 'training-item-bonuses',
    title: 'a zero bonus, a bonus on a material, a description that disagrees, a description without the field',
    content: broken({
      GEAR_ITEMS: [
        ...sound.GEAR_ITEMS.filter((row) => row.id !== 'ring'),
        item('ring', 'ring', { description: 'Training XP +15%.', trainingXpPercent: 10 }),
        item('band', 'ring', { trainingXpPercent: 0 }),
        item('charm', 'amulet', { description: 'Training XP +5%.' }),
      ],
      SUPPLY_ITEMS: [...sound.SUPPLY_ITEMS, item('tome_dust', 'material', { trainingXpPercent: 5 })],
    }),
    findings: [
      { table: 'GEAR_ITEMS', id: 'ring', says: 'its trainingXpPercent is 10' },
      { table: 'GEAR_ITEMS', id: 'band', says: 'above 0' },
      { table: 'GEAR_ITEMS', id: 'charm', says: 'has no trainingXpPercent' },
      { table: 'SUPPLY_ITEMS', id: 'tome_dust', says: 'never equipped' },
    ],
  },
  {
    check: 'gear-coverage',
    title: 'a band whose legs need the next band’s level and whose staff is a dagger',
    content: broken({
      GEAR_ITEMS: [
        ...sound.GEAR_ITEMS.filter((row) => row.id !== 'greaves' && row.id !== 'staff'),
        item('greaves', 'legs', { levelRequirement: GEAR_BAND_LEVELS.E.max + 1 }),
        item('staff', 'weapon', { weaponClass: 'dagger' }),
      ],
    }),
    findings: [
      { table: 'GEAR_ITEMS', id: 'E', says: 'no legs for levels 1-7' },
      { table: 'GEAR_ITEMS', id: 'E', says: 'no magic weapon' },
    ],
  },
  {
    check: 'stack-sizes',
    title: 'a potion that does not stack, a material stacking to 50, a helmet stacking to 999',
    content: broken({
      SUPPLY_ITEMS: [
        ...sound.SUPPLY_ITEMS.filter((row) => row.id !== 'potion'),
        item('potion', 'potion', { stackSize: 1 }),
        item('dust', 'material', { stackSize: 50 }),
      ],
      HIGH_GEAR_ITEMS: [item('crown', 'helmet', { stackSize: 999 })],
    }),
    findings: [
      { table: 'SUPPLY_ITEMS', id: 'potion', says: 'a potion stacks to 999' },
      { table: 'SUPPLY_ITEMS', id: 'dust', says: 'stack size 50' },
      { table: 'HIGH_GEAR_ITEMS', id: 'crown', says: 'a helmet stacks to 1' },
    ],
  },
  {
    check: 'store-prices',
    title:
      'an unknown item, a price at the value, an item on two rows; bundles of an unknown item, dearer than the' +
      ' store, and cheaper than their items sell for',
    content: broken({
      STORE_OFFERS: [
        ...sound.STORE_OFFERS,
        { itemId: 'lantern', price: 10, shelf: 'gear' },
        { itemId: 'pick', price: 1, shelf: 'crafting' },
        { itemId: 'potion', price: 6, shelf: 'potions' },
      ],
      DAILY_OFFERS: [
        ...sound.DAILY_OFFERS,
        dailyOffer('mystery', [{ itemId: 'lantern', quantity: 1 }], 5),
        dailyOffer('dear', [{ itemId: 'potion', quantity: 2 }], 10),
        dailyOffer('giveaway', [{ itemId: 'cap', quantity: 3 }], 2),
      ],
    }),
    findings: [
      { table: 'STORE_OFFERS', id: 'lantern', says: 'not an item' },
      { table: 'STORE_OFFERS', id: 'pick', says: 'not above the item’s value 1' },
      { table: 'STORE_OFFERS', id: 'potion', says: 'two rows' },
      { table: 'DAILY_OFFERS', id: 'mystery', says: '"lantern", which is not an item' },
      { table: 'DAILY_OFFERS', id: 'dear', says: 'not below its items’ 10 in the store' },
      { table: 'DAILY_OFFERS', id: 'giveaway', says: 'not above the 3 its items sell for' },
    ],
  },
  {
    check: 'cosmetic-colours',
    title: 'an id used twice, a short colour, a colour name and a bad accent',
    content: broken({
      COSMETICS: [
        ...sound.COSMETICS,
        cosmetic('grey_cloak', { color: '#fff' }),
        cosmetic('gold_cloak', { color: 'gold', accent: '#12345g' }),
      ],
    }),
    findings: [
      { table: 'COSMETICS', id: 'grey_cloak', says: 'used twice' },
      { table: 'COSMETICS', id: 'grey_cloak', says: 'colour "#fff"' },
      { table: 'COSMETICS', id: 'gold_cloak', says: 'colour "gold"' },
      { table: 'COSMETICS', id: 'gold_cloak', says: 'accent "#12345g"' },
    ],
  },
];

function findingsOf(checkName: string, content: ContentTables): Finding[] {
  const check = CONTENT_CHECKS.find((candidate) => candidate.name === checkName);
  if (!check) throw new Error(`no check named ${checkName}`);
  return check.run(content);
}

describe('content checks on small hand-made tables', () => {
  it('finds nothing wrong with the sound tables the broken cases start from', () => {
    expect(lintContent(soundContent()).problems).toEqual([]);
  });

  it.each(CASES)('$check: $title', ({ check, content, findings }) => {
    const found = findingsOf(check, content);
    expect(found).toHaveLength(findings.length);
    for (const expected of findings) {
      const match = found.find(
        (finding) =>
          finding.table === expected.table && finding.id === expected.id && finding.message.includes(expected.says),
      );
      expect(match, `${expected.table} ${expected.id}: ${expected.says} in ${JSON.stringify(found)}`).toBeDefined();
    }
  });

  it('has a broken case for every check, so each can be seen to fail', () => {
    expect(
      CONTENT_CHECKS.map((check) => check.name).filter((name) => !CASES.some((broken) => broken.check === name)),
    ).toEqual([]);
    expect(new Set(CONTENT_CHECKS.map((check) => check.name)).size).toBe(CONTENT_CHECKS.length);
  });

  it('reports each problem with its check, and counts every table', () => {
    const report = lintContent(CASES.find((broken) => broken.check === 'item-sources')!.content);
    expect(report.problems).toEqual([
      { check: 'item-sources', table: 'GEAR_ITEMS', id: 'amulet', message: expect.stringContaining('no source') },
    ]);
    expect(report.counts).toMatchObject({ GEAR_ITEMS: 13, SUPPLY_ITEMS: 3, TIERS: 0 });
    expect(Object.keys(report.counts)).toEqual(Object.keys(CONTENT_TABLES));
    const text = formatReport(report);
    expect(text).toContain('FAIL item-sources');
    expect(text).toContain('GEAR_ITEMS amulet: has no source');
    expect(text).toContain('1 problem in');
  });
});

describe('the game’s content', () => {
  it('has no problems', () => {
    const report = lintContent();
    expect(report.problems).toEqual([]);
    expect(formatReport(report)).toContain(`No problems in ${CONTENT_CHECKS.length} checks.`);
  });

  it('gives the gear bands the levels 1 to 100, in rank order, without gaps or overlaps', () => {
    const bands = HUNTER_RANKS.map((rank) => GEAR_BAND_LEVELS[rank]);
    expect(bands[0]!.min).toBe(1);
    expect(bands.at(-1)!.max).toBe(100);
    for (const [index, band] of bands.entries()) {
      expect(band.max, HUNTER_RANKS[index]).toBeGreaterThanOrEqual(band.min);
      if (index > 0) expect(band.min, HUNTER_RANKS[index]).toBe(bands[index - 1]!.max + 1);
    }
  });

  it('counts every table under the name of its export in src/content, and nothing else', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts'], { eager: true });
    const exported = new Map<string, unknown>();
    for (const module of Object.values(modules)) {
      for (const [name, value] of Object.entries(module)) {
        const isTable =
          Array.isArray(value) && value.length > 0 && value.every((row) => typeof row === 'object' && row !== null);
        if (isTable) exported.set(name, value);
      }
    }
    expect([...exported.keys()].sort()).toEqual(Object.keys(CONTENT_TABLES).sort());
    for (const [name, rows] of Object.entries(CONTENT_TABLES)) expect(exported.get(name), name).toBe(rows);
    const counts = lintContent().counts;
    for (const [name, rows] of Object.entries(CONTENT_TABLES))
      expect(counts[name as TableName], name).toBe(rows.length);
  });
});
