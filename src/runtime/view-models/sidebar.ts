/**
 * The game sidebar: the player header, the ten skills in their groups (ruling 1) and the titles the
 * hunter holds. The skill page reads its skill's row from the same list.
 */
import { SKILLS_BY_ID, ALL_SKILLS, COSMETICS_BY_ID } from '@/core/content-index';
import type { SkillGroup } from '@/content/types';
import type { AccountTier, HunterRank, SkillId } from '@/content/ids';
import type { ReadonlyWorld } from '@/core/readonly';
import { selectPlayerLevel } from '@/core/selectors';
import { titleName } from '@/core/systems/achievement-rules';
import { wornTitleName } from './achievements-page';
import { maxSkillLevelFor, skillCapMessage } from '@/core/tiers';
import { MAX_SKILL_LEVEL, skillProgress } from '@/core/xp';

export interface PlayerHeaderView {
  username: string;
  level: number;
  hunterRank: HunterRank;
  accountTier: AccountTier;
  gold: number;
  /** The premium store's title frame and portrait border the hunter wears (colours), or null. */
  titleFrame: CosmeticColors | null;
  portraitBorder: CosmeticColors | null;
  /** The title worn under the name ("the Rift Reaper"), or null. */
  title: string | null;
}

export interface CosmeticColors {
  name: string;
  color: string;
  accent: string;
}

function wornLook(world: ReadonlyWorld, kind: 'title_frame' | 'portrait_border'): CosmeticColors | null {
  const id = world.cosmetics[kind];
  const cosmetic = id ? COSMETICS_BY_ID[id] : undefined;
  return cosmetic ? { name: cosmetic.name, color: cosmetic.color, accent: cosmetic.accent } : null;
}

export function selectPlayerHeader(world: ReadonlyWorld): PlayerHeaderView {
  return {
    username: world.player.username,
    level: selectPlayerLevel(world),
    hunterRank: world.player.hunterRank,
    accountTier: world.player.accountTier,
    gold: world.resources.gold,
    titleFrame: wornLook(world, 'title_frame'),
    portraitBorder: wornLook(world, 'portrait_border'),
    title: wornTitleName(world),
  };
}

export interface SkillView {
  skill: SkillId;
  name: string;
  group: SkillGroup;
  description: string;
  level: number;
  experience: number;
  xpIntoLevel: number;
  xpForNext: number;
  /** 0..100; level 100 shows full */
  percent: number;
  isTraining: boolean;
  tierCap: number;
  atTierCap: boolean;
  /** The tier-limit message when capped below 100, else null. */
  tierCapMessage: string | null;
  /** The route segment: /game/skills/{slug} */
  slug: string;
}

export function selectSkill(world: ReadonlyWorld, skill: SkillId): SkillView {
  const definition = SKILLS_BY_ID[skill];
  const state = world.skills[skill];
  const progress = skillProgress(state.experience);
  const tierCap = maxSkillLevelFor(world.player.accountTier);
  const atTierCap = state.level >= tierCap;
  return {
    skill,
    name: definition.name,
    group: definition.group,
    description: definition.description,
    level: progress.level,
    experience: state.experience,
    xpIntoLevel: progress.xpIntoLevel,
    xpForNext: progress.xpForNext,
    percent: progress.percent,
    isTraining: state.isTraining,
    tierCap,
    atTierCap,
    tierCapMessage: atTierCap && tierCap < MAX_SKILL_LEVEL ? skillCapMessage(world.player.accountTier) : null,
    slug: definition.name.toLowerCase().replace(/\s+/g, '-'),
  };
}

const SKILL_GROUPS: readonly SkillGroup[] = ['Combat', 'Gathering', 'Production', 'Leadership'];
const SKILLS_IN_ORDER = [...ALL_SKILLS].sort((a, b) => a.sortOrder - b.sortOrder);

/** Skills in sidebar groups (ruling 1): Combat, Gathering, Production, Leadership. */
export function selectSkillGroups(world: ReadonlyWorld): { group: SkillGroup; skills: SkillView[] }[] {
  return SKILL_GROUPS.map((group) => ({
    group,
    skills: SKILLS_IN_ORDER.filter((skill) => skill.group === group).map((skill) => selectSkill(world, skill.id)),
  }));
}

/** Every title held, skill and achievement ones, by name. */
export function selectTitles(world: ReadonlyWorld): { id: string; name: string }[] {
  return world.player.unlockedTitles.map((id) => ({ id, name: titleName(id) }));
}
