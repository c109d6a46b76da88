import type { Route } from '@playwright/test';
import { expect, expectToastShown, test, toastsShown } from './fixtures';
import { logIn, screenshot } from './support';
import { cloudSave, liveXp, saveNow, startNewHunter, totalXp, trainUntilXp, waitForGame } from './saves-support';

// The cloud backup against the real gateway: outages, server faults and a second device.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('with the network off, play and local saves go on; back online the cloud backup catches up @desktop-only', async ({
  page,
  request,
  context,
}, testInfo) => {
  const { userId } = await startNewHunter(page, request, 'offline');
  await expect.poll(() => cloudSave(request, userId).then((state) => state !== null), { timeout: 20_000 }).toBe(true);
  const status = page.getByTestId('cloud-save-status');

  await context.setOffline(true);
  await expect(status).toHaveAttribute('data-status', 'offline');
  await expect(status).toContainText('Offline');
  await expect(status.getByRole('button').first()).toBeDisabled();
  const trained = await trainUntilXp(page);
  const ack = await saveNow(page);
  expect(ack.sequence).toBeGreaterThan(1);
  expect(totalXp((await cloudSave(request, userId))!)).toBeLessThan(trained);
  await screenshot(page, testInfo, 'saves-status-offline');

  await context.setOffline(false);
  await expect(status).not.toHaveAttribute('data-status', 'offline');
  await expect
    .poll(async () => totalXp((await cloudSave(request, userId))!), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(trained);
  await expect(status).toContainText('Last sync');
});

test(
  '500s, connection resets and timeouts on every cloud call lose nothing, and a later push succeeds',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): Network faults do not depend on the viewport; one
    // project is enough.
    test.setTimeout(180_000);
    let mode: 'fail-500' | 'reset' | 'hang' | 'pass' = 'fail-500';
    const hits = { 'fail-500': 0, reset: 0, hang: 0 };
    await page.route('**/rest/v1/user_profiles*', async (route: Route) => {
      const current = mode;
      if (current === 'pass') return route.continue();
      hits[current] += 1;
      if (current === 'fail-500')
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Internal server error', code: 'XX000' }),
        });
      if (current === 'reset') return route.abort('connectionreset');
      // A request that never answers: the game gives up on it by itself.
      await sleep(20_000);
      return route.abort('timedout').catch(() => undefined);
    });

    // Every cloud call fails from the first one: the character is made and played locally.
    const { userId } = await startNewHunter(page, request, 'faults');
    await expectToastShown(page, 'Failed to save to cloud', 20_000);
    await expectToastShown(page, 'Your progress is saved locally and will sync when connection is restored');
    const trained = await trainUntilXp(page);
    await saveNow(page);
    expect(hits['fail-500']).toBeGreaterThan(1);

    mode = 'reset';
    await expect.poll(() => hits.reset, { timeout: 30_000 }).toBeGreaterThan(0);
    mode = 'hang';
    await expect.poll(() => hits.hang, { timeout: 45_000 }).toBeGreaterThan(0);
    await saveNow(page);
    expect(await cloudSave(request, userId)).toBeNull();

    // The local save never depended on the cloud.
    expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
    mode = 'pass';
    await expect
      .poll(async () => totalXp((await cloudSave(request, userId)) ?? { skills: {} as never }), { timeout: 90_000 })
      .toBeGreaterThanOrEqual(trained);
    await page.reload();
    await waitForGame(page);
    expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
  },
);

