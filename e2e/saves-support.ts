import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hashWorld } from '../src/core/journal/world-hash';
import type { GameState } from '../src/core/state';
import '../src/runtime/saves/test-hooks';
import { LOCAL_SERVICE_ROLE_KEY } from '../src/platform/local-dev-keys';
import { createAccount, GATEWAY_URL, logIn, sendCommand, uniqueEmail } from './support';

/** A new account, signed in, with the game running and its save hooks ready. */
export async function startNewHunter(
  page: Page,
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail(label);
  const userId = await createAccount(request, email);
  await logIn(page, email);
  await waitForGame(page);
  return { email, userId };
}

/** Waits until the game runs and the save pipeline is attached (the dev-only hooks are installed). */
export async function waitForGame(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__shadowHunterSaves?.world() != null, null, { timeout: 30_000 });
}

export async function roleOf(page: Page): Promise<string> {
  return page.evaluate(() => window.__shadowHunterSaves!.role());
}

/** Sum of every skill's XP in the live world. */
export function liveXp(page: Page): Promise<number> {
  return page.evaluate(() =>
    Object.values(window.__shadowHunterSaves!.world()!.skills).reduce((sum, skill) => sum + skill.experience, 0),
  );
}

export function totalXp(state: Pick<GameState, 'skills'>): number {
  return Object.values(state.skills).reduce((sum, skill) => sum + skill.experience, 0);
}

/**
 * Trains Sword Drills (unless a session already runs) until the hunter has at least `atLeast` XP in all; the sessions
 * (8 s each) run eight times as fast meanwhile.
 */
export async function trainUntilXp(page: Page, atLeast = 1): Promise<number> {
  const training = await page.evaluate(() => window.__shadowHunterSaves!.world()!.skillTraining.activeSession);
  if (!training) {
    const reply = await sendCommand(page, '__shadowHunterSaves', {
      type: 'startTraining',
      skill: 'bladework',
      activityId: 'sword_drills',
    });
    expect(reply.ok, JSON.stringify(reply)).toBe(true);
  }
  await page.evaluate(() => window.__shadowHunter!.setTimeScale(8));
  await expect.poll(() => liveXp(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(atLeast);
  await page.evaluate(() => window.__shadowHunter!.setTimeScale(1));
  return liveXp(page);
}

export async function saveNow(page: Page): Promise<{ sequence: number; lastSaved: number }> {
  const ack = await page.evaluate(() => window.__shadowHunterSaves!.saveNow());
  expect(ack).not.toBeNull();
  return ack!;
}

/** The cloud copy of a player's save, read with the service role (as an operator would). */
export async function cloudSave(request: APIRequestContext, userId: string): Promise<GameState | null> {
  const response = await request.get(`${GATEWAY_URL}/rest/v1/user_profiles?id=eq.${userId}&select=player_state`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const rows = (await response.json()) as { player_state: GameState | null }[];
  return rows[0]?.player_state ?? null;
}

/**
 * Stores `world` as the account's cloud save the way the sync function stores a replay (store_verified_save, the
 * service role): the game syncs on from it. Players write no save (migration 0019), so a journey that starts from a
 * fixture hunter has an operator restore it this way. Its clock is set to now, as a state the server verified
 * just now has: a fixture's own clock would have the device claim months away that the server never saw pass.
 */
export async function storeVerifiedSave(request: APIRequestContext, userId: string, world: GameState): Promise<void> {
  const headers = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };
  const current = await request.get(`${GATEWAY_URL}/rest/v1/user_profiles?id=eq.${userId}&select=verified_hash`, {
    headers,
  });
  expect(current.ok(), await current.text()).toBe(true);
  const [row] = (await current.json()) as { verified_hash: string | null }[];
  world.sim.nowMs = Date.now();
  world.lastSaved = world.sim.nowMs;
  const stored = await request.post(`${GATEWAY_URL}/rest/v1/rpc/store_verified_save`, {
    headers,
    data: {
      user_uuid: userId,
      expected_hash: row?.verified_hash ?? null,
      new_state: world,
      new_hash: hashWorld(world),
      journal_uuid: null,
      base_hash: null,
      now_at: new Date().toISOString(),
    },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  expect(await stored.json()).toBe(true);
}

export { uniqueEmail };

/**
 * Moves the sync function's clock on for one player (the gateway's FUNCTION_CLOCK_CONTROL, end-to-end runs only), as
 * hours passing would: a journey away for hours on the page's clock is away for as long on the server's.
 */
export async function advanceServerClock(request: APIRequestContext, userId: string, advanceMs: number): Promise<void> {
  const moved = await request.post(`${GATEWAY_URL}/functions/v1/_test/clock`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    data: { userId, advanceMs },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}
