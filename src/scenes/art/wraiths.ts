import { GraphicsContext } from 'pixi.js';
import type { WraithShape } from './kinds';
import { mixColor } from './palette';

/**
 * The summoned wraiths' spectral figures, one drawing per shape. Each is drawn once into a
 * GraphicsContext in pale greys at part-transparency and shared by every Graphics that shows it; the
 * Graphics is tinted toward the wraith's glow, so one drawing serves any colour while its hollows
 * (eyes, mouths, the eclipse's disc) stay dark.
 *
 * Local space: the body's centre at (0, 0), about 76 units from crown to the tip of the tail, facing
 * +x (toward the enemy). Wraiths have no feet: every figure thins into a trailing wisp.
 */

/** Height in local units of a figure from crown to tail. */
export const WRAITH_ART_HEIGHT = 76;

/** Per-shape size: the little wisp floats smaller, the sovereign looms. */
export const WRAITH_SHAPE_SCALE: Record<WraithShape, number> = {
  wisp: 0.85,
  shade: 1,
  revenant: 1.05,
  chorister: 1,
  sentinel: 1.05,
  herald: 1.05,
  phantom: 1.05,
  sovereign: 1.18,
};

const MIST = 0xd6dbe8;
const CORE = 0xffffff;
const HOLLOW = 0x0b0912;

/** The tint of a figure of glow `glow`: the glow washed pale, so the figure reads as light, not paint. */
export function wraithBodyTint(glow: number): number {
  return mixColor(glow, 0xffffff, 0.42);
}

function fill(context: GraphicsContext, points: number[], color: number, alpha: number): GraphicsContext {
  return context.poly(points, true).fill({ color, alpha });
}

/** A tapering, wavering wisp trailing below a body: three layers, fainter toward the tip. */
function tail(context: GraphicsContext, topY: number, halfWidth: number, length: number): void {
  for (let layer = 0; layer < 3; layer += 1) {
    const width = halfWidth * (1 - layer * 0.28);
    const reach = length * (1 - layer * 0.2);
    fill(
      context,
      [
        -width,
        topY,
        width,
        topY,
        width * 0.7,
        topY + reach * 0.35,
        width * 0.15 - 3,
        topY + reach * 0.7,
        -3 - layer,
        topY + reach,
        -width * 0.55,
        topY + reach * 0.5,
      ],
      MIST,
      0.34 - layer * 0.09,
    );
  }
}

function drawWisp(context: GraphicsContext): void {
  tail(context, 8, 9, 26);
  const flame = [
    0, -34, 5, -24, 12, -18, 16, -6, 14, 6, 6, 13, -6, 13, -14, 6, -16, -6, -12, -16, -7, -20, -6, -28, -2, -22,
  ];
  fill(context, flame, MIST, 0.55);
  fill(context, [1, -22, 8, -12, 10, -2, 6, 8, -5, 8, -9, -2, -7, -12, -3, -16], CORE, 0.8);
  context.ellipse(2, -2, 1.8, 2.6).fill({ color: HOLLOW, alpha: 0.9 });
  context.ellipse(8, -2, 1.8, 2.6).fill({ color: HOLLOW, alpha: 0.9 });
}

function drawShade(context: GraphicsContext): void {
  tail(context, 14, 13, 24);
  const cloak = [
    0, -38, 10, -34, 16, -22, 18, -6, 20, 12, 14, 20, 8, 15, 2, 24, -4, 17, -10, 23, -15, 13, -18, -2, -16, -20, -10,
    -32,
  ];
  fill(context, cloak, MIST, 0.58);
  // The reaching arm, fainter than the cloak.
  fill(context, [10, -8, 24, -4, 28, 0, 25, 3, 12, 3], MIST, 0.5);
  context.ellipse(5, -21, 7, 8.5).fill({ color: HOLLOW, alpha: 0.85 });
  context.circle(3, -22, 1.6).fill({ color: CORE, alpha: 1 });
  context.circle(8, -22, 1.6).fill({ color: CORE, alpha: 1 });
}

