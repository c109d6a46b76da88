import { Container, Sprite, type Texture } from 'pixi.js';
import type { FxVisual } from '../art/kinds';
import { mixColor, visualColor } from '../art/palette';
import type { CombatLingeringView } from './combat-model';

/** How long an aura takes to come or go. */
const FADE_MS = 220;
/** A ward's flash when it takes a blow. */
const WARD_FLASH_MS = 280;
/** A damage over time sheds a mote this often. */
const DOT_MOTE_MS = 320;

/** Where the figures stand this frame (the enemy may be walking in from a portal), in px. */
export interface AuraAnchors {
  hunterX: number;
  groundY: number;
  hunterChestY: number;
  /** The hunter's drawn height. */
  hunterHeight: number;
  /** Null: no enemy standing. */
  enemyX: number | null;
  enemyChestY: number;
  enemyHeight: number;
}

/** Told when a damage over time should shed a mote (the scene spawns it from its pooled effects). */
export type DotMote = (visual: FxVisual, x: number, y: number, size: number, simMs: number) => void;

function additive(texture: Texture): Sprite {
  const sprite = new Sprite(texture);
  sprite.anchor.set(0.5);
  sprite.blendMode = 'add';
  sprite.visible = false;
  return sprite;
}

/** Moves `level` toward 1 while `on`, toward 0 otherwise, over FADE_MS. */
function approach(level: number, on: boolean, dtMs: number): number {
  const step = dtMs / FADE_MS;
  return on ? Math.min(1, level + step) : Math.max(0, level - step);
}

/**
 * What lingers in a fight, drawn while it lasts from the model (never from guessed durations): a ward's bubble round
 * the hunter (flashing when it takes a blow), a buff's faint aura on the hunter, a tinted glow on an enemy under
 * damage over time (shedding motes) and a ring at the feet of a cursed one. A fixed handful of sprites, made once and
 * shown, moved and faded every frame: nothing is allocated while they last.
 */
export class LingeringAuras {
  /** Behind the fighters: the buff's and the curses' glows and rings. */
  readonly under = new Container();
  /** Over the fighters: the ward's bubble. */
  readonly over = new Container();
  private readonly buffGlow: Sprite;
  private readonly buffRing: Sprite;
  private readonly dotGlow: Sprite;
  private readonly debuffRing: Sprite;
  private readonly debuffGlow: Sprite;
  private readonly wardRing: Sprite;
  private readonly wardGlow: Sprite;
  private buffLevel = 0;
  private dotLevel = 0;
  private debuffLevel = 0;
  private wardLevel = 0;
  /** The last look or colour of each, kept while it fades out. */
  private buffVisual: FxVisual = 'arcane';
  private dotVisual: FxVisual = 'nature';
  private debuffVisual: FxVisual = 'shadow';
  private wardTint = 0xffffff;
  private wardFlashAtMs = Number.NEGATIVE_INFINITY;
  private nextMoteAtMs = 0;

  constructor(
    textures: { glow: Texture; ring: Texture },
    private readonly onDotMote: DotMote,
  ) {
    this.buffGlow = additive(textures.glow);
    this.buffRing = additive(textures.ring);
    this.dotGlow = additive(textures.glow);
    this.debuffRing = additive(textures.ring);
    this.debuffGlow = additive(textures.glow);
    this.wardGlow = additive(textures.glow);
    this.wardRing = additive(textures.ring);
    this.under.addChild(this.buffRing, this.buffGlow, this.debuffRing, this.debuffGlow, this.dotGlow);
    this.over.addChild(this.wardGlow, this.wardRing);
    this.under.label = 'lingering-under';
    this.over.label = 'lingering-over';
  }

  /** The ward took a blow: it flashes. */
  flashWard(simMs: number, tint: number): void {
    this.wardFlashAtMs = simMs;
    if (this.wardLevel === 0) this.wardTint = tint;
  }

  /** After a catch-up: what lingers shows at once, what ended is gone. */
  settle(view: CombatLingeringView): void {
    this.buffLevel = view.hunterBuff ? 1 : 0;
    this.dotLevel = view.enemyDot ? 1 : 0;
    this.debuffLevel = view.enemyDebuff ? 1 : 0;
    this.wardLevel = view.wardTint !== null ? 1 : 0;
    this.wardFlashAtMs = Number.NEGATIVE_INFINITY;
  }

  /** Auras showing now (for inspection): ward, buff, damage over time, debuff. */
  get showing(): { ward: boolean; buff: boolean; dot: boolean; debuff: boolean } {
    return {
      ward: this.wardRing.visible,
      buff: this.buffGlow.visible,
      dot: this.dotGlow.visible,
      debuff: this.debuffRing.visible,
    };
  }

