import { describe, expect, it } from 'vitest';
import { step } from '@/core/step';
import { createTestWorld, setSkillLevels, stepUntil } from '@/core/testing/fixtures';
import { selectAchievementProgress } from './achievements-panel';

describe('achievements panel', () => {
  it('lists the six training achievements and each skill’s next level title, nothing done for a new hunter', () => {
    const progress = selectAchievementProgress(createTestWorld());
    const training = progress.filter((entry) => entry.kind === 'training');
    expect(training.map((entry) => `${entry.id} ${entry.current}/${entry.target}`)).toEqual([
      'training_streak_7 0/7',
      'training_streak_30 0/30',
      'training_sessions_100 0/100',
      'training_perfect_10 0/10',
      'training_mastery_10 0/10',
      'training_combo_5 0/5',
    ]);
    const titles = progress.filter((entry) => entry.kind === 'title');
    expect(titles).toHaveLength(10);
    expect(titles[0]).toMatchObject({
      id: 'bladework_10',
      name: 'Initiate of Bladework',
      current: 1,
      target: 10,
      unlocked: false,
    });
  });

  it('counts completed sessions and perfects, and moves a skill on to its next title once one is earned', () => {
    const world = createTestWorld();
    setSkillLevels(world, { defense: 9 }, 0.99);
    step(world, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    stepUntil(world, (events) => events.some((event) => event.type === 'trainingCompleted'));
    const progress = selectAchievementProgress(world);
    const sessions = progress.find((entry) => entry.id === 'training_sessions_100');
    expect(sessions).toMatchObject({ current: 1, unlocked: false });
    expect(progress.find((entry) => entry.id === 'training_perfect_10')).toMatchObject({ current: 1 });
    expect(world.skills.defense.level).toBe(10);
    expect(progress.find((entry) => entry.id.startsWith('defense_'))).toMatchObject({
      id: 'defense_25',
      name: 'Adept of Defense',
      current: 10,
      target: 25,
    });
  });
});
