import { expect, test } from './fixtures';
import { createAccount, finishTutorialQuietly, grantAdmin, logIn, logOut, screenshot, uniqueEmail } from './support';

test('an admin issues an upgrade code, a player redeems it, and the admin sees the new tier', async ({
  page,
  request,
}, testInfo) => {
  // Three sign-ins and three pages: longer than one default test on a shared machine.
  test.setTimeout(180_000);
  const adminEmail = uniqueEmail('keeper');
  const playerEmail = uniqueEmail('player');
  await grantAdmin(request, await createAccount(request, adminEmail));
  await createAccount(request, playerEmail);

  await logIn(page, adminEmail, { path: '/game/admin' });
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /Codes/ }).click();
  await page.getByLabel('Tier the code grants').selectOption('base');
  await page.getByRole('button', { name: 'Create code' }).click();
  const code = (await page.getByTestId('upgrade-code').first().textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThan(5);
  await screenshot(page, testInfo, 'admin-codes');
  await page.getByRole('tab', { name: /Error log/ }).click();
  await expect(page.getByText('Last 24 hours', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'admin-error-log', { fullPage: true });
  await logOut(page, testInfo);

  await logIn(page, playerEmail, { path: '/upgrade' });
  await page.getByRole('textbox', { name: 'Upgrade code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code redeemed' })).toHaveText(
    /Your account is now Base Game/,
  );
  await expect(page.getByText('Current: Base Game')).toBeVisible();
  // The same code works only once.
  await page.getByRole('textbox', { name: 'Upgrade code' }).fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('form', { name: 'Redeem an upgrade code' }).getByRole('alert')).toBeVisible();
  // The player's first visit to the game: the character is made, and the tutorial (done as its Complete would) closed.
  await page.goto('/game');
  await finishTutorialQuietly(page);
  await logOut(page, testInfo);

  await logIn(page, adminEmail, { path: '/game/admin' });
  await page.getByLabel('Player e-mail').fill(playerEmail);
  await page.getByRole('button', { name: 'Find player' }).click();
  const row = page.getByRole('listitem').filter({ hasText: playerEmail });
  await expect(row.getByTestId('player-tier')).toHaveText('Base Game');
  await row.getByLabel('Account tier').selectOption('supporter');
  await row.getByRole('button', { name: 'Save tier' }).click();
  await expect(page.getByText(`${playerEmail} is now Supporter`)).toBeVisible();
  await expect(row.getByTestId('player-tier')).toHaveText('Supporter');
  await screenshot(page, testInfo, 'admin-players');
});
