import { describe, expect, it } from 'vitest';
import { step } from '@/core/step';
import { createTestWorld, stepUntil } from '@/core/testing/fixtures';
import { TIER_MESSAGES } from '@/core/tiers';
import { selectCombat, selectCombatAreas, selectPotionSlots } from './combat-page';

describe('combat page', () => {
  it('describes the fight for HP bars and the boss counter', () => {
    const world = createTestWorld();
    expect(selectCombat(world)).toBeNull();
    step(world, [{ type: 'startCombat', areaId: 'tutorial_rift' }]);
    expect(selectCombat(world)).toMatchObject({
      areaName: 'The Tutorial Rift',
      areaKind: 'rift',
      enemy: null,
      nextSpawnInMs: 900,
      killsForBoss: 10,
      bossName: 'The Hollowed Gatekeeper',
    });
    stepUntil(world, (events) => events.some((event) => event.type === 'enemySpawned'));
    const view = selectCombat(world)!;
    expect(view.enemy).toMatchObject({ isBoss: false, percent: 100, title: null });
    expect(view.player).toMatchObject({ health: 100, maxHealth: 100, healthPercent: 100 });
  });

  it('locks areas by rank and tier', () => {
    const demo = createTestWorld('demo');
    const byId = Object.fromEntries(selectCombatAreas(demo).map((row) => [row.id, row]));
    expect(byId.tutorial_rift).toMatchObject({ locked: false, lockReason: null, cleared: false });
    expect(byId.rotting_marsh).toMatchObject({ locked: true, lockReason: 'Requires Hunter Rank D' });
    expect(byId.ember_quarry!.lockReason).toBe(TIER_MESSAGES.demoRankCap);
    expect(byId.raid_world_eater!.lockReason).toBe(TIER_MESSAGES.paidContent);
  });

  it('shows the two potion slots with what each restores, an empty slot without a name', () => {
    const world = createTestWorld();
    expect(selectPotionSlots(world)).toEqual([
      { slot: 'potion_1', name: 'Small Health Potion', quantity: 5, restores: 'health', amount: 50 },
      { slot: 'potion_2', name: 'Small Mana Potion', quantity: 3, restores: 'mana', amount: 30 },
    ]);
    world.equipment.slots.potion_2 = null;
    expect(selectPotionSlots(world)[1]).toEqual({
      slot: 'potion_2',
      name: null,
      quantity: 0,
      restores: null,
      amount: 0,
    });
  });
});
