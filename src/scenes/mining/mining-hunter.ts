import type { Container } from 'pixi.js';
import { FigureAnimator } from '../art/animator';
import { DEFAULT_HUNTER_LOOK, buildHunter, copyHunterLook, sameHunterLook, type HunterLook } from '../art/hunter';
import type { Rig } from '../art/rig';
import {
  PICK_CYCLE_MS,
  PICK_IMPACT_PHASE,
  channelPose,
  fitPick,
  handPoint,
  pickPoint,
  pickPose,
  type WorkPose,
} from './hunter-work';
import type { MiningSceneModel, MiningWork } from './mining-model';

/**
 * The hunter at the node: the combat figure (hunter.ts, same look, weapon and cloak), holding a pick
 * instead of the weapon at pick nodes. Breathes as in combat; while a harvest runs, the work stance
 * (a pick stroke, or the arm raised to channel) eases in over it and blows land in rhythm.
 */
export class MiningHunter {
  rig: Rig | null = null;
  /** Pick blows landed since the hunter was built (for inspection). */
  strikes = 0;
  private readonly layer: Container;
  private readonly anim = new FigureAnimator(300);
  private readonly pose: WorkPose = { limb: 0, lean: 0, shift: 0 };
  private readonly look: HunterLook = { ...DEFAULT_HUNTER_LOOK };
  private tint = -1;
  private work: MiningWork | null = null;
  private x = 0;
  private groundY = 0;
  private scale = 1;
  private working = false;
  private workStartMs = 0;
  private blend = 0;
  private landed = 0;

  constructor(layer: Container) {
    this.layer = layer;
  }

  /** How far the stance has eased in, 0..1. */
  get workBlend(): number {
    return this.blend;
  }

  get drawnLook(): Readonly<HunterLook> {
    return this.look;
  }

  /** Rebuilds the figure when its look or tool changes (rare); returns true when it did. */
  sync(model: Readonly<MiningSceneModel>): boolean {
    if (this.rig && model.gearTint === this.tint && model.work === this.work && sameHunterLook(model, this.look))
      return false;
    if (this.rig) {
      this.layer.removeChild(this.rig.root);
      this.rig.destroy();
    }
    const rig = buildHunter(model.gearTint, model);
    if (model.work === 'pick') fitPick(rig, model.gearTint);
    this.rig = rig;
    this.tint = model.gearTint;
    this.work = model.work;
    copyHunterLook(model, this.look);
    this.layer.addChild(rig.root);
    this.place(this.x, this.groundY, this.scale);
    return true;
  }

  place(x: number, groundY: number, scale: number): void {
    this.x = x;
    this.groundY = groundY;
    this.scale = scale;
    this.rig?.root.position.set(x, groundY);
    this.rig?.root.scale.set(scale);
  }

  /** Forgets the stroke under way: the next harvest starts the rhythm afresh. */
  rest(): void {
    this.working = false;
  }

  /**
   * Poses the figure for `simMs`; `elapsed` is the simulated time since the last frame. Returns true
   * on the frame a pick blow lands (its point is then `pickTip`).
   */
  update(simMs: number, elapsed: number, working: boolean): boolean {
    const rig = this.rig!;
    if (working && !this.working) {
      this.workStartMs = simMs;
      this.landed = 0;
    }
    this.working = working;
    // The stance eases in and out rather than snapping when a harvest starts or ends.
    this.blend += ((working ? 1 : 0) - this.blend) * (1 - Math.exp(-elapsed / 140));
    this.anim.apply(rig, simMs);
    if (this.blend < 0.001) return false;
    const pick = this.work === 'pick';
    const cycles = (simMs - this.workStartMs) / PICK_CYCLE_MS;
    const pose = pick ? pickPose(cycles, this.pose) : channelPose(simMs, this.pose);
    rig.limb.rotation += (pose.limb - rig.limb.rotation) * this.blend;
    rig.body.rotation = pose.lean * this.blend;
    rig.body.x = pose.shift * this.blend;
    if (!pick || !working) return false;
    const landed = Math.floor(cycles - PICK_IMPACT_PHASE) + 1;
    if (landed <= this.landed) return false;
    this.landed = landed;
    this.strikes += 1;
    return true;
  }

  /** Where the pick's point is now, in scene pixels. */
  pickTip(out: { x: number; y: number }): void {
    pickPoint(this.rig!.limb.rotation, out);
    this.toScene(out);
  }

  /** Where the weapon hand is now, in scene pixels (the channelled beam ends there). */
  hand(out: { x: number; y: number }): void {
    handPoint(this.rig!.limb.rotation, out);
    this.toScene(out);
  }

  destroy(): void {
    this.rig?.destroy();
    this.rig = null;
  }

  /** A point of the hunter's local space, through its lean and shift, into scene pixels (in place). */
  private toScene(point: { x: number; y: number }): void {
    const body = this.rig!.body;
    const cos = Math.cos(body.rotation);
    const sin = Math.sin(body.rotation);
    const x = body.x + point.x * cos - point.y * sin;
    const y = point.x * sin + point.y * cos;
    point.x = this.x + x * this.scale;
    point.y = this.groundY + y * this.scale;
  }
}
