import { describe, expect, it } from 'vitest';
import type { Command } from '@/core/commands';
import { JournalWriter, replayJournal } from '@/core/journal/journal';
import type { JournalEntry } from '@/core/journal/journal-types';
import { hashWorld } from '@/core/journal/world-hash';
import { createTestWorld } from '@/core/testing/fixtures';
import { cloneWorld } from '@/core/world';
import { createCoreRuntime } from './core-runtime';
import { journaledCoreSimulation } from './core-simulation';
import { ManualClock } from '@/platform/clock';
import { advanceFrames, ManualFrameScheduler } from './testing/manual-frames';

describe('core runtime', () => {
  it('steps the world it was given and hands readers the same world, readonly', () => {
    const world = createTestWorld();
    const clock = new ManualClock();
    const scheduler = new ManualFrameScheduler();
    const wallClock = new ManualClock(world.sim.nowMs);
    const runtime = createCoreRuntime({ world, frameClock: clock, wallClock, scheduler, visibility: null });
    const ticks: number[] = [];
    const stop = runtime.bridge.watch(
      (seen) => {
        const write = () => {
          // @ts-expect-error a watcher gets the world readonly (checked by tsc)
          seen.player.health = 0;
        };
        expect(typeof write).toBe('function');
        return seen.sim.tick;
      },
      (tick) => ticks.push(tick),
    );
    const write = () => {
      // @ts-expect-error so does whoever reads runtime.world (checked by tsc)
      runtime.world.resources.gold = 1_000_000;
    };
    expect(typeof write).toBe('function');
    runtime.start();
    advanceFrames(clock, scheduler, 100, 3);
    expect(runtime.world).toBe(world);
    expect(world.sim.tick).toBe(3);
    expect(ticks).toEqual([0, 1, 2, 3]);
    expect(runtime.bridge.store.getState().playerId).toBe(world.playerId);
    stop();
    runtime.dispose();
  });
});

describe('journaled core runtime', () => {
  it('writes every tick, command and catch-up it runs, and the journal replays to the same world', () => {
    const base = createTestWorld('base', 3);
    const world = cloneWorld(base);
    const journal = new JournalWriter();
    const clock = new ManualClock();
    const scheduler = new ManualFrameScheduler();
    const wallClock = new ManualClock(world.sim.nowMs);
    const runtime = createCoreRuntime({
      world,
      simulation: journaledCoreSimulation(journal),
      frameClock: clock,
      wallClock,
      scheduler,
      visibility: null,
    });
    runtime.start();
    runtime.send({ type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' });
    advanceFrames(clock, scheduler, 100, 50);
    runtime.send({ type: 'buyItem', itemId: 'health_potion_small', quantity: 1 });
    runtime.send({ type: 'noSuchCommand' } as unknown as Command);
    advanceFrames(clock, scheduler, 100, 5);
    // A sleeping laptop: one frame two hours later goes to the core's catch-up.
    wallClock.step(2 * 3_600_000);
    advanceFrames(clock, scheduler, 2 * 3_600_000, 1);
    advanceFrames(clock, scheduler, 100, 20);
    runtime.dispose();

    expect(journal.entries.some((entry) => entry.kind === 'away' && entry.ms >= 2 * 3_600_000)).toBe(true);
    const commands = journal.entries.flatMap((entry) => (entry.kind === 'ticks' ? entry.commands : []));
    expect(commands.map((entry) => entry.command.type)).toEqual(['startTraining', 'buyItem', 'noSuchCommand']);
    const replayed = cloneWorld(base);
    replayJournal(replayed, JSON.parse(JSON.stringify(journal.entries)) as JournalEntry[]);
    expect(hashWorld(replayed)).toBe(hashWorld(world));
    expect(world.skills.bladework.experience).toBeGreaterThan(0);
  });
});
