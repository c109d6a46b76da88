/**
 * The readable lines of an offline report (spec 001 §8): shown 500 ms apart; a line with ⚠️ is an
 * error toast, a line with 💀 a warning, every other line an info toast. offline.ts writes the
 * opening and closing lines; each system writes its own in between.
 */

export const OFFLINE_LINE_MARKERS = { error: '⚠️', warning: '💀' } as const;
/** The HUD shows the lines one after another, this far apart (spec 000 §9). */
export const OFFLINE_TOAST_INTERVAL_MS = 500;

export type OfflineLineSeverity = 'error' | 'warning' | 'info';

export function offlineLineSeverity(line: string): OfflineLineSeverity {
  if (line.includes(OFFLINE_LINE_MARKERS.error)) return 'error';
  if (line.includes(OFFLINE_LINE_MARKERS.warning)) return 'warning';
  return 'info';
}

/**
 * A message as a sentence: `text` with a full stop, unless it already ends in one or in "!", "?" or
 * "…" ("Upgrade to continue progressing!" stays as it is, never "progressing!.").
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** 1234567 -> "1,234,567" (locale-free so the core is deterministic). */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.floor(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 90 s -> "1m 30s", 2 h 5 min -> "2h 5m". Seconds are shown under an hour: the short absences the
 * 1-minute threshold allows count well under a minute of progress, which whole minutes read as "0m".
 */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.floor(Math.max(0, ms) / 1_000);
  const hours = Math.floor(totalSeconds / 3_600);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  if (hours > 0) return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
  if (minutes === 0) return `${seconds}s`;
  return seconds === 0 ? `${minutes}m` : `${minutes}m ${seconds}s`;
}
