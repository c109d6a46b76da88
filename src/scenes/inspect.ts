import { ViewContainer, type Container } from 'pixi.js';

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
