import '../src/runtime/saves/test-hooks';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { openInApp, collectPageErrors, createAccount, logIn, screenshot, uniqueEmail } from './support';

// A hunter's build and companions on a fresh account, on the real core, runtime and gateway, on
// desktop and touch: bond a wraith from its tokens on the wraiths page and see it float beside the
// hunter in a fight; save a loadout and move an ability by tapping on the abilities page; cast it in
// manual mode (its key on desktop, a tap on a phone) and see its statistics rise; switch loadouts from
// the combat page.

type HookWindow = Window & { __shadowHunter?: DevGameHook };

const world = <T>(page: Page, read: (state: ReturnType<DevGameHook['world']>) => T) =>
  page.evaluate(`(${read.toString()})(window.__shadowHunter.world())`) as Promise<T>;

test('bond a wraith, cast in manual mode and switch loadouts from the fight', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const touch = testInfo.project.name === 'touch';
  const email = uniqueEmail('build');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/combat' });
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 60_000 })
    .toBe('combat');

  // The test's setup, not the player's journey: tokens from a few fights, and Bladework trained to 2
  // (Blade Strike unlocks and slots itself through the core's own level-up).
  await page.evaluate(async () => {
    // A shortcut no player has: the server's replay would undo it at the next sync, so syncing stops.
    window.__shadowHunterSaves!.pauseSync();
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
  // The fight's first Bladework XP brings the level, four times as fast.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(4));
  await expect
    .poll(() => world(page, (state) => state.abilities.equipped[0]), { timeout: 60_000 })
    .toBe('blade_strike');
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));

  // The wraiths page: bond the Ember Wisp; it takes the first slot.
  await openInApp(page, '/game/wraiths', 'Wraiths');
  const wisp = page.getByRole('listitem', { name: /Ember Wisp/ }).first();
  await wisp.getByRole('button', { name: /^Bond Ember Wisp/ }).click();
  await expect.poll(() => world(page, (state) => state.wraiths.bonded.length)).toBe(1);
  await expect(page.getByRole('button', { name: 'Dismiss Ember Wisp' }).first()).toBeVisible();
  await screenshot(page, testInfo, 'wraiths-page');

  // The abilities page: save the slots as a new loadout, then move Blade Strike to slot 3 by tapping:
  // off slot 1, and Equip, then slot 3.
  await openInApp(page, '/game/abilities', 'Abilities');
  await page.getByRole('textbox', { name: 'Save the current slots as a new loadout' }).fill('Bosses');
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect.poll(() => world(page, (state) => state.abilities.activeLoadout)).toBe('Bosses');
  await page.getByTestId('ability-slot-1').click();
  await page.getByTestId('placement-bar').getByRole('button', { name: 'Unequip Blade Strike' }).click();
  await expect.poll(() => world(page, (state) => state.abilities.equipped[0])).toBeNull();
  await page.getByTestId('ability-blade_strike').getByRole('button', { name: 'Equip Blade Strike' }).click();
  await page.getByTestId('ability-slot-3').click();
  await expect.poll(() => world(page, (state) => state.abilities.equipped[2])).toBe('blade_strike');
  await screenshot(page, testInfo, 'abilities-page');

  // Back to the fight: the wisp floats beside the hunter and strikes.
  await openInApp(page, '/game/combat', 'Battle');
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.combat.companions ?? []), { timeout: 30_000 })
    .toEqual(['ember_wisp', null, null]);
  // The wisp's first kill, played by the real core four times as fast.
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(4));
  await expect
    .poll(() => world(page, (state) => state.wraiths.bonded[0]?.kills ?? 0), { timeout: 90_000 })
    .toBeGreaterThan(0);
  await page.evaluate(() => (window as HookWindow).__shadowHunter!.setTimeScale(1));

  // Manual mode: nothing fires on its own; key 3 (desktop) or a tap (phone) casts Blade Strike.
  await page
    .getByRole('group', { name: 'Casting mode' })
    .getByRole('button', { name: /^Manual/ })
    .click();
  await expect.poll(() => world(page, (state) => state.abilities.manualMode)).toBe(true);
  const usesBefore = await world(page, (state) => state.abilities.statistics.blade_strike?.uses ?? 0);
  const cast = page.getByRole('button', { name: /^Cast Blade Strike \(key 3\)/ });
  await expect(cast).toBeVisible();
  await expect
    .poll(
      async () => {
        // A cast waits for energy, its cooldown and an enemy in front of the hunter: try until one lands.
        if (touch) await cast.tap();
        else await page.keyboard.press('3');
        return world(page, (state) => state.abilities.statistics.blade_strike?.uses ?? 0);
      },
      { timeout: 60_000, intervals: [1_500] },
    )
    .toBeGreaterThan(usesBefore);
  await screenshot(page, testInfo, 'manual-cast');

  // Loadouts from the combat page: Default has Blade Strike in slot 1 again.
  const loadouts = page.getByRole('group', { name: 'Switch loadout' });
  await loadouts.getByRole('button', { name: /Default/ }).click();
  await expect.poll(() => world(page, (state) => state.abilities.activeLoadout)).toBe('Default');
  await expect(page.getByRole('button', { name: /^Cast Blade Strike \(key 1\)/ })).toBeVisible();
  await screenshot(page, testInfo, 'loadout-switched');

  // The abilities page counts the casts.
  const uses = await world(page, (state) => state.abilities.statistics.blade_strike?.uses ?? 0);
  await openInApp(page, '/game/abilities', 'Abilities');
  await expect(page.getByTestId('ability-blade_strike').getByTestId('stats')).toContainText(
    `Used ${uses} ${uses === 1 ? 'time' : 'times'}`,
  );
  expect(errors).toEqual([]);
});
