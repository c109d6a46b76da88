import { expect, test } from './fixtures';
import { createNewGameState } from '../src/core/state';
import { step } from '../src/core/step';
import { collectPageErrors, createAccount, logIn, screenshot, uniqueEmail } from './support';
import { advanceServerClock, storeVerifiedSave, waitForGame } from './saves-support';

// Time away at start (spec 001 §4, §8): the summary lines as toasts and an offline death as the recap.

test('a hunter who died while away sees the offline recap and the summary toasts', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  // A frail hunter left fighting in the thicket (the cloud's verified save, as an operator restores one), then two
  // hours pass for the server and for the browser before the player comes back.
  const email = uniqueEmail('away');
  const userId = await createAccount(request, email);
  const frail = createNewGameState({ userId, email, tier: 'demo', nowMs: Date.now(), seed: 7 });
  frail.player.health = 1;
  frail.tutorial.completed = true;
  step(frail, [{ type: 'startCombat', areaId: 'gloomroot_thicket' }]);
  expect(frail.combat.currentAreaId).toBe('gloomroot_thicket');
  await storeVerifiedSave(request, userId, frail);
  await advanceServerClock(request, userId, 2 * 3_600_000);
  await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
  await logIn(page, email);
  await waitForGame(page);

  // The welcome back first (the death among what stopped), then the death's recap (issue 32).
  const welcome = page.getByRole('dialog', { name: 'Welcome back, hunter' });
  await expect(welcome.getByTestId('welcome-back-summary')).toContainText(/^Away 2h/);
  await expect(welcome.getByTestId('welcome-back-reason-died')).toContainText(/^Died at \d\d:\d\d to /);
  await welcome.getByRole('button', { name: 'Continue' }).click();
  const recap = page.getByRole('dialog', { name: 'You Died While Offline' });
  await expect(recap).toBeVisible();
  await expect(recap).toContainText('Gloomroot Thicket');
  await expect(recap).toContainText('You were resurrected with 5 HP.');
  // A fresh hunter's first death while away is forgiven (spec 001 §9), ahead of the rank E grace period.
  await expect(recap.getByText('First Death Forgiven')).toBeVisible();
  await screenshot(page, testInfo, 'saves-offline-death');
  await recap.getByRole('button', { name: 'Continue' }).click();
  await expect(recap).toBeHidden();
  expect(await page.evaluate(() => window.__shadowHunterSaves!.world()!.player.health)).toBeGreaterThanOrEqual(5);
  expect(errors).toEqual([]);
});
