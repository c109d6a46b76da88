/**
 * The achievements page (spec 001 §3-§5, §9): the total points and how many are unlocked, the seven
 * categories with their points, every achievement with its progress, tier, points, rewards and the
 * day it was unlocked (a secret one shows nothing until it is), and the titles the hunter may wear.
 */
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENTS } from '@/content/achievements';
import { ACHIEVEMENT_TITLES } from '@/content/titles';
import type { AchievementCategory, AchievementDef, AchievementTier } from '@/content/types';
import type { ReadonlyWorld } from '@/core/readonly';
import { achievementPoints, achievementProgress, titleName } from '@/core/systems/achievement-rules';

export { ACHIEVEMENT_CATEGORIES };

export const CATEGORY_LABELS: Record<AchievementCategory, string> = {
  combat: 'Combat',
  abilities: 'Abilities',
  bosses: 'Bosses',
  progression: 'Progression',
  exploration: 'Exploration',
  mastery: 'Mastery',
  special: 'Special',
};

export const TIER_LABELS: Record<AchievementTier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  diamond: 'Diamond',
};

export const SECRET_NAME = 'Secret achievement';
export const SECRET_TEXT = '???';

export interface AchievementCardView {
  id: string;
  /** "Secret achievement" while a secret one is locked. */
  name: string;
  /** "???" while a secret one is locked. */
  description: string;
  category: AchievementCategory;
  categoryLabel: string;
  tier: AchievementTier;
  tierLabel: string;
  /** A lucide icon name (the page maps it; a locked secret has none). */
  icon: string | null;
  points: number;
  /** 0..count; hidden (null) while a secret one is locked. */
  current: number | null;
  count: number | null;
  unlocked: boolean;
  /** Epoch ms, or null. */
  unlockedAt: number | null;
  /** A secret not yet unlocked: name, description, progress and rewards hidden. */
  hidden: boolean;
  rewards: string[];
}

export interface CategoryView {
  id: AchievementCategory | 'all';
  label: string;
  /** Points earned of the category's total. */
  points: number;
  maxPoints: number;
  unlocked: number;
  total: number;
}

export interface TitleView {
  id: string;
  name: string;
  source: 'achievement' | 'skill';
  worn: boolean;
}

export interface AchievementsPageView {
  totalPoints: number;
  maxPoints: number;
  unlockedCount: number;
  total: number;
  /** All first, then the seven categories. */
  categories: CategoryView[];
  /** By category, then the table's order within it. */
  achievements: AchievementCardView[];
  titles: TitleView[];
  /** The worn title's name, or null. */
  wornTitle: string | null;
}

const CATEGORY_ORDER = new Map(ACHIEVEMENT_CATEGORIES.map((category, index) => [category, index]));

const IN_ORDER: readonly AchievementDef[] = [...ACHIEVEMENTS].sort(
  (a, b) => (CATEGORY_ORDER.get(a.category) ?? 0) - (CATEGORY_ORDER.get(b.category) ?? 0) || a.sortOrder - b.sortOrder,
);

const ACHIEVEMENT_TITLE_IDS = new Set<string>(ACHIEVEMENT_TITLES.map((title) => title.id));

function cardOf(world: ReadonlyWorld, def: AchievementDef): AchievementCardView {
  const record = world.achievements.unlocked[def.id];
  const unlocked = record !== undefined;
  const hidden = def.isSecret && !unlocked;
  return {
    id: def.id,
    name: hidden ? SECRET_NAME : def.name,
    description: hidden ? SECRET_TEXT : def.description,
    category: def.category,
    categoryLabel: CATEGORY_LABELS[def.category],
    tier: def.tier,
    tierLabel: TIER_LABELS[def.tier],
    icon: hidden ? null : def.icon,
    points: achievementPoints(def),
    current: hidden ? null : achievementProgress(world, def),
    count: hidden ? null : def.requirement.count,
    unlocked,
    unlockedAt: record?.completedAt ?? null,
    hidden,
    rewards: hidden ? [] : def.rewards.map((reward) => reward.description),
  };
}

function categoryOf(id: CategoryView['id'], label: string, cards: readonly AchievementCardView[]): CategoryView {
  let points = 0;
  let maxPoints = 0;
  let unlocked = 0;
  for (const card of cards) {
    maxPoints += card.points;
    if (!card.unlocked) continue;
    points += card.points;
    unlocked += 1;
  }
  return { id, label, points, maxPoints, unlocked, total: cards.length };
}

export function selectTitleViews(world: ReadonlyWorld): TitleView[] {
  const worn = world.player.title ?? null;
  return world.player.unlockedTitles.map((id) => ({
    id,
    name: titleName(id),
    source: ACHIEVEMENT_TITLE_IDS.has(id) ? ('achievement' as const) : ('skill' as const),
    worn: id === worn,
  }));
}

/** The worn title's name, or null when none is worn (or it is no longer held). */
export function wornTitleName(world: ReadonlyWorld): string | null {
  const worn = world.player.title;
  if (!worn || !world.player.unlockedTitles.includes(worn)) return null;
  return titleName(worn);
}

export function selectAchievementsPage(world: ReadonlyWorld): AchievementsPageView {
  const achievements = IN_ORDER.map((def) => cardOf(world, def));
  const all = categoryOf('all', 'All', achievements);
  const categories = [
    all,
    ...ACHIEVEMENT_CATEGORIES.map((category) =>
      categoryOf(
        category,
        CATEGORY_LABELS[category],
        achievements.filter((card) => card.category === category),
      ),
    ),
  ];
  return {
    // The save's running total; the sum of the unlocked tiers when it lags (an older save).
    totalPoints: Math.max(world.achievements.totalPoints, all.points),
    maxPoints: all.maxPoints,
    unlockedCount: all.unlocked,
    total: all.total,
    categories,
    achievements,
    titles: selectTitleViews(world),
    wornTitle: wornTitleName(world),
  };
}

/**
 * A cheap fingerprint of what the page shows. Progress reads many counters of the world, so the
 * key is the progress itself (45 small reads): rebuilt only when a number on the page moves.
 */
export function achievementsPageKey(world: ReadonlyWorld): string {
  const parts: (string | number)[] = [
    world.achievements.totalPoints,
    Object.keys(world.achievements.unlocked).length,
    world.player.title ?? '-',
    world.player.unlockedTitles.length,
  ];
  for (const def of ACHIEVEMENTS) parts.push(achievementProgress(world, def));
  return parts.join('|');
}
