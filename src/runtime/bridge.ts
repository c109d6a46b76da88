import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Clock } from '@/platform/clock';
import { shareStructure, structurallyEqual } from './structural';

export interface HudBridgeOptions<World, Event, Snapshot> {
  /** Builds the HUD snapshot from the world (plain data: objects, arrays, primitives). */
  select: (world: World) => Snapshot;
  /** Events that publish the snapshot at the end of the frame, bypassing the throttle (loot, level-up, death). */
  isImportant?: (event: Event) => boolean;
  clock: Clock;
  /** Minimum time between two throttled publishes. Default 200 ms: at most 5 a second. */
  minPublishIntervalMs?: number;
}

type Watcher<World> = {
  select: (world: World) => unknown;
  listener: (value: unknown) => void;
  equals: (a: unknown, b: unknown) => boolean;
  last: unknown;
};

function reportListenerError(error: unknown): void {
  console.error('A game event listener failed:', error);
}

/**
 * The HUD's window on the world. A zustand vanilla store holds the snapshot, published only when it
 * changed and at most ~5 times a second (immediately after important events); simulation events and
 * catch-up results fan out to subscribers (scene effects, toasts, audio); transient watchers read fast
 * numbers every frame (HP bars) without any React render.
 */
export class HudBridge<World, Event, Snapshot> {
  readonly store: StoreApi<Snapshot>;
  private readonly select: (world: World) => Snapshot;
  private readonly isImportant: (event: Event) => boolean;
  private readonly clock: Clock;
  private readonly minPublishIntervalMs: number;
  private eventListeners: ((event: Event) => void)[] = [];
  private catchUpListeners: ((result: unknown) => void)[] = [];
  private watchers: Watcher<World>[] = [];
  private lastCheckAt: number;
  private worldChanged = false;
  private urgent = false;
  private publishes = 0;
  private latestWorld: World;

  constructor(world: World, options: HudBridgeOptions<World, Event, Snapshot>) {
    this.select = options.select;
    this.isImportant = options.isImportant ?? (() => false);
    this.clock = options.clock;
    this.minPublishIntervalMs = options.minPublishIntervalMs ?? 200;
    this.latestWorld = world;
    this.store = createStore<Snapshot>()(() => options.select(world));
    this.lastCheckAt = this.clock.now();
  }

  /** How many snapshots have been published (the initial one not counted). */
  get publishCount(): number {
    return this.publishes;
  }

  /** After each tick: fans the tick's events out and notes whether one of them is important. */
  tickEvents(world: World, events: readonly Event[]): void {
    this.latestWorld = world;
    this.worldChanged = true;
    const listeners = this.eventListeners;
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      if (!this.urgent && this.isImportant(event)) this.urgent = true;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          reportListenerError(error);
        }
      }
    }
  }

  /** After a catch-up (time away): hands the core's result to its listeners; publishes at the next frame. */
  caughtUp(world: World, result: unknown): void {
    this.latestWorld = world;
    this.worldChanged = true;
    this.urgent = true;
    for (const listener of this.catchUpListeners) {
      try {
        listener(result);
      } catch (error) {
        reportListenerError(error);
      }
    }
  }

  /** Once per rendered frame: transient watchers, then the throttled snapshot publish. */
  frame(world: World): void {
    this.latestWorld = world;
    const watchers = this.watchers;
    for (let index = 0; index < watchers.length; index += 1) this.runWatcher(watchers[index]!, world);
    if (!this.worldChanged) return;
    const now = this.clock.now();
    if (!this.urgent && now - this.lastCheckAt < this.minPublishIntervalMs) return;
    this.lastCheckAt = now;
    this.urgent = false;
    this.worldChanged = false;
    this.publishIfChanged(world);
  }

  /** Publishes now if the snapshot changed (after the world was replaced, e.g. a save was loaded). */
  publish(world: World): void {
    this.latestWorld = world;
    this.lastCheckAt = this.clock.now();
    this.urgent = false;
    this.worldChanged = false;
    this.publishIfChanged(world);
  }

  onEvent(listener: (event: Event) => void): () => void {
    this.eventListeners = [...this.eventListeners, listener];
    return () => {
      this.eventListeners = this.eventListeners.filter((candidate) => candidate !== listener);
    };
  }

  onCatchUp(listener: (result: unknown) => void): () => void {
    this.catchUpListeners = [...this.catchUpListeners, listener];
    return () => {
      this.catchUpListeners = this.catchUpListeners.filter((candidate) => candidate !== listener);
    };
  }

  /**
   * Calls `listener` with `select(world)` now and on every frame where it changed: for numbers that move
   * every frame, written into refs or motion values instead of React state.
   */
  watch<T>(
    select: (world: World) => T,
    listener: (value: T) => void,
    equals: (a: T, b: T) => boolean = Object.is,
  ): () => void {
    const watcher: Watcher<World> = {
      select,
      listener: listener as (value: unknown) => void,
      equals: equals as (a: unknown, b: unknown) => boolean,
      last: select(this.latestWorld),
    };
    this.watchers = [...this.watchers, watcher];
    watcher.listener(watcher.last);
    return () => {
      this.watchers = this.watchers.filter((candidate) => candidate !== watcher);
    };
  }

  private runWatcher(watcher: Watcher<World>, world: World): void {
    try {
      const value = watcher.select(world);
      if (watcher.equals(watcher.last, value)) return;
      watcher.last = value;
      watcher.listener(value);
    } catch (error) {
      reportListenerError(error);
    }
  }

  private publishIfChanged(world: World): void {
    const previous = this.store.getState();
    const next = this.select(world);
    if (structurallyEqual(previous, next)) return;
    this.publishes += 1;
    this.store.setState(shareStructure(previous, next), true);
  }
}
