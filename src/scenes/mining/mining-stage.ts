import { Container, Sprite, Text, type Texture } from 'pixi.js';
import { palette } from '../art/palette';

/**
 * The still parts of the mining scene, its harvest bar and its caption. The gallery behind the figures
 * is drawn once per size and cached as one texture (software WebGL is fill-bound: one sprite, not a
 * dozen layers, per frame); the bar is two stretched sprites of the atlas's white pixel; the caption's
 * text is rebuilt only when the node or its state changes.
 */
export class MiningStage {
  /** Cached as a texture; the scene adds its backdrop Graphics here. */
  readonly still = new Container();
  readonly bar = new Container();
  readonly caption = new Text({
    text: '',
    style: {
      fontFamily: 'Cinzel, "Palatino Linotype", Georgia, "DejaVu Serif", serif',
      fontSize: 14,
      fill: palette.bone,
      letterSpacing: 1,
      stroke: { color: 0x000000, width: 3 },
    },
  });
  private barBack: Sprite | null = null;
  private barFill: Sprite | null = null;
  private cached = false;
  private captionName: string | null = null;
  private captionDepleted = false;

  constructor() {
    this.caption.anchor.set(0.5, 1);
  }

  build(pixel: Texture): void {
    this.barBack = new Sprite(pixel);
    this.barBack.tint = palette.barBack;
    this.barFill = new Sprite(pixel);
    this.bar.addChild(this.barBack, this.barFill);
  }

  /** Re-renders the cached backdrop after the scene redrew it (a resize), and sizes the caption. */
  cache(height: number): void {
    if (this.cached) this.still.updateCacheTexture();
    else this.still.cacheAsTexture({ antialias: true });
    this.cached = true;
    this.caption.style.fontSize = Math.max(12, Math.min(18, height * 0.06));
  }

  /**
   * The harvest bar centred near the bottom, `shown` of it filled in the node's colour and hidden while
   * idle; the node's name above it (dimmed while idle).
   */
  layout(width: number, height: number, shown: number, tint: number, working: boolean): void {
    const back = this.barBack;
    const fill = this.barFill;
    if (!back || !fill) return;
    const barWidth = Math.round(Math.min(width * 0.6, 320));
    const x = Math.round((width - barWidth) / 2);
    const y = Math.round(height - Math.max(10, height * 0.05) - 6);
    back.position.set(x - 1, y - 1);
    back.width = barWidth + 2;
    back.height = 8;
    fill.position.set(x, y);
    fill.width = Math.max(0, barWidth * shown);
    fill.height = 6;
    fill.tint = tint;
    this.bar.visible = working;
    this.caption.position.set(width / 2, y - 6);
    this.caption.alpha = working ? 1 : 0.7;
  }

  setCaption(nodeName: string, depleted: boolean): void {
    if (nodeName === this.captionName && depleted === this.captionDepleted) return;
    this.captionName = nodeName;
    this.captionDepleted = depleted;
    this.caption.text = depleted ? `${nodeName}: depleted` : nodeName;
  }

  destroy(): void {
    if (this.cached) this.still.cacheAsTexture(false);
    this.cached = false;
  }
}
