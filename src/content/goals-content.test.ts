import { COSMETICS } from './cosmetics';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ABILITIES } from './abilities';
import { ACHIEVEMENTS, ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TIER_POINTS } from './achievements';
import { AREAS } from './areas';
import { BOSSES } from './bosses';
import { ENEMIES } from './enemies';
import { HUNTER_RANKS, SKILL_IDS } from './ids';
import { GEAR_ITEMS } from './items-gear';
import { HIGH_GEAR_ITEMS } from './items-gear-high';
import { SUPPLY_ITEMS } from './items-supplies';
import { MINING_NODES } from './mining-nodes';
import { QUESTS } from './quests';
import { RECIPES } from './recipes';
import { STATIONS } from './stations';
import { TIMED_EVENTS } from './timed-events';
import { ACHIEVEMENT_TITLES } from './titles';
import type {
  AchievementCategory,
  AchievementDef,
  AchievementRequirementType,
  AchievementTier,
  AreaDef,
  QuestDef,
  QuestRequirementDef,
  QuestRequirementType,
  TimedEventDef,
  TitleDef,
  CosmeticDef,
} from './types';
import { WRAITHS } from './wraiths';

const QUEST_ROWS: readonly QuestDef[] = QUESTS;
const ACHIEVEMENT_ROWS: readonly AchievementDef[] = ACHIEVEMENTS;
const TITLE_ROWS: readonly TitleDef[] = ACHIEVEMENT_TITLES;
const EVENT_ROWS: readonly TimedEventDef[] = TIMED_EVENTS;
const AREA_ROWS: readonly AreaDef[] = AREAS;

const ids = (rows: readonly { id: string }[]) => new Set(rows.map((row) => row.id));
const ENEMY_IDS = ids(ENEMIES);
const AREA_IDS = ids(AREAS);
const BOSS_IDS = ids(BOSSES);
const NODE_IDS = ids(MINING_NODES);
const RECIPE_IDS = ids(RECIPES);
const ITEM_IDS = ids([...SUPPLY_ITEMS, ...GEAR_ITEMS, ...HIGH_GEAR_ITEMS]);
const ABILITY_IDS = ids(ABILITIES);
const SKILLS: ReadonlySet<string> = new Set(SKILL_IDS);

const REQUIREMENT_TYPES: readonly QuestRequirementType[] = [
  'kill',
  'killInArea',
  'killBoss',
  'mine',
  'craft',
  'train',
  'reachLevel',
  'clearRift',
  'deliver',
];

// The spec's seven, written out here so the table's own list is checked against them.
const CATEGORIES: readonly AchievementCategory[] = [
  'combat',
  'abilities',
  'bosses',
  'progression',
  'exploration',
  'mastery',
  'special',
];

const TIERS: readonly AchievementTier[] = ['bronze', 'silver', 'gold', 'platinum', 'diamond'];

const ACHIEVEMENT_TYPES: readonly AchievementRequirementType[] = [
  'kills',
  'bossKills',
  'bossTypes',
  'bossKill',
  'abilitiesUsed',
  'abilityUses',
  'criticalHits',
  'deaths',
  'bossSpeed',
  'bossNoDamage',
  'comboAbilities',
  'manaEfficiency',
  'skillLevel',
  'allSkills',
  'playerLevel',
  'rank',
  'totalXp',
  'riftClears',
  'riftsCleared',
  'areasDiscovered',
  'harvests',
  'crafts',
  'trainingSessions',
  'questsCompleted',
  'wraithsBonded',
  'wraithLevel',
  'goldEarned',
  'playtimeHours',
];

function expectUnique(values: readonly string[]) {
  const seen = new Set<string>();
  const duplicates = values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  expect(duplicates).toEqual([]);
}

/** The table a requirement's target must be found in (undefined: the target is optional and absent). */
function targetTable(requirement: QuestRequirementDef): ReadonlySet<string> | undefined {
  switch (requirement.type) {
    case 'kill':
      return new Set([...ENEMY_IDS, ...BOSS_IDS]);
    case 'killInArea':
    case 'clearRift':
      return AREA_IDS;
    case 'killBoss':
      return BOSS_IDS;
    case 'mine':
      return NODE_IDS;
    case 'craft':
      return RECIPE_IDS;
    case 'train':
      return SKILLS;
    case 'reachLevel':
      return new Set([...SKILLS, 'player']);
    case 'deliver':
      return ITEM_IDS;
  }
}

