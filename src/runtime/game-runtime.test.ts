import { describe, expect, test } from 'vitest';
import { GameRuntime } from './game-runtime';
import type { FrameInfo, SimulationPort, TickContext } from './simulation-port';
import { ManualClock } from '@/platform/clock';
import { ManualFrameScheduler, advanceFrames } from './testing/manual-frames';

type World = { tick: number; gold: number; caughtUpMs: number };
type Command = { type: 'buy'; cost: number };
type Event = { type: 'tick'; tick: number } | { type: 'bought'; cost: number };
type Reply = { ok: true } | { ok: false; message: string };

const simulation: SimulationPort<World, Command, Event, Reply> = {
  tickMs: 100,
  step(world, commands) {
    world.tick += 1;
    world.gold += 1;
    const events: Event[] = [{ type: 'tick', tick: world.tick }];
    const replies = commands.map((command): Reply => {
      if (command.cost > world.gold) return { ok: false, message: 'Not enough gold' };
      world.gold -= command.cost;
      events.push({ type: 'bought', cost: command.cost });
      return { ok: true };
    });
    return { events, replies };
  },
  catchUp(world, elapsedMs) {
    world.caughtUpMs += elapsedMs;
    return { awayMs: elapsedMs };
  },
};

function setup(minViewIntervalMs?: number) {
  const clock = new ManualClock();
  const wall = new ManualClock(1_700_000_000_000);
  const scheduler = new ManualFrameScheduler();
  const world: World = { tick: 0, gold: 0, caughtUpMs: 0 };
  const rendered: { tick: number; alpha: number; simTimeMs: number; frameMs: number }[] = [];
  const viewEvents: Event[] = [];
  const contexts: TickContext[] = [];
  const runtime = new GameRuntime<World, Command, Event, Reply, { gold: number }>({
    world,
    simulation: {
      ...simulation,
      step: (state, commands, context) => {
        contexts.push({ ...context });
        return simulation.step(state, commands, context);
      },
    },
    snapshot: (state) => ({ gold: state.gold }),
    isImportantEvent: (event) => event.type === 'bought',
    view: {
      render: (state, alpha, frame: FrameInfo) =>
        rendered.push({ tick: state.tick, alpha, simTimeMs: frame.simTimeMs, frameMs: frame.frameMs }),
      handleEvents: (events) => viewEvents.push(...events),
    },
    frameClock: clock,
    wallClock: wall,
    scheduler,
    visibility: null,
    minViewIntervalMs,
  });
  const frames = (ms: number, count = 1) => advanceFrames(clock, scheduler, ms, count);
  return { runtime, world, rendered, viewEvents, contexts, frames, wall };
}

