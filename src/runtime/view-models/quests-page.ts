/**
 * The quests page (spec 001 §3-§5, §8, §9): the quests the hunter has taken (each requirement with its
 * count, the deadline, the rewards, whether items can be handed in), the ones on offer (highest
 * priority first, then by level), the ones still locked with the reason, the ones done or dropped,
 * the daily reset at local midnight and the statistics. Pure: the time is the world's and the local
 * offset comes in with the step context.
 */
import type { QuestDef, QuestPriority, QuestRequirementType } from '@/content/types';
import type { SkillId } from '@/content/ids';
import { SKILLS_BY_ID } from '@/core/content-index';
import type { StepContext } from '@/core/context';
import { countInInventory } from '@/core/inventory';
import type { ReadonlyWorld } from '@/core/readonly';
import {
  countsAtAcceptance,
  countsFromBefore,
  nextDailyResetAt,
  questDef,
  questLockReason,
  requirementValue,
} from '@/core/systems/quest-rules';
import { QUESTS } from '@/content/quests';
import { itemName } from './content-names';

export { formatTimeLeft, localContextOf } from './local-time';
export { QUEST_MESSAGES } from '@/core/systems/quest-rules';

export interface QuestRequirementView {
  type: QuestRequirementType;
  label: string;
  current: number;
  amount: number;
  done: boolean;
  /** For a delivery: the item and how many the hunter carries now. */
  deliver: { itemId: string; name: string; carried: number } | null;
  /** It counts only what was done since the quest was taken (issue 32); a delivery counts what is handed in. */
  fromAcceptance: boolean;
}

/** A requirement on the board: what taking the quest now would count at once (issue 32). */
export interface AvailableRequirementView {
  label: string;
  amount: number;
  /** What would count at once: work done before (a one-off quest) or the level reached. */
  already: number;
  /** It would count only what is done after accepting (a daily or repeatable quest, a named foe, an area's kills). */
  fromAcceptance: boolean;
  deliver: boolean;
}

export interface QuestItemRewardView {
  itemId: string;
  name: string;
  quantity: number;
  /** 0..1 */
  chance: number;
  /** "3× Small Health Potion", "2× Rune Blank (50% chance)" */
  label: string;
}

export interface QuestRewardsView {
  xp: number;
  skill: SkillId;
  skillName: string;
  gold: number;
  items: QuestItemRewardView[];
}

interface QuestBase {
  questId: string;
  title: string;
  description: string;
  priority: QuestPriority;
  /** "High priority" */
  priorityLabel: string;
  levelRequirement: number;
  isDaily: boolean;
  isRepeatable: boolean;
  /** "24 h to finish" once taken, or null without a deadline. */
  timeLimit: string | null;
  rewards: QuestRewardsView;
}

export interface ActiveQuestView extends QuestBase {
  status: 'in_progress' | 'failed';
  progress: number;
  maxProgress: number;
  requirements: QuestRequirementView[];
  acceptedAt: number;
  /** Epoch ms of the deadline, or null. */
  expiresAt: number | null;
  /** Time left at the world's time (0 once past), or null without a deadline. */
  timeLeftMs: number | null;
  /** A delivery still wants items the inventory holds: Deliver hands them in. */
  canDeliver: boolean;
  /** The quest asks for a delivery (Deliver shows, enabled or not). */
  hasDelivery: boolean;
}

export interface AvailableQuestView extends QuestBase {
  requirements: AvailableRequirementView[];
  /** Everything it asks is already done: accepting completes it at once. */
  doneAlready: boolean;
}

export interface LockedQuestView {
  questId: string;
  title: string;
  levelRequirement: number;
  reason: string;
}

export interface QuestsPageView {
  active: ActiveQuestView[];
  available: AvailableQuestView[];
  locked: LockedQuestView[];
  completed: { questId: string; title: string }[];
  abandoned: { questId: string; title: string }[];
  /** Epoch ms of the next local midnight. */
  dailyResetAt: number;
  dailyResetInMs: number;
  dailyQuestsCompleted: number;
  statistics: { totalCompleted: number; totalAbandoned: number; totalFailed: number; perfectCompletions: number };
  nowMs: number;
}

