/**
 * The device's verified sync against the sync function's real handler and the core it replays with, in process:
 * the database is an in-memory record (server/functions/sync.test.ts covers the same function over HTTP with
 * Postgres). Devices step the real core through a JournalWriter, as the game does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, type StepContext } from '@/core/context';
import type { Command } from '@/core/commands';
import { SYNC_FUNCTION_CORE } from '@/core/journal/function-core';
import { JournalWriter } from '@/core/journal/journal';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { createTestWorld } from '@/core/testing/fixtures';
import { silentLogger } from '@/persistence/testing/fake-db';
import { handleSync, type StoreRequest, type SyncRecord } from '../../../supabase/functions/sync/handler';
import { firstDifference, journalParts, VerifiedSync, type SyncTransport } from './verified-sync';

const USER = 'user-1';
const SERVER_START = Date.parse('2026-11-01T00:00:00Z');

/** One account on a server: the handler with an in-memory row, its clock set by the test. */
class Server {
  record: SyncRecord = {
    player_state: null,
    verified_hash: null,
    last_journal_id: null,
    last_base_hash: null,
    account_tier: 'base',
    email: 'hunter@example.com',
    verified_at: null,
    hunter_rank: 'E',
    duels: {},
  };
  nowMs = SERVER_START;
  calls = 0;
  offline = false;
  version: string | null = null;

  readonly transport: SyncTransport = async (body) => {
    this.calls += 1;
    if (this.offline) throw new Error('offline');
    const sent = this.version ? { ...body, journal: { ...(body.journal as object), coreVersion: this.version } } : body;
    const response = await handleSync(
      new Request('http://server/functions/v1/sync', {
        method: 'POST',
        headers: { Authorization: 'Bearer token' },
        body: JSON.stringify(sent),
      }),
      {
        userIdFor: () => Promise.resolve(USER),
        load: () => Promise.resolve(structuredClone(this.record)),
        store: (write: StoreRequest) => {
          if (this.record.verified_hash !== write.expectedHash) return Promise.resolve(false);
          this.record = {
            ...this.record,
            player_state: JSON.parse(JSON.stringify(write.state)) as unknown,
            verified_hash: write.hash,
            last_journal_id: write.journalId,
            last_base_hash: write.baseHash,
            verified_at: new Date(write.atMs).toISOString(),
          };
          return Promise.resolve(true);
        },
        core: SYNC_FUNCTION_CORE,
        allow: () => true,
        now: () => this.nowMs,
        log: () => undefined,
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** A device: its live world, journal, known base, and the sync. */
class Device {
  world: GameState;
  readonly journal = new JournalWriter();
  base: string | null = null;
  readonly sync: VerifiedSync;

  constructor(
    private readonly server: Server,
    world: GameState = createTestWorld('base'),
  ) {
    this.world = cloneWorld(world);
    this.sync = new VerifiedSync({
      transport: server.transport,
      journal: this.journal,
      world: () => this.world,
      adopt: (world) => {
        this.world = world;
      },
      readBase: () => this.base,
      writeBase: (hash) => {
        this.base = hash;
      },
      newId: () => randomUUID(),
      logger: silentLogger,
    });
  }

  /** Plays `ticks` ticks; the server's clock moves with them, as real time would. */
  play(ticks: number, commands: Command[] = [], context: StepContext = DEFAULT_CONTEXT): void {
    this.server.nowMs += ticks * 100;
    for (let tick = 0; tick < ticks; tick++) {
      const given = tick === 0 ? commands : [];
      this.journal.recordTick(given, context);
      step(this.world, given, context);
    }
  }
}

const training: Command = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' };

/** A device that has taken the server's first state as its base. */
async function startedDevice(server: Server): Promise<Device> {
  const device = new Device(server);
  expect(await device.sync.push()).toMatchObject({ kind: 'refused', lostMs: 0 });
  expect(device.base).toBe(server.record.verified_hash);
  return device;
}

describe('the verified sync', () => {
  it('starts a new device from the server’s first state, then has its play verified', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    expect(device.world.playerId).toBe(USER);
    device.play(300, [training]);
    const outcome = await device.sync.push();
    expect(outcome).toEqual({ kind: 'accepted', hash: hashWorld(device.world) });
    expect(server.record.verified_hash).toBe(hashWorld(device.world));
    expect(device.journal.entries).toEqual([]);
  });

  it('sends a long journal in parts, each within the function’s bounds, and ends on the same world', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    // Alternating offsets make every tick its own entry: 4,500 entries, more than one request may carry.
    for (let tick = 0; tick < 4_500; tick++)
      device.play(1, tick === 0 ? [training] : [], { utcOffsetMinutes: tick % 2 });
    expect(journalParts(device.journal.entries).length).toBe(3);
    const calls = server.calls;
    expect(await device.sync.push()).toEqual({ kind: 'accepted', hash: hashWorld(device.world) });
    expect(server.calls - calls).toBe(3);
  });

  it('adopts the server’s replay when its own world differs, keeping what was played since', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    device.play(20, [training]);
    // Something the journal never saw (another engine's rounding, a bug): the replay will not have it.
    device.world.skills.bladework.experience += 0.5;
    const outcome = await device.sync.push();
    expect(outcome).toMatchObject({ kind: 'diverged', firstDifference: 'skills.bladework.experience' });
    expect(hashWorld(device.world)).toBe(server.record.verified_hash);
  });

  it('keeps the first device’s progress and tells the second what it lost', async () => {
    const server = new Server();
    const first = await startedDevice(server);
    const second = new Device(server, first.world);
    second.base = first.base;
    first.play(50, [training]);
    second.play(30, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    expect(await first.sync.push()).toMatchObject({ kind: 'accepted' });
    const outcome = await second.sync.push();
    expect(outcome).toMatchObject({ kind: 'refused', lostMs: 3_000 });
    expect(hashWorld(second.world)).toBe(hashWorld(first.world));
    expect(second.base).toBe(first.base);
  });

  it('keeps the journal when the cloud does not answer or runs newer rules, and sends it later', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    device.play(40, [training]);
    const before = server.record.verified_hash;
    server.offline = true;
    expect(await device.sync.push()).toMatchObject({ kind: 'retry' });
    server.offline = false;
    server.version = '0000000000000000';
    expect(await device.sync.push()).toMatchObject({ kind: 'update' });
    expect(server.record.verified_hash).toBe(before);
    server.version = null;
    device.play(10);
    expect(await device.sync.push()).toEqual({ kind: 'accepted', hash: hashWorld(device.world) });
  });

  it('loses a journal that claims time the server has not seen pass, and says how much', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    server.nowMs = device.world.sim.nowMs; // the server's clock: no time has passed since the base
    device.play(10, [training]);
    device.journal.recordAway(6 * 3_600_000, DEFAULT_CONTEXT);
    const outcome = await device.sync.push();
    expect(outcome).toMatchObject({ kind: 'refused', lostMs: 1_000 + 6 * 3_600_000 });
    expect(hashWorld(device.world)).toBe(server.record.verified_hash);
  });
});

describe('firstDifference', () => {
  it('names the first differing path in key order', () => {
    expect(firstDifference({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3] } })).toBe('b.c.1');
    expect(firstDifference({ a: 1 }, { a: 1 })).toBeNull();
    expect(firstDifference(1, 2)).toBe('(root)');
  });
});