  update(view: CombatLingeringView, at: AuraAnchors, simMs: number, dtMs: number): void {
    const pulse = Math.sin(simMs / 260);
    const enemyHere = at.enemyX !== null;

    if (view.hunterBuff) this.buffVisual = view.hunterBuff;
    this.buffLevel = approach(this.buffLevel, view.hunterBuff !== null, dtMs);
    const buffShown = this.buffLevel > 0;
    this.buffGlow.visible = this.buffRing.visible = buffShown;
    if (buffShown) {
      const tint = visualColor[this.buffVisual];
      const height = at.hunterHeight;
      this.buffGlow.tint = this.buffRing.tint = tint;
      this.buffGlow.position.set(at.hunterX, at.groundY - height * 0.48);
      this.buffGlow.scale.set((height * 0.85) / 128, (height * 1.45) / 128);
      this.buffGlow.alpha = this.buffLevel * (0.2 + 0.06 * pulse);
      this.buffRing.position.set(at.hunterX, at.groundY - height * 0.01);
      const ring = (height * (0.62 + 0.03 * pulse)) / 64;
      this.buffRing.scale.set(ring, ring * 0.28);
      this.buffRing.alpha = this.buffLevel * 0.55;
    }

    if (view.enemyDot) this.dotVisual = view.enemyDot;
    this.dotLevel = approach(this.dotLevel, view.enemyDot !== null && enemyHere, dtMs);
    this.dotGlow.visible = this.dotLevel > 0 && enemyHere;
    if (this.dotGlow.visible) {
      const size = at.enemyHeight;
      this.dotGlow.tint = visualColor[this.dotVisual];
      this.dotGlow.position.set(at.enemyX!, at.enemyChestY);
      const scale = (size * (0.95 + 0.06 * Math.sin(simMs / 170))) / 128;
      this.dotGlow.scale.set(scale * 0.8, scale);
      this.dotGlow.alpha = this.dotLevel * (0.3 + 0.08 * pulse);
      if (view.enemyDot && simMs >= this.nextMoteAtMs) {
        this.nextMoteAtMs = simMs + DOT_MOTE_MS;
        this.onDotMote(this.dotVisual, at.enemyX!, at.enemyChestY, size, simMs);
      }
    }

    if (view.enemyDebuff) this.debuffVisual = view.enemyDebuff;
    this.debuffLevel = approach(this.debuffLevel, view.enemyDebuff !== null && enemyHere, dtMs);
    const debuffShown = this.debuffLevel > 0 && enemyHere;
    this.debuffRing.visible = this.debuffGlow.visible = debuffShown;
    if (debuffShown) {
      const size = at.enemyHeight;
      const tint = visualColor[this.debuffVisual];
      this.debuffRing.tint = this.debuffGlow.tint = tint;
      this.debuffRing.position.set(at.enemyX!, at.groundY - size * 0.01);
      const ring = (size * (0.7 - 0.04 * pulse)) / 64;
      this.debuffRing.scale.set(ring, ring * 0.26);
      this.debuffRing.alpha = this.debuffLevel * 0.7;
      this.debuffGlow.position.set(at.enemyX!, at.groundY - size * 0.4);
      this.debuffGlow.scale.set((size * 0.9) / 128, (size * 1.2) / 128);
      this.debuffGlow.alpha = this.debuffLevel * 0.16;
    }

    if (view.wardTint !== null) this.wardTint = view.wardTint;
    // A ward broken by a blow stays until its flash (at the blow's impact, a moment after the event) has shown.
    const flashing = simMs < this.wardFlashAtMs + WARD_FLASH_MS;
    this.wardLevel = approach(this.wardLevel, view.wardTint !== null || flashing, dtMs);
    const wardShown = this.wardLevel > 0;
    this.wardRing.visible = this.wardGlow.visible = wardShown;
    if (wardShown) {
      const flashAge = simMs - this.wardFlashAtMs;
      const flash = flashAge >= 0 && flashAge < WARD_FLASH_MS ? 1 - flashAge / WARD_FLASH_MS : 0;
      const height = at.hunterHeight;
      const swell = 1 + 0.025 * Math.sin(simMs / 340) + 0.08 * flash;
      // The ring a little whiter than the ward's colour: a dim colour added over a dark sky barely shows.
      this.wardRing.tint = mixColor(this.wardTint, 0xffffff, 0.3);
      this.wardGlow.tint = this.wardTint;
      this.wardRing.position.set(at.hunterX, at.hunterChestY + height * 0.05);
      const ring = ((height * 1.12) / 64) * swell;
      this.wardRing.scale.set(ring * 0.82, ring);
      this.wardRing.alpha = this.wardLevel * (0.62 + 0.38 * flash);
      this.wardGlow.position.copyFrom(this.wardRing.position);
      const glow = ((height * 1.25) / 128) * swell;
      this.wardGlow.scale.set(glow * 0.82, glow);
      this.wardGlow.alpha = this.wardLevel * (0.14 + 0.4 * flash);
    }
  }
}