const PRIORITY_ORDER: Record<QuestPriority, number> = { high: 0, medium: 1, low: 2 };
const PRIORITY_LABEL: Record<QuestPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

const count = (value: number) => value.toLocaleString('en-US');

function rewardsOf(def: QuestDef): QuestRewardsView {
  return {
    xp: def.experienceReward,
    skill: def.rewardSkill,
    skillName: SKILLS_BY_ID[def.rewardSkill]?.name ?? def.rewardSkill,
    gold: def.goldReward,
    items: (def.itemRewards ?? []).map((reward) => {
      const name = itemName(reward.itemId);
      const chance = reward.dropChance;
      const base = `${count(reward.quantity)}× ${name}`;
      return {
        itemId: reward.itemId,
        name,
        quantity: reward.quantity,
        chance,
        label: chance >= 1 ? base : `${base} (${Math.round(chance * 100)}% chance)`,
      };
    }),
  };
}

function baseOf(def: QuestDef): QuestBase {
  return {
    questId: def.id,
    title: def.title,
    description: def.description,
    priority: def.priority,
    priorityLabel: PRIORITY_LABEL[def.priority],
    levelRequirement: def.levelRequirement,
    isDaily: def.isDaily,
    isRepeatable: def.isRepeatable,
    timeLimit: def.timeLimitHours === undefined ? null : `${count(def.timeLimitHours)} h to finish`,
    rewards: rewardsOf(def),
  };
}

function activeView(world: ReadonlyWorld, entry: ReadonlyWorld['quests']['active'][number], def: QuestDef) {
  let canDeliver = false;
  let hasDelivery = false;
  const requirements = def.requirements.map((requirement, index): QuestRequirementView => {
    const counted = entry.requirementProgress?.[index] ?? 0;
    const current = requirementValue(world, requirement, counted);
    const done = current >= requirement.amount;
    let deliver: QuestRequirementView['deliver'] = null;
    if (requirement.type === 'deliver' && requirement.target !== undefined) {
      hasDelivery = true;
      const carried = countInInventory(world, requirement.target);
      deliver = { itemId: requirement.target, name: itemName(requirement.target), carried };
      if (!done && carried > 0 && entry.status === 'in_progress') canDeliver = true;
    }
    return {
      type: requirement.type,
      label: requirement.label,
      current,
      amount: requirement.amount,
      done,
      deliver,
      fromAcceptance: requirement.type !== 'deliver' && !countsFromBefore(def, requirement, world),
    };
  });
  const view: ActiveQuestView = {
    ...baseOf(def),
    status: entry.status === 'failed' ? 'failed' : 'in_progress',
    progress: Math.min(def.maxProgress, entry.progress),
    maxProgress: def.maxProgress,
    requirements,
    acceptedAt: entry.acceptedAt,
    expiresAt: entry.expiresAt,
    timeLeftMs: entry.expiresAt === null ? null : Math.max(0, entry.expiresAt - world.sim.nowMs),
    canDeliver,
    hasDelivery,
  };
  return view;
}

/** A quest on the board, with what accepting it now would count at once. */
function availableView(world: ReadonlyWorld, def: QuestDef): AvailableQuestView {
  const counts = countsAtAcceptance(world, def);
  const requirements = def.requirements.map((requirement, index): AvailableRequirementView => {
    const deliver = requirement.type === 'deliver';
    return {
      label: requirement.label,
      amount: requirement.amount,
      already: requirementValue(world, requirement, counts[index] ?? 0),
      fromAcceptance: !deliver && !countsFromBefore(def, requirement, world),
      deliver,
    };
  });
  return {
    ...baseOf(def),
    requirements,
    doneAlready: requirements.every((requirement) => requirement.already >= requirement.amount),
  };
}

const byPriorityThenLevel = (a: QuestDef, b: QuestDef) =>
  PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
  a.levelRequirement - b.levelRequirement ||
  a.title.localeCompare(b.title);

