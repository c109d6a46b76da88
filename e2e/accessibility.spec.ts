import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { GAME_PAGE_ROUTES, gamePath } from '../src/hud/app/route-table';
import { GAME_PAGES, gamePageTitle, type GamePageInfo } from '../src/hud/game/page-catalog';
import { expect, test } from './fixtures';
import {
  openInApp,
  createAccount,
  grantAdmin,
  isTouch,
  logIn,
  openSignUpTab,
  screenshot,
  uniqueEmail,
} from './support';
import { floatingOverlaps, smallTargets } from './touch-targets';

// Every real page, signed out and signed in, on desktop and on the 390x844 touch viewport: axe-core's
// WCAG 2.x A/AA rules must find nothing serious or critical. The game's pages are opened through the
// router, as the sidebar does, so the game boots once for the sweep; then the tutorial and Game Help.
// On the way (issue 32), every page a player uses is checked for what a phone needs: every control a 44 px
// touch target (touch project), and nothing floating (the activity chip, the help button, a toast) over a
// control, with the page at its top and scrolled to its end (both projects).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Colour contrast is judged with opacity, and boxes are measured: wait for the page's fade-in (and any other finite
 * animation or transition, a toast sliding in) to end, or a slow machine measures text half-way in. Endless ones (the
 * pulse of a skill in training) are left to run, and so are the live bars, whose fill glides on with every tick of
 * what they follow (the activity chip's, while something is under way).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const fading = [...document.querySelectorAll<HTMLElement>('#game-main [style*="opacity"]')].some(
      (element) => Number(getComputedStyle(element).opacity) < 1,
    );
    return (
      !fading &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity ||
            ((animation.effect as KeyframeEffect | null)?.target?.closest('[role="progressbar"]') ?? null) !== null,
        )
    );
  });
}

/**
 * axe's serious and critical findings on the page. `sidebar: false` leaves the sidebar out: it is the same on every
 * game page, so a sweep checks it on its first page only.
 */
