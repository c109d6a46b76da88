import type { Route } from '@playwright/test';
import { expect, expectToastShown, test, toastsShown } from './fixtures';
import { logIn, screenshot } from './support';
import {
  advanceServerClock,
  cloudSave,
  liveXp,
  saveNow,
  startNewHunter,
  totalXp,
  trainUntilXp,
  waitForGame,
} from './saves-support';

// The cloud copy against the real gateway (issue 31): the server's replay of the journal each device sends. Outages,
// server faults, hours away, a second device, a world changed in the browser and an old build.

const HOUR_MS = 3_600_000;
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
  '500s, connection resets and timeouts on every sync lose nothing, and a later push succeeds',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): Network faults do not depend on the viewport; one
    // project is enough.
    test.setTimeout(150_000);
    let mode: 'fail-500' | 'reset' | 'hang' | 'pass' = 'pass';
    const hits = { 'fail-500': 0, reset: 0, hang: 0 };
    await page.route('**/functions/v1/sync', async (route: Route) => {
      const current = mode;
      if (current === 'pass') return route.continue();
      hits[current] += 1;
      if (current === 'fail-500')
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Internal server error' }),
        });
      if (current === 'reset') return route.abort('connectionreset');
      // A request that never answers: the game gives up on it by itself.
      await sleep(20_000);
      return route.abort('timedout').catch(() => undefined);
    });

    // The hunter comes from the cloud; then every sync fails, and the hunter is played and saved locally.
    const { userId } = await startNewHunter(page, request, 'faults');
    const first = totalXp((await cloudSave(request, userId))!);
    mode = 'fail-500';
    const trained = await trainUntilXp(page);
    await saveNow(page);
    // The player switches away for a moment (again, until the page's pushes are more than 10 s apart): the page
    // pushes at once; it fails, and the player is told once, without a promise the game cannot keep.
    const switchAway = () =>
      page.evaluate(() => {
        const flip = (state: DocumentVisibilityState) => {
          Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        };
        flip('hidden');
        flip('visible');
      });
    await expect.poll(async () => (await switchAway(), hits['fail-500']), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectToastShown(page, 'Failed to save to cloud');
    await expectToastShown(page, 'Your progress is saved locally and will sync when connection is restored');
    expect(hits['fail-500']).toBeGreaterThan(0);

    // The retries (2 s, 4 s, 8 s, ...) meet a reset connection, then a request that never answers.
    mode = 'reset';
    await expect.poll(() => hits.reset, { timeout: 30_000 }).toBeGreaterThan(0);
    mode = 'hang';
    await expect.poll(() => hits.hang, { timeout: 45_000 }).toBeGreaterThan(0);
    await saveNow(page);
    expect(totalXp((await cloudSave(request, userId))!)).toBe(first);

    // The local save never depended on the cloud.
    expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
    mode = 'pass';
    expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
    expect(totalXp((await cloudSave(request, userId))!)).toBeGreaterThanOrEqual(trained);
    await page.reload();
    await waitForGame(page);
    expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
  },
);

test('three hours away on both clocks: welcomed back, and the cloud has the time away @desktop-only', async ({
  page,
  request,
  context,
}, testInfo) => {
  // Desktop project only (touch project: grepInvert @desktop-only): time away does not depend on the viewport.
  const { userId } = await startNewHunter(page, request, 'hours');
  await trainUntilXp(page);
  await saveNow(page);
  expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
  const before = await liveXp(page);
  await page.close();

  // Three hours pass: for the server (its clock for this player) and for the browser (a new page's clock).
  await advanceServerClock(request, userId, 3 * HOUR_MS);
  const back = await context.newPage();
  await back.clock.install({ time: Date.now() + 3 * HOUR_MS });
  await back.goto('/game');
  await waitForGame(back);
  // About three hours: the fast training above ran the world's clock a little ahead of the wall's.
  const welcome = back.getByRole('dialog', { name: 'Welcome back, hunter' });
  await expect(welcome.getByTestId('welcome-back-summary')).toContainText(/^Away (2h 5\dm|3h)/);
  await welcome.getByRole('button', { name: 'Continue' }).click();
  const after = await liveXp(back);
  expect(after).toBeGreaterThan(before);
  expect((await back.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
  expect(totalXp((await cloudSave(request, userId))!)).toBeGreaterThanOrEqual(after);
  expect((await toastsShown(back)).filter((toast) => /cloud progress was kept/.test(toast))).toEqual([]);
  await screenshot(back, testInfo, 'saves-back-after-hours');
});

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

    // Device A comes back: its journal starts from a state the cloud has moved past.
    const back = await deviceA.newPage();
    await back.goto('/game');
    await waitForGame(back);
    await expectToastShown(back, 'Using cloud save');
    await expectToastShown(back, 'Your cloud progress was more recent than local save');
    expect(await liveXp(back)).toBeGreaterThanOrEqual(further);
  },
);

