/**
 * When an area's boss steps out (issue 32): after `killsForBoss` kills of a visit; in a zone, the
 * running events that bring bosses sooner divide that (the Weekend Bounty: half the kills), rounded
 * up; a rift's or raid's waves stay as they are. Online play, time away, the forecast and the
 * Battle page's counter all read it here.
 */
import type { AreaDef, TimedEventDef } from '@/content/types';
import type { StepContext } from '../context';
import { eventChanging, eventMultiplier } from '../timed-events';

/** Kills before the boss for a `bossChance` multiplier (1: the area's own number). */
export function bossEveryWith(area: AreaDef, bossChance: number): number {
  if (area.kind !== 'zone') return area.killsForBoss;
  return Math.max(1, Math.ceil(area.killsForBoss / bossChance));
}

/** Kills of a visit before the area's boss steps out, at a moment. */
export function bossEvery(area: AreaDef, epochMs: number, context: StepContext): number {
  return bossEveryWith(area, area.kind === 'zone' ? eventMultiplier('bossChance', epochMs, context) : 1);
}

/** The running event that brings this area's boss sooner at a moment, or null (rifts and raids: always null). */
export function bossCadenceEvent(area: AreaDef, epochMs: number, context: StepContext): TimedEventDef | null {
  if (area.kind !== 'zone') return null;
  const event = eventChanging('bossChance', epochMs, context);
  return event && bossEvery(area, epochMs, context) !== area.killsForBoss ? event : null;
}
