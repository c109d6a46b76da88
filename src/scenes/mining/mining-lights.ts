import { Container, Sprite, type Texture } from 'pixi.js';
import { palette } from '../art/palette';
import { lanternFlame } from './mine-cave';
import type { MiningTextureKey } from './mining-textures';

/**
 * The scene's steady lights, a handful of additive sprites from the atlas: two lanterns, the node's
 * halo and the shimmer of its return (behind the figures), the channelled beam and the glow in the
 * hunter's raised hand (in front of them). Moved and faded every frame, never redrawn.
 */
export class MiningLights {
  readonly back = new Container();
  readonly front = new Container();
  private readonly lanterns: Sprite[];
  private readonly halo: Sprite;
  private readonly shimmer: Sprite;
  private readonly beam: Sprite;
  private readonly hand: Sprite;

  constructor(textures: Record<MiningTextureKey, Texture>) {
    const glow = (tint: number): Sprite => {
      const sprite = new Sprite(textures.glow);
      sprite.anchor.set(0.5);
      sprite.blendMode = 'add';
      sprite.tint = tint;
      return sprite;
    };
    this.lanterns = [glow(palette.ember), glow(palette.ember)];
    this.halo = glow(palette.spectral);
    this.shimmer = glow(0xffffff);
    this.hand = glow(palette.spectral);
    this.beam = new Sprite(textures.beam);
    this.beam.anchor.set(0, 0.5);
    this.beam.blendMode = 'add';
    this.back.addChild(...this.lanterns, this.halo);
    this.front.addChild(this.beam, this.hand);
    this.shimmer.visible = this.beam.visible = this.hand.visible = false;
  }

  /** The shimmer rises through the node, so it sits between the node and the hunter. */
  get shimmerSprite(): Sprite {
    return this.shimmer;
  }

  layout(width: number, height: number, groundY: number): void {
    for (let index = 0; index < this.lanterns.length; index += 1) {
      const flame = lanternFlame(index, width, groundY);
      this.lanterns[index]!.position.set(flame.x, flame.y);
      this.lanterns[index]!.scale.set((height * 0.45) / 64);
    }
  }

  /** The node's halo: centred on it, its colour, brighter while it is worked. */
  placeHalo(x: number, y: number, scale: number, tint: number): void {
    this.halo.position.set(x, y);
    this.halo.scale.set((230 * scale) / 64);
    this.halo.tint = tint;
  }

  update(simMs: number, haloAlpha: number): void {
    for (let index = 0; index < this.lanterns.length; index += 1)
      this.lanterns[index]!.alpha = 0.3 + 0.08 * Math.sin(simMs / (89 + index * 37)) + 0.05 * Math.sin(simMs / 43);
    this.halo.alpha = haloAlpha;
  }

  /** The return's shimmer at share `t` of it: a band of the node's light climbing from its foot to its top. */
  showShimmer(x: number, groundY: number, scale: number, tint: number, t: number): void {
    const shimmer = this.shimmer;
    shimmer.visible = true;
    shimmer.tint = tint;
    shimmer.position.set(x, groundY - (10 + 90 * t) * scale);
    shimmer.scale.set((150 * scale) / 64, (60 * scale) / 64);
    shimmer.alpha = 0.9 * Math.sin(t * Math.PI);
  }

  hideShimmer(): void {
    this.shimmer.visible = false;
  }

  /** The channel: a beam from the node into the raised hand, `strength` 0..1 as the stance eases in. */
  showBeam(
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    scale: number,
    tint: number,
    strength: number,
    flicker: number,
  ): void {
    const beam = this.beam;
    beam.visible = this.hand.visible = true;
    beam.tint = this.hand.tint = tint;
    beam.position.set(fromX, fromY);
    beam.rotation = Math.atan2(toY - fromY, toX - fromX);
    beam.width = Math.hypot(toX - fromX, toY - fromY);
    beam.height = scale * (7 + 4 * flicker);
    beam.alpha = 0.6 * strength;
    this.hand.position.set(toX, toY);
    this.hand.scale.set((scale * (26 + 8 * flicker)) / 64);
    this.hand.alpha = 0.85 * strength;
  }

  hideBeam(): void {
    this.beam.visible = this.hand.visible = false;
  }
}
