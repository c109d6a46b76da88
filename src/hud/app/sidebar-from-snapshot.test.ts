import { ACHIEVEMENTS } from '@/content/achievements';
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { selectHudSnapshot } from '@/runtime/hud-snapshot';
import { featuredAchievements, sidebarFromSnapshot } from './sidebar-from-snapshot';

/** Blooded's rewards as the table words them (the table may be retuned). */
const BLOODED_REWARDS = ACHIEVEMENTS.find((def) => def.id === 'blooded')!.rewards.map((reward) => reward.description);

describe('the sidebar from the snapshot', () => {
  it('features ledger achievements with their category and reward, the closest first', () => {
    const world = createTestWorld('base');
    world.stats.enemiesKilled = 9;
    const featured = featuredAchievements(selectHudSnapshot(world).achievements);
    expect(featured[0]).toMatchObject({
      id: 'blooded',
      category: 'Combat',
      current: 9,
      target: 10,
      reward: BLOODED_REWARDS.join(', '),
    });
    const title = featured.find((entry) => entry.id === 'bladework_10');
    expect(title).toMatchObject({ category: 'Level title', reward: 'Title: Initiate of Bladework' });
  });

  it('carries the worn title to the player header', () => {
    const world = createTestWorld('base');
    expect(sidebarFromSnapshot(selectHudSnapshot(world)).player.title).toBeNull();
    world.player.unlockedTitles.push('title_rift_reaper');
    world.player.title = 'title_rift_reaper';
    expect(sidebarFromSnapshot(selectHudSnapshot(world)).player.title).toBe('the Rift Reaper');
  });
});
