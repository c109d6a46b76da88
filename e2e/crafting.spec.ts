import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { collectPageErrors, createAccount, logIn, screenshot, sendCommand, uniqueEmail } from './support';

// Crafting on a fresh account, on the real core, runtime and gateway: buy the materials of the
// workbench's Sewn Cloth Armor, craft one on the crafting page, and find the armour (or, on a failure,
// half the materials) in the pack; a locked station names what it lacks.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const world = (page: Page) =>
  page.evaluate(() => {
    const w = (window as HookWindow).__shadowHunter!.world();
    const owned = (id: string) =>
      (w.resources.materials[id] ?? 0) +
      w.inventory.items.filter((entry) => entry.itemId === id && !entry.equipped).reduce((n, e) => n + e.quantity, 0);
    return {
      gold: w.resources.gold,
      crafts: w.crafting.stats.totalCrafts,
      successes: w.crafting.stats.successes,
      armor: owned('cloth_armor'),
      sinew: owned('ghoul_sinew'),
      nightshade: owned('nightshade'),
    };
  });

test('a recipe crafted at the workbench puts its product in the pack', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('crafter');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/crafting' });
  await expect(page.getByRole('heading', { name: 'Crafting', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Sewn Cloth Armor' });
  await expect(card.getByRole('button', { name: 'Craft 1 Sewn Cloth Armor' })).toBeDisabled();
  await screenshot(page, testInfo, 'crafting-page');
  // Seven station tabs scroll in their own row: the page itself is never wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The store sells both materials (the store journey is tested on its own page).
  for (const [itemId, quantity] of [
    ['ghoul_sinew', 4],
    ['nightshade', 2],
  ] as const)
    expect(await sendCommand(page, '__shadowHunter', { type: 'buyItem', itemId, quantity })).toMatchObject({
      ok: true,
    });
  const before = await world(page);
  await card.getByRole('button', { name: 'Craft 1 Sewn Cloth Armor' }).click();
  await expect(page.getByText('Crafting now')).toBeVisible();
  await screenshot(page, testInfo, 'crafting-under-way');
  // Nothing but the station tabs runs wider than the screen (on a phone a wider card pans the whole page).
  const screenWidth = page.viewportSize()!.width;
  expect(
    await page.evaluate(
      (width) =>
        [...document.querySelectorAll('main *')]
          .filter((element) => !element.closest('[role="tablist"]') && !element.classList.contains('sr-only'))
          .filter((element) => element.getBoundingClientRect().right + window.scrollX > width + 1)
          .slice(0, 3)
          .map(
            (element) =>
              `${element.tagName}.${String(element.className).slice(0, 80)} "${element.textContent?.slice(0, 30)}"`,
          ),
      screenWidth,
    ),
  ).toEqual([]);
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(8));
  await expect.poll(async () => (await world(page)).crafts, { timeout: 60_000 }).toBe(before.crafts + 1);
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));
  const after = await world(page);
  if (after.successes > before.successes) expect(after.armor).toBe(before.armor + 1);
  else expect([after.sinew, after.nightshade]).toEqual([2, 1]);
  await expect(page.getByText('Crafting now')).toBeHidden();
  await screenshot(page, testInfo, 'crafting-done');

  // The Wraithfire Forge is far off: its tab says what unlocking it lacks.
  await page.getByRole('tab', { name: /Wraithfire Forge/ }).click();
  await expect(page.getByRole('button', { name: /Unlock/ })).toBeDisabled();
  await expect(page.getByText(/Missing: .*level 25/)).toBeVisible();
  await screenshot(page, testInfo, 'crafting-locked-station');
  expect(errors).toEqual([]);
});

// The viewport plays no part here (the crafting journey above checks the page at 390 px).
test('a station is unlocked with gold and its recipes open @desktop-only', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('forger');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/crafting' });
  await page.getByRole('tab', { name: /Apprentice Forge/ }).click();
  const gold = () => page.evaluate(() => (window as HookWindow).__shadowHunter!.world().resources.gold);
  const before = await gold();
  expect(before).toBeGreaterThanOrEqual(100);
  await page.getByRole('button', { name: 'Unlock Apprentice Forge' }).click();
  // The forge's recipes replace its lock card, and the 100 gold is gone.
  await expect(page.getByRole('listitem', { name: 'Riveted Boneplate Vest' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock Apprentice Forge' })).toBeHidden();
  expect(await gold()).toBe(before - 100);
  expect(await page.evaluate(() => (window as HookWindow).__shadowHunter!.world().crafting.unlockedStations)).toContain(
    'basic_forge',
  );
  await screenshot(page, testInfo, 'crafting-station-unlocked');
  expect(errors).toEqual([]);
});
