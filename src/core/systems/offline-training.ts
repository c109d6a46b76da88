/**
 * Offline training: the running session completes if its end time falls inside the counted away
 * time. After it, sessions of the same activity repeat on the offline progress clock (x0.5, x0.75
 * with catch-up) while the requirements hold, with the bonuses and duration fixed when the repeats
 * begin; completions are mapped back to wall time for streaks and synergy. The next session then
 * runs on with the progress already made. `byEvents` loops session by session; the tick-by-tick
 * reference (`ticks` mode) walks the same budget 100 ms at a time.
 */
import { ACTIVITIES } from '../content-index';
import type { GameEvent } from '../events';
import { receiveItem, consumeItem } from '../inventory';
import type { GameState, TrainingBonus } from '../state-types';
import { computeDerivedStats } from '../stats';
import type { OfflineSpan } from '../system';
import { TICK_MS } from '../tick';
import { grantSkillXp } from './progression';
import {
  beginSession,
  checkTrainingAchievements,
  computeTrainingBonuses,
  PERFECT_PERCENT,
  recordCompletion,
  sessionXp,
  trainingDurationMs,
  trainingRefusal,
} from './training';

export interface OfflineTrainingResult {
  skill: string;
  activityId: string;
  sessionsCompleted: number;
  xp: number;
  products: Record<string, number>;
  stillTraining: boolean;
  stoppedReason: string | null;
  /** Where training stopped on the absence's progress clock (the activity queue starts the next there). */
  endedAt: number | null;
}

/** Runs training over an absence: its counted part at the span's progress multiplier. */
export function offlineTraining(world: GameState, span: OfflineSpan): OfflineTrainingResult | null {
  const { startMs, countedMs, endMs, multiplier, context, random, events, mode } = span;
  const first = world.skillTraining.activeSession;
  if (!first) return null;
  const activity = ACTIVITIES[first.activityId];
  const skill = first.skillType;
  const result: OfflineTrainingResult = {
    skill,
    activityId: first.activityId,
    sessionsCompleted: 0,
    xp: 0,
    products: {},
    stillTraining: true,
    stoppedReason: null,
    endedAt: null,
  };
  const remaining = first.endsAt - startMs;
  if (!activity || remaining > countedMs) return result;

  const award = (bonuses: readonly TrainingBonus[], baseXp: number, completedAt: number, duration: number): void => {
    recordCompletion(world, skill, activity.id, true, completedAt, duration, context);
    result.xp += grantSkillXp(
      world,
      skill,
      sessionXp(baseXp, [...bonuses, { id: 'perfect', percent: PERFECT_PERCENT }]),
      'offline',
      events,
    );
    for (const product of activity.products ?? []) {
      if (!random.chanceFraction(product.chance)) continue;
      const { added } = receiveItem(world, product.itemId, product.quantity);
      if (added > 0) result.products[product.itemId] = (result.products[product.itemId] ?? 0) + added;
    }
    result.sessionsCompleted += 1;
  };
  // Sessions still wanted and not yet started (a queued "train 10"); Infinity: as long as it can.
  let wanted = first.remaining ?? Number.POSITIVE_INFINITY;
  const stopIfRefused = (at: number): boolean => {
    const refusal = wanted <= 0 ? 'done' : trainingRefusal(world, skill, activity);
    if (!refusal) return false;
    result.stillTraining = false;
    result.stoppedReason = refusal === 'done' ? null : refusal;
    result.endedAt = at;
    if (refusal === 'done')
      events.push({
        type: 'trainingStopped',
        skill,
        activityId: activity.id,
        reason: 'done',
        xp: 0,
        completionPercent: 0,
      });
    return true;
  };

  // 1. The running session ends in real time.
  world.skillTraining.activeSession = null;
  world.skills[skill].isTraining = false;
  award(first.bonuses, first.baseXpReward, first.endsAt, first.endsAt - first.startedAt);
  if (stopIfRefused(first.endsAt)) return finish(world, result, events);

  // 2. Repeats on the progress clock, bonuses and duration fixed now.
  const bonuses = computeTrainingBonuses(world, skill, first.endsAt, context);
  const duration = trainingDurationMs(activity.durationMs, computeDerivedStats(world).trainingSpeedBonus);
  const budget = Math.floor(Math.max(0, countedMs - Math.max(0, remaining)) * multiplier);
  const wallTime = (effectiveMs: number) => Math.min(endMs, first.endsAt + Math.ceil(effectiveMs / multiplier));
  const repeat = (spent: number): boolean => {
    for (const need of activity.requiredItems ?? []) consumeItem(world, need.itemId, need.quantity);
    for (const resource of activity.resources ?? [])
      if (resource.consumed) consumeItem(world, resource.itemId, resource.quantity);
    wanted -= 1;
    award(bonuses, activity.xp, wallTime(spent), duration);
    return !stopIfRefused(first.endsAt + spent);
  };
  let spent = 0;
  if (mode === 'events') {
    while (budget - spent >= duration) {
      spent += duration;
      if (!repeat(spent)) return finish(world, result, events);
    }
  } else {
    let progress = 0;
    for (let elapsed = TICK_MS; elapsed <= budget; elapsed += TICK_MS) {
      progress += TICK_MS;
      if (progress < duration) continue;
      progress = 0;
      spent = elapsed;
      if (!repeat(spent)) return finish(world, result, events);
    }
  }

  // 3. The next session runs on with the progress already made, anchored at the end of the absence.
  const leftover = Math.min(duration - 1, budget - spent);
  const running = beginSession(world, skill, activity, endMs - leftover, context, []);
  running.endsAt = running.startedAt + duration;
  if (Number.isFinite(wanted)) running.remaining = wanted - 1;
  return finish(world, result, events);
}

function finish(world: GameState, result: OfflineTrainingResult, events: GameEvent[]): OfflineTrainingResult {
  checkTrainingAchievements(world, events);
  return result;
}
