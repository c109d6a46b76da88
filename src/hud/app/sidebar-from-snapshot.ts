import type { AchievementProgressView } from '@/runtime/view-models/achievements-panel';
import type { HudSnapshot } from '@/runtime/hud-snapshot';
import type { SidebarAchievement, SidebarData } from '@/hud/game/sidebar-data';

const completion = (entry: AchievementProgressView) => (entry.target > 0 ? entry.current / entry.target : 1);

/** Closest to completion first; finished ones after every open one. */
export function featuredAchievements(entries: readonly AchievementProgressView[]): SidebarAchievement[] {
  return [...entries]
    .sort(
      (a, b) =>
        Number(a.unlocked) - Number(b.unlocked) ||
        completion(b) - completion(a) ||
        a.target - a.current - (b.target - b.current),
    )
    .map((entry) => ({
      id: entry.id,
      name: entry.name,
      description: entry.description,
      category: entry.category ?? (entry.kind === 'training' ? 'Training' : 'Level title'),
      current: entry.current,
      target: entry.target,
      unlocked: entry.unlocked,
      reward: entry.reward ?? (entry.kind === 'title' ? `Title: ${entry.name}` : undefined),
    }));
}

/** The sidebar's props from the HUD snapshot: pure mapping, no game arithmetic. */
export function sidebarFromSnapshot(snapshot: HudSnapshot): SidebarData {
  const { player, character, rank } = snapshot;
  const next = rank.next;
  return {
    player: {
      username: player.username,
      level: player.level,
      rank: player.hunterRank,
      accountTier: player.accountTier,
      titleFrame: player.titleFrame,
      portraitBorder: player.portraitBorder,
      title: player.title,
    },
    character: {
      health: character.health,
      maxHealth: character.maxHealth,
      mana: character.mana,
      maxMana: character.maxMana,
      strength: character.STR,
      agility: character.AGI,
      vitality: character.VIT,
      intelligence: character.INT,
      perception: character.PER,
    },
    skills: snapshot.skillGroups.flatMap((group) =>
      group.skills.map((skill) => ({
        id: skill.skill,
        level: skill.level,
        progress: skill.percent / 100,
        isTraining: skill.isTraining,
      })),
    ),
    achievements: featuredAchievements(snapshot.achievements),
    rank: {
      benefits: [...rank.benefits],
      trialInProgress: false,
      nextAttemptAt: null,
      next: next
        ? {
            rank: next.rank,
            flagshipRiftName: next.flagshipRiftName ?? 'None',
            riftCleared: next.riftCleared,
            skillLevelRequired: next.skillReqLevel,
            combatSkills: next.currentCombatSkills.map((entry) => ({ id: entry.skill, level: entry.level })),
            skillsRequirementMet: next.skillsRequirement,
            totalXp: next.totalXp,
            requiredXp: next.requiredXp,
            trialCompleted: next.trialCompleted,
            canStartTrial: next.canStartTrial,
            tierMessage: next.tierMessage,
          }
        : null,
    },
  };
}

/**
 * The rank part as the server knows it: a trial in progress (its flag, or one running here), the
 * next rank's trial completed (player_trial_state) and when the next attempt opens after a lost one,
 * which the snapshot of the world cannot know.
 */
export function withServerTrial(
  data: SidebarData,
  trialInProgress: boolean,
  trialCompleted: boolean,
  nextAttemptAt: number | null = null,
): SidebarData {
  const next = data.rank.next;
  return {
    ...data,
    rank: {
      ...data.rank,
      trialInProgress,
      nextAttemptAt,
      next: next
        ? {
            ...next,
            trialCompleted,
            canStartTrial: next.canStartTrial && !trialCompleted,
          }
        : null,
    },
  };
}
