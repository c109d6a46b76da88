import { BitmapFont, BitmapText, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { palette, shadeColor } from './palette';

const BAR_LABEL_FONT = 'ShadowHunterBarLabels';
const BAR_LABEL_SIZE = 32;
let barFontInstalled = false;

/**
 * The bars' "current / max" font: light bold sans glyphs with a thin dark outline and a dark halo
 * around them. The damage font's heavy outline, shrunk to a 14 px bar, ate the glyphs and read as
 * dark text on the red and blue fills; here the outline stays thin and the halo lies outside.
 */
function installBarLabelFont(): void {
  if (barFontInstalled) return;
  BitmapFont.install({
    name: BAR_LABEL_FONT,
    style: {
      fontFamily: 'Verdana, "DejaVu Sans", "Helvetica Neue", Arial, sans-serif',
      fontSize: BAR_LABEL_SIZE,
      fontWeight: 'bold',
      fill: 0xffffff,
      stroke: { color: 0x0b0608, width: 3, join: 'round' },
      dropShadow: { color: 0x000000, alpha: 0.95, blur: 4, distance: 0, angle: 0 },
      padding: 6,
    },
    chars: [['0', '9'], ' /'],
    resolution: 2,
  });
  barFontInstalled = true;
}

/**
 * Where bars put their parts: all frames, then all fills, then all labels, so several bars draw in
 * three batches instead of four switches each.
 */
export interface BarLayers {
  frames: Container;
  fills: Container;
  labels: Container;
}

/** Creates the three shared layers, in drawing order, under `parent`. */
export function createBarLayers(parent: Container): BarLayers {
  const layers = { frames: new Container(), fills: new Container(), labels: new Container() };
  parent.addChild(layers.frames, layers.fills, layers.labels);
  return layers;
}

/**
 * A health or mana bar: a framed track, the value (a tinted sprite, scaled, so nothing is redrawn per
 * frame), a pale "ghost" that trails behind a loss so the size of a hit reads, and "current / max".
 */
export class ResourceBar {
  private readonly frame = new Graphics();
  private readonly ghost: Sprite;
  private readonly fill: Sprite;
  private readonly shine: Sprite;
  private readonly label: BitmapText;
  private x = 0;
  private y = 0;
  private width = 100;
  private height = 10;
  private shown = 1;
  private ghostShown = 1;
  private lastCurrent = Number.NaN;
  private lastMax = Number.NaN;

  constructor(
    pixel: Texture,
    layers: BarLayers,
    private readonly color: number,
    ghostColor: number = palette.healthGhost,
  ) {
    installBarLabelFont();
    this.ghost = new Sprite(pixel);
    this.ghost.tint = ghostColor;
    this.fill = new Sprite(pixel);
    this.fill.tint = color;
    this.shine = new Sprite(pixel);
    this.shine.tint = 0xffffff;
    this.shine.alpha = 0.18;
    this.label = new BitmapText({ text: '', style: { fontFamily: BAR_LABEL_FONT, fontSize: BAR_LABEL_SIZE } });
    this.label.anchor.set(0.5);
    this.label.tint = 0xfffaf0;
    this.frame.context.batchMode = 'batch';
    layers.frames.addChild(this.frame);
    layers.fills.addChild(this.ghost, this.fill, this.shine);
    layers.labels.addChild(this.label);
  }

  /** Places and sizes the bar; `ornate` draws the heavier frame used for bosses. */
  layout(x: number, y: number, width: number, height: number, ornate = false): void {
    this.x = x;
    this.y = y;
    this.width = width;
    this.height = height;
    const edge = ornate ? palette.ember : shadeColor(this.color, -0.2);
    this.frame.clear();
    this.frame.roundRect(-2, -2, width + 4, height + 4, 3).fill(palette.barBack);
    this.frame.stroke({ width: ornate ? 2 : 1.2, color: edge, alpha: ornate ? 0.95 : 0.7 });
    if (ornate) {
      for (const side of [-7, width + 7])
        this.frame
          .poly([side, height / 2 - 6, side + 5, height / 2, side, height / 2 + 6, side - 5, height / 2], true)
          .fill(palette.ember);
    }
    this.frame.position.set(x, y);
    this.ghost.position.set(x, y);
    this.fill.position.set(x, y);
    this.shine.position.set(x, y);
    this.shine.height = Math.max(1, height * 0.35);
    this.fill.height = height;
    this.ghost.height = height;
    // Glyphs a little taller than the track: the halo keeps them readable where they pass its edge.
    this.label.scale.set((height * 1.1) / BAR_LABEL_SIZE);
    this.label.position.set(x + width / 2, y + height / 2 + 0.5);
    this.setVisible(this.frame.visible);
    this.applyWidths();
  }

  setVisible(visible: boolean): void {
    this.frame.visible = visible;
    this.ghost.visible = visible;
    this.fill.visible = visible;
    this.shine.visible = visible;
    this.label.visible = visible && this.height >= 9;
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
