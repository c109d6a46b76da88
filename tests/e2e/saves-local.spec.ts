import { expect, test } from '@playwright/test';
import { collectPageErrors, screenshot } from './support';
import { liveXp, roleOf, saveNow, startNewHunter, trainUntilXp, waitForGame } from './saves-support';

// The save pipeline in the running game against the real gateway: local slots, one writer per hunter.

test('progress survives a reload', async ({ page, request }, testInfo) => {
  const errors = collectPageErrors(page);
  await startNewHunter(page, request, 'reload');
  const trained = await trainUntilXp(page);
  // No forced save: what the page keeps as it is left (pagehide) must be enough.
  await page.reload();
  await waitForGame(page);
  expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
  await expect(page.getByTestId('cloud-save-status')).toBeVisible();
  await screenshot(page, testInfo, 'saves-status-button');
  expect(errors).toEqual([]);
});

test('a second tab of the same hunter is read-only until it takes over', async ({ page, request, context }, testInfo) => {
  await startNewHunter(page, request, 'tabs');
  expect(await roleOf(page)).toBe('writer');
  const second = await context.newPage();
  await second.goto('/game');
  await waitForGame(second);
  const banner = second.getByTestId('read-only-banner');
  await expect(banner).toContainText('This hunter is open in another tab. Progress here is not saved.');
  expect(await roleOf(second)).toBe('reader');
  await screenshot(second, testInfo, 'saves-read-only-banner');

  // Progress made in the first tab is what the second one plays after taking over.
  const trained = await trainUntilXp(page);
  await saveNow(page);
  await second.getByRole('button', { name: 'Play here instead' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => roleOf(second)).toBe('writer');
  await expect.poll(() => liveXp(second)).toBeGreaterThanOrEqual(trained);
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
  expect(await roleOf(page)).toBe('reader');
  expect(await page.evaluate(() => window.__shadowHunterSaves!.saveNow())).toBeNull();
});
