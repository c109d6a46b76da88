import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@/core/events';
import { createTestWorld, setSkillLevels } from '@/core/testing/fixtures';
import { stepWorld } from '@/hud/game/testing/test-session';
import { parseTasks, selectEquipFacts, taskDoneBy, taskGuide, tasksShownDone } from './tutorial-tasks';

describe('what completes a tutorial task', () => {
  it('reads the core’s events: a quest taken, a training or fight started, a potion drunk, gear put on', () => {
    const events: [GameEvent, string | null][] = [
      [{ type: 'questAccepted', questId: 'first_blood', title: 'First Blood' }, 'quest'],
      [{ type: 'combatStarted', areaId: 'tutorial_rift' }, 'fight'],
      [{ type: 'itemEquipped', slot: 'helmet', itemId: 'leather_cap' }, 'equip'],
      [{ type: 'itemEquipped', slot: 'potion_1', itemId: 'health_potion_small' }, null],
      [{ type: 'itemEquipped', slot: 'wraith_1', itemId: 'x' }, null],
      [{ type: 'respawned', health: 10 }, null],
    ];
    for (const [event, task] of events) expect(taskDoneBy(event)).toBe(task);
  });

  it('reads the world: a quest taken, a training running, a fight going on', () => {
    const world = createTestWorld('base');
    expect(parseTasks(tasksShownDone(world))).toEqual([]);
    const { events } = stepWorld(world, [
      { type: 'acceptQuest', questId: 'first_blood' },
      { type: 'startTraining', skill: 'bladework', activityId: 'sword_drills' },
      { type: 'startCombat', areaId: 'tutorial_rift' },
    ]);
    expect(parseTasks(tasksShownDone(world))).toEqual(['quest', 'training', 'fight']);
    expect(events.map(taskDoneBy).filter(Boolean)).toEqual(['quest', 'training', 'fight']);
  });
});

describe('the gear step’s guide', () => {
  it('a new hunter is sent to the store’s cheapest piece for an empty slot, with the level it asks', () => {
    const world = createTestWorld('base');
    const facts = selectEquipFacts(world);
    expect(facts.wearable).toBeNull();
    expect(facts.forSale).toMatchObject({ itemId: 'leather_cap', name: 'Leather Cap', level: 2 });
    const guide = taskGuide('equip', { equip: facts, fighting: false });
    expect(guide.path).toBe('/game/store?shelf=gear');
    expect(guide.highlights[0]).toBe('li[aria-label="Leather Cap"]');
    expect(guide.hint).toBe(
      `The store sells a Leather Cap for ${facts.forSale!.price} gold; you can wear it from level 2.`,
    );
  });

  it('once able to wear it, the hint drops the level; bought, it points to the pack', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 10 });
    expect(selectEquipFacts(world).forSale?.level).toBeNull();
    stepWorld(world, [{ type: 'buyItem', itemId: 'leather_cap', quantity: 1 }]);
    const facts = selectEquipFacts(world);
    expect(facts.wearable).toEqual({ itemId: 'leather_cap', name: 'Leather Cap' });
    const guide = taskGuide('equip', { equip: facts, fighting: false });
    expect(guide.path).toBe('/game/inventory');
    expect(guide.hint).toBe('Your Leather Cap is in your pack: tap it in the inventory, then Equip.');
  });

  it('a piece above the hunter’s level says when it fits', () => {
    const world = createTestWorld('base');
    stepWorld(world, [{ type: 'buyItem', itemId: 'leather_cap', quantity: 1 }]);
    const facts = selectEquipFacts(world);
    expect(facts.wearable).toBeNull();
    expect(facts.tooHigh).toEqual({ itemId: 'leather_cap', name: 'Leather Cap', level: 2 });
    expect(taskGuide('equip', { equip: facts, fighting: false }).hint).toBe(
      'Your Leather Cap fits from level 2: fights and training get you there.',
    );
  });

  it('a piece to wear now from the store beats one in the pack that waits for a level', () => {
    const world = createTestWorld('base');
    setSkillLevels(world, { bladework: 5 });
    expect(world.player.level).toBe(2);
    stepWorld(world, [{ type: 'buyItem', itemId: 'hide_gloves', quantity: 1 }]);
    const facts = selectEquipFacts(world);
    expect(facts.tooHigh).toMatchObject({ itemId: 'hide_gloves', level: 3 });
    expect(facts.forSale).toMatchObject({ level: null });
    expect(taskGuide('equip', { equip: facts, fighting: false }).path).toBe('/game/store?shelf=gear');
  });

  it('the potion step asks for a fight first only while there is none', () => {
    const equip = { wearable: null, tooHigh: null, forSale: null };
    expect(taskGuide('potion', { equip, fighting: false }).hint).toMatch(/^Start a fight first/);
    expect(taskGuide('potion', { equip, fighting: true }).hint).toBeNull();
  });
});
