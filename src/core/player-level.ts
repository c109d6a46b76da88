/**
 * Player level from skill levels (DESIGN.md ruling 3, the skill-total reading). The spec's shape
 * 100 x log(1+total)/log(1+2000) is kept, measured from a new character's total (10 skills at 1) and
 * softened by 90 so a new character is level 1 and all skills at 100 give exactly 100
 * (docs/decisions.md, Core).
 */
import { SKILL_IDS, type SkillId } from '@/content/ids';
import { detLn } from './det-math';

export const PLAYER_LEVEL_SOFTENING = 90;
const STARTING_TOTAL = SKILL_IDS.length;
const MAX_GAINED = SKILL_IDS.length * 99;

export function playerLevelFromTotal(totalSkillLevels: number): number {
  const gained = Math.max(0, totalSkillLevels - STARTING_TOTAL);
  if (gained >= MAX_GAINED) return 100;
  const share = detLn(1 + gained / PLAYER_LEVEL_SOFTENING) / detLn(1 + MAX_GAINED / PLAYER_LEVEL_SOFTENING);
  return Math.max(1, Math.min(100, Math.floor(1 + 99 * share + 1e-9)));
}

export function totalSkillLevels(skills: Readonly<Record<SkillId, { level: number }>>): number {
  let total = 0;
  for (const skill of SKILL_IDS) total += skills[skill].level;
  return total;
}

export function playerLevelFromSkills(skills: Readonly<Record<SkillId, { level: number }>>): number {
  return playerLevelFromTotal(totalSkillLevels(skills));
}
