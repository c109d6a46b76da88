/**
 * The debug activity page's memory (ruling 9): the latest core events and commands of the running game,
 * each stamped with the simulation's tick and time. It records from the session's start, so the page
 * shows what happened before it was opened; it keeps a bounded number of each and costs one small
 * object per event. Readers poll `version` and re-read only when it moved.
 */
import type { Command, CommandReply } from '@/core/commands';
import type { GameEvent } from '@/core/events';
import type { CatchUpResult } from '@/core/offline';
import { eventGroup, isChatterEvent, type EventGroup } from './event-groups';
import { RingBuffer } from './ring-buffer';

/** When something was recorded: the order of recording, and the world's tick and time just after it. */
export interface LogStamp {
  seq: number;
  tick: number;
  simTimeMs: number;
}

export interface LoggedEvent extends LogStamp {
  type: string;
  group: EventGroup;
  /** The core's event; null for the log's own notes (a catch-up). */
  event: GameEvent | null;
  /** What the log noted itself ("Caught up 12 ticks at once"); null for a core event. */
  note: string | null;
}

export type CommandOutcome = 'ok' | 'refused' | 'no reply';

export interface LoggedCommand extends LogStamp {
  command: Command;
  outcome: CommandOutcome;
  /** The refusal's message, as the core gave it. */
  message: string | null;
}

export interface ActivityLogCounts {
  /** Recorded since the log started or was cleared, including those the buffers no longer hold. */
  events: number;
  commands: number;
  refused: number;
}

export interface ActivityLogOptions {
  /** The latest events kept, besides the chatter. Default 500. */
  eventCapacity?: number;
  /** The latest blows, spawns and XP grants kept (they come many a minute in a fight). Default 200. */
  chatterCapacity?: number;
  /** The latest commands kept. Default 200. */
  commandCapacity?: number;
}

type Moment = Pick<LogStamp, 'tick' | 'simTimeMs'>;

/** What the log needs of a runtime (a CoreRuntime has it). */
export interface LoggableRuntime {
  readonly world: { readonly sim: { readonly tick: number; readonly nowMs: number } };
  readonly bridge: {
    onEvent(listener: (event: GameEvent) => void): () => void;
    onCatchUp(listener: (result: unknown) => void): () => void;
  };
  onCommand(listener: (command: Command, reply: CommandReply | undefined) => void): () => void;
}

export class ActivityLog {
  private readonly mainEvents: RingBuffer<LoggedEvent>;
  private readonly chatter: RingBuffer<LoggedEvent>;
  private readonly commandLog: RingBuffer<LoggedCommand>;
  private seq = 0;
  private changes = 0;
  private totals: ActivityLogCounts = { events: 0, commands: 0, refused: 0 };
  private detachers: (() => void)[] = [];

  constructor(options: ActivityLogOptions = {}) {
    this.mainEvents = new RingBuffer(options.eventCapacity ?? 500);
    this.chatter = new RingBuffer(options.chatterCapacity ?? 200);
    this.commandLog = new RingBuffer(options.commandCapacity ?? 200);
  }

  /** Moves on every record and clear: a reader re-reads the lists only when it changed. */
  get version(): number {
    return this.changes;
  }

  get counts(): Readonly<ActivityLogCounts> {
    return this.totals;
  }

  recordEvent(event: GameEvent, at: Moment): void {
    const entry: LoggedEvent = {
      ...this.stamp(at),
      type: event.type,
      group: eventGroup(event.type),
      event,
      note: null,
    };
    (isChatterEvent(event) ? this.chatter : this.mainEvents).push(entry);
    this.totals.events += 1;
  }

  /** The log's own line (a catch-up), among the events. */
  recordNote(type: string, group: EventGroup, note: string, at: Moment): void {
    this.mainEvents.push({ ...this.stamp(at), type, group, event: null, note });
    this.totals.events += 1;
  }

  recordCommand(command: Command, reply: CommandReply | undefined, at: Moment): void {
    const outcome: CommandOutcome = reply === undefined ? 'no reply' : reply.ok ? 'ok' : 'refused';
    const message = reply !== undefined && !reply.ok ? reply.message : null;
    this.commandLog.push({ ...this.stamp(at), command, outcome, message });
    this.totals.commands += 1;
    if (outcome === 'refused') this.totals.refused += 1;
  }

  /** The events held, newest first (the chatter merged in by recording order). */
  events(): LoggedEvent[] {
    const main = this.mainEvents.newestFirst();
    const chatter = this.chatter.newestFirst();
    const merged: LoggedEvent[] = [];
    let left = 0;
    let right = 0;
    while (left < main.length || right < chatter.length) {
      const fromMain = right >= chatter.length || (left < main.length && main[left]!.seq > chatter[right]!.seq);
      merged.push(fromMain ? main[left++]! : chatter[right++]!);
    }
    return merged;
  }

  /** The commands held, newest first. */
  commands(): LoggedCommand[] {
    return this.commandLog.newestFirst();
  }

  clear(): void {
    this.mainEvents.clear();
    this.chatter.clear();
    this.commandLog.clear();
    this.totals = { events: 0, commands: 0, refused: 0 };
    this.changes += 1;
  }

  /** Starts recording `runtime`'s events, catch-ups and commands (see `attachActivityLog`). */
  attach(runtime: LoggableRuntime): this {
    const now = (): Moment => ({ tick: runtime.world.sim.tick, simTimeMs: runtime.world.sim.nowMs });
    this.detachers.push(
      runtime.bridge.onEvent((event) => this.recordEvent(event, now())),
      runtime.bridge.onCatchUp((result) => this.recordCatchUp(result, now())),
      runtime.onCommand((command, reply) => this.recordCommand(command, reply, now())),
    );
    return this;
  }

  /** Stops recording (the session ended); what was recorded stays readable. */
  detach(): void {
    for (const detach of this.detachers) detach();
    this.detachers = [];
  }

  private recordCatchUp(result: unknown, at: Moment): void {
    if (!isCatchUpResult(result)) return;
    if (result.mode === 'ticks') {
      this.recordNote('catchUp', 'system', `Caught up ${result.ticks} ticks at once (a slow or hidden frame)`, at);
      for (const tick of result.results) for (const event of tick.events) this.recordEvent(event, at);
      return;
    }
    const minutes = result.gains?.offlineMinutes;
    this.recordNote(
      'catchUp',
      'system',
      minutes === undefined
        ? 'Time away passed without offline gains'
        : `Time away applied by the offline rules: ${minutes} min`,
      at,
    );
    for (const event of result.gains?.events ?? []) this.recordEvent(event, at);
  }

  private stamp(at: Moment): LogStamp {
    this.seq += 1;
    this.changes += 1;
    return { seq: this.seq, tick: at.tick, simTimeMs: at.simTimeMs };
  }
}

function isCatchUpResult(value: unknown): value is CatchUpResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'mode' in value &&
    (value.mode === 'ticks' || value.mode === 'offline')
  );
}

/**
 * Starts the session's activity log: call once when the game session's runtime is created (before it
 * starts), and `detach()` it when the session is disposed.
 */
export function attachActivityLog(runtime: LoggableRuntime, options?: ActivityLogOptions): ActivityLog {
  return new ActivityLog(options).attach(runtime);
}
