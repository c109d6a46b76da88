import { Container } from 'pixi.js';
import { ACTION_MS, FigureAnimator } from '../art/animator';
import { BOSS_SCALE, buildEnemy } from '../art/enemies';
import { DEFAULT_HUNTER_LOOK, buildHunter, copyHunterLook, sameHunterLook, type HunterLook } from '../art/hunter';
import { isEnemyPalette, resolveEnemyKind } from '../art/kinds';
import type { Rig } from '../art/rig';
import type { CombatLayout } from './combat-layout';
import type { CombatEnemyView, CombatHunterView } from './combat-model';

export type Fighter = { rig: Rig; anim: FigureAnimator; id: string; cacheKey: string; boss: boolean; dying: boolean };

/** How far the hunter's body (not the sword) reaches forward, in local units. */
const HUNTER_BODY_REACH = 30;

/** A fallen enemy fades for this long before the next one steps out of its rift. */
const NEXT_ENEMY_DELAY_MS = 450;

/**
 * The figures on the field: the hunter, the current enemy and the one still dying (the corpse).
 * Enemy rigs are kept per silhouette and palette and reused, so a long fight builds each look once.
 */
export class Fighters {
  /** A render group of its own, so the blend change from the glows under it does not unbatch it. */
  readonly actors = new Container({ isRenderGroup: true });
  hunter: Fighter | null = null;
  enemy: Fighter | null = null;
  corpse: Fighter | null = null;
  private hunterTint = -1;
  /** The look the hunter on the field was built with (what the canvas shows). */
  private readonly look: HunterLook = { ...DEFAULT_HUNTER_LOOK };
  private readonly rigCache = new Map<string, Rig[]>();

  /** The look of the hunter on the field: its weapon, shield and cloak as drawn. */
  get hunterLook(): Readonly<HunterLook> {
    return this.look;
  }

  /**
   * Rebuilds the hunter's figure when its look changes (rare: equipment or the worn cloak changed); the
   * fields are compared one by one, so a steady frame allocates nothing.
   */
  syncHunter(view: CombatHunterView, layout: CombatLayout): void {
    if (this.hunter && view.gearTint === this.hunterTint && sameHunterLook(view, this.look)) return;
    const previous = this.hunter;
    const rig = buildHunter(view.gearTint, view);
    if (previous) {
      this.actors.removeChild(previous.rig.root);
      previous.rig.destroy();
    }
    this.actors.addChild(rig.root);
    this.hunter = {
      rig,
      anim: previous?.anim ?? new FigureAnimator(0),
      id: 'hunter',
      cacheKey: 'hunter',
      boss: false,
      dying: false,
    };
    this.hunterTint = view.gearTint;
    copyHunterLook(view, this.look);
    this.place(this.hunter, layout);
  }

  /** True when the model's enemy is not the one on the field (a new id, or none any more). */
  enemyChanged(view: CombatEnemyView | null): boolean {
    return (view?.id ?? null) !== (this.enemy?.id ?? null);
  }

  /** Brings `view` onto the field (retiring the current enemy); returns it and when it appears. */
  spawn(view: CombatEnemyView, simMs: number, layout: CombatLayout): { fighter: Fighter; appearAtMs: number } {
    if (this.enemy) this.retire(simMs);
    const kind = resolveEnemyKind(view.kind, view.id);
    const eyes = isEnemyPalette(view.palette) ? view.palette : undefined;
    const cacheKey = `${kind}:${eyes ?? 'own'}:${view.isBoss ? 'boss' : 'common'}`;
    const rig = this.rigCache.get(cacheKey)?.pop() ?? buildEnemy(kind, view.isBoss, eyes);
    const fighter: Fighter = {
      rig,
      anim: new FigureAnimator(700),
      id: view.id,
      cacheKey,
      boss: view.isBoss,
      dying: false,
    };
    const appearAtMs = this.corpse ? simMs + NEXT_ENEMY_DELAY_MS : simMs;
    fighter.anim.play('spawn', appearAtMs);
    fighter.anim.apply(rig, simMs);
    this.actors.addChildAt(rig.root, 0);
    this.enemy = fighter;
    this.place(fighter, layout);
    return { fighter, appearAtMs };
  }

  /**
   * Moves the current enemy to the corpse slot. One already dying (slain) plays its death out; one that
   * leaves alive (the fight was stopped, the hunter fell or moved on) vanishes back into the rift.
   */
  retire(simMs: number): void {
    const fighter = this.enemy;
    if (!fighter) return;
    if (this.corpse) this.release(this.corpse);
    if (!fighter.dying) {
      fighter.dying = true;
      fighter.anim.play('vanish', simMs);
    }
    this.corpse = fighter;
    this.enemy = null;
  }

  pose(simMs: number): void {
    if (this.hunter) this.hunter.anim.apply(this.hunter.rig, simMs);
    if (this.enemy) this.enemy.anim.apply(this.enemy.rig, simMs);
    if (this.corpse) {
      this.corpse.anim.apply(this.corpse.rig, simMs);
      if (this.corpse.anim.isGone(simMs)) this.release(this.corpse);
    }
  }

  /** After a catch-up: no corpse, the hunter settled (standing, or long fallen), the enemy idle if alive. */
  settle(hunterDown: boolean, enemyAlive: boolean): void {
    if (this.corpse) this.release(this.corpse);
    this.hunter?.anim.play(hunterDown ? 'die' : 'idle', hunterDown ? -ACTION_MS.die : 0);
    if (this.enemy && enemyAlive) {
      this.enemy.dying = false;
      this.enemy.anim.play('idle', 0);
    }
  }

  layout(layout: CombatLayout): void {
    for (const fighter of [this.hunter, this.enemy, this.corpse]) if (fighter) this.place(fighter, layout);
  }

  /**
   * The scale a fighter is drawn at: bosses are larger, but an enemy never reaches past the hunter's
   * body (a boss hound on a narrow phone is drawn a little smaller instead).
   */
  scaleOf(fighter: Fighter | null, layout: CombatLayout): number {
    const scale = layout.figureScale * (fighter?.boss ? BOSS_SCALE : 1);
    if (!fighter || fighter === this.hunter) return scale;
    const room = layout.enemyX - layout.hunterX - HUNTER_BODY_REACH * layout.figureScale;
    return Math.max(layout.figureScale * 0.6, Math.min(scale, (room * 0.95) / fighter.rig.reach));
  }

  destroy(): void {
    for (const rigs of this.rigCache.values()) for (const rig of rigs) rig.destroy();
    this.rigCache.clear();
  }

  private release(fighter: Fighter): void {
    this.actors.removeChild(fighter.rig.root);
    let free = this.rigCache.get(fighter.cacheKey);
    if (!free) this.rigCache.set(fighter.cacheKey, (free = []));
    free.push(fighter.rig);
    if (this.corpse === fighter) this.corpse = null;
  }

  private place(fighter: Fighter, layout: CombatLayout): void {
    const isHunter = fighter === this.hunter;
    const scale = this.scaleOf(fighter, layout);
    fighter.rig.root.position.set(isHunter ? layout.hunterX : layout.enemyX, layout.groundY);
    fighter.rig.root.scale.set(isHunter ? scale : -scale, scale);
  }
}
