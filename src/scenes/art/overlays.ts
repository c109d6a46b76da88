import { Circle, Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import { palette } from './palette';

const DISPLAY_FONT = 'Cinzel, "Palatino Linotype", Georgia, "DejaVu Serif", serif';

const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);

/** The boss intro: a dark band sweeps across, the boss's name burns in, then it all fades. */
export class BossBanner {
  readonly root = new Container();
  private readonly band = new Graphics();
  private readonly title = new Text({
    text: '',
    style: {
      fontFamily: DISPLAY_FONT,
      fontSize: 40,
      fontWeight: 'bold',
      fill: palette.emberBright,
      letterSpacing: 2,
      stroke: { color: 0x1a0504, width: 5 },
      dropShadow: { color: palette.ember, blur: 8, distance: 0, alpha: 0.8 },
    },
  });
  private readonly subtitle = new Text({
    text: 'BOSS',
    style: { fontFamily: DISPLAY_FONT, fontSize: 16, fill: palette.bone, letterSpacing: 8 },
  });
  private startMs = Number.NEGATIVE_INFINITY;
  private width = 1;
  private titleScale = 1;
  static readonly DURATION_MS = 2600;

  constructor() {
    this.title.anchor.set(0.5);
    this.subtitle.anchor.set(0.5);
    this.root.addChild(this.band, this.title, this.subtitle);
    this.root.visible = false;
  }

  layout(width: number, height: number): void {
    this.width = width;
    const bandHeight = Math.max(84, Math.min(130, height * 0.16));
    const y = height * 0.36;
    this.band.clear();
    this.band.rect(0, y - bandHeight / 2, width, bandHeight).fill({ color: 0x000000, alpha: 0.72 });
    this.band.rect(0, y - bandHeight / 2, width, 2).fill({ color: palette.ember, alpha: 0.9 });
    this.band.rect(0, y + bandHeight / 2 - 2, width, 2).fill({ color: palette.ember, alpha: 0.9 });
    const size = Math.max(22, Math.min(44, width / 14));
    this.title.style.fontSize = size;
    this.title.position.set(width / 2, y + size * 0.15);
    this.subtitle.style.fontSize = Math.max(12, size * 0.38);
    this.subtitle.position.set(width / 2, y - size * 0.75);
    if (this.title.text !== '') this.fitTitle();
  }

  /** Shows `name` under `subtitle` (a boss's entrance; the promotion moment says PROMOTED). */
  show(name: string, simMs: number, subtitle = 'BOSS'): void {
    if (this.title.text !== name) this.title.text = name;
    if (this.subtitle.text !== subtitle) this.subtitle.text = subtitle;
    this.startMs = simMs;
    this.fitTitle();
  }

  /** Long boss names shrink to fit the band on narrow screens. */
  private fitTitle(): void {
    this.title.scale.set(1);
    this.titleScale = Math.min(1, (this.width * 0.92) / Math.max(1, this.title.width));
    this.title.scale.set(this.titleScale);
  }

  get isShowing(): boolean {
    return this.root.visible;
  }

  update(simMs: number): void {
    const progress = (simMs - this.startMs) / BossBanner.DURATION_MS;
    if (progress < 0 || progress >= 1) {
      this.root.visible = false;
      return;
    }
    this.root.visible = true;
    const fadeIn = clamp01(progress / 0.12);
    const fadeOut = 1 - clamp01((progress - 0.8) / 0.2);
    this.root.alpha = fadeIn * fadeOut;
    const slide = (1 - fadeIn) * this.width * 0.25;
    this.title.x = this.width / 2 - slide;
    this.subtitle.x = this.width / 2 + slide;
    this.title.scale.set(this.titleScale * (1 + 0.06 * (1 - fadeIn)));
  }
}

/** The hunter's death: the scene drains to a red-black hush with a line of text until the respawn. */
export class DeathVeil {
  readonly root = new Container();
  private readonly veil = new Graphics();
  private readonly text = new Text({
    text: 'You have fallen',
    style: {
      fontFamily: DISPLAY_FONT,
      fontSize: 30,
      fill: palette.bone,
      letterSpacing: 3,
      stroke: { color: 0x000000, width: 4 },
    },
  });
  private fallenAtMs = Number.NEGATIVE_INFINITY;
  private risenAtMs = Number.NEGATIVE_INFINITY;

  constructor() {
    this.text.anchor.set(0.5);
    this.root.addChild(this.veil, this.text);
    this.root.visible = false;
  }

