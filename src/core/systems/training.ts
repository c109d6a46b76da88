/**
 * Training sessions (spec 001 §4, §5, §9): one at a time, refused with the spec's five messages,
 * bonuses fixed at the start (perfect added at the end), completed on the tick their end time
 * passes, then repeated while the requirements hold. Stopping early pays XP for the share done.
 */
import { TRAINING_ACHIEVEMENTS } from '@/content/skills';
import { TIMED_EVENTS } from '@/content/timed-events';
import type { ActivityDef, TrainingAchievementDef } from '@/content/types';
import { ACTIVITIES, itemName, SKILLS_BY_ID, TRAINING_XP_ITEMS } from '../content-index';
import { localDayIndex, localMinuteOfDay, type StepContext } from '../context';
import type { GameEvent } from '../events';
import { isSkillId, SKILL_IDS, type SkillId } from '@/content/ids';
import { receiveItem, consumeItem, countOwned, hasAll, nextId } from '../inventory';
import type { ReadonlyWorld } from '../readonly';
import type { SeededRandom } from '../rng';
import type { GameState, TrainingBonus, TrainingSession } from '../state-types';
import { computeDerivedStats, isItemEquipped } from '../stats';
import { maxSkillLevelFor, skillCapMessage } from '../tiers';
import { MAX_SKILL_LEVEL } from '../xp';
import { asSentence, formatNumber } from '../offline-summary';
import { defineSystem, type OfflineReport, type OfflineSpan, type TickContext } from '../system';
import { offlineTraining, type OfflineTrainingResult } from './offline-training';
import { isGoalCount, queueOwns } from './activity-queue-rules';
import { grantSkillXp, PROGRESSION_EVENTS } from './progression';

const HOUR_MS = 3_600_000;
export const STREAK_WINDOW_MS = 24 * HOUR_MS;
export const STREAK_PERCENT_PER_DAY = 5;
export const STREAK_CAP_PERCENT = 50;
export const COMBO_WINDOW_MS = 30 * 60_000;
export const COMBO_PERCENT = 10;
export const COMBO_CAP_PERCENT = 30;
export const MASTERY_PERCENT_PER_LEVEL = 2;
export const SESSIONS_PER_MASTERY_LEVEL = 10;
/** The spec leaves mastery uncapped; 25 levels (+50%) keeps it in line with the other bonuses. */
export const MASTERY_CAP_PERCENT = 50;
export const PERFECT_PERCENT = 25;
export const PERFECT_THRESHOLD_PERCENT = 99.9;
/** Happy Hour is the timed-events table's daily event (spec 001 §9: 18:00-20:00, +20%); read from there. */
const HAPPY_HOUR_EVENT = TIMED_EVENTS.find((event) => event.id === 'happy_hour')!;
export const HAPPY_HOUR_PERCENT = Math.round((HAPPY_HOUR_EVENT.effects[0].multiplier - 1) * 100);
export const HAPPY_HOUR_START_MINUTE = HAPPY_HOUR_EVENT.schedule.startMinute;
export const HAPPY_HOUR_END_MINUTE = HAPPY_HOUR_EVENT.schedule.endMinute;
export const SYNERGY_PERCENT = 15;
export const SYNERGY_WINDOW_MS = 4 * HOUR_MS;
export const MIN_TRAINING_DURATION_MS = 1_000;

export const TRAINING_MESSAGES = {
  alreadyTraining: 'Already training another skill',
  requiresLevel: (skill: string, level: number) => `Requires ${skill} level ${level}`,
  missingRequiredItems: 'Missing required items',
  missingResource: (quantity: number, item: string) => `Missing ${quantity} ${item}`,
  requiresItem: (item: string) => `Requires ${item}`,
  badSessions: 'Sessions must be a whole number from 1 to 999',
} as const;

export function isHappyHour(epochMs: number, utcOffsetMinutes: number): boolean {
  const minute = localMinuteOfDay(epochMs, utcOffsetMinutes);
  return minute >= HAPPY_HOUR_START_MINUTE && minute < HAPPY_HOUR_END_MINUTE;
}

