import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from '../context';
import { createTestWorld } from '../testing/fixtures';
import { cloneWorld } from '../world';
import { CORE_VERSION } from './core-version';
import { JournalWriter } from './journal';
import { step } from '../step';
import { catchUp } from '../offline';
import type { Command } from '../commands';
import type { GameState } from '../state-types';
import { JOURNAL_FORMAT, type JournalEntry } from './journal-types';
import { JOURNAL_MESSAGES } from './parse-journal';
import {
  CLOCK_TOLERANCE_MS,
  firstVerifiedState,
  readVerifiedState,
  verifyJournal,
  VERIFY_MESSAGES,
  type ServerFacts,
} from './verify';
import { hashWorld } from './world-hash';

const HOUR = 3_600_000;
const facts: ServerFacts = { tier: 'base', rank: 'E', duels: new Map([['duel-1', true]]) };

/** Plays `world` as a client does (the writer records), returning what it would send. */
function play(world: GameState, plan: readonly (Command[] | number)[]): JournalEntry[] {
  const writer = new JournalWriter();
  for (const part of plan) {
    if (typeof part === 'number') {
      writer.recordAway(part, DEFAULT_CONTEXT);
      catchUp(world, part, DEFAULT_CONTEXT);
      continue;
    }
    writer.recordTick(part, DEFAULT_CONTEXT);
    step(world, part, DEFAULT_CONTEXT);
  }
  return writer.copy();
}

const send = (base: GameState, entries: JournalEntry[], extra: Record<string, unknown> = {}) =>
  JSON.parse(
    JSON.stringify({ format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash: hashWorld(base), entries, ...extra }),
  ) as unknown;

const training: Command = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' };

