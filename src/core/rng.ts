/**
 * Seeded randomness whose whole state lives in the world (`world.sim.rng`, four uint32 words of
 * sfc32), so a saved and reloaded world draws the same numbers. `SeededRandom` mutates the array it
 * wraps in place; no state is kept anywhere else.
 */

export type RngState = [number, number, number, number];

/** splitmix32: spreads a 32-bit seed over the four sfc32 words. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a of a string seed, so seeds may be strings (user ids) or numbers. */
function hashSeed(seed: string | number): number {
  if (typeof seed === 'number') return seed >>> 0;
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function createRngState(seed: string | number): RngState {
  const next = splitmix32(hashSeed(seed));
  const state: RngState = [next(), next(), next(), next()];
  // sfc32 must not start all-zero; warm it up so nearby seeds diverge.
  if ((state[0] | state[1] | state[2] | state[3]) === 0) state[3] = 1;
  const random = new SeededRandom(state);
  for (let index = 0; index < 12; index++) random.nextUint32();
  return state;
}

export class SeededRandom {
  constructor(private readonly state: RngState) {}

  /** One sfc32 step. */
  nextUint32(): number {
    const s = this.state;
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    s[0] = a >>> 0;
    s[1] = b;
    s[2] = c;
    s[3] = d;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  randomRange(min: number, max: number): number {
    if (min > max) throw new Error('Min cannot be greater than max');
    const low = Math.ceil(min);
    const high = Math.floor(max);
    return low + Math.floor(this.next() * (high - low + 1));
  }

  /** A float in [min, max). */
  randomFloat(min: number, max: number): number {
    if (min > max) throw new Error('Min cannot be greater than max');
    return min + this.next() * (max - min);
  }

  /** True with probability p percent (0..100). */
  chancePercent(percent: number): boolean {
    if (!(percent >= 0 && percent <= 100)) throw new Error('Chance must be between 0 and 100');
    return this.next() * 100 < percent;
  }

  /** True with probability p (0..1). */
  chanceFraction(probability: number): boolean {
    if (!(probability >= 0 && probability <= 1)) throw new Error('Chance must be between 0 and 1');
    return this.next() < probability;
  }

  /** n distinct elements in random order (partial Fisher-Yates on a copy). */
  pick<T>(items: readonly T[], count: number): T[] {
    if (count > items.length) throw new Error('Cannot pick more elements than array length');
    const pool = items.slice();
    for (let index = 0; index < count; index++) {
      const swap = index + Math.floor(this.next() * (pool.length - index));
      const held = pool[index]!;
      pool[index] = pool[swap]!;
      pool[swap] = held;
    }
    return pool.slice(0, Math.max(0, count));
  }

  /** One element; the array must not be empty. */
  pickOne<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick more elements than array length');
    return items[Math.floor(this.next() * items.length)]!;
  }
}
