import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

export { uniqueEmail };