/** Duration after the training-speed bonus, never under 1 s, on the 100 ms tick grid. */
export function trainingDurationMs(baseMs: number, speedBonusPercent: number): number {
  const reduced = baseMs * (1 - Math.max(0, Math.min(100, speedBonusPercent)) / 100);
  return Math.max(MIN_TRAINING_DURATION_MS, Math.round(reduced / 100) * 100);
}

/** Why the activity cannot start now, or null. Checks run in the spec's order. */
export function trainingRefusal(
  world: ReadonlyWorld,
  skill: SkillId,
  activity: ActivityDef,
  ignoreActiveSession = false,
): string | null {
  if (world.skillTraining.activeSession && !ignoreActiveSession) return TRAINING_MESSAGES.alreadyTraining;
  const skillState = world.skills[skill];
  const cap = maxSkillLevelFor(world.player.accountTier);
  if (skillState.level >= cap) {
    return cap < MAX_SKILL_LEVEL
      ? skillCapMessage(world.player.accountTier)
      : `${SKILLS_BY_ID[skill].name} is already at the maximum level (${MAX_SKILL_LEVEL})`;
  }
  if (skillState.level < activity.requiredLevel)
    return TRAINING_MESSAGES.requiresLevel(SKILLS_BY_ID[skill].name, activity.requiredLevel);
  if (activity.requiredItems && !hasAll(world, activity.requiredItems)) return TRAINING_MESSAGES.missingRequiredItems;
  for (const resource of activity.resources ?? []) {
    const owned = countOwned(world, resource.itemId);
    if (owned >= resource.quantity) continue;
    return resource.consumed
      ? TRAINING_MESSAGES.missingResource(resource.quantity - owned, itemName(resource.itemId))
      : TRAINING_MESSAGES.requiresItem(itemName(resource.itemId));
  }
  return null;
}

export function findActivity(skill: unknown, activityId: unknown): { activity: ActivityDef; skill: SkillId } | string {
  if (!isSkillId(skill)) return `Unknown skill: ${String(skill)}`;
  const activity = typeof activityId === 'string' ? ACTIVITIES[activityId] : undefined;
  if (!activity || activity.skill !== skill)
    return `Unknown activity for ${SKILLS_BY_ID[skill].name}: ${String(activityId)}`;
  return { activity, skill };
}

/** Streak, combo, mastery, happy hour, synergy and equipment bonuses as of `nowMs`. */
export function computeTrainingBonuses(
  world: GameState,
  skill: SkillId,
  nowMs: number,
  context: StepContext,
): TrainingBonus[] {
  const bonuses: TrainingBonus[] = [];
  const training = world.skillTraining;
  const stats = training.stats[skill];
  if (
    stats.lastCompletionTime !== null &&
    nowMs - stats.lastCompletionTime <= STREAK_WINDOW_MS &&
    stats.currentStreak > 0
  ) {
    bonuses.push({ id: 'streak', percent: Math.min(STREAK_CAP_PERCENT, STREAK_PERCENT_PER_DAY * stats.currentStreak) });
  }
  const combo = training.combo;
  if (
    combo.lastSkill !== null &&
    combo.lastSkill !== skill &&
    combo.lastCompletionTime !== null &&
    nowMs - combo.lastCompletionTime <= COMBO_WINDOW_MS
  ) {
    bonuses.push({ id: 'combo', percent: Math.min(COMBO_CAP_PERCENT, COMBO_PERCENT * (combo.chain + 1)) });
  }
  const mastery = Math.floor(stats.totalSessions / SESSIONS_PER_MASTERY_LEVEL);
  if (mastery > 0)
    bonuses.push({ id: 'mastery', percent: Math.min(MASTERY_CAP_PERCENT, MASTERY_PERCENT_PER_LEVEL * mastery) });
  if (isHappyHour(nowMs, context.utcOffsetMinutes)) bonuses.push({ id: 'happyHour', percent: HAPPY_HOUR_PERCENT });
  for (const related of SKILLS_BY_ID[skill].synergies) {
    const last = training.stats[related].lastCompletionTime;
    if (last !== null && nowMs - last <= SYNERGY_WINDOW_MS) {
      bonuses.push({ id: 'synergy', percent: SYNERGY_PERCENT });
      break;
    }
  }
  // Each equipped item with a bonus of its own counts once (two of the same ring still give one line).
  for (const item of TRAINING_XP_ITEMS) {
    if (isItemEquipped(world, item.id)) bonuses.push({ id: item.id, percent: item.trainingXpPercent });
  }
  const equipmentBonus = computeDerivedStats(world).trainingXpBonus;
  if (equipmentBonus > 0) bonuses.push({ id: 'equipment', percent: equipmentBonus });
  return bonuses;
}

