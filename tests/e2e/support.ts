import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Saves the visible screen into test-results/screens/<project>-<name>.png (git-ignored), plus the
 * whole page as <name>-full.png when asked.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}): Promise<void> {
  const base = `test-results/screens/${testInfo.project.name}-${name}`;
  await page.screenshot({ path: `${base}.png` });
  if (fullPage) await page.screenshot({ path: `${base}-full.png`, fullPage: true });
}

/** A unique address per test run, so sign-ups never collide with earlier runs. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}@hunters.test`;
}

export const isTouch = (testInfo: TestInfo) => testInfo.project.name === 'touch';

/** Fails the test on any uncaught page error. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function openSignUpTab(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
}