test(
  'another device with newer progress wins at start: "Using cloud save"',
  { tag: '@desktop-only' },
  async ({ page, request, browser }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): Two devices do not depend on the viewport; one
    // project is enough.
    const { email, userId } = await startNewHunter(page, request, 'devices');
    const first = await trainUntilXp(page);
    await saveNow(page);
    expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
    const deviceA = page.context();
    await page.close();

    // Device B: another browser profile. It picks the hunter up from the cloud and plays further.
    const deviceB = await browser.newContext();
    const other = await deviceB.newPage();
    await logIn(other, email);
    await waitForGame(other);
    expect(await liveXp(other)).toBeGreaterThanOrEqual(first);
    await expect(other.getByText('Creating your character...')).toHaveCount(0);
    const further = await trainUntilXp(other, first + 1);
    await saveNow(other);
    expect((await other.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
    expect(totalXp((await cloudSave(request, userId))!)).toBeGreaterThanOrEqual(further);
    await deviceB.close();

    // Device A comes back: its local save is older than the cloud's.
    const back = await deviceA.newPage();
    await back.goto('/game');
    await waitForGame(back);
    await expectToastShown(back, 'Using cloud save');
    await expectToastShown(back, 'Your cloud progress was more recent than local save');
    expect(await liveXp(back)).toBeGreaterThanOrEqual(further);
  },
);

test('equal save times are reconciled: "Game progress synchronized", logged in the sync dialog @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  const { userId } = await startNewHunter(page, request, 'equal');
  await trainUntilXp(page);
  await saveNow(page);
  expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
  // This device stops saving; the cloud copy gets the same save time but more kills (another device's play).
  const local = await page.evaluate(() => {
    window.__shadowHunterSaves!.holdSaving();
    return window.__shadowHunterSaves!.lastSavedState()!;
  });
  const cloud = { ...local, stats: { ...local.stats, enemiesKilled: local.stats.enemiesKilled + 7 } };
  const { LOCAL_SERVICE_ROLE_KEY } = await import('../src/platform/local-dev-keys');
  const { GATEWAY_URL } = await import('./support');
  const patched = await request.patch(`${GATEWAY_URL}/rest/v1/user_profiles?id=eq.${userId}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    data: { player_state: cloud },
  });
  expect(patched.ok(), await patched.text()).toBe(true);

  await page.reload();
  await waitForGame(page);
  await expectToastShown(page, 'Game progress synchronized');
  await expectToastShown(page, 'Your local and cloud saves have been merged');
  expect(await page.evaluate(() => window.__shadowHunterSaves!.world()!.stats.enemiesKilled)).toBe(
    local.stats.enemiesKilled + 7,
  );

  await page.getByRole('button', { name: 'Sync details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync & Reconciliation Details' });
  await expect(dialog).toBeVisible();
  const event = dialog.getByTestId('sync-event').first();
  await expect(event).toContainText('Success');
  await expect(event).toContainText('smart');
  await expect(event).toContainText('stats.enemiesKilled');
  await expect(event).toContainText('higher wins');
  await expect(dialog.getByTestId('sync-device-id')).toHaveText(/^[0-9a-f-]{8}$/);
  await expect(dialog.getByTestId('sync-connection')).toHaveText('Online');
  await screenshot(page, testInfo, 'saves-sync-dialog');
});

test(
  'reloading the page tells nothing about the saves; a cloud save with other progress still does',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): the load decision does not depend on the
    // viewport.
    const { userId } = await startNewHunter(page, request, 'reloads');
    await trainUntilXp(page);
    await saveNow(page);
    expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
    // Training goes on (four times as fast): each reload finds the local save (the exit snapshot) ahead of the backup,
    // and once the page has loaded and its cloud calls have settled, no toast spoke of the load.
    for (let reload = 0; reload < 2; reload += 1) {
      const before = await liveXp(page);
      await page.evaluate(() => window.__shadowHunter!.setTimeScale(4));
      await expect.poll(() => liveXp(page), { timeout: 30_000 }).toBeGreaterThan(before);
      await page.reload();
      await waitForGame(page);
      await page.evaluate(() => window.__shadowHunterSaves!.cloudIdle());
      expect((await toastsShown(page)).filter((toast) => /^Using (local|cloud) save/.test(toast))).toEqual([]);
    }

    // Another device backed up other progress meanwhile (older than this device's save): now it is said.
    const local = await page.evaluate(async () => {
      const hooks = window.__shadowHunterSaves!;
      await hooks.saveNow();
      hooks.holdSaving();
      return hooks.lastSavedState()!;
    });
    const cloud = {
      ...local,
      lastSaved: local.lastSaved - 1_000,
      resources: { ...local.resources, gold: local.resources.gold + 50 },
    };
    const { LOCAL_SERVICE_ROLE_KEY } = await import('../src/platform/local-dev-keys');
    const { GATEWAY_URL } = await import('./support');
    const patched = await request.patch(`${GATEWAY_URL}/rest/v1/user_profiles?id=eq.${userId}`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
      data: { player_state: cloud },
    });
    expect(patched.ok(), await patched.text()).toBe(true);
    await page.reload();
    await waitForGame(page);
    await expectToastShown(page, 'Using local save');
    await expectToastShown(page, 'Your local progress was more recent than cloud save');
  },
);