export function sessionXp(baseXp: number, bonuses: readonly TrainingBonus[]): number {
  let percent = 0;
  for (const bonus of bonuses) percent += bonus.percent;
  // Integer percent arithmetic: 100 x 2.05 is 204.99999... in floating point.
  return Math.floor((baseXp * (100 + percent)) / 100);
}

/** Starts a session at `nowMs` (the caller checked `trainingRefusal`): consumes items, fixes bonuses. */
export function beginSession(
  world: GameState,
  skill: SkillId,
  activity: ActivityDef,
  nowMs: number,
  context: StepContext,
  events: GameEvent[],
): TrainingSession {
  for (const need of activity.requiredItems ?? []) consumeItem(world, need.itemId, need.quantity);
  for (const resource of activity.resources ?? [])
    if (resource.consumed) consumeItem(world, resource.itemId, resource.quantity);
  const bonuses = computeTrainingBonuses(world, skill, nowMs, context);
  const duration = trainingDurationMs(activity.durationMs, computeDerivedStats(world).trainingSpeedBonus);
  const session: TrainingSession = {
    id: nextId(world, 'training'),
    playerId: world.playerId,
    activityId: activity.id,
    skillType: skill,
    startedAt: nowMs,
    endsAt: nowMs + duration,
    baseXpReward: activity.xp,
    totalXpReward: sessionXp(activity.xp, bonuses),
    bonuses,
    completed: false,
    wasPerfect: false,
  };
  world.skillTraining.activeSession = session;
  world.skills[skill].isTraining = true;
  events.push({
    type: 'trainingStarted',
    skill,
    activityId: activity.id,
    startedAt: session.startedAt,
    endsAt: session.endsAt,
    bonuses,
  });
  return session;
}

/** Starts training now; `sessions` (1-999) ends it after that many, otherwise it repeats while it can. */
export function startTraining(
  world: GameState,
  skill: unknown,
  activityId: unknown,
  context: StepContext,
  events: GameEvent[],
  sessions?: unknown,
): string | null {
  const found = findActivity(skill, activityId);
  if (typeof found === 'string') return found;
  if (sessions !== undefined && !isGoalCount(sessions)) return TRAINING_MESSAGES.badSessions;
  const refusal = trainingRefusal(world, found.skill, found.activity);
  if (refusal) return refusal;
  const session = beginSession(world, found.skill, found.activity, world.sim.nowMs, context, events);
  if (sessions !== undefined) session.remaining = sessions - 1;
  return null;
}

export function completionPercent(
  session: Readonly<Pick<TrainingSession, 'startedAt' | 'endsAt'>>,
  nowMs: number,
): number {
  const span = session.endsAt - session.startedAt;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, ((nowMs - session.startedAt) / span) * 100));
}

function clearSession(world: GameState, session: TrainingSession): void {
  world.skillTraining.activeSession = null;
  world.skills[session.skillType].isTraining = false;
}

