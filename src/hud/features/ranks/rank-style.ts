/** Hunter ranks E..SSS and how the HUD draws them (spec 001 §8: each rank has an emoji and a colour). */
export const HUNTER_RANKS = ['E', 'D', 'C', 'B', 'A', 'S', 'SS', 'SSS'] as const;
export type HunterRank = (typeof HUNTER_RANKS)[number];

export interface RankStyle {
  emoji: string;
  title: string;
  /** Tailwind text colour class. */
  text: string;
  /** Tailwind ring/border colour class. */
  ring: string;
}

export const RANK_STYLES: Record<HunterRank, RankStyle> = {
  E: { emoji: '🌑', title: 'Initiate', text: 'text-zinc-300', ring: 'border-zinc-500/50' },
  D: { emoji: '🗡️', title: 'Pathfinder', text: 'text-emerald-300', ring: 'border-emerald-400/50' },
  C: { emoji: '🛡️', title: 'Warden', text: 'text-sky-300', ring: 'border-sky-400/50' },
  B: { emoji: '⚔️', title: 'Slayer', text: 'text-violet-300', ring: 'border-violet-400/50' },
  A: { emoji: '🔥', title: 'Riftbreaker', text: 'text-orange-300', ring: 'border-orange-400/60' },
  S: { emoji: '👑', title: 'Sovereign', text: 'text-amber-300', ring: 'border-amber-400/60' },
  SS: { emoji: '💀', title: 'Dread Hunter', text: 'text-rose-300', ring: 'border-rose-400/60' },
  SSS: { emoji: '🌌', title: 'Eclipse Hunter', text: 'text-teal-200', ring: 'border-teal-300/70' },
};

export function nextRank(rank: HunterRank): HunterRank | null {
  const index = HUNTER_RANKS.indexOf(rank);
  return HUNTER_RANKS[index + 1] ?? null;
}
