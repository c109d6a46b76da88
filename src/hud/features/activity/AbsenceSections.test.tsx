import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createHunter, createTestWorld, createDoomedHunter } from '@/core/testing/fixtures';
import { amount } from '@/hud/components/items/page-style';
import { renderGamePage } from '@/hud/game/testing/render-game-page';
import { stepWorld } from '@/hud/game/testing/test-session';
import { utcOffsetAt } from '@/runtime/core-simulation';
import { clearLastAbsence, recordLastAbsence, timelineOf } from '@/runtime/saves/last-absence';
import { selectLeaveForecasts } from '@/runtime/view-models/absence-page';
import { itemName, wraithName } from '@/runtime/view-models/content-names';
import { ActivityPage } from './ActivityPage';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEEP = 'rift_edge_mana_seep';

afterEach(() => act(() => clearLastAbsence()));

const forecastSection = () => screen.getByRole('region', { name: 'If you leave now' });
const lastAwaySection = () => screen.getByRole('region', { name: 'Your last time away' });
const contextOf = (world: { sim: { nowMs: number } }) => ({ utcOffsetMinutes: utcOffsetAt(world.sim.nowMs) });

describe('If you leave now', { timeout: 30_000 }, () => {
  it('shows 1, 4 and 12 hours from the core’s forecast, and Refresh reads the world anew', async () => {
    const world = createTestWorld('base');
    stepWorld(world, [{ type: 'startMining', nodeId: SEEP }]);
    const { user, play } = renderGamePage(world, <ActivityPage />, '/game/activity');
    const section = forecastSection();
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Away 1 hour', 'Away 4 hours', 'Away 12 hours']);
    const expected = selectLeaveForecasts(world, contextOf(world))[0]!.gains;
    const survival = expected.xp.find((row) => row.skill === 'survival')!;
    expect(survival.amount).toBeGreaterThan(0);
    expect(screen.getByTestId('forecast-1h-gold')).toHaveTextContent(`+${amount(expected.gold)}`);
    expect(screen.getByTestId('forecast-1h-xp-survival')).toHaveTextContent(`+${amount(survival.amount)}`);
    expect(screen.getByTestId('forecast-1h-items')).toHaveTextContent(/×\d/);
    expect(screen.getByTestId('forecast-12h-risk')).toHaveTextContent('No death expected');
    expect(screen.getByTestId('forecast-1h')).toHaveTextContent('1h counted at x0.5: 30m of progress');

    // Stop mining: the forecast keeps the old numbers until Refresh.
    stepWorld(world, [{ type: 'stopMining' }]);
    await play(1);
    expect(screen.getByTestId('forecast-1h-xp-survival')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Refresh' }));
    expect(screen.queryByTestId('forecast-1h-xp-survival')).toBeNull();
  });

  it('names the risk of dying and its likely killer', () => {
    const world = createDoomedHunter();
    renderGamePage(world, <ActivityPage />, '/game/activity');
    const forecast = selectLeaveForecasts(world, contextOf(world))[0]!;
    expect(forecast.dies).toBe(true);
    expect(screen.getByTestId('forecast-1h-risk')).toHaveTextContent(forecast.risk);
    expect(forecast.risk).toMatch(/^Risk of dying: (\d{1,3}%|over 99%), most likely to \w/);
    // Its time counts from leaving, in words; one piece of the gear worn is lost.
    expect(forecast.death).toMatch(/^Dies to .+ (\d+m )?\d+s after you leave, losing (Crypt Blade|Cloth Armor)$/);
    expect(screen.getByTestId('forecast-1h-risk')).toHaveTextContent(forecast.death!);
  });

  it('shows the risk of a boss fight the expected blows win, and the boss’s cadence', () => {
    // A rank-D hunter on a Thursday, 15 kills in the Gloomroot Thicket: the Mother of Thorns comes after 12.
    const world = createHunter({
      seed: 3,
      rank: 'D',
      tier: 'base',
      levels: { bladework: 18, defense: 14 },
      gear: { weapon: 'crypt_blade' },
      potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 9 },
    });
    world.sim.nowMs += DAY;
    stepWorld(world, [{ type: 'startCombat', areaId: 'gloomroot_thicket', kills: 15 }]);
    renderGamePage(world, <ActivityPage />, '/game/activity');
    const forecast = selectLeaveForecasts(world, contextOf(world))[0]!;
    expect(forecast.death).toBeNull();
    expect(forecast.dies).toBe(true);
    expect(forecast.riskPercent).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('forecast-1h-risk')).toHaveTextContent(
      `Risk of dying: ${forecast.riskPercent}%, most likely to Mother of Thorns`,
    );
    const notes = screen.getByTestId('forecast-1h-notes');
    expect(notes).toHaveTextContent('Mother of Thorns steps out 1 time (every 12 kills)');
    expect(notes).toHaveTextContent(
      /The fight in Gloomroot Thicket ends (\d+m )?\d+s after you leave: its goal is reached/,
    );
  });
});

