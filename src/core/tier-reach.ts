/**
 * What an account tier can ever reach (issue 32): a requirement above the tier's caps is not "not yet"
 * but "never on this tier", and the pages say so plainly instead of showing a lock that looks temporary.
 * Skill levels stop at the tier's skill cap, the player level (derived from the skill levels) at what
 * every skill at that cap gives, the hunter rank at the tier's highest rank, and paid-only content is
 * closed to unpaid tiers. Pure: reads the tier table only.
 */
import { rankIndex, SKILL_IDS, type AccountTier, type HunterRank, type SkillId } from '@/content/ids';
import { SKILLS_BY_ID } from './content-index';
import { playerLevelFromTotal } from './player-level';
import { maxRankFor, maxSkillLevelFor, tierRules } from './tiers';

/** A requirement some content sets: a skill level, a player level, a hunter rank, or a paid account. */
export type TierRequirement =
  | { readonly kind: 'skill'; readonly skill: SkillId; readonly level: number }
  | { readonly kind: 'playerLevel'; readonly level: number }
  | { readonly kind: 'rank'; readonly rank: HunterRank }
  | { readonly kind: 'paid' };

/** The highest player level the tier can reach: every skill at the tier's cap. */
export function maxPlayerLevelFor(tier: AccountTier): number {
  return playerLevelFromTotal(SKILL_IDS.length * maxSkillLevelFor(tier));
}

/** Whether a hunter of this tier can ever bring `skill` to `level` (every skill shares the tier's cap). */
export function canTierReachSkillLevel(tier: AccountTier, _skill: SkillId, level: number): boolean {
  return level <= maxSkillLevelFor(tier);
}

/** Whether a hunter of this tier can ever meet the requirement. */
export function canTierReach(tier: AccountTier, requirement: TierRequirement): boolean {
  switch (requirement.kind) {
    case 'skill':
      return canTierReachSkillLevel(tier, requirement.skill, requirement.level);
    case 'playerLevel':
      return requirement.level <= maxPlayerLevelFor(tier);
    case 'rank':
      return rankIndex(requirement.rank) <= rankIndex(maxRankFor(tier));
    case 'paid':
      return tierRules(tier).paid;
  }
}

const skillName = (skill: SkillId): string => SKILLS_BY_ID[skill].name;

/** "demo hunters", "Base Game hunters": who the tier's ceiling is about. */
function huntersOf(tier: AccountTier): string {
  return tier === 'demo' ? 'demo hunters' : `${tierRules(tier).name} hunters`;
}

/**
 * The plain words for a requirement the tier can never meet ("Needs Smithing 20 — demo hunters stop at
 * 15"), or null when it can be met some day. Names, never ids.
 */
export function unreachableNote(tier: AccountTier, requirement: TierRequirement): string | null {
  if (canTierReach(tier, requirement)) return null;
  const hunters = huntersOf(tier);
  const cap = maxSkillLevelFor(tier);
  switch (requirement.kind) {
    case 'skill':
      return `Needs ${skillName(requirement.skill)} ${requirement.level} — ${hunters} stop at ${cap}`;
    case 'playerLevel':
      return `Needs player level ${requirement.level} — ${hunters} stop at ${maxPlayerLevelFor(tier)}`;
    case 'rank':
      return `Needs Hunter Rank ${requirement.rank} — ${hunters} stop at rank ${maxRankFor(tier)}`;
    case 'paid':
      return `Needs a paid account — ${hunters} cannot enter`;
  }
}

/** The first of several requirements the tier can never meet, in words, or null when all can be met. */
export function firstUnreachableNote(tier: AccountTier, requirements: readonly TierRequirement[]): string | null {
  for (const requirement of requirements) {
    const note = unreachableNote(tier, requirement);
    if (note) return note;
  }
  return null;
}
