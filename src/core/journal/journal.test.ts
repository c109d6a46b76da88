/**
 * The journal's promise (issue 31): for any play (commands on any tick, short gaps stepped tick by tick, long
 * absences, a change of time zone, reloads through JSON), replaying the journal from the base the play started on
 * ends on the same world, hash for hash; what went over the wire (JSON) replays the same as what was written.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StepContext } from '../context';
import { step } from '../step';
import { catchUp } from '../offline';
import type { GameState } from '../state-types';
import { createTestWorld } from '../testing/fixtures';
import { cloneWorld } from '../world';
import { journalCommand, journalGameMs, JournalWriter, replayJournal } from './journal';
import { JOURNAL_FORMAT, type JournalEntry } from './journal-types';
import { JOURNAL_LIMITS, JOURNAL_MESSAGES, parseJournal } from './parse-journal';
import { CORE_VERSION } from './core-version';
import { hashWorld } from './world-hash';

/** Commands a player sends, valid and not: the systems refuse the bad ones, and a replay must refuse them alike. */
const COMMANDS = [
  { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
  { type: 'startTraining', skill: 'defense', activityId: 'shield_drills' },
  { type: 'stopTraining' },
  { type: 'startCombat', areaId: 'tutorial_rift' },
  { type: 'startCombat', areaId: 'rotting_marsh' },
  { type: 'stopCombat' },
  { type: 'usePotion', slot: 'potion_1' },
  { type: 'startMining', nodeId: 'rift_edge_mana_seep' },
  { type: 'stopMining' },
  { type: 'startCraft', recipeId: 'sew_cloth_armor' },
  { type: 'buyItem', itemId: 'health_potion_small', quantity: 2 },
  { type: 'queueActivity', activityType: 'training', targetId: 'sword_drills', count: 2 },
  { type: 'queueActivity', activityType: 'mining', targetId: 'rift_edge_mana_seep', count: 1 },
  { type: 'allocateAttribute', attribute: 'strength' },
  { type: 'noSuchCommand', junk: [1, 2] },
] as const;

type Op =
  | { op: 'tick'; commands: number[] }
  | { op: 'ticks'; count: number }
  | { op: 'away'; ms: number }
  | { op: 'zone'; utcOffsetMinutes: number }
  | { op: 'reload' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      commands: fc.array(fc.nat(COMMANDS.length - 1), { maxLength: 3 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('ticks' as const), count: fc.integer({ min: 1, max: 300 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('away' as const),
      ms: fc.oneof(fc.integer({ min: 100, max: 59_999 }), fc.integer({ min: 60_000, max: 20 * 3_600_000 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('zone' as const), utcOffsetMinutes: fc.constantFrom(-300, 0, 60, 330) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reload' as const) }) },
);

/** Plays `ops` on `world` as the runtime does: every input written to the journal, then given to the core. */
function play(start: GameState, ops: readonly Op[]): { world: GameState; writer: JournalWriter } {
  let world = start;
  const writer = new JournalWriter();
  let context: StepContext = { utcOffsetMinutes: 0 };
  const tick = (raw: readonly unknown[]) => {
    const commands = raw.map(journalCommand);
    writer.recordTick(commands, context);
    step(world, commands, context);
  };
  for (const next of ops) {
    if (next.op === 'tick') tick(next.commands.map((index) => COMMANDS[index]));
    else if (next.op === 'ticks') for (let index = 0; index < next.count; index++) tick([]);
    else if (next.op === 'away') {
      writer.recordAway(next.ms, context);
      catchUp(world, next.ms, context);
    } else if (next.op === 'zone') context = { utcOffsetMinutes: next.utcOffsetMinutes };
    // A reload: the world as saved and loaded again (the journal lives beside the save and goes on).
    else world = JSON.parse(JSON.stringify(world)) as GameState;
  }
  return { world, writer };
}

/** The server's side: the base and the journal as they arrive (JSON), checked, replayed. */
function replayAsServer(base: GameState, entries: readonly JournalEntry[]): GameState {
  const sent = JSON.parse(
    JSON.stringify({ format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash: hashWorld(base), entries }),
  ) as unknown;
  const journal = parseJournal(sent);
  if (typeof journal === 'string') throw new Error(journal);
  expect(journal.baseHash).toBe(hashWorld(base));
  const world = JSON.parse(JSON.stringify(base)) as GameState;
  replayJournal(world, journal.entries);
  return world;
}

describe('journal', () => {
  it('replays any play to the same world, hash for hash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.array(op, { minLength: 1, maxLength: 40 }), (seed, ops) => {
        const base = createTestWorld('base', seed);
        const { world, writer } = play(cloneWorld(base), ops);
        const replayed = replayAsServer(base, writer.entries);
        expect(hashWorld(replayed)).toBe(hashWorld(world));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a long stretch of quiet ticks as one entry, and every catch-up as its own', () => {
    const { writer } = play(createTestWorld(), [
      { op: 'tick', commands: [0] },
      { op: 'ticks', count: 600 },
      { op: 'away', ms: 3_600_000 },
      { op: 'ticks', count: 10 },
      { op: 'zone', utcOffsetMinutes: 60 },
      { op: 'ticks', count: 5 },
    ]);
    expect(writer.entries.map((entry) => entry.kind)).toEqual(['ticks', 'away', 'ticks', 'ticks']);
    expect(writer.entries[0]).toMatchObject({ kind: 'ticks', count: 601, commands: [{ at: 0 }] });
    expect(journalGameMs(writer.entries)).toBe(601 * 100 + 3_600_000 + 15 * 100);
  });

  it('misses any change: a dropped command, a shorter span or another zone ends elsewhere', () => {
    const base = createTestWorld('base', 7);
    const { world, writer } = play(cloneWorld(base), [
      { op: 'tick', commands: [0] },
      { op: 'ticks', count: 200 },
      { op: 'zone', utcOffsetMinutes: 330 },
      { op: 'away', ms: 2 * 3_600_000 },
    ]);
    const entries = JSON.parse(JSON.stringify(writer.entries)) as JournalEntry[];
    const dropped = structuredClone(entries);
    (dropped[0] as { commands: unknown[] }).commands = [];
    const shorter = structuredClone(entries);
    (shorter[1] as { ms: number }).ms -= 600_000;
    for (const changed of [dropped, shorter])
      expect(hashWorld(replayAsServer(base, changed))).not.toBe(hashWorld(world));
    expect(hashWorld(replayAsServer(base, entries))).toBe(hashWorld(world));
  });

  it('keeps a sent prefix as it was sent and forgets it once verified', () => {
    const writer = new JournalWriter();
    writer.recordTick([], { utcOffsetMinutes: 0 });
    const sent = writer.copy();
    writer.seal();
    writer.recordTick([], { utcOffsetMinutes: 0 });
    writer.recordAway(90_000, { utcOffsetMinutes: 0 });
    // The tick after the seal opened its own entry: the sent one still counts one tick.
    expect(writer.entries.slice(0, sent.length)).toEqual(sent);
    writer.drop(sent.length);
    expect(writer.entries.map((entry) => entry.kind)).toEqual(['ticks', 'away']);
    expect(writer.copy()).not.toBe(writer.entries);
  });
});

describe('parseJournal', () => {
  const good = { format: JOURNAL_FORMAT, coreVersion: CORE_VERSION, baseHash: '0123456789abcdef', entries: [] };
  const ticks = (extra: object) => ({ kind: 'ticks', count: 5, utcOffsetMinutes: 0, commands: [], ...extra });

  it('accepts a journal and refuses every malformed part with a clear message', () => {
    expect(parseJournal(good)).toEqual(good);
    const cases: [unknown, string][] = [
      [null, JOURNAL_MESSAGES.notJournal],
      [[], JOURNAL_MESSAGES.notJournal],
      [{ ...good, baseHash: 'not-a-hash' }, JOURNAL_MESSAGES.notJournal],
      [{ ...good, format: 2 }, JOURNAL_MESSAGES.format],
      [{ ...good, coreVersion: 'old' }, JOURNAL_MESSAGES.notJournal],
      [{ ...good, entries: {} }, JOURNAL_MESSAGES.notJournal],
      [{ ...good, entries: [ticks({ count: 0 })] }, JOURNAL_MESSAGES.badEntry],
      [{ ...good, entries: [ticks({ count: 1.5 })] }, JOURNAL_MESSAGES.badEntry],
      [{ ...good, entries: [ticks({ count: JOURNAL_LIMITS.ticksPerEntry + 1 })] }, JOURNAL_MESSAGES.badEntry],
      [{ ...good, entries: [ticks({ utcOffsetMinutes: 10_000 })] }, JOURNAL_MESSAGES.badEntry],
      [
        { ...good, entries: [ticks({ commands: [{ at: 5, command: { type: 'stopCombat' } }] })] },
        JOURNAL_MESSAGES.badEntry,
      ],
      [{ ...good, entries: [ticks({ commands: [{ at: 0, command: { kind: 'x' } }] })] }, JOURNAL_MESSAGES.badEntry],
      [
        {
          ...good,
          entries: [
            ticks({
              commands: [
                { at: 3, command: { type: 'stopCombat' } },
                { at: 1, command: { type: 'stopCombat' } },
              ],
            }),
          ],
        },
        JOURNAL_MESSAGES.outOfOrder,
      ],
      [{ ...good, entries: [{ kind: 'away', ms: -5, utcOffsetMinutes: 0 }] }, JOURNAL_MESSAGES.badEntry],
      [
        { ...good, entries: [{ kind: 'away', ms: JOURNAL_LIMITS.awayMs + 1, utcOffsetMinutes: 0 }] },
        JOURNAL_MESSAGES.badEntry,
      ],
      [{ ...good, entries: [{ kind: 'teleport', utcOffsetMinutes: 0 }] }, JOURNAL_MESSAGES.badEntry],
      [
        { ...good, entries: Array.from({ length: JOURNAL_LIMITS.entries + 1 }, () => ticks({})) },
        JOURNAL_MESSAGES.tooLong,
      ],
    ];
    for (const [value, message] of cases)
      expect(parseJournal(value), JSON.stringify(value).slice(0, 200)).toBe(message);
  });

  it('bounds the commands of a whole request', () => {
    const many = Array.from({ length: JOURNAL_LIMITS.commands + 1 }, () => ({
      at: 0,
      command: { type: 'stopCombat' },
    }));
    expect(parseJournal({ ...good, entries: [ticks({ commands: many })] })).toBe(JOURNAL_MESSAGES.tooLong);
  });
});
