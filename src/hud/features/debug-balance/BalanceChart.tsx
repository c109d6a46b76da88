import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { HUNTER_RANKS } from '@/content/ids';
import { cn } from '@/hud/lib/cn';
import { alignCurves, type ChartSpec } from './balance-series';

const HEIGHT = 220;
const AXIS = '#aaa2b9';
const GRID = 'rgba(236, 227, 207, 0.07)';
const stepped = uPlot.paths.stepped!({ align: 1 });
/** Tick steps of the count axes (levels, gold, deaths): whole numbers only. */
const WHOLE_STEPS = [1, 2, 5]
  .flatMap((step) => [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8].map((scale) => step * scale))
  .sort((a, b) => a - b);

const rankLetter = (value: number | null): string =>
  value === null ? '—' : (HUNTER_RANKS[Math.round(value)] ?? String(value));
const count = (value: number | null): string => (value === null ? '—' : Math.round(value).toLocaleString('en-US'));

function data(spec: ChartSpec): uPlot.AlignedData {
  const { xs, ys } = alignCurves(spec.curves);
  return [xs, ...ys];
}

function axis(label: string, scale: string, right: boolean, rank: boolean): uPlot.Axis {
  return {
    scale,
    label,
    side: right ? 1 : 3,
    stroke: AXIS,
    grid: { show: !right, stroke: GRID, width: 1 },
    ticks: { stroke: GRID, width: 1 },
    size: 52,
    labelSize: 20,
    ...(rank
      ? { splits: () => HUNTER_RANKS.map((_, index) => index), values: (_u, splits) => splits.map(rankLetter) }
      : { incrs: WHOLE_STEPS, values: (_u, splits) => splits.map((value) => compact(value)) }),
  };
}

/** Axis numbers short enough for a phone: 1,200 → 1.2k, 3,400,000 → 3.4M. */
function compact(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${+(value / 1_000_000).toFixed(1)}M`;
  if (size >= 10_000) return `${+(value / 1_000).toFixed(1)}k`;
  return `${+value.toFixed(2)}`;
}

function options(spec: ChartSpec, width: number): uPlot.Options {
  const hasRight = spec.curves.some((curve) => curve.right);
  return {
    width,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false },
      y: spec.rankAxis ? { range: [0, HUNTER_RANKS.length - 1] } : { range: (_u, _min, max) => [0, Math.max(1, max)] },
      ...(hasRight ? { right: { range: (_u, _min, max) => [0, Math.max(1, max)] } } : {}),
    },
    axes: [
      { label: 'Hours played', stroke: AXIS, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } },
      axis(spec.yLabel, 'y', false, spec.rankAxis ?? false),
      ...(hasRight ? [axis(spec.rightLabel ?? '', 'right', true, false)] : []),
    ],
    series: [
      { label: 'Hour', value: (_u, value) => (value === null ? '—' : `${value} h`) },
      ...spec.curves.map((curve): uPlot.Series => ({
        label: curve.label,
        stroke: curve.color,
        width: 2,
        scale: curve.right ? 'right' : 'y',
        spanGaps: true,
        points: { show: false },
        value: (_u, value) => (spec.rankAxis && !curve.right ? rankLetter(value) : count(value)),
        ...(curve.step ? { paths: stepped } : {}),
        ...(curve.dashed ? { dash: [6, 4] } : {}),
      })),
    ],
  };
}

/** uPlot draws with Path2D on a 2D canvas: every browser has it, jsdom (the component tests) has not. */
const CAN_DRAW = typeof Path2D !== 'undefined';

/**
 * One uPlot chart of a spec's curves, as wide as its box. A new set of curves (labels) builds a new plot;
 * new points for the same curves are only handed to it (a live run's samples arrive a few times a second).
 */
export function BalanceChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(spec);
  latest.current = spec;
  const shape = JSON.stringify([spec.rankAxis, spec.curves.map((curve) => curve.label)]);

  useEffect(() => {
    const element = box.current;
    if (!element || !CAN_DRAW) return;
    const created = new uPlot(options(latest.current, element.clientWidth || 320), data(latest.current), element);
    plot.current = created;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) created.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [shape]);

  useEffect(() => {
    plot.current?.setData(data(spec));
  }, [spec]);

  return (
    <figure
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-shade bg-card/80 p-4"
      aria-label={spec.title}
    >
      <figcaption className="title-display text-base font-semibold text-parchment">{spec.title}</figcaption>
      <div
        ref={box}
        className={cn(
          'w-full min-w-0 text-xs text-parchment-dim',
          // uPlot's legend: small type, and rows a finger can toggle on touch screens (44 px). Important (!):
          // uPlot's stylesheet is outside Tailwind's layers, so it wins over any layered utility otherwise.
          '[&_.u-legend]:text-xs! [&_.u-legend_th]:font-medium!',
          'pointer-coarse:[&_.u-series>*]:py-3.5!',
        )}
      >
        {!CAN_DRAW && <p>This browser cannot draw charts (no canvas paths).</p>}
      </div>
    </figure>
  );
}
