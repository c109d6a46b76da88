/** Retry timing for background cloud saves: exponential, capped, and a bounded number of tries per run of failures. */

export interface BackoffPolicy {
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Retries after the first failure before waiting for the next trigger (reconnect, auto-sync). */
  maxRetries: number;
}

/** 2 s, 4 s, 8 s, 16 s, 32 s, 60 s. */
export const CLOUD_BACKOFF: BackoffPolicy = { initialDelayMs: 2_000, factor: 2, maxDelayMs: 60_000, maxRetries: 6 };

/** The wait before retry number `retryIndex` (0-based); null when no retry is left. */
export function backoffDelay(retryIndex: number, policy: BackoffPolicy = CLOUD_BACKOFF): number | null {
  if (retryIndex < 0 || retryIndex >= policy.maxRetries) return null;
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** retryIndex);
}

export function backoffSchedule(policy: BackoffPolicy = CLOUD_BACKOFF): number[] {
  return Array.from({ length: policy.maxRetries }, (_, index) => backoffDelay(index, policy)!);
}
