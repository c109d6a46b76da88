/**
 * The report after time away (spec 001 §4, §8): the core's summary lines as toasts shown one after
 * another, each with its kind (⚠️ error, 💀 warning, others info).
 */
import { OFFLINE_TOAST_INTERVAL_MS, offlineLineSeverity, type OfflineLineSeverity } from '@/core/offline-summary';

export interface OfflineSummaryToast {
  title: string;
  severity: OfflineLineSeverity;
  /** When to show it, from the first one. */
  delayMs: number;
}

export function selectOfflineSummaryToasts(lines: readonly string[]): OfflineSummaryToast[] {
  return lines.map((line, index) => ({
    title: line,
    severity: offlineLineSeverity(line),
    delayMs: index * OFFLINE_TOAST_INTERVAL_MS,
  }));
}
