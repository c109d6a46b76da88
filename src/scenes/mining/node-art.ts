import { Container, Graphics } from 'pixi.js';
import { palette, shadeColor } from '../art/palette';
import { SceneRandom } from '../art/random';
import { batchFigure, poly } from '../art/rig';
import { MINING_NODE_CATEGORIES, type MiningNodeCategory } from './mining-model';
import { NODE_SHAPES, type CrackZone, type NodeShape } from './node-shapes';

/**
 * A mining node drawn once in code (node-shapes.ts), in the rigs' local space. Animation only moves,
 * squashes and fades its parts: `body` sinks and crumbles when the node is depleted, `lit` pulses
 * while it is worked and dims as it wears; `cracks` is redrawn only when the crack stage changes.
 */
export interface NodeRig {
  readonly category: MiningNodeCategory;
  readonly root: Container;
  /** The whole node standing: pivot at its foot. */
  readonly body: Container;
  readonly lit: Graphics;
  readonly cracks: Graphics;
  /** The heap left when it is depleted; hidden while it stands. */
  readonly rubble: Graphics;
  readonly shape: NodeShape;
  /** Crack lines by stage: the paths added at stages 1, 2 and 3 (flat x, y lists). */
  readonly crackPaths: readonly (readonly number[])[][];
}

/** Points along a main crack (its two ends included). */
const SEGMENTS = 5;
/** Where each main crack starts on its zone's rim (radians from the top): a different side each time. */
const START_ANGLES = [-0.75, 0.1, 0.85] as const;

/**
 * Crack paths for a node's zones, seeded by category so a node always cracks the same way: stage 1
 * adds one long crack, stage 2 a second and a branch off the first, stage 3 a third and two branches.
 * Each main crack zigzags from one side of its zone to the other; every point lies inside its zone.
 */
export function crackPathsFor(zones: readonly CrackZone[], seed: number): number[][][] {
  const random = new SceneRandom(seed);
  const zoneOf = (index: number): CrackZone => zones[index % zones.length]!;
  const mains: number[][] = [];
  for (let index = 0; index < 3; index += 1) {
    const zone = zoneOf(index);
    const start = -Math.PI / 2 + START_ANGLES[index]! + random.range(-0.25, 0.25);
    const end = start + Math.PI + random.range(-0.45, 0.45);
    const fromX = Math.cos(start) * 0.95;
    const fromY = Math.sin(start) * 0.95;
    const toX = Math.cos(end) * 0.85;
    const toY = Math.sin(end) * 0.85;
    // Zigzag across the line between the ends: alternate sides, a random amount each time.
    const length = Math.hypot(toX - fromX, toY - fromY) || 1;
    const normalX = -(toY - fromY) / length;
    const normalY = (toX - fromX) / length;
    const path: number[] = [];
    for (let step = 0; step <= SEGMENTS; step += 1) {
      const t = step / SEGMENTS;
      const side = step === 0 || step === SEGMENTS ? 0 : (step % 2 === 0 ? 1 : -1) * random.range(0.05, 0.14);
      const [x, y] = clampToUnit(
        fromX + (toX - fromX) * t + normalX * side,
        fromY + (toY - fromY) * t + normalY * side,
      );
      path.push(zone.x + x * zone.rx, zone.y + y * zone.ry);
    }
    mains.push(path);
  }
  const branch = (from: number[], zone: CrackZone): number[] => {
    const x = from[4]!;
    const y = from[5]!;
    const angle = random.range(0, Math.PI * 2);
    const [bx, by] = clampToUnit(
      (x - zone.x) / zone.rx + Math.cos(angle) * 0.5,
      (y - zone.y) / zone.ry + Math.sin(angle) * 0.5,
    );
    const [mx, my] = clampToUnit(
      (x - zone.x) / zone.rx + Math.cos(angle + 0.5) * 0.25,
      (y - zone.y) / zone.ry + Math.sin(angle + 0.5) * 0.25,
    );
    return [x, y, zone.x + mx * zone.rx, zone.y + my * zone.ry, zone.x + bx * zone.rx, zone.y + by * zone.ry];
  };
  return [
    [mains[0]!],
    [mains[1]!, branch(mains[0]!, zoneOf(0))],
    [mains[2]!, branch(mains[1]!, zoneOf(1)), branch(mains[2]!, zoneOf(2))],
  ];
}

function clampToUnit(x: number, y: number): [number, number] {
  const length = Math.hypot(x, y);
  return length <= 0.95 ? [x, y] : [(x / length) * 0.95, (y / length) * 0.95];
}

