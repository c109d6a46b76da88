import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hunterForTrial } from '../src/core/trials/testing';
import { tierRules } from '../src/core/tiers';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/platform/local-dev-keys';
import type { DevGameHook } from '../src/hud/game/dev-hook';
import { storeVerifiedSave } from './saves-support';
import { collectPageErrors, createAccount, GATEWAY_URL, logIn, PASSWORD, screenshot, uniqueEmail } from './support';

// The arena (issue 15), desktop and touch: a rank-A hunter (a fixture save an operator restores through
// the service role as a verified save, with the server's rank A) publishes their card, finds a rival's card on
// the ladder, duels it, watches the duel on the canvas, reads the verdict, and the save counts the duel; no gear
// is lost. The rival published through the arena function as any player would.

const service = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

const world = <T>(page: Page, read: (state: ReturnType<DevGameHook['world']>) => T) =>
  page.evaluate(`(${read.toString()})(window.__shadowHunter.world())`) as Promise<T>;

async function serviceCall(request: APIRequestContext, method: 'post' | 'patch', path: string, data: object) {
  const response = await request[method](`${GATEWAY_URL}${path}`, { headers: service, data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A base account at the server's rank A whose cloud save (verified) is a geared rank-A hunter named `name`. */
async function rankAHunter(request: APIRequestContext, name: string, seed: number): Promise<string> {
  const email = uniqueEmail('arena');
  const userId = await createAccount(request, email);
  await serviceCall(request, 'post', '/rest/v1/rpc/set_account_tier', { user_id: userId, tier: 'base' });
  const players = await request.get(`${GATEWAY_URL}/rest/v1/players?user_id=eq.${userId}&select=id`, {
    headers: service,
  });
  const [row] = (await players.json()) as { id: string }[];
  const playerId = row!.id;
  await serviceCall(request, 'patch', `/rest/v1/player_hunter_rank?player_id=eq.${playerId}`, { current_rank: 'A' });
  const weekAgo = Date.now() - 7 * 86_400_000;
  const hunter = hunterForTrial('S', seed);
  hunter.playerId = userId;
  hunter.player.id = userId;
  hunter.player.username = name;
  hunter.player.accountTier = 'base';
  hunter.inventory.maxSlots = tierRules('base').start.inventorySlots;
  hunter.banking.upgrades.totalSlots = tierRules('base').start.bankSlots;
  hunter.createdAt = weekAgo;
  hunter.lastSaved = Date.now();
  hunter.tutorial.completed = true;
  await storeVerifiedSave(request, userId, hunter);
  return email;
}

/** The rival publishes through the arena function with their own session, as the page does. */
async function publishAs(request: APIRequestContext, email: string): Promise<void> {
  const signIn = await request.post(`${GATEWAY_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const published = await request.post(`${GATEWAY_URL}/functions/v1/arena`, {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}` },
    data: { action: 'publish' },
  });
  expect(published.ok(), await published.text()).toBe(true);
}

test('a rank-A hunter publishes a card, duels a rival on the canvas, and the save counts it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const rivalName = `Rival ${testInfo.project.name}`;
  await publishAs(request, await rankAHunter(request, rivalName, 21));
  const email = await rankAHunter(request, 'Vesper Nightfall', 11);
  await logIn(page, email, { path: '/game/arena' });
  await expect.poll(() => world(page, (state) => state.player.hunterRank), { timeout: 30_000 }).toBe('A');
  const gearBefore = await world(page, (state) => JSON.stringify(state.equipment.slots));

  // Publish: the server builds the card from the saved hunter.
  await page.getByRole('button', { name: /Publish my card/ }).click();
  await expect(page.getByTestId('arena-card-name')).toHaveText('Vesper Nightfall', { timeout: 30_000 });
  await expect(page.getByTestId('arena-rating')).toHaveText('1200');
  await screenshot(page, testInfo, 'arena-page');

  // Duel the rival from the ladder: the canvas shows it, then the verdict.
  const duel = page.getByRole('button', { name: `Duel ${rivalName}` });
  await expect(duel).toBeEnabled();
  await duel.click();
  const stage = page.getByTestId('duel-stage');
  await expect(stage).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => window.__gameCanvas?.inspect()?.scene ?? null), { timeout: 30_000 })
    .toBe('duel');
  await screenshot(page, testInfo, 'arena-duel');
  await page.getByRole('button', { name: 'Skip to the verdict' }).click();
  const verdict = page.getByTestId('duel-verdict');
  await expect(verdict).toContainText(/Victory|Defeat/);
  await expect(verdict).toContainText('No gear is lost in the arena');
  await screenshot(page, testInfo, 'arena-verdict');

  // The save counted the duel once, and a loss took no gear.
  const counted = await world(page, (state) => ({
    fought: state.stats.pvpWins + state.stats.pvpLosses,
    recorded: state.arena?.recordedDuels.length ?? 0,
  }));
  expect(counted).toEqual({ fought: 1, recorded: 1 });
  expect(await world(page, (state) => JSON.stringify(state.equipment.slots))).toBe(gearBefore);
  expect(errors).toEqual([]);
});
