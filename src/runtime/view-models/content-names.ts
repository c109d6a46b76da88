/**
 * Display names of the content ids that events and the world carry (activities, areas, items, enemies
 * and bosses, abilities, wraiths), for toasts and readouts that show an id without a page's view model around it.
 */
import type { ItemDef } from '@/content/types';
import {
  ABILITIES_BY_ID,
  ACTIVITIES,
  ALL_ITEMS,
  AREAS_BY_ID,
  ITEMS,
  enemyOrBoss,
  itemName as contentItemName,
  WRAITHS_BY_ID,
} from '@/core/content-index';

export function abilityName(abilityId: string): string {
  return ABILITIES_BY_ID[abilityId]?.name ?? abilityId;
}

export function wraithName(wraithId: string): string {
  return WRAITHS_BY_ID[wraithId]?.name ?? wraithId;
}

export function activityName(activityId: string): string {
  return ACTIVITIES[activityId]?.name ?? activityId;
}

export function itemName(itemId: string): string {
  return contentItemName(itemId);
}

export function areaName(areaId: string): string {
  return AREAS_BY_ID[areaId]?.name ?? areaId;
}

/** An enemy's or a boss's name. */
export function enemyName(enemyId: string): string {
  return enemyOrBoss(enemyId)?.name ?? enemyId;
}

/** An item's row (icons and item panels draw from it); undefined for an id the content does not know. */
export function itemDef(itemId: string): ItemDef | undefined {
  return ITEMS[itemId];
}

/** Every item of the game, in table order (icon previews and tests). */
export const ALL_ITEM_DEFS: readonly ItemDef[] = ALL_ITEMS;
