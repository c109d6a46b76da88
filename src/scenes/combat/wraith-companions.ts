import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { WraithShape } from '../art/kinds';
import { WRAITH_ART_HEIGHT, WRAITH_SHAPE_SCALE, WraithArt, wraithBodyTint } from '../art/wraiths';
import type { CombatLayout } from './combat-layout';
import type { CombatCompanionView, WraithAction } from './combat-model';

/** A summoned wraith fades in this long; a dismissed one fades out. */
export const COMPANION_APPEAR_MS = 520;
export const COMPANION_LEAVE_MS = 420;
/** A wraith's lunge (a strike) or swell (a ward, a mend) when it acts. */
export const COMPANION_ACT_MS = 360;
/** How many wraiths can float beside the hunter (the wraith slots). */
export const COMPANION_SLOTS = 3;

interface CompanionSlot {
  /** Holds the figure; moved, scaled and faded every frame. */
  readonly body: Container;
  /** The glow behind it, additive, in a layer of its own so blending switches once for all three. */
  readonly glow: Sprite;
  /** Figures this slot has shown, by shape, kept for when that shape returns. */
  readonly figures: Map<WraithShape, Graphics>;
  figure: Graphics | null;
  shape: WraithShape | null;
  /** The kind shown (or fading out); null when the slot has never held one. */
  wraithId: string | null;
  glowColor: number;
  /** True while the model has it summoned. */
  present: boolean;
  /** When it last appeared or began to leave. */
  changedAtMs: number;
  actAtMs: number;
  action: WraithAction;
  /** Keeps three wraiths from bobbing in step. */
  readonly phase: number;
  /** Where it is drawn this frame (px): effects leave from here. */
  x: number;
  y: number;
}

/**
 * The summoned wraiths floating behind the hunter: spectral figures (one drawing per shape, art/wraiths.ts) over a
 * glow in their colour, bobbing, lunging toward the enemy when they strike and swelling when they ward or mend. They
 * fade in when summoned and out when dismissed. Three slots, built once; a slot keeps each figure it has shown, so
 * swapping wraiths back and forth builds nothing new.
 */
export class WraithCompanions {
  /** A render group: the companions batch together, apart from the fighters' blending. */
  readonly root = new Container({ isRenderGroup: true });
  private readonly glowLayer = new Container();
  private readonly figureLayer = new Container();
  private readonly art = new WraithArt();
  private readonly slots: CompanionSlot[] = [];
  private seen: readonly CombatCompanionView[] | null = null;
  private layout: CombatLayout | null = null;

  /** `onAppear`: a wraith was summoned into `slot` (the scene draws its arrival). */
  constructor(
    glowTexture: Texture,
    private readonly onAppear: (
      slot: number,
      x: number,
      y: number,
      height: number,
      glow: number,
      simMs: number,
    ) => void,
  ) {
    this.root.label = 'wraith-companions';
    this.root.addChild(this.glowLayer, this.figureLayer);
    for (let index = 0; index < COMPANION_SLOTS; index += 1) {
      const glow = new Sprite(glowTexture);
      glow.anchor.set(0.5);
      glow.blendMode = 'add';
      glow.visible = false;
      const body = new Container();
      body.visible = false;
      this.glowLayer.addChild(glow);
      this.figureLayer.addChild(body);
      this.slots.push({
        body,
        glow,
        figures: new Map(),
        figure: null,
        shape: null,
        wraithId: null,
        glowColor: 0xffffff,
        present: false,
        changedAtMs: Number.NEGATIVE_INFINITY,
        actAtMs: Number.NEGATIVE_INFINITY,
        action: 'attack',
        phase: index * 2.1,
        x: 0,
        y: 0,
      });
    }
  }

  /** Wraiths shown now (fading ones included). */
  get visibleCount(): number {
    let count = 0;
    for (const slot of this.slots) if (slot.body.visible) count += 1;
    return count;
  }

  /** Figures built so far (at most one per slot and shape). */
  get figureCount(): number {
    let count = 0;
    for (const slot of this.slots) count += slot.figures.size;
    return count;
  }

  /** The kinds in each slot as drawn (null: empty or gone), for inspection. */
  shownKinds(): (string | null)[] {
    return this.slots.map((slot) => (slot.present ? slot.wraithId : null));
  }

