/**
 * The device's verified sync against the sync function's real handler and the core it replays with, in process
 * (memory-sync-server.ts). Devices step the real core through their ledger's journal writer, as the game does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, type StepContext } from '@/core/context';
import type { Command } from '@/core/commands';
import { hashWorld } from '@/core/journal/world-hash';
import type { GameState } from '@/core/state-types';
import { step } from '@/core/step';
import { cloneWorld } from '@/core/world';
import { createTestWorld } from '@/core/testing/fixtures';
import { silentLogger } from '@/persistence/testing/fake-db';
import { MemorySyncServer as Server, SYNC_TEST_USER as USER } from '@/persistence/testing/memory-sync-server';
import { worldOf } from '@/persistence/save-shape';
import { SyncLedger } from './sync-ledger';
import { firstDifference, firstPartLength, VerifiedSync, type SyncTarget } from './verified-sync';

/** A device: its live world, its ledger (journal and known base), and the sync. */
class Device {
  world: GameState;
  readonly ledger = new SyncLedger();
  readonly sync: VerifiedSync;
  readonly target: SyncTarget = {
    world: () => this.world,
    adopt: (world) => {
      this.world = world;
    },
  };

  constructor(
    private readonly server: Server,
    world: GameState = createTestWorld('base'),
  ) {
    this.world = cloneWorld(world);
    this.ledger.load(this.world);
    this.sync = new VerifiedSync({
      transport: server.transport,
      ledger: this.ledger,
      newId: () => randomUUID(),
      logger: silentLogger,
    });
  }

  get base(): string | null {
    return this.ledger.baseHash;
  }

  push() {
    return this.sync.push(this.target);
  }

  /** Plays `ticks` ticks; the server's clock moves with them, as real time would. */
  play(ticks: number, commands: Command[] = [], context: StepContext = DEFAULT_CONTEXT): void {
    this.server.nowMs += ticks * 100;
    for (let tick = 0; tick < ticks; tick++) {
      const given = tick === 0 ? commands : [];
      this.ledger.writer.recordTick(given, context);
      step(this.world, given, context);
    }
  }
}

const training: Command = { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' };

/** A device that has taken the server's first state as its base. */
async function startedDevice(server: Server): Promise<Device> {
  const device = new Device(server);
  // A world the server never saw: its first push finds the server's own first state instead.
  expect(await device.push()).toMatchObject({ kind: 'accepted', pulled: true });
  expect(device.base).toBe(server.record.verified_hash);
  return device;
}

describe('the verified sync', () => {
  it('starts a new device from the server’s first state, then has its play verified', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    expect(device.world.playerId).toBe(USER);
    device.play(300, [training]);
    const outcome = await device.push();
    expect(outcome).toEqual({ kind: 'accepted', hash: hashWorld(device.world), pulled: false });
    expect(server.record.verified_hash).toBe(hashWorld(device.world));
    expect(device.ledger.writer.entries).toEqual([]);
    expect(device.ledger.inFlight).toBeNull();
  });

  it('sends a long journal in parts, each within the function’s bounds, and ends on the same world', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    // A command every tick: 12,000 commands, more than one request may carry.
    for (let tick = 0; tick < 12_000; tick++) device.play(1, [training]);
    const entries = device.ledger.writer.entries;
    expect(firstPartLength(entries)).toBeLessThan(entries.length);
    const calls = server.calls;
    expect(await device.push()).toEqual({ kind: 'accepted', hash: hashWorld(device.world), pulled: false });
    expect(server.calls - calls).toBe(3);
  });

  it('adopts the server’s replay when its own world differs, keeping what was played since', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    device.play(20, [training]);
    // Something the journal never saw (another engine's rounding, a bug): the replay will not have it.
    device.world.skills.bladework.experience += 0.5;
    const outcome = await device.push();
    expect(outcome).toMatchObject({ kind: 'diverged', firstDifference: 'skills.bladework.experience' });
    expect(hashWorld(device.world)).toBe(server.record.verified_hash);
  });

  it('keeps the first device’s progress and tells the second what it lost', async () => {
    const server = new Server();
    const first = await startedDevice(server);
    const second = new Device(server, first.world);
    first.play(50, [training]);
    second.play(30, [{ type: 'startTraining', skill: 'defense', activityId: 'shield_drills' }]);
    expect(await first.push()).toMatchObject({ kind: 'accepted' });
    const outcome = await second.push();
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
    expect(await device.push()).toMatchObject({ kind: 'retry' });
    server.offline = false;
    server.version = '0000000000000000';
    expect(await device.push()).toMatchObject({ kind: 'update' });
    expect(server.record.verified_hash).toBe(before);
    server.version = null;
    device.play(10);
    expect(await device.push()).toEqual({ kind: 'accepted', hash: hashWorld(device.world), pulled: false });
  });

  it('loses a journal that claims time the server has not seen pass, and says how much', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    server.nowMs = device.world.sim.nowMs; // the server's clock: no time has passed since the base
    device.play(10, [training]);
    device.ledger.writer.recordAway(6 * 3_600_000, DEFAULT_CONTEXT);
    const outcome = await device.push();
    expect(outcome).toMatchObject({ kind: 'refused', lostMs: 1_000 + 6 * 3_600_000 });
    expect(hashWorld(device.world)).toBe(server.record.verified_hash);
  });
});

describe('a lost answer', () => {
  it('sends the part in flight again under its id, and the server acknowledges it instead of refusing', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    device.play(30, [training]);
    server.loseAnswers = true;
    expect(await device.push()).toMatchObject({ kind: 'retry' });
    // The server stored it; the device does not know, and plays on.
    expect(server.record.verified_hash).toBe(hashWorld(device.world));
    const inFlight = device.ledger.inFlight;
    expect(inFlight).not.toBeNull();
    device.play(20);
    server.loseAnswers = false;
    expect(await device.push()).toEqual({ kind: 'accepted', hash: hashWorld(device.world), pulled: false });
    const ids = server.bodies.filter((body) => body.action === 'push').map((body) => body.journalId);
    expect(ids.slice(-3, -1)).toEqual([inFlight!.id, inFlight!.id]);
  });

  it('keeps the journal and its part in flight through a save and a reload', async () => {
    const server = new Server();
    const device = await startedDevice(server);
    device.play(30, [training]);
    server.loseAnswers = true;
    await device.push();
    server.loseAnswers = false;
    // The page is closed; the save holds the world and its journal; another session loads it.
    const saved = { ...cloneWorld(device.world), journal: device.ledger.snapshot() };
    const reloaded = new Device(server, worldOf(saved));
    reloaded.ledger.load(JSON.parse(JSON.stringify(saved)) as typeof saved);
    expect(await reloaded.push()).toEqual({ kind: 'accepted', hash: hashWorld(device.world), pulled: false });
  });
});

describe('firstDifference', () => {
  it('names the first differing path in key order', () => {
    expect(firstDifference({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3] } })).toBe('b.c.1');
    expect(firstDifference({ a: 1 }, { a: 1 })).toBeNull();
    expect(firstDifference(1, 2)).toBe('(root)');
  });
});