async function seriousViolations(page: Page, { sidebar = true } = {}): Promise<string[]> {
  await settled(page);
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

/** The page a /game path shows, from the page catalog: restricted pages are for admins and development builds. */
const pageInfo = (path: string): GamePageInfo | undefined =>
  (GAME_PAGES as Record<string, GamePageInfo | undefined>)[path.replace(/^\/game\/?/, '').split('/')[0] ?? ''];

/**
 * Every /game page, from the router's own table (src/hud/app/route-table.ts): a skill's page through its first skill,
 * and one unknown path for the not-found page.
 */
const ALL_GAME_PATHS: string[] = [
  ...GAME_PAGE_ROUTES.map(({ path }) => gamePath(path.replace(':skillName', 'bladework'))),
  '/game/no-such-page',
];
/** The pages a player uses: not the admin and development pages, not the not-found page. */
const PLAYER_PATHS = ALL_GAME_PATHS.filter(
  (path) => pageInfo(path)?.restricted !== true && path !== '/game/no-such-page',
);

/** Three sweeps of one boot each, so the two workers share them; the Hall first, where the game opens. */
const SWEEPS = 3;
const GAME_SWEEPS: string[][] = Array.from({ length: SWEEPS }, (_, sweep) =>
  ALL_GAME_PATHS.filter((_, index) => index % SWEEPS === sweep),
);

/** Starts Sword Drills through the development hook, so the activity chip shows on the other pages. */
async function startTraining(page: Page): Promise<void> {
  const reply = await page.evaluate(async () => {
    const sent = await window.__shadowHunter!.send({
      type: 'startTraining',
      skill: 'bladework',
      activityId: 'sword_drills',
    });
    return sent.ok ? 'started' : sent.message;
  });
  expect(reply).toBe('started');
}

/** Scrolls the page to its top or its end, then waits for what moves to stop. */
async function scrollPage(page: Page, to: 'top' | 'end'): Promise<void> {
  await page.evaluate((where) => window.scrollTo(0, where === 'top' ? 0 : document.scrollingElement!.scrollHeight), to);
  await settled(page);
}

/** The phone's and the desktop's checks of issue 32 on the page shown, at its top and at its end. */
async function checkFloatingAndTargets(page: Page, testInfo: TestInfo, where: string): Promise<void> {
  if (isTouch(testInfo)) expect(await smallTargets(page), `${where}: controls under 44 x 44 px`).toEqual([]);
  for (const scroll of ['top', 'end'] as const) {
    await scrollPage(page, scroll);
    expect(await floatingOverlaps(page), `${where} (${scroll}): floating over a control`).toEqual([]);
  }
  await scrollPage(page, 'top');
}

/**
 * A toast in the dock: it stands beside the help button, over no control, its close button a 44 px target; and the
 * activity chip of another activity shows in the dock's row where there is room, or gives the toast its place.
 */
async function checkToast(page: Page, testInfo: TestInfo): Promise<void> {
  await openInApp(page, '/game/skills/bladework', 'Bladework');
  await page.getByRole('button', { name: 'Start Sword Drills' }).click();
  await page.getByRole('button', { name: 'Stop training' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Training stopped' });
  await expect(toast).toBeVisible();
  // The pointer away from the toasts, or sonner holds them open (expanded) while it hovers them.
  await page.mouse.move(1, 1);
  await settled(page);
  await screenshot(page, testInfo, 'a11y-toast-in-dock');
  const dock = (await page.getByTestId('game-dock').boundingBox())!;
  const shown = (await toast.boundingBox())!;
  expect(shown.y, 'the toast stands in the dock').toBeGreaterThanOrEqual(dock.y - 0.5);
  expect(shown.y + shown.height).toBeLessThanOrEqual(dock.y + dock.height + 0.5);
  await checkFloatingAndTargets(page, testInfo, 'a toast in the dock');
}

/**
 * The sidebar (the sheet on a phone): a link to every page a player uses; on a phone, 44 px rows and a sheet that
 * scrolls.
 */
async function checkSidebar(page: Page, testInfo: TestInfo): Promise<void> {
  const touch = isTouch(testInfo);
  if (touch) await page.getByRole('button', { name: /Toggle sidebar/ }).click();
  const sidebar = touch ? page.getByRole('dialog', { name: 'Hunter menu' }) : page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toBeVisible();
  const hrefs = await sidebar.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const missing = PLAYER_PATHS.filter(
    (path) =>
      !hrefs.includes(path) &&
      !(path.startsWith('/game/skills/') && hrefs.some((href) => href?.startsWith('/game/skills/'))),
  );
  expect(missing, 'pages with no link in the sidebar').toEqual([]);
  if (!touch) return;
  await settled(page);
  expect(await smallTargets(page, { scope: 'sheet' }), 'the hunter menu: rows under 44 px').toEqual([]);
  // Its middle scrolls between the header and the footer, down to the last group.
  const content = sidebar.locator('[data-sidebar="content"]');
  expect(await content.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await content.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(sidebar.getByRole('link', { name: 'Audio Settings' })).toBeInViewport();
  await screenshot(page, testInfo, 'a11y-hunter-menu-end');
  await sidebar.getByRole('button', { name: 'Close' }).click();
  await expect(sidebar).toBeHidden();
}

GAME_SWEEPS.forEach((paths, sweep) => {
  test(`game pages have no serious accessibility violations (sweep ${sweep + 1} of ${SWEEPS})`, async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail('a11y');
    const userId = await createAccount(request, email);
    await grantAdmin(request, userId);
    await logIn(page, email, { path: paths[0] });
    if (sweep === 0) {
      await checkToast(page, testInfo);
      await checkSidebar(page, testInfo);
    }
    // Something under way, so the activity chip is in the dock on every page but its own.
    await startTraining(page);
    for (const [index, path] of paths.entries()) {
      await openInApp(page, path, gamePageTitle(path));
      expect(await seriousViolations(page, { sidebar: index === 0 }), path).toEqual([]);
      if (PLAYER_PATHS.includes(path)) await checkFloatingAndTargets(page, testInfo, path);
    }
    await screenshot(page, testInfo, `a11y-game-${sweep + 1}`);
    if (sweep !== SWEEPS - 1) return;

    await page.getByRole('button', { name: 'Game Help' }).click();
    await expect(page.getByRole('dialog', { name: 'Game Help' })).toBeVisible();
    expect(await seriousViolations(page), 'Game Help').toEqual([]);
    await page.getByRole('button', { name: 'Replay Tutorial' }).click();
    await expect(page.getByTestId('tutorial')).toBeVisible();
    expect(await seriousViolations(page), 'tutorial').toEqual([]);
  });
});
