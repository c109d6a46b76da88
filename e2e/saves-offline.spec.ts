import { expect, expectToastShown, test } from './fixtures';
import { collectPageErrors, screenshot } from './support';
import { startNewHunter, waitForGame } from './saves-support';

// Time away at start (spec 001 §4, §8): the summary lines as toasts and an offline death as the recap.

test('a hunter who died while away sees the offline recap and the summary toasts', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await startNewHunter(page, request, 'away');
  // Leave a frail hunter fighting in the thicket, two hours before now, and stop saving.
  await page.evaluate(async () => {
    const hooks = window.__shadowHunterSaves!;
    const world = hooks.world()!;
    world.sim.nowMs -= 2 * 3_600_000;
    world.player.health = 1;
    const reply = await hooks.send({ type: 'startCombat', areaId: 'gloomroot_thicket' });
    if (!reply.ok) throw new Error(reply.message);
    await hooks.saveNow();
    hooks.holdSaving();
  });
  await page.reload();
  await waitForGame(page);

  const recap = page.getByRole('dialog', { name: 'You Died While Offline' });
  await expect(recap).toBeVisible();
  await expect(recap).toContainText('Gloomroot Thicket');
  await expect(recap).toContainText('You were resurrected with 5 HP.');
  // A fresh hunter's first death while away is forgiven (spec 001 §9), ahead of the rank E grace period.
  await expect(recap.getByText('First Death Forgiven')).toBeVisible();
  await expectToastShown(page, /You were away for 2h/);
  await expectToastShown(page, /You died while offline in/);
  await screenshot(page, testInfo, 'saves-offline-death');
  await recap.getByRole('button', { name: 'Continue' }).click();
  await expect(recap).toBeHidden();
  expect(await page.evaluate(() => window.__shadowHunterSaves!.world()!.player.health)).toBeGreaterThanOrEqual(5);
  expect(errors).toEqual([]);
});
