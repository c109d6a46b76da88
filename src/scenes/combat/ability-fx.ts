import type { Texture } from 'pixi.js';
import type { DamageNumbers } from '../art/damage-numbers';
import type { FxLayer } from '../art/fx-layer';
import type { FxVisual } from '../art/kinds';
import { mixColor, palette, visualColor, wraithMendColor } from '../art/palette';
import type { SceneRandom } from '../art/random';
import type { FxTextureKey } from '../art/textures';
import { FROST_BOLT_FLIGHT_MS, FROST_BOLT_RELEASE_MS, type CombatEffects } from './combat-effects';

/** Milliseconds a summoned wraith's bolt flies to the enemy. */
export const WRAITH_BOLT_FLIGHT_MS = 260;
/** Milliseconds a wraith's mote (a ward or a mend) drifts to the hunter. */
export const WRAITH_MOTE_FLIGHT_MS = 380;
/** A holy strike's pillar comes down this long after the cast begins. */
const PILLAR_DELAY_MS = 240;

/**
 * Ability looks and the wraiths' acts, composed from the same pooled effect sprites and floating text as the rest of
 * the fight (FxLayer, DamageNumbers): a bolt and a burst for each look (frost shards, a fire flare, shadow tendrils, a
 * pillar of light, leaves and poison, a ring of runes, a lightning arc, steel arcs), a ward raised, a buff's flare,
 * damage-over-time bites, and the wraiths' bolts, wards and mends. Every effect is scheduled at a simulated time;
 * nothing here holds display objects of its own.
 */
export class AbilityEffects {
  constructor(
    private readonly fx: FxLayer,
    private readonly numbers: DamageNumbers,
    private readonly textures: Record<FxTextureKey, Texture>,
    private readonly random: SceneRandom,
    private readonly combat: CombatEffects,
  ) {}

  /**
   * The hunter's spell of look `visual` from its hand to the target: a bolt in the look's colour (frost keeps its
   * shard bolt), lightning that arcs at once, or light that falls on the target from above. Returns the simulated
   * time it lands; the look's burst is scheduled there.
   */
  strike(
    visual: FxVisual,
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    size: number,
    startMs: number,
  ): number {
    const releaseMs = startMs + FROST_BOLT_RELEASE_MS;
    switch (visual) {
      case 'frost':
        return this.combat.frostBolt(fromX, fromY, toX, toY, size, startMs);
      case 'storm': {
        this.charge(fromX, fromY, size, visualColor.storm, startMs);
        const impactMs = releaseMs + 40;
        this.lightning(fromX, fromY, toX, toY, size, visualColor.storm, releaseMs);
        this.burst('storm', toX, toY, size, impactMs);
        return impactMs;
      }
      case 'holy': {
        this.charge(fromX, fromY, size, visualColor.holy, startMs);
        const impactMs = startMs + PILLAR_DELAY_MS;
        this.burst('holy', toX, toY, size, impactMs);
        return impactMs;
      }
      case 'steel': {
        this.burst('steel', toX, toY, size, startMs + 190);
        return startMs + 190;
      }
      default: {
        const color = visualColor[visual];
        this.charge(fromX, fromY, size, color, startMs);
        this.travel(fromX, fromY, toX, toY, size, color, releaseMs, FROST_BOLT_FLIGHT_MS, visual === 'shadow');
        const impactMs = releaseMs + FROST_BOLT_FLIGHT_MS;
        this.burst(visual, toX, toY, size, impactMs);
        return impactMs;
      }
    }
  }

  /** Where a spell of look `visual` lands: its burst, in its colour. */
  burst(visual: FxVisual, x: number, y: number, size: number, startMs: number): void {
    switch (visual) {
      case 'frost':
        return this.combat.frostBurst(x, y, size, startMs);
      case 'fire':
        return this.flare(x, y, size, startMs);
      case 'shadow':
        return this.tendrils(x, y, size, startMs);
      case 'holy':
        return this.pillar(x, y, size, startMs);
      case 'nature':
        return this.leaves(x, y, size, startMs);
      case 'arcane':
        return this.runes(x, y, size, startMs);
      case 'storm':
        return this.stormFlash(x, y, size, startMs);
      case 'steel':
        return this.steelArcs(x, y, size, startMs);
    }
  }

