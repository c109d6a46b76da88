import { asDeepReadonly, type DeepReadonly } from '@/core/readonly';
import { IS_E2E_BUILD } from '@/platform/build-flags';
import { frameClock, wallClock, type Clock } from '@/platform/clock';
import { HudBridge } from './bridge';
import { CommandQueue } from './commands';
import {
  animationFrameScheduler,
  documentVisibility,
  type FrameScheduler,
  type VisibilitySource,
} from './frame-scheduler';
import { FixedStepLoop, type HiddenTimePolicy, type LoopStats } from './loop';
import type { FrameTimeLog } from './frame-time-log';
import type { FrameInfo, SimulationPort, TickContext, WorldView } from './simulation-port';

export interface GameRuntimeOptions<World, Command, Event, Reply, Snapshot> {
  world: World;
  simulation: SimulationPort<World, Command, Event, Reply>;
  /** Builds the HUD snapshot (plain data) from the world; see HudBridge. */
  snapshot: (world: DeepReadonly<World>) => Snapshot;
  /** Events that publish the HUD snapshot at once. */
  isImportantEvent?: (event: Event) => boolean;
  /** Draws the world each frame; may be attached later with `setView` (the canvas mounts after the runtime). */
  view?: WorldView<DeepReadonly<World>, Event> | null;
  frameClock?: Clock;
  wallClock?: Clock;
  scheduler?: FrameScheduler;
  /** Default: the document's visibility. `null` keeps running regardless (tests, benchmarks). */
  visibility?: VisibilitySource | null;
  hiddenTime?: HiddenTimePolicy;
  maxStepsPerFrame?: number;
  catchUpAfterMs?: number;
  timeScale?: number;
  minPublishIntervalMs?: number;
  /**
   * The view draws at most once per this many milliseconds of frames; the simulation still steps every frame. 0 draws
   * every frame. Default 0, and 100 in the e2e build (DEFAULT_MIN_VIEW_INTERVAL_MS).
   */
  minViewIntervalMs?: number;
  /** The loop stopped because the simulation or the view threw. */
  onError?: (error: unknown) => void;
  frameLogCapacity?: number;
}

/**
 * Playwright's Chromium draws WebGL on the CPU (SwiftShader): at 60 frames a second one idle combat page kept more than
 * one of the test machine's two cores busy, so the e2e build draws 10 a second (decisions, "Test line").
 */
export const DEFAULT_MIN_VIEW_INTERVAL_MS = IS_E2E_BUILD ? 100 : 0;

type MutableTickContext = { -readonly [K in keyof TickContext]: TickContext[K] };
type MutableFrameInfo = { -readonly [K in keyof FrameInfo]: FrameInfo[K] };

/**
 * One world brought to life: the fixed-step loop steps the simulation with the queued commands,
 * fans events out to the view and the HUD bridge, hands long gaps to catch-up, and renders the view
 * with interpolation every frame. The only place wall time reaches the game.
 *
 * Only the simulation changes the world. Everything else gets it deep-readonly: the view, the HUD
 * bridge (snapshot, watchers) and whoever reads `world`.
 */
export class GameRuntime<World, Command, Event, Reply, Snapshot = unknown> {
  readonly commands = new CommandQueue<Command, Reply>();
  readonly bridge: HudBridge<DeepReadonly<World>, Event, Snapshot>;
  private readonly loop: FixedStepLoop;
  private readonly simulation: SimulationPort<World, Command, Event, Reply>;
  private readonly wallClock: Clock;
  private readonly context: MutableTickContext = { wallTimeMs: 0, tick: 0, timeScale: 1 };
  private readonly frameInfo: MutableFrameInfo = { alpha: 0, simTimeMs: 0, frameMs: 0, timeScale: 1, paused: false };
  private currentWorld: World;
  private view: WorldView<DeepReadonly<World>, Event> | null;
  private commandListeners: ((command: Command, reply: Reply | undefined) => void)[] = [];
  private disposed = false;
  private readonly minViewIntervalMs: number;
  /** Wall milliseconds of frames since the view last drew. */
  private sinceViewMs = 0;
  /** The next render draws the view whatever the interval (a step asked for by hand). */
  private drawViewNext = false;

  constructor(options: GameRuntimeOptions<World, Command, Event, Reply, Snapshot>) {
    this.currentWorld = options.world;
    this.simulation = options.simulation;
    this.view = options.view ?? null;
    this.wallClock = options.wallClock ?? wallClock;
    this.minViewIntervalMs = options.minViewIntervalMs ?? DEFAULT_MIN_VIEW_INTERVAL_MS;
    const clock = options.frameClock ?? frameClock;
    this.bridge = new HudBridge(asDeepReadonly(options.world), {
      select: options.snapshot,
      isImportant: options.isImportantEvent,
      clock,
      minPublishIntervalMs: options.minPublishIntervalMs,
    });
    this.loop = new FixedStepLoop({
      tickMs: options.simulation.tickMs,
      clock,
      scheduler: options.scheduler ?? animationFrameScheduler,
      visibility: options.visibility === undefined ? documentVisibility : options.visibility,
      hiddenTime: options.hiddenTime,
      maxStepsPerFrame: options.maxStepsPerFrame,
      catchUpAfterMs: options.catchUpAfterMs,
      timeScale: options.timeScale,
      onError: options.onError,
      frameLogCapacity: options.frameLogCapacity,
      callbacks: {
        step: () => this.step(),
        catchUp: (elapsedMs) => this.catchUp(elapsedMs),
        render: (alpha) => this.render(alpha),
      },
    });
  }

