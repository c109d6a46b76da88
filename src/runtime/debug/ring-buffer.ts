/** The latest `capacity` items: pushing onto a full buffer overwrites the oldest, without allocating. */
export class RingBuffer<Item> {
  private readonly items: (Item | undefined)[];
  private start = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A ring buffer needs a capacity of 1 or more.`);
    this.items = new Array<Item | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(item: Item): void {
    if (this.count < this.capacity) {
      this.items[(this.start + this.count) % this.capacity] = item;
      this.count += 1;
      return;
    }
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Newest first. */
  newestFirst(): Item[] {
    const list: Item[] = [];
    for (let index = this.count - 1; index >= 0; index -= 1)
      list.push(this.items[(this.start + index) % this.capacity]!);
    return list;
  }

  clear(): void {
    this.items.fill(undefined);
    this.start = 0;
    this.count = 0;
  }
}
