import { ERROR_LOG_LIMITS } from './limits';
import {
  ERROR_TYPES,
  SEVERITIES,
  type ErrorLogEntry,
  type ErrorStatistics,
  type ErrorType,
  type Severity,
} from './types';

const HOUR_MS = 60 * 60 * 1000;

/** Statistics over the last 24 hours at `now`: counts, 1/6/24 h trends and the top 10 messages. */
export function computeStatistics(entries: readonly ErrorLogEntry[], now: number): ErrorStatistics {
  const windowStart = now - ERROR_LOG_LIMITS.statisticsWindowMs;
  const recent = entries.filter((entry) => entry.timestamp > windowStart && entry.timestamp <= now);
  const bySeverity = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<Severity, number>;
  const byType = Object.fromEntries(ERROR_TYPES.map((type) => [type, 0])) as Record<ErrorType, number>;
  const messageCounts = new Map<string, number>();
  let lastHour = 0;
  let last6Hours = 0;
  for (const entry of recent) {
    bySeverity[entry.severity] += 1;
    byType[entry.type] += 1;
    messageCounts.set(entry.message, (messageCounts.get(entry.message) ?? 0) + 1);
    const age = now - entry.timestamp;
    if (age < HOUR_MS) lastHour += 1;
    if (age < 6 * HOUR_MS) last6Hours += 1;
  }
  const topMessages = [...messageCounts.entries()]
    .map(([message, count]) => ({ message, count }))
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message))
    .slice(0, ERROR_LOG_LIMITS.topMessages);
  return {
    generatedAt: now,
    total: recent.length,
    bySeverity,
    byType,
    trends: { lastHour, last6Hours, last24Hours: recent.length },
    topMessages,
  };
}
