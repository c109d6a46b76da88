import type { Container, Rectangle, Sprite } from 'pixi.js';
import { MIN_TAP_PX, type CombatLayout } from './combat-layout';
import type { Fighters } from './fighters';

/**
 * Tapping the enemy: its tap target (the figure's box, never under 44 px a side) and the reticle that
 * marks the enemy a tap targeted, growing in and pulsing.
 */
export class EnemyTargeting {
  targetedEnemyId: string | null = null;
  private targetedAtMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly fighters: Fighters,
    private readonly target: Container,
    private readonly reticle: Sprite,
  ) {}

  /** Marks the standing enemy as targeted; returns its id, or null when there is none to target. */
  targetStanding(simMs: number): string | null {
    const enemy = this.fighters.enemy;
    if (!enemy || enemy.dying) return null;
    this.targetedEnemyId = enemy.id;
    this.targetedAtMs = simMs;
    return enemy.id;
  }

  /** Fits the tap target to the enemy on the field. */
  size(layout: CombatLayout): void {
    const enemy = this.fighters.enemy;
    const height = Math.max(MIN_TAP_PX, (enemy?.rig.height ?? 110) * this.fighters.scaleOf(enemy, layout) * 1.05);
    const width = Math.max(MIN_TAP_PX, height * 0.75);
    this.target.position.set(layout.enemyX, layout.groundY);
    this.reticle.position.set(layout.enemyX, layout.groundY);
    const area = this.target.hitArea as Rectangle;
    area.x = -width / 2;
    area.y = -height;
    area.width = width;
    area.height = height + Math.min(12, layout.height - layout.groundY);
  }

  update(layout: CombatLayout, simMs: number): void {
    const enemy = this.fighters.enemy;
    const standing = enemy !== null && !enemy.dying;
    this.target.visible = standing;
    this.reticle.visible = standing && enemy.id === this.targetedEnemyId;
    if (!this.reticle.visible) return;
    const grow = Math.min(1, (simMs - this.targetedAtMs) / 250);
    const width = layout.figureScale * 120 * (1.6 - 0.6 * grow) * 0.55;
    this.reticle.alpha = 0.55 + 0.25 * Math.sin(simMs / 300);
    this.reticle.scale.set(width / 64, (width * 0.3) / 64);
  }

  /** The tap target in canvas CSS pixels, or null while no enemy stands. */
  tapTarget(): { x: number; y: number; width: number; height: number } | null {
    const enemy = this.fighters.enemy;
    if (!enemy || enemy.dying) return null;
    const area = this.target.hitArea as Rectangle;
    return { x: this.target.x + area.x, y: this.target.y + area.y, width: area.width, height: area.height };
  }
}
