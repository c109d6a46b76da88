import { test as base, expect, type Page } from '@playwright/test';

// Playwright's `test` with what every journey shares: a record of the toasts each page showed, so a test can ask
// whether the game said something without racing the toast's four seconds on screen (on a busy machine the check
// can come after the toast has gone).

declare global {
  interface Window {
    __e2eToasts?: string[];
  }
}

/** Runs in every page before its scripts: keeps the text of each toast sonner puts in the page, in order. */
function recordToasts(): void {
  const seen: string[] = [];
  const known = new WeakMap<Element, string>();
  window.__e2eToasts = seen;
  const scan = (): void => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      const text = (toast.textContent ?? '').trim();
      if (text !== '' && known.get(toast) !== text) {
        known.set(toast, text);
        seen.push(text);
      }
    }
  };
  const start = (): void => {
    new MutationObserver(scan).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    scan();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

export const test = base.extend<{ toastRecorder: undefined }>({
  toastRecorder: [
    async ({ context }, use) => {
      await context.addInitScript(recordToasts);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** Every toast text this page has shown since it loaded (title and description run together). */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__e2eToasts?.slice() ?? []);
}

/** Waits until the page has shown a toast containing `text`, gone again or not; a failure lists the toasts shown. */
export async function expectToastShown(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  const matches = (shown: string) => (typeof text === 'string' ? shown.includes(text) : text.test(shown));
  try {
    await expect.poll(async () => (await toastsShown(page)).some(matches), { timeout }).toBe(true);
  } catch (error) {
    const shown = await page
      .evaluate(() => (window.__e2eToasts ? window.__e2eToasts.slice() : 'no record in this page'))
      .catch((reason: unknown) => `unreadable: ${String(reason)}`);
    throw new Error(`No toast said ${String(text)}; the page showed ${JSON.stringify(shown)}`, { cause: error });
  }
}
