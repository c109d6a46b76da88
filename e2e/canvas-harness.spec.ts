import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { framesPass } from './support';
import type { CombatSceneInspection } from '../src/scenes/combat/combat-scene';
import '../bench/pages/harness-types';

// The combat scene on the real runtime and the game's canvas (WebGL through SwiftShader), drawing a
// real core world (the bench page: the late-game hunter in the Abyssal Crown unless the query says otherwise).

async function openCombat(page: Page, query: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/bench/pages/combat.html?${query}`);
  await page.waitForFunction(() => window.__combat?.ready === true || window.__combat?.error != null, null, {
    timeout: 45_000,
  });
  expect(await page.evaluate(() => window.__combat?.error ?? null)).toBeNull();
  expect(errors).toEqual([]);
}

const inspect = (page: Page): Promise<CombatSceneInspection> => page.evaluate(() => window.__combat!.inspect());

/** Decodes a PNG screenshot in the page and measures it: luminance variance and distinct colours. */
async function pixelStats(page: Page, png: Buffer): Promise<{ variance: number; colours: number }> {
  return page.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let sum = 0;
    let sumSquares = 0;
    const colours = new Set<number>();
    const pixels = data.length / 4;
    for (let index = 0; index < data.length; index += 4) {
      const luminance = 0.2126 * data[index]! + 0.7152 * data[index + 1]! + 0.0722 * data[index + 2]!;
      sum += luminance;
      sumSquares += luminance * luminance;
      if (index % 16 === 0) colours.add((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!);
    }
    const mean = sum / pixels;
    return { variance: sumSquares / pixels - mean * mean, colours: colours.size };
  }, png.toString('base64'));
}

// The harness's subject is the canvas host, not the layout; the touch project taps the canvas in combat-page.spec.ts.
test.describe('combat canvas @desktop-only', () => {
  test('renders a non-blank scene and the enemy health falls as the fight runs', async ({ page }, testInfo) => {
    await openCombat(page, 'timeScale=4&seed=7');
    const screenshot = await page.screenshot({ path: testInfo.outputPath(`combat-${testInfo.project.name}.png`) });
    await testInfo.attach('combat scene', { body: screenshot, contentType: 'image/png' });
    const stats = await pixelStats(page, screenshot);
    expect(stats.variance).toBeGreaterThan(100);
    expect(stats.colours).toBeGreaterThan(200);

    // Watch one enemy (the first steps out after a simulated second): its bar must drop below where it started.
    await expect.poll(async () => (await inspect(page)).enemyId, { timeout: 15_000 }).not.toBeNull();
    const first = await inspect(page);
    await expect
      .poll(
        async () => {
          const now = await inspect(page);
          return now.enemyId !== first.enemyId || now.enemyHpShown < first.enemyHpShown;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe(true);
    const ticks = await page.evaluate(() => window.__combat!.ticks());
    expect(ticks).toBeGreaterThan(0);
  });

  test('taps on the canvas target the enemy and drink a potion, through the command queue', async ({
    page,
    hasTouch,
  }) => {
    await openCombat(page, 'paused=1&seed=7');
    const scene = await inspect(page);
    const enemy = scene.enemyTapTarget!;
    const potion = scene.potionTapTarget!;
    expect(enemy.width).toBeGreaterThanOrEqual(44);
    expect(enemy.height).toBeGreaterThanOrEqual(44);
    expect(potion.radius * 2).toBeGreaterThanOrEqual(44);

    const tap = async (x: number, y: number): Promise<void> => {
      if (hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
    };
    await tap(enemy.x + enemy.width / 2, enemy.y + enemy.height / 2);
    await expect.poll(() => page.evaluate(() => window.__combat!.actions.slice())).toEqual([`target ${scene.enemyId}`]);
    expect((await inspect(page)).targetedEnemyId).toBe(scene.enemyId);

    await tap(potion.x, potion.y);
    await expect
      .poll(() => page.evaluate(() => window.__combat!.actions.slice()))
      .toEqual([`target ${scene.enemyId}`, 'potion']);
    // Paused: the core answers only when the next tick runs: a potion drunk, or at full health its own refusal.
    expect(await page.evaluate(() => window.__combat!.replies.length)).toBe(0);
    await page.evaluate(() => window.__combat!.stepOnce());
    await expect.poll(() => page.evaluate(() => window.__combat!.replies.length)).toBe(1);
    expect((await page.evaluate(() => window.__combat!.replies[0]))!).toMatch(/^potion: (ok|Health is already full)$/);

    // A tap on empty sky does nothing.
    await tap(8, 8);
    await framesPass(page, 12);
    expect(await page.evaluate(() => window.__combat!.actions.length)).toBe(2);
  });

  test('the sandbox, paused with its overlays, steps exactly one tick on request', async ({ page }, testInfo) => {
    await openCombat(page, 'paused=1&seed=7&area=void_throne_rift&overlays=graph,hitboxes');
    const before = await page.evaluate(() => window.__combat!.ticks());
    await framesPass(page, 30);
    expect(await page.evaluate(() => window.__combat!.ticks())).toBe(before);
    await page.evaluate(() => window.__combat!.stepOnce());
    expect(await page.evaluate(() => window.__combat!.ticks())).toBe(before + 1);
    const screenshot = await page.screenshot({ path: testInfo.outputPath(`sandbox-${testInfo.project.name}.png`) });
    await testInfo.attach('sandbox with hitboxes and frame graph', { body: screenshot, contentType: 'image/png' });
  });

  test('the Pixi host survives a mount, unmount, mount in quick succession (React StrictMode)', async ({ page }) => {
    // The harness page (e2e/harness/pixi-host.ts) mounts twice, destroying the first host while it initialises.
    await page.goto('/e2e/harness/pixi-host.html');
    await page.waitForFunction(() => window.__pixiHostHarness !== undefined, null, { timeout: 45_000 });
    const harness = await page.evaluate(() => window.__pixiHostHarness!);
    expect(harness.error).toBeNull();
    expect(harness.result).toEqual({ firstApp: true, secondReady: true, canvasesWhileMounted: 1, canvasesAfter: 0 });
  });
});
