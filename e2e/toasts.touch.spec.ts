import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, finishTutorialQuietly, logIn, screenshot, submitSignUp, uniqueEmail } from './support';

// Touch project only (playwright.config.ts): a 390 x 844 phone, where sonner's list once reached x = 482.

/** Every toast on screen and the list around them, as boxes; the page's scroll width. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      lists: [...document.querySelectorAll('[data-sonner-toaster]')].map(box),
      toasts: [...document.querySelectorAll('[data-sonner-toast]')].map(box),
    };
  });
}

test('a toast on a phone stays inside the screen and the page never scrolls sideways', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('toasts');
  await createAccount(request, email);
  await logIn(page, email, { path: '/game/skills/bladework' });
  await page.getByRole('button', { name: 'Start Sword Drills' }).click();
  await page.getByRole('button', { name: 'Stop training' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Training stopped' });
  // The open menu makes the rest of the page ignore pointers, toasts included, so a tap would reach the row
  // even under a toast; hit-testing the toasts as well tells what is painted on top, what the player sees.
  await page.addStyleTag({
    content: '[data-sonner-toaster], [data-sonner-toaster] * { pointer-events: auto !important; }',
  });
  await expect(toast).toBeVisible();
  // Measured once the toast has slid in (its box then stops moving).
  await expect
    .poll(async () => {
      const { toasts, viewport } = await measure(page);
      return toasts.length > 0 && toasts.every((box) => box.bottom <= viewport.height);
    })
    .toBe(true);
  const { scrollWidth, viewport, lists, toasts } = await measure(page);
  await screenshot(page, testInfo, 'toast-on-phone');
  expect(viewport.width).toBe(390);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  for (const box of [...lists, ...toasts]) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  for (const box of toasts) {
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
  }
});

test('the hunter menu opened while a toast shows keeps Settings and Logout in sight', async ({ page }, testInfo) => {
  // A new player's first toast, then the menu, as a new player would open it.
  await submitSignUp(page, uniqueEmail('toastmenu'));
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Character created successfully!' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await finishTutorialQuietly(page);
  await page.getByRole('button', { name: /Toggle sidebar/ }).click();
  const menu = page.getByRole('dialog', { name: 'Hunter menu' });
  await expect.poll(async () => (await menu.boundingBox())?.x, { timeout: 3000 }).toBe(0);
  // The open menu makes the rest of the page ignore pointers, toasts included, so a tap would reach a row
  // even under a toast; hit-testing the toasts as well tells what is painted on top, what the player sees.
  await page.addStyleTag({
    content: '[data-sonner-toaster], [data-sonner-toaster] * { pointer-events: auto !important; }',
  });
  for (const name of ['Settings', 'Logout']) {
    const row = menu.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true });
    const box = (await row.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a, button, [data-sonner-toast]')?.textContent?.trim(),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop, name).toBe(name);
  }
  // Measured while the toast was there: it has not yet left.
  await expect(toast).toBeAttached();
  await screenshot(page, testInfo, 'menu-over-toast');
});
