import type { NodeWork } from '@/content/types';

/** The start button's verb: picks and hammers for veins and pits, open hands for seeps and drafts. */
export const WORK_VERB: Record<NodeWork, string> = { pick: 'Mine', channel: 'Channel' };

export const STOPPED_TOAST = 'Stopped mining';

/** A share (0..1) as a whole percent: 0.3 -> "30%". */
export function wholePercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A drop chance (0..1) with one decimal: 0.155 -> "15.5%". */
export function chancePercent(chance: number): string {
  return `${(chance * 100).toFixed(1)}%`;
}

/** A loot line's quantity: "2" or "1-3". */
export function quantityRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}
