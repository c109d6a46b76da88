import { Container, type Texture } from 'pixi.js';
import { DamageNumbers, toDamageFontText } from '../art/damage-numbers';
import { FxLayer } from '../art/fx-layer';
import { palette, rarityColor } from '../art/palette';
import type { SceneRandom } from '../art/random';
import type { MiningTextureKey } from './mining-textures';
import { dropGlints, type MiningDrop } from './mining-model';

/**
 * The mining scene's short-lived effects, all from pools (FxLayer sprites, DamageNumbers texts): rock
 * chips and sparks at each blow, a harvest's burst of chunks, a rare drop's glint with its name rising
 * in the rarity's colour, the dust of a collapse, the shimmer of a node returning, channelled motes.
 * `unit` is the scene's size unit: a hunter's height in pixels.
 */
export class MiningEffects {
  readonly root = new Container();
  private readonly fx: FxLayer;
  private readonly numbers = new DamageNumbers(10);
  private readonly textures: Record<MiningTextureKey, Texture>;
  private readonly random: SceneRandom;
  /** Rare-or-better drops glinted since the scene was built (for inspection). */
  glints = 0;

  constructor(textures: Record<MiningTextureKey, Texture>, random: SceneRandom) {
    this.textures = textures;
    this.random = random;
    this.fx = new FxLayer(textures.glow, 140);
    this.root.addChild(this.fx.root, this.numbers.root);
  }

  get activeCount(): number {
    return this.fx.activeCount + this.numbers.activeCount;
  }

  update(simMs: number): void {
    this.fx.update(simMs);
    this.numbers.update(simMs);
  }

  clear(): void {
    this.fx.clear();
    this.numbers.clear();
  }

  /** Chips of stone thrown back toward the hunter and a few hot sparks: one bite of the pick. */
  chips(x: number, y: number, unit: number, stone: number, tint: number, startMs: number): void {
    this.spray(this.textures.chunk, x, y, 4, stone, false, unit, startMs, 0.05, Math.PI * 0.95, Math.PI * 1.45);
    this.spray(this.textures.spark, x, y, 5, tint, true, unit, startMs, 0.06, Math.PI * 0.8, Math.PI * 1.5);
  }

  /** A finished harvest: chunks and sparks burst up out of the node. */
  harvest(x: number, y: number, unit: number, stone: number, tint: number, startMs: number): void {
    this.spray(this.textures.chunk, x, y, 9, stone, false, unit, startMs, 0.07, Math.PI * 1.05, Math.PI * 1.95);
    this.spray(this.textures.spark, x, y, 8, tint, true, unit, startMs, 0.08, Math.PI * 1.1, Math.PI * 1.9);
  }

  /**
   * Each rare, epic or legendary drop: a ring of light and a star over the node, then its name floating
   * up in the rarity's colour; several drops follow one another. Common and uncommon drops show nothing
   * here (the harvest's chunks stand for them). Names stay inside the scene's `width`: a long one on a
   * narrow screen shrinks and moves in from the edge rather than being cut.
   */
  drops(drops: readonly MiningDrop[], x: number, y: number, unit: number, width: number, startMs: number): void {
    let shown = 0;
    for (let index = 0; index < drops.length; index += 1) {
      const drop = drops[index]!;
      if (!dropGlints(drop.rarity)) continue;
      const at = startMs + 120 + shown * 420;
      const color = rarityColor[drop.rarity];
      const legendary = drop.rarity === 'legendary';
      this.fx.spawn({
        texture: this.textures.ring,
        tint: color,
        additive: true,
        startMs: at,
        durationMs: 650,
        x,
        y,
        scaleFrom: (unit * 0.08) / 64,
        scaleTo: (unit * (legendary ? 0.7 : 0.5)) / 64,
      });
      this.fx.spawn({
        texture: this.textures.spark,
        tint: 0xffffff,
        additive: true,
        startMs: at,
        durationMs: 700,
        x,
        y,
        spin: 2.5,
        scaleFrom: (unit * 0.3) / 48,
        scaleTo: (unit * 0.05) / 48,
      });
      this.fx.spawn({
        texture: this.textures.glow,
        tint: color,
        additive: true,
        startMs: at,
        durationMs: 900,
        x,
        y,
        scaleFrom: (unit * 0.5) / 64,
        scaleTo: (unit * 0.2) / 64,
        alpha: 0.8,
      });
      const text = toDamageFontText(drop.quantity > 1 ? `${drop.quantity} x ${drop.name}` : drop.name);
      // The bitmap font's glyphs average about 0.62 of their height across.
      const perSize = 0.62 * text.length;
      const size = Math.min(Math.max(15, Math.min(26, unit * 0.11)), (width - 16) / perSize);
      const half = (perSize * size) / 2;
      this.numbers.show({
        text,
        tint: color,
        startMs: at + 80,
        x: Math.min(width - half - 8, Math.max(half + 8, x)),
        y: y - unit * 0.1,
        size,
        rise: unit * 0.2,
        // The pop swells the name by 60 %: only when that still fits.
        pop: perSize * size * 1.6 < width - 16,
        durationMs: 2200,
      });
      shown += 1;
      this.glints += 1;
    }
  }

