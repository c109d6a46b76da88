/**
 * Display names of the content ids that events and the world carry (activities, items, enemies and
 * bosses), for toasts and readouts that show an id without a page's view model around it.
 */
import { ACTIVITIES, enemyOrBoss, itemName as contentItemName } from '@/core/content-index';

export function activityName(activityId: string): string {
  return ACTIVITIES[activityId]?.name ?? activityId;
}

export function itemName(itemId: string): string {
  return contentItemName(itemId);
}

/** An enemy's or a boss's name. */
export function enemyName(enemyId: string): string {
  return enemyOrBoss(enemyId)?.name ?? enemyId;
}