function tracePaths(g: Graphics, rig: NodeRig, stage: number, dx: number, dy: number, points: number): void {
  for (let level = 0; level < stage && level < rig.crackPaths.length; level += 1) {
    for (const path of rig.crackPaths[level]!) {
      g.moveTo(path[0]! + dx, path[1]! + dy);
      const end = Math.min(path.length, points * 2);
      for (let index = 2; index < end; index += 2) g.lineTo(path[index]! + dx, path[index + 1]! + dy);
    }
  }
}

/**
 * Redraws the cracks of `stage` (0: none): dark splits, wider where they start (where the blows
 * land), each with a pale lip below it so it reads as cut into the surface.
 */
export function drawCracks(rig: NodeRig, stage: number): void {
  const g = rig.cracks;
  g.clear();
  if (stage === 0) return;
  const width = 0.6 + stage * 0.25;
  tracePaths(g, rig, stage, 0.6, 0.8, SEGMENTS + 1);
  g.stroke({ width, color: 0xffffff, alpha: 0.2, join: 'miter', cap: 'butt' });
  tracePaths(g, rig, stage, 0, 0, SEGMENTS + 1);
  g.stroke({ width, color: 0x07060b, alpha: 0.95, join: 'miter', cap: 'butt' });
  tracePaths(g, rig, stage, 0, 0, 3);
  g.stroke({ width: width * 1.5, color: 0x07060b, alpha: 0.95, join: 'miter', cap: 'butt' });
}

/** The heap a depleted node leaves: broken chunks of its stone, a last ember of its light among them. */
function drawRubble(g: Graphics, shape: NodeShape, seed: number): void {
  const random = new SceneRandom(seed * 31 + 7);
  g.ellipse(0, -2, 50, 8).fill({ color: 0x000000, alpha: 0.35 });
  const dark = shadeColor(shape.stone, -0.35);
  const lit = shadeColor(shape.stone, 0.15);
  // A heap: a back row of large blocks piled highest in the middle, a front row of smaller ones.
  for (let row = 0; row < 2; row += 1) {
    const count = row === 0 ? 6 : 9;
    for (let index = 0; index < count; index += 1) {
      const spread = row === 0 ? 32 : 44;
      const x = -spread + (index * 2 * spread) / (count - 1) + random.range(-3, 3);
      const middle = 1 - Math.abs(x) / (spread + 12);
      const size = (row === 0 ? random.range(9, 15) : random.range(5, 9)) * (0.5 + 0.5 * middle);
      const y = row === 0 ? -4 - 16 * middle * random.range(0.6, 1) : -random.range(0, 3);
      chunk(g, x, y, size, index % 3 === 0 ? dark : row === 0 ? shape.stone : lit);
    }
  }
  g.circle(-6, -8, 2.4).fill({ color: shape.tint, alpha: 0.7 });
  g.circle(12, -5, 1.8).fill({ color: shape.tint, alpha: 0.5 });
}

/** One broken block of stone, flat side down, with a pale edge. */
function chunk(g: Graphics, x: number, y: number, size: number, color: number): void {
  poly(
    g,
    [
      x - size,
      y,
      x - size * 0.6,
      y - size * 0.9,
      x + size * 0.4,
      y - size,
      x + size,
      y - size * 0.2,
      x + size * 0.7,
      y + 1,
      x - size * 0.5,
      y + 1,
    ],
    color,
  );
  g.stroke({ width: 1, color: palette.ash, alpha: 0.45, join: 'round' });
}

export function buildNode(category: MiningNodeCategory): NodeRig {
  const shape = NODE_SHAPES[category];
  const seed = MINING_NODE_CATEGORIES.indexOf(category) + 1;
  const root = new Container();
  const body = new Container();
  const solid = new Graphics();
  const lit = new Graphics();
  const front = new Graphics();
  const cracks = new Graphics();
  const rubble = new Graphics();
  shape.draw(solid, lit, front);
  drawRubble(rubble, shape, seed);
  rubble.visible = false;
  const ground = new Graphics().ellipse(0, 0, 50, 9).fill({ color: 0x000000, alpha: 0.45 });
  body.addChild(solid, lit, front, cracks);
  root.addChild(ground, rubble, body);
  const rig: NodeRig = {
    category,
    root,
    body,
    lit,
    cracks,
    rubble,
    shape,
    crackPaths: crackPathsFor(shape.crackZones, seed),
  };
  batchFigure(root);
  return rig;
}
