import { describe, expect, it } from 'vitest';
import type { ArenaCard } from '@/core/arena/arena-types';
import { simulateDuel } from '@/core/arena/duel';
import type { Command } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import type { GameState } from '@/core/state-types';
import { recordArenaDuel } from '@/core/systems/arena';
import type { ManualSyncResult } from '@/persistence/cloud/cloud-sync';
import { ManualClock } from '@/platform/clock';
import type { ArenaBackend, ArenaStanding, DuelOutcome, DuelRecord } from './arena-backend';
import { ServerRefusal } from '../rank-trials/rank-trial-backend';
import { ARENA_CONTROLLER_MESSAGES, ArenaController } from './arena-controller';
import { arenaCard, arenaWorld } from './arena-testing';

const ME = 'me-0000';
const THEM = 'them-0000';
const myCard = arenaCard(1, 'Mira');
const theirCard = arenaCard(2, 'Dorn');

const standing = (playerId: string, card: ArenaCard, rating = 1200): ArenaStanding => ({
  playerId,
  card,
  rating,
  wins: 0,
  losses: 0,
  publishedAt: '2025-01-01T00:00:00Z',
});

function outcomeFor(seed: number, overrideWinner?: 'attacker' | 'defender'): DuelOutcome {
  const result = simulateDuel(myCard, theirCard, seed);
  const winner = overrideWinner ?? (result.winner === 'a' ? 'attacker' : 'defender');
  return {
    duelId: `duel-${seed}`,
    seed,
    attacker: { playerId: ME, card: myCard, ratingBefore: 1200, ratingAfter: winner === 'attacker' ? 1216 : 1184 },
    defender: { playerId: THEM, card: theirCard, ratingBefore: 1200, ratingAfter: winner === 'attacker' ? 1184 : 1216 },
    won: winner === 'attacker',
    result: { winner, endedBy: result.endedBy, durationMs: result.durationMs },
  };
}

const record = (
  id: string,
  attacker: string,
  defender: string,
  winner: 'attacker' | 'defender',
  at: string,
): DuelRecord => ({
  id,
  attacker,
  defender,
  seed: 1,
  winner,
  attackerRatingBefore: 1200,
  attackerRatingAfter: 1210,
  defenderRatingBefore: 1200,
  defenderRatingAfter: 1190,
  attackerCard: theirCard,
  defenderCard: myCard,
  createdAt: at,
});

function setup(
  options: { world?: GameState; duels?: DuelRecord[]; duel?: () => Promise<DuelOutcome>; sync?: ManualSyncResult } = {},
) {
  const world = options.world ?? arenaWorld(1, 'Mira');
  const calls: string[] = [];
  const toasts: string[] = [];
  const warnings: string[] = [];
  const commands: Command[] = [];
  let published: ArenaStanding | null = null;
  const backend: ArenaBackend = {
    playerId: () => Promise.resolve(ME),
    publish: () => {
      calls.push('publish');
      published = standing(ME, myCard);
      return Promise.resolve({ card: myCard, rating: 1200, wins: 0, losses: 0 });
    },
    duel: (opponentId) => {
      calls.push(`duel:${opponentId}`);
      return options.duel ? options.duel() : Promise.resolve(outcomeFor(3));
    },
    readLadder: () => Promise.resolve([standing(THEM, theirCard, 1250), ...(published ? [published] : [])]),
    readMyCard: () => Promise.resolve(published),
    readMyDuels: () => Promise.resolve(options.duels ?? []),
  };
  const clock = new ManualClock();
  const controller = new ArenaController({
    backend,
    clock,
    notifier: {
      success: (title) => toasts.push(`success:${title}`),
      info: (title) => toasts.push(`info:${title}`),
      warning: (title) => toasts.push(`warning:${title}`),
      error: (title) => toasts.push(`error:${title}`),
    },
    logger: { info: () => undefined, warn: (message) => warnings.push(message), error: () => undefined },
    isOnline: () => true,
    syncForServer: () => {
      calls.push('sync');
      return Promise.resolve(options.sync ?? { status: 'synced', conflictsResolved: 0 });
    },
    getWorld: () => world,
    send: (command) => {
      commands.push(command);
      if (command.type !== 'recordArenaDuel') return Promise.resolve({ ok: false, message: 'unexpected' });
      const events: GameEvent[] = [];
      const refused = recordArenaDuel(world, command.duelId, command.won, events);
      return Promise.resolve(refused ? { ok: false, message: refused } : { ok: true });
    },
  });
  return { controller, world, calls, toasts, warnings, commands, clock };
}

