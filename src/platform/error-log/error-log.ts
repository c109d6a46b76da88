import { ERROR_LOG_LIMITS, ERROR_LOG_STORAGE_KEY, PERFORMANCE_THRESHOLDS } from './limits';
import { logMessages } from './messages';
import { redactRecord } from './redact';
import { checkRouteSanity } from './route-sanity';
import { computeStatistics } from './statistics';
import type {
  ErrorLogEntry,
  ErrorLogInput,
  ErrorStatistics,
  KeyValueStorage,
  PerformanceMetric,
  PerformanceMetricInput,
  RouteStatistics,
  Severity,
} from './types';

export interface ErrorLogOptions {
  /** Epoch milliseconds; tests pass a fake clock. */
  now?: () => number;
  /** Where the latest 100 entries survive a reload; null keeps everything in memory only. */
  storage?: KeyValueStorage | null;
  userAgent?: () => string;
  currentUrl?: () => string;
  createId?: () => string;
  /** Also print entries to the console (development builds). */
  echoToConsole?: boolean;
}

export interface ErrorLogExport {
  exportedAt: string;
  statistics: ErrorStatistics;
  errors: ErrorLogEntry[];
  metrics: PerformanceMetric[];
  routes: RouteStatistics[];
}

type Listener = () => void;

/**
 * The client error log of spec 000 §3 and §9. One instance per app (created in hud/app); everything
 * stays in the browser: 1000 entries in memory, the latest 100 in local storage, 500 metrics,
 * the last 10 load times per route.
 */
export class ErrorLog {
  private entries: ErrorLogEntry[] = [];
  private metrics: PerformanceMetric[] = [];
  private readonly routes = new Map<string, { loadCount: number; times: number[] }>();
  private readonly listeners = new Set<Listener>();
  private userId: string | undefined;
  private idCounter = 0;
  private version = 0;
  private readonly now: () => number;
  private readonly storage: KeyValueStorage | null;
  private readonly userAgent: () => string;
  private readonly currentUrl: () => string;
  private readonly createId: () => string;
  private readonly echoToConsole: boolean;

  constructor(options: ErrorLogOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.storage = options.storage ?? null;
    this.userAgent = options.userAgent ?? (() => (typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent));
    this.currentUrl = options.currentUrl ?? (() => (typeof location === 'undefined' ? '' : location.href));
    this.createId = options.createId ?? (() => `${this.now().toString(36)}-${(this.idCounter += 1).toString(36)}`);
    this.echoToConsole = options.echoToConsole ?? false;
    this.entries = this.readStored();
  }

  setUserId(userId: string | null): void {
    this.userId = userId ?? undefined;
  }

  log(input: ErrorLogInput): ErrorLogEntry {
    const stack = input.error instanceof Error ? input.error.stack : undefined;
    const entry: ErrorLogEntry = {
      id: this.createId(),
      timestamp: this.now(),
      type: input.type,
      severity: input.severity,
      message: input.message,
      details: redactRecord(input.details),
      stackTrace: stack,
      userAgent: this.userAgent(),
      url: this.currentUrl(),
      userId: this.userId,
      gameState: input.gameState,
      reproductionSteps: input.reproductionSteps,
      context: redactRecord(input.context),
    };
    this.entries.push(entry);
    if (this.entries.length > ERROR_LOG_LIMITS.maxEntriesInMemory) {
      this.entries.splice(0, this.entries.length - ERROR_LOG_LIMITS.maxEntriesInMemory);
    }
    this.persist();
    if (this.echoToConsole) console.warn(`[${entry.severity}] ${entry.type}: ${entry.message}`, entry.details ?? '');
    this.emit();
    return entry;
  }

  /**
   * Records a metric (500 kept); a duration above 1000 ms or memory above 150 MB also logs a slow-performance entry.
   */
  recordMetric(input: PerformanceMetricInput): PerformanceMetric {
    const metric = this.storeMetric(input);
    if (input.duration !== undefined && input.duration > PERFORMANCE_THRESHOLDS.slowDurationMs) {
      const subject = input.componentName ? `${input.metric} of ${input.componentName}` : input.metric;
      this.log({
        type: 'performance',
        severity: 'medium',
        message: logMessages.slowPerformance(`${subject} took ${Math.round(input.duration)} ms`),
        details: {
          metric: input.metric,
          duration: input.duration,
          threshold: PERFORMANCE_THRESHOLDS.slowDurationMs,
          ...input.details,
        },
      });
    }
    if (input.metric === 'memory_usage' && input.value !== undefined && input.value > PERFORMANCE_THRESHOLDS.memoryMb) {
      this.log({
        type: 'performance',
        severity: 'medium',
        message: logMessages.slowPerformance(
          `memory usage ${Math.round(input.value)} MB is above ${PERFORMANCE_THRESHOLDS.memoryMb} MB`,
        ),
        details: { metric: input.metric, value: input.value, threshold: PERFORMANCE_THRESHOLDS.memoryMb },
      });
    }
    return metric;
  }

