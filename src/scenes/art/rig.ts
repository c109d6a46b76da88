import { Container, Graphics } from 'pixi.js';

/**
 * A figure built from layered parts so it can animate without redrawing: the geometry of every part is
 * drawn once; animation only moves, turns, scales, tints and fades containers.
 *
 * Local space: feet at (0, 0), y up is negative, facing +x (the root's scale.x mirrors it).
 */
export class Rig {
  /** Placed at the fighter's spot on the ground; scale.x = facing * size. */
  readonly root = new Container();
  /** Ground shadow: stays on the ground while the body jumps or lunges. */
  readonly shadow = new Graphics();
  /** Everything that moves: lunge, knockback, dodge, fall. Pivot at the feet. */
  readonly body = new Container();
  /** Breathes (scale.y) in idle. Pivot at the feet. */
  readonly torso = new Container();
  /** Sways gently (a cape, wings, a tail); rotation about its own pivot. */
  readonly sway = new Container();
  /** The striking limb (sword arm, claw, jaws, staff); rotation about the shoulder. */
  readonly limb = new Container();
  /** Eyes drawn white, tinted with `eyeColor`: a boss's burn ember. */
  readonly eyes = new Graphics();

  /** Height of the figure in local units, feet to crown. */
  height = 120;
  /** Local y of the chest: where hits land and numbers rise from (negative). */
  chestY = -70;
  /** Local point where spells leave the hand. */
  readonly castPoint = { x: 20, y: -70 };
  /** How far the figure reaches forward of its feet (local units): keeps facing fighters from overlapping. */
  reach = 40;
  /** Local y of the top of the head (boss crowns sit here). */
  headTopY = -115;
  headX = 0;
  /** Limb rotation at rest, and how far it winds up (negative) and follows through (positive). */
  limbRest = 0;
  limbWindUp = -1.1;
  limbSwing = 1.3;
  /** Floating figures bob instead of standing. */
  hovers = false;
  /** Tint of the whole body when not flashing (bosses are a shade warmer). */
  baseTint = 0xffffff;

  constructor() {
    this.root.addChild(this.shadow, this.body);
    this.body.addChild(this.sway, this.torso);
    // Builders add their parts, the limb and the eyes to the torso in drawing order.
  }

  /** Draws the soft ground shadow for a figure `width` wide. */
  drawShadow(width: number): void {
    this.shadow
      .clear()
      .ellipse(0, 0, width / 2, width / 9)
      .fill({ color: 0x000000, alpha: 0.5 });
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}

/**
 * Sends every part of a figure through Pixi's batcher, however many vertices it has: a figure then
 * draws in one call with its neighbours instead of one call per part (Pixi batches only small
 * Graphics by default; software WebGL pays per draw call).
 */
export function batchFigure(root: Container): void {
  if (root instanceof Graphics) root.context.batchMode = 'batch';
  for (const child of root.children) batchFigure(child);
}

/** A rim stroke that keeps dark silhouettes readable on dark backdrops. */
export function rim(graphics: Graphics, color: number, width = 1.5, alpha = 0.55): Graphics {
  return graphics.stroke({ width, color, alpha, join: 'round' });
}

/** Shorthand for a closed polygon from a flat list of points. */
export function poly(graphics: Graphics, points: number[], color: number, alpha = 1): Graphics {
  return graphics.poly(points, true).fill({ color, alpha });
}