describe('GameRuntime', () => {
  test('steps the simulation at its tick and renders with interpolation', () => {
    const { runtime, world, rendered, frames } = setup();
    runtime.start();
    frames(16, 19); // 304 ms
    expect(world.tick).toBe(3);
    const last = rendered.at(-1)!;
    expect(last.tick).toBe(3);
    expect(last.alpha).toBeCloseTo(0.04, 6);
    expect(last.simTimeMs).toBeCloseTo(304, 6);
  });

  test('a queued command is applied at the next tick and its reply reaches the sender', async () => {
    const { runtime, world, frames } = setup();
    runtime.start();
    frames(100, 3);
    const bought = runtime.enqueue({ type: 'buy', cost: 2 });
    const refused = runtime.enqueue({ type: 'buy', cost: 50 });
    expect(world.gold).toBe(3);
    frames(100);
    await expect(bought).resolves.toEqual({ ok: true });
    await expect(refused).resolves.toEqual({ ok: false, message: 'Not enough gold' });
    expect(world.gold).toBe(2);
  });

  test('events reach the view and bridge subscribers; an important one publishes the snapshot at once', () => {
    const { runtime, viewEvents, frames } = setup();
    const heard: string[] = [];
    runtime.bridge.onEvent((event) => heard.push(event.type));
    runtime.start();
    frames(250); // two ticks; the throttle window has passed, so gold 2 is published
    const publishesBefore = runtime.bridge.publishCount;
    expect(publishesBefore).toBe(1);
    runtime.send({ type: 'buy', cost: 0 });
    frames(100);
    expect(heard).toEqual(['tick', 'tick', 'tick', 'bought']);
    expect(viewEvents.map((event) => event.type)).toEqual(heard);
    expect(runtime.bridge.publishCount).toBe(publishesBefore + 1);
    expect(runtime.bridge.store.getState().gold).toBe(3);
  });

  test('the tick context carries wall time and the tick number', () => {
    const { runtime, contexts, frames, wall } = setup();
    runtime.start();
    frames(100);
    wall.step(5000);
    frames(100);
    expect(contexts.map((context) => context.tick)).toEqual([1, 2]);
    expect(contexts[1]!.wallTimeMs - contexts[0]!.wallTimeMs).toBe(5000);
  });

  test('a long gap goes to catch-up and its result to catch-up listeners', () => {
    const { runtime, world, frames } = setup();
    const results: unknown[] = [];
    runtime.bridge.onCatchUp((result) => results.push(result));
    runtime.start();
    frames(3_600_000);
    expect(world.tick).toBe(0);
    expect(world.caughtUpMs).toBe(3_600_000);
    expect(results).toEqual([{ awayMs: 3_600_000 }]);
  });

  test('applies waiting commands in a tick of their own, and steps nothing when none wait', async () => {
    const { runtime, world } = setup();
    runtime.start();
    runtime.applyWaitingCommands();
    expect(world.tick).toBe(0);
    const reply = runtime.enqueue({ type: 'buy', cost: 1 });
    runtime.applyWaitingCommands();
    expect(world.tick).toBe(1);
    await expect(reply).resolves.toEqual({ ok: true });
    expect(world.gold).toBe(0);
  });

  test('pause, stepOnce and time scale', () => {
    const { runtime, world, rendered, frames } = setup();
    runtime.start();
    runtime.pause();
    frames(1000);
    expect(world.tick).toBe(0);
    runtime.stepOnce();
    expect(world.tick).toBe(1);
    expect(rendered.at(-1)).toMatchObject({ tick: 1, alpha: 0, simTimeMs: 100 });
    runtime.resume();
    runtime.setTimeScale(8);
    frames(100);
    expect(world.tick).toBe(9);
  });

  test('draws every frame by default; with a view interval, at most once per interval; same simulation', () => {
    const everyFrame = setup();
    everyFrame.runtime.start();
    everyFrame.frames(16, 12);
    expect(everyFrame.rendered).toHaveLength(12);
    expect(everyFrame.rendered.every((frame) => frame.frameMs === 16)).toBe(true);

    const throttled = setup(50);
    throttled.runtime.start();
    throttled.frames(16, 12); // 192 ms: drawn at 64, 128 and 192 ms
    expect(throttled.world.tick).toBe(everyFrame.world.tick);
    expect(throttled.rendered.map((frame) => frame.frameMs)).toEqual([64, 64, 64]);
    expect(throttled.rendered.at(-1)).toMatchObject({ tick: 1, simTimeMs: 192 });
    // A step asked for by hand is drawn at once.
    throttled.runtime.pause();
    throttled.runtime.stepOnce();
    expect(throttled.rendered).toHaveLength(4);
    expect(throttled.rendered.at(-1)).toMatchObject({ tick: 2, alpha: 0 });
  });

  test('a catch-up or a replaced world asks the view to resync and publishes the new snapshot', () => {
    const { runtime, frames } = setup();
    const resynced: number[] = [];
    runtime.setView({ render: () => undefined, resync: (state) => resynced.push(state.gold) });
    runtime.start();
    frames(60_000);
    expect(resynced).toEqual([0]);
    runtime.replaceWorld({ tick: 0, gold: 77, caughtUpMs: 0 });
    expect(resynced).toEqual([0, 77]);
    expect(runtime.bridge.store.getState().gold).toBe(77);
    expect(runtime.world.gold).toBe(77);
  });

  test('dispose stops the loop and rejects commands still waiting', async () => {
    const { runtime, world, frames } = setup();
    runtime.start();
    const waiting = runtime.enqueue({ type: 'buy', cost: 0 });
    runtime.dispose();
    frames(1000);
    expect(world.tick).toBe(0);
    await expect(waiting).rejects.toThrow('The game has stopped.');
    expect(() => runtime.start()).toThrow();
  });
});
