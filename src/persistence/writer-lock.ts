/**
 * One writer across tabs. The tab holding the Web Lock `shadow-hunter-save-writer:<userId>` saves;
 * other tabs of the same user are readers (the UI shows a read-only banner) and queue for the lock,
 * or take it at once with `takeOver()` (steal). Without `navigator.locks` a single tab is assumed.
 *
 * A tab that becomes the writer after starting as a reader ('promoted' / 'took-over') holds a stale
 * world: it must reload its active slot before it saves.
 */
import { consoleLogger, errorMessage, type Logger } from '@/persistence/deps';
import { wallClock, type Clock } from '@/platform/clock';

export type WriterRole = 'pending' | 'writer' | 'reader';
export type WriterChangeReason =
  'starting' | 'initial' | 'promoted' | 'took-over' | 'lost' | 'released' | 'unsupported';

export interface WriterLockState {
  role: WriterRole;
  reason: WriterChangeReason;
  /** False when the browser has no Web Locks (single tab assumed). */
  supported: boolean;
  since: number;
}

/** The subset of the Web Locks API used (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: LockOptions, callback: (lock: Lock | null) => unknown): Promise<unknown>;
}

export interface WriterLockDeps {
  userId: string;
  /** navigator.locks by default; undefined where the browser lacks it. */
  locks?: LockManagerLike | undefined;
  clock?: Clock;
  logger?: Logger;
}

export function writerLockName(userId: string): string {
  return `shadow-hunter-save-writer:${userId}`;
}

type Listener = (state: WriterLockState) => void;

export class WriterLock {
  private current: WriterLockState;
  private readonly listeners = new Set<Listener>();
  private readonly locks: LockManagerLike | undefined;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly name: string;
  /** Resolving this ends the callback holding the lock, which releases it. */
  private releaseHeld: (() => void) | null = null;
  private waiting: AbortController | null = null;
  private stopped = false;

  constructor(deps: WriterLockDeps) {
    this.locks =
      'locks' in deps
        ? deps.locks
        : typeof navigator === 'undefined'
          ? undefined
          : (navigator as Navigator & { locks?: LockManagerLike }).locks;
    this.clock = deps.clock ?? wallClock;
    this.logger = deps.logger ?? consoleLogger;
    this.name = writerLockName(deps.userId);
    this.current = {
      role: 'pending',
      reason: 'starting',
      supported: this.locks !== undefined,
      since: this.clock.now(),
    };
  }

  get state(): WriterLockState {
    return this.current;
  }

  canWrite(): boolean {
    return this.current.role === 'writer';
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once this tab knows whether it is the writer. */
  async start(): Promise<WriterLockState> {
    this.stopped = false;
    if (!this.locks) {
      this.logger.warn('Web Locks are not available; assuming this is the only tab');
      this.set('writer', 'unsupported');
      return this.current;
    }
    let answered = false;
    const granted = await new Promise<boolean>((resolve) => {
      this.locks!.request(this.name, { mode: 'exclusive', ifAvailable: true }, (lock) => {
        answered = true;
        resolve(lock !== null);
        return lock ? this.hold() : undefined;
      }).catch((error: unknown) => {
        if (answered) this.onHeldLockEnded(error);
        else {
          // The lock request itself failed (an opaque origin, a browser bug): behave as without locks.
          this.logger.warn('Web Locks request failed; assuming this is the only tab', errorMessage(error));
          resolve(true);
        }
      });
    });
    if (granted) this.set('writer', answered ? 'initial' : 'unsupported');
    else {
      this.set('reader', 'initial');
      this.queue();
    }
    return this.current;
  }

  /** Takes the lock from the tab holding it (that tab becomes a reader). */
  async takeOver(): Promise<void> {
    if (!this.locks || this.current.role === 'writer') return;
    this.waiting?.abort();
    this.waiting = null;
    await new Promise<void>((resolve) => {
      this.locks!.request(this.name, { mode: 'exclusive', steal: true }, () => {
        this.set('writer', 'took-over');
        resolve();
        return this.hold();
      }).catch((error: unknown) => this.onHeldLockEnded(error));
    });
  }

  /** Gives the lock up (sign-out, page teardown). */
  stop(): void {
    this.stopped = true;
    this.waiting?.abort();
    this.waiting = null;
    this.releaseHeld?.();
    this.releaseHeld = null;
    if (this.current.role !== 'pending') this.set('reader', 'released');
  }

  /** Waits in line for the lock; becomes the writer when the current writer goes away. */
  private queue(): void {
    if (!this.locks || this.stopped) return;
    const controller = new AbortController();
    this.waiting = controller;
    this.locks
      .request(this.name, { mode: 'exclusive', signal: controller.signal }, () => {
        if (this.waiting === controller) this.waiting = null;
        this.set('writer', 'promoted');
        return this.hold();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        this.onHeldLockEnded(error);
      });
  }

  private hold(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.releaseHeld = resolve;
    });
  }

  /** The request holding the lock ended with an error: another tab stole it. */
  private onHeldLockEnded(error: unknown): void {
    if (this.stopped) return;
    this.releaseHeld = null;
    if (this.current.role === 'writer') {
      this.logger.warn('Another tab took over saving; this tab is now read-only', errorMessage(error));
      this.set('reader', 'lost');
      this.queue();
    }
  }

  private set(role: WriterRole, reason: WriterChangeReason): void {
    this.current = { role, reason, supported: this.locks !== undefined, since: this.clock.now() };
    for (const listener of this.listeners) listener(this.current);
  }
}
