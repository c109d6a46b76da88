import { describe, expect, it } from 'vitest';
import { computeDerivedStats } from '@/core/stats';
import { step, stepMany } from '@/core/step';
import { createTestWorld, giveAndEquip, setSkillLevels, stepUntil } from '@/core/testing/fixtures';
import type { GameState } from '@/core/state';
import type { SkillId } from '@/content/ids';
import {
  readLiveTraining,
  selectActivities,
  selectLevelTitles,
  selectSkillDetails,
  selectTraining,
  selectTrainingStats,
  trainingBonusLabel,
} from './skill-page';

const activities = (world: GameState, skill: SkillId) => selectActivities(world, skill, computeDerivedStats(world));

describe('skill page', () => {
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

  it('lists activities up to the player’s (or skill’s) level with lock reasons', () => {
    const world = createTestWorld();
    expect(activities(world, 'smithing').map((view) => view.activity.id)).toEqual(['forge_practice']);
    setSkillLevels(world, { smithing: 12 });
    const views = activities(world, 'smithing');
    expect(world.player.level).toBeLessThan(25);
    expect(views.map((view) => [view.activity.id, view.lockReason, view.canStart])).toEqual([
      ['forge_practice', null, true],
      ['forging_shadow_ingots', 'Requires Smithing Hammer', false],
    ]);
    world.player.level = 30;
    expect(activities(world, 'smithing').at(-1)).toMatchObject({ lockReason: 'Requires Smithing level 25' });
    step(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    expect(activities(world, 'smithing')[0]).toMatchObject({ lockReason: null, canStart: false, durationMs: 8_000 });
  });

  it('says on each card that only the running session stops it, in the core’s words', () => {
    const world = createTestWorld();
    setSkillLevels(world, { smithing: 12 });
    const rows = () => selectSkillDetails(world, computeDerivedStats(world)).smithing.activities;
    expect(rows().map((row) => row.busyReason)).toEqual([null, null]);
    step(world, [{ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' }]);
    // Forge practice could start but for the session; the shadow ingots also lack their hammer.
    expect(rows().map((row) => [row.id, row.busyReason])).toEqual([
      ['forge_practice', 'Already training another skill'],
      ['forging_shadow_ingots', null],
    ]);
    const bladework = selectSkillDetails(world, computeDerivedStats(world)).bladework.activities;
    expect(bladework.find((row) => row.id === 'sword_drills')?.busyReason).toBeNull();
  });

  it('describes the running session with its bonuses and expected XP', () => {
    const world = createTestWorld('supporter');
    expect(selectTraining(world)).toBeNull();
    expect(readLiveTraining(world)).toBeNull();
    step(world, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    stepMany(world, 19);
    expect(selectTraining(world)).toMatchObject({
      skill: 'defense',
      skillName: 'Defense',
      activityName: 'Shield Drills',
      percent: 25,
      timeLeftMs: 6_000,
      baseXp: 7,
      expectedXp: Math.floor(8 * 1.25),
    });
    expect(readLiveTraining(world)).toMatchObject({ percent: 25, timeLeftMs: 6_000 });
    expect(selectTrainingStats(world, 'defense')).toMatchObject({ totalSessions: 0, achievements: [] });
  });

  it('gives each skill its rows with owned counts, its record with the mastery bonus, and its titles', () => {
    const world = createTestWorld();
    world.skillTraining.stats.defense.masteryLevel = 3;
    const details = selectSkillDetails(world, computeDerivedStats(world));
    expect(details.smithing.activities.map((row) => row.id)).toEqual(['forge_practice']);
    expect(details.defense.stats).toMatchObject({ masteryLevel: 3, masteryXpPercent: 6, sessionsPerMasteryLevel: 10 });
    world.skillTraining.stats.defense.masteryLevel = 40;
    expect(selectSkillDetails(world, computeDerivedStats(world)).defense.stats.masteryXpPercent).toBe(50);
    expect(details.bladework.titles.map((title) => title.level)).toEqual([10, 25, 50, 75, 99, 100]);
  });

  it('marks the level titles a skill has earned', () => {
    const world = createTestWorld();
    setSkillLevels(world, { defense: 9 }, 0.99);
    step(world, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'trainingCompleted'));
    expect(world.skills.defense.level).toBe(10);
    expect(selectLevelTitles(world, 'defense').map((title) => `${title.level}:${title.earned}`)).toEqual([
      '10:true',
      '25:false',
      '50:false',
      '75:false',
      '99:false',
      '100:false',
    ]);
  });
});
