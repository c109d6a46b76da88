/**
 * The device's half of issue 31's promise, for any play: commands on any tick, catch-ups short and long, reloads
 * through the save (world and journal as JSON, as a slot or the exit snapshot keeps them), and pushes in between
 * (some answered, some lost on the way back), the server's replay ends on the device's world, hash for hash, and
 * nothing the server acknowledged is sent twice or lost.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { DEFAULT_CONTEXT } from '@/core/context';
import { journalCommand } from '@/core/journal/journal';
import { hashWorld } from '@/core/journal/world-hash';
import { catchUp } from '@/core/offline';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { worldOf, type SaveState } from '@/persistence/save-shape';
import { silentLogger } from '@/persistence/testing/fake-db';
import { MemorySyncServer } from '@/persistence/testing/memory-sync-server';
import { SyncLedger } from './sync-ledger';
import { VerifiedSync } from './verified-sync';

const COMMANDS: readonly Command[] = [
  { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
  { type: 'stopTraining' },
  { type: 'startCombat', areaId: 'tutorial_rift' },
  { type: 'stopCombat' },
  { type: 'startMining', nodeId: 'rift_edge_mana_seep' },
  { type: 'buyItem', itemId: 'health_potion_small', quantity: 1 },
  { type: 'queueActivity', activityType: 'training', targetId: 'sword_drills', count: 2 },
  { type: 'allocateAttribute', attribute: 'strength' },
];

type Op =
  | { op: 'tick'; commands: number[] }
  | { op: 'ticks'; count: number }
  | { op: 'away'; ms: number }
  | { op: 'reload' }
  | { op: 'push'; lost: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      commands: fc.array(fc.nat(COMMANDS.length - 1), { maxLength: 2 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('ticks' as const), count: fc.integer({ min: 1, max: 200 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('away' as const),
      ms: fc.oneof(fc.integer({ min: 100, max: 59_999 }), fc.integer({ min: 60_000, max: 6 * 3_600_000 })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('reload' as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('push' as const), lost: fc.boolean() }) },
);

/** A device: its world and ledger as the session holds them, rebuilt from its save at every reload. */
class Device {
  world: GameState;
  ledger = new SyncLedger();
  constructor(
    readonly server: MemorySyncServer,
    start: SaveState,
  ) {
    this.world = cloneWorld(worldOf(start));
    this.ledger.load(start);
  }

  sync(): VerifiedSync {
    return new VerifiedSync({
      transport: this.server.transport,
      ledger: this.ledger,
      newId: () => randomUUID(),
      logger: silentLogger,
    });
  }

  push() {
    return this.sync().push({
      world: () => this.world,
      adopt: (world) => {
        this.world = world;
      },
    });
  }

  /** The page closes and opens again: what the save kept (world and journal, through JSON) is all there is. */
  reload(): void {
    const saved = JSON.parse(JSON.stringify({ ...this.world, journal: this.ledger.snapshot() })) as SaveState;
    this.world = cloneWorld(worldOf(saved));
    this.ledger = new SyncLedger();
    this.ledger.load(saved);
  }

  tick(commands: readonly Command[]): void {
    const given = commands.map(journalCommand);
    this.ledger.writer.recordTick(given, DEFAULT_CONTEXT);
    step(this.world, given, DEFAULT_CONTEXT);
    this.server.nowMs += 100;
  }

  away(ms: number): void {
    this.server.nowMs += ms;
    catchUp(this.world, ms, DEFAULT_CONTEXT);
    this.ledger.writer.recordAway(ms, DEFAULT_CONTEXT);
  }
}

/** A new device of a new hunter: the server's first state, nothing journaled on it. */
async function firstDevice(server: MemorySyncServer): Promise<Device> {
  const fetcher = new VerifiedSync({
    transport: server.transport,
    ledger: new SyncLedger(),
    newId: () => randomUUID(),
    logger: silentLogger,
  });
  const base = await fetcher.fetchBase();
  return new Device(server, { ...base.state, journal: { baseHash: base.hash, entries: [], inFlight: null } });
}

describe('the ledger across reloads and pushes', () => {
  it('ends with the server’s replay equal to the device’s world, for any play', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const server = new MemorySyncServer();
        const device = await firstDevice(server);
        for (const next of ops) {
          if (next.op === 'tick') device.tick(next.commands.map((index) => COMMANDS[index]!));
          else if (next.op === 'ticks') for (let index = 0; index < next.count; index++) device.tick([]);
          else if (next.op === 'away') device.away(next.ms);
          else if (next.op === 'reload') device.reload();
          else {
            server.loseAnswers = next.lost;
            const outcome = await device.push();
            server.loseAnswers = false;
            expect(['accepted', 'retry']).toContain(outcome.kind);
          }
        }
        expect(await device.push()).toMatchObject({ kind: 'accepted', pulled: false });
        expect(server.record.verified_hash).toBe(hashWorld(device.world));
        expect(device.ledger.writer.entries).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