  get world(): DeepReadonly<World> {
    return asDeepReadonly(this.currentWorld);
  }

  get isRunning(): boolean {
    return this.loop.isRunning;
  }

  get isPaused(): boolean {
    return this.loop.isPaused;
  }

  get timeScale(): number {
    return this.loop.timeScale;
  }

  get tickMs(): number {
    return this.loop.tickMs;
  }

  get stats(): Readonly<LoopStats> {
    return this.loop.stats;
  }

  /** Recent frame intervals and work times (the sandbox's frame-time graph, benchmarks). */
  get frameTimes(): FrameTimeLog {
    return this.loop.frameTimes;
  }

  start(): void {
    this.assertAlive();
    this.loop.start();
  }

  stop(): void {
    this.loop.stop();
  }

  /** Stops for good: waiting commands are rejected and the view is detached. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.loop.stop();
    this.commands.close('The game has stopped.');
    this.view = null;
  }

  pause(): void {
    this.loop.pause();
  }

  resume(): void {
    this.loop.resume();
  }

  setTimeScale(scale: number): number {
    return this.loop.setTimeScale(scale);
  }

  /** One tick now; when paused, drawn at once. */
  stepOnce(): void {
    this.assertAlive();
    this.drawViewNext = true;
    this.loop.stepOnce();
    this.drawViewNext = false;
  }

  /**
   * Applies the commands waiting for the next tick now, in a tick of their own. For the page being
   * left: the exit snapshot must hold what the player just did, and the next tick would come too late.
   */
  applyWaitingCommands(): void {
    if (this.disposed || this.commands.size === 0) return;
    this.loop.stepOnce();
  }

  /** Queues a command for the next tick; resolves with the simulation's reply (or its refusal). */
  enqueue(command: Command): Promise<Reply> {
    return this.commands.enqueue(command);
  }

  /** Fire and forget; the reply, if wanted, goes to the callback. */
  send(command: Command, onReply?: (reply: Reply) => void): void {
    this.commands.send(command, onReply);
  }

  /**
   * Calls `listener` with every command the simulation applied and its reply (undefined when it gave
   * none), right after the tick that applied it: the debug activity log records sent and refused commands.
   */
  onCommand(listener: (command: Command, reply: Reply | undefined) => void): () => void {
    this.commandListeners = [...this.commandListeners, listener];
    return () => {
      this.commandListeners = this.commandListeners.filter((candidate) => candidate !== listener);
    };
  }

  setView(view: WorldView<DeepReadonly<World>, Event> | null): void {
    this.view = view;
  }

  /** Replaces the world (a save loaded or imported) and publishes its snapshot at once. */
  replaceWorld(world: World): void {
    this.currentWorld = world;
    this.view?.resync?.(this.world);
    this.bridge.publish(this.world);
  }

  private step(): void {
    const context = this.context;
    context.wallTimeMs = this.wallClock.now();
    context.tick += 1;
    context.timeScale = this.loop.timeScale;
    const commands = this.commands.drain();
    const outcome = this.simulation.step(this.currentWorld, commands, context);
    // Before settling: settling empties the drained batch.
    if (commands.length > 0 && this.commandListeners.length > 0) this.reportCommands(commands, outcome.replies);
    this.commands.settle(outcome.replies);
    if (outcome.events.length > 0) this.view?.handleEvents?.(outcome.events);
    this.bridge.tickEvents(this.world, outcome.events);
  }

  private reportCommands(commands: readonly Command[], replies: readonly Reply[] | undefined): void {
    for (const listener of this.commandListeners) {
      for (let index = 0; index < commands.length; index += 1) {
        try {
          listener(commands[index]!, replies?.[index]);
        } catch (error) {
          console.error('A command listener failed:', error);
        }
      }
    }
  }

  private catchUp(elapsedMs: number): void {
    const context = this.context;
    context.wallTimeMs = this.wallClock.now();
    context.timeScale = this.loop.timeScale;
    const result = this.simulation.catchUp(this.currentWorld, elapsedMs, context);
    this.view?.resync?.(this.world);
    this.bridge.caughtUp(this.world, result);
  }

  private render(alpha: number): void {
    const frame = this.frameInfo;
    const loop = this.loop;
    const world = this.world;
    this.sinceViewMs += loop.lastFrameIntervalMs;
    if (this.view && (this.sinceViewMs >= this.minViewIntervalMs || this.drawViewNext)) {
      frame.alpha = alpha;
      frame.simTimeMs = loop.stats.simulatedMs + alpha * loop.tickMs;
      // The time since the view last drew: its animations advance by what passed, drawn or not.
      frame.frameMs = this.sinceViewMs;
      frame.timeScale = loop.timeScale;
      frame.paused = loop.isPaused;
      this.sinceViewMs = 0;
      this.view.render(world, alpha, frame);
    }
    this.bridge.frame(world);
  }

  private assertAlive(): void {
    if (this.disposed) throw new Error('This game runtime was disposed.');
  }
}
