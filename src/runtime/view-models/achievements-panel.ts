/**
 * The sidebar's achievements panel: what the core tracks toward achievements, with progress — the
 * six training achievements and, per skill, the next level title.
 */
import { TRAINING_ACHIEVEMENTS } from '@/content/skills';
import { SKILL_IDS } from '@/content/ids';
import { SKILLS_BY_ID } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { trainingAchievementValues } from '@/core/systems/training';
import { selectLevelTitles } from './skill-page';

export interface AchievementProgressView {
  id: string;
  kind: 'training' | 'title';
  name: string;
  description: string;
  current: number;
  target: number;
  unlocked: boolean;
}

/** The training achievements, then each skill's next level title (or the last one once all are earned). */
export function selectAchievementProgress(world: ReadonlyWorld): AchievementProgressView[] {
  const values = trainingAchievementValues(world);
  const unlocked = world.skillTraining.achievements;
  const training = TRAINING_ACHIEVEMENTS.map((achievement) => ({
    id: achievement.id,
    kind: 'training' as const,
    name: achievement.name,
    description: achievement.description,
    current: Math.min(values[achievement.kind], achievement.target),
    target: achievement.target,
    unlocked: unlocked.includes(achievement.id),
  }));
  const titles = SKILL_IDS.map((skill) => {
    const all = selectLevelTitles(world, skill);
    const title = all.find((entry) => !entry.earned) ?? all[all.length - 1]!;
    const level = world.skills[skill].level;
    return {
      id: title.id,
      kind: 'title' as const,
      name: title.name,
      description: `Reach level ${title.level} in ${SKILLS_BY_ID[skill].name}.`,
      current: Math.min(level, title.level),
      target: title.level,
      unlocked: title.earned,
    };
  });
  return [...training, ...titles];
}
