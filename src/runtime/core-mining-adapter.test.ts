import { describe, expect, test } from 'vitest';
import { MINING_NODES } from '@/content/mining-nodes';
import { MINING_NODES_BY_ID } from '@/core/content-index';
import type { GameEvent } from '@/core/events';
import { step } from '@/core/step';
import { createTestWorld, giveAndEquip, stepUntil } from '@/core/testing/fixtures';
import { createMiningSceneModel, MINING_NODE_CATEGORIES } from '@/scenes/mining/mining-model';
import { createCoreMiningAdapter, dropRarity } from './core-mining-adapter';

const SEEP = 'rift_edge_mana_seep';
const POOL = 'gloomroot_mana_pool';

function miningWorld(nodeId = SEEP) {
  const world = createTestWorld('base');
  const { replies } = step(world, [{ type: 'startMining', nodeId }]);
  expect(replies[0]).toEqual({ ok: true });
  return world;
}

describe('mining nodes come from content', () => {
  test('content uses exactly the categories the scene draws', () => {
    const used = new Set(MINING_NODES.map((node) => node.category));
    expect([...used].sort()).toEqual([...MINING_NODE_CATEGORIES].sort());
  });

  test('a drop’s rarity is its line’s on that node’s table, else the item’s own', () => {
    // Moonpetal is an uncommon item, but a rare line on the Gloomroot pool.
    expect(dropRarity(MINING_NODES_BY_ID[POOL], 'moonpetal')).toBe('rare');
    expect(dropRarity(MINING_NODES_BY_ID.rift_edge_mana_seep, 'moonpetal')).toBe('uncommon');
    expect(dropRarity(undefined, 'no_such_item')).toBe('common');
  });
});

describe('the model read from a world', () => {
  test('mid-harvest: the node under way, its look, wear and the harvest’s progress', () => {
    const world = miningWorld();
    for (let tick = 0; tick < 100; tick += 1) step(world, []);
    const adapter = createCoreMiningAdapter();
    const model = createMiningSceneModel();
    adapter.readModel(world, null, model);
    const harvest = world.mining.currentActivity!;
    const node = MINING_NODES_BY_ID[SEEP]!;
    expect(model).toMatchObject({
      nodeId: SEEP,
      category: 'mana_mining',
      work: 'channel',
      personalDepletion: 0,
      depleted: false,
      harvestStartedAt: harvest.startTime,
      weaponClass: 'sword',
      offHand: null,
    });
    // The name is content's own string: steady frames build none.
    expect(model.nodeName).toBe(node.name);
    expect(model.harvestProgress).toBeCloseTo(
      (world.sim.nowMs - harvest.startTime) / (harvest.endTime - harvest.startTime),
    );
    expect(model.harvestProgress).toBeGreaterThan(0);
    expect(model.harvestProgress).toBeLessThan(1);

    // Another node asked for: shown idle, with its own look.
    adapter.readModel(world, 'violet_iron_seam', model);
    expect(model).toMatchObject({
      nodeId: 'violet_iron_seam',
      category: 'ore_veins',
      work: 'pick',
      harvestProgress: null,
      harvestStartedAt: -1,
    });
  });

  test('steady frames: the same world read twice gives the same model, the hunter’s look included', () => {
    const world = miningWorld();
    giveAndEquip(world, 'hunters_shortbow', 'weapon');
    const adapter = createCoreMiningAdapter();
    const first = createMiningSceneModel();
    const second = createMiningSceneModel();
    adapter.readModel(world, null, first);
    adapter.readModel(world, null, second);
    expect(second).toEqual(first);
    expect(first.weaponClass).toBe('bow');
  });

  test('wear shows after harvests; a depleted node is rubble until its respawn time, then whole', () => {
    const world = miningWorld();
    stepUntil(world, (events) => events.some((event) => event.type === 'harvestCompleted'));
    const adapter = createCoreMiningAdapter();
    const model = createMiningSceneModel();
    adapter.readModel(world, SEEP, model);
    expect(model.personalDepletion).toBeCloseTo(MINING_NODES_BY_ID[SEEP]!.depletionRate);

    const record = world.mining.nodeProgress[SEEP]!;
    record.personalDepletion = 1;
    record.lastMinedAt = world.sim.nowMs;
    adapter.readModel(world, SEEP, model);
    expect(model).toMatchObject({ personalDepletion: 1, depleted: true });
    world.sim.nowMs += MINING_NODES_BY_ID[SEEP]!.respawnMinutes * 60_000;
    adapter.readModel(world, SEEP, model);
    expect(model).toMatchObject({ personalDepletion: 0, depleted: false });
  });

  test('following: the node under way, kept once mining stops; nothing mined shows the first node', () => {
    const adapter = createCoreMiningAdapter();
    const model = createMiningSceneModel();
    adapter.readModel(createTestWorld('base'), null, model);
    expect(model.nodeId).toBe(MINING_NODES[0]!.id);
    const world = miningWorld();
    adapter.readModel(world, null, model);
    expect(model.nodeId).toBe(SEEP);
    step(world, [{ type: 'stopMining' }]);
    adapter.readModel(world, null, model);
    expect(model).toMatchObject({ nodeId: SEEP, harvestProgress: null });
    // An unknown node asked for falls back on the first node rather than drawing nothing.
    adapter.readModel(world, 'nowhere', model);
    expect(model.nodeId).toBe(MINING_NODES[0]!.id);
  });
});

