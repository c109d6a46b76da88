import { Circle, Container, Graphics, Rectangle } from 'pixi.js';
import { palette } from '../art/palette';

/**
 * Outlines every tap target (interactive objects with a rectangular or circular hit area) under a
 * root, in stage coordinates: the sandbox's "show hitboxes" toggle.
 */
export class HitboxOverlay {
  readonly root = new Container();
  private readonly graphics = new Graphics();

  constructor(private scanned: Container) {
    this.root.addChild(this.graphics);
    this.root.label = 'hitboxes';
  }

  /** Outlines the tap targets under another root (the scene shown changed). */
  setScanned(root: Container): void {
    this.scanned = root;
  }

  update(): void {
    const g = this.graphics.clear();
    this.draw(this.scanned, g);
  }

  private draw(node: Container, g: Graphics): void {
    if (!node.visible) return;
    const area = node.hitArea;
    if ((node.eventMode === 'static' || node.eventMode === 'dynamic') && area) {
      const origin = node.toGlobal({ x: 0, y: 0 });
      const scale = node.worldTransform.a;
      if (area instanceof Rectangle) {
        g.rect(origin.x + area.x * scale, origin.y + area.y * scale, area.width * scale, area.height * scale).stroke({
          width: 2,
          color: palette.spectral,
        });
      } else if (area instanceof Circle) {
        g.circle(origin.x + area.x * scale, origin.y + area.y * scale, area.radius * scale).stroke({
          width: 2,
          color: palette.spectral,
        });
      }
    }
    for (const child of node.children) this.draw(child, g);
  }
}
