import { Container, FillGradient, Graphics, Sprite, type Texture } from 'pixi.js';
import { THEME_SCENERY, THEME_STYLES, type AreaTheme, type ThemeStyle } from './area-themes';
import { SceneRandom } from './random';

const MAX_PARTICLES = 32;
const FOG_BANKS = 2;
const TAU = Math.PI * 2;

/** A rift backdrop cosmetic's colours (0xRRGGBB): they repaint the sky, the celestial glow and the motes. */
export interface SkyTint {
  color: number;
  accent: number;
}

/** `a` moved toward `b` by `t` (0..1), per channel. */
function mix(a: number, b: number, t: number): number {
  const channel = (shift: number) => {
    const from = (a >> shift) & 0xff;
    const to = (b >> shift) & 0xff;
    return Math.round(from + (to - from) * t) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

type Mote = { x: number; y: number; size: number; speed: number; phase: number; twinkle: number };

/**
 * An area's backdrop: sky gradient, celestial body, far and mid silhouettes, ground, vignette, drifting
 * fog and ambient particles (embers, dust, snow, wisps). The still layers are drawn only when the theme
 * or the size changes and are cached as one texture, so each frame pays for one full-screen quad rather
 * than five (software WebGL is fill-bound). Particles move as pure functions of simulated time, so
 * nothing is allocated per frame.
 */
export class Backdrop {
  readonly root = new Container();
  private readonly still = new Container();
  /** Particles in their own render group: a blend change into them must not unbatch them (see FxLayer). */
  private readonly motes = new Container({ isRenderGroup: true });
  private readonly vignette: Sprite;
  private cached = false;
  private readonly sky = new Graphics();
  private readonly celestialGlow: Sprite;
  private readonly far = new Graphics();
  private readonly mid = new Graphics();
  private readonly ground = new Graphics();
  private readonly fog: Sprite[] = [];
  private readonly particles: Sprite[] = [];
  private readonly moteData: Mote[] = [];
  private readonly random = new SceneRandom(1);
  private readonly gradients = new Map<string, FillGradient>();
  private style: ThemeStyle = THEME_STYLES.crypt;
  private width = 1;
  private height = 1;
  private groundY = 1;

  constructor(glowTexture: Texture, vignetteTexture: Texture) {
    this.celestialGlow = new Sprite(glowTexture);
    this.celestialGlow.anchor.set(0.5);
    this.celestialGlow.blendMode = 'add';
    this.vignette = new Sprite(vignetteTexture);
    this.vignette.alpha = 0.85;
    this.still.addChild(this.sky, this.celestialGlow, this.far, this.mid, this.ground, this.vignette);
    this.root.addChild(this.still);
    for (let index = 0; index < FOG_BANKS; index += 1) {
      const bank = new Sprite(glowTexture);
      bank.anchor.set(0.5);
      this.fog.push(bank);
      this.root.addChild(bank);
    }
    for (let index = 0; index < MAX_PARTICLES; index += 1) {
      const particle = new Sprite(glowTexture);
      particle.anchor.set(0.5);
      particle.visible = false;
      this.particles.push(particle);
      this.moteData.push({ x: 0, y: 0, size: 0, speed: 0, phase: 0, twinkle: 0 });
      this.motes.addChild(particle);
    }
    this.root.addChild(this.motes);
  }

  /**
   * Redraws for a theme and a size; `groundY` is where the fighters stand. A `sky` (the player's rift
   * backdrop, in rift areas) repaints the sky and lights over the theme's scenery.
   */
  layout(
    theme: AreaTheme,
    width: number,
    height: number,
    groundY: number,
    seed: number,
    sky: SkyTint | null = null,
  ): void {
    this.style = sky ? tinted(THEME_STYLES[theme], sky) : THEME_STYLES[theme];
    this.width = width;
    this.height = height;
    this.groundY = groundY;
    const style = this.style;
    this.sky
      .clear()
      .rect(0, 0, width, groundY + 2)
      .fill(this.gradient(`sky:${style.skyTop}:${style.skyBottom}`, style.skyTop, style.skyBottom));

    const celestial = style.celestial;
    const unit = Math.min(width, height);
    this.celestialGlow.visible = celestial.kind !== 'none';
    this.celestialGlow.position.set(width * celestial.x, height * celestial.y);
    this.celestialGlow.tint = celestial.glow;
    this.celestialGlow.scale.set((unit * celestial.radius * (celestial.kind === 'rift' ? 3 : 4.5)) / 128);
    this.celestialGlow.alpha = celestial.kind === 'black-sun' ? 0.9 : 0.45;

    this.random.reseed(seed);
    const frame = { width, height, groundY, unit: Math.max(unit, 0.62 * Math.max(width, height)), random: this.random };
    this.far.clear();
    if (celestial.kind === 'moon' || celestial.kind === 'sun') {
      this.far
        .circle(width * celestial.x, height * celestial.y, unit * celestial.radius)
        .fill({ color: celestial.color, alpha: 0.92 });
    } else if (celestial.kind === 'black-sun') {
      const radius = unit * celestial.radius;
      this.far.circle(width * celestial.x, height * celestial.y, radius * 1.08).fill({ color: 0xffb15c, alpha: 0.9 });
      this.far.circle(width * celestial.x, height * celestial.y, radius).fill(celestial.color);
    }
    this.mid.clear();
    THEME_SCENERY[theme](this.far, this.mid, frame);

    this.ground
      .clear()
      .rect(0, groundY, width, height - groundY)
      .fill(this.gradient(`ground:${theme}`, style.groundTop, style.groundBottom));
    this.ground.rect(0, groundY - 1, width, 2).fill({ color: style.groundEdge, alpha: 0.45 });
    for (let line = 1; line <= 3; line += 1) {
      const y = groundY + (height - groundY) * (line * line) * 0.08;
      this.ground.rect(0, y, width, 1).fill({ color: style.groundEdge, alpha: 0.08 });
    }

    this.vignette.scale.set(width / 256, height / 256);
    for (let index = 0; index < FOG_BANKS; index += 1) {
      const bank = this.fog[index]!;
      bank.tint = style.fogColor;
      bank.alpha = style.fogAlpha * 1.4;
      bank.scale.set((width * this.random.range(0.35, 0.5)) / 64, (height * this.random.range(0.035, 0.05)) / 64);
    }
    const particles = style.particles;
    for (let index = 0; index < MAX_PARTICLES; index += 1) {
      const particle = this.particles[index]!;
      const mote = this.moteData[index]!;
      particle.visible = index < particles.count;
      particle.tint = particles.color;
      particle.blendMode = particles.additive ? 'add' : 'normal';
      mote.x = this.random.next();
      mote.y = this.random.next();
      // The glow texture's visible core is about half its 128 px; scale so that core is the mote's diameter.
      mote.size = (unit * this.random.range(particles.size[0], particles.size[1])) / 64;
      mote.speed = this.random.range(particles.speed[0], particles.speed[1]) * (unit / 700);
      mote.phase = this.random.range(0, TAU);
      mote.twinkle = this.random.range(0.6, 1.6);
      particle.scale.set(mote.size);
    }
    if (this.cached) this.still.updateCacheTexture();
    else this.still.cacheAsTexture({ antialias: true });
    this.cached = true;
  }

  /** Moves fog and particles to where they are at `simMs`. */
  update(simMs: number): void {
    const seconds = simMs / 1000;
    const { width, height, groundY } = this;
    for (let index = 0; index < FOG_BANKS; index += 1) {
      const bank = this.fog[index]!;
      const span = width * 1.6;
      bank.x = (((index * span) / FOG_BANKS + seconds * (8 + index * 3)) % span) - width * 0.3;
      bank.y = groundY - height * 0.01 + (index % 2) * height * 0.03;
    }
    const particles = this.style.particles;
    for (let index = 0; index < particles.count && index < MAX_PARTICLES; index += 1) {
      const particle = this.particles[index]!;
      const mote = this.moteData[index]!;
      const travel = seconds * mote.speed;
      const sway = Math.sin(seconds * mote.twinkle + mote.phase);
      if (particles.motion === 'rise') {
        const span = groundY + 20;
        particle.y = groundY + 10 - ((mote.y * span + travel) % span);
        particle.x = mote.x * width + sway * 14;
      } else if (particles.motion === 'drift') {
        const span = width + 40;
        particle.x = ((mote.x * span + travel) % span) - 20;
        particle.y = mote.y * (groundY + (height - groundY) * 0.5) + sway * 10;
      } else {
        const span = height + 20;
        particle.y = ((mote.y * span + travel) % span) - 10;
        particle.x = (((mote.x * width - travel * 0.4 + sway * 12) % width) + width) % width;
      }
      particle.alpha = particles.alpha * (0.55 + 0.45 * Math.sin(seconds * mote.twinkle * 2 + mote.phase));
    }
  }

  destroy(): void {
    for (const gradient of this.gradients.values()) gradient.destroy();
    this.gradients.clear();
    this.root.destroy({ children: true });
  }

  private gradient(key: string, top: number, bottom: number): FillGradient {
    // Keyed by colours: a theme's and a backdrop's skies share one gradient each.
    let gradient = this.gradients.get(key);
    if (!gradient) {
      gradient = new FillGradient({
        type: 'linear',
        start: { x: 0, y: 0 },
        end: { x: 0, y: 1 },
        colorStops: [
          { offset: 0, color: top },
          { offset: 1, color: bottom },
        ],
        textureSpace: 'local',
      });
      this.gradients.set(key, gradient);
    }
    return gradient;
  }
}

/** A theme's style under a rift backdrop: its sky from the backdrop's colour, its glow and motes from the accent. */
function tinted(style: ThemeStyle, sky: SkyTint): ThemeStyle {
  return {
    ...style,
    skyTop: mix(sky.color, 0x000000, 0.82),
    skyBottom: mix(sky.color, style.skyBottom, 0.45),
    celestial: { ...style.celestial, glow: sky.accent },
    particles: { ...style.particles, color: sky.accent },
  };
}
