import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import { collectPageErrors, createAccount, framesPass, grantAdmin, logIn, screenshot, uniqueEmail } from './support';

// /game/templates (for keepers in a production build, ruling 9): the designers' sandbox drives a real core
// world of its own on the game's canvas.

// The designers' sandbox is a keeper tool used at a desk.
const sandboxJourney =
  'the sandbox pauses, steps exactly one tick on request, shows its overlays, and previews the vignette @desktop-only';
test(sandboxJourney, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('sandbox');
  await grantAdmin(request, await createAccount(request, email));
  await logIn(page, email, { path: '/game/templates' });
  await expect(page.getByRole('heading', { name: 'Scene Sandbox' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 45_000 })
    .toBe('combat');

  // A boss of the chosen area, shown at once (every change builds a new world).
  await page.getByLabel('Area', { exact: true }).selectOption('drowned_cathedral_rift');
  await page.getByText('Always the area’s boss').click();
  await expect(page.getByText(/^The Drowned Choir \d+\/\d+$/)).toBeVisible({ timeout: 20_000 });

  const tick = page.getByTestId('sandbox-tick');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const before = Number(await tick.textContent());
  await framesPass(page, 30);
  expect(Number(await tick.textContent())).toBe(before);
  await page.getByRole('button', { name: 'Step one tick' }).click();
  await expect(tick).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Step one tick' }).click();
  await expect(tick).toHaveText(String(before + 2));

  await page.getByText('Show hitboxes').click();
  await page.getByText('Frame-time graph').click();
  await page.getByRole('button', { name: 'Play' }).click();
  await page.getByLabel('Time scale').selectOption('4');
  await expect.poll(async () => Number(await tick.textContent())).toBeGreaterThan(before + 10);
  await screenshot(page, testInfo, 'sandbox', { fullPage: true });

  await page.getByRole('radio', { name: 'Training vignette' }).click();
  await page.getByLabel('Training', { exact: true }).selectOption('alchemy');
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.training ?? null))
    .toMatchObject({ skill: 'alchemy', station: 'cauldron', active: true });
  // A few drawn frames, so the vignette's figures have moved into their places for the picture.
  await framesPass(page, 20);
  await screenshot(page, testInfo, 'sandbox-vignette');
  expect(errors).toEqual([]);
});
