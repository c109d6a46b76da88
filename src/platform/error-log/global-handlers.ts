import { errorMessage } from '@/platform/errors';
import type { ErrorLog } from './error-log';
import { logMessages } from './messages';

/** The part of `window` the handlers need; tests pass a plain EventTarget. */
export type ErrorEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Logs uncaught script errors and unhandled promise rejections as high-severity javascript entries
 * (spec 000 §8). Returns the function that removes the handlers.
 */
export function installGlobalErrorHandlers(log: ErrorLog, target: ErrorEventSource): () => void {
  const onError = (event: Event) => {
    const errorEvent = event as ErrorEvent;
    const thrown: unknown = errorEvent.error;
    const message = (thrown instanceof Error && thrown.message) || errorEvent.message || logMessages.unknownJavaScript;
    log.log({
      type: 'javascript',
      severity: 'high',
      message,
      error: thrown,
      details: { filename: errorEvent.filename, line: errorEvent.lineno, column: errorEvent.colno },
    });
  };
  const onRejection = (event: Event) => {
    const reason: unknown = (event as PromiseRejectionEvent).reason;
    log.log({
      type: 'javascript',
      severity: 'high',
      message: logMessages.unhandledRejection(errorMessage(reason)),
      error: reason,
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

interface MemoryInfo {
  usedJSHeapSize: number;
  totalJSHeapSize?: number;
  jsHeapSizeLimit?: number;
}

export interface MemorySamplerOptions {
  /** `performance`, whose non-standard `memory` exists in Chromium only. */
  performance?: { memory?: MemoryInfo } | undefined;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  intervalMs?: number;
}

/**
 * Samples the JS heap every 30 s as a memory_usage metric (MB) when the browser exposes it. Returns a stop function.
 */
export function startMemorySampling(log: ErrorLog, options: MemorySamplerOptions = {}): () => void {
  const perf = options.performance ?? (globalThis.performance as { memory?: MemoryInfo } | undefined);
  const schedule = options.setInterval ?? ((callback: () => void, ms: number) => globalThis.setInterval(callback, ms));
  const cancel =
    options.clearInterval ?? ((handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  if (!perf?.memory) return () => undefined;
  const sample = () => {
    const memory = perf.memory;
    if (!memory) return;
    log.recordMetric({
      metric: 'memory_usage',
      value: memory.usedJSHeapSize / (1024 * 1024),
      details: {
        totalMb: (memory.totalJSHeapSize ?? 0) / (1024 * 1024),
        limitMb: (memory.jsHeapSizeLimit ?? 0) / (1024 * 1024),
      },
    });
  };
  const handle = schedule(sample, options.intervalMs ?? 30_000);
  return () => cancel(handle);
}
