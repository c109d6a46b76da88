/**
 * The achievement system (spec 001 §3-§5, §9): once a second (and when time away settles) every
 * achievement not yet unlocked is checked against the world; one that reaches its count unlocks
 * once, adds its tier's points, applies its rewards (XP, gold, a title, an item, Ascension) and says
 * 'Achievement Unlocked'. What a fight shows only while it lasts (different abilities in one fight,
 * mana left at a boss's fall) is recorded as the best seen each tick. Also owns the chosen title.
 */
import { ACHIEVEMENTS } from '@/content/achievements';
import type { AchievementDef } from '@/content/types';
import type { GameEvent } from '../events';
import { gainGold } from '../gold';
import type { GameState } from '../state-types';
import { defineSystem } from '../system';
import {
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENT_TITLES_BY_ID,
  achievementPoints,
  achievementValue,
} from './achievement-rules';
import { deliver } from './bank';
import { grantSkillXp } from './progression';

/** Checks run on whole seconds: 45 counters a second cost nothing, and a toast a second late is on time. */
const CHECK_EVERY_TICKS = 10;

function applyRewards(world: GameState, def: AchievementDef, events: GameEvent[]): void {
  for (const reward of def.rewards) {
    switch (reward.type) {
      case 'xp':
        if (reward.skill && typeof reward.value === 'number')
          grantSkillXp(world, reward.skill, reward.value, 'achievement', events);
        break;
      case 'gold':
        if (typeof reward.value === 'number') gainGold(world, reward.value, 'achievement');
        break;
      case 'title': {
        const title = ACHIEVEMENT_TITLES_BY_ID[String(reward.value)];
        if (title && !world.player.unlockedTitles.includes(title.id)) {
          world.player.unlockedTitles.push(title.id);
          events.push({ type: 'titleUnlocked', titleId: title.id, name: title.name });
        }
        break;
      }
      case 'item':
        deliver(world, String(reward.value), reward.quantity ?? 1);
        break;
      case 'unlock':
      case 'cosmetic':
        // Read from the unlocked record itself (hasAscension): nothing else to write.
        break;
    }
  }
}

/** Unlocks every achievement whose counter reached its count; returns how many. */
export function checkAchievements(world: GameState, events: GameEvent[]): number {
  const { achievements } = world;
  let unlocked = 0;
  for (const def of ACHIEVEMENTS) {
    if (achievements.unlocked[def.id]) continue;
    if (achievementValue(world, def) < def.requirement.count) continue;
    achievements.unlocked[def.id] = { completedAt: world.sim.nowMs };
    achievements.progress[def.id] = def.requirement.count;
    achievements.totalPoints += achievementPoints(def);
    achievements.lastUpdated = world.sim.nowMs;
    events.push({ type: 'achievementUnlocked', achievementId: def.id, name: def.name });
    applyRewards(world, def, events);
    unlocked += 1;
  }
  return unlocked;
}

const COMBO_ACHIEVEMENTS = ACHIEVEMENTS.filter((def) => def.requirementType === 'comboAbilities');
const MANA_ACHIEVEMENTS = ACHIEVEMENTS.filter((def) => def.requirementType === 'manaEfficiency');

/** Keeps the best of what fights show only while they last. */
function recordFightFeats(world: GameState, events: readonly GameEvent[]): void {
  const { progress, unlocked } = world.achievements;
  const session = world.combat.session;
  if (session) {
    const different = Object.keys(session.abilitiesUsed).length;
    for (const def of COMBO_ACHIEVEMENTS)
      if (!unlocked[def.id] && different > (progress[def.id] ?? 0)) progress[def.id] = different;
  }
  if (!events.some((event) => event.type === 'enemyKilled' && event.isBoss)) return;
  const mana = world.resourcePools.mana;
  const share = mana.max > 0 ? mana.current / mana.max : 0;
  for (const def of MANA_ACHIEVEMENTS)
    if (!unlocked[def.id] && share >= (def.requirement.percentage ?? 1)) progress[def.id] = 1;
}

export function chooseTitle(world: GameState, titleId: unknown): string | null {
  if (titleId === null) {
    world.player.title = null;
    return null;
  }
  if (typeof titleId !== 'string' || !world.player.unlockedTitles.includes(titleId))
    return ACHIEVEMENT_MESSAGES.unknownTitle;
  world.player.title = titleId;
  return null;
}

export type AchievementCommands = {
  /** A title the hunter has earned, or null for none. */
  readonly chooseTitle: { titleId: string | null };
};

export interface AchievementOfflineSlice {
  achievements: { unlocked: string[] };
}

export const achievementSystem = defineSystem<'achievements', AchievementCommands, AchievementOfflineSlice>({
  id: 'achievements',
  commands: {
    chooseTitle: (world, command) => chooseTitle(world, command.titleId),
  },
  tick(world, { events }) {
    if (world.combat.session || events.length > 0) recordFightFeats(world, events);
    if (world.sim.tick % CHECK_EVERY_TICKS === 0) checkAchievements(world, events);
  },
  offline(world, span) {
    const slice: AchievementOfflineSlice = { achievements: { unlocked: [] } };
    const summary: string[] = [];
    return {
      gains: slice,
      summary,
      settle: () => {
        const events: GameEvent[] = [];
        checkAchievements(world, events);
        for (const event of events) {
          if (event.type !== 'achievementUnlocked') continue;
          slice.achievements.unlocked.push(event.achievementId);
          summary.push(`🏆 Achievement Unlocked: ${event.name}`);
        }
        span.events.push(...events);
      },
    };
  },
  emits: [
    'achievementUnlocked',
    'titleUnlocked',
    'xpGained',
    'skillLevelUp',
    'playerLevelUp',
    'tierLimitReached',
    'abilityUnlocked',
    'abilityRankUp',
  ],
});
