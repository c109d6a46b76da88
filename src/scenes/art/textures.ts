import { FillGradient, Graphics, Rectangle, type Renderer, type Texture } from 'pixi.js';
import type { ProceduralBundle } from '../bundles';

/** Keys of the combat scene's generated textures. */
export type FxTextureKey = 'glow' | 'spark' | 'shard' | 'ring' | 'slash' | 'vignette' | 'pixel';

/** A soft round falloff, white to transparent (a radial gradient baked into the texture). */
function softDisc(graphics: Graphics, radius: number, core: number): FillGradient {
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

function generate(renderer: Renderer, graphics: Graphics, size: number, resolution = 1): Texture {
  const texture = renderer.generateTexture({
    target: graphics,
    frame: new Rectangle(0, 0, size, size),
    resolution,
    antialias: true,
  });
  graphics.destroy();
  return texture;
}

/**
 * The combat scene's procedural bundle: every effect texture is drawn once with the renderer and
 * shared by all sprites (one texture each, so sprites batch). White, so sprites tint them.
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
    pixel.rect(0, 0, 4, 4).fill(0xffffff);

    const textures = {
      glow: generate(renderer, glow, 128),
      spark: generate(renderer, spark, 48),
      shard: generate(renderer, shard, 24, 2),
      ring: generate(renderer, ring, 64),
      slash: generate(renderer, slash, 128),
      vignette: generate(renderer, vignette, 256),
      pixel: generate(renderer, pixel, 4),
    } satisfies Record<FxTextureKey, Texture>;
    glowGradient.destroy();
    sparkGradient.destroy();
    return textures;
  },
};
