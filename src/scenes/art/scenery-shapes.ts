/** Shapes several area backdrops share: ridges, bare trees, floating rocks. */
import type { Graphics } from 'pixi.js';
import type { SceneRandom } from './random';

/** The canvas region a backdrop fills, and where the ground starts. */
export interface BackdropFrame {
  width: number;
  height: number;
  /** Size unit for scenery: the short side, a little larger on tall portrait screens so the sky is not empty. */
  unit: number;
  groundY: number;
  random: SceneRandom;
}

/** A jagged ridge from the left edge to the right, filled down to `bottom`. */
export function ridge(
  g: Graphics,
  frame: BackdropFrame,
  baseY: number,
  amplitude: number,
  step: number,
  color: number,
  bottom: number,
): void {
  const points: number[] = [0, bottom, 0, baseY];
  for (let x = 0; x <= frame.width + step; x += step) points.push(x, baseY - frame.random.range(0.2, 1) * amplitude);
  points.push(frame.width, bottom);
  g.poly(points, true).fill(color);
}

/** A bare tree: a trunk that forks twice at each of `depth` levels. */
export function deadTree(
  g: Graphics,
  x: number,
  y: number,
  length: number,
  angle: number,
  depth: number,
  color: number,
  frame: BackdropFrame,
): void {
  const endX = x + Math.cos(angle) * length;
  const endY = y + Math.sin(angle) * length;
  g.moveTo(x, y)
    .lineTo(endX, endY)
    .stroke({ width: Math.max(1, depth * 1.6), color, cap: 'round' });
  if (depth <= 1) return;
  const branches = 2;
  for (let index = 0; index < branches; index += 1) {
    const spread = frame.random.range(0.3, 0.7) * (index === 0 ? -1 : 1);
    deadTree(g, endX, endY, length * frame.random.range(0.6, 0.78), angle + spread, depth - 1, color, frame);
  }
}

/** A jagged lump of rock hanging in the air (or lying on the ground). */
export function floatingRock(g: Graphics, x: number, y: number, size: number, color: number, edge: number): void {
  g.poly(
    [
      x - size,
      y,
      x - size * 0.6,
      y - size * 0.45,
      x + size * 0.5,
      y - size * 0.5,
      x + size,
      y - size * 0.05,
      x + size * 0.3,
      y + size * 0.9,
      x - size * 0.2,
      y + size * 0.5,
    ],
    true,
  ).fill(color);
  g.stroke({ width: 1.2, color: edge, alpha: 0.45 });
}
