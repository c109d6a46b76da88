import type { Page } from '@playwright/test';
import { expect, expectToastShown, test, toastsShown } from './fixtures';
import { BLANK_PAGE, collectPageErrors, screenshot } from './support';
import { liveXp, roleOf, saveNow, startNewHunter, trainUntilXp, waitForGame } from './saves-support';

// The save pipeline in the running game against the real gateway: local slots, one writer per hunter.

test('progress survives a reload @desktop-only', async ({ page, request }, testInfo) => {
  const errors = collectPageErrors(page);
  await startNewHunter(page, request, 'reload');
  const trained = await trainUntilXp(page);
  // No forced save: what the page keeps as it is left (pagehide) must be enough.
  await page.reload();
  await waitForGame(page);
  expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
  await expect(page.getByTestId('cloud-save-status')).toBeVisible();
  await screenshot(page, testInfo, 'saves-status-button');
  expect(errors).toEqual([]);
});

test('a second tab of the same hunter is read-only until it takes over @desktop-only', async ({
  page,
  request,
  context,
}, testInfo) => {
  await startNewHunter(page, request, 'tabs');
  expect(await roleOf(page)).toBe('writer');
  const second = await context.newPage();
  await second.goto('/game');
  await waitForGame(second);
  const banner = second.getByTestId('read-only-banner');
  await expect(banner).toContainText('This hunter is open in another tab. Progress here is not saved.');
  expect(await roleOf(second)).toBe('reader');
  await screenshot(second, testInfo, 'saves-read-only-banner');

  // Progress made in the first tab is what the second one plays after taking over.
  const trained = await trainUntilXp(page);
  await saveNow(page);
  await second.getByRole('button', { name: 'Play here instead' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => roleOf(second)).toBe('writer');
  await expect.poll(() => liveXp(second)).toBeGreaterThanOrEqual(trained);
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
  expect(await roleOf(page)).toBe('reader');
  expect(await page.evaluate(() => window.__shadowHunterSaves!.saveNow())).toBeNull();
});

/** Flips one byte of the newest version in slot 1, as a failing disk would (saving held first). */
async function damageNewestVersion(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.__shadowHunterSaves!.holdSaving();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('shadow-hunter-saves');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const store = db.transaction('slots', 'readwrite').objectStore('slots');
    const records = await new Promise<{ id: string; data: Uint8Array }[]>((resolve) => {
      const all = store.getAll();
      all.onsuccess = () => resolve(all.result as { id: string; data: Uint8Array }[]);
    });
    const record = records[0]!;
    const data = new Uint8Array(record.data);
    data[Math.floor(data.length / 2)]! ^= 0xff;
    await new Promise((resolve) => {
      const put = store.put({ ...record, data });
      put.onsuccess = resolve;
    });
    db.close();
  });
}

test(
  'a damaged newest save is mended from the rescue copy; without one, the previous good version loads with its toast',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): Storage recovery does not depend on the viewport;
    // one project is enough.
    await startNewHunter(page, request, 'damaged');
    await trainUntilXp(page);
    const first = await saveNow(page);
    const second = await saveNow(page);
    expect(second.sequence).toBe(first.sequence + 1);

    // The rescue copy (OPFS) holds the same version intact: nothing is lost, so nothing to tell.
    await damageNewestVersion(page);
    await page.reload();
    await waitForGame(page);
    expect((await toastsShown(page)).filter((toast) => toast.includes('Save restored from backup'))).toEqual([]);
    expect(await page.evaluate(() => window.__shadowHunterSaves!.world()!.lastSaved)).toBeGreaterThanOrEqual(
      second.lastSaved,
    );

    // Damaged again, and no rescue copy: the slot's previous version is what is left.
    await damageNewestVersion(page);
    // The rescue-copy worker holds its files locked while saves come; holding saving lets them go.
    await expect(async () => {
      await page.evaluate(async () => {
        const root = await navigator.storage.getDirectory();
        await root.removeEntry('save-rescue', { recursive: true });
      });
    }).toPass({ timeout: 15_000 });
    await page.reload();
    await waitForGame(page);
    await expectToastShown(page, 'Save restored from backup');
    // The game saves on from the version it restored.
    await expect.poll(() => page.evaluate(() => window.__shadowHunterSaves!.acks.length)).toBeGreaterThan(0);
  },
);

test(
  'when the browser loses its save database, the hunter comes back from the rescue copy',
  { tag: '@desktop-only' },
  async ({ page, request, context }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): Storage recovery does not depend on the viewport;
    // one project is enough.
    // What Chromium does to an IndexedDB it finds corrupt after a crash: it wipes it (data loss "total").
    await startNewHunter(page, request, 'wiped');
    const trained = await trainUntilXp(page);
    await saveNow(page);
    await page.evaluate(() => window.__shadowHunterSaves!.holdSaving());
    await page.goto('about:blank');
    // A page of the same origin that does not run the game, so no connection holds the database open.
    const other = await context.newPage();
    await other.goto(BLANK_PAGE);
    const deleted = await other.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.deleteDatabase('shadow-hunter-saves');
          request.onsuccess = () => resolve('deleted');
          request.onerror = () => resolve(`error: ${request.error?.message ?? ''}`);
          request.onblocked = () => resolve('blocked');
        }),
    );
    expect(deleted).toBe('deleted');
    await other.close();
    // No cloud either: the only copy left is the rescue copy.
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto('/game');
    await waitForGame(page);
    expect(await liveXp(page)).toBeGreaterThanOrEqual(trained);
    await expect(page.getByText('Character created')).toHaveCount(0);
  },
);

test(
  'a newer save format in another tab makes this one reload',
  { tag: '@desktop-only' },
  async ({ page, request, context }) => {
    // Desktop project only (touch project: grepInvert @desktop-only): Tab messaging does not depend on the viewport;
    // one project is enough.
    await startNewHunter(page, request, 'upgrade');
    const other = await context.newPage();
    await other.goto('/');
    const reloaded = page.waitForEvent('framenavigated', { timeout: 20_000 });
    await other.evaluate(() =>
      new BroadcastChannel('shadow-hunter-saves').postMessage({ type: 'save-format', saveVersion: 99 }),
    );
    await expectToastShown(page, 'The game was updated in another tab');
    await reloaded;
    await waitForGame(page);
  },
);
