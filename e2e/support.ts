import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/platform/local-dev-keys';

/**
 * Saves the visible screen into test-results/screens/<project>-<name>.png (git-ignored), plus the
 * whole page as <name>-full.png when asked.
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = false } = {},
): Promise<void> {
  const base = `test-results/screens/${testInfo.project.name}-${name}`;
  // Finite animations (a dialog fading in) are taken at their end state, infinite ones at rest.
  await page.screenshot({ path: `${base}.png`, animations: 'disabled' });
  if (fullPage) await page.screenshot({ path: `${base}-full.png`, fullPage: true, animations: 'disabled' });
}

/**
 * Opens `path` as the sidebar's links do (the router, no reload): the running game, and what a test
 * set up in it, carry on; waits for the page's title in the top bar and its first heading.
 */
export async function openInApp(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByTestId('top-bar')).toContainText(title);
  await expect(page.locator('#game-main').getByRole('heading').first()).toBeVisible();
}

/**
 * Waits until the page has drawn `count` more frames: for checks that something does NOT happen (a paused sandbox,
 * a tap on empty sky), counted in frames the page really ran rather than in wall time, which a busy machine stretches.
 */
export async function framesPass(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = (): void => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
    count,
  );
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

/** Fills and submits the Sign Up form on `/` (terms ticked); the caller checks what follows. */
export async function submitSignUp(page: Page, email: string, password: string = PASSWORD): Promise<void> {
  await openSignUpTab(page);
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the/ }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export const GATEWAY_URL = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 54321}`;
export const PASSWORD = 'rift-walker-42';

/** Creates an account straight through the gateway's signup-with-tos function (faster than the form). */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  password: string = PASSWORD,
): Promise<string> {
  const response = await request.post(`${GATEWAY_URL}/functions/v1/signup-with-tos`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
    data: { email, password, tos_accepted: true, email_opt_in: false, account_tier: 'demo' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { user: { id: string } };
  return body.user.id;
}

/** Makes a user an admin the way an operator would: a row in admin_users written with the service role. */
export async function grantAdmin(request: APIRequestContext, userId: string): Promise<void> {
  const response = await request.post(`${GATEWAY_URL}/rest/v1/admin_users`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    data: { user_id: userId, role: 'admin' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Logs out through the sidebar's footer. */
export async function logOut(page: Page, testInfo: TestInfo): Promise<void> {
  await showSidebar(page, testInfo);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in through the homepage's Login tab and waits for the game. A new account's tutorial is marked
 * done (as its Complete button would) unless the test is about the tutorial: `{ keepTutorial: true }`.
 * The form is the subject of auth-flows.spec.ts; other journeys sign in with `logIn`.
 */
export async function logInWithForm(
  page: Page,
  email: string,
  password: string = PASSWORD,
  { keepTutorial = false } = {},
): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  if (!keepTutorial) await finishTutorialQuietly(page);
}

/** A page of the game's origin that runs nothing (in the e2e build only). */
export const BLANK_PAGE = '/e2e/harness/blank.html';

/** Where supabase-js keeps its session: `sb-<first label of the project's host>-auth-token` in localStorage. */
const SESSION_STORAGE_KEY = `sb-${new URL(GATEWAY_URL).hostname.split('.')[0]}-auth-token`;

/**
 * Signs in as a returning player whose browser kept the session: the gateway's password grant (the same call the
 * Login form makes), the session stored where supabase-js keeps it, then `path` (default /game) opened; waits for
 * the game's frame (for a /game path), and marks a new account's tutorial done unless `{ keepTutorial: true }`. Faster
 * than the form, which auth-flows.spec.ts drives itself.
 */
