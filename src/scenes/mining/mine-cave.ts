import type { Graphics } from 'pixi.js';
import { palette } from '../art/palette';
import type { SceneRandom } from '../art/random';

/** Where the two timber props stand, as shares of the width; a lantern hangs from the beam by each. */
const PROP_SHARES = [0.07, 0.93] as const;

/** The flame of lantern `index` (its glow sprite sits here). */
export function lanternFlame(index: number, width: number, groundY: number): { x: number; y: number } {
  const share = PROP_SHARES[index] ?? 0.5;
  const x = Math.round(width * share + (share < 0.5 ? 1 : -1) * Math.max(18, width * 0.04));
  return { x, y: Math.round(groundY * 0.36) };
}

/**
 * The mine gallery, drawn once per size into the scene's cached backdrop: a rock face darkening
 * upward, strata, a jagged ceiling, two timber props under a cross beam with lanterns, a rubbly floor.
 */
export function drawMineCave(g: Graphics, w: number, h: number, groundY: number, random: SceneRandom): void {
  g.clear();
  g.rect(0, 0, w, groundY).fill(palette.dusk);
  for (let band = 0; band < 6; band += 1)
    g.rect(0, (band * groundY) / 6, w, groundY / 6).fill({ color: palette.night, alpha: 0.1 + band * 0.08 });
  g.rect(0, 0, w, groundY * 0.3).fill({ color: 0x000000, alpha: 0.3 });
  // Strata: long wavering seams across the rock face.
  for (let seam = 1; seam <= 5; seam += 1) {
    const baseY = (groundY * seam) / 6;
    g.moveTo(0, baseY);
    for (let x = 0; x <= w; x += Math.max(24, w / 24)) g.lineTo(x, baseY + random.range(-6, 6));
    g.stroke({ width: 1.5, color: 0x000000, alpha: 0.32 });
  }
  // Loose boulders in the rock face.
  for (let index = 0; index < 7; index += 1) {
    const x = random.range(0.1, 0.9) * w;
    const y = random.range(0.25, 0.85) * groundY;
    const size = random.range(10, 26) * Math.min(1.6, h / 300);
    g.ellipse(x, y, size, size * 0.6).fill({ color: palette.shade, alpha: 0.55 });
    g.ellipse(x, y, size, size * 0.6).stroke({ width: 1, color: palette.ash, alpha: 0.12 });
  }
  // The ceiling: stalactites hanging from a dark lip.
  const lip = Math.max(10, groundY * 0.08);
  g.rect(0, 0, w, lip).fill(palette.abyss);
  for (let x = -10; x < w + 10;) {
    const width = random.range(16, 40) * Math.min(1.6, h / 300);
    const depth = random.range(0.4, 1.6) * lip;
    g.poly([x, lip - 1, x + width, lip - 1, x + width * random.range(0.35, 0.65), lip + depth], true).fill(
      palette.abyss,
    );
    x += width * random.range(0.7, 1.1);
  }
  // Timber props and the cross beam they hold.
  const post = Math.max(8, w * 0.014);
  const beamY = Math.round(groundY * 0.2);
  for (const share of PROP_SHARES) {
    const x = Math.round(w * share);
    g.rect(x - post / 2, beamY, post, groundY - beamY).fill(palette.leather);
    g.rect(x - post / 2, beamY, 2, groundY - beamY).fill({ color: 0x8a6a48, alpha: 0.5 });
    g.rect(x - post / 2, beamY, post, groundY - beamY).stroke({ width: 1, color: 0x000000, alpha: 0.5 });
  }
  g.rect(0, beamY - post * 0.9, w, post * 1.1).fill(palette.leatherDark);
  g.rect(0, beamY - post * 0.9, w, 2).fill({ color: 0x8a6a48, alpha: 0.45 });
  for (let index = 0; index < PROP_SHARES.length; index += 1) {
    const { x, y } = lanternFlame(index, w, groundY);
    g.moveTo(x, beamY)
      .lineTo(x, y - 8)
      .stroke({ width: 1.5, color: palette.steelDark });
    g.roundRect(x - 5, y - 8, 10, 15, 2).fill({ color: palette.steelDark, alpha: 0.9 });
    g.circle(x, y, 3.2).fill(palette.emberBright);
  }
  // The floor: packed rubble, a lit edge, pebbles, darker toward the viewer.
  g.rect(0, groundY, w, h - groundY).fill(palette.shade);
  g.rect(0, groundY, w, 2).fill({ color: palette.ash, alpha: 0.5 });
  for (let index = 0; index < 26; index += 1) {
    const x = random.range(0, w);
    const y = groundY + random.range(0.08, 0.9) * (h - groundY);
    const size = random.range(1.5, 4.5) * Math.min(1.8, h / 300);
    g.ellipse(x, y, size * 1.5, size).fill({ color: palette.slate, alpha: 0.7 });
  }
  g.rect(0, groundY + 2, w, h - groundY).fill({ color: 0x000000, alpha: 0.3 });
}
