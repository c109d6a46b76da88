import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/runtime/saves/test-hooks';
import { collectPageErrors, openInApp, screenshot } from './support';
import { startNewHunter, trainUntilXp, waitForGame } from './saves-support';

// Knowing what happens while away (issue 16): /game/activity forecasts an hour away from the same
// catch-up the game runs on return, and then tells the absence hour by hour.

const HOUR_MS = 3_600_000;

const bladeworkXp = (page: Page) =>
  page.evaluate(() => window.__shadowHunterSaves!.world()!.skills.bladework.experience);

test('the forecast for an hour away is what an hour away brings', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await startNewHunter(page, request, 'forecast');
  await trainUntilXp(page, 1);
  await openInApp(page, '/game/activity', 'Activity');
  const forecast = page.getByTestId('forecast-1h');
  await expect(forecast).toBeVisible();
  const forecastXp = Number((await page.getByTestId('forecast-1h-xp-bladework').textContent())!.replace(/[^\d]/g, ''));
  expect(forecastXp).toBeGreaterThan(0);
  await expect(page.getByTestId('forecast-1h-risk')).toBeVisible();
  await screenshot(page, testInfo, 'activity-forecast', { fullPage: true });

  // Leave for an hour: the page closes with the save, and opens again an hour after the saved world's time by the
  // browser's clock (the world's clock, not the wall's: the fast training above ran it ahead).
  const before = await bladeworkXp(page);
  const savedAt = await page.evaluate(async () => {
    const hooks = window.__shadowHunterSaves!;
    await hooks.saveNow();
    hooks.holdSaving();
    return hooks.lastSavedState()!.sim.nowMs;
  });
  await page.clock.setSystemTime(savedAt + HOUR_MS);
  await page.reload();
  await waitForGame(page);
  // One welcome back once the game runs, with the activity page's numbers (issue 32).
  const welcome = page.getByRole('dialog', { name: 'Welcome back, hunter' });
  await expect(welcome.getByTestId('welcome-back-summary')).toContainText(/^Away 1h/);
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome).toBeHidden();
  const gained = (await bladeworkXp(page)) - before;
  // The reload adds a few seconds to the hour; the rest is the same catch-up.
  expect(Math.abs(gained - forecastXp) / forecastXp).toBeLessThan(0.03);

  await openInApp(page, '/game/activity', 'Activity');
  await expect(page.getByTestId('absence-summary')).toBeVisible();
  await expect(page.getByTestId('absence-reason-multiplier')).toContainText('x0.5');
  await screenshot(page, testInfo, 'activity-last-absence', { fullPage: true });
  expect(errors).toEqual([]);
});
