import { describe, expect, it } from 'vitest';
import { ALL_MINING_NODES, MINING_NODES_BY_ID } from '@/core/content-index';
import { step } from '@/core/step';
import { createTestWorld, stepUntil } from '@/core/testing/fixtures';
import { harvestDurationMs } from '@/core/systems/mining-rules';
import { miningKey, selectMiningPage } from './mining-page';

const SEEP = 'rift_edge_mana_seep';
const MINUTE = 60_000;

describe('the mining page view', () => {
  it('lists every node once, by category in the content order, with the core refusals', () => {
    const world = createTestWorld();
    const view = selectMiningPage(world, world.sim.nowMs);
    expect(view.categories).toHaveLength(9);
    expect(view.categories.flatMap((category) => category.nodes.map((node) => node.id))).toEqual(
      ALL_MINING_NODES.map((node) => node.id),
    );
    const nodes = view.categories.flatMap((category) => category.nodes);
    for (const node of nodes) {
      const def = MINING_NODES_BY_ID[node.id]!;
      expect(node.locked).toBe(world.player.level < def.levelRequirement);
      expect(node.refusal).toBe(node.locked ? `Level ${def.levelRequirement} required to mine ${def.name}` : null);
      expect(node.harvestMs).toBe(harvestDurationMs(def, world.skills.survival.level, 0));
    }
    expect(view.current).toBeNull();
  });

  it('shows the harvest under way, the depletion after it, and a depleted node with its return time', () => {
    const world = createTestWorld();
    const before = miningKey(world);
    step(world, [{ type: 'startMining', nodeId: SEEP }]);
    expect(miningKey(world)).not.toBe(before);
    let view = selectMiningPage(world, world.sim.nowMs);
    expect(view.current).toMatchObject({ nodeId: SEEP, name: MINING_NODES_BY_ID[SEEP]!.name });
    expect(view.categories[0]!.nodes[0]).toMatchObject({ active: true, refusal: null });

    stepUntil(world, (events) => events.some((event) => event.type === 'miningStopped'));
    view = selectMiningPage(world, world.sim.nowMs);
    const seep = view.categories[0]!.nodes[0]!;
    expect(seep).toMatchObject({ depleted: true, personalDepletion: 1, active: false });
    expect(seep.returnsAt).toBe(
      world.mining.nodeProgress[SEEP]!.lastMinedAt! + MINING_NODES_BY_ID[SEEP]!.respawnMinutes * MINUTE,
    );
    expect(seep.refusal).toMatch(/is depleted/);
    // Read at its return time, the node is whole again (the world itself is not changed).
    const later = selectMiningPage(world, seep.returnsAt!).categories[0]!.nodes[0]!;
    expect(later).toMatchObject({ depleted: false, personalDepletion: 0, refusal: null });
    expect(world.mining.nodeProgress[SEEP]!.personalDepletion).toBe(1);
  });

  it('gives chances with the level bonus and thins rare lines by global depletion', () => {
    const world = createTestWorld();
    const node = ALL_MINING_NODES.find((row) => row.loot.some((line) => line.rarity === 'rare'))!;
    world.skills.survival.level = node.levelRequirement + 4;
    const chanceOf = (global: number) => {
      world.mining.nodeProgress[node.id] = {
        nodeId: node.id,
        personalDepletion: 0,
        globalDepletion: global,
        totalHarvests: 0,
        harvestsThisHour: 0,
        hourResetAt: 0,
        lastMinedAt: null,
      };
      const view = selectMiningPage(world, world.sim.nowMs).categories.flatMap((category) => category.nodes);
      return view.find((row) => row.id === node.id)!.loot.find((line) => line.rarity === 'rare')!.chance;
    };
    expect(chanceOf(0)).toBeCloseTo(0.15 + 4 * 0.005);
    expect(chanceOf(1)).toBeCloseTo((0.15 + 4 * 0.005) / 2);
  });
});
