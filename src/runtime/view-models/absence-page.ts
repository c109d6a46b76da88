/**
 * The activity page's time-away sections (issue 16): "If you leave now" (the core's forecasts for
 * 1, 4 and 12 hours) and "Your last time away" (the last absence hour by hour, and why). Names come
 * from the content; times in the Why list are hours:minutes after leaving (core/absence-reasons.ts).
 */
import type { SkillId } from '@/content/ids';
import {
  deathWords,
  formatAwayClock,
  forecastHorizons,
  LOW_DEATH_RISK,
  type AbsenceForecast,
  type AbsenceGains,
  type AbsenceReasonKind,
  type AbsenceTimeline,
} from '@/core/absence';
import { SKILLS_BY_ID } from '@/core/content-index';
import type { StepContext } from '@/core/context';
import { formatDuration } from '@/core/offline-summary';
import type { ReadonlyWorld } from '@/core/readonly';
import { itemName, wraithName } from './content-names';

export interface GainsView {
  xp: { skill: SkillId; name: string; amount: number }[];
  totalXp: number;
  /** "Bladework 30 → 31" */
  levelUps: string[];
  playerLevel: { from: number; to: number };
  gold: number;
  kills: number;
  items: { itemId: string; name: string; quantity: number }[];
  spent: { itemId: string; name: string; quantity: number }[];
  /** Wraith tokens, by kind. */
  tokens: { wraithId: string; name: string; quantity: number }[];
  /** Drops the full bag had no room for, waiting in the loot pouch. */
  pouched: { itemId: string; name: string; quantity: number }[];
  /** Units a full loot pouch let go. */
  lost: number;
}

export interface ForecastView {
  hours: number;
  /** "1 hour", "12 hours" */
  title: string;
  /** "1h counted at x0.5: 30m of progress" */
  counted: string;
  gains: GainsView;
  /** "No death expected: the risk is under 1%" or "Risk of dying: 23%, most likely to Mother of Thorns" */
  risk: string;
  /** The chance of a fall, as a whole percent (0 under one half). */
  riskPercent: number;
  /** The risk is not low (LOW_DEATH_RISK or more). */
  dies: boolean;
  /** The run on the world's own seed: "Dies at 00:06 to Thornback Boar, losing Crypt Blade" */
  death: string | null;
  /** The boss and its cadence, and what stops along the way ("Training ends at 00:23"): times count from leaving. */
  notes: string[];
}

export interface AbsenceHourView {
  key: number;
  /** "00:00–01:00" */
  label: string;
  xp: number;
  gold: number;
  kills: number;
  items: number;
  /** 0..100: this hour's XP against the best hour's (gold when no XP was earned). */
  barPercent: number;
  died: boolean;
}

export interface LastAbsenceView {
  /** "Away 5h 20m: 5h 20m counted at x0.5" */
  summary: string;
  total: GainsView;
  hours: AbsenceHourView[];
  reasons: { key: string; kind: AbsenceReasonKind; text: string }[];
}

function gainsView(gains: AbsenceGains): GainsView {
  const xp = (Object.entries(gains.xp) as [SkillId, number][])
    .filter(([, amount]) => amount > 0)
    .map(([skill, amount]) => ({ skill, name: SKILLS_BY_ID[skill]?.name ?? skill, amount }))
    .sort((a, b) => b.amount - a.amount);
  const named = (rows: AbsenceGains['itemsGained']) =>
    rows.map((row) => ({ itemId: row.itemId, name: itemName(row.itemId), quantity: row.quantity }));
  return {
    xp,
    totalXp: gains.totalXp,
    levelUps: gains.levelUps.map((up) => `${SKILLS_BY_ID[up.skill]?.name ?? up.skill} ${up.from} → ${up.to}`),
    playerLevel: gains.playerLevel,
    gold: gains.gold,
    kills: gains.kills,
    items: named(gains.itemsGained),
    spent: named(gains.itemsSpent),
    tokens: gains.tokens.map((row) => ({
      wraithId: row.wraithId,
      name: wraithName(row.wraithId),
      quantity: row.quantity,
    })),
    pouched: named(gains.pouched),
    lost: gains.lost,
  };
}

