import { ViewContainer, type Container } from 'pixi.js';

/**
 * How many display objects would draw right now: visible, renderable leaves (sprites, graphics, text)
 * under `root`. The benchmark's bare-sprite baseline draws the same count.
 */
export function countRenderables(root: Container): number {
  if (!root.visible || !root.renderable || root.alpha <= 0) return 0;
  let count = root instanceof ViewContainer ? 1 : 0;
  for (const child of root.children) count += countRenderables(child);
  return count;
}
