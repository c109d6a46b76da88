/**
 * SidebarData: the props contract between the game sidebar and the game core.
 *
 * hud/app builds one SidebarData from the core's HUD snapshot (selectors) and passes it to
 * <GameSidebar data={...} loading={...} />. `data: null` with `loading: false` shows
 * "No player data found"; `loading: true` shows the Loading state. Every number is already
 * derived (levels, progress fractions, totals): the sidebar does no game arithmetic.
 */
import type { AccountTier } from '@/content/ids';
import type { HunterRank, SkillId } from '@/content/ids';

export interface SidebarPlayer {
  username: string;
  /** Player level 1..100 (ruling 3: derived from skill levels). */
  level: number;
  rank: HunterRank;
  accountTier: AccountTier;
  /** Premium store looks worn: a frame around the header and a border around the rank emblem. */
  titleFrame?: { name: string; color: string; accent: string } | null;
  portraitBorder?: { name: string; color: string; accent: string } | null;
  /** The title the hunter wears under the name ("the Rift Reaper"); absent or null: none. */
  title?: string | null;
}

/** The character block: current pools and the five computed attributes. */
export interface SidebarCharacter {
  health: number;
  maxHealth: number;
  mana: number;
  maxMana: number;
  strength: number;
  agility: number;
  vitality: number;
  intelligence: number;
  perception: number;
}

export interface SidebarSkill {
  id: SkillId;
  level: number;
  /** Progress toward the next level, 0..1 (1 at the tier's level cap). */
  progress: number;
  /** The skill currently being trained shows a pulse. */
  isTraining?: boolean;
}

export interface SidebarAchievement {
  id: string;
  name: string;
  description: string;
  category: string;
  current: number;
  target: number;
  unlocked: boolean;
  /** The reward as a player reads it ("500 gold", "Title: Riftborn"). */
  reward?: string;
}

/** The rank dialog's next-rank requirements (spec 001 §3 "Rank requirements view"). */
export interface RankRequirements {
  rank: HunterRank;
  flagshipRiftName: string;
  riftCleared: boolean;
  /** Two combat skills must reach this level. */
  skillLevelRequired: number;
  combatSkills: { id: SkillId; level: number }[];
  skillsRequirementMet: boolean;
  totalXp: number;
  requiredXp: number;
  trialCompleted: boolean;
  /** The core's verdict: the first three hold, the trial is not done and the tier allows the rank. */
  canStartTrial: boolean;
  /** The tier's rank-cap message when the account tier stops the hunter here (demo at D), else null. */
  tierMessage: string | null;
}

export interface SidebarRank {
  /** What the current rank grants ("+10% base health"). */
  benefits: string[];
  /** Null at SSS. */
  next: RankRequirements | null;
  trialInProgress: boolean;
  /** After a lost or abandoned trial: when the server allows the next start (epoch ms), or null. */
  nextAttemptAt: number | null;
}

export interface SidebarData {
  player: SidebarPlayer;
  character: SidebarCharacter;
  /** The ten skills, any order; the sidebar groups them (ruling 1). */
  skills: SidebarSkill[];
  /** The achievements to feature, closest to completion first; the panel shows 4. */
  achievements: SidebarAchievement[];
  rank: SidebarRank;
}