  /** A ward closing round the hunter: a ring shrinking onto it and a few motes. */
  wardRaise(x: number, y: number, size: number, tint: number, startMs: number): void {
    const scale = size / 64;
    this.fx.spawn({
      texture: this.textures.ring,
      tint,
      additive: true,
      startMs,
      durationMs: 420,
      x,
      y,
      scaleFrom: scale * 2.1,
      scaleTo: scale * 1.1,
      stretch: 0.85,
      fadeIn: 0.3,
    });
    this.combat.sparks(x, y, 6, tint, startMs + 200, size * 1.2, size * 0.07);
  }

  /** A buff taking hold: a ring spreading from the hunter's feet and light rising through it. */
  buffFlare(visual: FxVisual, x: number, groundY: number, height: number, startMs: number): void {
    const tint = visualColor[visual];
    this.fx.spawn({
      texture: this.textures.ring,
      tint,
      additive: true,
      startMs,
      durationMs: 520,
      x,
      y: groundY - height * 0.02,
      scaleFrom: (height * 0.2) / 64,
      scaleTo: (height * 0.9) / 64,
      stretch: 3,
    });
    for (let mote = 0; mote < 7; mote += 1) {
      this.fx.spawn({
        texture: this.textures.spark,
        tint,
        additive: true,
        startMs: startMs + mote * 45,
        durationMs: 600,
        x: x + this.random.range(-height * 0.22, height * 0.22),
        y: groundY,
        vy: -height * this.random.range(0.9, 1.5),
        scaleFrom: (height * 0.07) / 48,
        scaleTo: 0.01,
      });
    }
  }

  /** A heal's light in the ability's colour, with its flourish (holy light falls, nature's leaves rise). */
  heal(visual: FxVisual, x: number, chestY: number, height: number, healed: number, textSize: number, t: number): void {
    const tint = visualColor[visual];
    this.combat.heal(x, chestY, height, healed, textSize, t, visual === 'holy' ? palette.heal : tint);
    if (visual === 'holy') this.pillar(x, chestY, height * 0.55, t);
    else if (visual === 'nature') this.leaves(x, chestY + height * 0.2, height * 0.45, t);
  }

  /** A damage-over-time bite: a small puff in the look's colour and its number, smaller than a blow's. */
  dotBite(visual: FxVisual, x: number, y: number, size: number, damage: number, textSize: number, t: number): void {
    const tint = visualColor[visual];
    this.fx.spawn({
      texture: this.textures.glow,
      tint,
      additive: true,
      startMs: t,
      durationMs: 320,
      x,
      y,
      scaleFrom: (size * 0.3) / 128,
      scaleTo: (size * 0.7) / 128,
      alpha: 0.8,
    });
    this.combat.sparks(x, y, 3, tint, t, size * 0.9, size * 0.06);
    this.numbers.show({
      text: String(Math.round(damage)),
      tint: mixColor(tint, 0xffffff, 0.25),
      startMs: t,
      x: x + this.random.range(-size * 0.2, size * 0.2),
      y: y - size * 0.15,
      size: textSize * 0.72,
      durationMs: 850,
    });
  }

  /** A mote shed by an enemy under damage over time: it drifts up off it in the look's colour. */
  dotMote(visual: FxVisual, x: number, y: number, size: number, startMs: number): void {
    this.fx.spawn({
      texture: visual === 'nature' || visual === 'fire' ? this.textures.spark : this.textures.glow,
      tint: visualColor[visual],
      additive: true,
      startMs,
      durationMs: 700,
      x: x + this.random.range(-size * 0.22, size * 0.22),
      y: y + this.random.range(-size * 0.2, size * 0.25),
      vx: this.random.range(-size * 0.05, size * 0.05),
      vy: -size * this.random.range(0.25, 0.45),
      scaleFrom: (size * 0.09) / 48,
      scaleTo: 0.01,
      fadeIn: 0.2,
      alpha: 0.85,
    });
  }

