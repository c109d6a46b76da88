import { describe, expect, it } from 'vitest';
import { createTestWorld } from '@/core/testing/fixtures';
import { createCoreRuntime } from './core-runtime';
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
