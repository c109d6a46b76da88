import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { collectPageErrors, createAccount, logIn, screenshot, uniqueEmail } from './support';

// Mining on a fresh account, on the real core, runtime and gateway, as a player works a node: open the
// mining page, start the first node, and see the loot reach the satchel and the depletion bar move.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const SEEP = 'Rift-Edge Mana Seep';

const material = (page: Page, itemId: string) =>
  page.evaluate((id) => (window as HookWindow).__shadowHunter!.world().resources.materials[id] ?? 0, itemId);

test('mining a node pays its loot into the satchel and wears the node down', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('miner');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/mining' });
  await expect(page.getByRole('heading', { name: 'Mining', level: 1 })).toBeVisible();
  const seep = page.getByRole('listitem', { name: SEEP });
  await expect(seep).toContainText('Depletion 0%');
  await screenshot(page, testInfo, 'mining-page', { fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const harvestsBefore = await page.evaluate(() => (window as HookWindow).__shadowHunter!.world().mining.totalHarvests);
  await seep.getByRole('button', { name: /^(Mine|Channel)/ }).click();
  await expect(page.getByRole('button', { name: 'Stop mining' })).toBeVisible();
  await screenshot(page, testInfo, 'mining-under-way');
  // The harvest's loot is rolled when it starts (the header shows it coming).
  const coming = await page.evaluate(
    () => (window as HookWindow).__shadowHunter!.world().mining.currentActivity!.expectedLoot,
  );
  const before = new Map<string, number>();
  for (const loot of coming) before.set(loot.itemId, await material(page, loot.itemId));

  // A harvest takes 44 s at level 1: eight times as fast (more would count a slow frame as time away).
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(8));
  await expect
    .poll(() => page.evaluate(() => (window as HookWindow).__shadowHunter!.world().mining.totalHarvests), {
      timeout: 60_000,
    })
    .toBeGreaterThan(harvestsBefore);
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));
  await expect(seep).toContainText('Depletion 10%');
  for (const loot of coming)
    expect(await material(page, loot.itemId), loot.itemId).toBeGreaterThanOrEqual(
      before.get(loot.itemId)! + loot.quantity,
    );
  await screenshot(page, testInfo, 'mining-after-harvest');

  await page.getByRole('button', { name: 'Stop mining' }).click();
  await expect(page.getByRole('button', { name: 'Stop mining' })).toBeHidden();
  expect(errors).toEqual([]);
});
