/**
 * Quest rules (spec 001 §3-§5, §8, §9): who may accept what, how requirements count, the daily
 * reset at local midnight. Pure reads and small writes shared by the quest system, its catch-up and
 * the HUD's view models.
 */
import { QUESTS } from '@/content/quests';
import type { QuestDef, QuestRequirementDef } from '@/content/types';
import { isSkillId } from '@/content/ids';
import { BOSSES_BY_ID } from '../content-index';
import { localDayIndex, type StepContext } from '../context';
import type { ReadonlyWorld } from '../readonly';
import type { ActiveQuest, GameState } from '../state-types';

export const QUEST_MESSAGES = {
  notLoaded: 'Game state not loaded',
  notAvailable: 'Quest not available',
  failedToAccept: 'Failed to accept quest',
  failedToComplete: 'Failed to complete quest',
  accepted: (title: string) => `Quest accepted: ${title}`,
  completed: (title: string) => `Quest completed: ${title}!`,
  abandoned: 'Quest abandoned',
  failed: (title: string) => `Quest failed: ${title}`,
  notActive: 'That quest is not in progress',
  nothingToDeliver: 'This quest asks for nothing to deliver',
  noneToDeliver: (item: string) => `You have no ${item} to deliver`,
} as const;

export const QUESTS_BY_ID: Readonly<Record<string, QuestDef>> = Object.fromEntries(QUESTS.map((q) => [q.id, q]));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function questDef(questId: unknown): QuestDef | undefined {
  return typeof questId === 'string' ? QUESTS_BY_ID[questId] : undefined;
}

export function activeQuest(world: ReadonlyWorld, questId: string): ActiveQuest | undefined {
  return world.quests.active.find((entry) => entry.questId === questId) as ActiveQuest | undefined;
}

/**
 * Why a quest can't be accepted now, or null (spec 001 §5: active, level, not already active, not
 * completed unless repeatable; a daily one once per daily reset). The page shows the reason; the
 * command answers the spec's one message.
 */
export function questLockReason(world: ReadonlyWorld, def: QuestDef): string | null {
  if (!def.isActive) return 'Not offered now';
  if (world.player.level < def.levelRequirement) return `Requires player level ${def.levelRequirement}`;
  if (activeQuest(world, def.id)) return 'Already taken';
  if (def.isDaily && (world.quests.dailyDone ?? []).includes(def.id)) return 'Done today: back after the daily reset';
  if (!def.isRepeatable && world.quests.completed.includes(def.id)) return 'Completed';
  return null;
}

/** Progress counted by a requirement (a level requirement reads the level itself). */
export function requirementValue(world: ReadonlyWorld, requirement: QuestRequirementDef, counted: number): number {
  if (requirement.type !== 'reachLevel') return Math.min(requirement.amount, counted);
  const level =
    requirement.target === 'player' || requirement.target === undefined
      ? world.player.level
      : isSkillId(requirement.target)
        ? world.skills[requirement.target].level
        : 0;
  return Math.min(requirement.amount, level);
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The lifetime count the state keeps for a requirement (issue 32): sessions per skill, harvests per
 * node, successful crafts per recipe, kills, boss kills per boss, rift clears; null where it keeps none
 * (kills of a named foe that is no boss, kills in an area) or where the requirement is no count (a
 * level, a delivery).
 */
export function lifetimeCount(world: ReadonlyWorld, requirement: QuestRequirementDef): number | null {
  const { target } = requirement;
  const bosses = world.combatStats.bosses;
  switch (requirement.type) {
    case 'train':
      return target === undefined
        ? sum(Object.values(world.skillTraining.stats).map((stats) => stats.totalSessions))
        : isSkillId(target)
          ? world.skillTraining.stats[target].totalSessions
          : 0;
    case 'mine':
      return target === undefined
        ? world.mining.totalHarvests
        : (world.mining.nodeProgress[target]?.totalHarvests ?? 0);
    case 'craft': {
      const recipes = world.crafting.recipeProgress;
      return target === undefined ? world.crafting.stats.successes : (recipes[target]?.totalSuccesses ?? 0);
    }
    case 'kill':
      if (target === undefined) return world.stats.enemiesKilled;
      return BOSSES_BY_ID[target] ? (bosses[target]?.kills ?? 0) : null;
    case 'killBoss':
      return target === undefined ? world.combatStats.overall.bossKills : (bosses[target]?.kills ?? 0);
    case 'clearRift': {
      const rifts = world.combatStats.rifts ?? {};
      return target === undefined
        ? sum(Object.values(rifts).map((record) => record.clears))
        : (rifts[target]?.clears ?? 0);
    }
    case 'killInArea':
    case 'reachLevel':
    case 'deliver':
      return null;
  }
}

/**
 * Whether a requirement counts what the hunter did before taking the quest (issue 32): a one-off
 * quest's counts that the state keeps (the work is done, whenever it was); a level always (it is a
 * state). A daily or repeatable quest's counts, a named foe or an area's kills (no counter), and a
 * delivery (what is handed in) count from acceptance.
 */
export function countsFromBefore(def: QuestDef, requirement: QuestRequirementDef, world: ReadonlyWorld): boolean {
  if (requirement.type === 'reachLevel') return true;
  if (def.isRepeatable || def.isDaily) return false;
  return lifetimeCount(world, requirement) !== null;
}

/** Each requirement's count when the quest is taken: what was done before, where that counts (capped). */
export function countsAtAcceptance(world: ReadonlyWorld, def: QuestDef): number[] {
  return def.requirements.map((requirement) =>
    requirement.type !== 'reachLevel' && countsFromBefore(def, requirement, world)
      ? Math.min(requirement.amount, lifetimeCount(world, requirement) ?? 0)
      : 0,
  );
}

/** Sets each requirement's count and the quest's progress; true when it changed. */
export function refreshProgress(world: GameState, entry: ActiveQuest, def: QuestDef): boolean {
  const counts = entry.requirementProgress ?? def.requirements.map(() => 0);
  let progress = 0;
  def.requirements.forEach((requirement, index) => {
    const value = requirementValue(world, requirement, counts[index] ?? 0);
    counts[index] = value;
    progress += value;
  });
  entry.requirementProgress = counts;
  if (progress === entry.progress) return false;
  entry.progress = progress;
  return true;
}

/** The local day index of the last daily reset's day. */
function resetDay(world: ReadonlyWorld, context: StepContext): number {
  return localDayIndex(world.quests.dailyResets.lastResetTime, context.utcOffsetMinutes);
}

/** True when a new local day began since the last daily reset. */
export function dailyResetDue(world: ReadonlyWorld, context: StepContext): boolean {
  return localDayIndex(world.sim.nowMs, context.utcOffsetMinutes) > resetDay(world, context);
}

/** Epoch ms of the next daily reset (the next local midnight). */
export function nextDailyResetAt(world: ReadonlyWorld, context: StepContext): number {
  const today = localDayIndex(world.sim.nowMs, context.utcOffsetMinutes);
  return (today + 1) * DAY_MS - context.utcOffsetMinutes * 60_000;
}

/** The quest's deadline when accepted at `nowMs` (null without a time limit). */
export function expiryFor(def: QuestDef, nowMs: number): number | null {
  return def.timeLimitHours === undefined ? null : nowMs + def.timeLimitHours * HOUR_MS;
}
