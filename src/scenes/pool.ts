export interface PoolOptions<T> {
  /** Puts an item back to a neutral state when it is released (hidden, detached, counters reset). */
  reset?: (item: T) => void;
  /** Items alive at once, at most; `acquire` returns null beyond it. Default: unbounded. */
  max?: number;
}

/**
 * Reuses short-lived display objects (damage numbers, particles) instead of creating and destroying
 * them every hit: steady play allocates nothing and the garbage collector stays quiet.
 */
export class Pool<T> {
  private readonly create: () => T;
  private readonly reset: (item: T) => void;
  private readonly max: number;
  private readonly free: T[] = [];
  private readonly active: T[] = [];
  private readonly activeIndex = new Map<T, number>();
  private created = 0;

  constructor(create: () => T, options: PoolOptions<T> = {}) {
    this.create = create;
    this.reset = options.reset ?? (() => undefined);
    this.max = options.max ?? Number.POSITIVE_INFINITY;
  }

  /** A free item (a new one if none is free), or null when `max` items are already in use. */
  acquire(): T | null {
    let item = this.free.pop();
    if (item === undefined) {
      if (this.created >= this.max) return null;
      item = this.create();
      this.created += 1;
    }
    this.activeIndex.set(item, this.active.length);
    this.active.push(item);
    return item;
  }

  /** Returns an item to the pool; releasing one that is not in use does nothing. */
  release(item: T): void {
    const index = this.activeIndex.get(item);
    if (index === undefined) return;
    const last = this.active.pop()!;
    if (last !== item) {
      this.active[index] = last;
      this.activeIndex.set(last, index);
    }
    this.activeIndex.delete(item);
    this.reset(item);
    this.free.push(item);
  }

  releaseAll(): void {
    while (this.active.length > 0) this.release(this.active[this.active.length - 1]!);
  }

  /** Visits the items in use; `visit` may release the item it is given. */
  forEachActive(visit: (item: T) => void): void {
    for (let index = this.active.length - 1; index >= 0; index -= 1) {
      const item = this.active[index];
      if (item !== undefined) visit(item);
    }
  }

  get activeCount(): number {
    return this.active.length;
  }

  get freeCount(): number {
    return this.free.length;
  }

  /** Items ever created: stays flat in steady play when the pool is doing its job. */
  get createdCount(): number {
    return this.created;
  }

  /** Destroys every item, in use or free. The pool is empty afterwards. */
  drain(destroy: (item: T) => void): void {
    for (const item of this.active) destroy(item);
    for (const item of this.free) destroy(item);
    this.active.length = 0;
    this.free.length = 0;
    this.activeIndex.clear();
    this.created = 0;
  }
}
