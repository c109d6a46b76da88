import { describe, expect, test, vi } from 'vitest';
import { Pool } from './pool';

type Particle = { id: number; life: number };

function particlePool(max?: number) {
  let nextId = 0;
  const reset = vi.fn((particle: Particle) => void (particle.life = 0));
  const pool = new Pool<Particle>(() => ({ id: nextId++, life: 0 }), { reset, max });
  return { pool, reset };
}

describe('Pool', () => {
  test('reuses released items instead of creating new ones', () => {
    const { pool, reset } = particlePool();
    const first = pool.acquire()!;
    first.life = 5;
    pool.release(first);
    expect(reset).toHaveBeenCalledWith(first);
    expect(first.life).toBe(0);
    const again = pool.acquire();
    expect(again).toBe(first);
    expect(pool.createdCount).toBe(1);
  });

  test('steady churn allocates nothing once warmed up', () => {
    const { pool } = particlePool();
    const live: Particle[] = [];
    for (let frame = 0; frame < 1000; frame += 1) {
      live.push(pool.acquire()!);
      if (live.length > 20) pool.release(live.shift()!);
    }
    expect(pool.createdCount).toBe(21);
    expect(pool.activeCount).toBe(20);
  });

  test('respects max and hands out nothing beyond it', () => {
    const { pool } = particlePool(2);
    const a = pool.acquire();
    pool.acquire();
    expect(pool.acquire()).toBeNull();
    pool.release(a!);
    expect(pool.acquire()).toBe(a);
  });

  test('double release and foreign items are ignored', () => {
    const { pool, reset } = particlePool();
    const item = pool.acquire()!;
    pool.release(item);
    pool.release(item);
    pool.release({ id: 99, life: 1 });
    expect(reset).toHaveBeenCalledTimes(1);
    expect(pool.freeCount).toBe(1);
  });

  test('forEachActive visits every active item and tolerates release during the visit', () => {
    const { pool } = particlePool();
    const items = [pool.acquire()!, pool.acquire()!, pool.acquire()!, pool.acquire()!];
    items.forEach((item, index) => (item.life = index));
    const visited: number[] = [];
    pool.forEachActive((item) => {
      visited.push(item.id);
      if (item.life % 2 === 0) pool.release(item);
    });
    expect(visited.sort()).toEqual(items.map((item) => item.id).sort());
    expect(pool.activeCount).toBe(2);
  });

  test('releaseAll and drain', () => {
    const { pool } = particlePool();
    pool.acquire();
    pool.acquire();
    pool.releaseAll();
    expect(pool.activeCount).toBe(0);
    expect(pool.freeCount).toBe(2);
    const destroyed: number[] = [];
    pool.acquire();
    pool.drain((item) => destroyed.push(item.id));
    expect(destroyed.length).toBe(2);
    expect(pool.freeCount + pool.activeCount + pool.createdCount).toBe(0);
  });
});
