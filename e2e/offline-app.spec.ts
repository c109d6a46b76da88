import { expect, test } from './fixtures';
import { PASSWORD, collectPageErrors, createAccount, screenshot, uniqueEmail } from './support';

// Play offline on a phone (issue 16): the built app, precached by its service worker after one online
// visit, starts with no network: the local save plays and the cloud status says Offline. Playwright serves
// the production build (mode e2e), whose service worker the other journeys block; this one lets it run.

test.use({ serviceWorkers: 'allow' });

test('after one online visit the installed game starts offline on the local save', async ({
  page,
  context,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('offline-app');
  await createAccount(request, email);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  // A new account meets the tutorial; this player skips it.
  const tutorial = page.getByTestId('tutorial');
  await expect(tutorial).toBeVisible({ timeout: 30_000 });
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Skip tutorial' }).click();
  await expect(tutorial).toBeHidden();
  // The skip is a command the game applies on its next tick; the page is left only once it is in the world.
  await expect.poll(() => page.evaluate(() => window.__shadowHunter?.world().tutorial.completed ?? false)).toBe(true);
  await expect(page.locator('#game-main').getByRole('heading').first()).toBeVisible({ timeout: 30_000 });

  // The first visit installs the worker and precaches the app; from the next load it serves the pages.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('cloud-save-status')).not.toHaveAttribute('data-status', 'offline');

  await context.setOffline(true);
  await page.reload();
  // Chromium (150) gives a document loaded under Playwright's offline emulation navigator.onLine true, while its
  // requests fail; a phone without network reports false. The emulation, applied to the new document, says so.
  const devtools = await context.newCDPSession(page);
  const emulateOffline = (offline: boolean) =>
    devtools.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await emulateOffline(true);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('cloud-save-status')).toHaveAttribute('data-status', 'offline');
  await expect(page.getByTestId('cloud-save-status')).toContainText('Offline');
  await expect(page.locator('#game-main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText('Initializing Game')).toBeHidden();
  await screenshot(page, testInfo, 'offline-start');

  // Sync picks up again once the network returns.
  await emulateOffline(false);
  await context.setOffline(false);
  await expect(page.getByTestId('cloud-save-status')).not.toHaveAttribute('data-status', 'offline');
  expect(errors).toEqual([]);
});