  /** One page load of `route` took `durationMs`: kept per route; above 2000 ms low, above 5000 ms medium. */
  recordNavigation(route: string, durationMs: number): void {
    const stats = this.routes.get(route) ?? { loadCount: 0, times: [] };
    stats.loadCount += 1;
    stats.times.push(durationMs);
    if (stats.times.length > ERROR_LOG_LIMITS.routeLoadTimesKept) stats.times.shift();
    this.routes.set(route, stats);
    this.storeMetric({ metric: 'page_load', duration: durationMs, details: { route } });
    const severity: Severity | null =
      durationMs > PERFORMANCE_THRESHOLDS.navigationMediumMs
        ? 'medium'
        : durationMs > PERFORMANCE_THRESHOLDS.navigationLowMs
          ? 'low'
          : null;
    if (severity) {
      this.log({
        type: 'navigation',
        severity,
        message: logMessages.slowNavigation(route),
        details: { route, duration: durationMs },
      });
    } else {
      this.emit();
    }
  }

  /**
   * Logs the route sanity problems of `path` (empty, "undefined"/"null", over 200 characters); true when it is fine.
   */
  checkRoute(path: string): boolean {
    const problems = checkRouteSanity(path);
    for (const problem of problems) {
      this.log({
        type: 'navigation',
        severity: 'low',
        message: `Suspicious route: ${problem}`,
        details: { path: path.slice(0, 300) },
      });
    }
    return problems.length === 0;
  }

  getEntries(): readonly ErrorLogEntry[] {
    return this.entries;
  }

  getMetrics(): readonly PerformanceMetric[] {
    return this.metrics;
  }

  getRouteStatistics(): RouteStatistics[] {
    return [...this.routes.entries()].map(([route, { loadCount, times }]) => ({
      route,
      loadCount,
      average: times.reduce((sum, time) => sum + time, 0) / times.length,
      fastest: Math.min(...times),
      slowest: Math.max(...times),
      lastLoadTimes: [...times],
    }));
  }

  getStatistics(): ErrorStatistics {
    return computeStatistics(this.entries, this.now());
  }

  export(): ErrorLogExport {
    return {
      exportedAt: new Date(this.now()).toISOString(),
      statistics: this.getStatistics(),
      errors: [...this.entries],
      metrics: [...this.metrics],
      routes: this.getRouteStatistics(),
    };
  }

  /** The export as a JSON document (spec 000 §9: the exported error file is JSON). */
  exportJson(): string {
    return JSON.stringify(this.export(), null, 2);
  }

  clear(): void {
    this.entries = [];
    this.metrics = [];
    this.routes.clear();
    try {
      this.storage?.removeItem(ERROR_LOG_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode); the in-memory log is cleared regardless.
    }
    this.emit();
  }

  /** Change notifications for viewers (useSyncExternalStore). */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Increases on every change; a cheap snapshot for React. */
  getVersion(): number {
    return this.version;
  }

  private storeMetric(input: PerformanceMetricInput): PerformanceMetric {
    const metric: PerformanceMetric = {
      ...input,
      details: redactRecord(input.details),
      id: this.createId(),
      timestamp: this.now(),
    };
    this.metrics.push(metric);
    if (this.metrics.length > ERROR_LOG_LIMITS.maxMetrics)
      this.metrics.splice(0, this.metrics.length - ERROR_LOG_LIMITS.maxMetrics);
    return metric;
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** Writes the latest 100 entries; the game state snapshot stays in memory to keep storage small. */
  private persist(): void {
    if (!this.storage) return;
    const latest = this.entries
      .slice(-ERROR_LOG_LIMITS.maxEntriesStored)
      .map(({ gameState: _gameState, ...rest }) => rest);
    try {
      this.storage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(latest));
    } catch {
      // Quota or privacy errors must never turn logging into a crash.
    }
  }

  private readStored(): ErrorLogEntry[] {
    if (!this.storage) return [];
    try {
      const raw = this.storage.getItem(ERROR_LOG_STORAGE_KEY);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(isStoredEntry).slice(-ERROR_LOG_LIMITS.maxEntriesStored);
    } catch {
      return [];
    }
  }
}

function isStoredEntry(value: unknown): value is ErrorLogEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<ErrorLogEntry>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.timestamp === 'number' &&
    typeof entry.message === 'string' &&
    typeof entry.type === 'string' &&
    typeof entry.severity === 'string'
  );
}
