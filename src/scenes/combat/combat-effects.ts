import type { Texture } from 'pixi.js';
import { toDamageFontText, type DamageNumbers } from '../art/damage-numbers';
import type { FxLayer } from '../art/fx-layer';
import { palette, rarityColor, visualColor } from '../art/palette';
import type { SceneRandom } from '../art/random';
import type { FxTextureKey } from '../art/textures';
import type { LootDrop } from './combat-model';

/** Milliseconds a frost bolt flies before it bursts. */
export const FROST_BOLT_FLIGHT_MS = 300;
/** The bolt leaves the hand this long after the cast starts. */
export const FROST_BOLT_RELEASE_MS = 150;

/**
 * The combat scene's effect vocabulary, composed from pooled effect sprites and floating text: slash
 * arcs, a frost bolt and its burst, claws, a block flash, death dissolve, loot drops, respawn, a rift
 * opening. Every effect is scheduled at a simulated time and then runs on its own.
 */
export class CombatEffects {
  constructor(
    private readonly fx: FxLayer,
    private readonly numbers: DamageNumbers,
    private readonly textures: Record<FxTextureKey, Texture>,
    private readonly random: SceneRandom,
  ) {}

  /**
   * A blade's arc across the target; `heavy` for a steel ability (white arcs, one over the other). `facing` is the
   * direction of the blow.
   */
  slash(x: number, y: number, size: number, startMs: number, facing: 1 | -1, heavy: boolean): void {
    const tint = heavy ? visualColor.steel : palette.parchment;
    const rotation = facing === 1 ? this.random.range(-0.5, -0.1) : Math.PI + this.random.range(0.1, 0.5);
    const scale = size / 128;
    this.fx.spawn({
      texture: this.textures.slash,
      tint,
      additive: true,
      startMs,
      durationMs: heavy ? 300 : 230,
      x,
      y,
      rotation,
      scaleFrom: scale * 0.7,
      scaleTo: scale * (heavy ? 1.25 : 1.05),
      stretch: 1.15,
      fadeIn: 0.08,
    });
    if (heavy)
      this.fx.spawn({
        texture: this.textures.slash,
        tint: 0xffffff,
        additive: true,
        startMs: startMs + 30,
        durationMs: 240,
        x,
        y,
        rotation: rotation + 0.25,
        scaleFrom: scale * 0.55,
        scaleTo: scale * 0.95,
        stretch: 1.1,
      });
    this.sparks(
      x,
      y,
      heavy ? 9 : 5,
      heavy ? palette.steel : palette.emberBright,
      startMs + 40,
      size * 2.2,
      size * 0.12,
    );
  }

  /** Three red rakes across the hunter from an enemy's claw or bite. */
  claw(x: number, y: number, size: number, startMs: number): void {
    const scale = size / 128;
    for (let rake = -1; rake <= 1; rake += 1) {
      this.fx.spawn({
        texture: this.textures.slash,
        tint: palette.blood,
        additive: true,
        startMs: startMs + rake * 12,
        durationMs: 260,
        x: x + rake * size * 0.12,
        y: y + rake * size * 0.1,
        rotation: Math.PI + 0.5,
        scaleFrom: scale * 0.55,
        scaleTo: scale * 0.8,
        stretch: 0.5,
      });
    }
    this.sparks(x, y, 4, palette.ember, startMs + 30, size * 1.6, size * 0.1);
  }

  sparks(x: number, y: number, count: number, tint: number, startMs: number, speed: number, size: number): void {
    for (let index = 0; index < count; index += 1) {
      const angle = this.random.range(0, Math.PI * 2);
      const velocity = speed * this.random.range(0.4, 1);
      this.fx.spawn({
        texture: this.textures.spark,
        tint,
        additive: true,
        startMs,
        durationMs: this.random.range(260, 480),
        x,
        y,
        vx: Math.cos(angle) * velocity,
        vy: Math.sin(angle) * velocity - speed * 0.3,
        gravity: speed * 2.2,
        rotation: angle,
        spin: 6,
        scaleFrom: size / 48,
        scaleTo: size / 96,
      });
    }
  }

  /** A frost bolt from the hand to the target; returns the simulated time it lands. */
  frostBolt(fromX: number, fromY: number, toX: number, toY: number, size: number, startMs: number): number {
    const releaseMs = startMs + FROST_BOLT_RELEASE_MS;
    const scale = size / 128;
    this.fx.spawn({
      texture: this.textures.glow,
      tint: palette.frost,
      additive: true,
      startMs,
      durationMs: FROST_BOLT_RELEASE_MS + 40,
      x: fromX,
      y: fromY,
      scaleFrom: scale * 0.2,
      scaleTo: scale * 0.55,
      fadeIn: 0.5,
    });
    for (let trail = 0; trail < 5; trail += 1) {
      this.fx.spawn({
        texture: trail === 0 ? this.textures.spark : this.textures.glow,
        tint: trail === 0 ? 0xffffff : palette.frost,
        additive: true,
        motion: 'travel',
        startMs: releaseMs + trail * 22,
        durationMs: FROST_BOLT_FLIGHT_MS,
        x: fromX,
        y: fromY,
        vx: toX,
        vy: toY,
        spin: 10,
        scaleFrom: (scale * (trail === 0 ? 1.4 : 0.5)) / (1 + trail * 0.25),
        alpha: 1 - trail * 0.15,
      });
    }
    const impactMs = releaseMs + FROST_BOLT_FLIGHT_MS;
    this.frostBurst(toX, toY, size, impactMs);
    return impactMs;
  }

