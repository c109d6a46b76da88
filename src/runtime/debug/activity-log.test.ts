import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/core/events';
import { createTestWorld } from '@/core/testing/fixtures';
import { ManualClock } from '@/platform/clock';
import { createCoreRuntime } from '../core-runtime';
import { advanceFrames, ManualFrameScheduler } from '../testing/manual-frames';
import { ActivityLog, attachActivityLog } from './activity-log';
import { eventGroup, payloadText } from './event-groups';
import { RingBuffer } from './ring-buffer';

const at = (tick: number) => ({ tick, simTimeMs: 1_000 * tick });
const kill: GameEvent = { type: 'enemyKilled', enemyId: 'ghoul', isBoss: false, xp: 5, fightMs: 900, areaId: null };
const blow: GameEvent = {
  type: 'attack',
  attacker: 'player',
  targetId: 'ghoul',
  damage: 3,
  outcome: 'hit',
  abilityId: null,
};

describe('the ring buffer', () => {
  it('keeps the latest items, newest first, overwriting the oldest', () => {
    const ring = new RingBuffer<number>(3);
    for (const item of [1, 2, 3, 4, 5]) ring.push(item);
    expect(ring.size).toBe(3);
    expect(ring.newestFirst()).toEqual([5, 4, 3]);
    ring.clear();
    expect(ring.newestFirst()).toEqual([]);
    ring.push(9);
    expect(ring.newestFirst()).toEqual([9]);
  });

  it('refuses a capacity below one', () => {
    expect(() => new RingBuffer(0)).toThrow();
  });
});

describe('the activity log', () => {
  it('stamps events with tick and sim time and lists them newest first, bounded', () => {
    const log = new ActivityLog({ eventCapacity: 2 });
    log.recordEvent({ type: 'questAccepted', questId: 'q1', title: 'First' }, at(1));
    log.recordEvent({ type: 'questAccepted', questId: 'q2', title: 'Second' }, at(2));
    log.recordEvent(kill, at(3));
    const events = log.events();
    expect(events.map((entry) => [entry.type, entry.tick, entry.simTimeMs])).toEqual([
      ['enemyKilled', 3, 3_000],
      ['questAccepted', 2, 2_000],
    ]);
    expect(events[0]!.group).toBe('combat');
    expect(log.counts.events).toBe(3);
  });

  it('keeps the blows of a long fight apart, so they do not push rarer events out', () => {
    const log = new ActivityLog({ eventCapacity: 5, chatterCapacity: 3 });
    log.recordEvent(kill, at(1));
    for (let tick = 2; tick < 40; tick += 1) log.recordEvent(blow, at(tick));
    const types = log.events().map((entry) => `${entry.type}@${entry.tick}`);
    expect(types).toEqual(['attack@39', 'attack@38', 'attack@37', 'enemyKilled@1']);
  });

  it('records commands with ok, refused (with the message) or no reply', () => {
    const log = new ActivityLog();
    log.recordCommand({ type: 'stopCombat' }, { ok: true }, at(4));
    log.recordCommand({ type: 'startCombat', areaId: 'x' }, { ok: false, message: 'No such area.' }, at(5));
    log.recordCommand({ type: 'stopMining' }, undefined, at(6));
    expect(log.commands().map((entry) => [entry.command.type, entry.outcome, entry.message])).toEqual([
      ['stopMining', 'no reply', null],
      ['startCombat', 'refused', 'No such area.'],
      ['stopCombat', 'ok', null],
    ]);
    expect(log.counts).toEqual({ events: 0, commands: 3, refused: 1 });
  });

  it('moves its version on every record and on clear, which empties it', () => {
    const log = new ActivityLog();
    const start = log.version;
    log.recordEvent(kill, at(1));
    const recorded = log.version;
    expect(recorded).toBeGreaterThan(start);
    log.clear();
    expect(log.version).toBeGreaterThan(recorded);
    expect(log.events()).toEqual([]);
    expect(log.counts.events).toBe(0);
  });
});

describe('the event groups and payload text', () => {
  it('places events in their families and prints their fields but the type', () => {
    expect(eventGroup('harvestCompleted')).toBe('mining');
    expect(eventGroup('lootDropped')).toBe('loot');
    expect(payloadText({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' })).toBe(
      'skill=bladework activityId=sword_drills',
    );
    expect(payloadText({ type: 'questFailed', questId: 'q', title: 'x'.repeat(200) })).toMatch(/title=x+$/);
    expect(payloadText({ type: 'dailyQuestsReset', droppedQuestIds: Array(40).fill('quest') })).toMatch(/…$/);
  });
});

describe('attachActivityLog on a running core', () => {
  function runningCore() {
    const world = createTestWorld();
    const clock = new ManualClock();
    const scheduler = new ManualFrameScheduler();
    const runtime = createCoreRuntime({
      world,
      frameClock: clock,
      wallClock: new ManualClock(world.sim.nowMs),
      scheduler,
      visibility: null,
    });
    runtime.start();
    return { runtime, world, frames: (count: number) => advanceFrames(clock, scheduler, 100, count) };
  }

  it('records the core’s events and the commands it applied, ok or refused with its message', async () => {
    const { runtime, world, frames } = runningCore();
    const log = attachActivityLog(runtime);
    const started = runtime.enqueue({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
    const refused = runtime.enqueue({ type: 'startCombat', areaId: 'no_such_area' });
    frames(1);
    await Promise.all([started, refused]);
    const reply = await refused;
    expect(reply.ok).toBe(false);
    const commands = log.commands();
    expect(commands.map((entry) => [entry.command.type, entry.outcome])).toEqual([
      ['startCombat', 'refused'],
      ['startTraining', 'ok'],
    ]);
    expect(commands[0]!.message).toBe(reply.ok ? null : reply.message);
    expect(commands[0]!.tick).toBe(world.sim.tick);
    const training = log.events().find((entry) => entry.type === 'trainingStarted');
    expect(training).toMatchObject({ group: 'training', tick: world.sim.tick, simTimeMs: world.sim.nowMs });
  });

  it('stops recording once detached', () => {
    const { runtime, frames } = runningCore();
    const log = attachActivityLog(runtime);
    log.detach();
    runtime.send({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
    frames(1);
    expect(log.commands()).toEqual([]);
    expect(log.events()).toEqual([]);
  });
});
