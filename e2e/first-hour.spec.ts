import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import '../src/runtime/saves/test-hooks';
import { collectPageErrors, openInApp, screenshot, sendCommand } from './support';
import { startNewHunter, waitForGame } from './saves-support';

// A new player's first quarter hour after the tutorial (issue 32; the tutorial done by doing is
// tutorial-help.spec.ts), on each viewport: potions bought join the belt's stack and are all drunk in a fight too
// hard for the hunter, who falls with none left unused while the training runs on (refills from other stacks of
// the pack are proven in src/core/systems/belt-rules.test.ts); the
// belt's own Buy lands potions on it; a harvest queued behind the hunter's own mining waits its turn instead of
// being refused; three hours away end in one welcome back with the activity page's numbers.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const healthPotionsOwned = (page: Page) =>
  page.evaluate(() =>
    (window as HookWindow)
      .__shadowHunter!.world()
      .inventory.items.filter((entry) => entry.itemId === 'health_potion_small')
      .reduce((sum, entry) => sum + entry.quantity, 0),
  );

const HOUR_MS = 3_600_000;

test('the first quarter hour: the belt refills, a fall stops only the fight, the queue waits, a welcome back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  await startNewHunter(page, request, 'first-hour');

  // Training first: it is what a fall must leave running.
  await openInApp(page, '/game/skills/bladework', 'Bladework');
  await page.getByRole('button', { name: 'Start Sword Drills' }).click();

  // Three more potions (all a new hunter's gold buys) beside the five on the belt.
  expect(
    await sendCommand(page, '__shadowHunter', { type: 'buyItem', itemId: 'health_potion_small', quantity: 3 }),
  ).toMatchObject({ ok: true });
  await openInApp(page, '/game/combat', 'Battle');
  const belt = page.getByRole('region', { name: 'Potions' });
  // They join the belt's own stack of the same potion.
  await expect(belt.getByTestId('potion-count-potion_1')).toHaveText('8');
  expect(await healthPotionsOwned(page)).toBe(8);
  await screenshot(page, testInfo, 'first-hour-belt-and-pack');

  // A fight the hunter cannot win yet (the Thicket's level-8 oaks), eight times as fast: the belt drinks all eight
  // before the fall.
  await page.getByTestId('area-gloomroot_thicket').click();
  await page.getByRole('button', { name: 'Start fight' }).click();
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(8));
  const recap = page.getByRole('dialog', { name: 'You Have Fallen' });
  await expect(recap).toBeVisible({ timeout: 150_000 });
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));
  await expect(recap).toContainText('no health potions left');
  await expect(recap).toContainText('your fight has stopped, but any training carries on.');
  expect(await healthPotionsOwned(page)).toBe(0);
  expect(
    await page.evaluate(
      () => (window as HookWindow).__shadowHunter!.world().skillTraining.activeSession?.skillType ?? null,
    ),
  ).toBe('bladework');
  await screenshot(page, testInfo, 'first-hour-recap');
  await recap.getByRole('button', { name: 'Continue' }).click();
  await expect(recap).toBeHidden();

  // The empty belt's Buy puts the potions on the belt, not in the pack.
  const buy = belt.getByRole('button', { name: /^Buy \d Small Health Potions? for \d+ gold$/ });
  await buy.scrollIntoViewIfNeeded();
  const bought = Number(/^Buy (\d)/.exec((await buy.textContent())!.trim())![1]);
  await buy.click();
  await expect(belt.getByTestId('potion-count-potion_1')).toHaveText(String(bought));
  await screenshot(page, testInfo, 'first-hour-belt-bought');

  // Mining by hand, then a harvest queued behind it: added, the dialog closed, waiting its turn.
  await openInApp(page, '/game/mining', 'Mining');
  const seep = page.getByRole('listitem', { name: 'Rift-Edge Mana Seep' });
  await seep.getByRole('button', { name: /^(Mine|Channel)/ }).click();
  await expect(page.getByRole('button', { name: 'Stop mining' }).first()).toBeVisible();
  await seep.getByRole('button', { name: /to the queue$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('How many harvests (1 to 999)').fill('2');
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate(() => (window as HookWindow).__shadowHunter!.world().activity.queue.map((entry) => entry.type)),
  ).toEqual(['mining']);
  await openInApp(page, '/game/activity', 'Activity');
  await expect(page.getByText(/Next, after your mining/).first()).toBeVisible();
  await screenshot(page, testInfo, 'first-hour-queue-waiting');

  // Three hours away: the page closes with the save and opens three hours later by the world's clock.
  const savedAt = await page.evaluate(async () => {
    const saves = window.__shadowHunterSaves!;
    await saves.saveNow();
    saves.holdSaving();
    return saves.lastSavedState()!.sim.nowMs;
  });
  await page.clock.install({ time: savedAt + 3 * HOUR_MS });
  await page.reload();
  await waitForGame(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome back, hunter' });
  await expect(welcome.getByTestId('welcome-back-summary')).toContainText(/^Away 3h/, { timeout: 60_000 });
  await screenshot(page, testInfo, 'first-hour-welcome-back');
  await welcome.getByRole('link', { name: 'See it hour by hour' }).click();
  await expect(page).toHaveURL(/\/game\/activity#last-absence$/);
  await expect(page.getByTestId('absence-summary')).toBeVisible();
  expect(errors).toEqual([]);
});
