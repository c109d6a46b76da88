import { ACHIEVEMENTS } from '@/content/achievements';
import { SKILLS } from '@/content/skills';
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

const SKILL_NAMES = new Map<string, string>(SKILLS.map((skill) => [skill.id, skill.name]));
/** Achievements as the core's messages spell them (the id with spaces), to their names. */
const ACHIEVEMENT_NAMES = new Map<string, string>(
  ACHIEVEMENTS.map((achievement) => [achievement.id.replaceAll('_', ' '), achievement.name]),
);

/**
 * A requirement line of the core's (crafting.ts "missing" list, the recipe's unlock note) with names for
 * the ids it carries: "smithing level 20 (12 short)" reads "Smithing level 20 (12 short)", "the achievement
 * master of all trades" reads "the achievement Master of All Trades".
 */
export function inWords(line: string): string {
  return line
    .replace(/^([a-z]+) level /, (whole, skill: string) => {
      const name = SKILL_NAMES.get(skill);
      return name ? `${name} level ` : whole;
    })
    .replace(/the achievement ([a-z0-9 ]+)/, (whole, words: string) => {
      const name = ACHIEVEMENT_NAMES.get(words);
      return name ? `the achievement ${name}` : whole;
    });
}
