import { expect, test } from './fixtures';
import { collectPageErrors, openSignUpTab, screenshot } from './support';

test.describe('signed-out visitors', () => {
  test('the homepage shows the game, its tiers and the Login / Sign Up card', async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shadow Hunter', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Five ways to hunt' })).toBeVisible();
    await screenshot(page, testInfo, 'home', { fullPage: true });
    expect(errors).toEqual([]);
  });

  test('/game shows the entry screen, not the game', async ({ page }, testInfo) => {
    await page.goto('/game');
    await expect(page.getByTestId('game-entry-screen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Rift Is Sealed' })).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    await screenshot(page, testInfo, 'game-entry');
    await page.getByRole('link', { name: /Sign in or create an account/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('any other top-level path is replaced by / @desktop-only', async ({ page }) => {
    await page.goto('/');
    await page.goto('/anything');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Shadow Hunter', level: 1 })).toBeVisible();
    // The redirect replaced /anything in the history: going back leaves the site's pages behind it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/anything$/);
  });

  test('unprefixed links lead to their /game pages @desktop-only', async ({ page }) => {
    for (const name of ['achievements', 'wraiths', 'equipment']) {
      await page.goto(`/${name}`);
      await expect(page).toHaveURL(new RegExp(`/game/${name}$`));
    }
  });

  test('the upgrade page compares the five tiers and asks a signed-out visitor to sign in', async ({
    page,
  }, testInfo) => {
    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { name: 'Upgrade Your Hunt' })).toBeVisible();
    for (const tier of ['Demo', 'Base Game', 'Expansion I', 'Expansion II', 'Supporter']) {
      await expect(page.getByRole('article', { name: `${tier} tier` })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Sign in to redeem/ })).toBeVisible();
    await screenshot(page, testInfo, 'upgrade', { fullPage: true });
  });

  test('the admin sign-in page', async ({ page }, testInfo) => {
    await page.goto('/admin-login');
    await expect(page.getByText('Keeper’s Gate')).toBeVisible();
    await screenshot(page, testInfo, 'admin-login');
  });
});

test.describe('form validation', () => {
  test('login asks for both fields @desktop-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
    await page.getByLabel('Email').fill('hunter@example.com');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
  });

  test('sign-up: the button stays disabled while the terms are unticked', async ({ page }, testInfo) => {
    await openSignUpTab(page);
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Email').fill('hunter@example.com');
    await form.getByLabel('Password').fill('secret123');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /I accept the/ }).click();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await screenshot(page, testInfo, 'signup');
  });

  test('sign-up: empty fields and a short password get their messages @desktop-only', async ({ page }) => {
    await openSignUpTab(page);
    const form = page.getByRole('form', { name: 'Sign Up' });
    await page.getByRole('checkbox', { name: /I accept the/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter both email and password');
    await form.getByLabel('Email').fill('hunter@example.com');
    await form.getByLabel('Password').fill('abc12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  });

  test('the Terms of Service dialog has 11 sections and I Accept ticks the box', async ({ page }, testInfo) => {
    await openSignUpTab(page);
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog', { name: /Terms of Service/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('section h3')).toHaveCount(11);
    await screenshot(page, testInfo, 'terms');
    await dialog.getByRole('button', { name: 'I Accept' }).click();
    await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
  });
});