  /** The harvest's Survival XP, rising off the hunter. */
  xp(text: string, x: number, y: number, unit: number, startMs: number): void {
    this.numbers.show({
      text,
      tint: palette.spectral,
      startMs,
      x,
      y,
      size: Math.max(13, Math.min(20, unit * 0.085)),
      durationMs: 1400,
    });
  }

  /** A collapse: a cloud of dust rolling out along the ground and chunks tumbling off the heap. */
  dust(x: number, y: number, unit: number, stone: number, startMs: number): void {
    for (let index = 0; index < 12; index += 1) {
      const side = index % 2 === 0 ? -1 : 1;
      this.fx.spawn({
        texture: this.textures.glow,
        tint: palette.ash,
        startMs: startMs + this.random.range(0, 260),
        durationMs: this.random.range(900, 1400),
        x: x + side * this.random.range(0, unit * 0.2),
        y: y - this.random.range(0, unit * 0.25),
        vx: side * unit * this.random.range(0.15, 0.45),
        vy: -unit * this.random.range(0.05, 0.2),
        scaleFrom: (unit * 0.15) / 64,
        scaleTo: (unit * this.random.range(0.45, 0.7)) / 64,
        stretch: 1.5,
        alpha: 0.75,
        fadeIn: 0.15,
      });
    }
    this.spray(
      this.textures.chunk,
      x,
      y - unit * 0.25,
      10,
      stone,
      false,
      unit,
      startMs,
      0.08,
      Math.PI * 1.1,
      Math.PI * 1.9,
    );
  }

  /** A node returning whole: motes of its light rising through it. */
  shimmer(x: number, y: number, unit: number, tint: number, startMs: number): void {
    for (let index = 0; index < 16; index += 1) {
      this.fx.spawn({
        texture: this.textures.spark,
        tint,
        additive: true,
        startMs: startMs + this.random.range(0, 500),
        durationMs: this.random.range(700, 1100),
        x: x + this.random.range(-0.3, 0.3) * unit,
        y: y - this.random.range(0, 0.2) * unit,
        vy: -unit * this.random.range(0.3, 0.6),
        spin: this.random.range(-3, 3),
        scaleFrom: (unit * 0.06) / 48,
        scaleTo: (unit * 0.02) / 48,
        fadeIn: 0.3,
      });
    }
  }

  /** One mote of channelled energy drawn from the node into the hunter's raised hand. */
  mote(fromX: number, fromY: number, toX: number, toY: number, unit: number, tint: number, startMs: number): void {
    this.fx.spawn({
      texture: this.textures.glow,
      tint,
      additive: true,
      motion: 'travel',
      startMs,
      durationMs: this.random.range(520, 760),
      x: fromX + this.random.range(-0.06, 0.06) * unit,
      y: fromY + this.random.range(-0.06, 0.06) * unit,
      vx: toX,
      vy: toY,
      scaleFrom: (unit * 0.13) / 64,
      scaleTo: (unit * 0.06) / 64,
      fadeIn: 0.2,
    });
  }

  private spray(
    texture: Texture,
    x: number,
    y: number,
    count: number,
    tint: number,
    additive: boolean,
    unit: number,
    startMs: number,
    size: number,
    fromAngle: number,
    toAngle: number,
  ): void {
    for (let index = 0; index < count; index += 1) {
      const angle = this.random.range(fromAngle, toAngle);
      const speed = unit * this.random.range(0.6, 1.4);
      this.fx.spawn({
        texture,
        tint,
        additive,
        startMs,
        durationMs: this.random.range(420, 700),
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        gravity: unit * 3.2,
        spin: this.random.range(-8, 8),
        rotation: this.random.range(0, Math.PI * 2),
        scaleFrom: (unit * size * this.random.range(0.6, 1.2)) / texture.width,
        scaleTo: additive ? 0.01 : (unit * size * 0.5) / texture.width,
      });
    }
  }
}
