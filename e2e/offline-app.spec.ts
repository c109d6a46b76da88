import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { GATEWAY_URL, PASSWORD, collectPageErrors, createAccount, screenshot, uniqueEmail } from './support';

// Play offline on a phone (issue 16): the built app, precached by its service worker after one online
// visit, starts with no network: the local save plays and the cloud status says Offline. The dev server
// the other journeys use has no service worker, so this one builds the app and serves the build.

const PREVIEW_PORT = Number(process.env.PWA_PREVIEW_PORT ?? 4317);
const PREVIEW_URL = `http://localhost:${PREVIEW_PORT}`;
const OUT_DIR = 'test-results/pwa-dist';
let preview: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir'], {
    env: { ...process.env, VITE_SUPABASE_URL: GATEWAY_URL },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  preview = spawn('npx', ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(PREVIEW_PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(PREVIEW_URL).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
});

test('after one online visit the installed game starts offline on the local save', async ({
  page,
  context,
  request,
}, testInfo) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('offline-app');
  await createAccount(request, email);
  await page.goto(`${PREVIEW_URL}/`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  // A new account meets the tutorial; this player skips it (the build has no development hooks).
  const tutorial = page.getByTestId('tutorial');
  await expect(tutorial).toBeVisible({ timeout: 30_000 });
  await tutorial.getByRole('button', { name: 'Close tutorial' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Skip tutorial' }).click();
  await expect(tutorial).toBeHidden();
  // The skip is a command the game applies on its next tick (100 ms); the page is left only after that.
  await page.waitForTimeout(1000);
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
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('cloud-save-status')).toHaveAttribute('data-status', 'offline');
  await expect(page.getByTestId('cloud-save-status')).toContainText('Offline');
  await expect(page.locator('#game-main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText('Initializing Game')).toBeHidden();
  await screenshot(page, testInfo, 'offline-start');

  // Sync picks up again once the network returns.
  await context.setOffline(false);
  await expect(page.getByTestId('cloud-save-status')).not.toHaveAttribute('data-status', 'offline');
  expect(errors).toEqual([]);
});
