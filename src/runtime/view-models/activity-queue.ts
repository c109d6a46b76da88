/**
 * The activity queue as the strip under the top bar and the activity page show it (issue 12): the
 * entries in order with the one under way and how far it has come, whether the queue runs or waits
 * for the player, the latest endings with why, and what the hunter does outside the queue. Read from
 * the world only (core/systems/activity-queue.ts runs it); the live bars read their spans every frame
 * through the span readers below.
 */
import type { NodeCategory } from '@/content/types';
import {
  ACTIVITIES_BY_SKILL,
  ALL_AREAS,
  ALL_MINING_NODES,
  ALL_RECIPES,
  ALL_SKILLS,
  ALL_STATIONS,
  SKILLS_BY_ID,
} from '@/core/content-index';
import type { ReadonlyWorld } from '@/core/readonly';
import {
  isQueuedUnderway,
  queueBlocker,
  queueEntryLabel,
  queueTargetName,
  queueWaitsBehind,
  QUEUE_LIMIT,
  MAX_GOAL_COUNT,
  QUEUED_ACTIVITY_TYPES,
} from '@/core/systems/activity-queue-rules';
import type { QueuedActivity, QueuedActivityType } from '@/core/state-types';
import { CATEGORY_LABELS } from './mining-page';

export { QUEUE_LIMIT, MAX_GOAL_COUNT };

/** What a queue entry runs (the HUD reads core types only through view models). */
export type QueueKind = QueuedActivityType;

export const QUEUE_KINDS: readonly QueueKind[] = QUEUED_ACTIVITY_TYPES;

/** What a player asks the queue for (the Queue button's request). */
export interface QueueRequest {
  activityType: QueueKind;
  targetId: string;
  count: number | null;
  minutes?: number;
}

/** "Train Sword Drills ×10", "Mine Rift-Edge Mana Seep until it stops", "Fight in X for 30 min". */
export function queueRequestLabel(request: QueueRequest): string {
  return queueEntryLabel({ ...request, type: request.activityType });
}

/** The verb each kind of entry starts with, as the add form and the list name it. */
export const QUEUE_KIND_LABELS: Record<QueueKind, string> = {
  training: 'Train',
  mining: 'Mine',
  crafting: 'Craft',
  combat: 'Fight',
};

const MINUTE_MS = 60_000;

/** A timed step in simulation time (a training session, a harvest, a craft, a fight of minutes). */
export interface TimedSpan {
  startTime: number;
  endTime: number;
}

export interface QueueProgressView {
  /** The timed step under way, for a live bar; null for a fight of kills (it has no clock). */
  span: TimedSpan | null;
  /** What the bar measures: "Session", "Harvest", "Craft", "Fight". */
  spanLabel: string;
  /** Units still to do, the one under way included; null when open-ended (a node worked until it stops). */
  left: number | null;
  /** Share of the entry's whole goal done (0..1) when it counts units; null when open-ended. */
  goalShare: number | null;
  /** "3 sessions left", "Until the node stops", "12 kills left", "25 min left". */
  leftText: string;
  /** The text counts down with time alone (a fight of minutes): re-read it as time passes. */
  ticking: boolean;
}

