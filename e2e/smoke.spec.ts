import { expect, test } from '@playwright/test';

test('the page loads and shows the game title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shadow Hunter' })).toBeVisible();
  expect(errors).toEqual([]);
});
