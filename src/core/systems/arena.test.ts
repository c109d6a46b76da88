import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../apply-command';
import { arenaLockReason } from '../arena/rating';
import type { GameEvent } from '../events';
import { GAME_REGISTRY } from '../game-systems';
import { SeededRandom } from '../rng';
import type { GameState } from '../state-types';
import { step } from '../step';
import { createHunter, createLateGameWorld } from '../testing/fixtures';
import { cloneWorld, serializeWorld } from '../world';
import { ARENA_DUEL_ID_MAX, ARENA_MESSAGES, ARENA_RECORDED_DUELS_KEPT } from './arena';

const lateWorld = createLateGameWorld(6);

/** Applies one command through the game's registry, without stepping a tick (nothing else moves). */
function record(world: GameState, command: object): { reply: ReturnType<typeof applyCommand>; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const tick = { context: { utcOffsetMinutes: 0 }, events, random: new SeededRandom(world.sim.rng) };
  return { reply: applyCommand(GAME_REGISTRY, world, { type: 'recordArenaDuel', ...command }, tick), events };
}

const rankA = () => createHunter({ seed: 3, rank: 'A', levels: { bladework: 60, defense: 60 }, gear: {} });

describe('recordArenaDuel', () => {
  it('counts a win in pvpWins and nothing else', () => {
    const world = cloneWorld(lateWorld);
    const before = cloneWorld(world);
    const { reply, events } = record(world, { duelId: 'duel-1', won: true });
    expect(reply).toEqual({ ok: true });
    expect(events).toEqual([{ type: 'arenaDuelRecorded', duelId: 'duel-1', won: true }]);
    before.stats.pvpWins += 1;
    before.arena = { recordedDuels: ['duel-1'] };
    expect(serializeWorld(world)).toBe(serializeWorld(before));
  });

  it('counts a loss as a loss and a PvP death, and costs no gear, item or health', () => {
    const world = cloneWorld(lateWorld);
    world.player.health = Math.round(world.player.maxHealth / 3);
    const before = cloneWorld(world);
    const { reply, events } = record(world, { duelId: 'duel-2', won: false, commandId: 'c1' });
    expect(reply).toEqual({ ok: true, commandId: 'c1' });
    expect(events).toEqual([{ type: 'arenaDuelRecorded', duelId: 'duel-2', won: false }]);
    expect(world.equipment).toEqual(before.equipment);
    expect(world.inventory).toEqual(before.inventory);
    expect(world.player).toEqual(before.player);
    expect(world.deathPenalty.deathHistory).toEqual(before.deathPenalty.deathHistory);
    before.stats.pvpLosses += 1;
    before.deathPenalty.statistics.pvpDeaths += 1;
    before.deathPenalty.statistics.totalDeaths += 1;
    before.arena = { recordedDuels: ['duel-2'] };
    expect(serializeWorld(world)).toBe(serializeWorld(before));
  });

  it('records a duel once: the same id again is refused and changes nothing', () => {
    const world = rankA();
    expect(record(world, { duelId: 'same', won: false }).reply.ok).toBe(true);
    const after = serializeWorld(world);
    for (const won of [false, true]) {
      const { reply, events } = record(world, { duelId: 'same', won });
      expect(reply).toEqual({ ok: false, message: ARENA_MESSAGES.alreadyRecorded });
      expect(reply).toEqual({ ok: false, message: 'That duel is already recorded' });
      expect(events).toEqual([]);
    }
    expect(serializeWorld(world)).toBe(after);
    expect(world.stats.pvpLosses).toBe(1);
  });

  it('counts each distinct duel once, whatever the order of wins, losses and repeats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 0, max: 20 }), won: fc.boolean() }), { maxLength: 40 }),
        (duels) => {
          const world = rankA();
          const start = { ...world.stats };
          const first = new Map<number, boolean>();
          for (const duel of duels) {
            const ok = record(world, { duelId: `d${duel.id}`, won: duel.won }).reply.ok;
            expect(ok).toBe(!first.has(duel.id));
            if (!first.has(duel.id)) first.set(duel.id, duel.won);
          }
          const wins = [...first.values()].filter(Boolean).length;
          expect(world.stats.pvpWins - start.pvpWins).toBe(wins);
          expect(world.stats.pvpLosses - start.pvpLosses).toBe(first.size - wins);
          expect(world.deathPenalty.statistics.pvpDeaths).toBe(first.size - wins);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('keeps the last 50 duel ids', () => {
    const world = rankA();
    for (let index = 0; index < 60; index++) record(world, { duelId: `duel-${index}`, won: index % 2 === 0 });
    expect(world.arena?.recordedDuels).toHaveLength(ARENA_RECORDED_DUELS_KEPT);
    expect(world.arena?.recordedDuels[0]).toBe('duel-10');
    expect(world.arena?.recordedDuels.at(-1)).toBe('duel-59');
    expect(world.stats.pvpWins + world.stats.pvpLosses).toBe(60);
  });

  it('is refused below rank A, saying what opens the arena', () => {
    for (const rank of ['E', 'B'] as const) {
      const world = createHunter({ seed: 2, rank, levels: { bladework: 30 }, gear: {} });
      const before = serializeWorld(world);
      const { reply, events } = record(world, { duelId: 'early', won: true });
      expect(reply).toEqual({ ok: false, message: arenaLockReason(rank) });
      expect(events).toEqual([]);
      expect(serializeWorld(world)).toBe(before);
    }
  });

  it('refuses a bad duel id or outcome', () => {
    const world = rankA();
    const before = serializeWorld(world);
    for (const duelId of ['', 'x'.repeat(ARENA_DUEL_ID_MAX + 1), 42, null, undefined])
      expect(record(world, { duelId, won: true }).reply).toEqual({ ok: false, message: ARENA_MESSAGES.badDuelId });
    for (const won of ['yes', 1, null, undefined])
      expect(record(world, { duelId: 'fine', won }).reply).toEqual({ ok: false, message: ARENA_MESSAGES.badOutcome });
    expect(serializeWorld(world)).toBe(before);
    expect(record(world, { duelId: 'x'.repeat(ARENA_DUEL_ID_MAX), won: true }).reply).toEqual({ ok: true });
  });

  it('is a game command: step answers it and passes its event on', () => {
    const world = rankA();
    const { replies, events } = step(world, [{ type: 'recordArenaDuel', duelId: 'stepped', won: true }]);
    expect(replies).toEqual([{ ok: true }]);
    expect(events).toContainEqual({ type: 'arenaDuelRecorded', duelId: 'stepped', won: true });
    expect(world.stats.pvpWins).toBe(1);
    expect(world.arena).toEqual({ recordedDuels: ['stepped'] });
  });
});
