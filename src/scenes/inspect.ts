import { ViewContainer, type Container } from 'pixi.js';
import type { HunterLook, HunterWeapon } from './art/hunter';
import type { Rarity } from './art/palette';

/** Calls `visit` for every object that draws: visible leaves, and containers cached as one texture. */
function forEachDrawn(root: Container, visit: (node: Container) => void): void {
  if (!root.visible || !root.renderable || root.alpha <= 0) return;
  if (root.isCachedAsTexture || root instanceof ViewContainer) {
    visit(root);
    if (root.isCachedAsTexture) return;
  }
  for (const child of root.children) forEachDrawn(child, visit);
}

/**
 * How many display objects would draw right now: visible, renderable leaves (sprites, graphics, text),
 * a container cached as a texture counting once. The benchmark's bare-sprite baseline draws as many.
 * Allocates a closure; for benchmarks and the sandbox, not for frames.
 */
export function countRenderables(root: Container): number {
  let count = 0;
  forEachDrawn(root, () => (count += 1));
  return count;
}

/**
 * How many screens' worth of pixels those objects cover (their on-screen bounds, clipped to the
 * canvas, summed): the scene's overdraw, which is what a software rasterizer pays for.
 */
export function coveredScreens(root: Container, width: number, height: number): number {
  let covered = 0;
  forEachDrawn(root, (node) => {
    const bounds = node.getBounds();
    const clippedWidth = Math.max(0, Math.min(width, bounds.maxX) - Math.max(0, bounds.minX));
    const clippedHeight = Math.max(0, Math.min(height, bounds.maxY) - Math.max(0, bounds.minY));
    covered += clippedWidth * clippedHeight;
  });
  return covered / Math.max(1, width * height);
}

/** '#rrggbb' for a 0xRRGGBB colour, as content and CSS write it. */
export function cssHex(color: number): string {
  return `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
}

/** What the hunter on the canvas carries and wears, for end-to-end tests (colours as '#rrggbb'). */
export interface HunterInspection {
  /** The weapon drawn in its hand, or null: a bare spectral fist. */
  weaponClass: HunterWeapon | null;
  weaponRarity: Rarity;
  /** The shield's rarity, or null when the off hand holds only light. */
  offHand: Rarity | null;
  /** Cloak and hood colour the figure was built with (a cloak cosmetic's own colour when one is worn). */
  cloakColor: string;
  cloakAccent: string | null;
}

export function inspectHunterLook(look: Readonly<HunterLook>): HunterInspection {
  return {
    weaponClass: look.weaponClass,
    weaponRarity: look.weaponRarity,
    offHand: look.offHand,
    cloakColor: cssHex(look.cloakColor),
    cloakAccent: look.cloakAccent === null ? null : cssHex(look.cloakAccent),
  };
}
