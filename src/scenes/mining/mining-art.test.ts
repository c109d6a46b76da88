import { describe, expect, test } from 'vitest';
import { PICK_CYCLE_MS, PICK_IMPACT_PHASE, channelPose, pickPose, pickReach, type WorkPose } from './hunter-work';
import { MINING_NODE_CATEGORIES, crackStage, dropGlints } from './mining-model';
import { buildNode, crackPathsFor, drawCracks } from './node-art';
import { COLLAPSE_MS, NodeMotion, RETURN_MS } from './node-motion';
import { NODE_SHAPES } from './node-shapes';

describe('the node cracks as it wears', () => {
  test('a new set of cracks at 25, 50 and 75 % depletion, none before', () => {
    expect([0, 0.1, 0.249].map(crackStage)).toEqual([0, 0, 0]);
    expect([0.25, 0.49].map(crackStage)).toEqual([1, 1]);
    expect([0.5, 0.74].map(crackStage)).toEqual([2, 2]);
    expect([0.75, 0.9, 1].map(crackStage)).toEqual([3, 3, 3]);
  });

  test('every category’s cracks stay inside its crack zones, the same every time', () => {
    for (const category of MINING_NODE_CATEGORIES) {
      const zones = NODE_SHAPES[category].crackZones;
      const paths = crackPathsFor(zones, 3);
      expect(
        paths.map((stage) => stage.length),
        category,
      ).toEqual([1, 2, 3]);
      expect(crackPathsFor(zones, 3)).toEqual(paths);
      for (const path of paths.flat()) {
        for (let index = 0; index < path.length; index += 2) {
          const x = path[index]!;
          const y = path[index + 1]!;
          const inside = zones.some((zone) => ((x - zone.x) / zone.rx) ** 2 + ((y - zone.y) / zone.ry) ** 2 <= 1.001);
          expect(inside, `${category} (${x.toFixed(1)}, ${y.toFixed(1)})`).toBe(true);
        }
      }
    }
  });

  test('each category builds a standing node with its rubble hidden; cracks redraw only their own layer', () => {
    for (const category of MINING_NODE_CATEGORIES) {
      const node = buildNode(category);
      expect(node.rubble.visible).toBe(false);
      expect(node.body.visible).toBe(true);
      const litBounds = node.lit.getLocalBounds();
      expect(litBounds.width, category).toBeGreaterThan(0);
      drawCracks(node, 0);
      expect(node.cracks.getLocalBounds().width).toBe(0);
      drawCracks(node, 3);
      expect(node.cracks.getLocalBounds().width, category).toBeGreaterThan(0);
      expect(node.lit.getLocalBounds()).toEqual(litBounds);
      node.root.destroy({ children: true });
    }
  });
});

describe('loot glints', () => {
  test('rare, epic and legendary drops glint; common and uncommon only throw chunks', () => {
    expect(dropGlints('common')).toBe(false);
    expect(dropGlints('uncommon')).toBe(false);
    expect(dropGlints('rare')).toBe(true);
    expect(dropGlints('epic')).toBe(true);
    expect(dropGlints('legendary')).toBe(true);
  });
});

describe('the hunter at work', () => {
  const pose = (): WorkPose => ({ limb: 0, lean: 0, shift: 0 });

  test('a pick stroke raises the pick overhead, strikes at the impact and comes back to rest', () => {
    const rest = pickPose(0, pose());
    const raised = pickPose(0.4, pose());
    const struck = pickPose(PICK_IMPACT_PHASE, pose());
    expect(raised.limb).toBeLessThan(-2);
    expect(struck.limb).toBeGreaterThan(0);
    expect(struck.lean).toBeGreaterThan(0);
    expect(pickPose(0.999, pose()).limb).toBeCloseTo(rest.limb, 2);
    // Cycles repeat: phase 1.25 poses as 0.25.
    expect(pickPose(1.25, pose())).toEqual(pickPose(0.25, pose()));
    expect(PICK_CYCLE_MS).toBeGreaterThan(600);
  });

  test('the pick bites forward of the hunter at waist height; channelling holds the arm up', () => {
    const reach = pickReach();
    expect(reach.x).toBeGreaterThan(30);
    expect(reach.y).toBeLessThan(-20);
    expect(reach.y).toBeGreaterThan(-60);
    const channel = channelPose(1234, pose());
    expect(channel.limb).toBeLessThan(-1.7);
  });
});

describe('collapse and return', () => {
  test('the first reading snaps; depletion collapses the node into rubble, a respawn raises it again', () => {
    const node = buildNode('ore_veins');
    const motion = new NodeMotion();
    expect(motion.follow(true, 0)).toBeNull();
    expect(motion.state).toBe('rubble');
    motion.snap();
    expect(motion.follow(false, 0)).toBeNull();
    expect(motion.state).toBe('whole');

    expect(motion.follow(true, 1000)).toBe('collapse');
    motion.apply(node, 1000 + COLLAPSE_MS / 2);
    expect(motion.state).toBe('collapsing');
    expect(node.body.scale.y).toBeLessThan(1);
    expect(node.rubble.visible).toBe(true);
    motion.follow(true, 1000 + COLLAPSE_MS);
    motion.apply(node, 1000 + COLLAPSE_MS);
    expect(motion.state).toBe('rubble');
    expect(node.body.visible).toBe(false);

    expect(motion.follow(false, 5000)).toBe('return');
    motion.apply(node, 5000 + RETURN_MS / 3);
    expect(node.body.visible).toBe(true);
    motion.follow(false, 5000 + RETURN_MS);
    motion.apply(node, 5000 + RETURN_MS);
    expect(motion.state).toBe('whole');
    expect(node.rubble.visible).toBe(false);
    expect(node.body.scale.y).toBe(1);
    node.root.destroy({ children: true });
  });
});
