import { describe, expect, it } from 'vitest';
import { fixtureReport, fixtureSample } from './balance-fixtures';
import {
  alignCurves,
  goldChart,
  liveCurves,
  rankChart,
  rankHoursFromSamples,
  rankPoints,
  rankRows,
  reportCurves,
  skillsChart,
  targetPoints,
} from './balance-series';

describe('rankRows: hours to each rank beside DESIGN.md’s targets', () => {
  it('marks ranks reached by their target within, later over, unreached missed or open by the run’s length', () => {
    const rows = rankRows(fixtureReport(100, { D: 0.77, C: 6, B: 30 }));
    expect(rows.map((row) => [row.rank, row.hours, row.target, row.status])).toEqual([
      ['D', 0.77, 1, 'within'],
      ['C', 6, 6, 'within'],
      ['B', 30, 24, 'over'],
      ['A', null, 72, 'missed'],
      ['S', null, 160, 'open'],
      ['SS', null, 300, 'open'],
      ['SSS', null, 500, 'open'],
    ]);
    expect(rows.map((row) => row.trialAttempts)).toEqual([1, 1, 1, 0, 0, 0, 0]);
  });
});

describe('rank curves', () => {
  it('steps from E at hour 0 through each promotion to the end of the run', () => {
    expect(rankPoints({ D: 0.77, C: 3.8, B: null, A: null, S: null, SS: null, SSS: null }, 10)).toEqual([
      { x: 0, y: 0 },
      { x: 0.77, y: 1 },
      { x: 3.8, y: 2 },
      { x: 10, y: 2 },
    ]);
  });

  it('two promotions in the same hour are one step to the higher rank; none past the end is drawn', () => {
    expect(rankPoints({ D: 1, C: 1, B: 20, A: null, S: null, SS: null, SSS: null }, 5)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 5, y: 2 },
    ]);
  });

  it('the targets stop at the end of a short run', () => {
    expect(targetPoints(30)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 6, y: 2 },
      { x: 24, y: 3 },
      { x: 30, y: 3 },
    ]);
  });

  it('a live run’s promotions are its first sample at each rank (a skipped rank counts as reached)', () => {
    const samples = [fixtureSample(0, 'E'), fixtureSample(1, 'D'), fixtureSample(2, 'D'), fixtureSample(3, 'B')];
    expect(rankHoursFromSamples(samples)).toEqual({ D: 1, C: 3, B: 3, A: null, S: null, SS: null, SSS: null });
    expect(liveCurves('live', samples).endHour).toBe(3);
  });

  it('the rank chart has the run, the dashed target and, when given, the previous run', () => {
    const run = reportCurves(fixtureReport(10, { D: 1 }));
    const previous = reportCurves(fixtureReport(10, { D: 2 }, { seed: 7 }));
    const chart = rankChart(run, previous);
    expect(chart.rankAxis).toBe(true);
    expect(chart.curves.map((curve) => [curve.label, curve.step, curve.dashed ?? false])).toEqual([
      ['Rank', true, false],
      ['Target (base, active)', true, true],
      ['Previous run', true, false],
    ]);
    expect(rankChart(run, null).curves).toHaveLength(2);
  });
});

describe('sample curves', () => {
  const report = fixtureReport(
    4,
    {},
    {
      samples: [
        fixtureSample(0, 'E'),
        fixtureSample(2, 'E', { deaths: 1, gold: 900 }),
        fixtureSample(4, 'D', { deaths: 3 }),
      ],
    },
  );

  it('combat skills: one curve per combat skill, by name', () => {
    const chart = skillsChart(reportCurves(report));
    expect(chart.curves.map((curve) => curve.label)).toEqual(['Bladework', 'Marksmanship', 'Defense', 'Witchcraft']);
    expect(chart.curves[0]!.points).toEqual([
      { x: 0, y: 1 },
      { x: 2, y: 3 },
      { x: 4, y: 5 },
    ]);
  });

  it('gold on the left axis, deaths stepped on the right', () => {
    const chart = goldChart(reportCurves(report), null);
    const [gold, deaths] = chart.curves;
    expect(gold!.points.map((point) => point.y)).toEqual([500, 900, 900]);
    expect(deaths).toMatchObject({ label: 'Deaths', step: true, right: true });
    expect(deaths!.points.map((point) => point.y)).toEqual([0, 1, 3]);
  });
});

describe('alignCurves: curves on one x axis for uPlot', () => {
  it('takes the sorted union of the hours and leaves gaps (null) where a curve has no point', () => {
    const aligned = alignCurves([
      {
        label: 'a',
        color: 'red',
        points: [
          { x: 0, y: 1 },
          { x: 5, y: 2 },
        ],
      },
      {
        label: 'b',
        color: 'blue',
        points: [
          { x: 2, y: 7 },
          { x: 5, y: 8 },
          { x: 9, y: 9 },
        ],
      },
    ]);
    expect(aligned).toEqual({
      xs: [0, 2, 5, 9],
      ys: [
        [1, null, 2, null],
        [null, 7, 8, 9],
      ],
    });
  });

  it('no curves, no points', () => {
    expect(alignCurves([])).toEqual({ xs: [], ys: [] });
  });
});
