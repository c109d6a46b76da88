import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { collectPageErrors, createAccount, logIn, openInApp, screenshot, uniqueEmail } from './support';

// The activity queue on a fresh account, as a player lines up work: queue six Sword Drills sessions
// from the skill page and one harvest from the mining page, watch the strip follow along, and find
// both done on the activity page.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

test('queue training then mining and see both complete', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('queuer');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/skills/bladework' });
  await page.getByRole('button', { name: 'Add Sword Drills to the queue' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('How many sessions (1 to 999)').fill('6');
  await screenshot(page, testInfo, 'queue-dialog');
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog).toBeHidden();
  // The idle queue starts the training at once; the strip under the top bar shows it.
  const strip = page.getByRole('region', { name: 'Activity queue' });
  await expect(strip).toContainText('Train Sword Drills ×6');

  await openInApp(page, '/game/mining', 'Mining');
  await page
    .getByRole('listitem', { name: 'Rift-Edge Mana Seep' })
    .getByRole('button', { name: /to the queue$/ })
    .click();
  await dialog.getByLabel('How many harvests (1 to 999)').fill('1');
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate(() => (window as HookWindow).__shadowHunter!.world().activity.queue.map((entry) => entry.type)),
  ).toEqual(['training', 'mining']);
  await screenshot(page, testInfo, 'queue-strip-mining-page', { fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Six 8 s sessions (still training when mining is queued, even on a slow machine), then a 44 s harvest,
  // eight times as fast.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(8));
  await expect
    .poll(
      () => page.evaluate(() => (window as HookWindow).__shadowHunter!.world().mining.currentActivity?.nodeId ?? null),
      { timeout: 60_000 },
    )
    .toBe('rift_edge_mana_seep');
  await expect(strip).toContainText('Mine Rift-Edge Mana Seep ×1');
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (window as HookWindow).__shadowHunter!.world().activity.ended?.map((ending) => ending.reason) ?? [],
        ),
      {
        timeout: 60_000,
      },
    )
    .toEqual(['done', 'done']);
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));
  expect(
    await page.evaluate(
      () => (window as HookWindow).__shadowHunter!.world().skillTraining.stats.bladework.totalSessions,
    ),
  ).toBe(6);
  expect(await page.evaluate(() => (window as HookWindow).__shadowHunter!.world().mining.totalHarvests)).toBe(1);
  await expect(strip).toBeHidden();

  await openInApp(page, '/game/activity', 'Activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(page.getByText('Train Sword Drills ×6').first()).toBeVisible();
  await expect(page.getByText('Mine Rift-Edge Mana Seep ×1').first()).toBeVisible();
  await screenshot(page, testInfo, 'activity-page-after');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
