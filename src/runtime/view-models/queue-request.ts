/**
 * What the HUD needs to ask the activity queue for something (the "Queue" button on every activity):
 * the kinds of activity, the limits, and the label a request will have in the queue.
 */
import { QUEUE_LIMIT, QUEUE_MAX_COUNT, queueEntryLabel } from '@/core/systems/activity-queue-rules';
import type { QueuedActivityType } from '@/core/state-types';

export type QueueActivityKind = QueuedActivityType;

/** Activities the queue holds at once, and the largest number of sessions, harvests, crafts, kills or minutes. */
export const QUEUE_CAPACITY = QUEUE_LIMIT;
export const QUEUE_GOAL_MAX = QUEUE_MAX_COUNT;

export interface QueueRequest {
  activityType: QueueActivityKind;
  targetId: string;
  count: number | null;
  minutes?: number;
}

/** "Train Sword Drills ×10", "Mine Rift-Edge Mana Seep until it stops", "Fight in X for 30 min". */
export function queueRequestLabel(request: QueueRequest): string {
  return queueEntryLabel({ ...request, type: request.activityType });
}