export interface QueueEntryView {
  id: string;
  kind: QueueKind;
  kindLabel: string;
  label: string;
  /** 1-based place in the queue. */
  position: number;
  underway: boolean;
  /** May move up or down: waiting entries only, and never above the one under way. */
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export interface QueueEndingView {
  /** Unique among the endings (an entry ends once). */
  key: string;
  kind: QueueKind;
  label: string;
  done: boolean;
  /** "Done", or the line saying why it could not go on. */
  reasonText: string;
  atMs: number;
}

/** An activity under way that the queue did not start (the player's own training, fight, harvest or craft). */
export interface OutsideActivityView {
  kind: QueueKind;
  /** "Training Sword Drills", "Fighting in Tutorial Rift". */
  label: string;
  span: TimedSpan | null;
}

/**
 * The activity the queue's first entry waits behind (issue 32): one the player started, whose place
 * the entry needs (the hands for a harvest, a craft or a fight; the training for a session).
 */
export interface QueueWaitView {
  kind: QueueKind;
  /** "Mining Rift-Edge Mana Seep", "Fighting in The Tutorial Rift". */
  label: string;
  /** "2 harvests left", "Until the node gives out", "Until you stop it". */
  leftText: string;
  /** It has no end of its own (training without a number of sessions, a fight without kills or minutes). */
  endless: boolean;
  /** The text counts down with time alone (a fight of minutes): re-read it as time passes. */
  ticking: boolean;
  /** The player's own Stop for it (the queue then starts its first entry). */
  stop: 'stopTraining' | 'stopMining' | 'cancelCraft' | 'stopCombat';
  /** "Stop training", "Stop mining", "Cancel the craft", "Stop fighting". */
  stopLabel: string;
  /** "training", "mining", "craft", "fight": "Starts after your mining". */
  noun: string;
}

export interface QueueOutlook {
  /** One sentence: "Nothing is queued, so it starts now.", "It starts when your mining ends." */
  text: string;
  /** The same after the entry's label: "starts when your mining ends" ("Craft X ×1 starts when ..."). */
  clause: string;
  startsNow: boolean;
}

export interface ActivityQueueView {
  entries: QueueEntryView[];
  /** The entry under way and its progress; null while the queue is idle or paused. */
  current: { entry: QueueEntryView; progress: QueueProgressView | null } | null;
  running: boolean;
  paused: boolean;
  /** While paused: the label of the activity the player stopped (the queue waits for Resume). */
  pausedAfter: string | null;
  /** The first entry waits behind the player's own activity; null otherwise. */
  waiting: QueueWaitView | null;
  /** What adding an entry of each kind now would do ("It starts when your mining ends."), and whether it starts now. */
  outlook: Record<QueueKind, QueueOutlook>;
  canAdd: boolean;
  limit: number;
  ended: QueueEndingView[];
  outside: OutsideActivityView[];
  /** Something to show in the strip: entries queued, or a pause to resume. */
  visible: boolean;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Units left including the one under way, from a system's "after this one" count. */
const andThisOne = (remaining: number | undefined) => (remaining === undefined ? null : remaining + 1);

const shareDone = (left: number | null, count: number | null) =>
  left === null || count === null || count <= 0 ? null : Math.min(1, Math.max(0, (count - left) / count));

/** The session, harvest or craft under way, as a span. */
const trainingSpan = (world: ReadonlyWorld): TimedSpan | null => {
  const session = world.skillTraining.activeSession;
  return session ? { startTime: session.startedAt, endTime: session.endsAt } : null;
};
const miningSpan = (world: ReadonlyWorld): TimedSpan | null => {
  const harvest = world.mining.currentActivity;
  return harvest ? { startTime: harvest.startTime, endTime: harvest.endTime } : null;
};
const craftingSpan = (world: ReadonlyWorld): TimedSpan | null => {
  const craft = world.crafting.currentCraft;
  return craft ? { startTime: craft.startTime, endTime: craft.endTime } : null;
};
/** A fight only has a span when it was asked for minutes: from its start to the time it stops. */
const fightSpan = (world: ReadonlyWorld, minutes: number | undefined): TimedSpan | null => {
  const untilMs = world.combat.goal?.untilMs;
  if (world.combat.currentAreaId === null || untilMs === undefined || minutes === undefined) return null;
  return { startTime: untilMs - minutes * MINUTE_MS, endTime: untilMs };
};

/**
 * Each kind's timed step under way, for the live bars of activities outside the queue (stable
 * functions, so a bar's watch is set up once). A fight outside the queue has no span.
 */
export const ACTIVITY_SPAN_OF: Record<QueueKind, (world: ReadonlyWorld) => TimedSpan | null> = {
  training: trainingSpan,
  mining: miningSpan,
  crafting: craftingSpan,
  combat: () => null,
};

/** The queue entry under way's timed step, for its live bar (null while idle, paused or fighting for kills). */
export function queueUnderwaySpan(world: ReadonlyWorld): TimedSpan | null {
  const head = world.activity.queue[0];
  if (!world.activity.running || !head) return null;
  return head.type === 'combat' ? fightSpan(world, head.minutes) : ACTIVITY_SPAN_OF[head.type](world);
}

function progressOf(world: ReadonlyWorld, entry: QueuedActivity, nowMs: number): QueueProgressView | null {
  if (!isQueuedUnderway(world, entry)) return null;
  const counted = (left: number | null, unit: string, open: string, spanLabel: string, span: TimedSpan | null) => ({
    span,
    spanLabel,
    left,
    goalShare: shareDone(left, entry.count),
    leftText: left === null ? open : `${plural(left, unit)} left`,
    ticking: false,
  });
  switch (entry.type) {
    case 'training':
      return counted(
        andThisOne(world.skillTraining.activeSession?.remaining),
        'session',
        'Repeats while it can',
        'Session',
        trainingSpan(world),
      );
    case 'mining':
      return counted(
        andThisOne(world.mining.currentActivity?.remaining),
        'harvest',
        'Until the node stops',
        'Harvest',
        miningSpan(world),
      );
    case 'crafting':
      return counted(
        andThisOne(world.crafting.currentCraft?.remaining),
        'craft',
        'While the materials last',
        'Craft',
        craftingSpan(world),
      );
    case 'combat': {
      const goal = world.combat.goal;
      if (entry.minutes !== undefined && goal?.untilMs !== undefined) {
        const minutesLeft = Math.max(0, Math.ceil((goal.untilMs - nowMs) / MINUTE_MS));
        return {
          span: fightSpan(world, entry.minutes),
          spanLabel: 'Fight',
          left: null,
          goalShare: null,
          leftText: `${minutesLeft} min left`,
          ticking: true,
        };
      }
      const killsLeft = goal?.killsLeft === undefined ? null : Math.max(0, goal.killsLeft);
      return counted(killsLeft, 'kill', 'Until you stop', 'Fight', null);
    }
  }
}

function entryView(entry: QueuedActivity, index: number, length: number, running: boolean): QueueEntryView {
  const underway = running && index === 0;
  // The one under way stays first; the others move among themselves.
  const firstMovable = running ? 1 : 0;
  return {
    id: entry.id,
    kind: entry.type,
    kindLabel: QUEUE_KIND_LABELS[entry.type],
    label: queueEntryLabel(entry),
    position: index + 1,
    underway,
    canMoveUp: !underway && index > firstMovable,
    canMoveDown: !underway && index < length - 1,
  };
}

const nameOf = (kind: QueueKind, id: string) => queueTargetName(kind, id) ?? id;

/** What runs that the queue did not start: everything under way but the queue's own entry. */
function outsideActivities(world: ReadonlyWorld): OutsideActivityView[] {
  const head = world.activity.queue[0];
  const queueRuns = world.activity.running === true && head !== undefined && isQueuedUnderway(world, head);
  const ownedByQueue = (kind: QueueKind) => queueRuns && head.type === kind;
  const outside: OutsideActivityView[] = [];
  const session = world.skillTraining.activeSession;
  if (session && !ownedByQueue('training'))
    outside.push({
      kind: 'training',
      label: `Training ${nameOf('training', session.activityId)}`,
      span: trainingSpan(world),
    });
  const areaId = world.combat.currentAreaId;
  if (areaId !== null && !ownedByQueue('combat'))
    outside.push({ kind: 'combat', label: `Fighting in ${nameOf('combat', areaId)}`, span: null });
  const harvest = world.mining.currentActivity;
  if (harvest && !ownedByQueue('mining'))
    outside.push({ kind: 'mining', label: `Mining ${nameOf('mining', harvest.nodeId)}`, span: miningSpan(world) });
  const craft = world.crafting.currentCraft;
  if (craft && !ownedByQueue('crafting'))
    outside.push({
      kind: 'crafting',
      label: `Crafting ${nameOf('crafting', craft.recipeId)}`,
      span: craftingSpan(world),
    });
  return outside;
}

/** How the player's own activity of a kind ends: what is left, and whether it ends at all by itself. */
function ownActivityEnd(
  world: ReadonlyWorld,
  kind: QueueKind,
  nowMs: number,
): { leftText: string; endless: boolean; ticking?: boolean } {
  const left = (count: number | null | undefined, unit: string) =>
    count === null || count === undefined ? null : `${plural(count, unit)} left`;
  switch (kind) {
    case 'training': {
      const text = left(andThisOne(world.skillTraining.activeSession?.remaining), 'session');
      return text ? { leftText: text, endless: false } : { leftText: 'Repeats until you stop it', endless: true };
    }
    case 'mining': {
      const text = left(andThisOne(world.mining.currentActivity?.remaining), 'harvest');
      return { leftText: text ?? 'Until the node gives out', endless: false };
    }
    case 'crafting': {
      const text = left(andThisOne(world.crafting.currentCraft?.remaining), 'craft');
      return { leftText: text ?? 'While the materials last', endless: false };
    }
    case 'combat': {
      const goal = world.combat.goal;
      if (goal?.killsLeft !== undefined)
        return { leftText: `${plural(Math.max(0, goal.killsLeft), 'kill')} left`, endless: false };
      if (goal?.untilMs !== undefined) {
        const minutes = Math.max(0, Math.ceil((goal.untilMs - nowMs) / MINUTE_MS));
        return { leftText: `${minutes} min left`, endless: false, ticking: true };
      }
      return { leftText: 'Until you stop it', endless: true };
    }
  }
}

const STOPS: Record<QueueKind, { stop: QueueWaitView['stop']; stopLabel: string; noun: string }> = {
  training: { stop: 'stopTraining', stopLabel: 'Stop training', noun: 'training' },
  mining: { stop: 'stopMining', stopLabel: 'Stop mining', noun: 'mining' },
  crafting: { stop: 'cancelCraft', stopLabel: 'Cancel the craft', noun: 'craft' },
  combat: { stop: 'stopCombat', stopLabel: 'Stop fighting', noun: 'fight' },
};

function waitView(world: ReadonlyWorld, kind: QueueKind, nowMs: number): QueueWaitView {
  const label = outsideActivities(world).find((activity) => activity.kind === kind)?.label ?? STOPS[kind].noun;
  const { stop, stopLabel, noun } = STOPS[kind];
  const { leftText, endless, ticking = false } = ownActivityEnd(world, kind, nowMs);
  return { kind, label, leftText, endless, ticking, stop, stopLabel, noun };
}

/** What adding an entry of this kind would do now, in one sentence (the add forms show it). */
function outlookOf(world: ReadonlyWorld, kind: QueueKind, nowMs: number): QueueOutlook {
  const later = (clause: string, text = `It ${clause}.`) => ({ text, clause, startsNow: false });
  const activity = world.activity;
  if (activity.queue.length >= QUEUE_LIMIT)
    return later('waits for room in the queue', `The queue is full: it holds ${QUEUE_LIMIT} activities.`);
  if (activity.paused)
    return later('waits until you resume the queue', 'The queue is paused, so it waits until you resume.');
  const before = activity.queue.length;
  if (before > 0)
    return later(`starts after the ${before === 1 ? 'activity' : `${before} activities`} queued before it`);
  const blocker = queueBlocker(world, kind);
  if (blocker === null) return { text: 'Nothing is queued, so it starts now.', clause: 'starts now', startsNow: true };
  const { noun } = STOPS[blocker];
  return later(
    ownActivityEnd(world, blocker, nowMs).endless
      ? `waits until you stop your ${noun}, which has no end set`
      : `starts when your ${noun} ends`,
  );
}

export function selectActivityQueue(world: ReadonlyWorld, nowMs: number): ActivityQueueView {
  const activity = world.activity;
  const running = activity.running === true;
  const paused = activity.paused === true;
  const entries = activity.queue.map((entry, index) => entryView(entry, index, activity.queue.length, running));
  const head = activity.queue[0];
  const behind = queueWaitsBehind(world);
  const ended = (activity.ended ?? []).map((ending) => ({
    key: `${ending.entry.id}@${ending.atMs}`,
    kind: ending.entry.type,
    label: queueEntryLabel(ending.entry),
    done: ending.reason === 'done',
    reasonText: ending.reason === 'done' ? 'Done' : ending.reason,
    atMs: ending.atMs,
  }));
  return {
    entries,
    current: running && head ? { entry: entries[0]!, progress: progressOf(world, head, nowMs) } : null,
    running,
    paused,
    // A pause follows the player's stop, which the queue records as its latest ending.
    pausedAfter: paused ? (ended[0]?.label ?? null) : null,
    waiting: behind === null ? null : waitView(world, behind, nowMs),
    outlook: {
      training: outlookOf(world, 'training', nowMs),
      mining: outlookOf(world, 'mining', nowMs),
      crafting: outlookOf(world, 'crafting', nowMs),
      combat: outlookOf(world, 'combat', nowMs),
    },
    canAdd: activity.queue.length < QUEUE_LIMIT,
    limit: QUEUE_LIMIT,
    ended,
    outside: outsideActivities(world),
    visible: activity.queue.length > 0 || paused,
  };
}

/**
 * What changes the view: the queue and its state, the latest ending, and each activity under way with
 * its count left (a new session or harvest of the same activity changes only the live bars).
 */
export function activityQueueKey(world: ReadonlyWorld): string {
  const activity = world.activity;
  const session = world.skillTraining.activeSession;
  const harvest = world.mining.currentActivity;
  const craft = world.crafting.currentCraft;
  const combat = world.combat;
  const latest = activity.ended?.[0];
  return [
    activity.running ? 'running' : '-',
    activity.paused ? 'paused' : '-',
    activity.queue.map((entry) => entry.id).join(','),
    latest ? `${latest.entry.id}@${latest.atMs}` : '-',
    session ? `${session.activityId}:${session.remaining ?? '-'}` : '-',
    harvest ? `${harvest.nodeId}:${harvest.remaining ?? '-'}` : '-',
    craft ? `${craft.recipeId}:${craft.remaining ?? '-'}` : '-',
    combat.currentAreaId ?? '-',
    combat.goal?.killsLeft ?? '-',
    combat.goal?.untilMs ?? '-',
  ].join('|');
}

/** One target the add form offers, with what it asks of the hunter. */
export interface QueueTargetOption {
  id: string;
  name: string;
  /** "Level 5", "Smithing 3", "Rank C · paid accounts": checked by the core when the entry starts. */
  requirement: string;
}

export interface QueueTargetGroup {
  label: string;
  options: QueueTargetOption[];
}

function groupBy<Row>(rows: readonly Row[], groupOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = groupOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const trainingTargets: QueueTargetGroup[] = ALL_SKILLS.map((skill) => ({
  label: skill.name,
  options: ACTIVITIES_BY_SKILL[skill.id].map((activity) => ({
    id: activity.id,
    name: activity.name,
    requirement: `${skill.name} ${activity.requiredLevel}`,
  })),
})).filter((group) => group.options.length > 0);

const miningTargets: QueueTargetGroup[] = [...groupBy(ALL_MINING_NODES, (node) => node.category)].map(
  ([category, nodes]) => ({
    label: CATEGORY_LABELS[category as NodeCategory],
    options: nodes.map((node) => ({ id: node.id, name: node.name, requirement: `Level ${node.levelRequirement}` })),
  }),
);

const craftingTargets: QueueTargetGroup[] = ALL_STATIONS.map((station) => ({
  label: station.name,
  options: ALL_RECIPES.filter((recipe) => recipe.stationId === station.id).map((recipe) => {
    const skills = Object.entries(recipe.skillRequirements).map(
      ([skill, level]) => `${SKILLS_BY_ID[skill as keyof typeof SKILLS_BY_ID]?.name ?? skill} ${level}`,
    );
    const rank = recipe.unlock?.rank ? [`Rank ${recipe.unlock.rank}`] : [];
    return { id: recipe.id, name: recipe.name, requirement: [...skills, ...rank].join(' · ') || 'None' };
  }),
})).filter((group) => group.options.length > 0);

const combatTargets: QueueTargetGroup[] = [
  {
    label: 'Areas',
    options: ALL_AREAS.map((area) => ({
      id: area.id,
      name: area.name,
      requirement: `Rank ${area.band}${area.paidOnly ? ' · paid accounts' : ''}`,
    })),
  },
];

/** What each kind of entry may work on, grouped as the add form's select shows it (content only). */
export const QUEUE_TARGETS: Record<QueueKind, readonly QueueTargetGroup[]> = {
  training: trainingTargets,
  mining: miningTargets,
  crafting: craftingTargets,
  combat: combatTargets,
};
