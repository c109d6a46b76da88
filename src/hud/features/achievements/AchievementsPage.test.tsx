import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENTS } from '@/content/achievements';
import { createTestWorld, markEarnedAchievements } from '@/core/testing/fixtures';
import { renderRecordingGamePage } from '@/hud/game/testing/render-game-page';
import { CATEGORY_LABELS } from '@/runtime/view-models/achievements-page';
import { AchievementsPage } from './AchievementsPage';

/** Blooded's rewards as the table words them (the table may be retuned). */
const BLOODED_REWARDS = ACHIEVEMENTS.find((def) => def.id === 'blooded')!.rewards.map((reward) => reward.description);

type World = ReturnType<typeof createTestWorld>;

function renderAchievements(world: World) {
  return renderRecordingGamePage(world, <AchievementsPage />, '/game/achievements');
}

const card = (name: string) =>
  screen.getAllByTestId('achievement-card').find((row) => within(row).queryByRole('button', { name }))!;

describe('the achievements page', () => {
  it('shows the totals, progress toward each count, and opens the details on tap', async () => {
    const world = createTestWorld('base');
    world.stats.enemiesKilled = 7;
    const { user } = renderAchievements(world);
    expect(screen.getByTestId('achievement-totals')).toHaveTextContent(`Unlocked0 / ${ACHIEVEMENTS.length}`);
    // The page opens on the first category, Combat.
    expect(screen.getAllByTestId('achievement-card')).toHaveLength(
      ACHIEVEMENTS.filter((def) => def.category === 'combat').length,
    );
    const blooded = card('Blooded');
    expect(blooded).toHaveTextContent('Bronze');
    expect(blooded).toHaveTextContent('10 pts');
    expect(within(blooded).getByTestId('achievement-progress')).toHaveTextContent('7 / 10');
    expect(within(blooded).getByRole('button')).toHaveAccessibleName('Blooded');
    expect(within(blooded).getByRole('button')).toHaveAccessibleDescription('Bronze, 10 points, 7 of 10');
    await user.click(within(blooded).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Blooded' });
    for (const reward of BLOODED_REWARDS) expect(dialog).toHaveTextContent(reward);
    expect(dialog).toHaveTextContent('Combat');
  });

  it('a secret achievement shows ??? and nothing of what it asks', async () => {
    const world = createTestWorld('base');
    world.deathPenalty.statistics.totalDeaths = 3;
    const { user } = renderAchievements(world);
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    expect(screen.getAllByTestId('achievement-card')).toHaveLength(ACHIEVEMENTS.length);
    const secrets = screen.getAllByTestId('achievement-card').filter((row) => row.textContent?.includes('???'));
    expect(secrets.length).toBe(ACHIEVEMENTS.filter((def) => def.isSecret).length);
    for (const secret of secrets) {
      expect(secret).toHaveTextContent('Secret achievement');
      expect(within(secret).queryByTestId('achievement-progress')).toBeNull();
    }
    expect(screen.queryByText('Frequent Visitor')).toBeNull();
    await user.click(within(secrets[0]!).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Secret achievement' });
    expect(dialog).toHaveTextContent('stays hidden until you earn it');
    expect(within(dialog).queryByText('Rewards')).toBeNull();
  });

  it('shows one category to a tab, each with its unlocked count, Combat first and All last', async () => {
    const world = createTestWorld('base');
    world.stats.enemiesKilled = 10;
    markEarnedAchievements(world);
    const { user } = renderAchievements(world);
    const tabs = within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d+\/\d+$/, ''))).toEqual([
      ...ACHIEVEMENT_CATEGORIES.map((category) => CATEGORY_LABELS[category]),
      'All',
    ]);
    const combat = ACHIEVEMENTS.filter((def) => def.category === 'combat');
    const earned = combat.filter((def) => world.achievements.unlocked[def.id]).length;
    expect(earned).toBeGreaterThan(0);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveTextContent(`Combat${earned}/${combat.length}`);
    const bosses = screen.getByRole('tab', { name: /^Bosses/ });
    const count = ACHIEVEMENTS.filter((def) => def.category === 'bosses').length;
    expect(bosses).toHaveTextContent(`Bosses0/${count}`);
    await user.click(bosses);
    expect(bosses).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('achievement-card')).toHaveLength(count);
    expect(screen.getByText(/^Bosses: 0 of \d+ unlocked, 0 of [\d,]+ points\.$/)).toHaveTextContent(
      `Bosses: 0 of ${count} unlocked`,
    );
    expect(screen.queryByRole('button', { name: 'Blooded' })).toBeNull();
  });

  it('Wear sends chooseTitle and marks the title worn; Wear none takes it off', async () => {
    const world = createTestWorld('base');
    world.player.unlockedTitles.push('defense_10', 'title_rift_reaper');
    const { user, play, sent } = renderAchievements(world);
    expect(screen.getByRole('button', { name: 'Wear none' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Wear the Rift Reaper' }));
    await play();
    expect(sent).toEqual([{ type: 'chooseTitle', titleId: 'title_rift_reaper' }]);
    expect(world.player.title).toBe('title_rift_reaper');
    const worn = screen.getAllByTestId('title-row').find((row) => row.textContent?.includes('the Rift Reaper'))!;
    expect(worn).toHaveTextContent('Worn');
    expect(screen.getByRole('button', { name: 'Wear Initiate of Defense' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Wear none' }));
    await play();
    expect(sent.at(-1)).toEqual({ type: 'chooseTitle', titleId: null });
    expect(world.player.title).toBeNull();
  });
});
