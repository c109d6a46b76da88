/**
 * The quest system (spec 001 §3-§5, §8, §9): accept, abandon, deliver; progress from the tick's
 * events (kills, harvests, crafts, training, rift clears, levels); completion pays XP to the quest's
 * skill, gold and the item rewards whose chance comes up; a deadline that passes fails the quest;
 * the daily reset at local midnight lets daily quests be taken again and drops failed ones.
 * Away, progress comes from the counters the other systems moved (`offline` snapshots, `settle` reads).
 */
import type { QuestDef, QuestRequirementDef } from '@/content/types';
import { ITEMS } from '../content-index';
import type { StepContext } from '../context';
import type { GameEvent } from '../events';
import { gainGold } from '../gold';
import { countInInventory, takeFromInventory } from '../inventory';
import type { SeededRandom } from '../rng';
import type { ActiveQuest, GameState } from '../state-types';
import { defineSystem } from '../system';
import { deliver } from './bank';
import { grantSkillXp } from './progression';
import {
  activeQuest,
  countsAtAcceptance,
  dailyResetDue,
  lifetimeCount,
  expiryFor,
  QUEST_MESSAGES,
  questDef,
  questLockReason,
  refreshProgress,
} from './quest-rules';

function deaths(world: GameState): number {
  return world.deathPenalty.statistics.totalDeaths;
}

export function acceptQuest(
  world: GameState,
  questId: unknown,
  events: GameEvent[],
  random: SeededRandom,
): string | null {
  const def = questDef(questId);
  if (!def || questLockReason(world, def) !== null) return QUEST_MESSAGES.notAvailable;
  const entry: ActiveQuest = {
    questId: def.id,
    status: 'in_progress',
    progress: 0,
    acceptedAt: world.sim.nowMs,
    expiresAt: expiryFor(def, world.sim.nowMs),
    completedAt: null,
    // What the hunter already did counts where it may (quest-rules.ts, countsFromBefore).
    requirementProgress: countsAtAcceptance(world, def),
    deathsAtAccept: deaths(world),
  };
  world.quests.active.push(entry);
  events.push({ type: 'questAccepted', questId: def.id, title: def.title });
  // A level the hunter already has, or work already done, counts at once; a quest already met completes.
  advance(world, entry, def, events, random);
  return null;
}

export function abandonQuest(world: GameState, questId: unknown, events: GameEvent[]): string | null {
  const def = questDef(questId);
  const index = world.quests.active.findIndex((entry) => entry.questId === questId);
  if (!def || index < 0) return QUEST_MESSAGES.notActive;
  const [entry] = world.quests.active.splice(index, 1);
  // Clearing a failed quest off the list is not abandoning one in progress.
  if (entry?.status === 'in_progress') {
    if (!world.quests.abandoned.includes(def.id)) world.quests.abandoned.push(def.id);
    world.quests.statistics.totalAbandoned += 1;
    events.push({ type: 'questAbandoned', questId: def.id, title: def.title });
  }
  return null;
}

/** Hands in what the quest's delivery requirements still need, from the inventory. */
export function deliverQuestItems(
  world: GameState,
  questId: unknown,
  events: GameEvent[],
  random: SeededRandom,
): string | null {
  const def = questDef(questId);
  const entry = typeof questId === 'string' ? activeQuest(world, questId) : undefined;
  if (!def || !entry || entry.status !== 'in_progress') return QUEST_MESSAGES.notActive;
  const deliveries = def.requirements
    .map((requirement, index) => ({ requirement, index }))
    .filter(({ requirement }) => requirement.type === 'deliver' && requirement.target !== undefined);
  if (deliveries.length === 0) return QUEST_MESSAGES.nothingToDeliver;
  const counts = entry.requirementProgress ?? def.requirements.map(() => 0);
  let handed = 0;
  let missing: string | null = null;
  for (const { requirement, index } of deliveries) {
    const itemId = requirement.target!;
    const wanted = requirement.amount - (counts[index] ?? 0);
    if (wanted <= 0) continue;
    const taken = Math.min(wanted, countInInventory(world, itemId));
    if (taken <= 0) {
      missing ??= ITEMS[itemId]?.name ?? itemId;
      continue;
    }
    takeFromInventory(world, itemId, taken);
    counts[index] = (counts[index] ?? 0) + taken;
    handed += taken;
  }
  entry.requirementProgress = counts;
  if (handed === 0) return QUEST_MESSAGES.noneToDeliver(missing ?? 'items');
  advance(world, entry, def, events, random);
  return null;
}