test('a world changed in the browser: the server’s replay wins, logged in the sync dialog @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  const { userId } = await startNewHunter(page, request, 'edited');
  await trainUntilXp(page);
  // What an edited save or a console tweak does: the world changes without any input the journal saw.
  const gold = await page.evaluate(() => {
    const world = window.__shadowHunterSaves!.world()!;
    world.resources.gold += 1_000_000;
    return world.resources.gold;
  });
  expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
  const kept = await page.evaluate(() => window.__shadowHunterSaves!.world()!.resources.gold);
  expect(kept).toBeLessThan(gold);
  expect((await cloudSave(request, userId))!.resources.gold).toBe(kept);

  await page.getByRole('button', { name: 'Sync details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync & Reconciliation Details' });
  await expect(dialog).toBeVisible();
  const event = dialog.getByTestId('sync-event').first();
  await expect(event).toContainText('Success');
  await expect(event).toContainText('resources.gold');
  await expect(event).toContainText('server wins');
  await expect(dialog.getByTestId('sync-device-id')).toHaveText(/^[0-9a-f-]{8}$/);
  await expect(dialog.getByTestId('sync-connection')).toHaveText('Online');
  await screenshot(page, testInfo, 'saves-sync-dialog');
});

test('an old build keeps playing, is asked to update, and syncs what it played after the update @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  const { userId } = await startNewHunter(page, request, 'old-build');
  // This build plays by rules the server no longer runs: every journal it sends names another rules version.
  let oldBuild = true;
  await page.route('**/functions/v1/sync', async (route: Route) => {
    const body = route.request().postDataJSON() as { journal?: { coreVersion: string } } | null;
    if (!oldBuild || !body?.journal) return route.continue();
    const journal = { ...body.journal, coreVersion: '0'.repeat(16) };
    await route.continue({ postData: JSON.stringify({ ...body, journal }) });
  });
  const trained = await trainUntilXp(page);
  await page.evaluate(() => window.__shadowHunterSaves!.syncNow());
  const prompt = page.getByRole('status').filter({ hasText: 'needed to back up your progress' });
  await expect(prompt).toBeVisible();
  await expectToastShown(page, 'Update to keep syncing');
  await screenshot(page, testInfo, 'saves-update-needed');
  // Play goes on, saved on the device.
  await saveNow(page);
  expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
  expect(totalXp((await cloudSave(request, userId))!)).toBeLessThan(trained);

  // The update: the page reloads on the new build, which sends the same journal under the server's rules.
  oldBuild = false;
  await prompt.getByRole('button', { name: 'Update now' }).click();
  await waitForGame(page);
  await expect
    .poll(async () => totalXp((await cloudSave(request, userId))!), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(trained);
});

test('reloading the page tells nothing about the saves', { tag: '@desktop-only' }, async ({ page, request }) => {
  // Desktop project only (touch project: grepInvert @desktop-only): the load decision does not depend on the
  // viewport.
  await startNewHunter(page, request, 'reloads');
  await trainUntilXp(page);
  await saveNow(page);
  expect((await page.evaluate(() => window.__shadowHunterSaves!.syncNow())).status).toBe('synced');
  // Training goes on (four times as fast): each reload finds the local save (the exit snapshot) ahead of the cloud,
  // and once the page has loaded and its sync has settled, no toast spoke of the load.
  for (let reload = 0; reload < 2; reload += 1) {
    const before = await liveXp(page);
    await page.evaluate(() => window.__shadowHunter!.setTimeScale(4));
    await expect.poll(() => liveXp(page), { timeout: 30_000 }).toBeGreaterThan(before);
    await page.reload();
    await waitForGame(page);
    await page.evaluate(() => window.__shadowHunterSaves!.cloudIdle());
    expect(
      (await toastsShown(page)).filter((toast) => /^(Using (local|cloud) save|Your cloud progress)/.test(toast)),
    ).toEqual([]);
  }
});
