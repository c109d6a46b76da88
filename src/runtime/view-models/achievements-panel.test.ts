import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@/content/achievements';
import { step, stepMany } from '@/core/step';
import { createTestWorld, setSkillLevels, stepUntil } from '@/core/testing/fixtures';
import { selectAchievementProgress } from './achievements-panel';

/** Blooded's rewards as the table words them (the table may be retuned). */
const BLOODED_REWARDS = ACHIEVEMENTS.find((def) => def.id === 'blooded')!.rewards.map((reward) => reward.description);

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

describe('achievements panel: the guild ledger', () => {
  it('offers the four open, non-secret ledger achievements closest to done, with their rewards', () => {
    const world = createTestWorld();
    world.stats.enemiesKilled = 8;
    const ledger = selectAchievementProgress(world).filter((entry) => entry.kind === 'achievement');
    expect(ledger).toHaveLength(4);
    expect(ledger[0]).toMatchObject({
      id: 'blooded',
      name: 'Blooded',
      current: 8,
      target: 10,
      unlocked: false,
      category: 'Combat',
      reward: BLOODED_REWARDS.join(', '),
    });
    const shares = ledger.map((entry) => entry.current / entry.target);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    for (const entry of ledger) expect(ACHIEVEMENTS.find((def) => def.id === entry.id)?.isSecret).toBe(false);
    // The training entries stay.
    expect(selectAchievementProgress(world).filter((entry) => entry.kind === 'training')).toHaveLength(6);
  });

  it('leaves an unlocked one out, and never names a secret one', () => {
    const world = createTestWorld();
    world.stats.enemiesKilled = 12;
    world.deathPenalty.statistics.totalDeaths = 9;
    stepMany(world, 10);
    expect(world.achievements.unlocked.blooded).toBeDefined();
    const ids = selectAchievementProgress(world).map((entry) => entry.id);
    expect(ids).not.toContain('blooded');
    expect(ids).not.toContain('frequent_visitor');
  });
});