export function selectQuestsPage(world: ReadonlyWorld, context: StepContext): QuestsPageView {
  const { quests } = world;
  const active: ActiveQuestView[] = [];
  for (const entry of quests.active) {
    if (entry.status === 'completed') continue;
    const def = questDef(entry.questId);
    if (def) active.push(activeView(world, entry, def));
  }
  // Failed ones after those still running.
  active.sort((a, b) => Number(a.status === 'failed') - Number(b.status === 'failed'));

  const available: AvailableQuestView[] = [];
  const locked: LockedQuestView[] = [];
  const takenIds = new Set(quests.active.map((entry) => entry.questId));
  for (const def of [...QUESTS].sort(byPriorityThenLevel)) {
    if (takenIds.has(def.id)) continue;
    const reason = questLockReason(world, def);
    if (reason === null) {
      available.push(availableView(world, def));
    } else if (reason !== 'Completed') {
      locked.push({ questId: def.id, title: def.title, levelRequirement: def.levelRequirement, reason });
    }
  }
  locked.sort((a, b) => a.levelRequirement - b.levelRequirement || a.title.localeCompare(b.title));

  const named = (ids: readonly string[]) =>
    ids.flatMap((questId) => {
      const def = questDef(questId);
      return def ? [{ questId, title: def.title }] : [];
    });
  const dailyResetAt = nextDailyResetAt(world, context);
  return {
    active,
    available,
    locked,
    completed: named(quests.completed),
    abandoned: named(quests.abandoned),
    dailyResetAt,
    dailyResetInMs: Math.max(0, dailyResetAt - world.sim.nowMs),
    dailyQuestsCompleted: quests.dailyResets.dailyQuestsCompleted,
    statistics: { ...quests.statistics },
    nowMs: world.sim.nowMs,
  };
}

/** Item ids the active quests' deliveries ask for (their counts in the inventory move the page). */
function deliveryTargets(world: ReadonlyWorld): string[] {
  const targets: string[] = [];
  for (const entry of world.quests.active) {
    const def = questDef(entry.questId);
    for (const requirement of def?.requirements ?? [])
      if (requirement.type === 'deliver' && requirement.target !== undefined) targets.push(requirement.target);
  }
  return targets;
}

/** A cheap fingerprint of what the page shows: the view is rebuilt only when it changes. */
export function questsPageKey(world: ReadonlyWorld, context: StepContext): string {
  const { quests, player } = world;
  const parts: (string | number)[] = [
    player.level,
    quests.completed.length,
    quests.abandoned.length,
    (quests.dailyDone ?? []).join(','),
    quests.dailyResets.lastResetTime,
    quests.dailyResets.dailyQuestsCompleted,
    quests.statistics.totalCompleted,
    quests.statistics.totalAbandoned,
    quests.statistics.totalFailed,
    quests.statistics.perfectCompletions,
    nextDailyResetAt(world, context),
  ];
  for (const entry of quests.active)
    parts.push(`${entry.questId}:${entry.status}:${entry.progress}:${(entry.requirementProgress ?? []).join('.')}`);
  for (const itemId of deliveryTargets(world)) parts.push(`${itemId}=${countInInventory(world, itemId)}`);
  // Level requirements read the skills' levels.
  for (const skill of Object.values(world.skills)) parts.push(skill.level);
  // What the board would count at once moves with the lifetime counters (each named one moves a total too).
  const { stats, mining, crafting, combatStats, skillTraining } = world;
  parts.push(
    stats.enemiesKilled,
    mining.totalHarvests,
    crafting.stats.successes,
    combatStats.overall.bossKills,
    skillTraining.totalTrainingTime,
    Object.values(combatStats.rifts ?? {}).reduce((total, record) => total + record.clears, 0),
  );
  return parts.join('|');
}

/** A completion's rewards as the toast says them: "+100 Bladework XP · +50 gold · 3× Small Health Potion". */
export function questRewardsText(event: {
  questId: string;
  xp: number;
  gold: number;
  items: readonly { itemId: string; quantity: number }[];
}): string {
  const def = questDef(event.questId);
  const skill = def ? ` ${SKILLS_BY_ID[def.rewardSkill]?.name ?? def.rewardSkill}` : '';
  const parts = [`+${count(event.xp)}${skill} XP`, `+${count(event.gold)} gold`];
  for (const item of event.items) parts.push(`${count(item.quantity)}× ${itemName(item.itemId)}`);
  return parts.join(' · ');
}