  /** A wraith's strike: its bolt from where it floats to the enemy, a small burst in its glow, its number. */
  wraithBolt(
    glow: number,
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    size: number,
    damage: number,
    textSize: number,
    startMs: number,
  ): number {
    this.travel(fromX, fromY, toX, toY, size, glow, startMs, WRAITH_BOLT_FLIGHT_MS, false);
    const impactMs = startMs + WRAITH_BOLT_FLIGHT_MS;
    this.fx.spawn({
      texture: this.textures.ring,
      tint: glow,
      additive: true,
      startMs: impactMs,
      durationMs: 300,
      x: toX,
      y: toY,
      scaleFrom: (size * 0.12) / 64,
      scaleTo: (size * 0.6) / 64,
    });
    this.combat.sparks(toX, toY, 5, glow, impactMs, size * 1.4, size * 0.07);
    this.numbers.show({
      text: String(Math.round(damage)),
      tint: mixColor(glow, 0xffffff, 0.3),
      startMs: impactMs,
      x: toX + this.random.range(-size * 0.25, size * 0.25),
      y: toY - size * 0.55,
      size: textSize * 0.75,
      durationMs: 900,
    });
    return impactMs;
  }

  /** A wraith's ward: a mote drifts from it to the hunter and closes round it; "+N ward". */
  wraithWard(
    glow: number,
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    size: number,
    amount: number,
    textSize: number,
    startMs: number,
  ): void {
    this.mote(fromX, fromY, toX, toY, size, glow, startMs);
    const arriveMs = startMs + WRAITH_MOTE_FLIGHT_MS;
    this.wardRaise(toX, toY, size, glow, arriveMs);
    // Toward the enemy's side of the hunter, clear of the wraiths floating behind it.
    this.numbers.show({
      text: `+${Math.round(amount)} ward`,
      tint: mixColor(glow, 0xffffff, 0.35),
      startMs: arriveMs,
      x: toX + size * 0.2,
      y: toY - size * 0.45,
      size: textSize * 0.7,
      durationMs: 1000,
    });
  }

  /** A wraith's mend: a green-gold mote rises to the hunter, light wells up, "+N". */
  wraithMend(
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    size: number,
    amount: number,
    textSize: number,
    startMs: number,
  ): void {
    this.mote(fromX, fromY, toX, toY, size, wraithMendColor, startMs);
    const arriveMs = startMs + WRAITH_MOTE_FLIGHT_MS;
    this.combat.heal(toX, toY, size, 0, textSize, arriveMs, wraithMendColor);
    this.numbers.show({
      text: `+${Math.round(amount)}`,
      tint: wraithMendColor,
      startMs: arriveMs,
      x: toX - size * 0.2,
      y: toY - size * 0.2,
      size: textSize * 0.8,
    });
  }

  /** A ward raised by an ability: "+N ward" over the hunter, in the ward's colour. */
  wardGained(x: number, y: number, amount: number, tint: number, textSize: number, startMs: number): void {
    this.numbers.show({
      text: `+${Math.round(amount)} ward`,
      tint: mixColor(tint, 0xffffff, 0.35),
      startMs,
      x,
      y,
      size: textSize * 0.72,
      durationMs: 1000,
    });
  }

  /** A ward took a blow: "absorbed N" beside the hunter, in the ward's colour. */
  absorbed(x: number, y: number, amount: number, tint: number, textSize: number, startMs: number): void {
    this.numbers.show({
      text: `absorbed ${Math.round(amount)}`,
      tint: mixColor(tint, 0xffffff, 0.35),
      startMs,
      x,
      y,
      size: textSize * 0.66,
      durationMs: 950,
    });
  }

  /** A wraith answers the summons: a swirl of its glow gathers where it will float. */
  appear(x: number, y: number, height: number, glow: number, startMs: number): void {
    this.fx.spawn({
      texture: this.textures.glow,
      tint: glow,
      additive: true,
      startMs,
      durationMs: 560,
      x,
      y,
      scaleFrom: (height * 2.2) / 128,
      scaleTo: (height * 0.8) / 128,
      fadeIn: 0.3,
      alpha: 0.8,
    });
    for (let mote = 0; mote < 8; mote += 1) {
      const angle = (mote / 8) * Math.PI * 2;
      this.fx.spawn({
        texture: this.textures.spark,
        tint: glow,
        additive: true,
        motion: 'travel',
        startMs: startMs + mote * 20,
        durationMs: 420,
        x: x + Math.cos(angle) * height * 0.9,
        y: y + Math.sin(angle) * height * 0.9,
        vx: x,
        vy: y,
        spin: 5,
        scaleFrom: (height * 0.14) / 48,
        scaleTo: (height * 0.05) / 48,
      });
    }
  }

