import { Container, FillGradient, Graphics, Rectangle, Texture } from 'pixi.js';
import type { ProceduralBundle } from '../bundles';
import { softDisc } from '../art/textures';

export type MiningTextureKey = 'glow' | 'ring' | 'spark' | 'chunk' | 'beam' | 'pixel';

/** Frames in the atlas, 2 px apart so linear filtering never bleeds across. */
const FRAMES: Record<MiningTextureKey, [number, number, number, number]> = {
  glow: [0, 0, 64, 64],
  ring: [66, 0, 64, 64],
  spark: [132, 0, 48, 48],
  chunk: [182, 0, 24, 24],
  beam: [182, 28, 64, 16],
  // The centre of an 8 px white block, so a stretched bar samples only white.
  pixel: [210, 2, 4, 4],
};

/**
 * The mining scene's own atlas, generated once per renderer and white so sprites tint it: a soft glow
 * (halo, dust, motes), a ring (a rare drop's glint), a four-point spark, a rock chunk, a beam (the
 * channel between node and hunter) and a white pixel for the harvest bar. One texture source, so the
 * scene's sprites batch together on software WebGL.
 */
export const miningFxBundle: ProceduralBundle = {
  id: 'mining-fx',
  kind: 'procedural',
  generate(renderer) {
    const glow = new Graphics();
    const glowGradient = softDisc(glow, 32, 0.2);
    const ring = new Graphics();
    ring.circle(32, 32, 28).stroke({ width: 4, color: 0xffffff });
    ring.circle(32, 32, 23).stroke({ width: 3, color: 0xffffff, alpha: 0.35 });
    const spark = new Graphics();
    const sparkGradient = softDisc(spark, 24, 0.12);
    spark.poly([24, 0, 27, 21, 48, 24, 27, 27, 24, 48, 21, 27, 0, 24, 21, 21], true).fill(0xffffff);
    // An irregular chunk of stone, lit from the top left so it reads as a solid bit of rock when tinted.
    const chunk = new Graphics();
    chunk.poly([5, 3, 16, 1, 23, 9, 20, 21, 8, 23, 1, 14], true).fill(0xb4b4b4);
    chunk.poly([5, 3, 16, 1, 14, 10, 3, 13], true).fill(0xffffff);
    // The beam: bright along its middle, fading to nothing at top and bottom.
    const beamGradient = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      colorStops: [
        { offset: 0, color: 'rgba(255,255,255,0)' },
        { offset: 0.5, color: 'rgba(255,255,255,1)' },
        { offset: 1, color: 'rgba(255,255,255,0)' },
      ],
      textureSpace: 'local',
    });
    const beam = new Graphics().rect(0, 0, 64, 16).fill(beamGradient);
    const pixel = new Graphics().rect(0, 0, 8, 8).fill(0xffffff);

    const sheet = new Container();
    const place = (graphics: Graphics, x: number, y: number): void => {
      graphics.position.set(x, y);
      sheet.addChild(graphics);
    };
    place(glow, FRAMES.glow[0], FRAMES.glow[1]);
    place(ring, FRAMES.ring[0], FRAMES.ring[1]);
    place(spark, FRAMES.spark[0], FRAMES.spark[1]);
    place(chunk, FRAMES.chunk[0], FRAMES.chunk[1]);
    place(beam, FRAMES.beam[0], FRAMES.beam[1]);
    place(pixel, FRAMES.pixel[0] - 2, FRAMES.pixel[1] - 2);
    const atlas = renderer.generateTexture({
      target: sheet,
      frame: new Rectangle(0, 0, 256, 64),
      resolution: 1,
      antialias: true,
    });
    sheet.destroy({ children: true });
    glowGradient.destroy();
    sparkGradient.destroy();
    beamGradient.destroy();
    const frame = (key: MiningTextureKey): Texture => {
      const [x, y, width, height] = FRAMES[key];
      return new Texture({ source: atlas.source, frame: new Rectangle(x, y, width, height) });
    };
    return {
      glow: frame('glow'),
      ring: frame('ring'),
      spark: frame('spark'),
      chunk: frame('chunk'),
      beam: frame('beam'),
      pixel: frame('pixel'),
    } satisfies Record<MiningTextureKey, Texture>;
  },
};
