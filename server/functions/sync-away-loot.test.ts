// What a fight away yields (issue 32: loot, wraith tokens, the zone's boss, potions onto the belt) is the server's
// replay, not the client's word: a client that edits its own world after three hours away (a fortune of tokens, a
// belt of potions, the boss counted) is answered with the server's state, and the stored save, read back with the
// service role, holds exactly what the honest replay holds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '@/core/context';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT } from '@/core/journal/journal-types';
import { hashWorld } from '@/core/journal/world-hash';
import { catchUp } from '@/core/offline';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import {
  callFunction,
  rawFetch,
  serviceClient,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
} from '../test-support/gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ functionClockControl: true });
});
afterAll(async () => {
  await gateway.close();
});

const THREE_HOURS = 3 * 3_600_000;

async function storedState(userId: string): Promise<GameState> {
  const { data, error } = await serviceClient(gateway)
    .from('user_profiles')
    .select('player_state')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return (data as { player_state: GameState }).player_state;
}

const tokenCount = (world: GameState) => Object.values(world.wraiths.tokens).reduce((sum, n) => sum + n, 0);
const materialCount = (world: GameState) => Object.values(world.resources.materials).reduce((sum, n) => sum + n, 0);
const itemCount = (world: GameState) => world.inventory.items.reduce((sum, entry) => sum + entry.quantity, 0);

describe('a fight away, synced', () => {
  it('stores the server’s loot, tokens and boss kills, whatever the client says it found', async () => {
    const player = await signUpPlayer(gateway, 'away-loot');
    const base = await callFunction(gateway, player, 'sync', { action: 'base' });
    expect(base.status).toBe(200);
    const world = base.body.state as GameState;
    const baseHash = hashWorld(world);
    const lootAtStart = materialCount(world) + tokenCount(world);
    // Three hours pass on the server's clock for this player (the service role's test clock).
    const moved = await rawFetch(gateway, '/functions/v1/_test/clock', {
      method: 'POST',
      token: gateway.config.serviceRoleKey,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: player.user.id, advanceMs: THREE_HOURS }),
    });
    expect(moved.status).toBe(200);

    // The honest client: a fight in the Tutorial Rift, then three hours away.
    const writer = new JournalWriter();
    const fight = [{ type: 'startCombat', areaId: 'tutorial_rift' } as const];
    writer.recordTick(fight, DEFAULT_CONTEXT);
    step(world, fight, DEFAULT_CONTEXT);
    writer.recordAway(THREE_HOURS, DEFAULT_CONTEXT);
    catchUp(world, THREE_HOURS, DEFAULT_CONTEXT);
    expect(world.stats.enemiesKilled).toBeGreaterThan(0);
    // The absence brought loot of its own, so the server's replay has something to decide.
    expect(materialCount(world) + tokenCount(world)).toBeGreaterThan(lootAtStart);

    // The hostile client edits what the absence brought before it reports its world.
    const forged = cloneWorld(world);
    forged.wraiths.tokens = { ...forged.wraiths.tokens, ember_wisp: 999 };
    for (const entry of forged.inventory.items) entry.quantity = 999;
    for (const id of Object.keys(forged.resources.materials)) forged.resources.materials[id] = 999;
    forged.stats.enemiesKilled += 5_000;
    forged.resources.gold += 1_000_000;

    const answer = await callFunction(gateway, player, 'sync', {
      action: 'push',
      journalId: randomUUID(),
      journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries: writer.copy() },
      clientHash: hashWorld(forged),
    });
    expect(answer.status).toBe(200);
    // Told what its inputs gave: the honest replay, not the forged world.
    expect(answer.body.hash).toBe(hashWorld(world));
    expect(answer.body.hash).not.toBe(hashWorld(forged));

    const kept = await storedState(player.user.id);
    expect(hashWorld(kept)).toBe(hashWorld(world));
    expect(tokenCount(kept)).toBe(tokenCount(world));
    expect(tokenCount(kept)).not.toBe(tokenCount(forged));
    expect(itemCount(kept)).toBe(itemCount(world));
    expect(materialCount(kept)).toBe(materialCount(world));
    expect(kept.stats.enemiesKilled).toBe(world.stats.enemiesKilled);
    expect(kept.resources.gold).toBe(world.resources.gold);
  });
});
