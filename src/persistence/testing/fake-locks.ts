/**
 * An in-memory Web Locks manager (exclusive mode, ifAvailable, steal, signal) shared by "tabs" in a
 * test; jsdom has no navigator.locks. Follows the semantics of the Web Locks spec for these options.
 */
import type { LockManagerLike } from '@/persistence/writer-lock';

interface Holder {
  release: () => void;
  reject: (error: unknown) => void;
}

interface Waiter {
  grant: () => void;
}

export class FakeLockManager implements LockManagerLike {
  private readonly held = new Map<string, Holder>();
  private readonly queues = new Map<string, Waiter[]>();

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  waiting(name: string): number {
    return this.queues.get(name)?.length ?? 0;
  }

  request(name: string, options: LockOptions, callback: (lock: Lock | null) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const run = (): void => {
        let settled = false;
        const holder: Holder = {
          release: () => {
            if (settled) return;
            settled = true;
            if (this.held.get(name) === holder) this.held.delete(name);
            this.grantNext(name);
          },
          reject: (error) => {
            if (settled) return;
            settled = true;
            reject(error);
          },
        };
        this.held.set(name, holder);
        Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then(
          (value) => {
            holder.release();
            resolve(value);
          },
          (error: unknown) => {
            holder.release();
            reject(error);
          },
        );
      };

      if (options.steal) {
        const previous = this.held.get(name);
        if (previous) {
          this.held.delete(name);
          previous.reject(new DOMException('The lock was stolen', 'AbortError'));
        }
        run();
        return;
      }
      if (!this.held.has(name)) {
        run();
        return;
      }
      if (options.ifAvailable) {
        Promise.resolve(callback(null)).then(resolve, reject);
        return;
      }
      const waiter: Waiter = { grant: run };
      const queue = this.queues.get(name) ?? [];
      queue.push(waiter);
      this.queues.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const current = this.queues.get(name) ?? [];
        if (!current.includes(waiter)) return;
        this.queues.set(
          name,
          current.filter((entry) => entry !== waiter),
        );
        reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      });
    });
  }

  private grantNext(name: string): void {
    if (this.held.has(name)) return;
    const next = this.queues.get(name)?.shift();
    next?.grant();
  }
}
