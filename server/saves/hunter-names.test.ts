// Renaming a hunter against the real gateway (0008_hunter_names.sql): the player's own supabase-js client
// pushes saves as the game does; a name that breaks the rules is refused, an accepted one is mirrored into
// players.username. The rules are the ones the core and the settings form apply (src/content/hunter-names.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hunterNameProblem } from '@/content/hunter-names';
import { createNewGameState, type GameState } from '@/core/state';
import { step } from '@/core/step';
import { signUpPlayer, startTestGateway, type TestGateway, type TestPlayer } from '../test-support/gateway';
import { expectAccepted, expectRejected } from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

function newWorld(player: TestPlayer): GameState {
  return createNewGameState({
    userId: player.user.id,
    email: player.email,
    tier: 'demo',
    nowMs: Date.now(),
    seed: player.user.id,
  });
}

async function mirroredName(player: TestPlayer): Promise<string> {
  const { data, error } = await player.client.from('players').select('username').eq('user_id', player.user.id);
  expect(error).toBeNull();
  return (data as { username: string }[])[0]!.username;
}

describe('hunter names on the server', () => {
  it('keeps the default name, accepts a renamed hunter through the core and mirrors it', async () => {
    const player = await signUpPlayer(gateway, 'renamer');
    const world = newWorld(player);
    const defaultName = world.player.username;
    // The default (e-mail prefix + 5 digits) is not judged, even when it breaks the rename rules.
    await expectAccepted(player, { ...world, lastSaved: Date.now() });
    const reply = step(world, [{ type: 'renameHunter', name: 'Ash Walker' }]).replies[0];
    expect(reply).toEqual({ ok: true });
    await expectAccepted(player, { ...world, lastSaved: Date.now() });
    expect(await mirroredName(player)).toBe('Ash Walker');
    expect(defaultName).not.toBe('Ash Walker');
  });

  it.each(['ab', 'x'.repeat(25), "Robert'); drop table players;--", '-edge', 'two  spaces', 'Ørjan'])(
    'refuses a hostile client’s name %j with the rules’ reason, and keeps the mirror',
    async (name) => {
      const player = await signUpPlayer(gateway, 'hostile');
      const world = newWorld(player);
      await expectAccepted(player, { ...world, lastSaved: Date.now() });
      const before = await mirroredName(player);
      const reason = hunterNameProblem(name)!;
      expect(reason).not.toBeNull();
      const forged = { ...world, lastSaved: Date.now(), player: { ...world.player, username: name } };
      const message = await expectRejected(player, forged, /Save rejected/);
      expect(message).toContain(reason);
      expect(await mirroredName(player)).toBe(before);
    },
  );
});
