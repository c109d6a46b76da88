/**
 * The simulator's report as the page shows it: the rank table against DESIGN.md's targets, and the
 * curves of the charts (rank, combat skills, gold and deaths over hours played) as plain data.
 */
import { COMBAT_SKILL_IDS, HUNTER_RANKS, type HunterRank } from '@/content/ids';
import { SKILLS } from '@/content/skills';
import { TARGET_HOURS } from '@/sim/report';
import { PROMOTION_RANKS, type PromotionRank, type SimReport, type SimSample } from '@/sim/types';

/** within: reached by its target; over: reached later; missed: not reached though the run passed the target;
 * open: not reached, and the run ended before the target. */
export type RankStatus = 'within' | 'over' | 'missed' | 'open';

export interface RankRow {
  rank: PromotionRank;
  hours: number | null;
  target: number;
  status: RankStatus;
  trialAttempts: number;
}

export function rankRows(report: SimReport): RankRow[] {
  return PROMOTION_RANKS.map((rank) => {
    const hours = report.rankHours[rank];
    const target = TARGET_HOURS[rank];
    const status: RankStatus =
      hours !== null ? (hours <= target ? 'within' : 'over') : report.hours >= target ? 'missed' : 'open';
    return { rank, hours, target, status, trialAttempts: report.trialAttempts[rank] };
  });
}

export interface Point {
  x: number;
  y: number;
}

export interface Curve {
  label: string;
  color: string;
  points: Point[];
  /** Holds its value until the next point (ranks, deaths). */
  step?: boolean;
  dashed?: boolean;
  /** The right-hand axis (the chart's second scale). */
  right?: boolean;
}

export interface ChartSpec {
  title: string;
  yLabel: string;
  /** Label of the right-hand axis, when a curve uses it. */
  rightLabel?: string;
  /** The left axis shows rank letters (values are indexes into HUNTER_RANKS). */
  rankAxis?: boolean;
  curves: Curve[];
}

/** Curves on one x axis, as uPlot takes them: the sorted union of hours, then each curve's value there or null. */
export interface AlignedCurves {
  xs: number[];
  ys: (number | null)[][];
}

export const COLORS = {
  rank: '#f2905f',
  target: '#b9ae98',
  previous: 'rgba(139, 108, 240, 0.55)',
  gold: '#e3b45a',
  deaths: '#d4504a',
  skills: { bladework: '#e0673a', marksmanship: '#e3b45a', witchcraft: '#8b6cf0', defense: '#7fd4c1' },
} as const satisfies Record<string, unknown>;

export function alignCurves(curves: readonly Curve[]): AlignedCurves {
  const xs = [...new Set(curves.flatMap((curve) => curve.points.map((point) => point.x)))].sort((a, b) => a - b);
  const index = new Map(xs.map((x, at) => [x, at]));
  const ys = curves.map((curve) => {
    const values: (number | null)[] = xs.map(() => null);
    for (const point of curve.points) values[index.get(point.x)!] = point.y;
    return values;
  });
  return { xs, ys };
}

const rankIndex = (rank: HunterRank): number => HUNTER_RANKS.indexOf(rank);

/** Promotions (hour reached, or null) to a step curve from E at hour 0 to the end hour. */
export function rankPoints(rankHours: Readonly<Record<PromotionRank, number | null>>, endHour: number): Point[] {
  const byHour = new Map<number, number>([[0, 0]]);
  for (const rank of PROMOTION_RANKS) {
    const hour = rankHours[rank];
    if (hour !== null && hour <= endHour) byHour.set(hour, Math.max(byHour.get(hour) ?? 0, rankIndex(rank)));
  }
  const points = [...byHour].map(([x, y]) => ({ x, y })).sort((a, b) => a.x - b.x);
  const last = points.at(-1)!;
  if (last.x < endHour) points.push({ x: endHour, y: last.y });
  return points;
}

/** The first sample at each rank: a live run's promotions, to a sample's precision. */
export function rankHoursFromSamples(samples: readonly SimSample[]): Record<PromotionRank, number | null> {
  const hours = Object.fromEntries(PROMOTION_RANKS.map((rank) => [rank, null])) as Record<PromotionRank, number | null>;
  for (const sample of samples)
    for (const rank of PROMOTION_RANKS)
      if (hours[rank] === null && rankIndex(sample.rank) >= rankIndex(rank)) hours[rank] = sample.hour;
  return hours;
}

/** What a chart draws: the run finished (its report), or still going (its samples so far). */
export interface RunCurves {
  label: string;
  endHour: number;
  rankHours: Readonly<Record<PromotionRank, number | null>>;
  samples: readonly SimSample[];
}

export function reportCurves(report: SimReport): RunCurves {
  return { label: runLabel(report), endHour: report.hours, rankHours: report.rankHours, samples: report.samples };
}

export function liveCurves(label: string, samples: readonly SimSample[]): RunCurves {
  return { label, endHour: samples.at(-1)?.hour ?? 0, rankHours: rankHoursFromSamples(samples), samples };
}

export function runLabel(run: Pick<SimReport, 'tier' | 'strategy' | 'seed' | 'hours'>): string {
  return `${run.tier} · ${run.strategy} · seed ${run.seed} · ${run.hours} h`;
}

/** DESIGN.md's targets as a step curve, up to the end of the run. */
export function targetPoints(endHour: number): Point[] {
  const reached = Object.fromEntries(
    PROMOTION_RANKS.map((rank) => [rank, TARGET_HOURS[rank] <= endHour ? TARGET_HOURS[rank] : null]),
  ) as Record<PromotionRank, number | null>;
  return rankPoints(reached, endHour);
}

export function rankChart(run: RunCurves, previous: RunCurves | null): ChartSpec {
  const curves: Curve[] = [
    { label: 'Rank', color: COLORS.rank, points: rankPoints(run.rankHours, run.endHour), step: true },
    {
      label: 'Target (base, active)',
      color: COLORS.target,
      points: targetPoints(run.endHour),
      step: true,
      dashed: true,
    },
  ];
  if (previous)
    curves.push({
      label: 'Previous run',
      color: COLORS.previous,
      points: rankPoints(previous.rankHours, previous.endHour),
      step: true,
    });
  return { title: 'Rank over hours played', yLabel: 'Rank', rankAxis: true, curves };
}

export function skillsChart(run: RunCurves): ChartSpec {
  return {
    title: 'Combat skill levels',
    yLabel: 'Level',
    curves: COMBAT_SKILL_IDS.map((skill) => ({
      label: SKILLS.find((entry) => entry.id === skill)?.name ?? skill,
      color: COLORS.skills[skill],
      points: run.samples.map((sample) => ({ x: sample.hour, y: sample.skills[skill] })),
    })),
  };
}

export function goldChart(run: RunCurves, previous: RunCurves | null): ChartSpec {
  const curves: Curve[] = [
    { label: 'Gold', color: COLORS.gold, points: run.samples.map((sample) => ({ x: sample.hour, y: sample.gold })) },
    {
      label: 'Deaths',
      color: COLORS.deaths,
      points: run.samples.map((sample) => ({ x: sample.hour, y: sample.deaths })),
      step: true,
      right: true,
    },
  ];
  if (previous)
    curves.push({
      label: 'Previous gold',
      color: COLORS.previous,
      points: previous.samples.map((sample) => ({ x: sample.hour, y: sample.gold })),
    });
  return { title: 'Gold and deaths', yLabel: 'Gold', rightLabel: 'Deaths', curves };
}