function drawRevenant(context: GraphicsContext): void {
  tail(context, 10, 10, 28);
  fill(context, [-12, -18, 12, -18, 10, 4, 4, 14, -4, 14, -10, 4], MIST, 0.62);
  context.circle(-12, -18, 6.5).fill({ color: MIST, alpha: 0.75 });
  context.circle(12, -18, 6.5).fill({ color: MIST, alpha: 0.75 });
  fill(context, [-7, -38, 7, -38, 8, -26, 4, -21, -4, -21, -8, -26], MIST, 0.8);
  fill(context, [-2, -45, 3, -45, 1, -38, -1, -38], CORE, 0.85);
  context.rect(-1, -32, 9, 2.6).fill({ color: HOLLOW, alpha: 0.9 });
  context.circle(5, -30.7, 1.3).fill({ color: CORE, alpha: 1 });
  // A ghost blade held low and forward.
  fill(context, [13, -11, 17, -14, 38, 10, 35, 13], CORE, 0.8);
  fill(context, [10, -16, 19, -8, 17, -6, 8, -14], MIST, 0.9);
}

function drawChorister(context: GraphicsContext): void {
  tail(context, 14, 11, 24);
  fill(context, [-8, -20, 8, -20, 14, 8, 9, 22, 1, 16, -7, 24, -14, 8], MIST, 0.55);
  // A drowned halo, and hair hanging wet.
  context.circle(0, -29, 13).stroke({ width: 1.6, color: CORE, alpha: 0.55 });
  context.circle(0, -28, 8).fill({ color: MIST, alpha: 0.72 });
  for (let strand = 0; strand < 4; strand += 1) {
    const x = -8 + strand * 2.2;
    context
      .moveTo(x, -30)
      .quadraticCurveTo(x - 4, -16, x + 1, -4 + strand * 2)
      .stroke({ width: 1.4, color: MIST, alpha: 0.55 });
  }
  context.ellipse(0, -29, 1.4, 0.9).fill({ color: HOLLOW, alpha: 0.8 });
  context.ellipse(5, -29, 1.4, 0.9).fill({ color: HOLLOW, alpha: 0.8 });
  // Mouth open in the hymn.
  context.ellipse(3.5, -24, 2, 3.2).fill({ color: HOLLOW, alpha: 0.9 });
  context.circle(7, -10, 3.2).fill({ color: CORE, alpha: 0.7 });
}

function drawSentinel(context: GraphicsContext): void {
  tail(context, 16, 10, 22);
  fill(context, [-10, -34, 10, -34, 13, -20, 11, 18, 0, 28, -11, 18, -13, -20], MIST, 0.56);
  fill(context, [-10, -34, -7, -44, -4, -34, -2, -34, 0, -47, 2, -34, 4, -34, 7, -44, 10, -34], MIST, 0.8);
  context.circle(2, -22, 4.5).fill({ color: CORE, alpha: 1 });
  context.circle(3, -22, 1.8).fill({ color: HOLLOW, alpha: 0.9 });
  // The tower shield held before it, a rune cut down its face.
  context.roundRect(8, -16, 14, 32, 3).fill({ color: MIST, alpha: 0.82 });
  context.roundRect(8, -16, 14, 32, 3).stroke({ width: 1.2, color: CORE, alpha: 0.9 });
  context.moveTo(15, -11).lineTo(15, 11).moveTo(11, -3).lineTo(19, 3).stroke({ width: 1.4, color: HOLLOW, alpha: 0.7 });
}

