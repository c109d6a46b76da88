/**
 * The activity queue (issue 12; spec 000 §3 `activity.queue`): up to 5 activities run one after
 * another, online and while away. Each entry starts through its own system's command (so it meets the
 * same checks and messages as a player's start) with its goal (sessions, harvests, crafts, kills or
 * minutes), which that system honours and stops at. This system runs after the activity systems: when
 * the entry under way has ended on its own it records why and starts the next; when the player stopped
 * it by hand (or replaced it) the queue pauses until resumed. Time away follows the queue event to
 * event on the progress clock: each entry's own catch-up runs from where the one before ended.
 */
import type { GameEvent } from '../events';
import { nextId } from '../inventory';
import type { GameState, QueuedActivity, QueuedActivityType, QueueEnding } from '../state-types';
import { defineSystem, type OfflineSpan, type TickContext } from '../system';
import {
  checkQueueRequest,
  isQueuedUnderway,
  queueEntryLabel,
  QUEUE_ENDED_KEPT,
  QUEUE_LIMIT,
  QUEUE_MESSAGES,
} from './activity-queue-rules';
import { combatOffline } from './combat-offline';
import { combatSystem } from './combat';
import { craftingLine, craftingSystem, offlineCrafting } from './crafting';
import { miningLine, miningSystem, offlineMining } from './mining';
import { offlineTraining } from './offline-training';
import { trainingSummary, trainingSystem } from './training';
import { ACTIVITIES } from '../content-index';

type QueueCommands = {
  /** Adds an activity to the queue; when the queue is idle it starts at once (or is refused with why). */
  readonly queueActivity: {
    activityType: QueuedActivityType;
    targetId: string;
    count?: number | null;
    minutes?: number;
  };
  /** Removes an entry; removing the one under way stops it and starts the next. */
  readonly removeQueued: { entryId: string };
  /** Moves a waiting entry to a new place (the one under way stays first). */
  readonly moveQueued: { entryId: string; toIndex: number };
  readonly resumeQueue: Record<never, never>;
};

export interface QueueSlice {
  /** Entries that ended while away, in order, with why. */
  queue: { ended: QueueEnding[] } | null;
}

/** Starts an entry now, through its system's own start command; null when it started, else the refusal. */
function startEntry(world: GameState, entry: QueuedActivity, tick: TickContext): string | null {
  const count = entry.count ?? undefined;
  switch (entry.type) {
    case 'training': {
      const skill = ACTIVITIES[entry.targetId]?.skill;
      if (!skill) return QUEUE_MESSAGES.unknownTarget('training', entry.targetId);
      return trainingSystem.commands.startTraining(
        world,
        { skill, activityId: entry.targetId, ...(count === undefined ? {} : { sessions: count }) },
        tick,
      );
    }
    case 'mining':
      return miningSystem.commands.startMining(
        world,
        { nodeId: entry.targetId, ...(count === undefined ? {} : { harvests: count }) },
        tick,
      );
    case 'crafting':
      return craftingSystem.commands.startCraft(world, { recipeId: entry.targetId, quantity: count ?? 'max' }, tick);
    case 'combat':
      return combatSystem.commands.startCombat(
        world,
        {
          areaId: entry.targetId,
          ...(entry.minutes === undefined ? { kills: count ?? 1 } : { minutes: entry.minutes }),
        },
        tick,
      );
  }
}

/** Stops the activity an entry runs, as the player's own stop would (a craft hands back, training pays its share). */
function stopEntry(world: GameState, entry: QueuedActivity, tick: TickContext): void {
  const none = {};
  if (entry.type === 'training') trainingSystem.commands.stopTraining(world, none, tick);
  else if (entry.type === 'mining') miningSystem.commands.stopMining(world, none, tick);
  else if (entry.type === 'crafting') craftingSystem.commands.cancelCraft(world, none, tick);
  else combatSystem.commands.stopCombat(world, none, tick);
}