/** Stops early: XP for the share done (a perfect bonus only at >= 99.9%), no products, no session stats. */
export function stopTraining(world: GameState, events: GameEvent[], reason: 'manual' | 'death'): string | null {
  const session = world.skillTraining.activeSession;
  if (!session) return 'Not training';
  const percent = completionPercent(session, world.sim.nowMs);
  const wasPerfect = percent >= PERFECT_THRESHOLD_PERCENT;
  const full = wasPerfect
    ? sessionXp(session.baseXpReward, [...session.bonuses, { id: 'perfect', percent: PERFECT_PERCENT }])
    : session.totalXpReward;
  const xp = Math.floor((full * percent) / 100);
  clearSession(world, session);
  const granted = grantSkillXp(world, session.skillType, xp, 'training', events);
  events.push({
    type: 'trainingStopped',
    skill: session.skillType,
    activityId: session.activityId,
    reason,
    xp: granted,
    completionPercent: percent,
  });
  return null;
}

/** Records a completed session in the per-skill stats, streak and combo chain; returns the new chain. */
export function recordCompletion(
  world: GameState,
  skill: SkillId,
  activityId: string,
  perfect: boolean,
  completedAt: number,
  durationMs: number,
  context: StepContext,
): void {
  const training = world.skillTraining;
  const stats = training.stats[skill];
  const previous = stats.lastCompletionTime;
  if (previous === null || completedAt - previous > STREAK_WINDOW_MS) stats.currentStreak = 1;
  else if (localDayIndex(completedAt, context.utcOffsetMinutes) > localDayIndex(previous, context.utcOffsetMinutes))
    stats.currentStreak += 1;
  else stats.currentStreak = Math.max(1, stats.currentStreak);
  stats.bestStreak = Math.max(stats.bestStreak, stats.currentStreak);
  stats.totalSessions += 1;
  if (perfect) stats.perfectCompletions += 1;
  stats.masteryLevel = Math.floor(stats.totalSessions / SESSIONS_PER_MASTERY_LEVEL);
  stats.lastActivityType = activityId;
  stats.lastCompletionTime = completedAt;
  const combo = training.combo;
  if (
    combo.lastSkill !== null &&
    combo.lastSkill !== skill &&
    combo.lastCompletionTime !== null &&
    completedAt - combo.lastCompletionTime <= COMBO_WINDOW_MS
  ) {
    combo.chain += 1;
    stats.comboCount += 1;
  } else {
    combo.chain = 0;
  }
  combo.lastSkill = skill;
  combo.lastCompletionTime = completedAt;
  training.totalTrainingTime += durationMs;
}

/** What each training-achievement kind measures now: best streak, sessions, perfects, best mastery, combo chain. */
export function trainingAchievementValues(world: ReadonlyWorld): Record<TrainingAchievementDef['kind'], number> {
  const training = world.skillTraining;
  let sessions = 0;
  let perfects = 0;
  let bestStreak = 0;
  let bestMastery = 0;
  for (const skill of SKILL_IDS) {
    const stats = training.stats[skill];
    sessions += stats.totalSessions;
    perfects += stats.perfectCompletions;
    bestStreak = Math.max(bestStreak, stats.currentStreak);
    bestMastery = Math.max(bestMastery, stats.masteryLevel);
  }
  return { streak: bestStreak, sessions, perfects, mastery: bestMastery, combo: training.combo.chain };
}

export function checkTrainingAchievements(world: GameState, events: GameEvent[]): void {
  const training = world.skillTraining;
  const value = trainingAchievementValues(world);
  for (const achievement of TRAINING_ACHIEVEMENTS) {
    if (training.achievements.includes(achievement.id)) continue;
    if (value[achievement.kind] >= achievement.target) {
      training.achievements.push(achievement.id);
      events.push({ type: 'achievementUnlocked', achievementId: achievement.id, name: achievement.name });
    }
  }
}