  /** Light gathering in the caster's hand before a spell leaves it. */
  private charge(x: number, y: number, size: number, tint: number, startMs: number): void {
    this.fx.spawn({
      texture: this.textures.glow,
      tint,
      additive: true,
      startMs,
      durationMs: FROST_BOLT_RELEASE_MS + 40,
      x,
      y,
      scaleFrom: (size * 0.2) / 128,
      scaleTo: (size * 0.55) / 128,
      fadeIn: 0.5,
    });
  }

  /** A bolt's head and trail from one point to another; shadow's is dark at the core. */
  private travel(
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    size: number,
    tint: number,
    startMs: number,
    flightMs: number,
    dark: boolean,
  ): void {
    const scale = size / 128;
    for (let trail = 0; trail < 4; trail += 1) {
      const head = trail === 0;
      this.fx.spawn({
        texture: head ? this.textures.spark : this.textures.glow,
        tint: head ? (dark ? 0x2a1446 : 0xffffff) : tint,
        additive: !(head && dark),
        motion: 'travel',
        startMs: startMs + trail * 22,
        durationMs: flightMs,
        x: fromX,
        y: fromY,
        vx: toX,
        vy: toY,
        spin: 9,
        scaleFrom: (scale * (head ? 1.3 : 0.5)) / (1 + trail * 0.25),
        alpha: 1 - trail * 0.16,
      });
    }
  }

  /** A soft mote drifting between two points (a wraith's gift to the hunter). */
  private mote(fromX: number, fromY: number, toX: number, toY: number, size: number, tint: number, startMs: number) {
    for (let trail = 0; trail < 3; trail += 1) {
      this.fx.spawn({
        texture: trail === 0 ? this.textures.spark : this.textures.glow,
        tint,
        additive: true,
        motion: 'travel',
        startMs: startMs + trail * 30,
        durationMs: WRAITH_MOTE_FLIGHT_MS,
        x: fromX,
        y: fromY,
        vx: toX,
        vy: toY,
        spin: 4,
        scaleFrom: (size * (trail === 0 ? 0.45 : 0.3)) / (128 * (1 + trail * 0.3)),
        alpha: 0.95 - trail * 0.2,
      });
    }
  }

  /** Fire: a flare of orange light, a ring of heat and embers thrown upward. */
  private flare(x: number, y: number, size: number, startMs: number): void {
    this.fx.spawn({
      texture: this.textures.glow,
      tint: visualColor.fire,
      additive: true,
      startMs,
      durationMs: 360,
      x,
      y,
      scaleFrom: (size * 0.7) / 128,
      scaleTo: (size * 1.6) / 128,
    });
    this.fx.spawn({
      texture: this.textures.ring,
      tint: palette.emberBright,
      additive: true,
      startMs,
      durationMs: 300,
      x,
      y,
      scaleFrom: (size * 0.2) / 64,
      scaleTo: (size * 0.9) / 64,
    });
    for (let ember = 0; ember < 9; ember += 1) {
      const angle = this.random.range(-Math.PI, 0);
      const speed = size * this.random.range(0.8, 2);
      this.fx.spawn({
        texture: ember % 3 === 0 ? this.textures.shard : this.textures.spark,
        tint: ember % 2 === 0 ? visualColor.fire : palette.emberBright,
        additive: true,
        startMs,
        durationMs: this.random.range(380, 620),
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        gravity: -size * 0.8,
        rotation: angle + Math.PI / 2,
        scaleFrom: (size * 0.1) / 24,
        scaleTo: 0.01,
      });
    }
  }

