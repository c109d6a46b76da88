import { describe, expect, it, vi } from 'vitest';
import * as stats from '@/core/stats';
import type { ReadonlyWorld } from '@/core/readonly';
import { stepMany } from '@/core/step';
import { createLateGameWorld, createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { selectHudSnapshot } from './hud-snapshot';

// Every importer of the stats module (view models and core helpers alike) gets this counting wrapper.
vi.mock('@/core/stats', async (importOriginal) => {
  const actual = await importOriginal<typeof stats>();
  return { ...actual, computeDerivedStats: vi.fn(actual.computeDerivedStats) };
});

describe('HUD snapshot', () => {
  it('computes derived stats once per snapshot, however many view models need them', () => {
    // Fighting and training with a full set of gear: every page has something to show.
    const world = createLateGameWorld(7);
    stepMany(world, 50);
    const computeDerivedStats = vi.mocked(stats.computeDerivedStats);
    computeDerivedStats.mockClear();
    const snapshot = selectHudSnapshot(world);
    expect(computeDerivedStats).toHaveBeenCalledTimes(1);
    expect(snapshot.training).not.toBeNull();
    expect(snapshot.combat).not.toBeNull();
  });

  it('hands the one derived-stats object to the view models that read it', () => {
    const world = createTestWorld();
    const derive = vi.fn((seen: ReadonlyWorld) => ({
      ...stats.computeDerivedStats(seen),
      strength: 77,
      trainingSpeedBonus: 50,
    }));
    const snapshot = selectHudSnapshot(world, derive);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(snapshot.character.STR).toBe(77);
    // Sword Drills take 8 s; the training-speed bonus of the derived stats halves them on the skill page.
    expect(snapshot.skillDetails.bladework.activities[0]).toMatchObject({ id: 'sword_drills', durationMs: 4_000 });
  });

  it('carries the ability bar: the slotted abilities, the casting mode and the loadouts', () => {
    const world = createTestWorld();
    setSkillLevels(world, { witchcraft: 2 });
    world.abilities.manualMode = true;
    const bar = selectHudSnapshot(world).abilityBar;
    expect(bar.slots.map((slot) => slot.ability?.id ?? null)).toEqual(world.abilities.equipped);
    expect(bar.slots.some((slot) => slot.ability?.id === 'frost_bolt')).toBe(true);
    expect(bar.manualMode).toBe(true);
    expect(bar.loadouts).toEqual([{ name: world.abilities.activeLoadout, active: true }]);
  });
});
