import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from './events';
import { step, stepMany, TICK_MS } from './step';
import { createTestWorld } from './testing/fixtures';
import { parseWorld, serializeWorld } from './world';

const commandPool = [
  { type: 'startCombat', areaId: 'tutorial_rift' },
  { type: 'startCombat', areaId: 'gloomroot_thicket' },
  { type: 'startCombat', areaId: 'hollow_crypt_rift' },
  { type: 'stopCombat' },
  { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
  { type: 'startTraining', skill: 'survival', activityId: 'soul_foraging' },
  { type: 'startTraining', skill: 'alchemy', activityId: 'brewing_health_tonics' },
  { type: 'stopTraining' },
  { type: 'usePotion', slot: 'potion_1' },
  { type: 'usePotion', slot: 'potion_2' },
  { type: 'unequip', slot: 'weapon' },
  { type: 'unequip', slot: 'chest' },
  { type: 'equipAbility', abilityId: 'blade_strike', slotIndex: 2 },
  { type: 'allocateAttribute', attribute: 'strength' },
  { type: 'setAbilityManualMode', manualMode: true },
  { type: 'setAbilityManualMode', manualMode: false },
  { type: 'setHunterRank', rank: 'D' },
  { type: 'setTutorialCompleted', completedAt: 5 },
  { type: 'dance' },
] as const;

const script = fc.array(
  fc.record({ at: fc.integer({ min: 0, max: 1_999 }), command: fc.constantFrom(...commandPool) }),
  { maxLength: 30 },
);

function play(seed: number, tier: 'demo' | 'base', entries: readonly { at: number; command: object }[]) {
  const world = createTestWorld(tier, seed);
  const byTick = new Map<number, object[]>();
  for (const entry of entries) byTick.set(entry.at, [...(byTick.get(entry.at) ?? []), entry.command]);
  const events: GameEvent[] = [];
  const replies: unknown[] = [];
  for (let tick = 0; tick < 2_000; tick++) {
    const result = step(world, byTick.get(tick) ?? []);
    events.push(...result.events);
    replies.push(...result.replies);
  }
  return { world, events, replies };
}

describe('step', () => {
  it('advances exactly one tick of 100 ms and counts playtime', () => {
    const world = createTestWorld();
    const start = world.sim.nowMs;
    step(world, []);
    expect(TICK_MS).toBe(100);
    expect(world.sim).toMatchObject({ tick: 1, nowMs: start + 100 });
    expect(world.stats.totalPlaytime).toBe(100);
    stepMany(world, 9);
    expect(world.sim.tick).toBe(10);
  });

  it('regenerates mana 1/s and energy 5/s, once per simulated second', () => {
    const world = createTestWorld();
    world.resourcePools.mana.current = 10;
    world.resourcePools.energy.current = 10;
    stepMany(world, 9);
    expect(world.resourcePools.mana.current).toBe(10);
    stepMany(world, 1);
    expect(world.resourcePools.mana.current).toBe(11);
    expect(world.resourcePools.energy.current).toBe(15);
    expect(world.resources.mana.current).toBe(11);
    expect(world.player.mana).toBe(11);
    stepMany(world, 300);
    expect(world.resourcePools.energy.current).toBe(100);
    expect(world.resourcePools.mana.current).toBe(41);
  });

  it('is deterministic: the same world and command script give the same world and events', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('demo' as const, 'base' as const), script, (seed, tier, entries) => {
        const first = play(seed, tier, entries);
        const second = play(seed, tier, entries);
        expect(serializeWorld(second.world)).toBe(serializeWorld(first.world));
        expect(second.events).toEqual(first.events);
        expect(second.replies).toEqual(first.replies);
      }),
      { numRuns: 25 },
    );
  });

  it('continues identically after a save and load at any tick', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1_500 }), (seed, saveAt) => {
        const world = createTestWorld('base', seed);
        step(world, [
          { type: 'startCombat', areaId: 'tutorial_rift' },
          { type: 'startTraining', skill: 'survival', activityId: 'soul_foraging' },
        ]);
        stepMany(world, saveAt);
        const loaded = parseWorld(JSON.stringify(world));
        stepMany(world, 500);
        stepMany(loaded, 500);
        expect(serializeWorld(loaded)).toBe(serializeWorld(world));
      }),
      { numRuns: 15 },
    );
  });

  it('answers every command, never throwing on junk', () => {
    const world = createTestWorld();
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 5 }), (commands) => {
        const { replies } = step(world, commands);
        expect(replies).toHaveLength(commands.length);
        for (const reply of replies) if (!reply.ok) expect(reply.message.length).toBeGreaterThan(0);
      }),
    );
    expect(
      step(world, [null, 7, { type: 'dance', commandId: 'x' }, { type: 'equip', slot: 'weapon' }]).replies,
    ).toEqual([
      { ok: false, message: 'Invalid command' },
      { ok: false, message: 'Invalid command' },
      { ok: false, message: 'Unknown command: dance', commandId: 'x' },
      { ok: false, message: 'Item not found in inventory' },
    ]);
  });
});
