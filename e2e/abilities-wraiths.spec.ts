import { expect, test, type Page } from '@playwright/test';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { collectPageErrors, createAccount, logIn, screenshot, uniqueEmail } from './support';

// A hunter's build and companions on a fresh account, on the real core, runtime and gateway, on
// desktop and touch: bond a wraith from its tokens on the wraiths page and see it float beside the
// hunter in a fight; cast an ability in manual mode (key 1 on desktop, a tap on a phone) and see its
// statistics rise; switch loadouts from the combat page.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const world = <T>(page: Page, read: (state: ReturnType<DevGameHook['world']>) => T) =>
  page.evaluate(`(${read.toString()})(window.__shadowHunter.world())`) as Promise<T>;

/** In-app navigation (as the sidebar does): the running game, and the test's setup, carry on. */
async function openInApp(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('top-bar')).toContainText(title);
}

test('bond a wraith, cast in manual mode and switch loadouts from the fight', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const touch = testInfo.project.name === 'touch';
  const email = uniqueEmail('build');
  await createAccount(request, email);
  await logIn(page, email);
  await page.goto('/game/combat');
  await page.waitForFunction(() => (window as HookWindow).__shadowHunter !== undefined);
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 60_000 })
    .toBe('combat');

  // The test's setup, not the player's journey: tokens from a few fights, and Bladework trained to 2
  // (Blade Strike unlocks and slots itself through the core's own level-up).
  await page.evaluate(async () => {
    const hook = (window as HookWindow).__shadowHunter!;
    const state = hook.world() as unknown as { wraiths: { tokens: Record<string, number> } };
    state.wraiths.tokens.ember_wisp = 12;
  });
  await page.evaluate(() => {
    const state = (window as HookWindow).__shadowHunter!.world() as unknown as {
      skills: { bladework: { experience: number } };
    };
    state.skills.bladework.experience = 90;
  });
  await page.getByRole('button', { name: 'Start fight' }).click();
  await expect
    .poll(() => world(page, (state) => state.abilities.equipped[0]), { timeout: 60_000 })
    .toBe('blade_strike');

  // The wraiths page: bond the Ember Wisp; it takes the first slot.
  await openInApp(page, '/game/wraiths', 'Wraiths');
  const wisp = page.getByRole('listitem', { name: /Ember Wisp/ }).first();
  await wisp.getByRole('button', { name: /^Bond Ember Wisp/ }).click();
  await expect.poll(() => world(page, (state) => state.wraiths.bonded.length)).toBe(1);
  await expect(page.getByRole('button', { name: 'Dismiss Ember Wisp' }).first()).toBeVisible();
  await screenshot(page, testInfo, 'wraiths-page');

  // Back to the fight: the wisp floats beside the hunter and strikes.
  await openInApp(page, '/game/combat', 'Battle');
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.combat.companions ?? []), { timeout: 30_000 })
    .toEqual(['ember_wisp', null, null]);
  await expect
    .poll(() => world(page, (state) => state.wraiths.bonded[0]?.kills ?? 0), { timeout: 90_000 })
    .toBeGreaterThan(0);

  // Manual mode: nothing fires on its own; key 1 (desktop) or a tap (phone) casts Blade Strike.
  await page
    .getByRole('group', { name: 'Casting mode' })
    .getByRole('button', { name: /^Manual/ })
    .click();
  await expect.poll(() => world(page, (state) => state.abilities.manualMode)).toBe(true);
  const usesBefore = await world(page, (state) => state.abilities.statistics.blade_strike?.uses ?? 0);
  const cast = page.getByRole('button', { name: /^Cast Blade Strike \(key 1\)/ });
  await expect(cast).toBeVisible();
  await expect
    .poll(
      async () => {
        // A cast waits for energy, its cooldown and an enemy in front of the hunter: try until one lands.
        if (touch) await cast.tap();
        else await page.keyboard.press('1');
        return world(page, (state) => state.abilities.statistics.blade_strike?.uses ?? 0);
      },
      { timeout: 60_000, intervals: [1_500] },
    )
    .toBeGreaterThan(usesBefore);
  await screenshot(page, testInfo, 'manual-cast');

  // A second loadout, saved from the fight's slots, then switched back and forth from the combat page.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.send({ type: 'createLoadout', name: 'Bare hands' }));
  await page.evaluate(() =>
    (window as HookWindow).__shadowHunter!.send({ type: 'equipAbility', abilityId: null, slotIndex: 0 }),
  );
  const loadouts = page.getByRole('group', { name: 'Switch loadout' });
  await loadouts.getByRole('button', { name: /Default/ }).click();
  await expect.poll(() => world(page, (state) => state.abilities.equipped[0])).toBe('blade_strike');
  await loadouts.getByRole('button', { name: /Bare hands/ }).click();
  await expect.poll(() => world(page, (state) => state.abilities.activeLoadout)).toBe('Bare hands');
  await expect(page.getByRole('button', { name: /^Cast Blade Strike/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'loadout-switched');
  expect(errors).toEqual([]);
});