/** Recomputes progress and completes the quest when it is full. */
function advance(world: GameState, entry: ActiveQuest, def: QuestDef, events: GameEvent[], random: SeededRandom): void {
  if (entry.status !== 'in_progress') return;
  if (refreshProgress(world, entry, def))
    events.push({ type: 'questProgressed', questId: def.id, progress: entry.progress, maxProgress: def.maxProgress });
  if (entry.progress >= def.maxProgress) completeQuest(world, entry, def, events, random);
}

function completeQuest(
  world: GameState,
  entry: ActiveQuest,
  def: QuestDef,
  events: GameEvent[],
  random: SeededRandom,
): void {
  const { quests } = world;
  entry.status = 'completed';
  entry.completedAt = world.sim.nowMs;
  quests.active = quests.active.filter((other) => other !== entry);
  if (!quests.completed.includes(def.id)) quests.completed.push(def.id);
  quests.statistics.totalCompleted += 1;
  if (deaths(world) === (entry.deathsAtAccept ?? deaths(world))) quests.statistics.perfectCompletions += 1;
  if (def.isDaily) {
    quests.dailyDone = [...(quests.dailyDone ?? []), def.id];
    quests.dailyResets.dailyQuestsCompleted += 1;
  }
  const xp = grantSkillXp(world, def.rewardSkill, def.experienceReward, 'quest', events);
  gainGold(world, def.goldReward, 'quest');
  const items = [];
  for (const reward of def.itemRewards ?? []) {
    if (!random.chanceFraction(reward.dropChance)) continue;
    deliver(world, reward.itemId, reward.quantity);
    items.push({ itemId: reward.itemId, quantity: reward.quantity });
  }
  events.push({ type: 'questCompleted', questId: def.id, title: def.title, xp, gold: def.goldReward, items });
}

function failExpired(world: GameState, events: GameEvent[]): void {
  for (const entry of world.quests.active) {
    if (entry.status !== 'in_progress' || entry.expiresAt === null || entry.expiresAt > world.sim.nowMs) continue;
    entry.status = 'failed';
    world.quests.statistics.totalFailed += 1;
    events.push({
      type: 'questFailed',
      questId: entry.questId,
      title: questDef(entry.questId)?.title ?? entry.questId,
    });
  }
}

function dailyReset(world: GameState, context: StepContext, events: GameEvent[]): void {
  if (!dailyResetDue(world, context)) return;
  const { quests } = world;
  const dropped = quests.active.filter((entry) => entry.status === 'failed').map((entry) => entry.questId);
  quests.active = quests.active.filter((entry) => entry.status !== 'failed');
  quests.dailyDone = [];
  quests.dailyResets = { lastResetTime: world.sim.nowMs, dailyQuestsCompleted: 0 };
  events.push({ type: 'dailyQuestsReset', droppedQuestIds: dropped });
}

/** How much one event moves one requirement. */
function eventCount(requirement: QuestRequirementDef, event: GameEvent): number {
  const { target } = requirement;
  switch (requirement.type) {
    case 'kill':
      return event.type === 'enemyKilled' && (target === undefined || target === event.enemyId) ? 1 : 0;
    case 'killInArea':
      return event.type === 'enemyKilled' && event.areaId === target ? 1 : 0;
    case 'killBoss':
      return event.type === 'enemyKilled' && event.isBoss && (target === undefined || target === event.enemyId) ? 1 : 0;
    case 'mine':
      return event.type === 'harvestCompleted' && (target === undefined || target === event.nodeId) ? 1 : 0;
    case 'craft':
      return event.type === 'craftCompleted' && event.success && (target === undefined || target === event.recipeId)
        ? 1
        : 0;
    case 'train':
      return event.type === 'trainingCompleted' && (target === undefined || target === event.skill) ? 1 : 0;
    case 'clearRift':
      return event.type === 'riftCleared' && (target === undefined || target === event.areaId) ? 1 : 0;
    case 'reachLevel':
    case 'deliver':
      return 0;
  }
}

const COUNTED_EVENTS = new Set<GameEvent['type']>([
  'enemyKilled',
  'harvestCompleted',
  'craftCompleted',
  'trainingCompleted',
  'riftCleared',
  'skillLevelUp',
  'playerLevelUp',
]);