describe('core events become scene events', () => {
  test('a real harvest maps to drops with names and rarities; start and stop for the node shown only', () => {
    const world = miningWorld();
    const adapter = createCoreMiningAdapter();
    const events = stepUntil(world, (seen) => seen.some((event) => event.type === 'harvestCompleted'));
    const completed = events.find((event) => event.type === 'harvestCompleted')!;
    const harvest = adapter.toSceneEvent(completed, SEEP);
    expect(harvest).toMatchObject({ type: 'harvest', nodeId: SEEP, depleted: false });
    if (harvest?.type !== 'harvest' || completed.type !== 'harvestCompleted') throw new Error('not a harvest');
    expect(harvest.xp).toBe(completed.xp);
    expect(harvest.drops.map((drop) => drop.itemId)).toEqual(completed.loot.map((loot) => loot.itemId));
    for (const drop of harvest.drops) expect(drop.name.length).toBeGreaterThan(0);
    expect(adapter.toSceneEvent(completed, POOL)).toBeNull();
    expect(adapter.toSceneEvent(completed, null)).not.toBeNull();

    const started = events.find((event) => event.type === 'miningStarted');
    expect(started && adapter.toSceneEvent(started, SEEP)).toEqual({ type: 'started', nodeId: SEEP });
    const stopped: GameEvent = { type: 'miningStopped', nodeId: SEEP, reason: 'depleted', message: 'gone' };
    expect(adapter.toSceneEvent(stopped, null)).toEqual({ type: 'stopped', nodeId: SEEP, depleted: true });
    expect(adapter.toSceneEvent({ ...stopped, reason: 'manual' }, SEEP)).toEqual({
      type: 'stopped',
      nodeId: SEEP,
      depleted: false,
    });
    expect(adapter.toSceneEvent(stopped, POOL)).toBeNull();
    expect(adapter.toSceneEvent({ type: 'respawned', health: 10 }, null)).toBeNull();
  });

  test('a rare line’s drop is named in its rarity; the depleting harvest says so', () => {
    const adapter = createCoreMiningAdapter();
    const event: GameEvent = {
      type: 'harvestCompleted',
      nodeId: POOL,
      loot: [
        { itemId: 'mana_shard', quantity: 2 },
        { itemId: 'moonpetal', quantity: 1 },
      ],
      pouched: 0,
      xp: 25,
      personalDepletion: 1,
      globalDepletion: 0.5,
      depleted: true,
    };
    expect(adapter.toSceneEvent(event, POOL)).toEqual({
      type: 'harvest',
      nodeId: POOL,
      xp: 25,
      depleted: true,
      drops: [
        { itemId: 'mana_shard', name: 'Mana Shard', rarity: 'common', quantity: 2 },
        { itemId: 'moonpetal', name: 'Moonpetal', rarity: 'rare', quantity: 1 },
      ],
    });
  });
});