function drawHerald(context: GraphicsContext): void {
  tail(context, 12, 8, 28);
  // A tattered cape behind, like wings.
  fill(context, [-5, -24, -30, -32, -22, -20, -34, -8, -20, -4, -27, 8, -8, 6], MIST, 0.38);
  fill(context, [-5, -24, 5, -24, 8, 12, 0, 24, -8, 12], MIST, 0.62);
  fill(context, [-4, -40, 4, -40, 5, -28, -5, -28], MIST, 0.78);
  context
    .moveTo(-3, -39)
    .quadraticCurveTo(-10, -48, -4, -54)
    .moveTo(3, -39)
    .quadraticCurveTo(8, -48, 14, -50)
    .stroke({ width: 1.8, color: CORE, alpha: 0.8 });
  context.rect(0, -36, 4, 1.6).fill({ color: HOLLOW, alpha: 0.9 });
  // The herald's horn, raised to the foe.
  fill(context, [4, -32, 22, -37, 23, -29, 4, -29], CORE, 0.82);
  context.ellipse(24, -33, 2.6, 5.5).fill({ color: CORE, alpha: 0.9 });
}

function drawPhantom(context: GraphicsContext): void {
  tail(context, 12, 11, 26);
  // The eclipse: a bright corona round a dark disc behind the mask.
  context.circle(-2, -27, 15).fill({ color: CORE, alpha: 0.35 });
  context.circle(-2, -27, 11.5).fill({ color: HOLLOW, alpha: 0.82 });
  fill(context, [-9, -16, 9, -16, 15, 6, 10, 18, 2, 12, -6, 20, -14, 6], MIST, 0.56);
  context.ellipse(1, -27, 6, 8).fill({ color: CORE, alpha: 0.92 });
  fill(context, [0, -29, 6, -30, 5, -27.5, 0, -27], HOLLOW, 0.9);
  // A crescent blade for an arm.
  fill(context, [9, -10, 22, -22, 32, -20, 26, -15, 34, -6, 22, -10, 12, -6], CORE, 0.78);
}

function drawSovereign(context: GraphicsContext): void {
  tail(context, 14, 14, 24);
  fill(context, [-22, -16, 22, -16, 26, 12, 14, 26, 0, 18, -14, 26, -26, 12], MIST, 0.46);
  fill(context, [-10, -18, 10, -18, 9, 8, 0, 14, -9, 8], MIST, 0.64);
  context.circle(0, -27, 8).fill({ color: MIST, alpha: 0.72 });
  context.ellipse(2.5, -26, 5, 5.5).fill({ color: HOLLOW, alpha: 0.82 });
  context.circle(1, -26.5, 1.3).fill({ color: CORE, alpha: 1 });
  context.circle(5, -26.5, 1.3).fill({ color: CORE, alpha: 1 });
  // A crown of five spikes.
  fill(context, [-9, -32, -10, -41, -6, -36, -3, -45, 0, -37, 3, -45, 6, -36, 10, -41, 9, -32], CORE, 0.92);
  context.circle(0, -4, 3.6).fill({ color: CORE, alpha: 1 });
  context.circle(0, -4, 6.5).fill({ color: CORE, alpha: 0.25 });
}

const DRAW: Record<WraithShape, (context: GraphicsContext) => void> = {
  wisp: drawWisp,
  shade: drawShade,
  revenant: drawRevenant,
  chorister: drawChorister,
  sentinel: drawSentinel,
  herald: drawHerald,
  phantom: drawPhantom,
  sovereign: drawSovereign,
};

/**
 * The drawings of the wraiths a scene has shown, each built the first time it is needed and kept until
 * the scene goes. Graphics made with `new Graphics(art.context(shape))` share them (and batch: the
 * contexts are marked for the batcher).
 */
export class WraithArt {
  private readonly contexts = new Map<WraithShape, GraphicsContext>();

  context(shape: WraithShape): GraphicsContext {
    let context = this.contexts.get(shape);
    if (!context) {
      context = new GraphicsContext();
      DRAW[shape](context);
      context.batchMode = 'batch';
      this.contexts.set(shape, context);
    }
    return context;
  }

  /** How many drawings have been made (one per shape, however many figures show it). */
  get drawnCount(): number {
    return this.contexts.size;
  }

  destroy(): void {
    for (const context of this.contexts.values()) context.destroy();
    this.contexts.clear();
  }
}
