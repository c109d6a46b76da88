import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, ACHIEVEMENT_TIER_POINTS } from '@/content/achievements';
import type { GameState } from '@/core/state-types';
import { step, stepMany } from '@/core/step';
import { createTestWorld } from '@/core/testing/fixtures';
import {
  achievementsPageKey,
  selectAchievementsPage,
  SECRET_NAME,
  SECRET_TEXT,
  wornTitleName,
} from './achievements-page';

/** Blooded's rewards as the table words them (the table may be retuned). */
const BLOODED_REWARDS = ACHIEVEMENTS.find((def) => def.id === 'blooded')!.rewards.map((reward) => reward.description);

/** Steps a second: the achievement system checks on whole seconds. */
const settle = (world: GameState) => stepMany(world, 10);
const card = (world: GameState, id: string) => selectAchievementsPage(world).achievements.find((row) => row.id === id)!;

describe('the achievements page view', () => {
  it('a new hunter: no points, every achievement listed by category, All and the seven categories', () => {
    const view = selectAchievementsPage(createTestWorld('base'));
    expect(view).toMatchObject({ totalPoints: 0, unlockedCount: 0, total: ACHIEVEMENTS.length });
    const maxPoints = ACHIEVEMENTS.reduce((sum, def) => sum + ACHIEVEMENT_TIER_POINTS[def.tier], 0);
    expect(view.maxPoints).toBe(maxPoints);
    expect(view.categories.map((row) => row.label)).toEqual([
      'All',
      'Combat',
      'Abilities',
      'Bosses',
      'Progression',
      'Exploration',
      'Mastery',
      'Special',
    ]);
    expect(view.categories.slice(1).reduce((sum, row) => sum + row.total, 0)).toBe(ACHIEVEMENTS.length);
    expect(view.categories.slice(1).reduce((sum, row) => sum + row.maxPoints, 0)).toBe(maxPoints);
    const categories = view.achievements.map((row) => row.category);
    expect(categories[0]).toBe('combat');
    expect(categories.at(-1)).toBe('special');
    expect(view.titles).toEqual([]);
    expect(view.wornTitle).toBeNull();
  });

  it('shows progress toward the count, then the unlock with its date, points and rewards', () => {
    const world = createTestWorld('base');
    world.stats.enemiesKilled = 7;
    expect(card(world, 'blooded')).toMatchObject({
      name: 'Blooded',
      tier: 'bronze',
      tierLabel: 'Bronze',
      icon: 'Sword',
      points: 10,
      current: 7,
      count: 10,
      unlocked: false,
      unlockedAt: null,
      rewards: BLOODED_REWARDS,
    });
    world.stats.enemiesKilled = 12;
    settle(world);
    const unlocked = card(world, 'blooded');
    expect(unlocked).toMatchObject({ current: 10, count: 10, unlocked: true });
    expect(unlocked.unlockedAt).toBe(world.achievements.unlocked.blooded!.completedAt);
    const view = selectAchievementsPage(world);
    expect(view.totalPoints).toBe(10);
    expect(view.unlockedCount).toBe(1);
    expect(view.categories.find((row) => row.id === 'combat')).toMatchObject({ points: 10, unlocked: 1 });
    expect(view.categories.find((row) => row.id === 'all')).toMatchObject({ points: 10, unlocked: 1 });
    expect(view.categories.find((row) => row.id === 'bosses')).toMatchObject({ points: 0, unlocked: 0 });
  });

  it('hides a secret achievement until it is unlocked', () => {
    const world = createTestWorld('base');
    world.deathPenalty.statistics.totalDeaths = 4;
    const secret = card(world, 'frequent_visitor');
    expect(secret).toMatchObject({
      name: SECRET_NAME,
      description: SECRET_TEXT,
      icon: null,
      current: null,
      count: null,
      rewards: [],
      hidden: true,
      unlocked: false,
    });
    expect(JSON.stringify(secret)).not.toContain('Frequent Visitor');
    world.deathPenalty.statistics.totalDeaths = 10;
    settle(world);
    expect(card(world, 'frequent_visitor')).toMatchObject({
      name: 'Frequent Visitor',
      hidden: false,
      unlocked: true,
      current: 10,
    });
  });

  it('lists every title held, skill and achievement ones, with the worn one marked', () => {
    const world = createTestWorld('base');
    world.player.unlockedTitles.push('defense_10', 'title_rift_reaper');
    let view = selectAchievementsPage(world);
    expect(view.titles).toEqual([
      { id: 'defense_10', name: 'Initiate of Defense', source: 'skill', worn: false },
      { id: 'title_rift_reaper', name: 'the Rift Reaper', source: 'achievement', worn: false },
    ]);
    expect(step(world, [{ type: 'chooseTitle', titleId: 'title_rift_reaper' }]).replies[0]).toMatchObject({ ok: true });
    view = selectAchievementsPage(world);
    expect(view.titles.find((row) => row.worn)?.id).toBe('title_rift_reaper');
    expect(view.wornTitle).toBe('the Rift Reaper');
    expect(wornTitleName(world)).toBe('the Rift Reaper');
  });

  it('the key moves when progress, an unlock or the worn title moves', () => {
    const world = createTestWorld('base');
    const before = achievementsPageKey(world);
    world.sim.nowMs += 5_000;
    expect(achievementsPageKey(world)).toBe(before);
    world.stats.enemiesKilled = 3;
    const killed = achievementsPageKey(world);
    expect(killed).not.toBe(before);
    world.player.unlockedTitles.push('defense_10');
    world.player.title = 'defense_10';
    expect(achievementsPageKey(world)).not.toBe(killed);
  });
});
