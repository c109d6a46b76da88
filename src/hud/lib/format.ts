/** Whole numbers with thousands separators ("12,450"). */
export function formatCount(value: number): string {
  return Math.floor(value).toLocaleString('en-US');
}

/** A duration to the second: "8s", "1m 05s", "2h 03m" (seconds rounded up, so 0.2 s left reads "1s"). */
export function formatSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
  return `${seconds}s`;
}

/** Long totals (training time): "0m", "45m", "3h 20m", "2d 4h". */
export function formatLongDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${rest}m`;
  if (minutes === 0 && ms > 0) return `${Math.ceil(ms / 1000)}s`;
  return `${rest}m`;
}

export function formatPercentChance(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}
