import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import '../src/runtime/saves/test-hooks';
import { collectPageErrors, framesPass, screenshot, submitSignUp, uniqueEmail } from './support';
import { waitForGame } from './saves-support';

// A new player's welcome (issue 16, issue 32, spec 000 §2-§4): the tutorial done by doing on a fresh account
// (take a quest, train, fight, drink, put gear on, each step waiting until the game shows it done), its place
// kept across a reload, Game Help with its tabs and Replay Tutorial, and the skip that asks first.

const SKIP_QUESTION = 'Are you sure you want to skip the tutorial? You can always view it again from the help menu.';

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const tutorialOf = (page: Page) => page.getByTestId('tutorial');
const stepLabel = (page: Page) => tutorialOf(page).getByTestId('tutorial-step-label');

const setTimeScale = (page: Page, scale: number) =>
  page.evaluate((value) => (window as HookWindow).__shadowHunter!.setTimeScale(value), scale);

/** A phone folds the card once the player plays beside it; the step's words and buttons come back unfolded. */
async function unfold(page: Page): Promise<void> {
  const unfoldButton = tutorialOf(page).getByRole('button', { name: 'Unfold the tutorial' });
  if (await unfoldButton.isVisible()) await unfoldButton.click();
}

/** The step's "Take me there": the page it is about opens, the tutorial stays on the same step. */
async function takeMeThere(page: Page, url: RegExp): Promise<void> {
  await unfold(page);
  const before = await stepLabel(page).textContent();
  await tutorialOf(page).getByRole('button', { name: 'Take me there' }).click();
  await expect(page).toHaveURL(url);
  await expect(stepLabel(page)).toHaveText(before!);
}

/** The two boxes do not overlap: the card lies over neither the control it rings nor the help button. */
async function expectApart(first: Locator, second: Locator): Promise<void> {
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
}

