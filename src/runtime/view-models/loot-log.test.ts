import { describe, expect, it } from 'vitest';
import type { GameEvent, LootSummary } from '@/core/events';
import { createTestWorld } from '@/core/testing/fixtures';
import { ManualClock } from '@/platform/clock';
import { createCoreRuntime } from '../core-runtime';
import { advanceFrames, ManualFrameScheduler } from '../testing/manual-frames';
import { createLootLog, LOOT_LOG_LIMIT, lootLines, lootLogFor } from './loot-log';

const loot = (overrides: Partial<LootSummary> = {}): LootSummary => ({
  gold: 0,
  materials: [],
  items: [],
  tokens: [],
  pouched: [],
  lost: [],
  ...overrides,
});
const dropped = (enemyId: string, summary: LootSummary): GameEvent => ({ type: 'lootDropped', enemyId, loot: summary });

describe('loot log lines', () => {
  it('lists rarest items first, then wraith tokens, materials, gold and what a full bag lost', () => {
    const lines = lootLines(
      loot({
        gold: 12,
        materials: [{ itemId: 'bone_dust', quantity: 2 }],
        items: [
          { itemId: 'worn_boots', name: 'Worn Boots', rarity: 'common', quantity: 1 },
          { itemId: 'leather_cap', name: 'Leather Cap', rarity: 'uncommon', quantity: 1 },
        ],
        tokens: [{ wraithId: 'ember_wisp', quantity: 2 }],
        pouched: [{ itemId: 'hide_gloves', quantity: 1 }],
        lost: [{ itemId: 'miners_pick', quantity: 1 }],
      }),
    );
    expect(lines.map((line) => [line.kind, line.name, line.quantity])).toEqual([
      ['item', 'Leather Cap', 1],
      ['item', 'Worn Boots', 1],
      ['token', 'Ember Wisp token', 2],
      ['material', 'Bone Dust', 2],
      ['gold', 'gold', 12],
      ['pouched', 'Hide Gloves', 1],
      ['lost', 'Miner’s Pick', 1],
    ]);
    expect(lines[0]!.rarity).toBe('uncommon');
  });
});

describe('loot log', () => {
  it('keeps the last ten drops, newest first, each with the enemy, the time and its lines', () => {
    const log = createLootLog();
    log.record({ type: 'enemyKilled', enemyId: 'rift_rat', isBoss: false, xp: 4, fightMs: 1_000, areaId: null }, 1_000);
    log.record(dropped('rift_rat', loot()), 1_000);
    expect(log.store.getState()).toEqual([]);
    for (let index = 0; index < LOOT_LOG_LIMIT + 2; index++)
      log.record(dropped('rift_rat', loot({ gold: index + 1 })), 10_000 + index * 1_000);
    log.record(dropped('hollowed_gatekeeper', loot({ gold: 100 })), 99_000);
    const drops = log.store.getState();
    expect(drops).toHaveLength(LOOT_LOG_LIMIT);
    expect(drops[0]).toMatchObject({
      atMs: 99_000,
      enemyName: 'The Hollowed Gatekeeper',
      isBoss: true,
      lines: [{ kind: 'gold', name: 'gold', quantity: 100, rarity: 'common' }],
    });
    expect(drops[1]).toMatchObject({ atMs: 21_000, enemyName: 'Rift Rat', isBoss: false });
    expect(drops.map((drop) => drop.lines[0]!.quantity)).toEqual([100, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(new Set(drops.map((drop) => drop.id)).size).toBe(LOOT_LOG_LIMIT);
  });

  it('fills from a running game, ticks and short catch-ups alike, and stays with its runtime', () => {
    const world = createTestWorld('demo');
    const clock = new ManualClock();
    const wall = new ManualClock(world.sim.nowMs);
    const scheduler = new ManualFrameScheduler();
    const runtime = createCoreRuntime({ world, frameClock: clock, wallClock: wall, scheduler, visibility: null });
    const log = lootLogFor(runtime);
    expect(lootLogFor(runtime)).toBe(log);
    const kills: number[] = [];
    runtime.bridge.onEvent((event) => {
      if (event.type === 'lootDropped') kills.push(runtime.world.sim.nowMs);
    });
    const goldBefore = world.resources.gold;
    runtime.start();
    void runtime.enqueue({ type: 'startCombat', areaId: 'tutorial_rift' });
    for (let frame = 0; frame < 600 && kills.length < 2; frame++) advanceFrames(clock, scheduler, 100);
    expect(kills.length).toBe(2);
    expect(log.store.getState().map((drop) => drop.atMs)).toEqual([...kills].reverse());
    // Gold rose by exactly what the log says dropped.
    const goldLogged = log.store
      .getState()
      .flatMap((drop) => drop.lines)
      .filter((line) => line.kind === 'gold')
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(world.resources.gold - goldBefore).toBe(goldLogged);

    // A tab hidden for 40 s comes back as one catch-up: its drops are logged, each at its own tick.
    const before = log.store.getState().length;
    advanceFrames(clock, scheduler, 40_000);
    expect(runtime.stats.catchUps).toBe(1);
    const drops = log.store.getState();
    expect(drops.length).toBeGreaterThan(before);
    const fresh = drops.slice(0, drops.length - before);
    expect(new Set(fresh.map((drop) => drop.atMs)).size).toBe(fresh.length);
    for (const drop of fresh) expect(drop.atMs).toBeLessThanOrEqual(world.sim.nowMs);
    expect(fresh.map((drop) => drop.atMs)).toEqual([...fresh.map((drop) => drop.atMs)].sort((a, b) => b - a));
    runtime.dispose();
  });
});