  layout(width: number, height: number): void {
    this.veil.clear().rect(0, 0, width, height).fill(0x1a0306);
    this.text.style.fontSize = Math.max(20, Math.min(34, width / 16));
    this.text.position.set(width / 2, height * 0.34);
  }

  fall(simMs: number): void {
    this.fallenAtMs = simMs;
    this.risenAtMs = Number.NEGATIVE_INFINITY;
  }

  rise(simMs: number): void {
    this.risenAtMs = simMs;
  }

  /** Snaps to down or up at once (after a catch-up), with no transition. */
  reset(down: boolean): void {
    this.fallenAtMs = down ? -1e12 : Number.NEGATIVE_INFINITY;
    this.risenAtMs = Number.NEGATIVE_INFINITY;
  }

  get isDown(): boolean {
    return this.fallenAtMs > this.risenAtMs;
  }

  update(simMs: number): void {
    let strength: number;
    if (this.isDown) strength = clamp01((simMs - this.fallenAtMs - 300) / 700);
    else strength = 1 - clamp01((simMs - this.risenAtMs) / 600);
    if (this.risenAtMs === Number.NEGATIVE_INFINITY && this.fallenAtMs === Number.NEGATIVE_INFINITY) strength = 0;
    this.root.visible = strength > 0.001;
    this.veil.alpha = strength * 0.62;
    this.text.alpha = this.isDown ? strength : 0;
  }
}

/**
 * The potion flask on the canvas: a tap target of at least 56 px, the count of potions left, and a
 * short glow when used. Calls `onUse` on tap (runtime/game-canvas.ts turns it into a command).
 */
export class PotionButton {
  readonly root = new Container();
  private readonly disc = new Graphics();
  private readonly flask = new Graphics();
  private readonly glow: Sprite;
  private readonly count = new Text({
    text: '',
    style: {
      fontFamily: DISPLAY_FONT,
      fontSize: 15,
      fontWeight: 'bold',
      fill: palette.parchment,
      stroke: { color: 0x000000, width: 3 },
    },
  });
  private usedAtMs = Number.NEGATIVE_INFINITY;
  private lastCount = -1;
  /** Radius of the tap target in CSS px. */
  static readonly RADIUS = 30;

  constructor(glowTexture: Texture, onUse: () => void) {
    this.glow = new Sprite(glowTexture);
    this.glow.anchor.set(0.5);
    this.glow.tint = palette.health;
    this.glow.blendMode = 'add';
    this.glow.alpha = 0;
    this.glow.scale.set(1.1);
    const r = PotionButton.RADIUS;
    this.disc.circle(0, 0, r).fill({ color: palette.barBack, alpha: 0.85 });
    this.disc.stroke({ width: 2, color: palette.gold, alpha: 0.8 });
    this.flask.roundRect(-4, -17, 8, 7, 2).fill(palette.bone);
    this.flask.circle(0, 0, 12).fill(0x25151a);
    this.flask.stroke({ width: 1.5, color: palette.bone, alpha: 0.8 });
    this.flask.circle(0, 2, 9.5).fill(palette.health);
    this.flask.circle(-3.5, -2, 2.5).fill({ color: 0xffffff, alpha: 0.5 });
    this.count.anchor.set(0.5);
    this.count.position.set(r * 0.68, r * 0.68);
    this.root.addChild(this.glow, this.disc, this.flask, this.count);
    this.root.eventMode = 'static';
    this.root.cursor = 'pointer';
    this.root.hitArea = new Circle(0, 0, r);
    this.root.on('pointertap', () => onUse());
    this.root.label = 'potion-button';
  }

  /** Shows the flask with `count` potions, or hides it when the hunter carries none slotted (null). */
  setCount(count: number | null): void {
    this.root.visible = count !== null;
    if (count === null || count === this.lastCount) return;
    this.lastCount = count;
    this.count.text = String(count);
    this.flask.alpha = count > 0 ? 1 : 0.35;
  }

  pulse(simMs: number): void {
    this.usedAtMs = simMs;
  }

  update(simMs: number): void {
    const age = (simMs - this.usedAtMs) / 500;
    this.glow.alpha = age >= 0 && age < 1 ? 0.9 * (1 - age) : 0;
    this.glow.visible = this.glow.alpha > 0;
    this.root.scale.set(age >= 0 && age < 1 ? 1 + 0.12 * Math.sin(age * Math.PI) : 1);
  }
}
