import { Container, FillGradient, Graphics, Rectangle, Texture, type Renderer } from 'pixi.js';
import type { ProceduralBundle } from '../bundles';

/** Keys of the combat scene's generated textures. */
export type FxTextureKey = 'glow' | 'spark' | 'shard' | 'ring' | 'slash' | 'vignette' | 'pixel';

/** A soft round falloff, white to transparent (a radial gradient baked into the texture). */
export function softDisc(graphics: Graphics, radius: number, core: number): FillGradient {
  const gradient = new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: 'rgba(255,255,255,1)' },
      { offset: core, color: 'rgba(255,255,255,0.55)' },
      { offset: 0.6, color: 'rgba(255,255,255,0.16)' },
      { offset: 1, color: 'rgba(255,255,255,0)' },
    ],
    textureSpace: 'local',
  });
  graphics.rect(0, 0, radius * 2, radius * 2).fill(gradient);
  return gradient;
}

function generate(renderer: Renderer, graphics: Graphics, size: number): Texture {
  const texture = renderer.generateTexture({
    target: graphics,
    frame: new Rectangle(0, 0, size, size),
    resolution: 1,
    antialias: true,
  });
  graphics.destroy();
  return texture;
}

/** Where each effect sits in the shared atlas (2 px apart so linear filtering never bleeds across). */
const ATLAS = { width: 260, height: 196 };
const ATLAS_FRAMES: Record<Exclude<FxTextureKey, 'vignette'>, [number, number, number, number]> = {
  glow: [0, 0, 128, 128],
  slash: [130, 0, 128, 128],
  ring: [0, 130, 64, 64],
  spark: [66, 130, 48, 48],
  shard: [116, 130, 24, 24],
  // The centre of an 8 px white block, so a stretched bar samples only white.
  pixel: [144, 132, 4, 4],
};

/**
 * The combat scene's procedural bundle: every effect is drawn once with the renderer into one atlas
 * texture, so effect sprites, particles and bars share a texture source and batch together (one
 * source matters most on software WebGL, which batches one texture at a time). White, so sprites
 * tint them. The vignette, used only in the cached backdrop, is its own texture.
 */
export const combatFxBundle: ProceduralBundle = {
  id: 'combat-fx',
  kind: 'procedural',
  generate(renderer) {
    const glow = new Graphics();
    const glowGradient = softDisc(glow, 64, 0.22);

    const spark = new Graphics();
    const sparkGradient = softDisc(spark, 24, 0.12);
    spark.poly([24, 0, 27, 21, 48, 24, 27, 27, 24, 48, 21, 27, 0, 24, 21, 21], true).fill(0xffffff);

    const shard = new Graphics();
    shard.poly([12, 0, 18, 12, 12, 24, 6, 12], true).fill(0xffffff);

    const ring = new Graphics();
    ring.circle(32, 32, 28).stroke({ width: 4, color: 0xffffff });
    ring.circle(32, 32, 24).stroke({ width: 4, color: 0xffffff, alpha: 0.35 });

    // A crescent: the blade's arc, thick in the middle, tapering at both tips.
    const slash = new Graphics();
    const steps = 24;
    const points: number[] = [];
    for (let index = 0; index <= steps; index += 1) {
      const angle = -1.1 + (2.2 * index) / steps;
      points.push(64 + Math.cos(angle) * 58, 64 + Math.sin(angle) * 58);
    }
    for (let index = steps; index >= 0; index -= 1) {
      const angle = -1.1 + (2.2 * index) / steps;
      const inner = 58 - 16 * Math.sin((index / steps) * Math.PI);
      points.push(64 + Math.cos(angle) * inner, 64 + Math.sin(angle) * inner);
    }
    slash.poly(points, true).fill(0xffffff);

    // Transparent centre, dark edges: laid over the whole scene for mood and focus.
    const vignette = new Graphics();
    const rings = 28;
    for (let index = 0; index < rings; index += 1) {
      const inner = 60 + (index * 68) / rings;
      vignette.circle(128, 128, 182).fill({ color: 0x000000, alpha: 0.045 });
      vignette.circle(128, 128, inner).cut();
    }

    const pixel = new Graphics();
    pixel.rect(0, 0, 8, 8).fill(0xffffff);

    const sheet = new Container();
    const place = (graphics: Graphics, [x, y]: [number, number, number, number]): void => {
      graphics.position.set(x, y);
      sheet.addChild(graphics);
    };
    place(glow, ATLAS_FRAMES.glow);
    place(slash, ATLAS_FRAMES.slash);
    place(ring, ATLAS_FRAMES.ring);
    place(spark, ATLAS_FRAMES.spark);
    place(shard, ATLAS_FRAMES.shard);
    place(pixel, [ATLAS_FRAMES.pixel[0] - 2, ATLAS_FRAMES.pixel[1] - 2, 8, 8]);
    const atlas = renderer.generateTexture({
      target: sheet,
      frame: new Rectangle(0, 0, ATLAS.width, ATLAS.height),
      resolution: 1,
      antialias: true,
    });
    sheet.destroy({ children: true });
    glowGradient.destroy();
    sparkGradient.destroy();
    const frame = (key: keyof typeof ATLAS_FRAMES): Texture => {
      const [x, y, width, height] = ATLAS_FRAMES[key];
      return new Texture({ source: atlas.source, frame: new Rectangle(x, y, width, height) });
    };
    return {
      glow: frame('glow'),
      spark: frame('spark'),
      shard: frame('shard'),
      ring: frame('ring'),
      slash: frame('slash'),
      pixel: frame('pixel'),
      vignette: generate(renderer, vignette, 256),
    } satisfies Record<FxTextureKey, Texture>;
  },
};
