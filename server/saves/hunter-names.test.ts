// Renaming a hunter against the real gateway: the game's renameHunter command goes to the server in the journal, the
// sync function replays it with the core (which applies the rules of src/content/hunter-names.ts, as the settings
// form does), and the stored name is mirrored into players.username (0008's sync_hunter_name). A hostile client's
// name is refused by the core's own command in the replay, so the stored save and the mirror keep the old name;
// writing the save directly is refused to players altogether (0019; server/saves/player-writes.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hunterNameProblem } from '@/content/hunter-names';
import type { Command } from '@/core/commands';
import { DEFAULT_CONTEXT } from '@/core/context';
import { CORE_VERSION } from '@/core/journal/core-version';
import { JournalWriter } from '@/core/journal/journal';
import { JOURNAL_FORMAT } from '@/core/journal/journal-types';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state';
import { step } from '@/core/step';
import {
  callFunction,
  signUpPlayer,
  startTestGateway,
  type TestGateway,
  type TestPlayer,
} from '../test-support/gateway';
import { expectPlayerWriteRefused, readSaveRow } from './guard-support';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway.close();
});

async function mirroredName(player: TestPlayer): Promise<string> {
  const { data, error } = await player.client.from('players').select('username').eq('user_id', player.user.id);
  expect(error).toBeNull();
  return (data as { username: string }[])[0]!.username;
}

/** A new hunter as the sync function made it. */
async function syncedHunter(): Promise<{ player: TestPlayer; world: GameState }> {
  const player = await signUpPlayer(gateway, 'renamer');
  const base = await callFunction(gateway, player, 'sync', { action: 'base' });
  expect(base.status).toBe(200);
  return { player, world: base.body.state as GameState };
}

/** Gives `command` to the world as the game does (journaled, then stepped) and syncs it; the core's reply. */
async function renameAndSync(player: TestPlayer, world: GameState, name: string): Promise<unknown> {
  const baseHash = hashWorld(world);
  const writer = new JournalWriter();
  const command: Command = { type: 'renameHunter', name };
  writer.recordTick([command], DEFAULT_CONTEXT);
  const reply = step(world, [command], DEFAULT_CONTEXT).replies[0];
  const answer = await callFunction(gateway, player, 'sync', {
    action: 'push',
    journalId: randomUUID(),
    journal: { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash, entries: writer.copy() },
    clientHash: hashWorld(world),
  });
  // The replay agrees with the device: nothing for it to adopt.
  expect(answer).toEqual({ status: 200, body: { hash: hashWorld(world) } });
  return reply;
}

describe('hunter names on the server', () => {
  it('keeps the default name, then stores a name renamed through the core and mirrors it', async () => {
    const { player, world } = await syncedHunter();
    const defaultName = world.player.username;
    expect(await renameAndSync(player, world, 'Ash Walker')).toEqual({ ok: true });
    expect(((await readSaveRow(gateway, player.user.id)).player_state as GameState).player.username).toBe('Ash Walker');
    expect(await mirroredName(player)).toBe('Ash Walker');
    expect(defaultName).not.toBe('Ash Walker');
  });

  it.each(['ab', 'x'.repeat(25), "Robert'); drop table players;--", '-edge', 'two  spaces', 'Ørjan'])(
    'refuses a hostile client’s name %j with the rules’ reason, and keeps the save and the mirror',
    async (name) => {
      const { player, world } = await syncedHunter();
      const before = await mirroredName(player);
      const stored = world.player.username;
      const reason = hunterNameProblem(name)!;
      expect(reason).not.toBeNull();
      const reply = await renameAndSync(player, world, name);
      expect(reply).toMatchObject({ ok: false });
      expect(JSON.stringify(reply)).toContain(reason);
      expect(((await readSaveRow(gateway, player.user.id)).player_state as GameState).player.username).toBe(stored);
      expect(await mirroredName(player)).toBe(before);
      // Nor can the name be written into the save directly.
      await expectPlayerWriteRefused(player, { ...world, player: { ...world.player, username: name } });
      expect(await mirroredName(player)).toBe(before);
    },
  );
});
