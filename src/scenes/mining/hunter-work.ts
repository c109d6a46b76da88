import { Graphics } from 'pixi.js';
import { drawSleeve, hunterCoat } from '../art/hunter';
import { palette, shadeColor } from '../art/palette';
import { batchFigure, poly, rim, type Rig } from '../art/rig';

/** Simulated ms of one pick stroke: raise, strike, recoil, lower. */
export const PICK_CYCLE_MS = 1200;
/** Share of the stroke at which the pick bites the rock (sparks and chips fly then). */
export const PICK_IMPACT_PHASE = 0.52;

/** Arm rotations about the shoulder (radians; negative raises the arm forward and up, as in hunter.ts). */
const PICK_REST = 0.45;
const PICK_RAISED = -2.3;
const PICK_STRUCK = 0.12;
/** The arm held up toward the node while channelling, the weapon upright in the raised hand. */
export const CHANNEL_RAISED = -1.95;

/** Where the shoulder sits in the hunter's local space, and the pick's point in the arm's. */
const SHOULDER = { x: 7, y: -86 };
const PICK_POINT = { x: 39, y: 45 };
const HAND = { x: 1.5, y: 24 };

/** A pose of the working hunter: the arm's rotation, a lean of the body and a shift of it forward. */
export interface WorkPose {
  limb: number;
  lean: number;
  shift: number;
}

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));

/** The pick stroke at `phase` (0..1 of PICK_CYCLE_MS), written into `out` (no allocation per frame). */
export function pickPose(phase: number, out: WorkPose): WorkPose {
  const p = phase - Math.floor(phase);
  if (p < 0.4) {
    const q = easeInOut(p / 0.4);
    out.limb = PICK_REST + (PICK_RAISED - PICK_REST) * q;
    out.lean = -0.06 * q;
    out.shift = -2 * q;
  } else if (p < PICK_IMPACT_PHASE) {
    // The blow accelerates all the way into the rock.
    const q = (p - 0.4) / (PICK_IMPACT_PHASE - 0.4);
    const eased = q * q;
    out.limb = PICK_RAISED + (PICK_STRUCK - PICK_RAISED) * eased;
    out.lean = -0.06 + 0.16 * eased;
    out.shift = -2 + 8 * eased;
  } else if (p < 0.64) {
    // The pick bites and jars back a little.
    const q = (p - PICK_IMPACT_PHASE) / (0.64 - PICK_IMPACT_PHASE);
    out.limb = PICK_STRUCK - 0.08 * Math.sin(q * Math.PI);
    out.lean = 0.1;
    out.shift = 6;
  } else {
    const q = easeInOut((p - 0.64) / 0.36);
    out.limb = PICK_STRUCK + (PICK_REST - PICK_STRUCK) * q;
    out.lean = 0.1 * (1 - q);
    out.shift = 6 * (1 - q);
  }
  return out;
}

/** Arms up toward the node, swaying a little with the pull of the current. */
export function channelPose(simMs: number, out: WorkPose): WorkPose {
  out.limb = CHANNEL_RAISED + 0.06 * Math.sin(simMs / 310) + 0.03 * Math.sin(simMs / 97);
  out.lean = -0.05;
  out.shift = -2;
  return out;
}

/** A point of the arm (limb-local `x`, `y`) in the hunter's local space at arm rotation `limb`. */
export function armPoint(limb: number, x: number, y: number, out: { x: number; y: number }): void {
  const cos = Math.cos(limb);
  const sin = Math.sin(limb);
  out.x = SHOULDER.x + x * cos - y * sin;
  out.y = SHOULDER.y + x * sin + y * cos;
}

export const pickPoint = (limb: number, out: { x: number; y: number }): void =>
  armPoint(limb, PICK_POINT.x, PICK_POINT.y, out);
export const handPoint = (limb: number, out: { x: number; y: number }): void => armPoint(limb, HAND.x, HAND.y, out);

/** How far forward of the hunter's feet the pick bites, and how high, at the moment of the blow (local units). */
export function pickReach(): { x: number; y: number } {
  const out = { x: 0, y: 0 };
  pickPoint(PICK_STRUCK, out);
  return out;
}

const WOOD = 0x5b4030;

/**
 * Puts a mining pick in the hunter's weapon hand in place of the weapon: the same sleeve and hand as
 * the weapon arm (hunter.ts), a wooden haft forward of the hand, a steel head whose long point curls
 * down toward the blow. The arm then rests lower, as a heavy tool hangs.
 */
export function fitPick(rig: Rig, gearTint: number): void {
  for (const child of rig.limb.removeChildren()) child.destroy({ children: true });
  const arm = new Graphics();
  drawSleeve(arm, hunterCoat(gearTint));
  poly(arm, [-3, 22.2, 44, 22.6, 44, 25.8, -3, 26], WOOD);
  rim(arm, shadeColor(WOOD, 0.4), 0.8, 0.5);
  const metal = palette.steel;
  // The head: a short adze up, a long curved point down.
  poly(arm, [40, 21, 44, 12, 47, 6, 49, 14, 48, 21], shadeColor(metal, -0.15));
  poly(arm, [39, 20, 49, 20, 50, 26, 47, 34, 42, 42, 38, 47, 39, 36, 41, 28], metal);
  rim(arm, shadeColor(metal, -0.5), 1, 0.8);
  arm
    .moveTo(49, 26)
    .lineTo(46, 34)
    .lineTo(38, 47)
    .stroke({ width: 1.4, color: shadeColor(metal, 0.7), join: 'round' });
  arm.rect(38, 20.5, 6, 7).fill(shadeColor(metal, -0.35));
  arm.circle(1.5, 24, 3.6).fill(palette.skin);
  rig.limb.addChild(arm);
  rig.limbRest = PICK_REST;
  rig.limbWindUp = PICK_RAISED - PICK_REST;
  rig.limbSwing = PICK_STRUCK - PICK_REST;
  batchFigure(rig.limb);
}