test('a new account does the tutorial by doing, keeps its place on a reload, and Game Help replays it', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  const errors = collectPageErrors(page);
  await submitSignUp(page, uniqueEmail('welcome'));
  await expect(page).toHaveURL(/\/game$/);
  const tutorial = tutorialOf(page);
  await expect(tutorial).toBeVisible({ timeout: 60_000 });
  await expect(stepLabel(page)).toHaveText('Step 1 of 10');
  await expect(tutorial.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(tutorial.getByRole('heading', { name: 'Welcome, Shadow Hunter' })).toBeVisible();
  await screenshot(page, testInfo, 'tutorial-step-1');
  await tutorial.getByRole('button', { name: 'Next' }).click();

  // Step 2 waits for a quest: the board is one tap away and its Accept is ringed.
  await expect(tutorial.getByRole('heading', { name: 'Take a Quest' })).toBeVisible();
  await expect(tutorial.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(tutorial.getByRole('button', { name: 'Skip step' })).toBeVisible();
  await takeMeThere(page, /\/game\/quests$/);
  await expect(page.getByTestId('tutorial-highlight')).toBeVisible();
  await screenshot(page, testInfo, 'tutorial-quest-board');
  await framesPass(page, 20);
  await expect(stepLabel(page)).toHaveText('Step 2 of 10');
  await page.getByRole('button', { name: /^Accept First Blood/ }).click();
  await expect(stepLabel(page)).toHaveText('Step 3 of 10', { timeout: 15_000 });

  // Step 3 waits for a training.
  await expect(tutorial.getByRole('heading', { name: 'Train a Skill' })).toBeVisible();
  await takeMeThere(page, /\/game\/skills\/bladework$/);
  await page.getByRole('button', { name: 'Start Sword Drills' }).click();
  await expect(stepLabel(page)).toHaveText('Step 4 of 10', { timeout: 15_000 });

  // Step 4 waits for a fight; the card keeps off the Start fight button it rings.
  await expect(tutorial.getByRole('heading', { name: 'Start a Fight' })).toBeVisible();
  await takeMeThere(page, /\/game\/combat$/);
  await expect(page.getByTestId('tutorial-highlight')).toBeVisible();
  await expectApart(tutorial, page.getByTestId('tutorial-highlight'));
  await expectApart(tutorial, page.getByRole('button', { name: 'Game Help' }));
  await screenshot(page, testInfo, 'tutorial-fight');
  await page.getByRole('button', { name: 'Start fight' }).click();
  await expect(stepLabel(page)).toHaveText('Step 5 of 10', { timeout: 15_000 });
  await expect(tutorial.getByRole('heading', { name: 'Drink a Potion' })).toBeVisible();

  // A reload mid-tutorial opens the same step.
  await page.reload();
  await waitForGame(page);
  await expect(tutorial).toBeVisible({ timeout: 60_000 });
  await expect(stepLabel(page)).toHaveText('Step 5 of 10');

  // Step 5 waits for a potion: once a blow lands, the belt's health potion is drunk (or the belt drinks one
  // itself below 40% health, which counts as much).
  if (!page.url().endsWith('/game/combat')) await takeMeThere(page, /\/game\/combat$/);
  await screenshot(page, testInfo, 'tutorial-potion');
  const drink = page
    .getByRole('region', { name: 'Potions' })
    .getByRole('button', { name: /^Drink Small Health Potion/ });
  await setTimeScale(page, 4);
  // Health regenerates: a tap at full health is refused ("Health is already full"), so it is tried again.
  await expect(async () => {
    if ((await stepLabel(page).textContent()) !== 'Step 5 of 10') return;
    await page.waitForFunction(
      () => {
        const world = (window as HookWindow).__shadowHunter!.world();
        return world.player.health < world.player.maxHealth;
      },
      null,
      { timeout: 60_000 },
    );
    await drink.click();
    await expect(stepLabel(page)).toHaveText('Step 6 of 10', { timeout: 4_000 });
  }).toPass({ timeout: 120_000 });
  await setTimeScale(page, 1);
  await expect(stepLabel(page)).toHaveText('Step 6 of 10', { timeout: 15_000 });
  await expect(tutorial.getByRole('heading', { name: 'Death Has a Price' })).toBeVisible();
  await tutorial.getByRole('button', { name: 'Next' }).click();

  // Step 7 waits for gear put on: the store's piece for an empty slot (worn from level 2), then the pack.
  await expect(tutorial.getByRole('heading', { name: 'Gear Up' })).toBeVisible();
  await setTimeScale(page, 8);
  await page.waitForFunction(() => (window as HookWindow).__shadowHunter!.world().player.level >= 2, null, {
    timeout: 180_000,
  });
  await setTimeScale(page, 1);
  // The fight ends here, so no drop changes what the step asks for while the test does it.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.send({ type: 'stopCombat' }));
  await unfold(page);
  const hint = tutorial.getByTestId('tutorial-hint');
  let pieceName = /^Your (.+) is in your pack/.exec((await hint.textContent()) ?? '')?.[1];
  if (!pieceName) {
    await expect(hint).toHaveText(/^The store sells a Leather Cap for \d+ gold\.$/);
    await takeMeThere(page, /\/game\/store\?shelf=gear$/);
    const cap = page.getByRole('listitem', { name: 'Leather Cap' });
    await expect(page.getByTestId('tutorial-highlight')).toBeVisible();
    await screenshot(page, testInfo, 'tutorial-store');
    await cap.getByRole('button', { name: /^Buy Leather Cap/ }).click();
    await unfold(page);
    await expect(hint).toHaveText('Your Leather Cap is in your pack: tap it in the inventory, then Equip.');
    pieceName = 'Leather Cap';
  }
  await takeMeThere(page, /\/game\/inventory$/);
  await page
    .getByTestId('inventory-grid')
    .getByRole('button', { name: new RegExp(`^${pieceName}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Equip', exact: true }).click();
  await expect(stepLabel(page)).toHaveText('Step 8 of 10', { timeout: 15_000 });

  // The last three tell; time away says what the cap and the catch-up bonus each mean.
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await expect(tutorial.getByRole('heading', { name: 'Progress While Away' })).toBeVisible();
  await expect(tutorial).toContainText('no more than 12 hours of an absence count');
  await expect(tutorial).toContainText('a x1.5 catch-up bonus runs those 12 hours at 75% instead');
  await tutorial.getByRole('button', { name: 'Next' }).click();
  await expect(stepLabel(page)).toHaveText('Step 10 of 10');
  await expect(tutorial.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await screenshot(page, testInfo, 'tutorial-step-10');
  await tutorial.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Tutorial completed! Good luck, Shadow Hunter!')).toBeVisible();
  await expect(tutorial).toBeHidden();
  const world = await page.evaluate(() => {
    const live = window.__shadowHunterSaves!.world()!;
    return {
      completed: live.tutorial.completed,
      quests: live.quests.active.length + live.quests.completed.length,
      helmet: live.equipment.slots.helmet !== null,
    };
  });
  expect(world.completed).toBe(true);
  expect(world.quests).toBeGreaterThan(0);
  if (pieceName === 'Leather Cap') expect(world.helmet).toBe(true);
  await page.evaluate(() => window.__shadowHunterSaves!.saveNow());

  // Once completed it stays closed, also after a reload.
  await page.reload();
  await waitForGame(page);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  // Long enough for the HUD snapshots (five a second) that would open it.
  await framesPass(page, 40);
  await expect(tutorial).toBeHidden();

  // Game Help: every tab has its cards; Settings has its two subtabs.
  await page.getByRole('button', { name: 'Game Help' }).click();
  const help = page.getByRole('dialog', { name: 'Game Help' });
  await expect(help).toBeVisible();
  for (const tab of ['Basics', 'Combat', 'Progression', 'Systems', 'Premium']) {
    await help.getByRole('tab', { name: tab }).click();
    await expect(help.getByRole('tabpanel')).toBeVisible();
    expect(await help.getByRole('tabpanel').getByRole('heading').count()).toBeGreaterThan(0);
  }
  await help.getByRole('tab', { name: 'Progression' }).click();
  await expect(help.getByRole('tabpanel')).toContainText('SSS');
  await screenshot(page, testInfo, 'help-progression');
  await help.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expect(help.getByRole('tab', { name: 'Custom Sounds' })).toBeVisible();
  await expect(help.getByRole('slider').first()).toBeVisible();
  await screenshot(page, testInfo, 'help-settings');

  // Replay starts over at step 1; close asks first: Cancel keeps the tour, Skip tutorial ends it.
  await help.getByRole('button', { name: 'Replay Tutorial' }).click();
  await expect(tutorial).toBeVisible();
  await expect(stepLabel(page)).toHaveText('Step 1 of 10');
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(SKIP_QUESTION);
  await screenshot(page, testInfo, 'tutorial-skip-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Skip tutorial' }).click();
  await expect(tutorial).toBeHidden();

  expect(errors).toEqual([]);
});
