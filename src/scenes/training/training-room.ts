import type { Graphics } from 'pixi.js';
import { palette } from '../art/palette';

/** Where the wall torches hang, as shares of the width. */
const TORCH_SHARES = [0.12, 0.88] as const;

/** The flame of torch `index` (its glow sprite sits here). */
export function torchFlame(index: number, width: number, groundY: number): { x: number; y: number } {
  return { x: Math.round(width * (TORCH_SHARES[index] ?? 0.5)), y: Math.round(groundY * 0.42) - 9 };
}

/** The vignette's room, drawn once per size: a darkening wall of dressed stone, two torch brackets, the floor. */
export function drawTrainingRoom(g: Graphics, w: number, h: number, groundY: number): void {
  g.clear();
  g.rect(0, 0, w, groundY).fill(palette.dusk);
  for (let band = 0; band < 6; band += 1)
    g.rect(0, (band * groundY) / 6, w, groundY / 6).fill({ color: palette.night, alpha: band * 0.12 });
  // Dressed stone on the wall, two torch brackets, then the floor.
  const course = Math.max(14, Math.round(h * 0.09));
  for (let row = 0, y = groundY - course; y > 0; row += 1, y -= course) {
    g.rect(0, y, w, 1).fill({ color: 0x000000, alpha: 0.35 });
    for (let x = (row % 2) * course * 1.2; x < w; x += course * 2.4)
      g.rect(x, y, 1, course).fill({ color: 0x000000, alpha: 0.3 });
  }
  for (let index = 0; index < TORCH_SHARES.length; index += 1) {
    const { x, y: flameY } = torchFlame(index, w, groundY);
    const y = flameY + 9;
    g.rect(x - 2, y, 4, course * 0.9).fill(palette.leatherDark);
    g.poly([x - 6, y, x + 6, y, x + 3, y - 6, x - 3, y - 6], true).fill(palette.steelDark);
    g.circle(x, flameY, 3.5).fill(palette.emberBright);
  }
  g.rect(0, groundY, w, h - groundY).fill(palette.shade);
  g.rect(0, groundY, w, 2).fill({ color: palette.ash, alpha: 0.6 });
  g.rect(0, groundY + 2, w, h - groundY).fill({ color: 0x000000, alpha: 0.35 });
}
