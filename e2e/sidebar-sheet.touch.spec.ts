import { expect, test } from './fixtures';
import { createAccount, logIn, screenshot, uniqueEmail } from './support';

// Touch project only (playwright.config.ts): below 768 px the sidebar is a sheet.

test('the mobile sidebar sheet opens and closes', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('sheet');
  await createAccount(request, email);
  await logIn(page, email);
  const sheet = page.getByRole('dialog', { name: 'Hunter menu' });
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: /Toggle sidebar/ }).click();
  await expect(sheet).toBeVisible();
  await screenshot(page, testInfo, 'sidebar-sheet');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  // Following a link in the sheet closes it too.
  await page.getByRole('button', { name: /Toggle sidebar/ }).click();
  await sheet.getByRole('link', { name: 'Quests' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/game\/quests$/);
  await expect(page.getByRole('heading', { name: 'Quests', level: 1 })).toBeVisible();
});
