/**
 * The seams through which the runtime drives a simulation and a view without knowing either:
 * runtime/core-simulation.ts adapts the core (`step`, `catchUp`, `TICK_MS`) to `SimulationPort`, and
 * the scene manager satisfies `WorldView`.
 */

/** Handed to every step and catch-up; one object, updated in place before each call. */
export interface TickContext {
  /** Wall-clock time (epoch ms) of the frame running the tick: the only wall time the core sees. */
  readonly wallTimeMs: number;
  /** Ticks stepped by this runtime so far, this one included (catch-up not counted). */
  readonly tick: number;
  /** The loop's current time scale (1 in play; the sandbox and benchmarks change it). */
  readonly timeScale: number;
}

export interface StepOutcome<Event, Reply> {
  /** What happened during the tick, in order. */
  readonly events: readonly Event[];
  /** One reply per command, in the order the commands were given (`replies[i]` answers `commands[i]`). */
  readonly replies: readonly Reply[];
}

export interface SimulationPort<World, Command, Event, Reply> {
  /** Length of one tick in simulated milliseconds. */
  readonly tickMs: number;
  /** Advances `world` (in place) by one tick, applying `commands` first. */
  step(world: World, commands: readonly Command[], context: TickContext): StepOutcome<Event, Reply>;
  /**
   * Advances `world` by `elapsedMs` (whole ticks) at once: a hidden tab, a sleeping laptop, or a
   * backlog the frame cap could not step. The result (an offline summary) goes to catch-up listeners.
   */
  catchUp(world: World, elapsedMs: number, context: TickContext): unknown;
}

/** Timing of the frame being drawn; one object, updated in place. */
export interface FrameInfo {
  /** Interpolation factor in [0, 1]: time past the last tick, in ticks. */
  readonly alpha: number;
  /** Continuous simulated time: ticks stepped (and caught up) plus alpha, in ms. Animations run on this. */
  readonly simTimeMs: number;
  /** Wall milliseconds since the previous frame. */
  readonly frameMs: number;
  readonly timeScale: number;
  readonly paused: boolean;
}

/** Something that draws the world: in the game, the scene manager. */
export interface WorldView<World, Event> {
  render(world: World, alpha: number, frame: FrameInfo): void;
  /** The events of one tick, in order, right after it ran (before the next tick or render). */
  handleEvents?(events: readonly Event[]): void;
  /** The world jumped without events (a catch-up, or a world replaced): drop transient effects, redraw from it. */
  resync?(world: World): void;
}
