import { mixColor } from './palette';
import type { Rig } from './rig';

export type FigureAction = 'idle' | 'attack' | 'cast' | 'hit' | 'dodge' | 'block' | 'die' | 'spawn' | 'vanish';

/** Simulated milliseconds each action lasts. */
export const ACTION_MS: Record<FigureAction, number> = {
  idle: 0,
  attack: 480,
  cast: 520,
  hit: 320,
  dodge: 440,
  block: 320,
  die: 1100,
  spawn: 650,
  vanish: 650,
};

/** How long after an attack starts its blow lands (the lunge's peak), in simulated ms. */
export const IMPACT_DELAY_MS = 190;

const FLASH_MS = 150;
const TAU = Math.PI * 2;

const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);
const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));
const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);

/**
 * Poses a rig from simulated time: one action at a time (a new one replaces the old), plus a hit flash
 * that overlays any action. Pure arithmetic on numbers already held; nothing is allocated per frame.
 */
export class FigureAnimator {
  action: FigureAction = 'idle';
  private actionStartMs = 0;
  private flashStartMs = Number.NEGATIVE_INFINITY;
  private flashColor = 0xff4a3a;
  /** A per-figure offset so two figures never breathe in step. */
  private readonly phase: number;

  constructor(phase = 0) {
    this.phase = phase;
  }

  play(action: FigureAction, simMs: number): void {
    this.action = action;
    this.actionStartMs = simMs;
  }

  flash(simMs: number, color = 0xff4a3a): void {
    this.flashStartMs = simMs;
    this.flashColor = color;
  }

  /** True once a death or a vanishing has played out: the figure is gone from view. */
  isGone(simMs: number): boolean {
    return (this.action === 'die' || this.action === 'vanish') && simMs - this.actionStartMs >= ACTION_MS[this.action];
  }

  /** Progress of the current action in [0, 1]; 1 for idle. */
  progress(simMs: number): number {
    const duration = ACTION_MS[this.action];
    return duration === 0 ? 1 : clamp01((simMs - this.actionStartMs) / duration);
  }

  apply(rig: Rig, simMs: number): void {
    const height = rig.height;
    let progress = this.progress(simMs);
    if (progress >= 1 && this.action !== 'die' && this.action !== 'vanish' && this.action !== 'idle') {
      this.action = 'idle';
      progress = 1;
    }
    const breath = Math.sin(((simMs + this.phase) / 1900) * TAU);
    let x = 0;
    let y = rig.hovers ? -height * 0.06 + Math.sin(((simMs + this.phase) / 1400) * TAU) * height * 0.035 : 0;
    let rotation = 0;
    let alpha = 1;
    let scale = 1;
    let squash = 1;
    let limb = rig.limbRest + breath * 0.03;
    const swell = Math.sin(progress * Math.PI);

    switch (this.action) {
      case 'attack': {
        const lunge = height * 0.55;
        if (progress < 0.3) {
          const q = easeOut(progress / 0.3);
          x = -height * 0.08 * q;
          limb = rig.limbRest + rig.limbWindUp * q;
          rotation = -0.06 * q;
        } else if (progress < 0.5) {
          const q = easeOut((progress - 0.3) / 0.2);
          x = -height * 0.08 + (lunge + height * 0.08) * q;
          limb = rig.limbRest + rig.limbWindUp + (rig.limbSwing - rig.limbWindUp) * q;
          rotation = -0.06 + 0.18 * q;
        } else {
          const q = easeInOut((progress - 0.5) / 0.5);
          x = lunge * (1 - q);
          limb = rig.limbRest + rig.limbSwing * (1 - q);
          rotation = 0.12 * (1 - q);
        }
        break;
      }
      case 'cast':
        x = -height * 0.05 * swell;
        limb = rig.limbRest + rig.limbWindUp * 1.3 * swell;
        rotation = -0.05 * swell;
        break;
      case 'hit':
        x = -height * 0.16 * swell * (1 - progress * 0.5);
        rotation = -0.12 * swell;
        break;
      case 'dodge':
        x = -height * 0.38 * swell;
        y -= height * 0.14 * swell;
        rotation = -0.18 * swell;
        alpha = 1 - 0.55 * swell;
        break;
      case 'block':
        x = -height * 0.05 * swell;
        limb = rig.limbRest + rig.limbWindUp * 0.6 * swell;
        break;
      case 'die': {
        // Crumple: buckle backwards and sink into a heap while fading to ash.
        const fall = easeOut(clamp01(progress * 1.6));
        rotation = -0.45 * fall;
        squash = 1 - 0.4 * fall;
        x = -height * 0.1 * fall;
        alpha = 1 - clamp01((progress - 0.35) / 0.65);
        break;
      }
      case 'spawn':
        alpha = easeOut(progress);
        y -= height * 0.12 * (1 - easeOut(progress));
        scale = 0.85 + 0.15 * easeOut(progress);
        break;
      case 'vanish':
        // Not slain, only gone (the hunter left the fight): it sinks back into the rift it came from.
        alpha = 1 - easeOut(progress);
        y -= height * 0.12 * easeOut(progress);
        scale = 1 - 0.15 * easeOut(progress);
        break;
      case 'idle':
        break;
    }

    rig.body.position.set(x, y);
    rig.body.rotation = rotation;
    rig.body.alpha = alpha;
    rig.body.scale.set(scale, scale * squash);
    rig.torso.scale.y = 1 + breath * 0.018;
    rig.sway.rotation = Math.sin(((simMs + this.phase) / 2300) * TAU) * 0.05 + (this.action === 'attack' ? 0.1 : 0);
    rig.limb.rotation = limb;
    rig.shadow.x = x;
    rig.shadow.alpha = alpha * (rig.hovers ? 0.6 : 1);
    rig.shadow.scale.set(1 - Math.min(0.4, -y / height), 1);

    const flashAge = simMs - this.flashStartMs;
    rig.body.tint =
      flashAge >= 0 && flashAge < FLASH_MS
        ? mixColor(this.flashColor, rig.baseTint, flashAge / FLASH_MS)
        : rig.baseTint;
  }
}
