import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Badge } from '@/hud/components/ui/badge';
import { formatCount } from '@/hud/lib/format';
import type { ErrorLog } from '@/platform/error-log/error-log';
import { checkRouteSanity } from '@/platform/error-log/route-sanity';
import { SEVERITIES, type PerformanceMetric, type Severity } from '@/platform/error-log/types';
import { Panel, scrollListClass } from './Panel';

/** Metrics are stored without a change notice: the section re-reads them this often. */
const METRICS_REFRESH_MS = 2_000;
const RECENT_ERRORS = 20;
const MEMORY_SAMPLES = 5;

const SEVERITY_VARIANT: Record<Severity, 'secondary' | 'gold' | 'destructive'> = {
  low: 'secondary',
  medium: 'gold',
  high: 'destructive',
  critical: 'destructive',
};

const ms = (value: number) => `${Math.round(value)} ms`;
const wallClock = (epochMs: number) => new Date(epochMs).toLocaleTimeString();

/** The error log's version, and a re-read every two seconds for the metrics that change silently. */
function useErrorLogVersion(log: ErrorLog): number {
  const subscribe = useCallback((listener: () => void) => log.subscribe(listener), [log]);
  const version = useSyncExternalStore(subscribe, () => log.getVersion());
  const [beat, setBeat] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setBeat((count) => count + 1), METRICS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return version * 1_000_000 + beat;
}

/** The client error log (spec 000 §9): its statistics, per-route load times, latest errors and metrics. */
export function ErrorsSection({ log }: { log: ErrorLog | null }) {
  if (!log)
    return (
      <Panel title="Errors & metrics">
        <p className="text-sm text-parchment-dim">The error log is not available here.</p>
      </Panel>
    );
  return <ErrorLogPanels log={log} />;
}

function ErrorLogPanels({ log }: { log: ErrorLog }) {
  useErrorLogVersion(log);
  const statistics = log.getStatistics();
  const errors = log.getEntries().slice(-RECENT_ERRORS).reverse();
  return (
    <Panel title="Errors & metrics">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6" aria-label="Errors, last 24 hours">
        <Tile label="Last 24 h" value={formatCount(statistics.total)} />
        <Tile label="Last hour" value={formatCount(statistics.trends.lastHour)} />
        {SEVERITIES.map((severity) => (
          <Tile key={severity} label={severity} value={formatCount(statistics.bySeverity[severity])} />
        ))}
      </dl>
      <RouteTable log={log} />
      <h3 className="text-sm font-semibold text-parchment">Latest errors</h3>
      {errors.length === 0 ? (
        <p className="text-sm text-parchment-dim">Nothing logged.</p>
      ) : (
        <ol aria-label="Latest errors, newest first" className={scrollListClass}>
          {errors.map((entry) => (
            <li key={entry.id} className="flex min-w-0 flex-col gap-1 px-3 py-2">
              <div className="flex flex-wrap items-center gap-2 text-xs text-parchment-dim">
                <span className="tabular-nums">{wallClock(entry.timestamp)}</span>
                <Badge variant={SEVERITY_VARIANT[entry.severity]}>{entry.severity}</Badge>
                <span className="font-mono">{entry.type}</span>
              </div>
              <p className="break-words text-parchment [overflow-wrap:anywhere]">{entry.message}</p>
            </li>
          ))}
        </ol>
      )}
      <Metrics metrics={log.getMetrics()} />
    </Panel>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-abyss/60 px-3 py-2">
      <dt className="text-xs capitalize text-parchment-dim">{label}</dt>
      <dd className="title-display text-lg font-semibold tabular-nums text-parchment">{value}</dd>
    </div>
  );
}

const th = 'px-2 py-1.5 text-left text-xs font-semibold uppercase text-muted-foreground';
const td = 'px-2 py-1.5 tabular-nums';

function RouteTable({ log }: { log: ErrorLog }) {
  const routes = log.getRouteStatistics().sort((a, b) => b.loadCount - a.loadCount);
  return (
    <>
      <h3 className="text-sm font-semibold text-parchment">Page loads per route</h3>
      {routes.length === 0 ? (
        <p className="text-sm text-parchment-dim">No page load measured yet.</p>
      ) : (
        // Scrolls sideways on a phone: focusable (and named) so a keyboard can scroll it too.
        <div
          className="max-w-full overflow-x-auto rounded-lg border border-shade"
          tabIndex={0}
          role="region"
          aria-label="Page loads per route, scrollable"
        >
          <table className="w-full text-sm" aria-label="Page loads per route">
            <thead>
              <tr>
                <th className={th}>Route</th>
                <th className={th}>Loads</th>
                <th className={th}>Average</th>
                <th className={th}>Fastest</th>
                <th className={th}>Slowest</th>
                <th className={th}>Sanity</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => {
                const problems = checkRouteSanity(route.route);
                return (
                  <tr key={route.route} className="border-t border-shade">
                    <td className="max-w-48 px-2 py-1.5 font-mono text-xs break-all text-parchment">{route.route}</td>
                    <td className={td}>{route.loadCount}</td>
                    <td className={td}>{ms(route.average)}</td>
                    <td className={td}>{ms(route.fastest)}</td>
                    <td className={td}>{ms(route.slowest)}</td>
                    <td className="px-2 py-1.5 text-xs">
                      {problems.length === 0 ? 'OK' : <span className="text-[#ff9b95]">{problems.join('; ')}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

interface MetricSummary {
  name: string;
  count: number;
  averageDuration: number | null;
  latestValue: number | null;
}

function summarize(metrics: readonly PerformanceMetric[]): MetricSummary[] {
  const byName = new Map<string, PerformanceMetric[]>();
  for (const metric of metrics) byName.set(metric.metric, [...(byName.get(metric.metric) ?? []), metric]);
  return [...byName].map(([name, samples]) => {
    const durations = samples.flatMap((sample) => (sample.duration === undefined ? [] : [sample.duration]));
    const values = samples.flatMap((sample) => (sample.value === undefined ? [] : [sample.value]));
    return {
      name,
      count: samples.length,
      averageDuration: durations.length ? durations.reduce((sum, value) => sum + value, 0) / durations.length : null,
      latestValue: values.at(-1) ?? null,
    };
  });
}

function Metrics({ metrics }: { metrics: readonly PerformanceMetric[] }) {
  const summaries = summarize(metrics);
  const memory = metrics.filter((metric) => metric.metric === 'memory_usage' && metric.value !== undefined);
  return (
    <>
      <h3 className="text-sm font-semibold text-parchment">Metrics</h3>
      {summaries.length === 0 ? (
        <p className="text-sm text-parchment-dim">No metric recorded yet.</p>
      ) : (
        <ul aria-label="Metrics" className="flex flex-col gap-1 text-sm">
          {summaries.map((summary) => (
            <li key={summary.name} className="flex flex-wrap gap-x-3 text-parchment-dim">
              <span className="font-mono text-parchment">{summary.name}</span>
              <span>{summary.count} samples</span>
              {summary.averageDuration !== null && <span>average {ms(summary.averageDuration)}</span>}
              {summary.latestValue !== null && <span>latest {summary.latestValue.toFixed(1)}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-parchment-dim" data-testid="memory-samples">
        {memory.length === 0
          ? 'Memory: this browser does not report the JS heap (or no sample yet; one is taken every 30 s).'
          : `Memory (JS heap, MB), latest last: ${memory
              .slice(-MEMORY_SAMPLES)
              .map((metric) => metric.value!.toFixed(1))
              .join(' · ')}`}
      </p>
    </>
  );
}
