import type { RecipeTier } from '@/content/types';

export const CANCELLED_TOAST = 'Craft cancelled: materials returned';
export const unlockedToast = (station: string) => `${station} unlocked`;

/** One colour per tier, readable on the dark cards. */
export const TIER_BADGE: Record<RecipeTier, string> = {
  basic: 'border-zinc-400/50 bg-zinc-400/10 text-parchment',
  advanced: 'border-sky-400/50 bg-sky-400/10 text-sky-300',
  master: 'border-violet-400/60 bg-violet-400/10 text-violet-300',
  legendary: 'border-amber-400/70 bg-amber-400/15 text-amber-300',
};

/** Have/need as the hunter reads it: green when enough, red when short. */
export const enoughClass = (have: number, need: number) => (have >= need ? 'text-emerald-300' : 'text-blood');

export const wholePercent = (share: number) => `${Math.round(share * 100)}%`;
