import { describe, expect, it } from 'vitest';
import type { GameEventType } from './events';
import { GAME_REGISTRY, GAME_SYSTEMS } from './game-systems';
import { applyOfflineProgress } from './offline';
import { createRegistry } from './registry';
import { step, stepSystems } from './step';
import { defineSystem, type AnyGameSystem } from './system';
import { createLateGameWorld, createTestWorld } from './testing/fixtures';
import { cloneWorld, serializeWorld } from './world';

const HOUR = 3_600_000;

/** A test-only system: counts its ticks and pings in the world's stats, and reports time away. */
function createProbeSystem() {
  const seen = { ticks: 0, commands: [] as number[], spans: [] as { effectiveMs: number; mode: string }[], settled: 0 };
  const system = defineSystem<'probe', { ping: { times: number } }, { probe: { effectiveMs: number } }>({
    id: 'probe',
    commands: {
      ping: (world, command, tick) => {
        if (typeof command.times !== 'number' || command.times < 1) return 'Ping at least once';
        seen.commands.push(command.times);
        world.stats.pvpWins += command.times;
        tick.events.push({ type: 'tierLimitReached', message: `pinged ${command.times}` });
        return null;
      },
    },
    emits: ['tierLimitReached'],
    tick: () => {
      seen.ticks += 1;
    },
    offline: (_world, span) => {
      seen.spans.push({ effectiveMs: span.effectiveMs, mode: span.mode });
      return {
        gains: { probe: { effectiveMs: span.effectiveMs } },
        summary: ['🔔 The probe kept watch.'],
        settle: () => (seen.settled += 1),
      };
    },
  });
  return { system, seen };
}

describe('the systems registry', () => {
  it('reaches a registered system with ticks, commands and time away', () => {
    const { system, seen } = createProbeSystem();
    const registry = createRegistry([...GAME_SYSTEMS, system]);
    const world = createTestWorld('base', 3);
    const clicks = world.stats.pvpWins;
    const result = stepSystems(
      registry,
      world,
      [
        { type: 'ping', times: 2, commandId: 'a' },
        { type: 'ping', times: 0 },
      ],
      { utcOffsetMinutes: 0 },
    );
    expect(result.replies).toEqual([
      { ok: true, commandId: 'a' },
      { ok: false, message: 'Ping at least once' },
    ]);
    expect(result.events).toContainEqual({ type: 'tierLimitReached', message: 'pinged 2' });
    expect(world.stats.pvpWins).toBe(clicks + 2);
    for (let index = 0; index < 9; index++) stepSystems(registry, world, [], { utcOffsetMinutes: 0 });
    expect(seen.ticks).toBe(10);
    expect(seen.commands).toEqual([2]);

    const gains = applyOfflineProgress(world, 2 * HOUR, undefined, { registry }) as unknown as {
      probe: { effectiveMs: number };
      summary: string[];
    };
    expect(seen.spans).toEqual([{ effectiveMs: HOUR, mode: 'events' }]);
    expect(seen.settled).toBe(1);
    expect(gains.probe).toEqual({ effectiveMs: HOUR });
    expect(gains.summary).toContain('🔔 The probe kept watch.');
  });

  it('the game list does not know the test system, and the probe changes nothing else', () => {
    const { system } = createProbeSystem();
    const withProbe = createRegistry([...GAME_SYSTEMS, system]);
    expect(step(createTestWorld('base', 3), [{ type: 'ping', times: 1 }]).replies).toEqual([
      { ok: false, message: 'Unknown command: ping' },
    ]);
    const plain = createLateGameWorld(4);
    const probed = cloneWorld(plain);
    for (let index = 0; index < 600; index++) {
      step(plain, []);
      stepSystems(withProbe, probed, [], { utcOffsetMinutes: 0 });
    }
    expect(serializeWorld(probed)).toBe(serializeWorld(plain));
  });

  it('refuses a list where two systems own one command, or one system is listed twice', () => {
    const { system } = createProbeSystem();
    const thief: AnyGameSystem = { id: 'thief', commands: { startTraining: () => null }, emits: [] };
    expect(() => createRegistry([...GAME_SYSTEMS, thief])).toThrow(
      'Command startTraining is handled by both training and thief',
    );
    expect(() => createRegistry([system, system])).toThrow('System probe is listed twice');
  });

  it('gives every command of the game exactly one owner', () => {
    const owned = GAME_SYSTEMS.flatMap((system) => Object.keys(system.commands));
    expect(new Set(owned).size).toBe(owned.length);
    expect([...GAME_REGISTRY.handlers.keys()].sort()).toEqual([...owned].sort());
  });

  it('emits only events some system declares (watched over real play and time away)', () => {
    const declared = new Set<GameEventType>(GAME_SYSTEMS.flatMap((system) => [...system.emits]));
    const seen = new Set<GameEventType>();
    const world = createTestWorld('base', 9);
    const script: Record<number, object[]> = {
      1: [
        { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
        { type: 'startCombat', areaId: 'tutorial_rift' },
      ],
      50: [
        { type: 'allocateAttribute', attribute: 'strength' },
        { type: 'setHunterRank', rank: 'D' },
        { type: 'unequip', slot: 'weapon' },
      ],
      60: [{ type: 'setAccountTier', tier: 'supporter' }],
    };
    for (let tick = 0; tick < 6_000; tick++)
      for (const event of step(world, script[tick] ?? []).events) seen.add(event.type);
    for (const event of applyOfflineProgress(createLateGameWorld(2), 6 * HOUR)!.events) seen.add(event.type);
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((type) => !declared.has(type))).toEqual([]);
  });
});
