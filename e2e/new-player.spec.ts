import { expect, test, type Page } from '@playwright/test';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import '../src/runtime/saves/test-hooks';
import { collectPageErrors, createAccount, isTouch, logIn, screenshot, sendCommand, uniqueEmail } from './support';

// A new player's first minutes on a fresh account, on the real core, runtime and gateway: the combat
// page picks the Tutorial Rift, drops are told in a loot log, and a death stops the training.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

async function freshHunterOnCombatPage(page: Page, request: Parameters<typeof createAccount>[0]): Promise<void> {
  const email = uniqueEmail('newcomer');
  await createAccount(request, email);
  await logIn(page, email);
  await page.goto('/game/combat');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.waitForFunction(() => (window as HookWindow).__shadowHunter !== undefined);
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

test('a death in a fight stops the training, as the recap says @desktop-only', async ({ page, request }, testInfo) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  await freshHunterOnCombatPage(page, request);
  // The order: Sword Drills first, then a fight the hunter cannot win yet (the Thicket's
  // level-8 oaks fell an untrained hunter in a minute or two), played by the real core.
  const send = (command: Parameters<DevGameHook['send']>[0]) => sendCommand(page, '__shadowHunter', command);
  expect(await send({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' })).toMatchObject({
    ok: true,
  });
  expect(await send({ type: 'startCombat', areaId: 'gloomroot_thicket' })).toMatchObject({ ok: true });
  // Only twice as fast: a loaded machine's frame gaps beyond a minute of game time count as time
  // away (offline rules, another recap), and this is about a death in play.
  await setTimeScale(page, 2);
  const recap = page.getByRole('dialog', { name: 'You Have Fallen' });
  await expect(recap).toBeVisible({ timeout: 150_000 });
  await setTimeScale(page, 1);
  await expect(recap).toContainText('Your fight and your training have stopped.');

  const readTraining = () =>
    page.evaluate(() => {
      const world = window.__shadowHunterSaves!.world()!;
      return { session: world.skillTraining.activeSession, xp: world.skills.bladework.experience };
    });
  const atDeath = await readTraining();
  expect(atDeath.session).toBeNull();
  // Longer than a Sword Drills session (8 s) and a toast (4 s): nothing completes, no XP comes.
  await page.waitForTimeout(12_000);
  expect(await readTraining()).toEqual(atDeath);
  await expect(page.getByText(/^Sword Drills complete/)).toHaveCount(0);
  await expect(recap).toBeVisible();
  await screenshot(page, testInfo, 'new-player-death-stops-training');
  await recap.getByRole('button', { name: 'Continue' }).click();
  await expect(recap).toBeHidden();
  expect(errors).toEqual([]);
});
