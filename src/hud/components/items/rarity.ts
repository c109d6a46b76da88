import type { Rarity } from '@/content/ids';

/** Rarity as text colour, one per rarity, readable on the dark panels (the icons' frames match). */
export const RARITY_TEXT: Record<Rarity, string> = {
  common: 'text-parchment',
  uncommon: 'text-emerald-300',
  rare: 'text-sky-300',
  epic: 'text-violet-300',
  legendary: 'text-amber-300',
};

export const RARITY_BORDER: Record<Rarity, string> = {
  common: 'border-zinc-400/50',
  uncommon: 'border-emerald-400/60',
  rare: 'border-sky-400/60',
  epic: 'border-violet-400/70',
  legendary: 'border-amber-400/80',
};

/** Whole numbers with thousands separators; 1.2k / 3.4M above ten thousand (tiles have little room). */
export function compactCount(value: number): string {
  if (value < 10_000) return value.toLocaleString('en-US');
  if (value < 1_000_000) return `${Math.floor(value / 100) / 10}k`;
  return `${Math.floor(value / 100_000) / 10}M`;
}