  frostBurst(x: number, y: number, size: number, startMs: number): void {
    const scale = size / 64;
    this.fx.spawn({
      texture: this.textures.ring,
      tint: palette.frost,
      additive: true,
      startMs,
      durationMs: 380,
      x,
      y,
      scaleFrom: scale * 0.15,
      scaleTo: scale * 0.75,
    });
    this.fx.spawn({
      texture: this.textures.glow,
      tint: palette.frostDeep,
      additive: true,
      startMs,
      durationMs: 260,
      x,
      y,
      scaleFrom: (size / 128) * 0.6,
      scaleTo: (size / 128) * 1.2,
    });
    for (let shard = 0; shard < 10; shard += 1) {
      const angle = this.random.range(0, Math.PI * 2);
      const speed = size * this.random.range(1.2, 2.6);
      this.fx.spawn({
        texture: this.textures.shard,
        tint: shard % 2 === 0 ? palette.frost : 0xe8f8ff,
        additive: true,
        startMs,
        durationMs: this.random.range(420, 640),
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - size,
        gravity: size * 4,
        rotation: angle + Math.PI / 2,
        spin: this.random.range(-8, 8),
        scaleFrom: (size / 24) * 0.22,
        scaleTo: (size / 24) * 0.1,
      });
    }
  }

  blockFlash(x: number, y: number, size: number, startMs: number): void {
    this.fx.spawn({
      texture: this.textures.ring,
      tint: 0x9fc3ff,
      additive: true,
      startMs,
      durationMs: 260,
      x,
      y,
      scaleFrom: (size / 64) * 0.2,
      scaleTo: (size / 64) * 0.5,
      stretch: 0.6,
    });
    this.sparks(x, y, 5, 0xcfe0ff, startMs, size * 1.5, size * 0.1);
  }

  /** A parry: two crossed arcs of steel and a burst of gold sparks where the blades meet. */
  parryClash(x: number, y: number, size: number, startMs: number): void {
    const scale = size / 128;
    this.fx.spawn({
      texture: this.textures.slash,
      tint: palette.steel,
      additive: true,
      startMs,
      durationMs: 220,
      x,
      y,
      rotation: -0.9,
      scaleFrom: scale * 0.7,
      scaleTo: scale * 0.9,
      stretch: 0.5,
    });
    this.fx.spawn({
      texture: this.textures.slash,
      tint: palette.steel,
      additive: true,
      startMs,
      durationMs: 220,
      x,
      y,
      rotation: Math.PI + 0.9,
      scaleFrom: scale * 0.7,
      scaleTo: scale * 0.9,
      stretch: 0.5,
    });
    this.fx.spawn({
      texture: this.textures.spark,
      tint: 0xffffff,
      additive: true,
      startMs,
      durationMs: 180,
      x,
      y,
      scaleFrom: (size * 0.5) / 48,
      scaleTo: (size * 0.2) / 48,
    });
    this.sparks(x, y, 8, palette.gold, startMs, size * 2, size * 0.09);
  }

  /** The body comes apart as ash and embers rising off it. */
  dissolve(x: number, groundY: number, height: number, width: number, tint: number, startMs: number): void {
    for (let mote = 0; mote < 18; mote += 1) {
      const ember = mote % 3 === 0;
      this.fx.spawn({
        texture: this.textures.glow,
        tint: ember ? palette.ember : tint,
        additive: ember,
        startMs: startMs + this.random.range(0, 520),
        durationMs: this.random.range(800, 1300),
        x: x + this.random.range(-width / 2, width / 2),
        y: groundY - this.random.range(0.05, 0.95) * height,
        vx: this.random.range(-12, 12),
        vy: -this.random.range(30, 90),
        scaleFrom: (height / 128) * this.random.range(0.08, 0.16),
        scaleTo: 0.01,
        fadeIn: 0.15,
        alpha: ember ? 0.9 : 0.7,
      });
    }
  }

