import { Container, Sprite, type Texture } from 'pixi.js';
import { palette } from '../art/palette';
import { bossFlare, portalOpenness, sealFlash, type PortalState } from './rift-model';

const MOTES = 10;
const TAU = Math.PI * 2;

function sprite(texture: Texture, additive: boolean): Sprite {
  const made = new Sprite(texture);
  made.anchor.set(0.5);
  if (additive) made.blendMode = 'add';
  return made;
}

export interface PortalTextures {
  glow: Texture;
  spark: Texture;
  swirl: Texture;
  tear: Texture;
}

/**
 * The rift's portal: a ragged tear with a dark core and a bright rim, a vortex turning inside it, motes
 * drawn into it, a glow around it. Every sprite is made once; `update` only moves, scales and fades
 * them from the portal's state and simulated time.
 */
export class Portal {
  readonly root = new Container({ label: 'rift-portal' });
  private readonly halo: Sprite;
  private readonly floor: Sprite;
  private readonly rim: Sprite;
  private readonly core: Sprite;
  /** Squashed to the tear's shape, so the swirls inside can turn round without wobbling. */
  private readonly vortex = new Container();
  private readonly swirlA: Sprite;
  private readonly swirlB: Sprite;
  private readonly motes: Sprite[] = [];
  private readonly flash: Sprite;
  private height = 1;
  private x = 0;
  private groundY = 0;

  constructor(textures: PortalTextures) {
    this.halo = sprite(textures.glow, true);
    this.floor = sprite(textures.glow, true);
    this.rim = sprite(textures.tear, true);
    this.core = sprite(textures.tear, false);
    this.core.tint = 0x07050d;
    this.swirlA = sprite(textures.swirl, true);
    this.swirlB = sprite(textures.swirl, true);
    this.vortex.addChild(this.swirlA, this.swirlB);
    this.flash = sprite(textures.glow, true);
    this.flash.tint = palette.parchment;
    this.root.addChild(this.halo, this.floor, this.rim, this.core, this.vortex);
    for (let index = 0; index < MOTES; index += 1) {
      const mote = sprite(textures.spark, true);
      this.motes.push(mote);
      this.root.addChild(mote);
    }
    this.root.addChild(this.flash);
    this.root.visible = false;
  }

  /** Where the portal stands (its foot on the ground) and how tall it is when fully open, in CSS px. */
  layout(x: number, groundY: number, height: number): void {
    this.x = x;
    this.groundY = groundY;
    this.height = height;
  }

  /** The portal's centre x (enemies step out of it). */
  get centerX(): number {
    return this.x;
  }

  update(state: PortalState, simMs: number, color: number): void {
    const open = portalOpenness(state, simMs);
    const flash = sealFlash(state, simMs);
    if (open <= 0.002 && flash <= 0) {
      this.root.visible = false;
      return;
    }
    this.root.visible = true;
    const flare = bossFlare(state, simMs);
    const tint = state.isBoss ? palette.ember : color;
    // The tear first splits as a tall thin line, then widens.
    const tall = Math.min(1, open * 1.7) * this.height * (state.isBoss ? 1.18 : 1);
    const wide = open * tall * 0.4;
    const pulse = 1 + 0.045 * Math.sin(simMs / 240) + 0.2 * flare;
    const centerY = this.groundY - tall * 0.56;
    this.root.position.set(this.x, centerY);

    this.core.scale.set((wide / 64) * pulse, tall / 128);
    this.rim.scale.set((wide / 64) * 1.28 * pulse, (tall / 128) * 1.07);
    this.rim.tint = tint;
    this.rim.alpha = 0.9;
    this.halo.tint = tint;
    this.halo.scale.set((tall * (1.1 + 0.5 * flare) * 0.75) / 128, (tall * (1.25 + 0.6 * flare)) / 128);
    this.halo.alpha = Math.min(1, open) * (0.55 + 0.1 * Math.sin(simMs / 330) + 0.4 * flare);
    this.floor.tint = tint;
    this.floor.position.set(0, tall * 0.54);
    this.floor.scale.set((tall * 1.3) / 128, (tall * 0.16) / 128);
    this.floor.alpha = Math.min(1, open) * 0.7;

    this.vortex.scale.set((wide * 0.8) / 128, (tall * 0.78) / 128);
    this.swirlA.rotation = simMs / 520;
    this.swirlB.rotation = -simMs / 830;
    this.swirlB.scale.set(0.72);
    this.swirlA.tint = tint;
    this.swirlB.tint = state.isBoss ? palette.emberBright : palette.parchment;
    this.swirlA.alpha = Math.min(1, open) * 0.9;
    this.swirlB.alpha = Math.min(1, open) * 0.45;

    // Motes drift in from around the tear and vanish into it.
    for (let index = 0; index < MOTES; index += 1) {
      const mote = this.motes[index]!;
      const phase = index / MOTES;
      const age = (simMs / 1700 + phase * 1.37) % 1;
      const angle = phase * TAU + simMs / 1100;
      const radius = (1 - age) * tall * 0.55 + wide * 0.3;
      mote.position.set(Math.cos(angle) * radius * 0.7, Math.sin(angle) * radius);
      mote.alpha = Math.min(1, open) * age * (1 - age) * 3.2;
      mote.scale.set((tall * 0.05 * (1 - age * 0.6)) / 48);
      mote.tint = index % 3 === 0 ? palette.parchment : tint;
    }

    this.flash.visible = flash > 0;
    if (flash > 0) {
      this.flash.alpha = flash;
      this.flash.scale.set((this.height * (1.2 + 1.6 * (1 - flash))) / 128);
    }
  }
}