export async function logIn(
  page: Page,
  email: string,
  { path = '/game', keepTutorial = false, password = PASSWORD } = {},
): Promise<void> {
  const response = await page.request.post(`${GATEWAY_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as Record<string, unknown>;
  // A page of the game's origin where nothing runs, so localStorage can be written before the game's first load.
  await page.goto(BLANK_PAGE);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
  await page.goto(path);
  // Pages outside /game (the upgrade page) do not run the game.
  if (!path.startsWith('/game')) return;
  await expect(page.getByTestId('top-bar')).toBeVisible();
  if (!keepTutorial) await finishTutorialQuietly(page);
}

type TutorialHookWindow = Window & {
  __shadowHunter?: {
    send: (command: { type: 'setTutorialCompleted'; completedAt: number }) => Promise<{ ok: boolean }>;
    world: () => { tutorial: { completed: boolean } };
  };
  __shadowHunterSaves?: { saveNow: () => Promise<unknown> };
};

/**
 * Marks the tutorial completed through the development hook, the command its Complete button sends, so
 * journeys about other systems start where a returning player does (tutorial-help.spec.ts walks the
 * tutorial itself). Waits for the game to run first; the modal closes on the next HUD snapshot.
 */
export async function finishTutorialQuietly(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as TutorialHookWindow).__shadowHunter !== undefined, null, {
    timeout: 60_000,
  });
  await page.evaluate(async () => {
    const hook = (window as TutorialHookWindow).__shadowHunter!;
    if (hook.world().tutorial.completed) return;
    const reply = await hook.send({ type: 'setTutorialCompleted', completedAt: Date.now() });
    if (!reply.ok) throw new Error('setTutorialCompleted was refused');
    // Saved at once, so a test's next page load starts from it whatever the autosave's timing.
    await (window as TutorialHookWindow).__shadowHunterSaves?.saveNow();
  });
  await expect(page.locator('[data-testid="tutorial"]')).toBeHidden();
}

/** Opens the sidebar sheet on touch screens; on desktop the sidebar is already there. */
export async function showSidebar(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isTouch(testInfo)) return;
  await page.getByRole('button', { name: /Toggle sidebar/ }).click();
  await expect(page.getByRole('dialog', { name: 'Hunter menu' })).toBeVisible();
}

type ReplyBox = { reply?: unknown; error?: string };
type ReplyWindow = Window & { __e2eReplies?: Map<number, ReplyBox>; __e2eNextReply?: number };

/**
 * Sends a command through a development hook (`__shadowHunter` or `__shadowHunterSaves`) and waits for
 * the core's reply, which the page keeps on window while the test polls for it. Returning the pending
 * promise from page.evaluate failed on a busy machine: Chromium's inspector awaits it through a weak
 * handle and reported it collected ("Resulting promise was garbage collected") before the tick replied,
 * even when the page held it.
 */
export async function sendCommand<Reply = { ok: boolean }>(
  page: Page,
  hook: '__shadowHunter' | '__shadowHunterSaves',
  command: object,
  timeout = 30_000,
): Promise<Reply> {
  const id = await page.evaluate(
    ({ hookName, sent }) => {
      const target = window as ReplyWindow;
      const replies = (target.__e2eReplies ??= new Map());
      const replyId = (target.__e2eNextReply = (target.__e2eNextReply ?? 0) + 1);
      const send = (target as unknown as Record<string, { send(value: unknown): Promise<unknown> }>)[hookName]!.send;
      send(sent).then(
        (reply) => replies.set(replyId, { reply }),
        (error: unknown) => replies.set(replyId, { error: String(error) }),
      );
      return replyId;
    },
    { hookName: hook, sent: command },
  );
  const answered = () => page.evaluate((replyId) => (window as ReplyWindow).__e2eReplies?.get(replyId) ?? null, id);
  await expect.poll(answered, { timeout, message: `a reply to ${JSON.stringify(command)}` }).not.toBeNull();
  const box = (await answered())!;
  await page.evaluate((replyId) => (window as ReplyWindow).__e2eReplies?.delete(replyId), id);
  if (box.error !== undefined) throw new Error(`the command was not applied: ${box.error}`);
  return box.reply as Reply;
}
