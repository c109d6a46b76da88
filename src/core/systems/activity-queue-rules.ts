/**
 * The activity queue's rules that need no other system (issue 12; spec 000 §3 `activity.queue`):
 * what an entry may ask for, its label, and whether the queue owns an activity type right now (the
 * activity systems leave time away of an activity the queue runs to the queue).
 */
import { ACTIVITIES, AREAS_BY_ID, MINING_NODES_BY_ID, RECIPES_BY_ID } from '../content-index';
import type { ReadonlyWorld } from '../readonly';
import type { QueuedActivity, QueuedActivityType } from '../state-types';

export const QUEUE_LIMIT = 5;
/** Ended entries kept for the strip and the activity page. */
export const QUEUE_ENDED_KEPT = 5;
/** The most sessions, harvests, crafts, kills or minutes one activity (queued or not) may be asked for. */
export const MAX_GOAL_COUNT = 999;
export const QUEUED_ACTIVITY_TYPES: readonly QueuedActivityType[] = ['training', 'mining', 'crafting', 'combat'];

export const QUEUE_MESSAGES = {
  full: `The queue holds ${QUEUE_LIMIT} activities; remove one first`,
  unknownType: (type: string) => `Unknown activity type: ${type}`,
  unknownTarget: (type: QueuedActivityType, id: string) => `Unknown ${TARGET_NOUN[type]}: ${id}`,
  badCount: `Choose a number from 1 to ${MAX_GOAL_COUNT}`,
  countNeeded: (type: QueuedActivityType) =>
    type === 'combat' ? 'Choose a number of kills or of minutes' : 'Choose a number of sessions',
  notQueued: 'That activity is no longer in the queue',
  cannotMoveRunning: 'The activity under way stays first; remove it to skip it',
  notPaused: 'The queue is not paused',
  stoppedByHand: 'stopped by you',
  fell: 'you fell in battle',
} as const;

const TARGET_NOUN: Record<QueuedActivityType, string> = {
  training: 'training activity',
  mining: 'mining node',
  crafting: 'recipe',
  combat: 'area',
};

/** The name of what an entry works on, or null when the content no longer has it. */
export function queueTargetName(type: QueuedActivityType, targetId: string): string | null {
  switch (type) {
    case 'training':
      return ACTIVITIES[targetId]?.name ?? null;
    case 'mining':
      return MINING_NODES_BY_ID[targetId]?.name ?? null;
    case 'crafting':
      return RECIPES_BY_ID[targetId]?.name ?? null;
    case 'combat':
      return AREAS_BY_ID[targetId]?.name ?? null;
  }
}

/** A number of sessions, harvests, crafts, kills or minutes a player may ask for. */
export function isGoalCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_GOAL_COUNT;
}

/**
 * Checks what a player asks to queue: a known target, and a goal its type allows (training a number
 * of sessions; mining a number of harvests or until the node stops; crafting a number or all the
 * materials allow; combat a number of kills or of minutes). Returns the entry without its id, or why not.
 */
export function checkQueueRequest(request: {
  activityType?: unknown;
  targetId?: unknown;
  count?: unknown;
  minutes?: unknown;
}): Omit<QueuedActivity, 'id'> | string {
  const type = request.activityType;
  if (!QUEUED_ACTIVITY_TYPES.includes(type as QueuedActivityType)) return QUEUE_MESSAGES.unknownType(String(type));
  const activityType = type as QueuedActivityType;
  const targetId = String(request.targetId);
  if (typeof request.targetId !== 'string' || queueTargetName(activityType, targetId) === null)
    return QUEUE_MESSAGES.unknownTarget(activityType, targetId);
  const count = request.count ?? null;
  if (count !== null && !isGoalCount(count)) return QUEUE_MESSAGES.badCount;
  if (activityType === 'combat' && request.minutes !== undefined) {
    if (!isGoalCount(request.minutes) || count !== null) return QUEUE_MESSAGES.countNeeded('combat');
    return { type: activityType, targetId, count: null, minutes: request.minutes };
  }
  if (request.minutes !== undefined) return QUEUE_MESSAGES.badCount;
  if (count === null && (activityType === 'training' || activityType === 'combat'))
    return QUEUE_MESSAGES.countNeeded(activityType);
  return { type: activityType, targetId, count };
}

/** "Train Sword Drills ×10", "Mine Violet Iron Seam until it stops", "Fight in Shadow Woods for 30 min". */
export function queueEntryLabel(entry: Omit<QueuedActivity, 'id'>): string {
  const name = queueTargetName(entry.type, entry.targetId) ?? entry.targetId;
  const times = entry.count === null ? null : `×${entry.count}`;
  switch (entry.type) {
    case 'training':
      return `Train ${name} ${times ?? ''}`.trim();
    case 'mining':
      return `Mine ${name} ${times ?? 'until it stops'}`;
    case 'crafting':
      return `Craft ${name} ${times ?? '(all you can)'}`;
    case 'combat': {
      // "Fight in the Tutorial Rift": an area's own "The" reads lower case mid-sentence.
      const place = name.startsWith('The ') ? `the ${name.slice(4)}` : name;
      return entry.minutes !== undefined
        ? `Fight in ${place} for ${entry.minutes} min`
        : `Fight in ${place} for ${entry.count ?? 0} ${entry.count === 1 ? 'kill' : 'kills'}`;
    }
  }
}

/**
 * The activity under way that an entry of this type waits behind (issue 32): training waits for the
 * training session under way; a harvest, a craft or a fight for whatever the hunter's hands are busy
 * with (a fight, a node, a craft). Null when it could start now. The queue checks this before it
 * starts an entry, so an entry lines up behind what runs instead of being refused with "Stop mining
 * before you start crafting" (the systems' own start checks still refuse a player's Start).
 */
export function queueBlocker(world: ReadonlyWorld, type: QueuedActivityType): QueuedActivityType | null {
  if (type === 'training') return world.skillTraining.activeSession ? 'training' : null;
  if (world.combat.currentAreaId !== null) return 'combat';
  if (world.mining.currentActivity) return 'mining';
  if (world.crafting.currentCraft) return 'crafting';
  return null;
}

/** Entries wait, none under way, behind an activity the player started (or until the next tick starts the first). */
export function queueWaiting(world: ReadonlyWorld): boolean {
  const activity = world.activity;
  return activity.running !== true && activity.paused !== true && activity.queue.length > 0;
}

/** What the waiting queue's first entry waits behind, or null (running, paused, empty, or free to start). */
export function queueWaitsBehind(world: ReadonlyWorld): QueuedActivityType | null {
  const head = world.activity.queue[0];
  return head && queueWaiting(world) ? queueBlocker(world, head.type) : null;
}

/**
 * The queue catches up this activity type's time away: the entry it runs, or the player's own
 * activity its first entry waits behind (so the entry starts where that one ends, as online).
 */
export function queueOwns(world: ReadonlyWorld, type: QueuedActivityType): boolean {
  if (world.activity.running === true) return world.activity.queue[0]?.type === type;
  return queueWaitsBehind(world) === type;
}

/** Whether the activity an entry started is still under way. */
export function isQueuedUnderway(world: ReadonlyWorld, entry: Pick<QueuedActivity, 'type' | 'targetId'>): boolean {
  switch (entry.type) {
    case 'training':
      return world.skillTraining.activeSession?.activityId === entry.targetId;
    case 'mining':
      return world.mining.currentActivity?.nodeId === entry.targetId;
    case 'crafting':
      return world.crafting.currentCraft?.recipeId === entry.targetId;
    case 'combat':
      return world.combat.currentAreaId === entry.targetId;
  }
}