/** Why the entry's activity ended, read from the stop event its system sent (newest first). */
function endingOf(
  entry: QueuedActivity,
  events: readonly GameEvent[],
  from: number,
): { byHand: boolean; reason: string } {
  for (let index = events.length - 1; index >= from; index -= 1) {
    const event = events[index]!;
    if (entry.type === 'training' && event.type === 'trainingStopped') {
      if (event.reason === 'manual') return { byHand: true, reason: QUEUE_MESSAGES.stoppedByHand };
      if (event.reason === 'death') return { byHand: false, reason: QUEUE_MESSAGES.fell };
      return { byHand: false, reason: event.reason === 'done' ? 'done' : (event.message ?? 'stopped') };
    }
    if (entry.type === 'mining' && event.type === 'miningStopped') {
      if (event.reason === 'manual' || event.reason === 'switched' || event.reason === 'combat')
        return { byHand: true, reason: QUEUE_MESSAGES.stoppedByHand };
      return { byHand: false, reason: event.reason === 'done' ? 'done' : (event.message ?? 'stopped') };
    }
    if (entry.type === 'crafting' && event.type === 'craftingStopped') {
      if (event.reason === 'manual' || event.reason === 'combat')
        return { byHand: true, reason: QUEUE_MESSAGES.stoppedByHand };
      return { byHand: false, reason: event.reason === 'done' ? 'done' : (event.message ?? 'stopped') };
    }
    if (entry.type === 'combat' && event.type === 'combatStopped') {
      if (event.reason === 'manual' || event.reason === 'areaChanged')
        return { byHand: true, reason: QUEUE_MESSAGES.stoppedByHand };
      return { byHand: false, reason: event.reason === 'death' ? QUEUE_MESSAGES.fell : 'done' };
    }
  }
  return { byHand: false, reason: 'stopped' };
}

function recordEnding(
  world: GameState,
  entry: QueuedActivity,
  reason: string,
  atMs: number,
  events: GameEvent[],
  byHand = false,
): QueueEnding {
  const ending = { entry, reason, atMs };
  events.push({ type: 'queueEntryEnded', entryId: entry.id, label: queueEntryLabel(entry), reason, byHand });
  const ended = (world.activity.ended ??= []);
  ended.unshift(ending);
  ended.length = Math.min(ended.length, QUEUE_ENDED_KEPT);
  return ending;
}

/** Starts the first entry that can start (those refused end with their refusal); the queue idles when none can. */
function startNext(world: GameState, tick: TickContext, endings: QueueEnding[]): void {
  const activity = world.activity;
  while (activity.queue.length > 0) {
    const head = activity.queue[0]!;
    const refusal = startEntry(world, head, tick);
    if (refusal === null) {
      activity.running = true;
      return;
    }
    endings.push(recordEnding(world, head, refusal, world.sim.nowMs, tick.events));
    activity.queue.shift();
  }
  activity.running = false;
}

/** Online: the entry under way ended this tick (on its own, or by the player's hand). */
function queueTick(world: GameState, tick: TickContext): void {
  const activity = world.activity;
  if (!activity.running) return;
  const head = activity.queue[0];
  if (!head) {
    activity.running = false;
    return;
  }
  if (isQueuedUnderway(world, head)) return;
  const { byHand, reason } = endingOf(head, tick.events, 0);
  recordEnding(world, head, reason, world.sim.nowMs, tick.events, byHand);
  activity.queue.shift();
  if (byHand) {
    activity.running = false;
    activity.paused = activity.queue.length > 0;
    return;
  }
  startNext(world, tick, []);
}

/** Shifts the times of the activity under way by `deltaMs` (from the progress clock to the return). */
function shiftUnderway(world: GameState, type: QueuedActivityType, deltaMs: number): void {
  const session = world.skillTraining.activeSession;
  const harvest = world.mining.currentActivity;
  const craft = world.crafting.currentCraft;
  const combat = world.combat;
  if (type === 'training' && session) {
    session.startedAt += deltaMs;
    session.endsAt += deltaMs;
  } else if (type === 'mining' && harvest) {
    harvest.startTime += deltaMs;
    harvest.endTime += deltaMs;
  } else if (type === 'crafting' && craft) {
    craft.startTime += deltaMs;
    craft.endTime += deltaMs;
  } else if (type === 'combat' && combat.currentAreaId !== null) {
    if (combat.nextSpawnAt !== 0) combat.nextSpawnAt += deltaMs;
    if (combat.combatStartTime !== null) combat.combatStartTime += deltaMs;
    if (combat.goal?.untilMs !== undefined) combat.goal.untilMs += deltaMs;
  }
}

/** One entry's catch-up over a span: its summary lines and where it ended on the progress clock (null: under way). */
function catchUpEntry(
  world: GameState,
  entry: QueuedActivity,
  span: OfflineSpan,
): { lines: string[]; endedAt: number | null } {
  const { random, events } = span;
  switch (entry.type) {
    case 'training': {
      const result = offlineTraining(world, span);
      const lines = trainingSummary(result && { ...result, stoppedReason: null });
      return { lines, endedAt: result?.endedAt ?? null };
    }
    case 'mining': {
      const result = offlineMining(world, span, random, events);
      // The queue's own line says why it stopped.
      return {
        lines: result ? [miningLine({ ...result, stoppedReason: null })] : [],
        endedAt: result?.endedAt ?? null,
      };
    }
    case 'crafting': {
      const result = offlineCrafting(world, span, random, events);
      return { lines: result ? [craftingLine(result)] : [], endedAt: result?.endedAt ?? null };
    }
    case 'combat': {
      const report = combatOffline(world, span);
      return { lines: [...report.summary], endedAt: report.gains.endedAt ?? null };
    }
  }
}

