/**
 * The activity queue (issue 12; spec 000 §3 `activity.queue`): up to 5 activities run one after
 * another, online and while away. Each entry starts through its own system's command (so it meets the
 * same checks and messages as a player's start) with its goal (sessions, harvests, crafts, kills or
 * minutes), which that system honours and stops at. This system runs after the activity systems: when
 * the entry under way has ended on its own it records why and starts the next; when the player stopped
 * it by hand (or replaced it) the queue pauses until resumed. An entry whose turn comes while the
 * player's own activity holds its place (a harvest before a craft, a session before a session) waits
 * behind it and starts when that one ends, however it ends (issue 32). Time away follows the queue
 * event to event on the progress clock: each entry's own catch-up runs from where the one before ended.
 */
import type { GameEvent } from '../events';
import { nextId } from '../inventory';
import type { GameState, QueuedActivity, QueuedActivityType, QueueEnding } from '../state-types';
import { asSentence } from '../offline-summary';
import { defineSystem, type OfflineReport, type OfflineSpan, type TickContext } from '../system';
import {
  checkQueueRequest,
  isQueuedUnderway,
  queueBlocker,
  queueEntryLabel,
  QUEUE_ENDED_KEPT,
  QUEUE_LIMIT,
  QUEUE_MESSAGES,
  queueWaitsBehind,
} from './activity-queue-rules';
import { combatOffline, type CombatSlice } from './combat-offline';
import { combatSystem } from './combat';
import { craftingAway, craftingLine, craftingSystem, offlineCrafting, type OfflineCraftingResult } from './crafting';
import { miningAway, miningLine, miningSystem, offlineMining, type OfflineMiningResult } from './mining';
import { offlineTraining, type OfflineTrainingResult } from './offline-training';
import { trainingAway, trainingSummary, trainingSystem } from './training';
import { ACTIVITIES } from '../content-index';

type QueueCommands = {
  /**
   * Adds an activity to the queue. An empty queue starts it at once (or refuses with why), unless the
   * player's own activity holds its place: then it waits behind that one.
   */
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

/**
 * The report of the player's own activity the queue waited behind while away: the queue catches it up
 * (so the entry starts where it ended), and hands back the slice its own system would have given.
 */
type AloneSlices = Partial<
  { training: OfflineTrainingResult | null } & { mining: OfflineMiningResult | null } & {
    crafting: OfflineCraftingResult | null;
  } & CombatSlice
>;

export interface QueueSlice extends AloneSlices {
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

/**
 * Starts the first entry that can start (those refused end with their refusal); the queue idles when
 * none can, and waits (not running, not paused) when the player's own activity holds the first's place.
 */
function startNext(world: GameState, tick: TickContext, endings: QueueEnding[]): void {
  const activity = world.activity;
  while (activity.queue.length > 0) {
    const head = activity.queue[0]!;
    if (queueBlocker(world, head.type) !== null) break;
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

/**
 * Online: the entry under way ended this tick (on its own, or by the player's hand); or the activity
 * the waiting queue stood behind ended (however it ended), and the first entry starts.
 */
function queueTick(world: GameState, tick: TickContext): void {
  const activity = world.activity;
  if (!activity.running) {
    const head = activity.queue[0];
    if (head && !activity.paused && queueBlocker(world, head.type) === null) startNext(world, tick, []);
    return;
  }
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

/** The player's own activity over the span, as its own system catches it up, and where it ended (null: going on). */
function catchUpAlone(
  world: GameState,
  type: QueuedActivityType,
  span: OfflineSpan,
): { gains: AloneSlices; summary: readonly string[]; endedAt: number | null } {
  switch (type) {
    case 'training': {
      const report = trainingAway(world, span);
      return { ...report, endedAt: report.gains.training?.endedAt ?? null };
    }
    case 'mining': {
      const report = miningAway(world, span);
      return { ...report, endedAt: report.gains.mining?.endedAt ?? null };
    }
    case 'crafting': {
      const report = craftingAway(world, span);
      return { ...report, endedAt: report.gains.crafting?.endedAt ?? null };
    }
    case 'combat': {
      const report = combatOffline(world, span);
      return { ...report, endedAt: report.gains.endedAt ?? null };
    }
  }
}

/**
 * Time away along the queue: the entry under way catches up over the whole absence; when it ends, the
 * next starts where it ended on the progress clock and catches up over what is left of the effective
 * time, and so on. An entry still under way at the end of a later span is moved to the return, so the
 * progress it made is kept and none is paid twice. A queue waiting behind the player's own activity
 * first catches that one up (its lines and slice are its own system's) and starts where it ended.
 */
function queueOffline(world: GameState, span: OfflineSpan): OfflineReport<QueueSlice> {
  const activity = world.activity;
  if (activity.paused || activity.queue.length === 0) return { gains: { queue: null }, summary: [] };
  const summary: string[] = [];
  const endings: QueueEnding[] = [];
  const alone: AloneSlices = {};
  const budgetEnd = span.startMs + span.effectiveMs;
  const returnMs = world.sim.nowMs;
  /** The rest of the effective time from `at` on, at the rate already applied. */
  const restFrom = (at: number): OfflineSpan => {
    const left = Math.max(0, budgetEnd - at);
    return { ...span, startMs: at, endMs: at + left, countedMs: left, effectiveMs: left, multiplier: 1 };
  };
  let part: OfflineSpan = span;
  try {
    if (!activity.running) {
      const behind = queueWaitsBehind(world);
      let at = span.startMs;
      if (behind !== null) {
        const own = catchUpAlone(world, behind, span);
        summary.push(...own.summary);
        Object.assign(alone, own.gains);
        at = Math.max(span.startMs, own.endedAt ?? span.startMs);
      }
      if (queueWaitsBehind(world) === null) {
        world.sim.nowMs = at;
        startNext(world, span, endings);
        if (at > span.startMs) part = restFrom(at);
      }
    }
    while (activity.running) {
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
      part = restFrom(at);
    }
  } finally {
    world.sim.nowMs = returnMs;
  }
  for (const ending of endings)
    summary.push(
      ending.reason === 'done'
        ? `✅ Queue: ${queueEntryLabel(ending.entry)}: done.`
        : `⏭️ Queue: ${queueEntryLabel(ending.entry)} ended: ${asSentence(ending.reason)}`,
    );
  const next = activity.queue[0];
  if (next && endings.length > 0) {
    if (activity.running) summary.push(`▶️ Queue: now ${queueEntryLabel(next)}.`);
    else if (queueWaitsBehind(world) !== null) summary.push(`⏳ Queue: ${queueEntryLabel(next)} waits its turn.`);
  }
  return { gains: { ...alone, queue: { ended: endings } }, summary };
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
      if (activity.queue.length === 0 && !activity.paused && queueBlocker(world, entry.type) === null) {
        // An empty queue starts what it is given, or says at once why it can't.
        const refusal = startEntry(world, entry, tick);
        if (refusal) return refusal;
        activity.running = true;
      }
      // Otherwise it waits: behind the queue's own entries, or behind what the player runs.
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
      if (!head || queueBlocker(world, head.type) !== null) {
        // Resumed behind the player's own activity: the first entry waits for it to end.
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