  /** Shadow: dark tendrils curling round the target over a violet bruise of light. */
  private tendrils(x: number, y: number, size: number, startMs: number): void {
    this.fx.spawn({
      texture: this.textures.glow,
      tint: visualColor.shadow,
      additive: true,
      startMs,
      durationMs: 480,
      x,
      y,
      scaleFrom: (size * 0.6) / 128,
      scaleTo: (size * 1.3) / 128,
      alpha: 0.85,
    });
    const scale = size / 128;
    for (let tendril = 0; tendril < 5; tendril += 1) {
      const rotation = (tendril / 5) * Math.PI * 2 + this.random.range(-0.3, 0.3);
      this.fx.spawn({
        texture: this.textures.slash,
        tint: tendril % 2 === 0 ? 0x24103c : 0x3b1a5e,
        startMs: startMs + tendril * 25,
        durationMs: 520,
        x: x + Math.cos(rotation) * size * 0.12,
        y: y + Math.sin(rotation) * size * 0.12,
        rotation,
        spin: tendril % 2 === 0 ? 3.2 : -3.2,
        scaleFrom: scale * 0.35,
        scaleTo: scale * 0.85,
        stretch: 0.45,
        fadeIn: 0.15,
        alpha: 0.9,
      });
    }
    this.combat.sparks(x, y, 4, visualColor.shadow, startMs + 60, size * 0.9, size * 0.07);
  }

  /** Holy: a pillar of gold-white light on the target, motes drifting down through it. */
  private pillar(x: number, y: number, size: number, startMs: number): void {
    const height = size * 2.2;
    this.fx.spawn({
      texture: this.textures.glow,
      tint: visualColor.holy,
      additive: true,
      startMs,
      durationMs: 560,
      x,
      y: y - size * 0.3,
      scaleFrom: height / 128,
      scaleTo: (height * 1.05) / 128,
      stretch: 0.2,
      fadeIn: 0.2,
    });
    this.fx.spawn({
      texture: this.textures.glow,
      tint: 0xffffff,
      additive: true,
      startMs: startMs + 40,
      durationMs: 300,
      x,
      y,
      scaleFrom: (size * 0.5) / 128,
      scaleTo: (size * 0.9) / 128,
    });
    for (let mote = 0; mote < 6; mote += 1) {
      this.fx.spawn({
        texture: this.textures.spark,
        tint: visualColor.holy,
        additive: true,
        startMs: startMs + mote * 40,
        durationMs: 520,
        x: x + this.random.range(-size * 0.12, size * 0.12),
        y: y - size * this.random.range(0.6, 1.2),
        vy: size * this.random.range(0.6, 1.1),
        scaleFrom: (size * 0.09) / 48,
        scaleTo: 0.01,
      });
    }
  }

  /** Nature: leaves spin off the target and green poison bubbles rise. */
  private leaves(x: number, y: number, size: number, startMs: number): void {
    for (let leaf = 0; leaf < 8; leaf += 1) {
      const angle = this.random.range(-Math.PI * 0.95, -Math.PI * 0.05);
      const speed = size * this.random.range(0.7, 1.6);
      this.fx.spawn({
        texture: this.textures.shard,
        tint: leaf % 3 === 0 ? 0xc8e86a : visualColor.nature,
        startMs: startMs + leaf * 12,
        durationMs: this.random.range(520, 760),
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        gravity: size * 2.2,
        rotation: angle,
        spin: this.random.range(-7, 7),
        scaleFrom: (size * 0.14) / 24,
        scaleTo: (size * 0.08) / 24,
        stretch: 1.6,
        alpha: 0.95,
      });
    }
    for (let bubble = 0; bubble < 4; bubble += 1) {
      this.fx.spawn({
        texture: this.textures.glow,
        tint: 0x9fdc4a,
        additive: true,
        startMs: startMs + bubble * 60,
        durationMs: 520,
        x: x + this.random.range(-size * 0.2, size * 0.2),
        y: y + this.random.range(-size * 0.1, size * 0.1),
        vy: -size * this.random.range(0.4, 0.8),
        scaleFrom: (size * 0.14) / 128,
        scaleTo: (size * 0.26) / 128,
        alpha: 0.8,
      });
    }
  }