  /** Loot pops out of the fallen enemy, lands with a glint and its name, then flies to the hunter. */
  loot(
    fromX: number,
    fromY: number,
    groundY: number,
    hunterX: number,
    hunterY: number,
    unit: number,
    drops: readonly LootDrop[],
    startMs: number,
  ): void {
    const flightS = 0.65;
    const gravity = unit * 9;
    const shown = Math.min(drops.length, 4);
    for (let index = 0; index < shown; index += 1) {
      const drop = drops[index]!;
      const tint = drop.gold ? palette.gold : rarityColor[drop.rarity];
      const landX = fromX - unit * (0.15 + 0.22 * index) + this.random.range(-unit * 0.05, unit * 0.05);
      const vy = (groundY - fromY - 0.5 * gravity * flightS * flightS) / flightS;
      const start = startMs + index * 90;
      const gemScale = (unit * 0.16) / 24;
      this.fx.spawn({
        texture: this.textures.shard,
        tint,
        startMs: start,
        durationMs: flightS * 1000,
        x: fromX,
        y: fromY,
        vx: (landX - fromX) / flightS,
        vy,
        gravity,
        spin: 9,
        scaleFrom: gemScale,
        alpha: 1.6,
      });
      const landedMs = start + flightS * 1000;
      this.fx.spawn({
        texture: this.textures.spark,
        tint,
        additive: true,
        startMs: landedMs,
        durationMs: 700,
        x: landX,
        y: groundY - unit * 0.03,
        spin: 3,
        scaleFrom: (unit * 0.5) / 48,
        scaleTo: (unit * 0.15) / 48,
        fadeIn: 0.1,
      });
      this.fx.spawn({
        texture: this.textures.shard,
        tint,
        motion: 'travel',
        startMs: landedMs + 500,
        durationMs: 420,
        x: landX,
        y: groundY - unit * 0.04,
        vx: hunterX,
        vy: hunterY,
        spin: 12,
        scaleFrom: gemScale,
        scaleTo: gemScale * 0.5,
        alpha: 1.6,
      });
      // Words rise from where the enemy fell, one line per drop, large enough to read on a phone; the
      // lines are spaced by the text's own size (on phones the 16 px floor is taller than unit steps).
      const textSize = Math.max(16, unit * 0.13);
      this.numbers.show({
        text: `+${toDamageFontText(drop.name)}`,
        tint,
        startMs: landedMs,
        x: landX,
        y: groundY - unit * 0.16 - index * textSize * 1.5,
        size: textSize,
        durationMs: 1800,
        rise: unit * 0.3,
      });
    }
  }

  /** A column of spectral light where the hunter rises again. */
  respawn(x: number, groundY: number, height: number, startMs: number): void {
    const scale = (height * 2.4) / 128;
    this.fx.spawn({
      texture: this.textures.glow,
      tint: palette.spectral,
      additive: true,
      startMs,
      durationMs: 1000,
      x,
      y: groundY - height * 0.5,
      scaleFrom: scale,
      scaleTo: scale * 1.05,
      stretch: 0.22,
      fadeIn: 0.25,
    });
    for (let mote = 0; mote < 12; mote += 1) {
      this.fx.spawn({
        texture: this.textures.spark,
        tint: palette.spectral,
        additive: true,
        startMs: startMs + mote * 40,
        durationMs: 800,
        x: x + this.random.range(-height * 0.2, height * 0.2),
        y: groundY,
        vy: -height * this.random.range(0.8, 1.6),
        scaleFrom: (height * 0.09) / 48,
        scaleTo: 0.01,
      });
    }
  }

  /** A rift tears open where an enemy steps out; bosses tear it in ember. */
  riftOpen(x: number, groundY: number, height: number, boss: boolean, startMs: number): void {
    const tint = boss ? palette.ember : palette.arcane;
    const scale = (height * 0.9) / 64;
    this.fx.spawn({
      texture: this.textures.ring,
      tint,
      additive: true,
      startMs,
      durationMs: 600,
      x,
      y: groundY - height * 0.02,
      scaleFrom: scale * 0.2,
      scaleTo: scale,
      stretch: 2.6,
    });
    this.fx.spawn({
      texture: this.textures.glow,
      tint,
      additive: true,
      startMs,
      durationMs: 700,
      x,
      y: groundY - height * 0.45,
      scaleFrom: (height * 1.6) / 128,
      scaleTo: (height * 1.9) / 128,
      stretch: 0.45,
      fadeIn: 0.2,
      alpha: 0.7,
    });
    for (let mote = 0; mote < (boss ? 14 : 8); mote += 1) {
      this.fx.spawn({
        texture: this.textures.spark,
        tint,
        additive: true,
        startMs: startMs + mote * 30,
        durationMs: 700,
        x: x + this.random.range(-height * 0.35, height * 0.35),
        y: groundY,
        vy: -height * this.random.range(0.5, 1.2),
        scaleFrom: (height * 0.08) / 48,
        scaleTo: 0.01,
      });
    }
  }

  /** A rise of light and the amount restored: green for health, blue for mana. */
  heal(
    x: number,
    y: number,
    height: number,
    healed: number,
    textSize: number,
    startMs: number,
    tint: number = palette.heal,
  ): void {
    for (let mote = 0; mote < 8; mote += 1) {
      this.fx.spawn({
        texture: this.textures.spark,
        tint,
        additive: true,
        startMs: startMs + mote * 35,
        durationMs: 650,
        x: x + this.random.range(-height * 0.2, height * 0.2),
        y: y + height * 0.3,
        vy: -height * this.random.range(0.6, 1.1),
        scaleFrom: (height * 0.08) / 48,
        scaleTo: 0.01,
      });
    }
    if (healed > 0) this.numbers.show({ text: `+${Math.round(healed)}`, tint, startMs, x, y, size: textSize });
  }
}