function countEvents(world: GameState, events: readonly GameEvent[], out: GameEvent[], random: SeededRandom): void {
  if (world.quests.active.length === 0) return;
  const relevant = events.filter((event) => COUNTED_EVENTS.has(event.type));
  if (relevant.length === 0) return;
  for (const entry of [...world.quests.active]) {
    const def = questDef(entry.questId);
    if (!def || entry.status !== 'in_progress') continue;
    const counts = entry.requirementProgress ?? def.requirements.map(() => 0);
    def.requirements.forEach((requirement, index) => {
      for (const event of relevant) counts[index] = (counts[index] ?? 0) + eventCount(requirement, event);
    });
    entry.requirementProgress = counts;
    advance(world, entry, def, out, random);
  }
}

/** The counters time away can move, read before and after the other systems catch up. */
interface AwayCounters {
  readonly kills: number;
  readonly areaId: string | null;
  /** Per active quest, each requirement's lifetime count (quest-rules.ts), null where the state keeps none. */
  readonly counts: ReadonlyMap<string, readonly (number | null)[]>;
}

function readCounters(world: GameState): AwayCounters {
  const counts = new Map<string, (number | null)[]>();
  for (const entry of world.quests.active) {
    const def = questDef(entry.questId);
    if (def)
      counts.set(
        def.id,
        def.requirements.map((requirement) => lifetimeCount(world, requirement)),
      );
  }
  return { kills: world.stats.enemiesKilled, areaId: world.combat.currentAreaId, counts };
}

/**
 * What time away added to one requirement: what its counter moved (sessions, harvests, crafts, kills,
 * boss kills, rift clears), and an area's kills when the hunter fought there; a named foe that is no
 * boss has no counter, so it counts only online.
 */
function awayCount(
  requirement: QuestRequirementDef,
  before: AwayCounters,
  after: AwayCounters,
  questId: string,
  index: number,
): number {
  if (requirement.type === 'killInArea')
    return requirement.target !== undefined && requirement.target === before.areaId ? after.kills - before.kills : 0;
  const from = before.counts.get(questId)?.[index];
  const to = after.counts.get(questId)?.[index];
  return from === null || from === undefined || to === null || to === undefined ? 0 : to - from;
}

export type QuestCommands = {
  readonly acceptQuest: { questId: string };
  /** Abandons a quest in progress, or clears a failed one off the list. */
  readonly abandonQuest: { questId: string };
  readonly deliverQuestItems: { questId: string };
};

export interface QuestOfflineSlice {
  quests: { completed: string[]; failed: string[] };
}

export const questSystem = defineSystem<'quests', QuestCommands, QuestOfflineSlice>({
  id: 'quests',
  commands: {
    acceptQuest: (world, command, tick) => acceptQuest(world, command.questId, tick.events, tick.random),
    abandonQuest: (world, command, tick) => abandonQuest(world, command.questId, tick.events),
    deliverQuestItems: (world, command, tick) => deliverQuestItems(world, command.questId, tick.events, tick.random),
  },
  tick(world, { context, events, random }) {
    dailyReset(world, context, events);
    countEvents(world, events, events, random);
    failExpired(world, events);
  },
  // Away, progress is what the other catch-ups add to the counters: read them before those run.
  catchUpFirst: true,
  offline(world, span) {
    const before = readCounters(world);
    const slice: QuestOfflineSlice = { quests: { completed: [], failed: [] } };
    const summary: string[] = [];
    return {
      gains: slice,
      summary,
      settle: () => {
        const after = readCounters(world);
        const events: GameEvent[] = [];
        for (const entry of [...world.quests.active]) {
          const def = questDef(entry.questId);
          if (!def || entry.status !== 'in_progress') continue;
          const counts = entry.requirementProgress ?? def.requirements.map(() => 0);
          def.requirements.forEach((requirement, index) => {
            counts[index] = (counts[index] ?? 0) + Math.max(0, awayCount(requirement, before, after, def.id, index));
          });
          entry.requirementProgress = counts;
          advance(world, entry, def, events, span.random);
        }
        dailyReset(world, span.context, events);
        failExpired(world, events);
        for (const event of events) {
          if (event.type === 'questCompleted') {
            slice.quests.completed.push(event.questId);
            summary.push(`📜 ${QUEST_MESSAGES.completed(event.title)}`);
          } else if (event.type === 'questFailed') {
            slice.quests.failed.push(event.questId);
            summary.push(`💀 ${QUEST_MESSAGES.failed(event.title)}`);
          }
        }
        span.events.push(...events);
      },
    };
  },
  emits: [
    'questAccepted',
    'questProgressed',
    'questCompleted',
    'questFailed',
    'questAbandoned',
    'dailyQuestsReset',
    'xpGained',
    'skillLevelUp',
    'playerLevelUp',
    'tierLimitReached',
    'titleUnlocked',
    'abilityUnlocked',
    'abilityRankUp',
  ],
});
