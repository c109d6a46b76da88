import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import '../src/runtime/saves/test-hooks';
import { collectPageErrors, createAccount, isTouch, logIn, screenshot, uniqueEmail } from './support';

// A new player's first minutes on a fresh account, on the real core, runtime and gateway: the combat
// page picks the Tutorial Rift and drops are told in a loot log (a death stopping the training is in
// skills.spec.ts, with the death recap).

type HookWindow = Window & { __shadowHunter?: DevGameHook };

async function freshHunterOnCombatPage(page: Page, request: Parameters<typeof createAccount>[0]): Promise<void> {
  const email = uniqueEmail('newcomer');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/combat' });
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 45_000 })
    .toBe('combat');
}

const setTimeScale = (page: Page, scale: number) =>
  page.evaluate((value) => (window as HookWindow).__shadowHunter!.setTimeScale(value), scale);

test('a fresh hunter is offered the Tutorial Rift, and the loot log fills as enemies fall', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await freshHunterOnCombatPage(page, request);

  // Preselected without a tap: the rift for recruits, not the level-8 Thicket below it.
  await expect(page.getByTestId('area-tutorial_rift')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('area-gloomroot_thicket')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('area-tutorial_rift')).toContainText('Enemies Lv 1–2');
  await expect(page.getByTestId('area-gloomroot_thicket')).toContainText('Enemies Lv 4–8');
  const log = page.getByTestId('loot-log');
  await expect(log).toContainText('What fallen enemies drop shows here.');

  await page.getByRole('button', { name: 'Start fight' }).click();
  await expect(page.getByTestId('combat-status')).toContainText('Fighting in The Tutorial Rift');
  // The real core plays the fight, a little faster than life.
  await setTimeScale(page, 4);
  const drops = log.getByRole('listitem');
  await expect.poll(() => drops.count(), { timeout: 120_000, intervals: [500] }).toBeGreaterThanOrEqual(3);
  await setTimeScale(page, 1);

  const kills = await page.evaluate(() => window.__shadowHunterSaves!.world()!.stats.enemiesKilled);
  expect(kills).toBeGreaterThanOrEqual(3);
  // Every drop names its enemy and its time, and tells the gold that came with it.
  const first = drops.first();
  await expect(first).toContainText(/Rift Rat|Hollow Scout|Shambling Husk/);
  await expect(first.locator('time')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
  await expect(first).toContainText(/\+\d+ gold/);
  const goldLines = await log.getByText(/^\+\d+ gold$/).allTextContents();
  expect(goldLines.length).toBe(await drops.count());
  // Phones list the five newest, desktops ten.
  const visible = await drops.evaluateAll((items) => items.filter((item) => item.checkVisibility()).length);
  expect(visible).toBeLessThanOrEqual(isTouch(testInfo) ? 5 : 10);
  await log.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'new-player-loot-log', { fullPage: true });
  expect(errors).toEqual([]);
});
