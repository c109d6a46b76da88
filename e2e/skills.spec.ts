import type { Page } from '@playwright/test';
import { expect, expectToastShown, test } from './fixtures';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import {
  collectPageErrors,
  createAccount,
  finishTutorialQuietly,
  isTouch,
  logIn,
  screenshot,
  sendCommand,
  showSidebar,
  submitSignUp,
  uniqueEmail,
} from './support';

// The skill pages, the rank dialog, the hub and the death recap on the real core, runtime and gateway.

async function signUp(page: Page, email: string): Promise<void> {
  await submitSignUp(page, email);
  await expect(page).toHaveURL(/\/game$/);
  // Creating the character (local save, cloud backup) can take a while on a loaded 2-core machine.
  await expectToastShown(page, 'Character created successfully!', 60_000);
  await finishTutorialQuietly(page);
}

/** The development build's game hook (window.__shadowHunter). */
type HookWindow = Window & { __shadowHunter?: DevGameHook };

const secondsLeft = async (page: Page) => {
  const text = (await page.getByTestId('training-time-left').first().textContent()) ?? '';
  const match = /^(\d+)s left$/.exec(text.trim());
  expect(match, `time left reads "${text}"`).not.toBeNull();
  return Number(match![1]);
};

test('train a skill from the sidebar: live progress, time left, a refusal, stop; then the rank dialog', async ({
  page,
}, testInfo) => {
  // A sign-up, three skill pages, five screenshots and a dialog: longer than one default test on a shared machine.
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('trainer');
  await signUp(page, email);

  // The hub greets the hunter by their username (e-mail prefix + 5 digits), not the bare prefix.
  const prefix = email.split('@')[0]!;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Welcome, ${prefix}\\d{5}$`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Training at a glance' })).toContainText('Not training');
  await expect(page.getByRole('region', { name: 'Combat at a glance' })).toContainText('Not in a fight');
  await screenshot(page, testInfo, 'hub');

  await showSidebar(page, testInfo);
  await page.getByRole('link', { name: /^Defense ?, level 1$/ }).click();
  await expect(page).toHaveURL(/\/game\/skills\/defense$/);
  await expect(page.getByRole('heading', { name: 'Defense', level: 1 })).toBeVisible();
  if (isTouch(testInfo)) await expect(page.getByRole('dialog', { name: 'Hunter menu' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Defense activities' }).getByRole('heading', { level: 3 })).toHaveText([
    'Shield Drills',
  ]);

  await page.getByRole('button', { name: 'Start Shield Drills' }).click();
  const bar = page.getByRole('progressbar', { name: 'Training progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('current-activity')).toHaveText('Shield Drills');
  const firstValue = Number(await bar.getAttribute('aria-valuenow'));
  const firstSeconds = await secondsLeft(page);
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 6_000 })
    .toBeGreaterThan(firstValue + 10);
  await expect.poll(() => secondsLeft(page), { timeout: 6_000 }).toBeLessThan(firstSeconds);
  await screenshot(page, testInfo, 'skill-page-training', { fullPage: !isTouch(testInfo) });

  // A second skill while Defense trains: the card says why it cannot start (the core's words), offers a switch.
  await showSidebar(page, testInfo);
  await page.getByRole('link', { name: /^Bladework ?, level/ }).click();
  await expect(page.getByRole('heading', { name: 'Bladework', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current training' })).toContainText('Training Defense');
  const drills = page.getByTestId('activity-sword_drills');
  await expect(drills.getByTestId('busy-reason')).toHaveText(
    'Already training another skill · Shield Drills is running',
  );
  await expect(drills.getByRole('button', { name: 'Start Sword Drills' })).toHaveCount(0);
  await screenshot(page, testInfo, 'skill-busy');
  await drills.getByRole('button', { name: 'Switch to Sword Drills' }).click();
  await expect(page.getByTestId('current-activity')).toHaveText('Sword Drills');
  await expect(drills.getByTestId('busy-reason')).toHaveCount(0);
  await expect(drills.getByRole('button', { name: 'Stop Sword Drills' })).toBeVisible();

  await page.getByRole('button', { name: 'Stop training' }).click();
  // The switch stopped Shield Drills with a toast of its own, which may still show: this one pays Bladework.
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Training stopped' }).filter({ hasText: 'Bladework XP' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current training' })).toContainText('Not training');

  // The rank dialog opens from the player header.
  await showSidebar(page, testInfo);
  await page.getByTestId('player-header').click();
  const rankDialog = page.getByRole('dialog', { name: /Hunter Rank E/ });
  await expect(rankDialog).toBeVisible();
  await expect(rankDialog).toContainText('Requirements for rank D');
  await expect(rankDialog).toContainText('Flagship rift cleared: The Tutorial Rift');
  await expect(rankDialog).toContainText('Total XP:');
  await expect(rankDialog.getByRole('button', { name: 'Start Rank Trial' })).toBeDisabled();
  await screenshot(page, testInfo, 'rank-dialog');
  await page.keyboard.press('Escape');
  // The closing animation runs first; a loaded machine stretches it.
  await expect(rankDialog).toBeHidden({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

// The recap on a phone is checked by saves-offline.spec.ts; the counting does not depend on the viewport.
test('a death in a fight opens the recap, leaves the training running, and is counted @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('fallen');
  await createAccount(request, email);
  await logIn(page, email);
  // Sword Drills first, then a fight the hunter cannot win yet (the Thicket's level-8 oaks fell an
  // untrained hunter in a minute or two), entered through the development hook and played by the real core.
  const training = await sendCommand(page, '__shadowHunter', {
    type: 'startTraining',
    skill: 'bladework',
    activityId: 'sword_drills',
  });
  expect(training.ok).toBe(true);
  const reply = await sendCommand(page, '__shadowHunter', { type: 'startCombat', areaId: 'gloomroot_thicket' });
  expect(reply.ok).toBe(true);
  await expect(page.getByRole('region', { name: 'Combat at a glance' })).toContainText('Fighting in Gloomroot Thicket');
  await screenshot(page, testInfo, 'hub-fighting');
  // Eight times as fast, not more: on a loaded machine a frame gap of over a minute of game time counts
  // as time away, and the fight would be settled by the time-away rules instead of played.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(8));
  const recap = page.getByRole('dialog', { name: 'You Have Fallen' });
  await expect(recap).toBeVisible({ timeout: 120_000 });
  // The death ended the fight only: for longer than a Sword Drills session (8 s of game time, still at 8x), the
  // training runs on and its XP comes.
  const readTraining = () =>
    page.evaluate(() => {
      const world = (window as HookWindow).__shadowHunter!.world();
      return { session: world.skillTraining.activeSession, xp: world.skills.bladework.experience };
    });
  const simNow = () => page.evaluate(() => (window as HookWindow).__shadowHunter!.world().sim.nowMs);
  const atDeath = await readTraining();
  expect(atDeath.session).not.toBeNull();
  const deathAt = await simNow();
  await expect.poll(simNow, { timeout: 30_000 }).toBeGreaterThan(deathAt + 9_000);
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));
  const later = await readTraining();
  expect(later.session).not.toBeNull();
  expect(later.xp).toBeGreaterThan(atDeath.xp);
  await expect(recap).toContainText('Gloomroot Thicket');
  await expect(recap).toContainText('Grace Period');
  await expect(recap).toContainText('You were resurrected with half your health (50 HP).');
  await expect(recap).toContainText('your fight has stopped, but any training carries on.');
  await screenshot(page, testInfo, 'death-recap');
  await recap.getByRole('button', { name: 'Continue' }).click();
  await expect(recap).toBeHidden();

  // In-app navigation: a reload would start a new world until saves are wired.
  await showSidebar(page, testInfo);
  const sidebar = isTouch(testInfo)
    ? page.getByRole('dialog', { name: 'Hunter menu' })
    : page.locator('[data-slot="sidebar"]');
  await sidebar.getByRole('link', { name: 'Combat Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Combat Statistics', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Deaths', { exact: true }).locator('..')).toContainText('1');
  await screenshot(page, testInfo, 'combat-stats', { fullPage: true });
});