/** The rank band an area-bound requirement sends the hunter to, when it names one. */
function requirementBand(requirement: QuestRequirementDef): string | undefined {
  const target = requirement.target;
  if (target === undefined) return undefined;
  const areaOf = (id: string) => AREA_ROWS.find((area) => area.id === id);
  switch (requirement.type) {
    case 'killInArea':
    case 'clearRift':
      return areaOf(target)?.band;
    case 'killBoss':
      return AREA_ROWS.find((area) => area.bossId === target)?.band;
    case 'kill':
      return AREA_ROWS.find((area) => (area.enemies as readonly string[]).includes(target))?.band;
    case 'mine': {
      const node = MINING_NODES.find((row) => row.id === target);
      return node ? areaOf(node.areaId)?.band : undefined;
    }
    default:
      return undefined;
  }
}

describe('quests', () => {
  it('has 17 quests with unique snake_case ids, titles, descriptions and labels', () => {
    expect(QUEST_ROWS).toHaveLength(17);
    expectUnique(QUEST_ROWS.map((quest) => quest.id));
    for (const quest of QUEST_ROWS) {
      expect(quest.id, quest.id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(quest.title.length, quest.id).toBeGreaterThan(3);
      expect(quest.description.length, quest.id).toBeGreaterThan(40);
      expect(quest.isActive, quest.id).toBe(true);
      expect(quest.requirements.length, quest.id).toBeGreaterThan(0);
      for (const requirement of quest.requirements) expect(requirement.label.length, quest.id).toBeGreaterThan(5);
    }
  });

  it('spreads the level requirement over 1..16 with rewards in range, rising with the level', () => {
    const levels = QUEST_ROWS.map((quest) => quest.levelRequirement);
    expect(Math.min(...levels)).toBe(1);
    expect(Math.max(...levels)).toBe(16);
    for (const quest of QUEST_ROWS) {
      expect(Number.isInteger(quest.levelRequirement), quest.id).toBe(true);
      expect(quest.experienceReward, quest.id).toBeGreaterThanOrEqual(100);
      expect(quest.experienceReward, quest.id).toBeLessThanOrEqual(1500);
      expect(quest.goldReward, quest.id).toBeGreaterThanOrEqual(50);
      expect(quest.goldReward, quest.id).toBeLessThanOrEqual(700);
      expect(SKILLS.has(quest.rewardSkill), quest.id).toBe(true);
    }
    for (const low of QUEST_ROWS)
      for (const high of QUEST_ROWS) {
        if (low.levelRequirement >= high.levelRequirement) continue;
        expect(low.experienceReward, `${low.id} < ${high.id}`).toBeLessThanOrEqual(high.experienceReward);
        expect(low.goldReward, `${low.id} < ${high.id}`).toBeLessThanOrEqual(high.goldReward);
      }
  });

  it('sets maxProgress to the sum of the requirements’ amounts', () => {
    for (const quest of QUEST_ROWS) {
      const sum = quest.requirements.reduce((total, requirement) => total + requirement.amount, 0);
      expect(quest.maxProgress, quest.id).toBe(sum);
      for (const requirement of quest.requirements) {
        expect(Number.isInteger(requirement.amount) && requirement.amount > 0, quest.id).toBe(true);
      }
    }
  });

  it('resolves every target in its table and uses every requirement type', () => {
    const used = new Set<QuestRequirementType>();
    for (const quest of QUEST_ROWS)
      for (const requirement of quest.requirements) {
        used.add(requirement.type);
        const table = targetTable(requirement);
        if (requirement.target !== undefined) expect(table?.has(requirement.target), quest.id).toBe(true);
        // A level and a delivery need to say what; a rift clear's target is the rift.
        if (['reachLevel', 'deliver', 'killInArea'].includes(requirement.type))
          expect(requirement.target, quest.id).toBeDefined();
        if (requirement.type === 'clearRift' && requirement.target !== undefined)
          expect(AREA_ROWS.find((area) => area.id === requirement.target)?.kind, quest.id).not.toBe('zone');
      }
    expect([...used].sort()).toEqual([...REQUIREMENT_TYPES].sort());
  });

  it('sends the early quests only where a new hunter can go', () => {
    for (const quest of QUEST_ROWS) {
      const bands = quest.requirements.map(requirementBand).filter((band) => band !== undefined);
      // Player levels 1..16 are ranks E and D.
      for (const band of bands) expect(['E', 'D'], quest.id).toContain(band);
      if (quest.levelRequirement <= 4) for (const band of bands) expect(band, quest.id).toBe('E');
      for (const requirement of quest.requirements) {
        if (requirement.type === 'mine' && requirement.target !== undefined) {
          const node = MINING_NODES.find((row) => row.id === requirement.target);
          expect(node?.levelRequirement, quest.id).toBeLessThanOrEqual(quest.levelRequirement);
        }
        if (requirement.type === 'craft' && requirement.target !== undefined) {
          const recipe = RECIPES.find((row) => row.id === requirement.target);
          const station = STATIONS.find((row) => row.id === recipe?.stationId);
          expect(station?.requiredLevel, quest.id).toBeLessThanOrEqual(quest.levelRequirement);
          if (quest.levelRequirement <= 4) expect(station?.unlockCost.gold, quest.id).toBe(0);
        }
        if (requirement.type === 'reachLevel' && requirement.target === 'player')
          expect(requirement.amount, quest.id).toBeGreaterThan(quest.levelRequirement);
      }
    }
  });

  it('has 3 daily quests, 2 other repeatable ones and the rest one-off', () => {
    const daily = QUEST_ROWS.filter((quest) => quest.isDaily);
    expect(daily).toHaveLength(3);
    for (const quest of daily) {
      expect(quest.isRepeatable, quest.id).toBe(true);
      expect(quest.timeLimitHours, quest.id).toBe(24);
    }
    expect(QUEST_ROWS.filter((quest) => quest.isRepeatable && !quest.isDaily)).toHaveLength(2);
    const timed = QUEST_ROWS.filter((quest) => !quest.isRepeatable && quest.timeLimitHours !== undefined);
    expect(timed.length).toBeGreaterThanOrEqual(1);
    expect(timed.length).toBeLessThanOrEqual(2);
  });

  it('rewards only real items, with a chance in 0..1', () => {
    const rewarded = QUEST_ROWS.flatMap((quest) => quest.itemRewards ?? []);
    expect(rewarded.length).toBeGreaterThan(0);
    for (const reward of rewarded) {
      expect(ITEM_IDS.has(reward.itemId), reward.itemId).toBe(true);
      expect(reward.quantity).toBeGreaterThanOrEqual(1);
      expect(reward.dropChance).toBeGreaterThan(0);
      expect(reward.dropChance).toBeLessThanOrEqual(1);
    }
  });
});

describe('achievements', () => {
  const byId = (id: string) => ACHIEVEMENT_ROWS.find((row) => row.id === id);
  const rifts = AREA_ROWS.filter((area) => area.kind === 'rift');

  it('has 40..50 achievements with unique ids over every category and tier', () => {
    expect(ACHIEVEMENT_ROWS.length).toBeGreaterThanOrEqual(40);
    expect(ACHIEVEMENT_ROWS.length).toBeLessThanOrEqual(50);
    expectUnique(ACHIEVEMENT_ROWS.map((row) => row.id));
    expect(ACHIEVEMENT_CATEGORIES).toEqual(CATEGORIES);
    for (const category of CATEGORIES) {
      const rows = ACHIEVEMENT_ROWS.filter((row) => row.category === category);
      expect(rows.length, category).toBeGreaterThanOrEqual(4);
      const orders = rows.map((row) => row.sortOrder);
      expect(orders, category).toEqual([...orders].sort((a, b) => a - b));
      expectUnique(orders.map(String));
    }
    for (const tier of TIERS)
      expect(
        ACHIEVEMENT_ROWS.some((row) => row.tier === tier),
        tier,
      ).toBe(true);
    expect(ACHIEVEMENT_TIER_POINTS).toEqual({ bronze: 10, silver: 25, gold: 50, platinum: 100, diamond: 250 });
  });

  it('uses every requirement type, with reachable counts', () => {
    expect([...new Set(ACHIEVEMENT_ROWS.map((row) => row.requirementType))].sort()).toEqual(
      [...ACHIEVEMENT_TYPES].sort(),
    );
    for (const row of ACHIEVEMENT_ROWS) {
      const { requirement } = row;
      expect(Number.isInteger(requirement.count) && requirement.count > 0, row.id).toBe(true);
      if (requirement.abilityId !== undefined) expect(ABILITY_IDS.has(requirement.abilityId), row.id).toBe(true);
      if (requirement.bossId !== undefined) expect(BOSS_IDS.has(requirement.bossId), row.id).toBe(true);
      if (requirement.areaId !== undefined) expect(AREA_IDS.has(requirement.areaId), row.id).toBe(true);
      if (requirement.skillType !== undefined) expect(SKILLS.has(requirement.skillType), row.id).toBe(true);
      switch (row.requirementType) {
        case 'abilityUses':
          expect(requirement.abilityId, row.id).toBeDefined();
          break;
        case 'bossKill':
          expect(requirement.bossId, row.id).toBeDefined();
          break;
        case 'bossTypes':
        case 'bossSpeed':
          expect(requirement.count, row.id).toBeLessThanOrEqual(BOSSES.length);
          break;
        case 'comboAbilities':
          expect(requirement.count, row.id).toBeLessThanOrEqual(Math.min(ABILITIES.length, 8));
          break;
        case 'manaEfficiency':
          expect(requirement.count, row.id).toBe(1);
          expect(requirement.percentage, row.id).toBeGreaterThan(0);
          expect(requirement.percentage, row.id).toBeLessThanOrEqual(1);
          break;
        case 'skillLevel':
        case 'allSkills':
        case 'playerLevel':
          expect(requirement.count, row.id).toBeLessThanOrEqual(100);
          break;
        case 'rank':
          expect(requirement.count, row.id).toBeLessThanOrEqual(HUNTER_RANKS.length - 1);
          break;
        case 'riftsCleared':
          expect(requirement.count, row.id).toBeLessThanOrEqual(rifts.length);
          break;
        case 'areasDiscovered':
          expect(requirement.count, row.id).toBeLessThanOrEqual(AREA_ROWS.length);
          break;
        case 'wraithsBonded':
          expect(requirement.count, row.id).toBeLessThanOrEqual(WRAITHS.length);
          break;
        case 'wraithLevel':
          expect(requirement.count, row.id).toBeLessThanOrEqual(20);
          break;
        default:
          break;
      }
      if (row.requirementType === 'bossSpeed') expect(requirement.durationMs, row.id).toBeGreaterThan(0);
    }
  });

  it('holds the named achievements of the spec', () => {
    expect(byId('blade_initiate')).toMatchObject({
      name: 'Blade Initiate',
      category: 'abilities',
      requirementType: 'abilityUses',
      requirement: { count: 25, abilityId: 'blade_strike' },
    });
    expect(ABILITIES.find((row) => row.id === 'blade_strike')?.name).toBe('Blade Strike');
    expect(byId('boss_slayer')).toMatchObject({
      name: 'Boss Slayer',
      category: 'bosses',
      requirementType: 'bossKills',
      requirement: { count: 5 },
    });
    expect(byId('boss_hunter')).toMatchObject({
      name: 'Boss Hunter',
      category: 'bosses',
      requirementType: 'bossKills',
      requirement: { count: 10 },
    });
    expect(byId('boss_exterminator')).toMatchObject({
      name: 'Boss Exterminator',
      category: 'bosses',
      requirementType: 'bossTypes',
      requirement: { count: 16 },
    });
    expect(BOSSES).toHaveLength(16);
    expect(byId('speed_demon')).toMatchObject({
      name: 'Speed Demon',
      requirementType: 'bossSpeed',
      requirement: { count: 1, durationMs: 30_000 },
    });
    expect(byId('lightning_strikes')).toMatchObject({
      name: 'Lightning Strikes',
      requirementType: 'bossSpeed',
      requirement: { count: 5, durationMs: 60_000 },
    });
    const grandmaster = byId('grandmaster');
    expect(grandmaster).toMatchObject({
      name: 'Grandmaster',
      category: 'mastery',
      requirementType: 'skillLevel',
      requirement: { count: 100 },
      isSecret: true,
    });
    expect(grandmaster?.requirement.skillType).toBeUndefined();
    const riftKeeper = byId('rift_keeper');
    expect(riftKeeper).toMatchObject({
      name: 'Rift Keeper',
      requirementType: 'riftsCleared',
      requirement: { count: rifts.length },
    });
    expect(rifts).toHaveLength(8);
    const unlock = riftKeeper?.rewards.find((reward) => reward.type === 'unlock');
    expect(unlock?.value).toBe('ascension');
    expect(unlock?.description).toMatch(/^Ascension: /);
    // What it unlocks is real: the looks that name it.
    const looks = (COSMETICS as readonly CosmeticDef[])
      .filter((look) => look.achievementId === 'rift_keeper')
      .map((look) => look.name);
    expect(looks).toEqual(['Ascendant Mantle', 'Ascendant Dawn']);
    for (const name of looks) expect(unlock?.description).toContain(name);
    expect(byId('master_of_all_trades')).toMatchObject({
      name: 'Master of All Trades',
      requirementType: 'allSkills',
      requirement: { count: 50 },
    });
  });

  it('holds the condition achievements of spec 001 §5', () => {
    expect(ACHIEVEMENT_ROWS.some((row) => row.requirementType === 'bossNoDamage')).toBe(true);
    expect(
      ACHIEVEMENT_ROWS.some(
        (row) =>
          row.requirementType === 'manaEfficiency' && row.requirement.percentage === 0.8 && row.requirement.count === 1,
      ),
    ).toBe(true);
    const combos = ACHIEVEMENT_ROWS.filter((row) => row.requirementType === 'comboAbilities').map(
      (row) => row.requirement.count,
    );
    expect(combos).toEqual(expect.arrayContaining([3, 6]));
    expect(
      ACHIEVEMENT_ROWS.some((row) => row.requirementType === 'skillLevel' && row.requirement.skillType !== undefined),
    ).toBe(true);
  });

  it('keeps 3 to 5 secret', () => {
    const secret = ACHIEVEMENT_ROWS.filter((row) => row.isSecret);
    expect(secret.length).toBeGreaterThanOrEqual(3);
    expect(secret.length).toBeLessThanOrEqual(5);
  });

  it('rewards every achievement within range: gold, skill XP, real items', () => {
    for (const row of ACHIEVEMENT_ROWS) {
      expect(row.rewards.length, row.id).toBeGreaterThan(0);
      expect(row.name.length, row.id).toBeGreaterThan(3);
      expect(row.description.length, row.id).toBeGreaterThan(20);
      for (const reward of row.rewards) {
        expect(reward.description.length, row.id).toBeGreaterThan(3);
        switch (reward.type) {
          case 'gold':
            expect(reward.value, row.id).toBeGreaterThanOrEqual(250);
            expect(reward.value, row.id).toBeLessThanOrEqual(25_000);
            break;
          case 'xp':
            expect(reward.value, row.id).toBeGreaterThanOrEqual(25);
            expect(reward.value, row.id).toBeLessThanOrEqual(10_000);
            expect(reward.skill !== undefined && SKILLS.has(reward.skill), row.id).toBe(true);
            break;
          case 'item':
            expect(ITEM_IDS.has(String(reward.value)), row.id).toBe(true);
            expect(reward.quantity ?? 1, row.id).toBeGreaterThanOrEqual(1);
            break;
          case 'unlock':
            expect(reward.value, row.id).toBe('ascension');
            break;
          default:
            break;
        }
      }
    }
    const items = ACHIEVEMENT_ROWS.filter((row) => row.rewards.some((reward) => reward.type === 'item'));
    expect(items.length).toBeGreaterThan(0);
  });

  it('scales gold and XP rewards with the tier', () => {
    const rank = (tier: AchievementTier) => TIERS.indexOf(tier);
    const most = (row: AchievementDef, type: 'gold' | 'xp') =>
      Math.max(0, ...row.rewards.filter((reward) => reward.type === type).map((reward) => Number(reward.value)));
    for (const low of ACHIEVEMENT_ROWS)
      for (const high of ACHIEVEMENT_ROWS) {
        if (rank(low.tier) >= rank(high.tier)) continue;
        expect(most(low, 'gold'), `${low.id} < ${high.id}`).toBeLessThanOrEqual(most(high, 'gold'));
      }
  });

  it('draws lucide icons that exist', () => {
    const icons = lucide as unknown as Record<string, unknown>;
    for (const row of ACHIEVEMENT_ROWS) expect(icons[row.icon], `${row.id}: ${row.icon}`).toBeDefined();
  });
});

describe('titles', () => {
  it('pairs every title reward with one title row, one to one', () => {
    const rewarded = ACHIEVEMENT_ROWS.flatMap((row) =>
      row.rewards.filter((reward) => reward.type === 'title').map((reward) => String(reward.value)),
    );
    expectUnique(rewarded);
    expectUnique(TITLE_ROWS.map((title) => title.id));
    expect([...rewarded].sort()).toEqual(TITLE_ROWS.map((title) => title.id).sort());
    expect(rewarded.length).toBeGreaterThanOrEqual(8);
    expect(rewarded.length).toBeLessThanOrEqual(12);
    for (const title of TITLE_ROWS) {
      expect(title.name.length, title.id).toBeGreaterThan(3);
      expect(title.description.length, title.id).toBeGreaterThan(10);
    }
  });
});

describe('timed events', () => {
  it('has Happy Hour every evening 18:00-20:00 at +20% training XP', () => {
    expect(EVENT_ROWS.find((row) => row.id === 'happy_hour')).toMatchObject({
      name: 'Happy Hour',
      schedule: { kind: 'daily', startMinute: 1080, endMinute: 1200 },
      effects: [{ kind: 'trainingXp', multiplier: 1.2, label: '+20% training XP' }],
    });
  });

  it('runs the weekly events on weekdays 0..6 without sharing a day', () => {
    expectUnique(EVENT_ROWS.map((row) => row.id));
    const days: number[] = [];
    for (const row of EVENT_ROWS) {
      expect(row.effects.length, row.id).toBeGreaterThan(0);
      for (const effect of row.effects) expect(effect.multiplier, row.id).toBeGreaterThan(1);
      const { schedule } = row;
      if (schedule.kind === 'daily') {
        expect(schedule.startMinute, row.id).toBeGreaterThanOrEqual(0);
        expect(schedule.endMinute, row.id).toBeGreaterThan(schedule.startMinute);
        expect(schedule.endMinute, row.id).toBeLessThanOrEqual(1440);
        continue;
      }
      expect(schedule.days.length, row.id).toBeGreaterThan(0);
      for (const day of schedule.days) {
        expect(Number.isInteger(day) && day >= 0 && day <= 6, row.id).toBe(true);
        days.push(day);
      }
    }
    expect(EVENT_ROWS.filter((row) => row.schedule.kind === 'weekly')).toHaveLength(3);
    expectUnique(days.map(String));
  });

  it('holds the weekend bounty and the Wednesday wraith tide', () => {
    const weekly = EVENT_ROWS.filter((row) => row.schedule.kind === 'weekly');
    const onDays = (wanted: number[]) =>
      weekly.find(
        (row) => row.schedule.kind === 'weekly' && [...row.schedule.days].sort().join() === [...wanted].sort().join(),
      );
    const weekend = onDays([0, 6]);
    expect(weekend?.effects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'bossChance', multiplier: 2 }),
        expect.objectContaining({ kind: 'killGold', multiplier: 1.25 }),
      ]),
    );
    expect(onDays([3])?.effects).toEqual([expect.objectContaining({ kind: 'wraithTokens', multiplier: 2 })]);
  });
});
