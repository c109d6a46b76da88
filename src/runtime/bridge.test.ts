import { describe, expect, test, vi } from 'vitest';
import { HudBridge } from './bridge';
import { ManualClock } from '@/platform/clock';

type World = { gold: number; hp: number; log: string[] };
type Event = { type: 'hit' | 'loot' };

function setup(minPublishIntervalMs = 200) {
  const clock = new ManualClock();
  const world: World = { gold: 0, hp: 100, log: [] };
  const bridge = new HudBridge<World, Event, { gold: number; log: string[] }>(world, {
    select: (state) => ({ gold: state.gold, log: [...state.log] }),
    isImportant: (event) => event.type === 'loot',
    clock,
    minPublishIntervalMs,
  });
  const published = vi.fn();
  bridge.store.subscribe(published);
  return { clock, world, bridge, published };
}

describe('HudBridge', () => {
  test('publishes at most every 200 ms however often the world changes', () => {
    const { clock, world, bridge, published } = setup();
    // 60 frames a second for 3 seconds, the world changing every frame.
    for (let frame = 0; frame < 180; frame += 1) {
      clock.step(1000 / 60);
      world.gold += 1;
      bridge.tickEvents(world, []);
      bridge.frame(world);
    }
    expect(published.mock.calls.length).toBeGreaterThanOrEqual(13);
    expect(published.mock.calls.length).toBeLessThanOrEqual(15);
    expect(bridge.store.getState().gold).toBeGreaterThan(160);
  });

  test('publishes only when the snapshot changed', () => {
    const { clock, world, bridge, published } = setup();
    for (let frame = 0; frame < 10; frame += 1) {
      clock.step(300);
      world.hp -= 1; // not part of the snapshot
      bridge.tickEvents(world, []);
      bridge.frame(world);
    }
    expect(published).not.toHaveBeenCalled();
    world.gold = 5;
    clock.step(300);
    bridge.tickEvents(world, []);
    bridge.frame(world);
    expect(published).toHaveBeenCalledTimes(1);
    expect(bridge.store.getState().gold).toBe(5);
  });

  test('an important event publishes at the end of that frame, bypassing the throttle', () => {
    const { clock, world, bridge, published } = setup();
    clock.step(250);
    world.gold = 1;
    bridge.tickEvents(world, []);
    bridge.frame(world);
    expect(published).toHaveBeenCalledTimes(1);
    clock.step(16);
    world.gold = 2;
    bridge.tickEvents(world, [{ type: 'hit' }]);
    bridge.frame(world);
    expect(published).toHaveBeenCalledTimes(1); // throttled
    clock.step(16);
    world.gold = 3;
    bridge.tickEvents(world, [{ type: 'loot' }]);
    bridge.frame(world);
    expect(published).toHaveBeenCalledTimes(2);
    expect(bridge.store.getState().gold).toBe(3);
  });

  test('unchanged parts of the snapshot keep their identity across publishes', () => {
    const { clock, world, bridge } = setup();
    world.log.push('a');
    bridge.publish(world);
    const firstLog = bridge.store.getState().log;
    world.gold = 9;
    clock.step(500);
    bridge.tickEvents(world, []);
    bridge.frame(world);
    expect(bridge.store.getState().gold).toBe(9);
    expect(bridge.store.getState().log).toBe(firstLog);
  });

  test('fans every event out to each subscriber in order; unsubscribe stops delivery', () => {
    const { world, bridge } = setup();
    const seen: string[] = [];
    const stop = bridge.onEvent((event) => seen.push(`a:${event.type}`));
    bridge.onEvent((event) => seen.push(`b:${event.type}`));
    bridge.tickEvents(world, [{ type: 'hit' }, { type: 'loot' }]);
    stop();
    bridge.tickEvents(world, [{ type: 'hit' }]);
    expect(seen).toEqual(['a:hit', 'b:hit', 'a:loot', 'b:loot', 'b:hit']);
  });

  test('a failing listener does not stop the others', () => {
    const { world, bridge } = setup();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    bridge.onEvent(() => {
      throw new Error('listener bug');
    });
    bridge.onEvent(good);
    bridge.tickEvents(world, [{ type: 'hit' }]);
    expect(good).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  test('transient watchers see every frame change without any store publish', () => {
    const { world, bridge, published } = setup();
    const hpValues: number[] = [];
    bridge.watch(
      (state) => state.hp,
      (hp) => hpValues.push(hp),
    );
    world.hp = 90;
    bridge.frame(world);
    bridge.frame(world);
    world.hp = 80;
    bridge.frame(world);
    expect(hpValues).toEqual([100, 90, 80]);
    expect(published).not.toHaveBeenCalled();
  });

  test('catch-up results reach their listeners and publish at the next frame', () => {
    const { world, bridge, published } = setup();
    const results: unknown[] = [];
    bridge.onCatchUp((result) => results.push(result));
    world.gold = 500;
    bridge.caughtUp(world, { offlineMinutes: 90 });
    bridge.frame(world);
    expect(results).toEqual([{ offlineMinutes: 90 }]);
    expect(published).toHaveBeenCalledTimes(1);
  });
});
