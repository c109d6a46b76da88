/**
 * The promotion moment (issue 13): what a new rank brings, for the card the rank trial dialog shows
 * when the server promotes the hunter. Numbers and areas come from the content tables, never copied.
 */
import type { AreaKind } from '@/content/types';
import type { HunterRank } from '@/content/ids';
import { ALL_AREAS, ALL_CHECKPOINTS } from '@/core/content-index';

export interface PromotionView {
  rank: HunterRank;
  emoji: string;
  color: string;
  benefits: readonly string[];
  /** The areas of the new rank's band (the ones it opens), raids marked. */
  areas: { id: string; name: string; kind: AreaKind; paidOnly: boolean }[];
}

export function selectPromotion(rank: HunterRank): PromotionView | null {
  const checkpoint = ALL_CHECKPOINTS.find((row) => row.rank === rank);
  if (!checkpoint) return null;
  return {
    rank,
    emoji: checkpoint.emoji,
    color: checkpoint.color,
    benefits: checkpoint.benefits,
    areas: ALL_AREAS.filter((area) => area.band === rank).map((area) => ({
      id: area.id,
      name: area.name,
      kind: area.kind,
      paidOnly: area.paidOnly === true,
    })),
  };
}
