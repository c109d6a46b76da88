import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import '../src/hud/app/canvas-test-hook';
import {
  collectPageErrors,
  createAccount,
  framesPass,
  isTouch,
  logIn,
  screenshot,
  showSidebar,
  uniqueEmail,
} from './support';

// /game/combat signed in through the real gateway: the player's own core world fights on the game's
// one canvas (WebGL through SwiftShader), the HUD around it drives it by tap.

const canvasInspect = (page: Page) => page.evaluate(() => window.__gameCanvas?.inspect() ?? null);

async function signInAndOpenCombat(page: Page, request: Parameters<typeof createAccount>[0]): Promise<void> {
  const email = uniqueEmail('combat');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/combat' });
  await expect.poll(async () => (await canvasInspect(page))?.scene ?? null, { timeout: 45_000 }).toBe('combat');
}

async function startFight(page: Page, areaId: string): Promise<void> {
  await page.getByTestId(`area-${areaId}`).click();
  await page.getByRole('button', { name: 'Start fight' }).click();
  await expect(page.getByTestId('combat-status')).toContainText('Fighting in');
  await expect(page.getByRole('button', { name: 'Fighting here' })).toBeDisabled();
}

/** Luminance variance and distinct colours of an element's screenshot, measured in the page. */
async function pixelStats(page: Page, element: Locator): Promise<{ variance: number; colours: number }> {
  const png = await element.screenshot();
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    let sumSquares = 0;
    const colours = new Set<number>();
    for (let index = 0; index < data.length; index += 4) {
      const luminance = 0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!;
      sum += luminance;
      sumSquares += luminance * luminance;
      if (index % 16 === 0) colours.add((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!);
    }
    const pixels = data.length / 4;
    return { variance: sumSquares / pixels - (sum / pixels) ** 2, colours: colours.size };
  }, png.toString('base64'));
}

/** Taps (touch) or clicks (desktop) at a point of the canvas given in its own CSS pixels. */
async function tapCanvas(page: Page, testInfo: TestInfo, x: number, y: number): Promise<void> {
  await page.getByTestId('scene-viewport').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await page.getByTestId('game-canvas').boundingBox())!;
  if (isTouch(testInfo)) await page.touchscreen.tap(box.x + x, box.y + y);
  else await page.mouse.click(box.x + x, box.y + y);
}

async function enemyHealth(page: Page): Promise<{ name: string; health: number }> {
  const bar = page.getByTestId('enemy-health');
  return {
    name: (await page.getByTestId('enemy-name').textContent()) ?? '',
    health: Number(await bar.getAttribute('aria-valuenow')),
  };
}

