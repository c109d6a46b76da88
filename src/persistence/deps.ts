/**
 * The outside world the save pipeline touches, as small interfaces the app wires and tests control.
 * Time and timers come through the one `Clock` of src/platform/clock.ts.
 */
import type { Clock } from '@/platform/clock';

/** Where logged-only failures go (the shell's error log adapts to this). */
export interface Logger {
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message, details) => console.info(`[saves] ${message}`, details ?? ''),
  warn: (message, details) => console.warn(`[saves] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[saves] ${message}`, details ?? ''),
};

export interface ToastOptions {
  description?: string;
}

/** Player-facing toasts. sonner's `toast` object satisfies this shape as it is. */
export interface Notifier {
  success(title: string, options?: ToastOptions): unknown;
  info(title: string, options?: ToastOptions): unknown;
  warning(title: string, options?: ToastOptions): unknown;
  error(title: string, options?: ToastOptions): unknown;
}

/** The subset of Web Storage used for small local records (device id, sync log). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type IdGenerator = () => string;

export const randomId: IdGenerator = () => crypto.randomUUID();

/** A storage quota failure, in the browser's form or wrapped by Dexie (name, inner, cause). */
export function isQuotaExceededError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const candidate = current as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown };
    if (candidate.name === 'QuotaExceededError' || candidate.name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    // Legacy DOMException code for QUOTA_EXCEEDED_ERR.
    if (candidate.code === 22 && candidate.name !== undefined) return true;
    current = candidate.inner ?? candidate.cause;
  }
  return false;
}

// The save pipeline takes every outside helper from this module; the message helper itself is platform's.
export { errorMessage } from '@/platform/errors';

/** Rejects with `message` when `promise` has not settled within `ms` on `clock`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, clock: Clock, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
