import { describe, expect, it } from 'vitest';
import {
  ALL_ABILITIES,
  ALL_ACTIVITIES,
  ALL_AREAS,
  ALL_BOSSES,
  ALL_CHECKPOINTS,
  ALL_ENEMIES,
  ALL_ITEMS,
  ALL_SETS,
  ALL_SKILLS,
  ALL_TIERS,
  ALL_WRAITHS,
  ACTIVITIES_BY_SKILL,
  BOSSES_BY_ID,
  ENEMIES_BY_ID,
  ITEMS,
  SETS_BY_ID,
  WRAITHS_BY_ID,
} from '@/core/content-index';
import { ACCOUNT_TIERS, HUNTER_RANKS, SKILL_IDS } from '@/content/ids';
import { playerLevelFromSkills } from '@/core/player-level';
import { levelForXp, xpForLevel } from '@/core/xp';
import { LEVEL_TITLES, TRAINING_ACHIEVEMENTS } from './skills';
import { TIER_MESSAGES } from './tiers';

function expectUnique(ids: readonly string[]) {
  const seen = new Set<string>();
  const duplicates = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  expect(duplicates).toEqual([]);
}

describe('content tables', () => {
  it('has unique ids in every table and across enemies and bosses', () => {
    expectUnique(ALL_ITEMS.map((row) => row.id));
    expectUnique(ALL_ACTIVITIES.map((row) => row.id));
    expectUnique(ALL_AREAS.map((row) => row.id));
    expectUnique([...ALL_ENEMIES, ...ALL_BOSSES].map((row) => row.id));
    expectUnique(ALL_ABILITIES.map((row) => row.id));
    expectUnique(ALL_SETS.map((row) => row.id));
    expectUnique(ALL_WRAITHS.map((row) => row.id));
    expectUnique(TRAINING_ACHIEVEMENTS.map((row) => row.id));
  });

  it('names and describes every entry', () => {
    const rows = [
      ...ALL_ITEMS,
      ...ALL_ACTIVITIES,
      ...ALL_AREAS,
      ...ALL_ENEMIES,
      ...ALL_BOSSES,
      ...ALL_ABILITIES,
      ...ALL_SETS,
      ...ALL_WRAITHS,
      ...ALL_SKILLS,
    ];
    for (const row of rows) {
      expect(row.name.length, row.id).toBeGreaterThan(2);
      expect(row.description.length, row.id).toBeGreaterThan(20);
    }
  });

  it('has exactly the ten skills of ruling 1 in four sidebar groups', () => {
    expect(ALL_SKILLS.map((skill) => skill.id).sort()).toEqual([...SKILL_IDS].sort());
    const groups = Object.fromEntries(
      ['Combat', 'Gathering', 'Production', 'Leadership'].map((group) => [
        group,
        ALL_SKILLS.filter((skill) => skill.group === group)
          .map((skill) => skill.id)
          .sort(),
      ]),
    );
    expect(groups).toEqual({
      Combat: ['bladework', 'defense', 'marksmanship', 'witchcraft'],
      Gathering: ['athleticism', 'survival'],
      Production: ['alchemy', 'artifice', 'smithing'],
      Leadership: ['command'],
    });
    for (const skill of ALL_SKILLS) for (const related of skill.synergies) expect(SKILL_IDS).toContain(related);
  });

  it('gives every skill at least five activities spanning levels 1 to 100', () => {
    for (const skill of SKILL_IDS) {
      const activities = ACTIVITIES_BY_SKILL[skill];
      expect(activities.length, skill).toBeGreaterThanOrEqual(5);
      expect(activities[0]!.requiredLevel, skill).toBe(1);
      expect(activities.at(-1)!.requiredLevel, skill).toBeGreaterThanOrEqual(85);
      for (const activity of activities) {
        expect(activity.requiredLevel).toBeGreaterThanOrEqual(1);
        expect(activity.requiredLevel).toBeLessThanOrEqual(100);
        expect(activity.durationMs).toBeGreaterThanOrEqual(1_000);
        expect(activity.xp).toBeGreaterThan(0);
      }
    }
  });

  it('names activities after the spec’s flavour skills (mining trains survival)', () => {
    const names = ALL_ACTIVITIES.map((activity) => activity.name);
    for (const flavour of [
      'Mana Mining',
      'Aether Harvesting',
      'Soul Foraging',
      'Relic Scavenging',
      'Runesmithing',
      'Forging',
      'Wraith Binding',
      'Scrollcraft',
      'Transmutation',
      'Enchanting',
      'Tinkering',
    ]) {
      expect(names, flavour).toContain(flavour);
    }
    for (const school of ['Divination', 'Necrography', 'Riftguard', 'Chronomancy', 'Wraithcraft'])
      expect(
        names.some((name) => name.includes(school)),
        school,
      ).toBe(true);
    expect(ALL_ACTIVITIES.find((activity) => activity.name === 'Mana Mining')!.skill).toBe('survival');
  });

  it('resolves every item reference of activities, loot, sets and tokens', () => {
    for (const activity of ALL_ACTIVITIES) {
      for (const ref of [
        ...(activity.requiredItems ?? []),
        ...(activity.resources ?? []),
        ...(activity.products ?? []),
      ])
        expect(ITEMS[ref.itemId], `${activity.id} -> ${ref.itemId}`).toBeDefined();
    }
    for (const enemy of [...ALL_ENEMIES, ...ALL_BOSSES]) {
      expect(enemy.loot.gold[0]).toBeLessThanOrEqual(enemy.loot.gold[1]);
      for (const drop of enemy.loot.materials ?? []) {
        expect(ITEMS[drop.itemId]?.type, `${enemy.id} -> ${drop.itemId}`).toBe('material');
        expect(drop.min).toBeLessThanOrEqual(drop.max);
      }
      for (const drop of enemy.loot.items ?? [])
        expect(ITEMS[drop.itemId], `${enemy.id} -> ${drop.itemId}`).toBeDefined();
      for (const drop of enemy.loot.tokens ?? [])
        expect(WRAITHS_BY_ID[drop.wraithId], `${enemy.id} -> ${drop.wraithId}`).toBeDefined();
      for (const drop of [...(enemy.loot.materials ?? []), ...(enemy.loot.items ?? []), ...(enemy.loot.tokens ?? [])]) {
        expect(drop.chance).toBeGreaterThan(0);
        expect(drop.chance).toBeLessThanOrEqual(1);
      }
    }
    for (const item of ALL_ITEMS) if (item.setId) expect(SETS_BY_ID[item.setId], item.id).toBeDefined();
  });

  it('has the starting and training items the rules name', () => {
    for (const id of [
      'basic_sword',
      'cloth_armor',
      'health_potion_small',
      'mana_potion_small',
      'xp_ring',
      'wisdom_amulet',
      'scholar_robe',
    ])
      expect(ITEMS[id], id).toBeDefined();
    expect(ITEMS.basic_sword!.type).toBe('weapon');
    expect(ITEMS.cloth_armor!.type).toBe('armor');
    for (const catalyst of [
      'azure_crystal',
      'echoheart_gem',
      'eternium_shard',
      'voltrite_conductor',
      'chrono_dust',
      'aetherial_crest',
      'living_essence',
    ])
      expect(ITEMS[catalyst], catalyst).toBeDefined();
  });

  it('gives each set enough pieces to reach every bonus tier, with Shadow Walker’s exact values', () => {
    for (const set of ALL_SETS) {
      const pieces = ALL_ITEMS.filter((item) => item.setId === set.id).length;
      expect(pieces, set.id).toBeGreaterThanOrEqual(Math.max(...set.tiers.map((tier) => tier.pieces)));
      expect(set.tiers[0]!.pieces).toBe(set.requiredPieces);
    }
    expect(SETS_BY_ID.shadow_walker!.tiers).toEqual([
      { pieces: 2, stats: { agility: 15, dodge: 5 } },
      { pieces: 4, stats: { critChance: 10, attackSpeed: 0.15 } },
    ]);
    expect(SETS_BY_ID.shadow_warrior!.requiredPieces).toBe(3);
    for (const id of ['mage_scholar', 'guardian', 'riftwalker']) expect(SETS_BY_ID[id]!.requiredPieces).toBe(2);
  });

  it('has an area with at least 3 enemies in every rank band, all references resolving', () => {
    for (const rank of HUNTER_RANKS) {
      const areas = ALL_AREAS.filter((area) => area.band === rank);
      expect(
        areas.some((area) => area.enemies.length >= 3),
        rank,
      ).toBe(true);
    }
    for (const area of ALL_AREAS) {
      for (const id of area.enemies) expect(ENEMIES_BY_ID[id], `${area.id} -> ${id}`).toBeDefined();
      expect(BOSSES_BY_ID[area.bossId], area.id).toBeDefined();
      expect(area.killsForBoss).toBeGreaterThan(0);
    }
  });

  it('has 16 distinct boss types, each the boss of exactly one area, raids among them', () => {
    expect(ALL_BOSSES).toHaveLength(16);
    const bossAreas = ALL_AREAS.map((area) => area.bossId);
    expect(new Set(bossAreas).size).toBe(bossAreas.length);
    expect([...bossAreas].sort()).toEqual(ALL_BOSSES.map((boss) => boss.id).sort());
    expect(ALL_AREAS.filter((area) => area.kind === 'raid').length).toBeGreaterThanOrEqual(3);
  });

  it('matches the rank checkpoints of 0004_seed_content.sql, each flagship rift an area one band below', () => {
    expect(
      ALL_CHECKPOINTS.map((row) => [
        row.rank,
        row.order,
        row.flagshipRiftId,
        row.skillReqLevel,
        row.totalXpReq,
        row.trialId,
        row.baseHpMult,
        row.dmgMult,
      ]),
    ).toEqual([
      ['E', 0, null, 1, 0, null, 1.0, 1.0],
      ['D', 1, 'tutorial_rift', 10, 5_000, 'trial_d', 1.1, 1.1],
      ['C', 2, 'hollow_crypt_rift', 20, 40_000, 'trial_c', 1.25, 1.2],
      ['B', 3, 'ashen_wastes_rift', 35, 200_000, 'trial_b', 1.45, 1.35],
      ['A', 4, 'drowned_cathedral_rift', 50, 800_000, 'trial_a', 1.7, 1.55],
      ['S', 5, 'obsidian_spire_rift', 65, 3_000_000, 'trial_s', 2.0, 1.8],
      ['SS', 6, 'void_throne_rift', 80, 10_000_000, 'trial_ss', 2.4, 2.1],
      ['SSS', 7, 'eclipse_rift', 95, 35_000_000, 'trial_sss', 3.0, 2.5],
    ]);
    for (const row of ALL_CHECKPOINTS) {
      if (!row.flagshipRiftId) continue;
      const area = ALL_AREAS.find((candidate) => candidate.id === row.flagshipRiftId)!;
      expect(area.kind).toBe('rift');
      expect(HUNTER_RANKS.indexOf(area.band)).toBe(row.order - 1);
    }
  });

  it('keeps every checkpoint reachable on the XP curve within the base tier’s cap of 99', () => {
    for (const row of ALL_CHECKPOINTS) {
      expect(row.skillReqLevel).toBeLessThanOrEqual(99);
      expect(row.totalXpReq).toBeLessThanOrEqual(10 * xpForLevel(99));
    }
    // The total XP asks for more than the two combat skills alone from rank C on, so other skills count.
    for (const row of ALL_CHECKPOINTS.filter((checkpoint) => checkpoint.order >= 2))
      expect(row.totalXpReq).toBeGreaterThan(2 * xpForLevel(row.skillReqLevel));
  });

  it('has tier rules of ruling 2 and start values whose skills give the tier’s level and experience', () => {
    expect(ALL_TIERS.map((tier) => tier.tier)).toEqual([...ACCOUNT_TIERS]);
    expect(
      ALL_TIERS.map((tier) => [tier.tier, tier.maxSkillLevel, tier.maxRank, tier.xpMultiplier, tier.goldMultiplier]),
    ).toEqual([
      ['demo', 15, 'D', 1, 1],
      ['base', 99, 'SSS', 1, 1],
      ['expansion_1', 100, 'SSS', 1.1, 1.1],
      ['expansion_2', 100, 'SSS', 1.15, 1.15],
      ['supporter', 100, 'SSS', 1.25, 1.25],
    ]);
    for (const tier of ALL_TIERS) {
      const skills = Object.fromEntries(
        SKILL_IDS.map((skill) => [skill, { level: levelForXp(tier.start.skillXp[skill] ?? 0) }]),
      ) as Record<(typeof SKILL_IDS)[number], { level: number }>;
      const total = Object.values(tier.start.skillXp).reduce((sum: number, xp) => sum + (xp ?? 0), 0);
      expect(total, tier.tier).toBe(tier.start.experience);
      expect(playerLevelFromSkills(skills), tier.tier).toBe(tier.start.level);
    }
    expect(
      ALL_TIERS.map((tier) => [
        tier.start.gold,
        tier.start.inventorySlots,
        tier.start.level,
        tier.start.experience,
        tier.start.attributePoints,
        tier.start.bankSlots,
      ]),
    ).toEqual([
      [100, 50, 1, 0, 0, 25],
      [500, 100, 1, 0, 0, 50],
      [1000, 150, 3, 500, 0, 75],
      [1500, 200, 5, 1000, 0, 100],
      [2500, 250, 10, 5000, 10, 150],
    ]);
  });

  it('has the four tier-limit messages exactly', () => {
    expect(TIER_MESSAGES).toEqual({
      demoSkillCap: "You've reached the maximum skill level for demo accounts (15). Upgrade to continue progressing!",
      demoRankCap:
        'Demo accounts are limited to Hunter Rank D. Upgrade to unlock higher ranks and more challenging content!',
      paidContent: 'This content requires a paid account. Upgrade to access all game features!',
      default: 'Upgrade your account to unlock this feature!',
    });
  });

  it('has level titles at 10, 25, 50, 75, 99 and 100 and the six training achievements', () => {
    expect(LEVEL_TITLES.map((title) => title.level)).toEqual([10, 25, 50, 75, 99, 100]);
    expect(TRAINING_ACHIEVEMENTS.map((row) => [row.kind, row.target])).toEqual([
      ['streak', 7],
      ['streak', 30],
      ['sessions', 100],
      ['perfects', 10],
      ['mastery', 10],
      ['combo', 5],
    ]);
  });

  it('offers blade_strike and frost_bolt with max rank 5 and an ability for every combat skill', () => {
    const byId = Object.fromEntries(ALL_ABILITIES.map((ability) => [ability.id, ability]));
    expect(byId.blade_strike!.maxRank).toBe(5);
    expect(byId.frost_bolt!.maxRank).toBe(5);
    for (const skill of ['bladework', 'marksmanship', 'witchcraft', 'defense'])
      expect(
        ALL_ABILITIES.some((ability) => ability.skillSource === skill),
        skill,
      ).toBe(true);
  });
});
