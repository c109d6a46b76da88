import { Container, Graphics, Rectangle, Texture } from 'pixi.js';
import type { ProceduralBundle } from '../bundles';
import { softDisc } from '../art/textures';

export type TrainingTextureKey = 'glow' | 'spark' | 'pixel';

const FRAMES: Record<TrainingTextureKey, [number, number, number, number]> = {
  glow: [0, 0, 64, 64],
  spark: [66, 0, 48, 48],
  // The centre of an 8 px white block, so a stretched bar samples only white.
  pixel: [118, 2, 4, 4],
};

/**
 * The training vignette's own small atlas (a soft glow, a four-point spark, a white pixel for the
 * progress bar), generated once per renderer and white so sprites tint it.
 */
export const trainingFxBundle: ProceduralBundle = {
  id: 'training-fx',
  kind: 'procedural',
  generate(renderer) {
    const glow = new Graphics();
    const glowGradient = softDisc(glow, 32, 0.2);
    const spark = new Graphics();
    const sparkGradient = softDisc(spark, 24, 0.12);
    spark.poly([24, 0, 27, 21, 48, 24, 27, 27, 24, 48, 21, 27, 0, 24, 21, 21], true).fill(0xffffff);
    const pixel = new Graphics().rect(0, 0, 8, 8).fill(0xffffff);
    const sheet = new Container();
    glow.position.set(FRAMES.glow[0], FRAMES.glow[1]);
    spark.position.set(FRAMES.spark[0], FRAMES.spark[1]);
    pixel.position.set(FRAMES.pixel[0] - 2, FRAMES.pixel[1] - 2);
    sheet.addChild(glow, spark, pixel);
    const atlas = renderer.generateTexture({
      target: sheet,
      frame: new Rectangle(0, 0, 128, 64),
      resolution: 1,
      antialias: true,
    });
    sheet.destroy({ children: true });
    glowGradient.destroy();
    sparkGradient.destroy();
    const frame = (key: TrainingTextureKey): Texture => {
      const [x, y, width, height] = FRAMES[key];
      return new Texture({ source: atlas.source, frame: new Rectangle(x, y, width, height) });
    };
    return { glow: frame('glow'), spark: frame('spark'), pixel: frame('pixel') } satisfies Record<
      TrainingTextureKey,
      Texture
    >;
  },
};