function countedText(span: { countedMs: number; effectiveMs: number; multiplier: number }): string {
  const progress = formatDuration(span.effectiveMs);
  return `${formatDuration(span.countedMs)} counted at x${span.multiplier}: ${progress} of progress`;
}

/** 0.234 -> "23%"; under 1% or over 99% said as such, never "0%" or "100%" for a chance. */
function percentText(chance: number): string {
  if (chance >= 0.995 && chance < 1) return 'over 99%';
  if (chance > 0 && chance < 0.01) return 'under 1%';
  return `${Math.round(chance * 100)}%`;
}

function riskText({ risk }: AbsenceForecast): string {
  if (!risk.fights) return 'No death expected: nothing you leave running can kill you';
  if (risk.chance < LOW_DEATH_RISK) return 'No death expected: the risk is under 1%';
  const killer = risk.likelyKillerName ? `, most likely to ${risk.likelyKillerName}` : '';
  return `Risk of dying: ${percentText(risk.chance)}${killer}`;
}

function deathText(forecast: AbsenceForecast): string | null {
  const death = forecast.death;
  if (!death) return null;
  const lost = death.itemsLost.length > 0 ? `, losing ${death.itemsLost.map((item) => item.name).join(', ')}` : '';
  return `${deathWords(death, 'future')}${lost}`;
}

export function forecastView(hours: number, forecast: AbsenceForecast): ForecastView {
  return {
    hours,
    title: `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    counted: countedText(forecast),
    gains: gainsView(forecast.gains),
    risk: riskText(forecast),
    riskPercent: Math.round(forecast.risk.chance * 100),
    dies: forecast.risk.chance >= LOW_DEATH_RISK,
    death: deathText(forecast),
    // The multiplier is in `counted`, a death in `death`.
    notes: forecast.reasons
      .filter((reason) => reason.kind !== 'multiplier' && reason.kind !== 'died')
      .map((r) => r.text),
  };
}

/** "If you leave now": the core's forecasts for 1, 4 and 12 hours, ready to show. */
export function selectLeaveForecasts(world: ReadonlyWorld, context: StepContext): ForecastView[] {
  return forecastHorizons(world, context).map((row) => forecastView(row.hours, row.forecast));
}

export function lastAbsenceView(timeline: AbsenceTimeline): LastAbsenceView {
  const best = Math.max(0, ...timeline.hours.map((hour) => hour.gains.totalXp));
  const bestGold = Math.max(0, ...timeline.hours.map((hour) => hour.gains.gold));
  const share = (value: number, of: number) => (of > 0 ? Math.max(0, Math.round((value / of) * 100)) : 0);
  const deathsAt = timeline.deaths.map((death) => death.atMs).filter((at): at is number => at !== null);
  return {
    summary: `Away ${formatDuration(timeline.awayMs)}: ${countedText(timeline)}`,
    total: gainsView(timeline.total),
    hours: timeline.hours.map((hour) => ({
      key: hour.index,
      label: `${formatAwayClock(hour.fromMs)}–${formatAwayClock(hour.toMs)}`,
      xp: hour.gains.totalXp,
      gold: hour.gains.gold,
      kills: hour.gains.kills,
      items: hour.gains.itemsGained.reduce((sum, row) => sum + row.quantity, 0),
      barPercent: best > 0 ? share(hour.gains.totalXp, best) : share(hour.gains.gold, bestGold),
      died: deathsAt.some((at) => at >= hour.fromMs && (at < hour.toMs || hour.toMs === timeline.countedMs)),
    })),
    reasons: timeline.reasons.map((reason, index) => ({
      key: `${index}-${reason.kind}`,
      kind: reason.kind,
      text: reason.text,
    })),
  };
}
