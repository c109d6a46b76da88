import { Container, Graphics, Rectangle, Texture } from 'pixi.js';
import type { ProceduralBundle } from '../bundles';
import { combatFxBundle } from '../art/textures';

/** Keys of the portal's own textures (the bundle also holds every combat effect texture). */
export type RiftTextureKey = 'swirl' | 'tear';

const FRAMES: Record<RiftTextureKey, [number, number, number, number]> = {
  swirl: [0, 0, 128, 128],
  tear: [130, 0, 64, 128],
};

/** Three arms of dots winding in to the centre, fading and thinning as they go: spun, it reads as a vortex. */
function drawSwirl(graphics: Graphics): void {
  const arms = 3;
  const dots = 46;
  for (let arm = 0; arm < arms; arm += 1) {
    for (let dot = 0; dot < dots; dot += 1) {
      const t = dot / dots;
      const radius = 60 * (1 - t) + 4;
      const angle = (arm * Math.PI * 2) / arms + t * Math.PI * 2.4;
      const size = 1.2 + 4.2 * (1 - t) * t * 2.2;
      graphics
        .circle(64 + Math.cos(angle) * radius, 64 + Math.sin(angle) * radius, size)
        .fill({ color: 0xffffff, alpha: 0.25 + 0.6 * t });
    }
  }
}

/** A tall lens with ragged edges (a wound in the air), pointed at both ends. */
function drawTear(graphics: Graphics): void {
  const steps = 18;
  const points: number[] = [];
  // Fixed jags, so every renderer draws the same tear.
  const jag = [0, 3, -2, 4, -3, 2, 5, -2, 3, -4, 2, 4, -3, 3, -2, 4, -1, 2, 0];
  for (let index = 0; index <= steps; index += 1) {
    const t = index / steps;
    const half = Math.sin(t * Math.PI) * 26 + (index % 2 === 0 ? 0 : 2);
    points.push(32 + half + jag[index]! * Math.sin(t * Math.PI), 2 + t * 124);
  }
  for (let index = steps; index >= 0; index -= 1) {
    const t = index / steps;
    const half = Math.sin(t * Math.PI) * 26 + (index % 2 === 0 ? 2 : 0);
    points.push(32 - half - jag[steps - index]! * Math.sin(t * Math.PI), 2 + t * 124);
  }
  graphics.poly(points, true).fill(0xffffff);
}

/**
 * The rift scene's procedural bundle: the combat effects (the scene draws the fight with them) plus
 * the portal's vortex and tear, white so sprites tint them, in one small atlas of their own.
 */
export const riftFxBundle: ProceduralBundle = {
  id: 'rift-fx',
  kind: 'procedural',
  generate(renderer) {
    const swirl = new Graphics();
    drawSwirl(swirl);
    const tear = new Graphics();
    drawTear(tear);
    const sheet = new Container();
    swirl.position.set(FRAMES.swirl[0], FRAMES.swirl[1]);
    tear.position.set(FRAMES.tear[0], FRAMES.tear[1]);
    sheet.addChild(swirl, tear);
    const atlas = renderer.generateTexture({
      target: sheet,
      frame: new Rectangle(0, 0, 196, 128),
      resolution: 1,
      antialias: true,
    });
    sheet.destroy({ children: true });
    const frame = (key: RiftTextureKey): Texture => {
      const [x, y, width, height] = FRAMES[key];
      return new Texture({ source: atlas.source, frame: new Rectangle(x, y, width, height) });
    };
    return { ...combatFxBundle.generate(renderer), swirl: frame('swirl'), tear: frame('tear') };
  },
};