/**
 * Time away along the queue: the entry under way catches up over the whole absence; when it ends, the
 * next starts where it ended on the progress clock and catches up over what is left of the effective
 * time, and so on. An entry still under way at the end of a later span is moved to the return, so the
 * progress it made is kept and none is paid twice.
 */
function queueOffline(world: GameState, span: OfflineSpan) {
  const activity = world.activity;
  const none = { gains: { queue: null }, summary: [] as string[] };
  if (!activity.running || activity.queue.length === 0) return none;
  const summary: string[] = [];
  const endings: QueueEnding[] = [];
  const budgetEnd = span.startMs + span.effectiveMs;
  const returnMs = world.sim.nowMs;
  let part: OfflineSpan = span;
  try {
    for (;;) {
      const head = activity.queue[0]!;
      const eventsBefore = span.events.length;
      const { lines, endedAt } = catchUpEntry(world, head, part);
      summary.push(...lines);
      if (isQueuedUnderway(world, head)) {
        if (part !== span) shiftUnderway(world, head.type, span.endMs - part.endMs);
        break;
      }
      const at = Math.max(part.startMs, endedAt ?? part.startMs);
      const { reason } = endingOf(head, span.events, eventsBefore);
      endings.push(recordEnding(world, head, reason, at, span.events));
      activity.queue.shift();
      // The next entry starts on the progress clock where this one ended.
      world.sim.nowMs = at;
      startNext(world, span, endings);
      if (!activity.running) break;
      const left = Math.max(0, budgetEnd - at);
      part = { ...span, startMs: at, endMs: at + left, countedMs: left, effectiveMs: left, multiplier: 1 };
    }
  } finally {
    world.sim.nowMs = returnMs;
  }
  for (const ending of endings)
    summary.push(
      ending.reason === 'done'
        ? `✅ Queue: ${queueEntryLabel(ending.entry)}: done.`
        : `⏭️ Queue: ${queueEntryLabel(ending.entry)} ended: ${ending.reason}.`,
    );
  if (activity.running && endings.length > 0) summary.push(`▶️ Queue: now ${queueEntryLabel(activity.queue[0]!)}.`);
  return { gains: { queue: { ended: endings } }, summary };
}

export const activityQueueSystem = defineSystem<'activityQueue', QueueCommands, QueueSlice>({
  id: 'activityQueue',
  commands: {
    queueActivity: (world, command, tick) => {
      const request = checkQueueRequest(command);
      if (typeof request === 'string') return request;
      const activity = world.activity;
      if (activity.queue.length >= QUEUE_LIMIT) return QUEUE_MESSAGES.full;
      const entry: QueuedActivity = { id: nextId(world, 'queued'), ...request };
      if (!activity.running && !activity.paused) {
        // An idle queue starts what it is given, or says at once why it can't.
        const refusal = startEntry(world, entry, tick);
        if (refusal) return refusal;
        activity.running = true;
      }
      activity.queue.push(entry);
      return null;
    },
    removeQueued: (world, command, tick) => {
      const activity = world.activity;
      const index = activity.queue.findIndex((entry) => entry.id === command.entryId);
      if (index < 0) return QUEUE_MESSAGES.notQueued;
      const [removed] = activity.queue.splice(index, 1);
      if (index === 0 && activity.running) {
        // Skipping the one under way: it stops as the player's own stop would, and the next starts.
        stopEntry(world, removed!, tick);
        startNext(world, tick, []);
      }
      if (activity.queue.length === 0) activity.paused = false;
      return null;
    },
    moveQueued: (world, command) => {
      const activity = world.activity;
      const index = activity.queue.findIndex((entry) => entry.id === command.entryId);
      if (index < 0) return QUEUE_MESSAGES.notQueued;
      const first = activity.running ? 1 : 0;
      if (index < first) return QUEUE_MESSAGES.cannotMoveRunning;
      const target = Number(command.toIndex);
      if (!Number.isInteger(target)) return QUEUE_MESSAGES.notQueued;
      const to = Math.max(first, Math.min(activity.queue.length - 1, target));
      const [moved] = activity.queue.splice(index, 1);
      activity.queue.splice(to, 0, moved!);
      return null;
    },
    resumeQueue: (world, _command, tick) => {
      const activity = world.activity;
      if (!activity.paused) return QUEUE_MESSAGES.notPaused;
      const head = activity.queue[0];
      if (!head) {
        activity.paused = false;
        return null;
      }
      const refusal = startEntry(world, head, tick);
      if (refusal) return refusal;
      activity.paused = false;
      activity.running = true;
      return null;
    },
  },
  tick: queueTick,
  offline: queueOffline,
  emits: ['queueEntryEnded'],
});
