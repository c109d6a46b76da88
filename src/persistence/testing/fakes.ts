/** Test doubles for the injected dependencies: a manual clock, memory storage, recording notifier and logger. */
import type { Clock, KeyValueStorage, Logger, Notifier, TimerHandle, ToastOptions } from '@/persistence/deps';

interface ScheduledTimer {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** A clock whose time moves only when the test says so; timers fire in time order. */
export class ManualClock implements Clock {
  private timers: ScheduledTimer[] = [];
  private nextId = 1;

  constructor(private time = 1_700_000_000_000) {}

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.schedule(callback, ms, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== (handle as unknown as number));
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.time = due.at;
      if (due.every === null) this.timers = this.timers.filter((timer) => timer !== due);
      else due.at += due.every;
      due.callback();
    }
    this.time = end;
  }

  set(time: number): void {
    this.time = time;
  }

  private schedule(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = this.nextId++;
    this.timers.push({ id, at: this.time + Math.max(0, ms), every: every === null ? null : Math.max(1, every), callback });
    return id as unknown as TimerHandle;
  }
}

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
