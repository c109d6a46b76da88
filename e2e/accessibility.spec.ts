import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, createAccount, grantAdmin, logIn, openSignUpTab, screenshot, uniqueEmail } from './support';

// Every real page, signed out and signed in, on desktop and on the 390x844 touch viewport: axe-core's
// WCAG 2.x A/AA rules must find nothing serious or critical. The game's pages are opened through the
// router, as the sidebar does, so the game boots once for the sweep; then the tutorial and Game Help.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's serious and critical findings on the page. `sidebar: false` leaves the sidebar out: it is the same on every
 * game page, so a sweep checks it on its first page only.
 */
async function seriousViolations(page: Page, { sidebar = true } = {}): Promise<string[]> {
  // Colour contrast is judged with opacity: wait for the page's fade-in (and any other animation) to end,
  // or a slow machine measures text half-way in.
  await page.waitForFunction(() => {
    const fading = [...document.querySelectorAll<HTMLElement>('#game-main [style*="opacity"]')].some(
      (element) => Number(getComputedStyle(element).opacity) < 1,
    );
    return !fading && document.getAnimations().every((animation) => animation.playState !== 'running');
  });
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (!sidebar) builder.exclude('[data-slot="sidebar"]');
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
}

test('signed-out pages have no serious accessibility violations', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shadow Hunter' })).toBeVisible();
  expect(await seriousViolations(page), 'login tab').toEqual([]);
  await openSignUpTab(page);
  expect(await seriousViolations(page), 'sign-up tab').toEqual([]);
  await expect(page.getByRole('checkbox', { name: /I accept the Terms of Service/ })).toBeVisible();
  for (const path of ['/admin-login', '/upgrade']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await screenshot(page, testInfo, 'a11y-signed-out');
});

// Path and the top bar's title for it, in three sweeps of one boot each, so the two workers share them.
const GAME_PAGES: [string, string][][] = [
  [
    ['/game', 'Hunter’s Hall'],
    ['/game/skills/bladework', 'Bladework'],
    ['/game/combat', 'Battle'],
    ['/game/combat-stats', 'Combat Statistics'],
    ['/game/inventory', 'Inventory'],
    ['/game/equipment', 'Equipment'],
    ['/game/bank', 'Bank'],
    ['/game/store', 'Store'],
    ['/game/premium-store', 'Premium Store'],
  ],
  [
    ['/game/mining', 'Mining'],
    ['/game/crafting', 'Crafting'],
    ['/game/raid-rifts', 'Raid Rifts'],
    ['/game/abilities', 'Abilities'],
    ['/game/wraiths', 'Wraiths'],
    ['/game/settings', 'Settings'],
    ['/game/quests', 'Quests'],
    ['/game/achievements', 'Achievements'],
    ['/game/events', 'Events'],
  ],
  [
    ['/game/admin', 'Admin'],
    ['/game/templates', 'Templates'],
    ['/game/debug-balance', 'Balance Debugger'],
    ['/game/arena', 'Arena'],
    ['/game/audio-settings', 'Audio Settings'],
    ['/game/activity', 'Activity'],
    ['/game/debug-activity', 'Activity Debugger'],
    ['/game/no-such-page', 'Lost in the Rift'],
  ],
];

GAME_PAGES.forEach((pages, sweep) => {
  test(`game pages have no serious accessibility violations (sweep ${sweep + 1} of ${GAME_PAGES.length})`, async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('a11y');
    const userId = await createAccount(request, email);
    await grantAdmin(request, userId);
    await logIn(page, email, { path: pages[0]![0] });
    for (const [index, [path, title]] of pages.entries()) {
      await openInApp(page, path, title);
      expect(await seriousViolations(page, { sidebar: index === 0 }), path).toEqual([]);
    }
    await screenshot(page, testInfo, `a11y-game-${sweep + 1}`);
    if (sweep !== GAME_PAGES.length - 1) return;

    await page.getByRole('button', { name: 'Game Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Game Help' })).toBeVisible();
    expect(await seriousViolations(page), 'Game Help').toEqual([]);
    await page.getByRole('button', { name: 'Replay Tutorial' }).click();
    await expect(page.getByTestId('tutorial')).toBeVisible();
    expect(await seriousViolations(page), 'tutorial').toEqual([]);
  });
});
