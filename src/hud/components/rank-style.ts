import { RANK_CHECKPOINTS } from '@/content/ranks';
import { HUNTER_RANKS, type HunterRank } from '@/content/ids';

export interface RankStyle {
  /** The rank's emoji from the core's checkpoint table (spec 001 §8). */
  emoji: string;
  title: string;
  /** Tailwind text colour class. */
  text: string;
  /** Tailwind ring/border colour class. */
  ring: string;
}

/** How the HUD draws each rank; the emoji is the core's, the titles and colour classes are the HUD's. */
const LOOK: Record<HunterRank, Omit<RankStyle, 'emoji'>> = {
  E: { title: 'Initiate', text: 'text-zinc-300', ring: 'border-zinc-500/50' },
  D: { title: 'Pathfinder', text: 'text-lime-300', ring: 'border-lime-400/50' },
  C: { title: 'Warden', text: 'text-emerald-300', ring: 'border-emerald-400/50' },
  B: { title: 'Slayer', text: 'text-sky-300', ring: 'border-sky-400/50' },
  A: { title: 'Riftbreaker', text: 'text-violet-300', ring: 'border-violet-400/60' },
  S: { title: 'Sovereign', text: 'text-amber-300', ring: 'border-amber-400/60' },
  SS: { title: 'Dread Hunter', text: 'text-rose-300', ring: 'border-rose-400/60' },
  SSS: { title: 'Eclipse Hunter', text: 'text-yellow-200', ring: 'border-yellow-300/70' },
};

export const RANK_STYLES = Object.fromEntries(
  HUNTER_RANKS.map((rank) => [
    rank,
    { ...LOOK[rank], emoji: RANK_CHECKPOINTS.find((checkpoint) => checkpoint.rank === rank)?.emoji ?? '' },
  ]),
) as Record<HunterRank, RankStyle>;
