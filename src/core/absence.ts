/**
 * Knowing what happens while away (issue 16). Both answers run the game's own catch-up
 * (`applyOfflineProgress`) on copies of the world, so they say exactly what the catch-up does:
 * - `forecastAbsence`: "if you leave now for N hours": the gains of the run on the world's own seed
 *   (what happens if nothing else changes), and the risk of dying over a few reseeded runs;
 * - `absenceTimeline`: the last absence hour by hour (the catch-up cut at each hour, at the whole
 *   absence's multiplier, differenced), and why it earned what it did (absence-reasons.ts).
 * The world passed in is never changed.
 */
import { enemyOrBoss } from './content-index';
import { DEFAULT_CONTEXT, type StepContext } from './context';
import { gainsBetween, newDeaths, tallyWorld, type AbsenceGains, type WorldTally } from './absence-measure';
import { absenceDeaths, absenceReasons, type AbsenceDeath, type AbsenceReason } from './absence-reasons';
import {
  applyOfflineProgress,
  OFFLINE_CAP_MS,
  offlineMultiplier,
  type OfflineGains,
  type OfflineMode,
} from './offline';
import type { ReadonlyWorld } from './readonly';
import type { AwayPerils } from './system';
import { createRngState } from './rng';
import type { GameState } from './state-types';
import { cloneWorld } from './world';

export type { AbsenceGains, ItemCount, TokenGain } from './absence-measure';
export type { AbsenceDeath, AbsenceReason, AbsenceReasonKind } from './absence-reasons';
export { awayWhen, deathWords, formatAwayClock } from './absence-reasons';

const HOUR_MS = 3_600_000;
/** The horizons the activity page forecasts. */
export const FORECAST_HOURS = [1, 4, 12] as const;
/**
 * Runs per forecast for the risk of dying (the first on the world's own seed): each gives a chance,
 * not only died or not, so three draws of the foes' order are enough.
 */
export const FORECAST_RUNS = 3;
/** Below this chance of a fall the forecast says "No death expected" (with the chance). */
export const LOW_DEATH_RISK = 0.01;

export interface AbsenceSpanInfo {
  awayMs: number;
  /** The part that counts (at most 12 hours). */
  countedMs: number;
  /** Counted x multiplier: the progress the activities ran on. */
  effectiveMs: number;
  multiplier: number;
  catchUpBonus: boolean;
}

export interface DeathRisk {
  /** A fight is under way or queued: the only thing that can kill away. */
  fights: boolean;
  runs: number;
  /** Runs whose fights, at the blows' expected damage, ended in a fall. */
  deaths: number;
  /**
   * The chance of a fall, 0..1: over the runs, each fight's chance from its closest moment and the
   * spread of real blows (systems/away-risk.ts), so a close boss fight counts even when the expected
   * fight is won.
   */
  chance: number;
  /** The foe likeliest to be the one that fells the hunter (else the killer met most often); null when none. */
  likelyKillerName: string | null;
}

export interface AbsenceForecast extends AbsenceSpanInfo {
  gains: AbsenceGains;
  /** The death of the run on the world's own seed, if it died. */
  death: AbsenceDeath | null;
  risk: DeathRisk;
  reasons: AbsenceReason[];
}

export interface ForecastOptions {
  /** Runs for the risk of dying; FORECAST_RUNS by default. One when the hunter is not fighting. */
  runs?: number;
  /** 'ticks': the tick-by-tick reference (tests). */
  mode?: OfflineMode;
}

export function absenceSpan(awayMs: number): AbsenceSpanInfo {
  const { multiplier, catchUpBonus } = offlineMultiplier(awayMs);
  const countedMs = Math.min(awayMs, OFFLINE_CAP_MS);
  return { awayMs, countedMs, effectiveMs: Math.floor(countedMs * multiplier), multiplier, catchUpBonus };
}

interface Run {
  gains: OfflineGains;
  after: GameState;
  before: WorldTally;
  startMs: number;
}

function runCopy(
  world: ReadonlyWorld,
  awayMs: number,
  context: StepContext,
  options: { mode?: OfflineMode; countedLimitMs?: number; seed?: number; perils?: AwayPerils },
): Run | null {
  const copy = cloneWorld(world);
  if (options.seed !== undefined) copy.sim.rng = createRngState(options.seed);
  const before = tallyWorld(copy);
  const startMs = copy.sim.nowMs;
  const gains = applyOfflineProgress(copy, awayMs, context, {
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.countedLimitMs === undefined ? {} : { countedLimitMs: options.countedLimitMs }),
    ...(options.perils ? { perils: options.perils } : {}),
  });
  return gains ? { gains, after: copy, before, startMs } : null;
}

const freshPerils = (): AwayPerils => ({ survival: 1, byFoe: {} });

function deathsOf(run: Run, span: AbsenceSpanInfo): AbsenceDeath[] {
  return absenceDeaths(run.gains, newDeaths(run.before, run.after), { ...span, startMs: run.startMs });
}

/** Reseeds derived from the world's own RNG state, so the same world forecasts the same risk. */
function reseed(world: ReadonlyWorld, run: number): number {
  const [a, b, c, d] = world.sim.rng;
  return (a ^ Math.imul(b, 31) ^ Math.imul(c, 7) ^ d ^ Math.imul(run, 0x9e3779b9)) >>> 0;
}

/** Deaths are a fight's: without one under way or queued, a single run says all. */
function mayDie(world: ReadonlyWorld): boolean {
  return world.combat.currentAreaId !== null || world.activity.queue.some((entry) => entry.type === 'combat');
}