  /** Arcane: two rings of runes turning (one spreading, one closing) and motes wheeling round the target. */
  private runes(x: number, y: number, size: number, startMs: number): void {
    const scale = size / 64;
    this.fx.spawn({
      texture: this.textures.ring,
      tint: visualColor.arcane,
      additive: true,
      startMs,
      durationMs: 520,
      x,
      y,
      scaleFrom: scale * 0.3,
      scaleTo: scale * 0.95,
      spin: 2,
    });
    this.fx.spawn({
      texture: this.textures.ring,
      tint: 0xd8fffd,
      additive: true,
      startMs: startMs + 60,
      durationMs: 460,
      x,
      y,
      scaleFrom: scale * 0.8,
      scaleTo: scale * 0.35,
      spin: -2,
      stretch: 1.0,
    });
    for (let rune = 0; rune < 8; rune += 1) {
      const angle = (rune / 8) * Math.PI * 2;
      const radius = size * 0.42;
      this.fx.spawn({
        texture: this.textures.shard,
        tint: visualColor.arcane,
        additive: true,
        motion: 'travel',
        startMs: startMs + rune * 15,
        durationMs: 460,
        x: x + Math.cos(angle) * radius,
        y: y + Math.sin(angle) * radius,
        vx: x + Math.cos(angle + 1.2) * radius * 0.3,
        vy: y + Math.sin(angle + 1.2) * radius * 0.3,
        rotation: angle,
        spin: 6,
        scaleFrom: (size * 0.1) / 24,
        scaleTo: (size * 0.05) / 24,
      });
    }
  }

  /** Storm: a bolt from above onto the target, a white flash and blue sparks. */
  private stormFlash(x: number, y: number, size: number, startMs: number): void {
    this.lightning(x + size * 0.15, y - size * 1.6, x, y, size, visualColor.storm, startMs);
    this.fx.spawn({
      texture: this.textures.glow,
      tint: 0xffffff,
      additive: true,
      startMs,
      durationMs: 200,
      x,
      y,
      scaleFrom: (size * 0.9) / 128,
      scaleTo: (size * 1.2) / 128,
    });
    this.combat.sparks(x, y, 7, visualColor.storm, startMs, size * 2, size * 0.07);
  }

  /** Steel: two white arcs crossing on the target and bright sparks. */
  private steelArcs(x: number, y: number, size: number, startMs: number): void {
    const scale = size / 128;
    for (let arc = 0; arc < 2; arc += 1) {
      this.fx.spawn({
        texture: this.textures.slash,
        tint: arc === 0 ? visualColor.steel : 0xffffff,
        additive: true,
        startMs: startMs + arc * 50,
        durationMs: 260,
        x,
        y,
        rotation: arc === 0 ? -0.6 : Math.PI + 0.6,
        scaleFrom: scale * 0.7,
        scaleTo: scale * 1.05,
        stretch: 1.1,
      });
    }
    this.combat.sparks(x, y, 6, palette.steel, startMs + 30, size * 2, size * 0.08);
  }

  /**
   * A jagged arc of lightning between two points: a coloured stroke and a white core, laid twice with a different
   * jag so it flickers. Segments are stretched single pixels, so an arc costs a dozen pooled sprites.
   */
  lightning(fromX: number, fromY: number, toX: number, toY: number, size: number, tint: number, startMs: number) {
    const segments = 6;
    const dx = toX - fromX;
    const dy = toY - fromY;
    const length = Math.hypot(dx, dy) || 1;
    const normalX = -dy / length;
    const normalY = dx / length;
    for (let flicker = 0; flicker < 2; flicker += 1) {
      let lastX = fromX;
      let lastY = fromY;
      for (let index = 1; index <= segments; index += 1) {
        const along = index / segments;
        const jag = index === segments ? 0 : this.random.range(-1, 1) * size * 0.14;
        const x = fromX + dx * along + normalX * jag;
        const y = fromY + dy * along + normalY * jag;
        const segment = Math.hypot(x - lastX, y - lastY);
        const angle = Math.atan2(y - lastY, x - lastX);
        for (let stroke = 0; stroke < 2; stroke += 1) {
          const thickness = stroke === 0 ? Math.max(2, size * 0.05) : Math.max(1, size * 0.018);
          this.fx.spawn({
            texture: this.textures.pixel,
            tint: stroke === 0 ? tint : 0xffffff,
            additive: true,
            startMs: startMs + flicker * 70,
            durationMs: 150,
            x: (x + lastX) / 2,
            y: (y + lastY) / 2,
            rotation: angle,
            scaleFrom: thickness / 4,
            stretch: segment / thickness,
          });
        }
        lastX = x;
        lastY = y;
      }
    }
  }
}