  /**
   * Reads the model's wraiths: a new one in a slot appears (with `onAppear`), one gone fades out. `animate` false
   * puts them in place at once (after a catch-up).
   */
  sync(companions: readonly CombatCompanionView[], simMs: number, animate = true): void {
    if (companions === this.seen) return;
    this.seen = companions;
    for (let index = 0; index < this.slots.length; index += 1) {
      const slot = this.slots[index]!;
      let view: CombatCompanionView | null = null;
      for (const candidate of companions) if (candidate.slot === index) view = candidate;
      if (view) {
        if (slot.present && slot.wraithId === view.wraithId) continue;
        this.show(slot, view);
        slot.present = true;
        slot.changedAtMs = animate ? simMs : Number.NEGATIVE_INFINITY;
        if (animate && this.layout) {
          const place = this.layout.companions[index]!;
          this.onAppear(index, place.x, place.y, this.layout.companionHeight, view.glow, simMs);
        }
      } else if (slot.present) {
        slot.present = false;
        slot.changedAtMs = animate ? simMs : Number.NEGATIVE_INFINITY;
      }
    }
  }

  /** After a catch-up: the wraiths summoned now, in place, none fading. */
  settle(companions: readonly CombatCompanionView[], simMs: number): void {
    this.seen = null;
    this.sync(companions, simMs, false);
  }

  /** The wraith in `slot` acts at `simMs`: it lunges (a strike) or swells (a ward, a mend). */
  act(slot: number, action: WraithAction, simMs: number): void {
    const companion = this.slots[slot];
    if (!companion) return;
    companion.actAtMs = simMs;
    companion.action = action;
  }

  /** Where the wraith in `slot` is drawn (its place when none is there yet), in px. */
  positionOf(slot: number, into: { x: number; y: number }): { x: number; y: number } {
    const companion = this.slots[slot];
    if (companion?.body.visible) {
      into.x = companion.x;
      into.y = companion.y;
    } else {
      const place = this.layout?.companions[slot];
      into.x = place?.x ?? 0;
      into.y = place?.y ?? 0;
    }
    return into;
  }

  update(layout: CombatLayout, simMs: number): void {
    this.layout = layout;
    const height = layout.companionHeight;
    for (let index = 0; index < this.slots.length; index += 1) {
      const slot = this.slots[index]!;
      const age = simMs - slot.changedAtMs;
      const shown = slot.present ? Math.min(1, Math.max(0, age / COMPANION_APPEAR_MS)) : 1 - age / COMPANION_LEAVE_MS;
      const visible = slot.figure !== null && shown > 0 && (slot.present || age < COMPANION_LEAVE_MS);
      slot.body.visible = slot.glow.visible = visible;
      if (!visible) continue;
      const place = layout.companions[index]!;
      const seconds = simMs / 1000;
      const bob = Math.sin(seconds * 2.6 + slot.phase) * height * 0.07;
      const sway = Math.sin(seconds * 1.3 + slot.phase) * 0.06;
      // A strike lunges toward the enemy and back; a ward or a mend swells.
      const actT = (simMs - slot.actAtMs) / COMPANION_ACT_MS;
      const acting = actT >= 0 && actT < 1 ? Math.sin(actT * Math.PI) : 0;
      const lunge = slot.action === 'attack' ? acting * height * 0.45 : 0;
      const swell = slot.action === 'attack' ? 1 : 1 + acting * 0.16;
      // Arriving, it rises and grows into its place; leaving, it sinks as it fades.
      const settle = 1 - shown;
      slot.x = place.x + lunge;
      slot.y = place.y + bob + settle * height * 0.35;
      const scale = (height / WRAITH_ART_HEIGHT) * WRAITH_SHAPE_SCALE[slot.shape!] * swell * (0.7 + 0.3 * shown);
      slot.body.position.set(slot.x, slot.y);
      slot.body.scale.set(scale);
      slot.body.rotation = sway + (slot.action === 'attack' ? acting * 0.25 : 0);
      slot.body.alpha = 0.84 * shown;
      slot.glow.position.set(slot.x, slot.y);
      slot.glow.scale.set((height * (1.9 + acting * 0.6)) / 128);
      slot.glow.alpha = shown * (0.42 + 0.1 * Math.sin(seconds * 3.1 + slot.phase) + acting * 0.35);
    }
  }

  /** Frees the figures and their drawings (the scene's root may already have taken the display objects). */
  destroy(): void {
    if (!this.root.destroyed) this.root.destroy({ children: true });
    this.art.destroy();
  }

  private show(slot: CompanionSlot, view: CombatCompanionView): void {
    slot.wraithId = view.wraithId;
    slot.glowColor = view.glow;
    slot.glow.tint = view.glow;
    if (slot.shape !== view.shape || !slot.figure) {
      if (slot.figure) slot.figure.visible = false;
      let figure = slot.figures.get(view.shape);
      if (!figure) {
        figure = new Graphics(this.art.context(view.shape));
        slot.figures.set(view.shape, figure);
        slot.body.addChild(figure);
      }
      figure.visible = true;
      slot.figure = figure;
      slot.shape = view.shape;
    }
    slot.figure.tint = wraithBodyTint(view.glow);
  }
}