describe('verifyJournal', () => {
  const base = createTestWorld('base');
  // The server verified the base when its world clock said so, and two hours have passed since.
  const later = { serverNowMs: base.sim.nowMs + 2 * HOUR, verifiedAtMs: base.sim.nowMs };

  it('replays an honest journal to the world the client has, and leaves the base as it was', () => {
    const client = cloneWorld(base);
    const entries = play(client, [[training], ...Array.from({ length: 300 }, () => []), HOUR]);
    const before = hashWorld(base);
    const result = verifyJournal(base, send(base, entries), facts, later);
    expect(result).toMatchObject({ ok: true, hash: hashWorld(client) });
    expect(result.ok && result.world.skills.bladework.experience).toBeGreaterThan(0);
    expect(hashWorld(base)).toBe(before);
  });

  it('refuses a journal from another base, another version or malformed, as the function answers them', () => {
    const client = cloneWorld(base);
    const entries = play(client, [[training]]);
    const other = cloneWorld(base);
    other.stats.enemiesKilled += 1;
    expect(verifyJournal(base, send(other, entries), facts, later)).toEqual({
      ok: false,
      status: 409,
      message: VERIFY_MESSAGES.staleBase,
    });
    expect(verifyJournal(base, send(base, entries, { coreVersion: '0000000000000000' }), facts, later)).toMatchObject({
      status: 426,
      message: VERIFY_MESSAGES.version,
    });
    expect(verifyJournal(base, { entries }, facts, later)).toMatchObject({
      status: 400,
      message: JOURNAL_MESSAGES.notJournal,
    });
  });

  it.each<[string, Command]>([
    ['a tier the account does not have', { type: 'setAccountTier', tier: 'supporter' }],
    ['a rank above the one the server granted', { type: 'setHunterRank', rank: 'D' }],
    ['a duel the server never fought', { type: 'recordArenaDuel', duelId: 'duel-2', won: true }],
    ['a lost duel reported as won', { type: 'recordArenaDuel', duelId: 'duel-1', won: false }],
  ])('refuses %s', (_name, command) => {
    const entries = play(cloneWorld(base), [[], [command]]);
    expect(verifyJournal(base, send(base, entries), facts, later)).toMatchObject({
      status: 422,
      message: VERIFY_MESSAGES.serverDecision,
    });
  });

  it('accepts the server decisions the server made', () => {
    const client = cloneWorld(base);
    const entries = play(client, [
      [
        { type: 'setAccountTier', tier: 'base' },
        { type: 'setHunterRank', rank: 'E' },
      ],
    ]);
    expect(verifyJournal(base, send(base, entries), facts, later)).toMatchObject({ ok: true, hash: hashWorld(client) });
  });

  it('refuses more game time than has passed on the server clock, beyond the tolerance', () => {
    const entries = play(cloneWorld(base), [3 * HOUR]);
    const justEnough = { serverNowMs: base.sim.nowMs + 3 * HOUR - CLOCK_TOLERANCE_MS, verifiedAtMs: base.sim.nowMs };
    expect(verifyJournal(base, send(base, entries), facts, justEnough)).toMatchObject({ ok: true });
    expect(
      verifyJournal(base, send(base, entries), facts, { ...justEnough, serverNowMs: justEnough.serverNowMs - 1 }),
    ).toMatchObject({ status: 422, message: VERIFY_MESSAGES.tooMuchTime });
  });

  it('refuses time from before the server verified the base, however old the world’s clock', () => {
    // A world whose clock says a year ago (an account made long since, a back-dated save), verified a minute ago:
    // its clock leaves room for a year, but only a minute has passed since the server knew it.
    const old = createTestWorld('base', 1, base.sim.nowMs - 365 * 24 * HOUR);
    const clock = { serverNowMs: base.sim.nowMs, verifiedAtMs: base.sim.nowMs - 60_000 };
    const split = play(cloneWorld(old), [12 * HOUR, [], 12 * HOUR]);
    expect(verifyJournal(old, send(old, split), facts, clock)).toMatchObject({
      status: 422,
      message: VERIFY_MESSAGES.tooMuchTime,
    });
    const minute = play(cloneWorld(old), [60_000]);
    expect(verifyJournal(old, send(old, minute), facts, clock)).toMatchObject({ ok: true });
  });

  /** Plays ticks (a number: that many quiet ticks) or a catch-up (`away`), each at its UTC offset, as the runtime. */
  function playZones(world: GameState, plan: readonly { zone: number; ticks?: number; away?: number }[]) {
    const writer = new JournalWriter();
    for (const { zone, ticks = 0, away } of plan) {
      const context = { utcOffsetMinutes: zone };
      if (away !== undefined) {
        writer.recordAway(away, context);
        catchUp(world, away, context);
      }
      for (let tick = 0; tick < ticks; tick++) {
        const commands = tick === 0 ? [training] : [];
        writer.recordTick(commands, context);
        step(world, commands, context);
      }
    }
    return writer.copy();
  }

  it('takes a time zone change as a device makes it: a daylight-saving switch, a flight, a catch-up’s hours', () => {
    // Summer time starts mid-journal; a traveller lands across the date line (UTC+13 to UTC-10).
    const client = cloneWorld(base);
    const switched = playZones(client, [
      { zone: 60, ticks: 50 },
      { zone: 120, ticks: 50 },
    ]);
    expect(verifyJournal(base, send(base, switched), facts, later)).toMatchObject({
      ok: true,
      hash: hashWorld(client),
    });
    const flown = playZones(cloneWorld(base), [
      { zone: 13 * 60, ticks: 10 },
      { zone: -10 * 60, ticks: 10 },
    ]);
    expect(verifyJournal(base, send(base, flown), facts, later)).toMatchObject({ ok: true });
    // Two hours away allow two more changes (away in Kathmandu, back home, away again).
    const trip = playZones(cloneWorld(base), [
      { zone: 0, ticks: 10 },
      { zone: 345, away: HOUR },
      { zone: 0, away: HOUR },
      { zone: 345, ticks: 10 },
    ]);
    expect(verifyJournal(base, send(base, trip), facts, later)).toMatchObject({ ok: true });
  });

  it('refuses a time zone that jumps more often than a device’s does, or lies outside the real ones', () => {
    // Happy hour kept running by moving the clock: the zone flips every few ticks.
    const flipping = playZones(
      cloneWorld(base),
      Array.from({ length: 6 }, (_, index) => ({ zone: index % 2 === 0 ? 0 : 120, ticks: 5 })),
    );
    expect(verifyJournal(base, send(base, flipping), facts, later)).toEqual({
      ok: false,
      status: 422,
      message: VERIFY_MESSAGES.zoneJumps,
    });
    // Two changes in a minute of play: one more than a minute allows.
    const twice = playZones(cloneWorld(base), [
      { zone: 0, ticks: 200 },
      { zone: 60, ticks: 200 },
      { zone: 0, ticks: 200 },
    ]);
    expect(verifyJournal(base, send(base, twice), facts, later)).toMatchObject({ status: 422 });
    // Real zones run from UTC-12 to UTC+14, in whole minutes; anything else is no device's.
    for (const zone of [-12 * 60 - 1, 14 * 60 + 1, 30.5, Number.NaN, '60'] as unknown[]) {
      const entries = JSON.parse(JSON.stringify(playZones(cloneWorld(base), [{ zone: 0, ticks: 5 }]))) as {
        utcOffsetMinutes: unknown;
      }[];
      entries[0]!.utcOffsetMinutes = zone;
      expect(verifyJournal(base, send(base, entries as JournalEntry[]), facts, later), String(zone)).toEqual({
        ok: false,
        status: 400,
        message: JOURNAL_MESSAGES.badEntry,
      });
    }
    for (const zone of [-12 * 60, 14 * 60, 345, -570])
      expect(
        verifyJournal(base, send(base, playZones(cloneWorld(base), [{ zone, ticks: 5 }])), facts, later),
      ).toMatchObject({ ok: true });
  });
});

describe('the first verified state', () => {
  it('is the same wherever it is made, and differs between accounts', () => {
    const options = { userId: 'u-1', email: 'a@example.com', nowMs: 1_800_000_000_000 };
    expect(hashWorld(firstVerifiedState(options))).toBe(hashWorld(firstVerifiedState({ ...options })));
    expect(hashWorld(firstVerifiedState({ ...options, userId: 'u-2' }))).not.toBe(
      hashWorld(firstVerifiedState(options)),
    );
    expect(firstVerifiedState(options).sim.nowMs).toBe(options.nowMs);
  });

  it('reads a stored state back only when it is a world of this version', () => {
    const world = createTestWorld();
    expect(readVerifiedState(JSON.parse(JSON.stringify(world)))).toEqual(world);
    expect(readVerifiedState({ ...world, version: world.version - 1 })).toBeNull();
    expect(readVerifiedState('junk')).toBeNull();
  });
});
