import { describe, expect, it } from 'vitest';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { TIER_MESSAGES } from '@/core/tiers';
import { selectRankCheckpoints, selectRankInfo } from './rank-dialog';

describe('rank dialog', () => {
  it('gives the rank dialog its requirements from the checkpoint rows', () => {
    const world = createTestWorld('base');
    const info = selectRankInfo(world);
    expect(info).toMatchObject({ rank: 'E', isMaxRank: false });
    expect(info.next).toMatchObject({
      rank: 'D',
      flagshipRiftId: 'tutorial_rift',
      flagshipRiftName: 'The Tutorial Rift',
      riftCleared: false,
      skillReqLevel: 10,
      skillsRequirement: false,
      totalXp: 0,
      requiredXp: 5_000,
      totalXpRequirement: false,
      trialId: 'trial_d',
      canStartTrial: false,
      tierBlocked: false,
    });
    setSkillLevels(world, { bladework: 12, defense: 11, survival: 10 });
    world.combat.clearedRifts.push('tutorial_rift');
    const ready = selectRankInfo(world).next!;
    expect(ready).toMatchObject({
      riftCleared: true,
      skillsRequirement: true,
      totalXpRequirement: true,
      canStartTrial: true,
    });
    const meeting = ready.currentCombatSkills.filter((skill) => skill.meets).map((skill) => skill.skill);
    expect(meeting).toEqual(['bladework', 'defense']);
    expect(selectRankInfo(world, { trialCompleted: true }).next!.canStartTrial).toBe(false);
    world.player.hunterRank = 'SSS';
    expect(selectRankInfo(world)).toMatchObject({ isMaxRank: true, next: null, emoji: '👑' });
    const demo = createTestWorld('demo');
    demo.player.hunterRank = 'D';
    expect(selectRankInfo(demo).next).toMatchObject({
      rank: 'C',
      tierBlocked: true,
      tierMessage: TIER_MESSAGES.demoRankCap,
      canStartTrial: false,
    });
    expect(selectRankCheckpoints()).toHaveLength(8);
  });
});