function likeliest(names: string[]): string | null {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best: string | null = null;
  for (const [name, count] of counts) if (best === null || count > counts.get(best)!) best = name;
  return best;
}

/** The foe likeliest to fell the hunter over the runs, by name; null when none could. */
function mostPerilous(perils: readonly AwayPerils[]): string | null {
  const totals = new Map<string, number>();
  for (const tally of perils)
    for (const [foeId, chance] of Object.entries(tally.byFoe)) totals.set(foeId, (totals.get(foeId) ?? 0) + chance);
  let best: string | null = null;
  for (const [foeId, chance] of totals) if (best === null || chance > totals.get(best)!) best = foeId;
  return best === null ? null : (enemyOrBoss(best)?.name ?? best);
}

/** "If you leave now for `awayMs`": null under the 1-minute minimum. */
export function forecastAbsence(
  world: ReadonlyWorld,
  awayMs: number,
  context: StepContext = DEFAULT_CONTEXT,
  options: ForecastOptions = {},
): AbsenceForecast | null {
  const mode = options.mode;
  const perils = [freshPerils()];
  const headline = runCopy(world, awayMs, context, { ...(mode ? { mode } : {}), perils: perils[0]! });
  if (!headline) return null;
  const span = absenceSpan(awayMs);
  const deaths = deathsOf(headline, span);
  const killers = deaths.slice(0, 1).map((death) => death.killerName);
  const fights = mayDie(world);
  const runs = fights ? Math.max(1, options.runs ?? FORECAST_RUNS) : 1;
  for (let run = 1; run < runs; run++) {
    const tally = freshPerils();
    perils.push(tally);
    const other = runCopy(world, awayMs, context, {
      ...(mode ? { mode } : {}),
      seed: reseed(world, run),
      perils: tally,
    })!;
    const died = newDeaths(other.before, other.after)[0];
    if (died) killers.push(died.killerName);
  }
  return {
    ...span,
    gains: gainsBetween(headline.before, tallyWorld(headline.after)),
    death: deaths[0] ?? null,
    risk: {
      fights,
      runs,
      deaths: killers.length,
      chance: perils.reduce((sum, tally) => sum + (1 - tally.survival), 0) / perils.length,
      likelyKillerName: mostPerilous(perils) ?? likeliest(killers),
    },
    reasons: absenceReasons(headline.gains, deaths, headline.after, { ...span, startMs: headline.startMs }, 'future'),
  };
}

/** The forecasts for 1, 4 and 12 hours (or the hours given). */
export function forecastHorizons(
  world: ReadonlyWorld,
  context: StepContext = DEFAULT_CONTEXT,
  hours: readonly number[] = FORECAST_HOURS,
  options: ForecastOptions = {},
): { hours: number; forecast: AbsenceForecast }[] {
  return hours.map((count) => ({ hours: count, forecast: forecastAbsence(world, count * HOUR_MS, context, options)! }));
}

export interface AbsenceHour {
  /** 0-based hour of the counted span. */
  index: number;
  /** Ms after leaving. */
  fromMs: number;
  toMs: number;
  gains: AbsenceGains;
}

export interface AbsenceTimeline extends AbsenceSpanInfo {
  /** Simulation time when the player left. */
  startMs: number;
  hours: AbsenceHour[];
  /** The whole absence (the hours sum to it). */
  total: AbsenceGains;
  deaths: AbsenceDeath[];
  reasons: AbsenceReason[];
}

const TAIL_JOINS_LAST_HOUR_MS = 60_000;

/**
 * The absence of `awayMs` from `worldBefore` (the world as the player left it), hour by hour of its
 * counted span: the catch-up cut after 1, 2, ... hours, each run differenced from the one before; the
 * last hour is the whole absence, so the hours sum to it exactly. Null under the 1-minute minimum.
 */
export function absenceTimeline(
  worldBefore: ReadonlyWorld,
  awayMs: number,
  context: StepContext = DEFAULT_CONTEXT,
): AbsenceTimeline | null {
  const whole = runCopy(worldBefore, awayMs, context, {});
  if (!whole) return null;
  const span = absenceSpan(awayMs);
  // A tail under a minute (the seconds a reload adds to a whole hour) joins the last hour, not a row of its own.
  const hourCount = Math.max(1, Math.ceil((span.countedMs - TAIL_JOINS_LAST_HOUR_MS) / HOUR_MS));
  const tallies: WorldTally[] = [whole.before];
  for (let hour = 1; hour < hourCount; hour++) {
    const cut = runCopy(worldBefore, awayMs, context, { countedLimitMs: hour * HOUR_MS });
    tallies.push(cut ? tallyWorld(cut.after) : whole.before);
  }
  tallies.push(tallyWorld(whole.after));
  const hours: AbsenceHour[] = [];
  for (let index = 0; index < hourCount; index++)
    hours.push({
      index,
      fromMs: index * HOUR_MS,
      toMs: index === hourCount - 1 ? span.countedMs : (index + 1) * HOUR_MS,
      gains: gainsBetween(tallies[index]!, tallies[index + 1]!),
    });
  const deaths = deathsOf(whole, span);
  return {
    ...span,
    startMs: whole.startMs,
    hours,
    total: gainsBetween(whole.before, tallies[hourCount]!),
    deaths,
    reasons: absenceReasons(whole.gains, deaths, whole.after, { ...span, startMs: whole.startMs }),
  };
}
