import { Container, Sprite, type Texture } from 'pixi.js';
import { Pool } from '../pool';

/** How a particle moves: ballistic (velocity and gravity) or straight from its start to a target. */
export type FxMotion = 'ballistic' | 'travel';

/** One pooled effect sprite and the numbers that animate it from simulated time. */
export interface FxParticle {
  readonly sprite: Sprite;
  motion: FxMotion;
  startMs: number;
  durationMs: number;
  x: number;
  y: number;
  /** Velocity (px/s) for ballistic motion, or the target point for travel. */
  vx: number;
  vy: number;
  gravity: number;
  rotation: number;
  spin: number;
  scaleFrom: number;
  scaleTo: number;
  /** Horizontal stretch relative to vertical (1 is round). */
  stretch: number;
  alpha: number;
  /** Fraction of the life spent fading in (0: appears at full alpha). */
  fadeIn: number;
}

/** What to spawn; unspecified numbers take neutral defaults. */
export interface FxSpec {
  texture: Texture;
  tint: number;
  additive?: boolean;
  motion?: FxMotion;
  startMs: number;
  durationMs: number;
  x: number;
  y: number;
  vx?: number;
  vy?: number;
  gravity?: number;
  rotation?: number;
  spin?: number;
  scaleFrom?: number;
  scaleTo?: number;
  stretch?: number;
  alpha?: number;
  fadeIn?: number;
}

/**
 * Short-lived effect sprites (sparks, shards, slashes, bolts, bursts, dissolving ash, loot glints) from
 * one pool. A spec may start in the future (an impact that lands later); until then it stays hidden.
 * Beyond the pool's cap new effects are skipped rather than allocated.
 */
export class FxLayer {
  readonly root = new Container();
  // Normal and additive sprites in separate layers, so blending switches once per frame, not per
  // sprite; each its own render group, since Pixi 8's batcher stops merging sprites after a blend
  // change inside one group (every later sprite became its own draw call).
  private readonly normal = new Container({ isRenderGroup: true });
  private readonly additive = new Container({ isRenderGroup: true });
  private readonly pool: Pool<FxParticle>;

  constructor(initialTexture: Texture, max = 220) {
    this.pool = new Pool<FxParticle>(
      () => {
        const sprite = new Sprite(initialTexture);
        sprite.anchor.set(0.5);
        sprite.visible = false;
        this.normal.addChild(sprite);
        return {
          sprite,
          motion: 'ballistic',
          startMs: 0,
          durationMs: 1,
          x: 0,
          y: 0,
          vx: 0,
          vy: 0,
          gravity: 0,
          rotation: 0,
          spin: 0,
          scaleFrom: 1,
          scaleTo: 1,
          stretch: 1,
          alpha: 1,
          fadeIn: 0,
        };
      },
      { max, reset: (particle) => void (particle.sprite.visible = false) },
    );
    this.root.addChild(this.normal, this.additive);
  }

  get activeCount(): number {
    return this.pool.activeCount;
  }

  get createdCount(): number {
    return this.pool.createdCount;
  }

  spawn(spec: FxSpec): FxParticle | null {
    const particle = this.pool.acquire();
    if (!particle) return null;
    const sprite = particle.sprite;
    sprite.texture = spec.texture;
    sprite.tint = spec.tint;
    const layer = spec.additive ? this.additive : this.normal;
    if (sprite.parent !== layer) layer.addChild(sprite);
    sprite.blendMode = spec.additive ? 'add' : 'normal';
    sprite.visible = false;
    particle.motion = spec.motion ?? 'ballistic';
    particle.startMs = spec.startMs;
    particle.durationMs = Math.max(1, spec.durationMs);
    particle.x = spec.x;
    particle.y = spec.y;
    particle.vx = spec.vx ?? 0;
    particle.vy = spec.vy ?? 0;
    particle.gravity = spec.gravity ?? 0;
    particle.rotation = spec.rotation ?? 0;
    particle.spin = spec.spin ?? 0;
    particle.scaleFrom = spec.scaleFrom ?? 1;
    particle.scaleTo = spec.scaleTo ?? particle.scaleFrom;
    particle.stretch = spec.stretch ?? 1;
    particle.alpha = spec.alpha ?? 1;
    particle.fadeIn = spec.fadeIn ?? 0;
    return particle;
  }

  update(simMs: number): void {
    this.nowMs = simMs;
    this.pool.forEachActive(this.advance);
  }

  clear(): void {
    this.pool.releaseAll();
  }

  private nowMs = 0;
  /** Bound once: visiting the pool each frame allocates no closure. */
  private readonly advance = (particle: FxParticle): void => {
    const age = this.nowMs - particle.startMs;
    const sprite = particle.sprite;
    if (age < 0) {
      sprite.visible = false;
      return;
    }
    const progress = age / particle.durationMs;
    if (progress >= 1) {
      this.pool.release(particle);
      return;
    }
    const seconds = age / 1000;
    if (particle.motion === 'travel') {
      const eased = progress * progress;
      sprite.x = particle.x + (particle.vx - particle.x) * eased;
      sprite.y = particle.y + (particle.vy - particle.y) * eased;
    } else {
      sprite.x = particle.x + particle.vx * seconds;
      sprite.y = particle.y + particle.vy * seconds + 0.5 * particle.gravity * seconds * seconds;
    }
    const scale = particle.scaleFrom + (particle.scaleTo - particle.scaleFrom) * progress;
    sprite.scale.set(scale * particle.stretch, scale);
    sprite.rotation = particle.rotation + particle.spin * seconds;
    const fadeIn = particle.fadeIn > 0 && progress < particle.fadeIn ? progress / particle.fadeIn : 1;
    const fadeOut = 1 - progress * progress;
    sprite.alpha = particle.alpha * fadeIn * fadeOut;
    sprite.visible = true;
  };
}
