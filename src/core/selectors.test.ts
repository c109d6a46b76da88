import { describe, expect, it } from 'vitest';
import {
  selectActivities,
  selectAreas,
  selectCharacterBlock,
  selectCombat,
  selectEquipment,
  selectHappyHour,
  selectLastDeath,
  selectLevelTitleLevels,
  selectPlayerLevel,
  selectRankCheckpoints,
  selectRankInfo,
  selectSkill,
  selectSkillGroups,
  selectTier,
  selectTitles,
  selectTraining,
  selectTrainingStats,
  selectDerivedStats,
  trainingBonusLabel,
} from './selectors';
import { step, stepMany } from './step';
import { createTestWorld, giveAndEquip, setSkillLevels, stepUntil } from './testing/fixtures';
import { TIER_MESSAGES } from './tiers';
import { xpForLevel } from './xp';

describe('selectors', () => {
  it('gives the sidebar character block of a new hunter', () => {
    const world = createTestWorld();
    expect(selectCharacterBlock(world)).toEqual({ health: 100, maxHealth: 100, mana: 50, maxMana: 50, energy: 100, maxEnergy: 100, comboPoints: 0, maxComboPoints: 5, STR: 13, AGI: 10, VIT: 19, INT: 10, PER: 12 });
    expect(selectPlayerLevel(world)).toBe(1);
    expect(selectDerivedStats(world).maxHealth).toBe(100);
  });

  it('shows skill progress relative to the level, full at 100, and the demo cap message', () => {
    const world = createTestWorld('demo');
    world.skills.bladework.experience = 155;
    world.skills.bladework.level = 2;
    expect(selectSkill(world, 'bladework')).toMatchObject({ name: 'Bladework', level: 2, xpIntoLevel: 55, xpForNext: 110, percent: 50, tierCap: 15, atTierCap: false, tierCapMessage: null, slug: 'bladework', group: 'Combat' });
    setSkillLevels(world, { survival: 15 }, 0);
    expect(selectSkill(world, 'survival')).toMatchObject({ atTierCap: true, tierCapMessage: TIER_MESSAGES.demoSkillCap });
    const top = createTestWorld('supporter');
    top.skills.command.experience = xpForLevel(100);
    top.skills.command.level = 100;
    expect(selectSkill(top, 'command')).toMatchObject({ level: 100, percent: 100, atTierCap: true, tierCapMessage: null });
    expect(selectSkillGroups(world).map((group) => [group.group, group.skills.map((skill) => skill.skill)])).toEqual([
      ['Combat', ['bladework', 'marksmanship', 'witchcraft', 'defense']],
      ['Gathering', ['survival', 'athleticism']],
      ['Production', ['smithing', 'alchemy', 'artifice']],
      ['Leadership', ['command']],
    ]);
  });

  it('lists activities up to the player’s (or skill’s) level with lock reasons', () => {
    const world = createTestWorld();
    expect(selectActivities(world, 'smithing').map((view) => view.activity.id)).toEqual(['forge_practice']);
    setSkillLevels(world, { smithing: 12 });
    const views = selectActivities(world, 'smithing');
    expect(world.player.level).toBeLessThan(25);
    expect(views.map((view) => [view.activity.id, view.lockReason, view.canStart])).toEqual([
      ['forge_practice', null, true],
      ['forging_shadow_ingots', 'Requires Smithing Hammer', false],
    ]);
    world.player.level = 30;
    expect(selectActivities(world, 'smithing').at(-1)).toMatchObject({ lockReason: 'Requires Smithing level 25' });
    step(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    expect(selectActivities(world, 'smithing')[0]).toMatchObject({ lockReason: null, canStart: false, durationMs: 8_000 });
  });

  it('describes the running session with its bonuses and expected XP', () => {
    const world = createTestWorld('supporter');
    expect(selectTraining(world)).toBeNull();
    step(world, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    stepMany(world, 19);
    expect(selectTraining(world)).toMatchObject({ skill: 'defense', skillName: 'Defense', activityName: 'Shield Drills', percent: 25, timeLeftMs: 6_000, baseXp: 7, expectedXp: Math.floor(8 * 1.25) });
    expect(selectTrainingStats(world, 'defense')).toMatchObject({ totalSessions: 0, achievements: [] });
  });

  it('labels a training item’s own bonus with the item’s name, the others by rule', () => {
    const world = createTestWorld('base');
    giveAndEquip(world, 'xp_ring', 'ring_1');
    giveAndEquip(world, 'scholar_robe', 'chest');
    step(world, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    const labels = Object.fromEntries(selectTraining(world)!.bonuses.map((bonus) => [bonus.id, bonus.label]));
    expect(labels).toMatchObject({ xp_ring: 'Ring of Echoed Lessons', scholar_robe: 'Scholar’s Robe' });
    expect(trainingBonusLabel('wisdom_amulet')).toBe('Amulet of Quiet Wisdom');
    expect(trainingBonusLabel('streak')).toBe('Daily streak');
    expect(trainingBonusLabel('equipment')).toBe('Equipment bonus');
  });

  it('describes the fight for HP bars and the boss counter', () => {
    const world = createTestWorld();
    expect(selectCombat(world)).toBeNull();
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    expect(selectCombat(world)).toMatchObject({ areaName: 'The Tutorial Rift', areaKind: 'rift', enemy: null, nextSpawnInMs: 900, killsForBoss: 10, bossName: 'The Hollowed Gatekeeper' });
    stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned'));
    const view = selectCombat(world)!;
    expect(view.enemy).toMatchObject({ isBoss: false, percent: 100, title: null });
    expect(view.player).toMatchObject({ health: 100, maxHealth: 100, healthPercent: 100 });
  });

  it('locks areas by rank and tier', () => {
    const demo = createTestWorld('demo');
    const byId = Object.fromEntries(selectAreas(demo).map((row) => [row.area.id, row]));
    expect(byId.tutorial_rift).toMatchObject({ locked: false, lockReason: null, cleared: false });
    expect(byId.rotting_marsh).toMatchObject({ locked: true, lockReason: 'Requires Hunter Rank D' });
    expect(byId.ember_quarry!.lockReason).toBe(TIER_MESSAGES.demoRankCap);
    expect(byId.raid_world_eater!.lockReason).toBe(TIER_MESSAGES.paidContent);
  });

  it('gives the rank dialog its requirements from the checkpoint rows', () => {
    const world = createTestWorld('base');
    const info = selectRankInfo(world);
    expect(info).toMatchObject({ rank: 'E', isMaxRank: false });
    expect(info.next).toMatchObject({ rank: 'D', flagshipRiftId: 'tutorial_rift', flagshipRiftName: 'The Tutorial Rift', riftCleared: false, skillReqLevel: 10, skillsRequirement: false, totalXp: 0, requiredXp: 5_000, totalXpRequirement: false, trialId: 'trial_d', canStartTrial: false, tierBlocked: false });
    setSkillLevels(world, { bladework: 12, defense: 11, survival: 10 });
    world.combat.clearedRifts.push('tutorial_rift');
    const ready = selectRankInfo(world).next!;
    expect(ready).toMatchObject({ riftCleared: true, skillsRequirement: true, totalXpRequirement: true, canStartTrial: true });
    expect(ready.currentCombatSkills.filter((skill) => skill.meets).map((skill) => skill.skill)).toEqual(['bladework', 'defense']);
    expect(selectRankInfo(world, { trialCompleted: true }).next!.canStartTrial).toBe(false);
    world.player.hunterRank = 'SSS';
    expect(selectRankInfo(world)).toMatchObject({ isMaxRank: true, next: null, emoji: '👑' });
    const demo = createTestWorld('demo');
    demo.player.hunterRank = 'D';
    expect(selectRankInfo(demo).next).toMatchObject({ rank: 'C', tierBlocked: true, tierMessage: TIER_MESSAGES.demoRankCap, canStartTrial: false });
    expect(selectRankCheckpoints()).toHaveLength(8);
  });

  it('reports tier rules, equipment, titles, the last death and happy hour', () => {
    const world = createTestWorld('expansion_2');
    expect(selectTier(world)).toMatchObject({ tier: 'expansion_2', maxSkillLevel: 100, maxRank: 'SSS', xpMultiplier: 1.15, goldMultiplier: 1.15, paid: true });
    expect(selectEquipment(world).slots.weapon).toMatchObject({ itemId: 'basic_sword', name: 'Basic Sword', rarity: 'common', quantity: 1 });
    expect(selectEquipment(world).slots.helmet).toBeNull();
    world.player.unlockedTitles.push('witchcraft_99');
    expect(selectTitles(world)).toEqual([{ id: 'witchcraft_99', name: 'Grandmaster of Witchcraft' }]);
    expect(selectLevelTitleLevels()).toEqual([10, 25, 50, 75, 99, 100]);
    expect(selectLastDeath(world)).toBeNull();
    expect(selectHappyHour(world, { utcOffsetMinutes: 0 })).toBe(false);
    expect(selectHappyHour(world, { utcOffsetMinutes: 600 })).toBe(true);
  });
});
