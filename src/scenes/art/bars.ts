import { BitmapText, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { DAMAGE_FONT, installDamageFont } from './damage-numbers';
import { palette, shadeColor } from './palette';

/**
 * A health or mana bar: a framed track, the value (a tinted sprite, scaled, so nothing is redrawn per
 * frame), a pale "ghost" that trails behind a loss so the size of a hit reads, and "current / max".
 */
export class ResourceBar {
  readonly root = new Container();
  private readonly frame = new Graphics();
  private readonly ghost: Sprite;
  private readonly fill: Sprite;
  private readonly shine: Sprite;
  private readonly label: BitmapText;
  private width = 100;
  private height = 10;
  private shown = 1;
  private ghostShown = 1;
  private lastCurrent = Number.NaN;
  private lastMax = Number.NaN;

  constructor(
    pixel: Texture,
    private readonly color: number,
    private readonly ghostColor: number = palette.healthGhost,
  ) {
    installDamageFont();
    this.ghost = new Sprite(pixel);
    this.ghost.tint = ghostColor;
    this.fill = new Sprite(pixel);
    this.fill.tint = color;
    this.shine = new Sprite(pixel);
    this.shine.tint = 0xffffff;
    this.shine.alpha = 0.18;
    this.label = new BitmapText({ text: '', style: { fontFamily: DAMAGE_FONT, fontSize: 40 } });
    this.label.anchor.set(0.5);
    this.label.tint = palette.parchment;
    this.root.addChild(this.frame, this.ghost, this.fill, this.shine, this.label);
  }

  /** Sizes the bar; `ornate` draws the heavier frame used for bosses. */
  layout(width: number, height: number, ornate = false): void {
    this.width = width;
    this.height = height;
    const edge = ornate ? palette.ember : shadeColor(this.color, -0.2);
    this.frame.clear();
    this.frame.roundRect(-2, -2, width + 4, height + 4, 3).fill(palette.barBack);
    this.frame.stroke({ width: ornate ? 2 : 1.2, color: edge, alpha: ornate ? 0.95 : 0.7 });
    if (ornate) {
      for (const x of [-7, width + 7]) this.frame.poly([x, height / 2 - 6, x + 5, height / 2, x, height / 2 + 6, x - 5, height / 2], true).fill(palette.ember);
    }
    for (const sprite of [this.ghost, this.fill, this.shine]) sprite.position.set(0, 0);
    this.shine.height = Math.max(1, height * 0.35);
    this.fill.height = height;
    this.ghost.height = height;
    this.label.visible = height >= 9;
    this.label.scale.set((height * 0.95) / 40);
    this.label.position.set(width / 2, height / 2 + 0.5);
    this.applyWidths();
  }

  /** Sets the value; the ghost catches up over `dtMs` of simulated time. Call every frame. */
  update(current: number, max: number, dtMs: number): void {
    const fraction = max > 0 ? Math.min(1, Math.max(0, current / max)) : 0;
    this.shown = fraction;
    if (this.ghostShown < fraction) this.ghostShown = fraction;
    else this.ghostShown = Math.max(fraction, this.ghostShown - (dtMs / 1000) * 0.45);
    if (current !== this.lastCurrent || max !== this.lastMax) {
      this.lastCurrent = current;
      this.lastMax = max;
      this.label.text = `${Math.max(0, Math.ceil(current))} / ${Math.ceil(max)}`;
    }
    this.applyWidths();
  }

  /** The fraction drawn (for tests and the harness). */
  get fraction(): number {
    return this.shown;
  }

  private applyWidths(): void {
    this.fill.width = Math.max(0.0001, this.width * this.shown);
    this.shine.width = this.fill.width;
    this.ghost.width = Math.max(0.0001, this.width * this.ghostShown);
  }
}
