/** Spec 000 §9 "Client logging": how much is kept and when something counts as slow. */
export const ERROR_LOG_LIMITS = {
  maxEntriesInMemory: 1000,
  maxEntriesStored: 100,
  maxMetrics: 500,
  routeLoadTimesKept: 10,
  memorySampleIntervalMs: 30_000,
  statisticsWindowMs: 24 * 60 * 60 * 1000,
  topMessages: 10,
  maxRouteLength: 200,
} as const;

export const PERFORMANCE_THRESHOLDS = {
  /** Any measured duration above this logs "Slow performance detected: ...". */
  slowDurationMs: 1000,
  navigationLowMs: 2000,
  navigationMediumMs: 5000,
  renderMs: 16,
  apiMs: 2000,
  memoryMb: 150,
} as const;

export const ERROR_LOG_STORAGE_KEY = 'shadow_hunter_error_log';