/** Completes the active session at its end time, then starts the next one if the requirements hold. */
export function completeSession(
  world: GameState,
  context: StepContext,
  events: GameEvent[],
  random: SeededRandom,
): void {
  const session = world.skillTraining.activeSession;
  if (!session) return;
  const activity = ACTIVITIES[session.activityId];
  const completedAt = session.endsAt;
  session.completed = true;
  session.wasPerfect = completionPercent(session, completedAt) >= PERFECT_THRESHOLD_PERCENT;
  const bonuses = session.wasPerfect
    ? [...session.bonuses, { id: 'perfect' as const, percent: PERFECT_PERCENT }]
    : session.bonuses;
  session.bonuses = bonuses;
  session.totalXpReward = sessionXp(session.baseXpReward, bonuses);
  clearSession(world, session);
  recordCompletion(
    world,
    session.skillType,
    session.activityId,
    session.wasPerfect,
    completedAt,
    session.endsAt - session.startedAt,
    context,
  );
  const granted = grantSkillXp(world, session.skillType, session.totalXpReward, 'training', events);
  const products: { itemId: string; quantity: number }[] = [];
  for (const product of activity?.products ?? []) {
    if (random.chanceFraction(product.chance)) {
      const { added } = receiveItem(world, product.itemId, product.quantity);
      if (added > 0) products.push({ itemId: product.itemId, quantity: added });
    }
  }
  events.push({
    type: 'trainingCompleted',
    skill: session.skillType,
    activityId: session.activityId,
    xp: granted,
    baseXp: session.baseXpReward,
    bonuses,
    wasPerfect: session.wasPerfect,
    products,
  });
  checkTrainingAchievements(world, events);
  if (!activity) return;
  if (session.remaining === 0) {
    events.push({
      type: 'trainingStopped',
      skill: session.skillType,
      activityId: activity.id,
      reason: 'done',
      xp: 0,
      completionPercent: 0,
    });
    return;
  }
  const refusal = trainingRefusal(world, session.skillType, activity);
  if (refusal) {
    events.push({
      type: 'trainingStopped',
      skill: session.skillType,
      activityId: activity.id,
      reason: 'requirements',
      message: refusal,
      xp: 0,
      completionPercent: 0,
    });
    return;
  }
  const next = beginSession(world, session.skillType, activity, completedAt, context, events);
  if (session.remaining !== undefined) next.remaining = session.remaining - 1;
}

/** Per tick: complete the session whose end time has passed. */
function trainingTick(world: GameState, tick: TickContext): void {
  const session = world.skillTraining.activeSession;
  if (session && world.sim.nowMs >= session.endsAt) completeSession(world, tick.context, tick.events, tick.random);
}

export type TrainingCommands = {
  readonly startTraining: { skill: SkillId; activityId: string; sessions?: number };
  readonly stopTraining: Record<never, never>;
};

export interface TrainingSlice {
  training: OfflineTrainingResult | null;
}

export function trainingSummary(training: OfflineTrainingResult | null): string[] {
  const lines: string[] = [];
  if (training && training.sessionsCompleted > 0) {
    const count = training.sessionsCompleted;
    const name = ACTIVITIES[training.activityId]?.name ?? training.activityId;
    lines.push(
      `📚 Completed ${formatNumber(count)} ${name} ${count === 1 ? 'session' : 'sessions'} ` +
        `(+${formatNumber(training.xp)} XP).`,
    );
  }
  if (training && !training.stillTraining && training.stoppedReason)
    lines.push(`⏹️ Training stopped: ${asSentence(training.stoppedReason)}`);
  return lines;
}

export const trainingSystem = defineSystem<'training', TrainingCommands, TrainingSlice>({
  id: 'training',
  commands: {
    startTraining: (world, command, tick) =>
      startTraining(world, command.skill, command.activityId, tick.context, tick.events, command.sessions),
    stopTraining: (world, _command, tick) => stopTraining(world, tick.events, 'manual'),
  },
  emits: [...PROGRESSION_EVENTS, 'trainingStarted', 'trainingCompleted', 'trainingStopped', 'achievementUnlocked'],
  tick: trainingTick,
  offline: (world, span) =>
    queueOwns(world, 'training') ? { gains: { training: null }, summary: [] } : trainingAway(world, span),
});

/** Time away of the training under way on its own (the activity queue calls it for one it waits behind). */
export function trainingAway(world: GameState, span: OfflineSpan): OfflineReport<TrainingSlice> {
  const training = offlineTraining(world, span);
  return { gains: { training }, summary: trainingSummary(training) };
}