describe('Your last time away', { timeout: 30_000 }, () => {
  it('says when there was none', () => {
    renderGamePage(createTestWorld('base'), <ActivityPage />, '/game/activity');
    expect(lastAwaySection()).toHaveTextContent('No time away since you opened the game.');
  });

  it('lists the absence hour by hour, with why it stopped earning', () => {
    const before = createTestWorld('base');
    stepWorld(before, [{ type: 'startMining', nodeId: SEEP }]);
    const timeline = timelineOf(before, 30 * HOUR, contextOf(before))!;
    recordLastAbsence(timeline);
    renderGamePage(createTestWorld('base'), <ActivityPage />, '/game/activity');
    const section = lastAwaySection();
    const hours = within(section).getByRole('list', { name: 'Hour by hour' });
    expect(within(hours).getAllByRole('listitem')).toHaveLength(12);
    expect(within(hours).getByRole('listitem', { name: 'Hour 00:00–01:00' })).toHaveTextContent(
      `+${amount(timeline.hours[0]!.gains.totalXp)} XP`,
    );
    expect(screen.getByTestId('absence-summary')).toHaveTextContent('Away 30h: 12h counted at x0.75: 9h of progress');
    const why = within(section).getByRole('list', { name: 'Why' });
    expect(within(why).getByTestId('absence-reason-cap')).toHaveTextContent('12h counted of 30h away');
    expect(within(why).getByTestId('absence-reason-multiplier')).toHaveTextContent('x0.75 with the catch-up bonus');
    expect(within(why).getByTestId('absence-reason-miningStopped')).toHaveTextContent(/^Mining stopped at \d\d:\d\d: /);
    expect(within(why).getByTestId('absence-reason-idle')).toHaveTextContent(/^Nothing was running from \d\d:\d\d$/);
    expect(screen.getByTestId('absence-total-xp')).toHaveTextContent(`+${amount(timeline.total.totalXp)}`);
  });

  it('shows the loot of a fight away, the tokens, and what found no room', () => {
    const before = createHunter({
      seed: 5,
      rank: 'C',
      tier: 'base',
      levels: { bladework: 30, defense: 30 },
      gear: { weapon: 'cinder_axe', chest: 'boneplate_vest' },
      potions: { health: 'health_potion_small', mana: 'mana_potion_small', count: 5 },
    });
    // A bag with one free slot: the gear that drops beyond it waits in the loot pouch.
    before.inventory.maxSlots = before.inventory.items.filter((entry) => !entry.equipped).length + 1;
    stepWorld(before, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
    const timeline = timelineOf(before, 6 * HOUR, contextOf(before))!;
    const total = timeline.total;
    expect(total.tokens.length).toBeGreaterThan(0);
    expect(total.pouched.length).toBeGreaterThan(0);
    recordLastAbsence(timeline);
    renderGamePage(createTestWorld('base'), <ActivityPage />, '/game/activity');
    const section = lastAwaySection();
    const token = total.tokens[0]!;
    expect(within(section).getByTestId('absence-total-tokens')).toHaveTextContent(
      `${wraithName(token.wraithId)} ×${amount(token.quantity)}`,
    );
    const waiting = total.pouched[0]!;
    expect(within(section).getByTestId('absence-total-pouched')).toHaveTextContent(
      `${itemName(waiting.itemId)} ×${amount(waiting.quantity)}`,
    );
    expect(within(section).getByTestId('absence-total-items')).toHaveTextContent(
      itemName(total.itemsGained[0]!.itemId),
    );
    const why = within(section).getByRole('list', { name: 'Why' });
    expect(within(why).getByTestId('absence-reason-boss')).toHaveTextContent(
      /^Mother of Thorns stepped out \d+ times \(every 12 kills\)$/,
    );
  });
});