describe('ArenaController', () => {
  it('reads my card, the ladder and my duels when the page opens', async () => {
    const { controller } = setup();
    await controller.open();
    expect(controller.store.getState()).toMatchObject({ status: 'ready', playerId: ME, mine: null, error: null });
    expect(controller.store.getState().ladder.map((entry) => entry.playerId)).toEqual([THEM]);
  });

  it('publishes after a quiet forced sync, then reloads', async () => {
    const { controller, calls, toasts } = setup();
    await controller.open();
    await controller.publish();
    expect(calls).toEqual(['sync', 'publish']);
    expect(toasts).toEqual([`success:${ARENA_CONTROLLER_MESSAGES.published}`]);
    expect(controller.store.getState().mine?.card.name).toBe('Mira');
    expect(controller.store.getState().pending).toBeNull();
    await controller.publish();
    expect(toasts.at(-1)).toBe(`success:${ARENA_CONTROLLER_MESSAGES.refreshed}`);
  });

  it('does not publish when the save could not reach the server, saying why', async () => {
    const { controller, calls, toasts } = setup({ sync: { status: 'failed', error: 'Save rejected by the guard' } });
    await controller.publish();
    expect(calls).toEqual(['sync']);
    expect(toasts).toEqual(['error:Save rejected by the guard']);
    expect(controller.store.getState().error).toBe('Save rejected by the guard');
  });

  it('duels: records the outcome in the save, checks the replay and plays it to the verdict', async () => {
    const { controller, world, commands, clock } = setup();
    await controller.open();
    const outcome = outcomeFor(3);
    await controller.duel(THEM);
    expect(commands).toEqual([{ type: 'recordArenaDuel', duelId: outcome.duelId, won: outcome.won }]);
    expect(world.arena?.recordedDuels).toEqual([outcome.duelId]);
    expect(outcome.won ? world.stats.pvpWins : world.stats.pvpLosses).toBe(1);
    const shown = controller.store.getState().duel!;
    expect(shown).toMatchObject({ phase: 'fighting', verified: true, opponentName: 'Dorn', ratingBefore: 1200 });
    expect(controller.feed.scenePlayback()?.replay.duelId).toBe(outcome.duelId);
    clock.step(outcome.result.durationMs + 200);
    expect(controller.store.getState().duel?.phase).toBe('verdict');
    controller.dismissDuel();
    expect(controller.store.getState().duel).toBeNull();
    expect(controller.feed.scenePlayback()).toBeNull();
  });

  it("shows the server's verdict without a replay when the replay names another winner, and logs it", async () => {
    const real = outcomeFor(3);
    const flipped = outcomeFor(3, real.result.winner === 'attacker' ? 'defender' : 'attacker');
    const { controller, warnings, toasts, commands } = setup({ duel: () => Promise.resolve(flipped) });
    await controller.duel(THEM);
    expect(controller.store.getState().duel).toMatchObject({ phase: 'verdict', verified: false, won: flipped.won });
    expect(controller.feed.scenePlayback()).toBeNull();
    expect(warnings).toContain(ARENA_CONTROLLER_MESSAGES.replayMismatch);
    expect(toasts).toContain(`warning:${ARENA_CONTROLLER_MESSAGES.replayMismatch}`);
    expect(commands).toEqual([{ type: 'recordArenaDuel', duelId: flipped.duelId, won: flipped.won }]);
  });

  it("shows a refusal in the server's words and records nothing", async () => {
    const { controller, toasts, commands } = setup({
      duel: () => Promise.reject(new ServerRefusal('Too many duels: at most 30 an hour. Try again later.')),
    });
    await controller.duel(THEM);
    expect(toasts).toEqual(['error:Too many duels: at most 30 an hour. Try again later.']);
    expect(commands).toEqual([]);
    expect(controller.store.getState()).toMatchObject({ pending: null, duel: null });
  });

  it('records the duels others fought against me once, oldest first, won when the defender won', async () => {
    const duels = [
      record('d3', THEM, ME, 'attacker', '2025-01-03T00:00:00Z'),
      record('d2', THEM, ME, 'defender', '2025-01-02T00:00:00Z'),
      record('d1', THEM, ME, 'defender', '2025-01-01T00:00:00Z'),
    ];
    const { controller, commands, world } = setup({ duels });
    await controller.open();
    expect(commands).toEqual([
      { type: 'recordArenaDuel', duelId: 'd1', won: true },
      { type: 'recordArenaDuel', duelId: 'd2', won: true },
      { type: 'recordArenaDuel', duelId: 'd3', won: false },
    ]);
    expect(world.stats.pvpWins).toBe(2);
    expect(world.stats.pvpLosses).toBe(1);
    await controller.reload();
    expect(commands).toHaveLength(3);
  });

  it('records nothing below rank A', async () => {
    const world = arenaWorld(1);
    world.player.hunterRank = 'B';
    const { controller, commands } = setup({
      world,
      duels: [record('d1', THEM, ME, 'defender', '2025-01-01T00:00:00Z')],
    });
    await controller.open();
    expect(commands).toEqual([]);
  });
});
