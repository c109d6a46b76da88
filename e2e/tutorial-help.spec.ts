import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/runtime/saves/test-hooks';
import { collectPageErrors, framesPass, isTouch, screenshot, submitSignUp, uniqueEmail } from './support';
import { waitForGame } from './saves-support';

// A new player's welcome (issue 16, spec 000 §2-§4): the ten-step tutorial on a fresh account, Game Help
// with its tabs and Replay Tutorial, and the skip that asks first.

const SKIP_QUESTION = 'Are you sure you want to skip the tutorial? You can always view it again from the help menu.';

const tutorialOf = (page: Page) => page.getByTestId('tutorial');

test('a new account is walked through the tutorial, and Game Help replays it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await submitSignUp(page, uniqueEmail('welcome'));
  await expect(page).toHaveURL(/\/game$/);
  const tutorial = tutorialOf(page);
  await expect(tutorial).toBeVisible({ timeout: 60_000 });
  await expect(tutorial.getByTestId('tutorial-step-label')).toHaveText('Step 1 of 10');
  await expect(tutorial.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(tutorial.getByRole('heading', { name: 'Welcome, Shadow Hunter' })).toBeVisible();
  await screenshot(page, testInfo, 'tutorial-step-1');

  // Combat basics (step 4) takes the player to the combat page and rings its Start fight button.
  for (let step = 2; step <= 4; step++) {
    await tutorial.getByRole('button', { name: 'Next' }).click();
    await expect(tutorial.getByTestId('tutorial-step-label')).toHaveText(`Step ${step} of 10`);
  }
  await tutorial.getByRole('button', { name: 'Go to Combat' }).click();
  await expect(page).toHaveURL(/\/game\/combat$/);
  await expect(page.getByTestId('tutorial-highlight')).toBeVisible();
  await screenshot(page, testInfo, 'tutorial-combat-highlight');

  for (let step = 5; step <= 10; step++) {
    await tutorial.getByRole('button', { name: 'Next' }).click();
    await expect(tutorial.getByTestId('tutorial-step-label')).toHaveText(`Step ${step} of 10`);
  }
  await expect(tutorial.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await screenshot(page, testInfo, 'tutorial-step-10');
  await tutorial.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Tutorial completed! Good luck, Shadow Hunter!')).toBeVisible();
  await expect(tutorial).toBeHidden();
  expect(await page.evaluate(() => window.__shadowHunterSaves!.world()!.tutorial.completed)).toBe(true);
  await page.evaluate(() => window.__shadowHunterSaves!.saveNow());

  // Once completed it stays closed, also after a reload.
  await page.reload();
  await waitForGame(page);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  // Long enough for the HUD snapshots (five a second) that would open it.
  await framesPass(page, 40);
  await expect(tutorial).toBeHidden();

  // Game Help: every tab has its cards; Settings has its two subtabs.
  await page.getByRole('button', { name: 'Game Help' }).click();
  const help = page.getByRole('dialog', { name: 'Game Help' });
  await expect(help).toBeVisible();
  for (const tab of ['Basics', 'Combat', 'Progression', 'Systems', 'Premium']) {
    await help.getByRole('tab', { name: tab }).click();
    await expect(help.getByRole('tabpanel')).toBeVisible();
    expect(await help.getByRole('tabpanel').getByRole('heading').count()).toBeGreaterThan(0);
  }
  await help.getByRole('tab', { name: 'Progression' }).click();
  await expect(help.getByRole('tabpanel')).toContainText('SSS');
  await screenshot(page, testInfo, 'help-progression');
  await help.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expect(help.getByRole('tab', { name: 'Custom Sounds' })).toBeVisible();
  await expect(help.getByRole('slider').first()).toBeVisible();
  await screenshot(page, testInfo, 'help-settings');

  // Replay, then close: it asks first; Cancel keeps the tour, Skip tutorial ends it.
  await help.getByRole('button', { name: 'Replay Tutorial' }).click();
  await expect(tutorial).toBeVisible();
  await expect(tutorial.getByTestId('tutorial-step-label')).toHaveText('Step 1 of 10');
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(SKIP_QUESTION);
  await screenshot(page, testInfo, 'tutorial-skip-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Skip tutorial' }).click();
  await expect(tutorial).toBeHidden();

  // On a phone too, the help button stands in the dock at the bottom (issue 32), beside the toasts' place, not over
  // the page.
  if (isTouch(testInfo)) {
    await expect(page.getByTestId('game-dock').getByRole('button', { name: 'Game Help' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
