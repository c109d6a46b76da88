/** The client error log's records (spec 000 §3 "Client error log entry", "Performance metric", "Route statistics"). */

export const ERROR_TYPES = [
  'javascript',
  'react',
  'api',
  'navigation',
  'combat',
  'user_action',
  'performance',
  'gamestate',
  'game',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface ErrorLogEntry {
  id: string;
  /** Epoch milliseconds. */
  timestamp: number;
  type: ErrorType;
  severity: Severity;
  message: string;
  details?: Record<string, unknown>;
  stackTrace?: string;
  userAgent: string;
  url: string;
  userId?: string;
  gameState?: unknown;
  reproductionSteps?: string[];
  context?: Record<string, unknown>;
}

/** What a caller passes to `ErrorLog.log`; the log fills in id, time, agent, url and user. */
export interface ErrorLogInput {
  type: ErrorType;
  severity: Severity;
  message: string;
  /** The thrown value, if any: its stack becomes `stackTrace`. */
  error?: unknown;
  details?: Record<string, unknown>;
  gameState?: unknown;
  reproductionSteps?: string[];
  context?: Record<string, unknown>;
}

export interface PerformanceMetric {
  id: string;
  timestamp: number;
  /** For example memory_usage, page_load, api_call, component_render. */
  metric: string;
  duration?: number;
  value?: number;
  componentName?: string;
  details?: Record<string, unknown>;
}

export type PerformanceMetricInput = Omit<PerformanceMetric, 'id' | 'timestamp'>;

export interface RouteStatistics {
  route: string;
  loadCount: number;
  average: number;
  fastest: number;
  slowest: number;
  /** The last 10 load times in ms, oldest first. */
  lastLoadTimes: number[];
}

export interface ErrorStatistics {
  generatedAt: number;
  /** Entries in the last 24 hours. */
  total: number;
  bySeverity: Record<Severity, number>;
  byType: Record<ErrorType, number>;
  trends: { lastHour: number; last6Hours: number; last24Hours: number };
  /** The 10 most frequent messages of the last 24 hours, most frequent first. */
  topMessages: { message: string; count: number }[];
}

/** The subset of Web Storage the log uses, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
