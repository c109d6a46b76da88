/**
 * The contract every game system meets (DESIGN.md: "one file per system on one contract"). A system
 * is a plain object: the commands it answers, what it does each tick, how it catches up a span of
 * time away, and the events it may emit. `step`, `applyCommand` and `applyOfflineProgress` loop over
 * the ordered list in `game-systems.ts`; nothing else calls a system by name.
 */
import type { StepContext } from './context';
import type { GameEvent, GameEventType } from './events';
import type { SeededRandom } from './rng';
import type { GameState } from './state-types';

/** What every command may carry besides its type and payload. */
export interface CommandBase {
  /** Echoed in the reply so callers can match answers to requests. */
  commandId?: string;
}

/** Command type -> payload fields, per system. A payload is what a client should send. */
export type CommandPayloads = { readonly [type: string]: object };

/** What a handler, a tick and a catch-up get besides the world. */
export interface TickContext {
  readonly context: StepContext;
  /** Append-only: the tick's (or the absence's) events, in order. */
  readonly events: GameEvent[];
  /** The world's seeded RNG, shared by every system in this tick so draws stay in one order. */
  readonly random: SeededRandom;
}

/**
 * Applies a command, or answers with the refusal the spec words (`null` means applied). Commands come
 * from outside (HUD, scenes, imported logs): a handler validates every field before it changes anything.
 */
export type CommandHandler<Payload> = (
  world: GameState,
  command: Payload & CommandBase,
  tick: TickContext,
) => string | null;

export type OfflineMode = 'events' | 'ticks';

/** One absence, as every system's catch-up sees it (spec 001 §4, §9; DESIGN.md ruling 4). */
export interface OfflineSpan extends TickContext {
  /** Simulation time when the player left. */
  readonly startMs: number;
  /** startMs + the whole absence; the clock stands here afterwards. */
  readonly endMs: number;
  /** The part of the absence that counts (at most 12 hours). */
  readonly countedMs: number;
  /** Counted time x the progress multiplier: the budget of activities that run on the progress clock. */
  readonly effectiveMs: number;
  /** 0.5, or 0.75 with the catch-up bonus. */
  readonly multiplier: number;
  /** 'events' jumps event to event (the game); 'ticks' is the tick-by-tick reference the tests compare. */
  readonly mode: OfflineMode;
  /**
   * When asked (the forecast), fights away multiply in their chance of coming through (`survival`)
   * and add each foe's chance of being the one that fells the hunter (`byFoe`): systems/away-risk.ts.
   */
  readonly perils?: AwayPerils;
}

/** The chance of coming through the fights of an absence, and each foe's part in the danger. */
export interface AwayPerils {
  survival: number;
  byFoe: Record<string, number>;
}

/** A system's part of the offline report: its slice of the gains record and its summary lines. */
export interface OfflineReport<Slice extends object> {
  readonly gains: Slice;
  /** Toast lines, shown 500 ms apart; ⚠️ marks an error toast, 💀 a warning (offline-summary.ts). */
  readonly summary: readonly string[];
  /**
   * Runs after every system has caught up, in list order: for what must read the state the others
   * leave (pools filled up to the maximum the levels gained while away allow).
   */
  readonly settle?: () => void;
}

export interface GameSystem<
  Id extends string = string,
  Payloads extends CommandPayloads = CommandPayloads,
  Slice extends object = object,
> {
  readonly id: Id;
  /** One handler per command type this system owns; no two systems own the same type. */
  readonly commands: { readonly [Type in keyof Payloads]: CommandHandler<Payloads[Type]> };
  /** Every event type this system may emit (checked by a test that watches real play). */
  readonly emits: readonly GameEventType[];
  /** Once per tick, after the clock advanced by TICK_MS. */
  readonly tick?: (world: GameState, tick: TickContext) => void;
  /** Time away: a closed form over the span, event to event, never a loop over its ticks. */
  readonly offline?: (world: GameState, span: OfflineSpan) => OfflineReport<Slice>;
  /**
   * Its catch-up is called before every other system's, to read the world as the player left it
   * (quests note the counters the others will move); its settle still runs after them all, in list order.
   */
  readonly catchUpFirst?: boolean;
}

/**
 * Declares a system. Without commands its id and offline slice are inferred; a system with commands
 * names all three (`defineSystem<'training', TrainingCommands, TrainingSlice>`), TypeScript having no
 * partial inference. The command union and the gains record follow from the list in game-systems.ts.
 */
export function defineSystem<
  Id extends string,
  Payloads extends CommandPayloads = Record<never, object>,
  Slice extends object = Record<never, never>,
>(system: GameSystem<Id, Payloads, Slice>): GameSystem<Id, Payloads, Slice> {
  return system;
}

/**
 * Any system, as the registry holds it: handlers take `never` because each one knows its own payload;
 * the registry hands a command only to the handler registered for its type.
 */
export interface AnyGameSystem {
  readonly id: string;
  readonly commands: { readonly [type: string]: CommandHandler<never> };
  readonly emits: readonly GameEventType[];
  readonly tick?: (world: GameState, tick: TickContext) => void;
  readonly offline?: (world: GameState, span: OfflineSpan) => OfflineReport<object>;
  readonly catchUpFirst?: boolean;
}

/** Payload map of a system type. */
export type PayloadsOf<System> = System extends GameSystem<string, infer Payloads, object> ? Payloads : never;

/** Offline slice of a system type. */
export type SliceOf<System> = System extends {
  readonly offline?: (world: GameState, span: OfflineSpan) => OfflineReport<infer Slice>;
}
  ? Slice
  : never;

/** `{ type: K } & payload` for every command type of one payload map. */
export type CommandsOf<Payloads> = {
  [Type in keyof Payloads & string]: { type: Type } & Payloads[Type];
}[keyof Payloads & string];

/** A | B -> A & B (for merging the systems' offline slices into one record). */
export type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Both,
) => void
  ? Both
  : never;
