import { describe, expect, it } from 'vitest';
import {
  selectDerivedStats,
  selectHappyHour,
  selectLevelTitleLevels,
  selectNextRankRequirements,
  selectPlayerLevel,
  selectTier,
  totalSkillXp,
} from './selectors';
import { createTestWorld, setSkillLevels } from './testing/fixtures';
import { xpForLevel } from './xp';

// Page- and panel-shaped reads (names, labels, lock reasons, grouped lists) are tested with their
// view models in src/runtime/view-models.
describe('selectors', () => {
  it('gives a new hunter’s derived stats and player level', () => {
    const world = createTestWorld();
    expect(selectPlayerLevel(world)).toBe(1);
    expect(selectDerivedStats(world).maxHealth).toBe(100);
  });

  it('checks the next rank’s requirements from the checkpoint rows', () => {
    const world = createTestWorld('base');
    expect(selectNextRankRequirements(world)).toEqual({
      rank: 'D',
      riftCleared: false,
      combatSkillsMet: [],
      skillsRequirement: false,
      totalXp: 0,
      requiredXp: 5_000,
      totalXpRequirement: false,
      trialCompleted: false,
      tierBlocked: false,
      canStartTrial: false,
    });
    setSkillLevels(world, { bladework: 12, defense: 11, survival: 10 });
    world.combat.clearedRifts.push('tutorial_rift');
    const ready = selectNextRankRequirements(world)!;
    expect(ready).toMatchObject({
      riftCleared: true,
      skillsRequirement: true,
      totalXpRequirement: true,
      canStartTrial: true,
    });
    expect(ready.combatSkillsMet).toEqual(['bladework', 'defense']);
    expect(ready.totalXp).toBe(totalSkillXp(world));
    expect(selectNextRankRequirements(world, { trialCompleted: true })!.canStartTrial).toBe(false);
    world.player.hunterRank = 'SSS';
    expect(selectNextRankRequirements(world)).toBeNull();
    const demo = createTestWorld('demo');
    demo.player.hunterRank = 'D';
    expect(selectNextRankRequirements(demo)).toMatchObject({ rank: 'C', tierBlocked: true, canStartTrial: false });
  });

  it('sums the XP of every skill', () => {
    const world = createTestWorld();
    world.skills.bladework.experience = xpForLevel(10);
    world.skills.command.experience = 35;
    expect(totalSkillXp(world)).toBe(xpForLevel(10) + 35);
  });

  it('reports tier rules, the level-title levels and happy hour', () => {
    const world = createTestWorld('expansion_2');
    expect(selectTier(world)).toMatchObject({
      tier: 'expansion_2',
      maxSkillLevel: 100,
      maxRank: 'SSS',
      xpMultiplier: 1.15,
      goldMultiplier: 1.15,
      paid: true,
    });
    expect(selectLevelTitleLevels()).toEqual([10, 25, 50, 75, 99, 100]);
    expect(selectHappyHour(world, { utcOffsetMinutes: 0 })).toBe(false);
    expect(selectHappyHour(world, { utcOffsetMinutes: 600 })).toBe(true);
  });
});
