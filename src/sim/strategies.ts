/**
 * The scripted players. `active` plays at the screen the whole time, in windows of a quarter hour:
 * kit up, take the rank trial as soon as it may, try the next flagship rift when the odds look good
 * (else visit a boss whose drops it wants: rift bosses and abilities exist only in fights stepped tick
 * by tick), then grind the best safe area beside its training for the rest of the window.
 * `idle` checks in twice a day: the same kit and trial, a rift attempt or a boss visit, then a long
 * training and a safe fight left running while it is away (the core's time-away rules, x0.5 and all).
 */
import { selectNextRankRequirements } from '@/core/selectors';
import type { GameState } from '@/core/state-types';
import { MIN_STRETCH_MS, playOnline, stayAway } from './catch-up';
import { fightUntil, fightUntilBoss, recover, tick } from './fight';
import type { SimLedger } from './ledger';
import { tryPromotion } from './promotion';
import { bossFarm, fightIn, grindArea, outfit, pendingRift, train, type FarmMemo } from './routine';
import type { StrategyId } from './types';

const MINUTE_MS = 60_000;
export const ACTIVE_WINDOW_MS = 15 * MINUTE_MS;
export const IDLE_CHECK_IN_MS = 12 * 60 * MINUTE_MS;
/** The longest a rift attempt or a boss visit is stepped tick by tick. */
const RIFT_VISIT_MS = 20 * MINUTE_MS;
const BOSS_VISIT_MS = 8 * MINUTE_MS;
/**
 * The closed form's fights have no abilities and no rift or raid bosses, so most of every active window is
 * played tick by tick: its first 10 minutes (rift, boss visit, then the grind), and all of it in the
 * first hours, where kills are most of the XP; the last 5 run in closed form, which keeps 500 hours
 * within the budget. `--exact` steps everything (the check on the rest).
 */
export const STEPPED_PER_WINDOW_MS = 10 * MINUTE_MS;
export const ALL_STEPPED_HOURS = 10;

export interface StrategyContext {
  world: GameState;
  ledger: SimLedger;
  seed: number;
  startMs: number;
  /** The end of the simulated hours: no turn runs past it. */
  endMs: number;
  /** Step every tick of the grind too (slow: the check on the closed-form stretches). */
  exact: boolean;
  /** The boss-farm choice, kept while the hunter does not change. */
  farm: FarmMemo;
}

/** The next multiple of `gridMs` after now, counted from the start, and never past the end. */
function nextGridTime(context: StrategyContext, gridMs: number): number {
  const { startMs, endMs, world } = context;
  return Math.min(endMs, startMs + (Math.floor((world.sim.nowMs - startMs) / gridMs) + 1) * gridMs);
}

/** Tries the pending flagship rift tick by tick; true when a visit was made. */
function attemptRift(context: StrategyContext, limitMs: number): boolean {
  const { world, ledger } = context;
  const riftId = pendingRift(world, ledger);
  if (!riftId) return false;
  const result = fightUntilBoss(world, ledger, riftId, Math.min(RIFT_VISIT_MS, limitMs));
  if (result.outcome === 'refused') return false;
  ledger.riftAttempt(world, riftId, result.outcome, result.riftCleared, result.bossHealthLeft);
  if (result.outcome === 'retreated' || result.outcome === 'died') recover(world, ledger);
  return true;
}

/** Fights a boss tick by tick where its drops help most (routine.ts `bossFarm`), if any. */
function farmBoss(context: StrategyContext, untilMs: number): void {
  const { world, ledger } = context;
  const farm = bossFarm(world, context.farm);
  if (!farm || untilMs <= world.sim.nowMs) return;
  const result = fightUntilBoss(world, ledger, farm, Math.min(BOSS_VISIT_MS, untilMs - world.sim.nowMs));
  if (result.outcome === 'retreated' || result.outcome === 'died') recover(world, ledger);
}

/** Grinds until `untilMs` in closed form (ticks for under a minute). */
function grindInClosedForm(context: StrategyContext, untilMs: number): void {
  const { world, ledger } = context;
  const left = untilMs - world.sim.nowMs;
  if (left >= MIN_STRETCH_MS) ledger.stretched(world, playOnline(world, left));
  else while (world.sim.nowMs < untilMs) tick(world, ledger);
}

function activeWindow(context: StrategyContext): void {
  const { world, ledger } = context;
  const windowStart = world.sim.nowMs;
  const windowEnd = nextGridTime(context, ACTIVE_WINDOW_MS);
  const early = windowStart - context.startMs < ALL_STEPPED_HOURS * 3_600_000;
  // Once no rank is left to reach (the top, or the tier's cap), bosses and drops change nothing measured.
  const next = selectNextRankRequirements(world);
  const rankAhead = next !== null && !next.tierBlocked;
  const steppedUntil = context.exact
    ? windowEnd
    : !rankAhead
      ? windowStart
      : early
        ? windowEnd
        : Math.min(windowEnd, windowStart + STEPPED_PER_WINDOW_MS);
  tryPromotion(world, ledger, context.seed);
  outfit(world, ledger);
  train(world, ledger, windowEnd - world.sim.nowMs);
  if (rankAhead && !attemptRift(context, windowEnd - world.sim.nowMs)) farmBoss(context, windowEnd);
  if (world.sim.nowMs >= windowEnd) return;
  // A fall or a finished session may have stopped the training; the grind runs beside it: stepped, the
  // hunter watches each fight (and leaves when it must), in closed form it picks what it can leave running.
  train(world, ledger, windowEnd - world.sim.nowMs);
  if (world.sim.nowMs < steppedUntil) {
    const attended = grindArea(world, true)?.areaId ?? null;
    fightIn(world, ledger, attended);
    if (attended !== null) fightUntil(world, ledger, attended, steppedUntil);
    while (world.sim.nowMs < steppedUntil) tick(world, ledger);
  }
  if (world.sim.nowMs >= windowEnd) return;
  fightIn(world, ledger, grindArea(world, false)?.areaId ?? null);
  grindInClosedForm(context, windowEnd);
}

function idleCheckIn(context: StrategyContext): void {
  const { world, ledger } = context;
  const nextCheckIn = nextGridTime(context, IDLE_CHECK_IN_MS);
  tryPromotion(world, ledger, context.seed);
  outfit(world, ledger);
  train(world, ledger, nextCheckIn - world.sim.nowMs);
  if (!attemptRift(context, nextCheckIn - world.sim.nowMs)) farmBoss(context, nextCheckIn);
  if (world.sim.nowMs >= nextCheckIn) return;
  train(world, ledger, nextCheckIn - world.sim.nowMs);
  fightIn(world, ledger, grindArea(world, false)?.areaId ?? null);
  const away = nextCheckIn - world.sim.nowMs;
  if (away >= MIN_STRETCH_MS) ledger.stretched(world, stayAway(world, away));
  else while (world.sim.nowMs < nextCheckIn) tick(world, ledger);
}

/** One turn of a strategy: at least one tick; the runner calls it until the hours are played. */
export const STRATEGIES: Record<StrategyId, (context: StrategyContext) => void> = {
  active: activeWindow,
  idle: idleCheckIn,
};
