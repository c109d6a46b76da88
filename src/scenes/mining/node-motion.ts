import type { NodeRig } from './node-art';

/** What the node is doing: standing, falling in, lying in rubble, or rising whole again. */
export type NodeState = 'whole' | 'collapsing' | 'rubble' | 'returning';

/** Simulated ms of the collapse when a node is depleted, and of its return when it respawns. */
export const COLLAPSE_MS = 900;
export const RETURN_MS = 1100;
/** Simulated ms a node shudders after a pick's blow. */
const FLINCH_MS = 220;

const clamp01 = (t: number): number => (t < 0 ? 0 : t > 1 ? 1 : t);
const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);
/** Overshoots a little before settling: the node springs back up. */
const easeOutBack = (t: number): number => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

/**
 * The node's state from the world's depletion, with its transitions timed on simulated time. The
 * first reading (a new node, a resync) snaps to the world's state; later changes animate.
 */
export class NodeMotion {
  state: NodeState = 'whole';
  /** When the current transition began (simulated ms). */
  private since = 0;
  private shownDepleted: boolean | null = null;
  private flinchAt = Number.NEGATIVE_INFINITY;

  /** Forgets what was shown: the next `follow` snaps instead of animating. */
  snap(): void {
    this.shownDepleted = null;
  }

  /** Follows the world's `depleted`; returns the transition that just began, if any. */
  follow(depleted: boolean, simMs: number): 'collapse' | 'return' | null {
    if (this.shownDepleted === null) {
      this.shownDepleted = depleted;
      this.state = depleted ? 'rubble' : 'whole';
      return null;
    }
    if (depleted !== this.shownDepleted) {
      this.shownDepleted = depleted;
      this.state = depleted ? 'collapsing' : 'returning';
      this.since = simMs;
      return depleted ? 'collapse' : 'return';
    }
    const age = simMs - this.since;
    if (this.state === 'collapsing' && age >= COLLAPSE_MS) this.state = 'rubble';
    else if (this.state === 'returning' && age >= RETURN_MS) this.state = 'whole';
    return null;
  }

  flinch(simMs: number): void {
    this.flinchAt = simMs;
  }

  /** Share of the running transition done (1 when none runs). */
  progress(simMs: number): number {
    if (this.state === 'collapsing') return clamp01((simMs - this.since) / COLLAPSE_MS);
    if (this.state === 'returning') return clamp01((simMs - this.since) / RETURN_MS);
    return 1;
  }

  /** Moves, squashes and fades the node's parts for `simMs`; nothing is redrawn. */
  apply(rig: NodeRig, simMs: number): void {
    const body = rig.body;
    const rubble = rig.rubble;
    const t = this.progress(simMs);
    body.rotation = 0;
    body.x = 0;
    switch (this.state) {
      case 'whole': {
        const age = simMs - this.flinchAt;
        body.visible = true;
        body.alpha = 1;
        body.y = 0;
        body.scale.set(1, 1);
        if (age >= 0 && age < FLINCH_MS) body.x = Math.sin(age / 16) * 1.4 * (1 - age / FLINCH_MS);
        rubble.visible = false;
        break;
      }
      case 'collapsing':
        // Shudders, then sinks and crumbles into its own heap.
        body.visible = true;
        body.rotation = Math.sin((simMs - this.since) / 24) * 0.04 * (1 - t);
        body.y = 16 * t * t;
        body.scale.set(1 + 0.12 * t, 1 - 0.7 * t * t);
        body.alpha = 1 - clamp01((t - 0.45) / 0.55);
        rubble.visible = true;
        rubble.alpha = clamp01((t - 0.3) / 0.5);
        break;
      case 'rubble':
        body.visible = false;
        rubble.visible = true;
        rubble.alpha = 1;
        break;
      case 'returning':
        // Rises out of the rubble, springing to its full height.
        body.visible = true;
        body.alpha = easeOut(clamp01(t * 1.6));
        body.y = 0;
        body.scale.set(1, 0.4 + 0.6 * easeOutBack(t));
        rubble.visible = t < 0.6;
        rubble.alpha = 1 - clamp01(t / 0.6);
        break;
    }
  }
}