test.describe('the combat page', () => {
  test('a fight on the canvas: pixels drawn, the enemy’s health falls, screenshots in both orientations', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await signInAndOpenCombat(page, request);
    // Locked areas say why, the paid-only raid gives the tier message, without hovering.
    await expect(page.getByTestId('area-rotting_marsh')).toContainText('Requires Hunter Rank D');
    await expect(page.getByTestId('area-raid_blood_moon')).toBeDisabled();

    await startFight(page, 'tutorial_rift');
    await expect(page.getByTestId('enemy-health')).toBeVisible({ timeout: 20_000 });
    const first = await enemyHealth(page);
    expect(first.health).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const now = await enemyHealth(page);
          return now.name !== first.name || now.health < first.health;
        },
        { timeout: 40_000, intervals: [300] },
      )
      .toBe(true);

    const stats = await pixelStats(page, page.getByTestId('game-canvas'));
    expect(stats.variance).toBeGreaterThan(100);
    expect(stats.colours).toBeGreaterThan(150);
    await screenshot(page, testInfo, 'combat');
    if (isTouch(testInfo)) {
      await page.setViewportSize({ width: 844, height: 390 });
      // A phone on its side keeps the sidebar in its sheet: the scene gets (nearly) the whole width.
      await expect.poll(async () => (await canvasInspect(page))?.width ?? 0).toBeGreaterThan(760);
      await framesPass(page, 20);
      await screenshot(page, testInfo, 'combat-landscape');
      const landscape = await canvasInspect(page);
      expect(landscape!.height).toBeGreaterThan(200);
      expect(landscape!.combat.potionTapTarget).not.toBeNull();
    }
    expect(errors).toEqual([]);
  });

  test('taps on the canvas: the enemy is targeted, the flask drinks a potion and the count falls', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const errors = collectPageErrors(page);
    await signInAndOpenCombat(page, request);
    await startFight(page, 'tutorial_rift');
    await expect
      .poll(async () => (await canvasInspect(page))?.combat.enemyTapTarget ?? null, { timeout: 20_000 })
      .not.toBeNull();

    const scene = (await canvasInspect(page))!.combat;
    const target = scene.enemyTapTarget!;
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    await tapCanvas(page, testInfo, target.x + target.width / 2, target.y + target.height / 2);
    await expect.poll(async () => (await canvasInspect(page))!.combat.targetedEnemyId).toBe(scene.enemyId);
    await expect(page.getByText('Targeted')).toBeVisible();

    // Wait until the hunter is hurt, then tap the flask: one potion is drunk and the belt shows one less.
    const count = page.getByTestId('potion-count-potion_1');
    await expect(count).toHaveText('5');
    let drunk = false;
    for (let attempt = 0; attempt < 8 && !drunk; attempt += 1) {
      await expect
        .poll(async () => (await canvasInspect(page))!.combat.hunterHpShown, { timeout: 60_000, intervals: [250] })
        .toBeLessThan(0.97);
      const flask = (await canvasInspect(page))!.combat.potionTapTarget!;
      expect(flask.radius * 2).toBeGreaterThanOrEqual(44);
      const before = Number(await count.textContent());
      await tapCanvas(page, testInfo, flask.x, flask.y);
      drunk = await expect
        .poll(async () => Number(await count.textContent()), { timeout: 3_000 })
        .toBe(before - 1)
        .then(
          () => true,
          () => false,
        );
    }
    expect(drunk).toBe(true);
    expect(errors).toEqual([]);
  });

  const canvasOnce =
    'the canvas is made once: the skill page shows the training vignette in it, and it comes back to the fight';
  test(canvasOnce, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await signInAndOpenCombat(page, request);
    await page.evaluate(() => {
      (window as { __firstCanvas?: Element | null }).__firstCanvas = document.querySelector(
        '[data-testid="game-canvas"] canvas',
      );
    });
    await showSidebar(page, testInfo);
    const smithing = page.getByRole('link', { name: /Smithing/ }).first();
    if (!(await smithing.isVisible()))
      await page
        .getByRole('button', { name: /Production/ })
        .first()
        .click();
    await smithing.click();
    await expect(page).toHaveURL(/\/game\/skills\/smithing$/);
    await expect.poll(async () => (await canvasInspect(page))?.scene ?? null).toBe('training');
    await expect.poll(async () => (await canvasInspect(page))!.training.station).toBe('forge');
    await screenshot(page, testInfo, 'skill-vignette');
    await page.goBack();
    await expect(page).toHaveURL(/\/game\/combat$/);
    await expect.poll(async () => (await canvasInspect(page))?.scene ?? null).toBe('combat');
    const same = await page.evaluate(
      () =>
        document.querySelector('[data-testid="game-canvas"] canvas') ===
        (window as { __firstCanvas?: Element | null }).__firstCanvas,
    );
    expect(same).toBe(true);
    // A page without a scene takes the canvas out of the page (it is kept, not drawn).
    await showSidebar(page, testInfo);
    await page.getByRole('link', { name: 'Quests', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/quests$/);
    await expect
      .poll(async () => {
        const inspection = await canvasInspect(page);
        return inspection === null ? 'no canvas' : inspection.scene;
      })
      .toBe(null);
    expect(await page.getByTestId('game-canvas').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
