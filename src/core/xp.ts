/**
 * The one XP curve (docs/decisions.md, Core): the spec's training shape floor(100 x r^(L-1)) XP to go
 * from level L to L+1, with r tuned from 1.4 to 1.1 so level 99 (11.4M XP) is long but reachable.
 * `experience` in the save is cumulative; everything here converts between the two.
 */
export const MAX_SKILL_LEVEL = 100;
export const XP_CURVE_BASE = 100;
export const XP_CURVE_RATIO = 1.1;

/** XP_TO_NEXT[L] = XP needed from level L to L+1 (index 0 unused; 100 has none). Repeated
 * multiplication keeps the table identical on every JavaScript engine. */
const XP_TO_NEXT: readonly number[] = (() => {
  const table = [0];
  let value = XP_CURVE_BASE;
  for (let level = 1; level < MAX_SKILL_LEVEL; level++) {
    table.push(Math.floor(value));
    value *= XP_CURVE_RATIO;
  }
  table.push(0);
  return table;
})();

/** XP_AT_LEVEL[L] = cumulative XP at which level L begins. */
const XP_AT_LEVEL: readonly number[] = (() => {
  const table = [0, 0];
  for (let level = 2; level <= MAX_SKILL_LEVEL; level++) table.push(table[level - 1]! + XP_TO_NEXT[level - 1]!);
  return table;
})();

export function xpToNextLevel(level: number): number {
  if (level < 1 || level >= MAX_SKILL_LEVEL) return 0;
  return XP_TO_NEXT[Math.floor(level)]!;
}

/** Cumulative XP at which `level` starts (level 1 starts at 0). */
export function xpForLevel(level: number): number {
  const clamped = Math.max(1, Math.min(MAX_SKILL_LEVEL, Math.floor(level)));
  return XP_AT_LEVEL[clamped]!;
}

/** The level reached with `experience` cumulative XP (binary search over the table). */
export function levelForXp(experience: number): number {
  if (!(experience > 0)) return 1;
  let low = 1;
  let high = MAX_SKILL_LEVEL;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (XP_AT_LEVEL[middle]! <= experience) low = middle;
    else high = middle - 1;
  }
  return low;
}

export interface SkillProgress {
  level: number;
  /** XP earned inside the current level. */
  xpIntoLevel: number;
  /** XP the current level needs in total (0 at level 100). */
  xpForNext: number;
  /** 0..100; level 100 shows full. */
  percent: number;
}

export function skillProgress(experience: number): SkillProgress {
  const level = levelForXp(experience);
  if (level >= MAX_SKILL_LEVEL) return { level, xpIntoLevel: 0, xpForNext: 0, percent: 100 };
  const xpIntoLevel = experience - xpForLevel(level);
  const xpForNext = xpToNextLevel(level);
  return { level, xpIntoLevel, xpForNext, percent: Math.min(100, (xpIntoLevel / xpForNext) * 100) };
}
