/**
 * The sidebar's achievements panel: what the core tracks toward achievements, with progress — the
 * six training achievements, per skill the next level title, and the achievements of the guild's
 * ledger closest to done (not yet unlocked, secret ones left out).
 */
import { ACHIEVEMENTS } from '@/content/achievements';
import { TRAINING_ACHIEVEMENTS } from '@/content/skills';
import { SKILL_IDS } from '@/content/ids';
import { SKILLS_BY_ID } from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import { achievementProgress } from '@/core/systems/achievement-rules';
import { trainingAchievementValues } from '@/core/systems/training';
import { CATEGORY_LABELS } from './achievements-page';
import { selectLevelTitles } from './skill-page';

export interface AchievementProgressView {
  id: string;
  kind: 'training' | 'title' | 'achievement';
  name: string;
  description: string;
  current: number;
  target: number;
  unlocked: boolean;
  /** For a ledger achievement: its category ("Combat") and its rewards as a player reads them. */
  category?: string;
  reward?: string;
}

/** How many of the ledger's achievements are offered to the panel (it shows the closest four of all). */
export const LEDGER_CANDIDATES = 4;

/** The ledger's open, non-secret achievements closest to done (share of the count, then fewest left). */
export function closestAchievements(world: ReadonlyWorld, limit = LEDGER_CANDIDATES): AchievementProgressView[] {
  const open = ACHIEVEMENTS.filter((def) => !def.isSecret && world.achievements.unlocked[def.id] === undefined).map(
    (def): AchievementProgressView => ({
      id: def.id,
      kind: 'achievement',
      name: def.name,
      description: def.description,
      current: achievementProgress(world, def),
      target: def.requirement.count,
      unlocked: false,
      category: CATEGORY_LABELS[def.category],
      reward: def.rewards.map((reward) => reward.description).join(', '),
    }),
  );
  const share = (entry: AchievementProgressView) => (entry.target > 0 ? entry.current / entry.target : 1);
  return open.sort((a, b) => share(b) - share(a) || a.target - a.current - (b.target - b.current)).slice(0, limit);
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
  return [...training, ...titles, ...closestAchievements(world)];
}
