/**
 * Test doubles for the injected dependencies: memory storage, recording notifier and logger (the manual
 * clock is src/platform/clock.ts's ManualClock).
 */
import type { KeyValueStorage, Logger, Notifier, ToastOptions } from '@/persistence/deps';

export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

export interface RecordedToast {
  kind: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description: string | undefined;
}

export class RecordingNotifier implements Notifier {
  readonly toasts: RecordedToast[] = [];
  success(title: string, options?: ToastOptions): void {
    this.toasts.push({ kind: 'success', title, description: options?.description });
  }
  info(title: string, options?: ToastOptions): void {
    this.toasts.push({ kind: 'info', title, description: options?.description });
  }
  warning(title: string, options?: ToastOptions): void {
    this.toasts.push({ kind: 'warning', title, description: options?.description });
  }
  error(title: string, options?: ToastOptions): void {
    this.toasts.push({ kind: 'error', title, description: options?.description });
  }
}

export interface RecordedLog {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: unknown;
}

export class RecordingLogger implements Logger {
  readonly entries: RecordedLog[] = [];
  info(message: string, details?: unknown): void {
    this.entries.push({ level: 'info', message, details });
  }
  warn(message: string, details?: unknown): void {
    this.entries.push({ level: 'warn', message, details });
  }
  error(message: string, details?: unknown): void {
    this.entries.push({ level: 'error', message, details });
  }
  messages(level?: RecordedLog['level']): string[] {
    return this.entries.filter((entry) => level === undefined || entry.level === level).map((entry) => entry.message);
  }
}

/** Lets pending promise callbacks (and fake-indexeddb's queued work) run. */
export async function flushAsync(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
